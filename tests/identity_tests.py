#!/usr/bin/env python3
"""Identity is always proved: a kernel against itself, `nvtv verify K K`, and the
empty pipeline, `nvtv check K -passes=`, prove every access or say `unsupported`; never a
counterexample, never a crash.  Over every kernel in the repository (corpus/, its
subdirectories, the known-bad pairs, the lit inputs, corpus/crashers) and over generated
kernels.

usage: identity_tests.py NVTV SOURCE_DIR {corpus {verify[:K/N]|check}|generated N}
(the corpus in two halves, two ctests that run side by side; verify:K/N takes every N-th
file from the K-th, so that the sanitizer tree's slowest test runs as N ctests in parallel)
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

TOTAL = re.compile(r"^total: (?:\d+ files, \d+ kernels(?: and \d+ device functions)?: )?(\d+) proved, (\d+) bounded, (\d+) unknown, (\d+) counterexamples")


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=1200)


def kernels(src):
    files = []
    for pat in ("corpus/*.ll", "corpus/*/*.ll", "corpus/cuda/*.cu", "corpus/crashers/*.ll", "tests/lit/**/*.ll"):
        files += glob.glob(os.path.join(src, pat), recursive=True)
    return sorted(set(files))


def cloned_tags(path):
    """A tgt in which full unrolling cloned an access with its !nvtv.id (one tag on several
    instructions of a function): not a src, nvtv refuses it as one (an input error)."""
    with open(path) as f:
        text = f.read()
    for body in re.findall(r"^define .*?^}", text, re.S | re.M):
        refs = re.findall(r"!nvtv\.id (![0-9]+)", body)
        if len(refs) != len(set(refs)):
            return True
    return False


def loads(nvtv, path):
    """Whether nvtv reads the file at all as a src (some lit inputs are malformed on purpose;
    the CUDA kernels all compile, as the cuda.* tests check)."""
    if path.endswith(".cu"):
        return True
    if cloned_tags(path):
        return False
    p = run([nvtv, "tag", path, "-o", os.devnull])
    return p.returncode == 0


def check_verdicts(what, p, problems):
    if p.returncode < 0 or p.returncode not in (0, 3):
        problems.append("%s: exit %d\n%s%s" % (what, p.returncode, p.stdout[-800:], p.stderr[-800:]))
        return None
    m = None
    for line in p.stdout.splitlines():
        m = TOTAL.match(line) or m
    if not m:
        problems.append("%s: no total line\n%s" % (what, p.stdout[-800:]))
        return None
    if int(m.group(4)):
        problems.append("%s: %s counterexamples\n%s" % (what, m.group(4), p.stdout[-3000:]))
    return [int(x) for x in m.groups()]


def main():
    nvtv, src, mode = sys.argv[1], sys.argv[2], sys.argv[3]
    problems = []
    with tempfile.TemporaryDirectory(prefix="nvtv-identity-") as tmp:
        part = sys.argv[4] if mode == "corpus" else "check"
        shard, nshards = 1, 1
        if ":" in part:
            part, sh = part.split(":")
            shard, nshards = (int(x) for x in sh.split("/"))
        if mode == "corpus":
            files = [f for f in kernels(src) if loads(nvtv, f)][shard - 1::nshards]
        else:
            n = int(sys.argv[4])
            p = run([nvtv, "gen", "--seed", "1", "--count", str(n), "--dir", tmp])
            if p.returncode:
                sys.exit("FAIL: gen: %s" % p.stderr)
            files = sorted(glob.glob(os.path.join(tmp, "*.ll")))
        totals = [0, 0, 0, 0]
        # verify K K, one process per file (the tool as a user runs it)
        if part == "verify":
            for f in files:
                v = check_verdicts("verify %s %s" % (f, f), run([nvtv, "verify", f, f]), problems)
                if v:
                    totals = [a + b for a, b in zip(totals, v)]
        # the empty pipeline, many files per process
        for i in range(0, len(files) if part == "check" else 0, 200):
            chunk = files[i:i + 200]
            v = check_verdicts("check -passes= (%d files from %s)" % (len(chunk), chunk[0]),
                               run([nvtv, "check", "-passes=", "--quiet"] + chunk), problems)
            if v:
                totals = [a + b for a, b in zip(totals, v)]
    if problems:
        sys.exit("FAIL: identity not proved:\n" + "\n".join(problems[:10]))
    print("ok: identity (%s) over %d kernel files: %d proved, %d bounded, %d unknown, 0 counterexamples"
          % ("verify K K" if part == "verify" else "check -passes=", len(files), totals[0], totals[1], totals[2]))


main()
