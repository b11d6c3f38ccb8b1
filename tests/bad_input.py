#!/usr/bin/env python3
"""Bad input gets a one-line message on stderr and exit status 2, never an abort or a core
dump (a status >= 128 or a signal).

usage: bad_input.py NVTV CASE
"""
import os
import re
import subprocess
import sys
import tempfile

KERNEL = """target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %t, %n
  %x = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x
  store float 0.0, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""

# line 7 uses a value that is never defined
MALFORMED = """target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %a) {
entry:
  %x = add i32 1, 2
  %y = add i32 %x, 3
  %z = add i32 %nowhere, %y
  ret void
}
"""

PIPE = "function(separate-const-offset-from-gep,slsr,gvn,instcombine<no-verify-fixpoint>)"

# CUDA that clang rejects (line 3: an undeclared identifier)
BAD_CU = """#include <cuda_runtime.h>
__global__ void k(float *a) {
  a[threadIdx.x] = no_such_value;
}
"""

# case -> list of (argv after nvtv, regex the one stderr line must match)
CASES = {
    "malformed-ll": [
        (["verify", "{bad}", "{ok}"], r"^nvtv: .*bad\.ll:7:\d+: error: .*undefined value"),
        (["check", "{bad}", "-llvm-passes=" + PIPE], r"^nvtv: .*bad\.ll:7:\d+: error: "),
        (["tag", "{bad}"], r"^nvtv: .*bad\.ll:7:\d+: error: "),
    ],
    "missing-file": [
        (["verify", "{dir}/no-such-file.ll", "{ok}"], r"^nvtv: .*no-such-file\.ll: error: cannot read file"),
        (["opt", "{dir}/no-such-file.ll", "-llvm-passes=" + PIPE], r"^nvtv: .*no-such-file\.ll: error: cannot read file"),
    ],
    "unknown-option": [
        (["verify", "--frobnicate", "{ok}", "{ok}"], r"^nvtv: verify: unknown option '--frobnicate'"),
        (["check", "{ok}", "-llvm-passes=" + PIPE, "--bogus"], r"unknown option '--bogus'"),
    ],
    "unknown-pass": [
        (["opt", "{ok}", "-llvm-passes=function(nonexistent)"], r"^nvtv: opt: bad pipeline: unknown function pass 'nonexistent'"),
    ],
    "unknown-our-pass": [
        (["opt", "{ok}", "-passes=cbe,nonexistent"],
         r"^nvtv: opt: bad pipeline: unknown pass 'nonexistent' \(known: cbe, basr, lsr, cgp, scev-cgp, dse, mutate-tgt\)$"),
        (["check", "{ok}", "{ok}", "-passes=nonexistent"], r"^nvtv: check: bad pipeline: unknown pass 'nonexistent'"),
        (["opt", "{ok}", "-passes=cbe", "-llvm-passes=" + PIPE], r"^nvtv: opt: give one of -passes=, -llvm-passes= and --opt-cmd, not several$"),
    ],
    # a knob that does not exist: named, with the nearest knob when one is close
    "unknown-knob": [
        (["opt", "{ok}", "-passes=cbe", "-cbe-max-dpeth=4"],
         r"^nvtv: opt: unknown knob 'cbe-max-dpeth' \(did you mean 'cbe-max-depth'\?\)$"),
        (["check", "{ok}", "-passes=cbe", "--no-such-knob=1"],
         r"^nvtv: check: unknown option '--no-such-knob=1' \(see nvtv check --help and nvtv knobs\)$"),
        (["bench", "ptx", "{ok}", "-frobnicate"], r"^nvtv: bench ptx: unknown option '-frobnicate'"),
    ],
    "knob-out-of-range": [
        (["opt", "{ok}", "-passes=cbe", "-cbe-max-depth=65"],
         r"^nvtv: opt: knob cbe-max-depth: 65 is out of range \[1, 64\]$"),
        (["check", "{ok}", "-passes=cbe", "--do-base-address-strength-reduce=3"],
         r"^nvtv: check: knob do-base-address-strength-reduce: 3 is out of range \[0, 2\]$"),
        (["opt", "{ok}", "-passes=cbe", "-cbe-enable=99999999999999999999999"],
         r"^nvtv: opt: knob cbe-enable: 99999999999999999999999 is out of range \[0, 1\]$"),
        (["opt", "{ok}", "-passes=cbe", "-cbe-min-uses=two"], r"^nvtv: opt: knob cbe-min-uses: 'two' is not a number$"),
        (["opt", "{ok}", "-passes=cbe", "-cbe-min-uses= 3"], r"^nvtv: opt: knob cbe-min-uses: ' 3' is not a number$"),
    ],
    "crashing-pass": [
        (["opt", "{ok}", "-llvm-passes=function(trigger-crash-function)"], r"^nvtv: opt: pass crashed"),
    ],
    "check-crashing-pass": [
        (["check", "{ok}", "-llvm-passes=function(trigger-crash-function)"], r"^nvtv: .*ok\.ll: pass crashed"),
    ],
    # clang's first diagnostic, as FILE:LINE:COL: error: ..., for every command that reads .cu
    "cuda-compile-error": [
        (["check", "{badcu}", "-passes=default"], r"^nvtv: .*bad\.cu:3:\d+: error: use of undeclared identifier 'no_such_value'$"),
        (["opt", "{badcu}", "-passes=default"], r"^nvtv: .*bad\.cu:3:\d+: error: use of undeclared identifier"),
        (["verify", "{badcu}", "{ok}"], r"^nvtv: .*bad\.cu:3:\d+: error: use of undeclared identifier"),
        (["run", "{badcu}"], r"^nvtv: .*bad\.cu:3:\d+: error: use of undeclared identifier"),
        (["check", "{badcu}", "-passes=default", "--cuda-O", "5"], r"^nvtv: check: option --cuda-O: '5' is not 0, 1, 2 or 3$"),
    ],
    "verify-one-file": [
        (["verify", "{ok}"], r"^nvtv: verify: expected SRC and TGT, got 1 file"),
    ],
    "unknown-command": [
        (["frobnicate"], r"^nvtv: unknown command 'frobnicate'"),
    ],
    "bad-option-value": [
        (["verify", "--timeout-ms", "soon", "{ok}", "{ok}"], r"^nvtv: verify: option --timeout-ms: 'soon' is not a number in \[1, 3600000\]$"),
    ],
    # one line only: the option's name, not also "unknown option"
    "option-missing-value": [
        (["verify", "{ok}", "{ok}", "--unroll"], r"^nvtv: verify: option '--unroll' needs a value$"),
    ],
}


def main():
    nvtv, case = sys.argv[1], sys.argv[2]
    if case not in CASES:
        sys.exit("unknown case %r (cases: %s)" % (case, ", ".join(CASES)))
    failures = 0
    with tempfile.TemporaryDirectory(prefix="nvtv-bad-input-") as d:
        paths = {"dir": d, "ok": os.path.join(d, "ok.ll"), "bad": os.path.join(d, "bad.ll"),
                 "badcu": os.path.join(d, "bad.cu")}
        with open(paths["badcu"], "w") as f:
            f.write(BAD_CU)
        with open(paths["ok"], "w") as f:
            f.write(KERNEL)
        with open(paths["bad"], "w") as f:
            f.write(MALFORMED)
        for args, pattern in CASES[case]:
            argv = [nvtv] + [a.format(**paths) for a in args]
            shown = "nvtv " + " ".join(a.format(**paths).replace(d, "$TMP") for a in args)
            try:
                p = subprocess.run(argv, capture_output=True, text=True, timeout=120)
            except subprocess.TimeoutExpired:
                print("FAIL: %s: timed out" % shown)
                failures += 1
                continue
            lines = p.stderr.splitlines()
            problems = []
            if p.returncode < 0 or p.returncode >= 128:
                problems.append("crashed: status %d" % p.returncode)
            elif p.returncode != 2:
                problems.append("exit status %d, expected 2" % p.returncode)
            if len(lines) != 1:
                problems.append("stderr has %d lines, expected one" % len(lines))
            if not lines or not re.search(pattern, lines[0]):
                problems.append("stderr does not match /%s/" % pattern)
            if problems:
                failures += 1
                print("FAIL: %s: %s\n  stderr: %r" % (shown, "; ".join(problems), p.stderr))
            else:
                print("ok: %s -> %d: %s" % (shown, p.returncode, lines[0].replace(d, "$TMP")))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
