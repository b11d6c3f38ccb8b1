#!/usr/bin/env python3
"""corpus/cuda under one pipeline and one -O level.

Runs `nvtv check --json` over every corpus/cuda/*.cu with the given options and requires:
- no counterexample that execution refuted (a finding whose "execution" is "refuted": the
  verifier reported a difference that running src and tgt does not show);
- every counterexample confirmed by execution, or marked not executable, and listed in
  corpus/cuda/expected-findings.txt (each line: CONFIG FILE FUNCTION KIND TAG LLVM-BUG, the
  last naming the corpus/llvm-bugs pair that explains it), and every listed one found;
- unknown results at most 1% of the accesses checked;
- exit status 0, 1 or 3 (never 2: every kernel compiles and every pipeline runs).

usage: cuda_corpus.py NVTV CORPUS_CUDA_DIR CONFIG -- CHECK-OPTIONS...
"""
import json
import os
import subprocess
import sys


def expected(corpus, config):
    path = os.path.join(corpus, "expected-findings.txt")
    want = set()
    if not os.path.exists(path):
        return want
    for line in open(path):
        line = line.split("#", 1)[0].split()
        if len(line) >= 6 and line[0] == config:
            want.add((line[1], line[2], line[3], line[4]))
    return want


def main():
    nvtv, corpus, config = sys.argv[1], sys.argv[2], sys.argv[3]
    opts = sys.argv[sys.argv.index("--") + 1:]
    files = sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith(".cu"))
    p = subprocess.run([nvtv, "check", "--json"] + files + opts, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if p.returncode not in (0, 1, 3):
        sys.exit("FAIL: nvtv check exited %d:\n%s" % (p.returncode, p.stderr[-3000:]))
    try:
        out = json.loads(p.stdout)
    except ValueError as e:
        sys.exit("FAIL: not JSON (%s):\n%s" % (e, p.stdout[:2000]))
    failures, found = [], set()
    total = out.get("total", {})
    accesses = sum(total.get(k, 0) for k in ("proved", "bounded", "unknown", "counterexample", "unsupported"))
    for f in out.get("files", []):
        name = os.path.basename(f["file"])
        counts = {}
        for fn in f.get("functions", []):
            for k in ("proved", "bounded", "unknown", "counterexample", "unsupported"):
                counts[k] = counts.get(k, 0) + fn.get(k, 0)
        print("%-34s %4d proved %3d bounded %3d unknown %3d cex %3d unsupported" %
              (name, counts.get("proved", 0), counts.get("bounded", 0), counts.get("unknown", 0),
               counts.get("counterexample", 0), counts.get("unsupported", 0)))
        for x in f.get("findings", []):
            tag = str(x.get("access", {}).get("id", "-"))
            key = (name, x.get("function"), x.get("kind"), tag)
            if x.get("execution") == "refuted":
                failures.append("%s @%s #%s: a counterexample that execution refutes: %s" %
                                (name, x.get("function"), tag, x.get("message", x.get("reason", ""))[:400]))
            if x.get("verdict") != "counterexample":
                continue
            found.add(key)
            if x.get("execution") not in ("confirmed", "not-executable"):
                failures.append("%s @%s #%s %s: not replayed: %s" % (name, x.get("function"), tag, x.get("kind"),
                                                                       x.get("execution")))
    want = expected(corpus, config)
    for key in sorted(found - want):
        failures.append("%s @%s %s #%s: a counterexample not explained in corpus/cuda/expected-findings.txt" %
                        (key[0], key[1], key[2], key[3]))
    for key in sorted(want - found):
        failures.append("%s @%s %s #%s: expected (expected-findings.txt) but not found" % key)
    unknown = total.get("unknown", 0)
    print("%s: %d accesses: %s; unknown %.2f%%" % (config, accesses, ", ".join("%s %d" % (k, v) for k, v in total.items()),
                                                   100.0 * unknown / max(accesses, 1)))
    if unknown * 100 > accesses:
        failures.append("%d unknown of %d accesses: more than 1%%" % (unknown, accesses))
    if failures:
        sys.exit("FAIL: %s:\n  %s" % (config, "\n  ".join(failures)))
    print("PASS: %s" % config)


if __name__ == "__main__":
    main()
