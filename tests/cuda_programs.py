#!/usr/bin/env python3
"""corpus/cuda-programs: whole CUDA programs, with or without a CUDA toolkit.

Runs `nvtv check --json` over every program of corpus/cuda-programs (and public/, with its
-I) under one pipeline and one header set, and requires:
- exit status 0 or 3: every file compiles (host code, CUDA's headers or the prelude's shims,
  CUB from Debian's libcub-dev) and the pipeline runs;
- no file rejected and at least one kernel per file;
- no counterexample.
With --exec-oracle (config names ending in "-exec") it also requires, from the text run,
that execution compares at least one input on every kernel, except the kernels listed in
corpus/cuda-programs/exec-limits.txt (each line: FILE FUNCTION REASON), whose listed reason
must still be the one printed; a listed kernel that now runs fails too, so the list stays
current.

usage: cuda_programs.py NVTV CORPUS_PROGRAMS_DIR CONFIG prelude|toolkit -- CHECK-OPTIONS...
A toolkit config is skipped (exit 77, ctest's SKIP_RETURN_CODE) where nvtv finds no toolkit.
"""
import json
import os
import re
import subprocess
import sys


def files_of(corpus):
    top = sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith(".cu"))
    pub = os.path.join(corpus, "public")
    more = sorted(os.path.join(pub, f) for f in os.listdir(pub) if f.endswith(".cu")) if os.path.isdir(pub) else []
    return top, more, ["-I", os.path.join(pub, "common")]


def exec_limits(corpus):
    want = {}
    path = os.path.join(corpus, "exec-limits.txt")
    if os.path.exists(path):
        for line in open(path):
            line = line.split("#", 1)[0].strip()
            if line:
                f, fn, why = line.split(None, 2)
                want[(f, fn)] = why
    return want


def main():
    nvtv, corpus, config, headers = sys.argv[1:5]
    opts = sys.argv[sys.argv.index("--") + 1:]
    env = dict(os.environ)
    if headers == "prelude":
        env["NVTV_NO_CUDA_TOOLKIT"] = "1"
    else:
        env.pop("NVTV_NO_CUDA_TOOLKIT", None)
        v = subprocess.run([nvtv, "--version", "-v"], stdout=subprocess.PIPE, universal_newlines=True, env=env).stdout
        if "toolkit's" not in v:
            print("SKIP: no CUDA toolkit found (%s)" % v.strip().splitlines()[-1:])
            sys.exit(77)
    top, pub, pub_inc = files_of(corpus)
    failures = []
    total = {}
    for group, extra in ((top, []), (pub, pub_inc)):
        if not group:
            continue
        p = subprocess.run([nvtv, "check", "--json"] + group + extra + opts, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True, env=env)
        if p.returncode not in (0, 3):
            failures.append("nvtv check exited %d:\n%s" % (p.returncode, p.stderr[-3000:]))
        try:
            out = json.loads(p.stdout)
        except ValueError as e:
            sys.exit("FAIL: not JSON (%s):\n%s\n%s" % (e, p.stdout[:2000], p.stderr[-2000:]))
        seen = set()
        for f in out.get("files", []):
            name = os.path.relpath(f["file"], corpus)
            seen.add(name)
            fns = f.get("functions", [])
            if not fns:
                failures.append("%s: no kernel checked" % name)
            counts = {}
            for fn in fns:
                for k in ("proved", "bounded", "unknown", "counterexample", "unsupported"):
                    counts[k] = counts.get(k, 0) + fn.get(k, 0)
                    total[k] = total.get(k, 0) + fn.get(k, 0)
            print("%-40s %4d proved %3d bounded %3d unknown %3d cex %3d unsupported" %
                  (name, counts.get("proved", 0), counts.get("bounded", 0), counts.get("unknown", 0),
                   counts.get("counterexample", 0), counts.get("unsupported", 0)))
            for x in f.get("findings", []):
                if x.get("verdict") == "counterexample":
                    failures.append("%s @%s: a counterexample (%s): %s" %
                                    (name, x.get("function"), x.get("kind"), x.get("message", "")[:300]))
        for path in group:
            if os.path.relpath(path, corpus) not in seen:
                failures.append("%s: rejected (see nvtv's message above)" % os.path.relpath(path, corpus))
        if p.returncode not in (0, 3) or len(seen) < len(group):
            sys.stderr.write(p.stderr[-3000:])
        if config.endswith("-exec"):
            q = subprocess.run([nvtv, "check"] + group + extra + opts, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               universal_newlines=True, env=env)
            limits = exec_limits(corpus)
            for line in q.stdout.splitlines():
                m = re.match(r"(\S+): @(\S+): exec oracle: (.*)", line)
                if not m:
                    continue
                name, fn, what = os.path.relpath(m.group(1), corpus), m.group(2), m.group(3)
                ran = re.match(r"(\d+) inputs? compared", what)
                ok = ran and int(ran.group(1)) > 0
                listed = limits.pop((name, fn), None)
                if ok and listed:
                    failures.append("%s @%s: listed in exec-limits.txt (%s) but execution now compares: %s" %
                                    (name, fn, listed, what))
                elif not ok and not listed:
                    failures.append("%s @%s: execution compares nothing: %s" % (name, fn, what))
                elif not ok and listed not in what:
                    failures.append("%s @%s: exec-limits.txt says %r; nvtv says: %s" % (name, fn, listed, what))
            for (name, fn), why in sorted(limits.items()):
                if any(name == os.path.relpath(g, corpus) for g in group):
                    failures.append("%s @%s: listed in exec-limits.txt but no exec oracle line" % (name, fn))
    print("%s: %s" % (config, ", ".join("%s %d" % (k, v) for k, v in sorted(total.items()))))
    if failures:
        sys.exit("FAIL: %s:\n  %s" % (config, "\n  ".join(failures)))
    print("PASS: %s" % config)


if __name__ == "__main__":
    main()
