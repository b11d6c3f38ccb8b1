#!/usr/bin/env python3
"""The command line: help from the command table, --version, stdin, did you mean,
reduce's "Input isn't interesting", and an installed nvtv (cmake --install) running a
finding's repro script from another directory with nothing else on PATH.

usage: cli_tests.py NVTV SOURCE_DIR BUILD_DIR
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile


def fail(msg):
    sys.exit("FAIL: " + msg)


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=600, **kw)


def main():
    nvtv, src, build = sys.argv[1:4]
    kernel = os.path.join(src, "corpus", "smem_stencil1d.ll")
    for cmd in ("check", "fuzz", "reduce", "plot", "verify"):
        a, b = run([nvtv, "help", cmd]), run([nvtv, cmd, "--help"])
        if a.returncode or b.returncode or a.stdout != b.stdout or ("nvtv %s" % cmd) not in a.stdout:
            fail("help %s: %d/%d\n%s" % (cmd, a.returncode, b.returncode, a.stdout[:300]))
    v = run([nvtv, "--version"])
    if v.returncode or not re.match(r"nvtv \S+ \(git \S+\), LLVM 19\.\d+\.\d+, Z3 \d+\.\d+\.\d+", v.stdout):
        fail("--version: %r" % v.stdout)
    p = run([nvtv, "chek", kernel])
    if p.returncode != 2 or "did you mean 'check'" not in p.stderr:
        fail("a mistyped command: %d %r" % (p.returncode, p.stderr))
    p = run([nvtv, "check", kernel, "-passes=default", "--jsn"])
    if p.returncode != 2 or "did you mean '--json'" not in p.stderr:
        fail("a mistyped option: %d %r" % (p.returncode, p.stderr))
    # one parser for every command: the same messages, the same forms
    for cmd, extra in (("check", [kernel]), ("verify", [kernel, kernel]), ("fuzz", []), ("gen", []), ("run", [kernel]),
                       ("diff", [kernel, kernel]), ("reduce", [kernel]), ("knobs", []), ("plot", ["x"]),
                       ("replay", ["x"]), ("bench", ["reduce"]), ("bench", ["exec"]), ("bench", ["fuzz"])):
        p = run([nvtv, cmd] + extra + ["--frobnicate"])
        name = " ".join([cmd] + extra[:1]) if cmd == "bench" else cmd
        want = "nvtv: %s: unknown option '--frobnicate' (see nvtv %s --help" % (name, name)
        if p.returncode != 2 or not p.stderr.startswith(want) or p.stderr.count("\n") != 1:
            fail("%s: an unknown option: %d %r" % (cmd, p.returncode, p.stderr))
    for args, msg in ((["gen", "--seed"], "nvtv: gen: option '--seed' needs a value"),
                      (["run", kernel, "--threads"], "nvtv: run: option '--threads' needs a value"),
                      (["check", kernel, "--json=1"], "nvtv: check: option '--json=1' takes no value"),
                      (["fuzz", "--jobs", "0"], "nvtv: fuzz: option --jobs: '0' is not a number in [1, 256]"),
                      (["check", kernel, "-passes=default", "--timeot-ms", "5"],
                       "nvtv: check: unknown option '--timeot-ms'; did you mean '--timeout-ms'?"),
                      (["check", kernel, "--timeout", "5"], "nvtv: check: unknown option '--timeout'; did you mean '--timeout-ms'?"),
                      (["run", kernel, "--thread=4"], "nvtv: run: unknown option '--thread=4'; did you mean '--threads'?"),
                      (["verify", kernel, kernel, "-cbe-enable=0"], "nvtv: verify: '-cbe-enable=0' is a knob")):
        p = run([nvtv] + args)
        if p.returncode != 2 or not p.stderr.startswith(msg):
            fail("%s: %d %r (wanted %r)" % (" ".join(args), p.returncode, p.stderr, msg))
    # every form of a value, options after operands, and "--"
    outs = set()
    for form in (["--timeout-ms=900"], ["--timeout-ms", "900"], ["-timeout-ms=900"], ["-timeout-ms", "900"]):
        p = run([nvtv, "check", "-passes=default"] + form + ["--", kernel])
        if p.returncode != 0:
            fail("check %s -- K: %d %r" % (" ".join(form), p.returncode, p.stderr))
        outs.add(p.stdout)
    if len(outs) != 1:
        fail("the forms of --timeout-ms gave different results")
    p = run([nvtv, "check", "-", "-passes=default", "-S"], input=open(kernel).read())
    if p.returncode != 0 or "- @smem_stencil1d:" not in p.stdout:
        fail("check from stdin: %d\n%s%s" % (p.returncode, p.stdout, p.stderr))
    p = run([nvtv, "reduce", kernel, "-passes=default", "--expect", "default|address-mismatch|-|load"])
    if p.returncode != 1 or "Input isn't interesting" not in p.stderr:
        fail("reduce of an uninteresting input: %d %r" % (p.returncode, p.stderr))
    with tempfile.TemporaryDirectory(prefix="nvtv-install-") as tmp:
        prefix = os.path.join(tmp, "prefix")
        p = run(["cmake", "--install", build, "--prefix", prefix])
        if p.returncode:
            fail("cmake --install: %s" % p.stderr)
        inst = os.path.join(prefix, "bin", "nvtv")
        if not os.access(inst, os.X_OK):
            fail("no %s" % inst)
        out = os.path.join(tmp, "campaign")
        env = dict(os.environ, PATH=os.path.join(prefix, "bin") + ":/usr/bin:/bin")
        env.pop("NVTV", None)
        p = run(["nvtv", "fuzz", "--time", "60", "--seed", "1", "--out", out, "-q", "--max-findings", "1",
                 "-passes=cbe,basr,cgp,scev-cgp", "-nv-disable-scev-cgp=0", "-ignore-32-bit-overflow=1"], env=env)
        if p.returncode != 1:
            fail("the installed nvtv's campaign: %d %s" % (p.returncode, p.stderr[-1000:]))
        finding = next(d for d in os.listdir(os.path.join(out, "findings")) if not d.startswith("."))
        repro = os.path.join(out, "findings", finding, "repro")
        p = run([repro], cwd="/", env=env)
        if p.returncode != 0:
            fail("the repro script from / with the installed nvtv on PATH: %d %s" % (p.returncode, p.stderr))
    print("ok: help, --version, did you mean, stdin, reduce --expect, install + repro")


main()
