#!/usr/bin/env python3
"""The barrier passes' acceptance runs over corpus/barriers, checked against each kernel's header.

Every kernel's second line is "; sync: ..." and says which of its syncs are NEEDED (a real
cross-thread conflict crosses them), REMOVABLE, EXEMPT or never removable.  Three runs:

  cuda       -passes=dse: no finding anywhere; the seed_tid barrier goes, the seed_literal
             one stays; no exempt intrinsic and no used barrier0.popc is removed; every
             kernel whose syncs are all REMOVABLE loses at least one.
  four-map   -passes=dse -dse-criterion=four-map: under --barrier-model=cuda, findings in
             (at least) the write-after-write and the cross-block kernels; under
             --barrier-model=four-map, none.
  all        -passes=dse -dse-criterion=pseudo-code (the seed's pseudo-code: every barrier
             removed): a finding in exactly the kernels that have a NEEDED sync.

usage: barriers.py NVTV CORPUS_DIR
"""
import glob
import json
import os
import re
import subprocess
import sys

TIMEOUT = 600


def run(nvtv, root, files, *args):
    cmd = [nvtv, "check"] + files + ["--json", "--remarks"] + list(args)
    try:
        p = subprocess.run(cmd, cwd=root, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        sys.exit("FAIL: timed out: %s" % " ".join(cmd))
    if p.returncode not in (0, 1):
        sys.exit("FAIL: exit status %d: %s\n%s" % (p.returncode, " ".join(cmd), p.stderr))
    try:
        report = json.loads(p.stdout)
    except ValueError as e:
        sys.exit("FAIL: not JSON (%s): %s" % (e, " ".join(cmd)))
    findings = {}
    for f in report["files"]:
        name = os.path.basename(f["file"])[:-3]
        findings[name] = [x for x in f["findings"] if x.get("verdict") != "proved"]
    removed = {}
    for line in p.stderr.splitlines():
        m = re.match(r"^.*/(\w+)\.ll: dse: @\S+: removed (\S+) in ", line)
        if m:
            removed.setdefault(m.group(1), []).append(m.group(2))
    return findings, removed


def main():
    nvtv, corpus = sys.argv[1], sys.argv[2]
    bdir = os.path.join(corpus, "barriers")
    root = os.path.dirname(os.path.abspath(corpus))
    files = sorted(os.path.relpath(f, root) for f in glob.glob(os.path.join(bdir, "*.ll")))
    if len(files) < 12:
        sys.exit("FAIL: %d kernels in %s, expected at least 12" % (len(files), bdir))
    header = {}
    for f in files:
        with open(os.path.join(root, f)) as fh:
            lines = fh.read().splitlines()
        sync = [l for l in lines[:4] if l.startswith("; sync:")]
        if not sync:
            sys.exit("FAIL: %s has no '; sync:' header line" % f)
        header[os.path.basename(f)[:-3]] = sync[0]
    problems = []

    # cuda: sound
    findings, removed = run(nvtv, root, files, "-passes=dse")
    for k, fs in findings.items():
        if fs:
            problems.append("cuda: %s: %s" % (k, ", ".join(x["kind"] for x in fs)))
    if "seed_tid" not in removed:
        problems.append("cuda: the barrier of seed_tid (%i = tid.x) was not removed")
    if "seed_literal" in removed:
        problems.append("cuda: the barrier of the seed's literal example was removed")
    for k, names in removed.items():
        bad = [n for n in names if n in ("llvm.nvvm.exit", "llvm.trap", "llvm.nvvm.bar.warp.sync")
               or "cluster" in n or "cp.async" in n or "popc" in n]
        if bad:
            problems.append("cuda: %s: removed %s" % (k, ", ".join(bad)))
    for k, h in header.items():
        if "REMOVABLE" in h and "NEEDED" not in h and "NOT both" not in h and k not in removed:
            problems.append("cuda: %s: every sync is REMOVABLE, none was removed" % k)
    print("cuda: %d kernels, %d with removals, no finding" % (len(findings), len(removed)))

    # four-map: unsound under cuda, consistent with itself
    findings, removed = run(nvtv, root, files, "-passes=dse", "-dse-criterion=four-map")
    with_findings = sorted(k for k, fs in findings.items() if any(x["kind"] == "barrier-race" for x in fs))
    for k in ("waw", "cross_block"):
        if k not in with_findings:
            problems.append("four-map under cuda: no barrier-race in %s" % k)
    print("four-map under --barrier-model=cuda: findings in %s" % ", ".join(with_findings))
    findings, _ = run(nvtv, root, files, "-passes=dse", "-dse-criterion=four-map", "--barrier-model=four-map")
    for k, fs in findings.items():
        if fs:
            problems.append("four-map under four-map: %s: %s" % (k, ", ".join(x["kind"] for x in fs)))

    # every barrier removed: a finding exactly where a sync is NEEDED
    findings, removed = run(nvtv, root, files, "-passes=dse", "-dse-criterion=pseudo-code")
    for k, h in header.items():
        needed = "NEEDED" in h or "NOT both" in h
        got = any(x["kind"] == "barrier-race" for x in findings.get(k, []))
        if needed != got:
            problems.append("pseudo-code: %s: %s" % (k, "no finding, but a sync is NEEDED" if needed
                                                     else "a finding, but no sync is NEEDED"))
    print("pseudo-code (every barrier removed): findings in %d kernels" %
          sum(1 for fs in findings.values() if fs))

    if problems:
        sys.exit("FAIL:\n  " + "\n  ".join(problems))
    print("PASS")


if __name__ == "__main__":
    main()
