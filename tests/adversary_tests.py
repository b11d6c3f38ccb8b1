#!/usr/bin/env python3
"""The adversary: tests of the verifier itself.

  campaign N SEED : nvtv fuzz --adversary over N kernels (the generator and corpus/, a count,
                    not a time: the same work on a loaded machine), 1 job, no reduction.  Fails
                    on any verifier-unsound finding (a pair the verifier proved that execution
                    tells apart), naming each with its repro command; prints the recall table
                    and the CPU time the campaign took.  The table must count N pairs (or
                    kernels where no change applied) and execution must have told some apart.
  resume          : an adversary campaign of 3 kernels resumed for 3 more counts 6 pairs in its
                    table (campaign.json keeps it); resuming it without --adversary, or a
                    campaign of the default pipeline with it, is refused (exit 2).
  pairs DIR       : every pair of DIR (corpus/adversary: NAME.src.ll, NAME.tgt.ll, each once
                    proved by the verifier while execution told it apart): nvtv diff must
                    still tell it apart (exit 1), and nvtv verify must not prove it (exit 1, a
                    counterexample, or 3, unknown; never 0).
  open DIR        : every pair of DIR (corpus/adversary/open: false proofs not yet fixed) is
                    still told apart by execution and still proved; one no longer proved has
                    been fixed and must move up to corpus/adversary.

usage: adversary_tests.py NVTV SOURCE_DIR SUBCOMMAND [ARGS...]
"""
import glob
import json
import os
import resource
import subprocess
import sys
import tempfile


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def campaign(nvtv, src, n, seed):
    with tempfile.TemporaryDirectory(prefix="nvtv-adversary-") as tmp:
        out = os.path.join(tmp, "campaign")
        cmd = [nvtv, "fuzz", "--adversary", "--max-kernels", str(n), "--time", "0", "--jobs", "1",
               "--seed", str(seed), "--corpus", os.path.join(src, "corpus"), "--reduce-time", "0",
               "--out", out, "-q"]
        print("$ " + " ".join(cmd))
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=3000)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        print(p.stdout)
        print("CPU time of the campaign: %.1f s" % cpu)
        if p.returncode not in (0, 1):
            fail("nvtv fuzz --adversary exited %d" % p.returncode)
        with open(os.path.join(out, "campaign.json")) as f:
            state = json.load(f)
        adv = state.get("adversary")
        if not adv:
            fail("campaign.json has no adversary table")
        pairs = adv["total"]["pairs"] + adv["no_change"]
        if pairs != n:
            fail("the table counts %d kernels, the campaign made %d" % (pairs, n))
        if adv["total"]["differ"] < 1:
            fail("execution told no pair apart: the adversary tested nothing")
        unsound = []
        for d in sorted(glob.glob(os.path.join(out, "findings", "*"))):
            with open(os.path.join(d, "finding.json")) as f:
                doc = json.load(f)
            with open(os.path.join(d, "repro")) as f:
                repro = f.read().strip().splitlines()[-1]
            unsound.append("%s (%s)\n    %s\n    in %s" % (doc["signature"], doc["source"], repro, d))
        if unsound or p.returncode != 0:
            # keep the campaign for whoever looks: the temporary directory goes
            keep = tempfile.mkdtemp(prefix="nvtv-adversary-findings-")
            subprocess.run(["cp", "-r", out, keep])
            fail("%d verifier-unsound finding(s) (kept in %s):\n  %s" % (len(unsound), keep, "\n  ".join(unsound)))
        print("no unsound verdict in %d pairs" % adv["total"]["pairs"])


