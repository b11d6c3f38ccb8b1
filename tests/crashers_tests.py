#!/usr/bin/env python3
"""Every input that ever crashed nvtv (corpus/crashers/, SQLite's habit) replayed through the
commands a user runs on a kernel: verify K K, check under our pipeline, LLVM's default<O3> and
the adversary's mutate-tgt with the execution oracle, opt, run and diff (8
runs: every fourth gives the objects unbounded sizes).  Each
must end with an exit status (0-3), never a signal, never a sanitizer report (the ASan tree
runs this test too).

usage: crashers_tests.py NVTV SOURCE_DIR"""
import glob
import os
import subprocess
import sys


def main():
    nvtv, src = sys.argv[1], sys.argv[2]
    files = sorted(glob.glob(os.path.join(src, "corpus", "crashers", "*")))
    files = [f for f in files if not f.endswith(".md")]
    if not files:
        sys.exit("FAIL: corpus/crashers is empty")
    bad = []
    runs = 0
    for f in files:
        for args in (["verify", f, f], ["check", f, "-passes=default"], ["check", f, "-llvm-passes=default<O3>"],
                     ["check", f, "-passes=mutate-tgt", "--exec-oracle"], ["opt", f, "-passes=default", "-o", os.devnull],
                     ["run", f, "--max-steps", "100000"], ["diff", f, f, "--runs", "8", "--max-steps", "100000"]):
            p = subprocess.run([nvtv] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                               timeout=600)
            runs += 1
            if p.returncode not in (0, 1, 2, 3) or "Sanitizer" in p.stderr or "runtime error" in p.stderr:
                bad.append("nvtv %s: exit %d\n%s" % (" ".join(args), p.returncode, p.stderr[-2000:]))
            elif p.returncode == 2 and p.stderr.count("\n") != 1:
                bad.append("nvtv %s: a rejection must be one line, got:\n%s" % (" ".join(args), p.stderr[-2000:]))
    if bad:
        sys.exit("FAIL:\n" + "\n".join(bad[:10]))
    print("ok: %d crashers, %d commands, no signal and no sanitizer report" % (len(files), runs))


main()
