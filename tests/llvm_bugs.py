#!/usr/bin/env python3
"""A kernel LLVM 19's reference pipeline miscompiles: `nvtv check` must exit 1, print the first
line of NAME.expect, and report that finding as confirmed (re-evaluated outside Z3).

usage: llvm_bugs.py NVTV CORPUS/llvm-bugs/NAME PIPELINE
"""
import json
import subprocess
import sys


def main():
    nvtv, base, pipe = sys.argv[1], sys.argv[2], sys.argv[3]
    expect = open(base + ".expect").readline().strip()
    cmd = [nvtv, "check", base + ".ll", "-llvm-passes=" + pipe]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    sys.stdout.write(p.stdout)
    sys.stderr.write(p.stderr)
    if p.returncode != 1:
        sys.exit("FAIL: exit status %d, expected 1" % p.returncode)
    if expect not in p.stdout:
        sys.exit("FAIL: %r not in the output" % expect)
    j = subprocess.run(cmd + ["--json"], capture_output=True, text=True, timeout=600)
    doc = json.loads(j.stdout)
    kind = expect.split()[1]
    found = [f for fl in doc["files"] for f in fl.get("findings", []) if f.get("kind") == kind]
    if not found or not all(f.get("confirmed") for f in found):
        sys.exit("FAIL: %s findings not all confirmed: %s" % (kind, found))
    print("ok: %s (%d confirmed %s findings)" % (expect, len(found), kind))


if __name__ == "__main__":
    main()