def resume(nvtv, src):
    with tempfile.TemporaryDirectory(prefix="nvtv-adversary-resume-") as tmp:
        out, plain = os.path.join(tmp, "adv"), os.path.join(tmp, "plain")
        base = [nvtv, "fuzz", "--max-kernels", "3", "--time", "0", "--reduce-time", "0", "-q"]
        for extra in ([], ["--resume"]):
            p = subprocess.run(base + ["--adversary", "--seed", "5", "--out", out] + extra, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, timeout=1200)
            if p.returncode not in (0, 1):
                fail("nvtv fuzz --adversary %s exited %d:\n%s" % (" ".join(extra), p.returncode, p.stdout))
        with open(os.path.join(out, "campaign.json")) as f:
            adv = json.load(f)["adversary"]
        if adv["total"]["pairs"] + adv["no_change"] != 6:
            fail("after a resume the table counts %d kernels, not 6" % (adv["total"]["pairs"] + adv["no_change"]))
        p = subprocess.run(base + ["--seed", "5", "--out", out, "--resume"], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True, timeout=600)
        if p.returncode != 2 or "is an adversary campaign" not in p.stdout:
            fail("resuming an adversary campaign without --adversary: exit %d\n%s" % (p.returncode, p.stdout))
        subprocess.run(base + ["--seed", "5", "--out", plain], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       timeout=600)
        p = subprocess.run(base + ["--adversary", "--seed", "5", "--out", plain, "--resume"], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True, timeout=600)
        if p.returncode != 2 or "not an adversary campaign" not in p.stdout:
            fail("resuming a plain campaign with --adversary: exit %d\n%s" % (p.returncode, p.stdout))
    print("resume: 6 pairs counted across a resume; mixing --adversary refused")


def pairs(nvtv, src, d):
    names = sorted(p[:-len(".src.ll")] for p in glob.glob(os.path.join(d, "*.src.ll")))
    if not names:
        fail("no pairs in %s" % d)
    bad = []
    for name in names:
        s, t = name + ".src.ll", name + ".tgt.ll"
        diff = subprocess.run([nvtv, "diff", s, t, "--runs", "16", "--unbounded"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, timeout=600)
        if diff.returncode != 1:
            bad.append("%s: nvtv diff no longer tells the pair apart (exit %d):\n%s" % (name, diff.returncode, diff.stdout))
            continue
        ver = subprocess.run([nvtv, "verify", s, t], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             timeout=600)
        last = [l for l in ver.stdout.splitlines() if l.startswith("@")]
        print("%s: verify exit %d (%s); diff: a difference" % (os.path.basename(name), ver.returncode,
                                                               "; ".join(last)))
        if ver.returncode == 0:
            bad.append("%s: nvtv verify proves a pair execution tells apart: %s" % (os.path.basename(name), "; ".join(last)))
    if bad:
        fail("%d of %d pairs:\n  %s" % (len(bad), len(names), "\n  ".join(bad)))
    print("every pair (%d) told apart by execution and not proved" % len(names))


def open_pairs(nvtv, src, d):
    """The false proofs not yet fixed (corpus/adversary/open): each is told apart by execution
    and still proved; one no longer proved has been fixed and moves up to corpus/adversary."""
    names = sorted(p[:-len(".src.ll")] for p in glob.glob(os.path.join(d, "*.src.ll")))
    bad = []
    for name in names:
        s, t = name + ".src.ll", name + ".tgt.ll"
        diff = subprocess.run([nvtv, "diff", s, t, "--runs", "16", "--unbounded"], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=600)
        ver = subprocess.run([nvtv, "verify", s, t], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             timeout=600)
        print("%s: verify exit %d; diff exit %d" % (os.path.basename(name), ver.returncode, diff.returncode))
        if diff.returncode != 1:
            bad.append("%s: nvtv diff no longer tells the pair apart (exit %d): execution was at fault; keep "
                       "the pair as an execution test (tests/lit/exec) and remove it here" % (name, diff.returncode))
        elif ver.returncode != 0:
            bad.append("%s: no longer proved (exit %d): fixed; move it to corpus/adversary" % (name, ver.returncode))
    if not names:
        fail("no open pairs in %s (the test is registered only while there are some)" % d)
    if bad:
        fail("%d of %d open pairs:\n  %s" % (len(bad), len(names), "\n  ".join(bad)))
    print("every open pair (%d) still proved and told apart by execution" % len(names))


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        sys.exit(2)
    nvtv, src, sub = sys.argv[1], sys.argv[2], sys.argv[3]
    if sub == "campaign":
        campaign(nvtv, src, int(sys.argv[4]), int(sys.argv[5]))
    elif sub == "resume":
        resume(nvtv, src)
    elif sub == "pairs":
        pairs(nvtv, src, sys.argv[4])
    elif sub == "open":
        open_pairs(nvtv, src, sys.argv[4])
    else:
        print(__doc__)
        sys.exit(2)


if __name__ == "__main__":
    main()
