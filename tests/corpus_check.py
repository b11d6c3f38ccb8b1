#!/usr/bin/env python3
"""The main job on the whole corpus: every kernel through the reference LLVM pipeline,
every access proved or verified up to the unroll bound.  Fails on a nonzero exit status,
on any counterexample or unknown result, and on a crash.

usage: corpus_check.py NVTV CORPUS_DIR PIPELINE
"""
import glob
import os
import re
import subprocess
import sys

TIMEOUT = 840


def main():
    nvtv, corpus, pipe = sys.argv[1], sys.argv[2], sys.argv[3]
    root = os.path.dirname(os.path.abspath(corpus))
    files = sorted(os.path.relpath(f, root) for f in glob.glob(os.path.join(corpus, "*.ll")))
    if not files:
        sys.exit("FAIL: no kernels in %s" % corpus)
    cmd = [nvtv, "check"] + files + ["-llvm-passes=" + pipe]
    try:
        p = subprocess.run(cmd, cwd=root, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        sys.exit("FAIL: nvtv check timed out after %ds" % TIMEOUT)
    sys.stdout.write(p.stdout)
    sys.stderr.write(p.stderr)
    problems = []
    if p.returncode < 0 or p.returncode >= 128:
        problems.append("nvtv crashed (status %d)" % p.returncode)
    elif p.returncode != 0:
        problems.append("exit status %d, expected 0" % p.returncode)
    summary = re.compile(r"^(\S+) @(\S+): (\d+) proved, (\d+) bounded(?: \([^)]*\))?, (\d+) unknown, (\d+) counterexamples?"
                         r"(?:, (\d+) unsupported)?$")
    seen = 0
    for line in p.stdout.splitlines():
        m = summary.match(line)
        if m:
            seen += 1
            unknown, cex, unsup = int(m.group(5)), int(m.group(6)), int(m.group(7) or 0)
            if unknown or cex or unsup:
                problems.append("%s @%s: %d unknown, %d counterexamples, %d unsupported"
                                % (m.group(1), m.group(2), unknown, cex, unsup))
        elif re.match(r"^\S+: (counterexample|unknown): ", line):
            pass  # counted through the summary lines
    if not any(l.startswith("total: ") for l in p.stdout.splitlines()):
        problems.append("no total line")
    if seen == 0:
        problems.append("no per-kernel summary lines")
    if problems:
        print("\nFAIL: %d problem(s):" % len(problems))
        for x in problems:
            print("  " + x)
        sys.exit(1)
    print("\nPASS: %d kernels in %d files, no counterexample, no unknown" % (seen, len(files)))


if __name__ == "__main__":
    main()
