#!/usr/bin/env python3
"""The same verdicts on any machine: the corpus checked N times, the first as
ctest runs it and every later one beside a busy process (with ctest's other job, three
runnable processes on 2 cores: two thirds of the speed; two busy processes burnt 30 s of the
suite's CPU), at a budget small enough that wall-clock limits flipped verdicts
(--timeout-ms 20: 15 functions went between proved and unknown from run to run), with
LLVM's pipeline and --always-z3 so that every verdict goes through Z3.  Z3 is
bounded by its deterministic resource limit, so every run must give the same verdict for
every function, and the same findings.

usage: determinism_tests.py NVTV SOURCE_DIR RUNS"""
import glob
import json
import os
import subprocess
import sys

# LLVM's address pipeline, every verdict through Z3: the hardest queries of the corpus
PIPE = ("function(separate-const-offset-from-gep,slsr,gvn,nary-reassociate,early-cse,infer-address-spaces,"
        "loop-mssa(licm),instcombine<no-verify-fixpoint>,loop(loop-reduce))")


def verdicts(nvtv, files):
    p = subprocess.run([nvtv, "check", "-llvm-passes=" + PIPE, "--always-z3", "--timeout-ms", "20", "--json",
                        "--no-replay"] + files,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=1200)
    if p.returncode not in (0, 1, 3):
        sys.exit("FAIL: check exited %d: %s" % (p.returncode, p.stderr[-1000:]))
    doc = json.loads(p.stdout)
    out = {}
    for f in doc["files"]:
        for fn in f["functions"]:
            out[(f["file"], fn["name"])] = tuple(fn[k] for k in ("proved", "bounded", "unknown", "counterexample",
                                                                "unsupported"))
        for x in f["findings"]:
            out[(f["file"], "finding", x.get("signature", ""), x.get("tag", ""))] = x.get("verdict", x.get("kind"))
    return out


def main():
    nvtv, src, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    files = sorted(glob.glob(os.path.join(src, "corpus", "*.ll")) + glob.glob(os.path.join(src, "corpus", "barriers", "*.ll")))
    first = verdicts(nvtv, files)
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(1)]
    try:
        for r in range(1, runs):
            again = verdicts(nvtv, files)
            diff = [k for k in set(first) | set(again) if first.get(k) != again.get(k)]
            if diff:
                sys.exit("FAIL: run %d differs from run 0 on %d items, e.g. %s: %s vs %s"
                         % (r, len(diff), diff[0], first.get(diff[0]), again.get(diff[0])))
    finally:
        for b in busy:
            b.kill()
    unknown = sum(v[2] for k, v in first.items() if len(k) == 2)
    print("ok: %d runs, the later ones beside a busy process, %d functions, identical verdicts (%d unknown at 20 ms)"
          % (runs, sum(1 for k in first if len(k) == 2), unknown))


main()
