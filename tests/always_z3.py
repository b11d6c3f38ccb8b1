#!/usr/bin/env python3
"""The normal-form fast path agrees with Z3 on the whole corpus: `nvtv check --always-z3`
re-checks every fast-path verdict with Z3.  It must report no fast-path-unsound finding,
and the same verdict counts for every kernel as the run without --always-z3.

usage: always_z3.py NVTV CORPUS_DIR PIPELINE
"""
import glob
import json
import os
import subprocess
import sys

TIMEOUT = 1000
VERDICTS = ["proved", "bounded", "unknown", "counterexample", "unsupported"]


def check(nvtv, root, files, pipe, extra):
    cmd = [nvtv, "check"] + files + ["-llvm-passes=" + pipe, "--json"] + extra
    try:
        p = subprocess.run(cmd, cwd=root, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        sys.exit("FAIL: timed out after %ds: nvtv check %s" % (TIMEOUT, " ".join(extra)))
    if p.returncode < 0 or p.returncode >= 128:
        sys.exit("FAIL: nvtv check%s crashed (status %d)\n%s" % ("".join(" " + e for e in extra), p.returncode, p.stderr))
    try:
        return json.loads(p.stdout), p.returncode
    except ValueError as e:
        sys.exit("FAIL: nvtv check %s: output is not JSON (%s)\n%s\n%s"
                 % (" ".join(extra), e, p.stdout[:2000], p.stderr))


def counts(report):
    out = {}
    for f in report.get("files", []):
        if f.get("error"):
            out[(f["file"], "<input error>")] = None
            continue
        for fn in f.get("functions", []):
            out[(f["file"], fn["name"])] = tuple(fn.get(v, 0) for v in VERDICTS)
    return out


def fmt(c):
    return "input error" if c is None else ", ".join("%d %s" % (n, v) for n, v in zip(c, VERDICTS))


def main():
    nvtv, corpus, pipe = sys.argv[1], sys.argv[2], sys.argv[3]
    root = os.path.dirname(os.path.abspath(corpus))
    files = sorted(os.path.relpath(f, root) for f in glob.glob(os.path.join(corpus, "*.ll")))
    fast, st_fast = check(nvtv, root, files, pipe, [])
    z3, st_z3 = check(nvtv, root, files, pipe, ["--always-z3"])
    problems = []
    for f in z3.get("files", []):
        for x in f.get("findings", []):
            if x.get("kind") == "fast-path-unsound":
                problems.append("%s @%s: fast-path-unsound at #%s: %s"
                                % (f["file"], x.get("function"), x.get("access", {}).get("id", "?"),
                                   x.get("check", "")))
    cf, cz = counts(fast), counts(z3)
    for key in sorted(set(cf) | set(cz)):
        a, b = cf.get(key, "missing"), cz.get(key, "missing")
        if a != b:
            problems.append("%s @%s: fast path: %s; --always-z3: %s"
                            % (key[0], key[1], a if a == "missing" else fmt(a), b if b == "missing" else fmt(b)))
    if st_fast != st_z3:
        problems.append("exit status %d without --always-z3, %d with it" % (st_fast, st_z3))
    print("%d kernels; totals without --always-z3: %s" % (len(cf), fast.get("total")))
    print("%d kernels; totals with    --always-z3: %s" % (len(cz), z3.get("total")))
    if problems:
        print("\nFAIL: %d disagreement(s):" % len(problems))
        for x in problems:
            print("  " + x)
        sys.exit(1)
    print("PASS: --always-z3 agrees with the fast path on every kernel")


if __name__ == "__main__":
    main()
