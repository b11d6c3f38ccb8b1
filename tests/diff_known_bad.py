#!/usr/bin/env python3
"""The second oracle alone: `nvtv diff SRC TGT` with its default runs separates
every known-bad pair (exit 1), except a pair whose .expect says why its difference cannot be
seen in memory (a line "diff: not observable in memory: ...").

usage: diff_known_bad.py NVTV KNOWN_BAD_DIR"""
import glob
import os
import subprocess
import sys


def main():
    nvtv, kb = sys.argv[1], sys.argv[2]
    missed, skipped, seen = [], [], 0
    for e in sorted(glob.glob(os.path.join(kb, "*.expect"))):
        name = e[:-len(".expect")]
        if any(l.startswith("diff: not observable in memory:") for l in open(e)):
            skipped.append(os.path.basename(name))
            continue
        p = subprocess.run([nvtv, "diff", name + ".src.ll", name + ".tgt.ll"], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True, timeout=600)
        if p.returncode != 1:
            missed.append("%s: exit %d: %s" % (os.path.basename(name), p.returncode, (p.stdout + p.stderr)[-400:]))
        else:
            seen += 1
    if missed:
        sys.exit("FAIL: nvtv diff does not separate:\n" + "\n".join(missed))
    print("ok: nvtv diff separates %d pairs; not observable in memory: %s" % (seen, ", ".join(skipped) or "none"))


main()
