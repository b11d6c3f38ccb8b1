#!/usr/bin/env python3
"""Tests of --opt-cmd, the pass plugin of tests/plugin and ci/gate.sh.

  gate_tests.py yaml SOURCE_DIR
      ci/nvtv-gate.yml parses (PyYAML) and has what the issue asks: a permissions block with
      security-events and checks write, SARIF/JUnit steps that tolerate absent reports
      (hashFiles), the fuzz reports in the globs, a build cache, no extra packages.
  gate_tests.py same-verdicts NVTV SOURCE_DIR OPT
      nvtv check corpus/llvm-bugs/*.ll with --opt-cmd 'opt -passes=PIPE' gives the same
      per-kernel verdicts and findings as -llvm-passes=PIPE in process.
  gate_tests.py plugin-good NVTV SOURCE_DIR OPT PLUGIN
      ci/gate.sh with the correct pass of the plugin passes; JUnit has a testcase per kernel.
  gate_tests.py plugin-sync NVTV SOURCE_DIR OPT PLUGIN
      ci/gate.sh with each barrier or memory-order pass of the plugin: the buggy ones fail with a
      confirmed counterexample of their kind in the log, SARIF and JUnit; the correct one passes.
  gate_tests.py plugin-buggy NVTV SOURCE_DIR OPT PLUGIN
      ci/gate.sh with the buggy pass fails with a counterexample in the log, a finding
      minimized to at most 15 instructions whose repro holds, SARIF with relative URIs and
      fingerprints.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PIPE = ("function(separate-const-offset-from-gep,slsr,gvn,nary-reassociate,early-cse,infer-address-spaces,"
        "loop-mssa(licm),instcombine<no-verify-fixpoint>,loop(loop-reduce))")


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def run(cmd, timeout, cwd=None, env=None):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True,
                          timeout=timeout, cwd=cwd, env=env)


def yaml_test(src):
    try:
        import yaml
    except ImportError:
        fail("PyYAML is missing (ci/install-deps.sh installs python3-yaml)")
    path = os.path.join(src, "ci", "nvtv-gate.yml")
    doc = yaml.safe_load(open(path))
    perms = doc.get("permissions") or {}
    if perms.get("security-events") != "write" or perms.get("checks") != "write":
        fail("permissions must grant security-events: write and checks: write: %r" % perms)
    steps = doc["jobs"]["gate"]["steps"]
    uses = [s.get("uses", "") for s in steps]
    if not any(u.startswith("actions/cache@") for u in uses):
        fail("no build cache step")
    sarif = [s for s in steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif")]
    files = [s["with"]["sarif_file"] for s in sarif]
    if "nvtv-gate/fuzz/report.sarif" not in files or "nvtv-gate/check.sarif" not in files:
        fail("SARIF uploads must cover check and fuzz reports: %r" % files)
    for s in sarif + [s for s in steps if "junit" in s.get("uses", "")]:
        if "hashFiles(" not in str(s.get("if", "")):
            fail("step %r must tolerate an absent report (if: hashFiles(...))" % s.get("name"))
    junit = [s for s in steps if "junit" in s.get("uses", "")]
    if not junit or "fuzz/junit.xml" not in junit[0]["with"]["report_paths"]:
        fail("the JUnit step must include the fuzz report")
    runs = "\n".join(s.get("run", "") for s in steps)
    for m in re.finditer(r"apt-get install[^\n]*", runs):
        extra = set(m.group(0).split()[2:]) - {"-y", "--no-install-recommends", "git", "ca-certificates"}
        if extra:
            fail("packages the gate does not use: %s" % " ".join(sorted(extra)))
    if "ci/gate.sh" not in runs or "--opt-cmd" not in runs:
        fail("the gate step must run ci/gate.sh with --opt-cmd")
    print("ok: %s" % path)


def verdicts(nvtv, files, pipeline_args):
    p = run([nvtv, "check", "--json"] + files + pipeline_args, 600)
    if p.returncode not in (0, 1, 3):
        fail("nvtv check %s exited %d:\n%s" % (" ".join(pipeline_args), p.returncode, p.stdout[-2000:]))
    out = json.loads(p.stdout[p.stdout.index("{"):])
    res = {}
    for f in out["files"]:
        for fn in f["functions"]:
            res[(os.path.basename(f["file"]), fn["name"])] = tuple(fn[k] for k in ("proved", "bounded", "unknown",
                                                                                  "counterexample", "unsupported"))
        for x in f["findings"]:
            key = (os.path.basename(f["file"]), x["function"], x["kind"], x.get("access", {}).get("id"))
            res[key] = x["verdict"]
    return res, p.returncode


def same_verdicts(nvtv, src, opt):
    files = sorted(glob.glob(os.path.join(src, "corpus", "llvm-bugs", "*.ll")))
    inproc, rc1 = verdicts(nvtv, files, ["-llvm-passes=" + PIPE])
    external, rc2 = verdicts(nvtv, files, ["--opt-cmd", "%s -passes='%s'" % (opt, PIPE)])
    if inproc != external or rc1 != rc2:
        fail("different verdicts:\n in process: %r (exit %d)\n --opt-cmd:  %r (exit %d)" % (inproc, rc1, external, rc2))
    if rc1 != 1:
        fail("the llvm-bugs kernels must give counterexamples (exit %d)" % rc1)
    print("ok: %d kernels, the same verdicts in process and through %s" % (len(files), opt))


def small_corpus(src, out):
    """corpus/*.ll and two CUDA kernels, linked into out/kernels: enough for a pass plugin's
    gate (fuzz.gate runs the gate over the whole default corpus)."""
    d = os.path.join(out, "kernels")
    os.mkdir(d)
    for f in sorted(glob.glob(os.path.join(src, "corpus", "*.ll"))) + \
            [os.path.join(src, "corpus", "cuda", k) for k in ("matmul_tiled.cu", "reduce_tree.cu")]:
        os.symlink(f, os.path.join(d, os.path.basename(f)))
    return d


def gate(nvtv, src, opt, plugin, pass_name, fuzz_time, more=(), budget=240):
    out = tempfile.mkdtemp(prefix="nvtv-gate-test.")
    env = dict(os.environ, NVTV=nvtv)
    cmd = ["bash", os.path.join(src, "ci", "gate.sh"), "--out", out, "--budget", str(budget), "--time", str(fuzz_time),
           "--corpus", small_corpus(src, out),
           "--jobs", "2", "--opt-cmd", "%s -load-pass-plugin=%s -passes=%s" % (opt, plugin, pass_name)] + list(more)
    p = run(cmd, budget + 160, cwd=src, env=env)
    print(p.stdout[-6000:])
    return p, out


def junit_cases(path):
    root = ET.parse(path).getroot()
    return list(root.iter("testcase"))


def plugin_good(nvtv, src, opt, plugin):
    p, out = gate(nvtv, src, opt, plugin, "nvtv-split-offset", 8)
    try:
        if p.returncode != 0 or "PASS: no finding" not in p.stdout:
            fail("the gate must pass with the correct pass (exit %d)" % p.returncode)
        m = re.search(r"total: (\d+) files, (\d+) kernels(?: and (\d+) device functions)?", p.stdout)
        cases = junit_cases(os.path.join(out, "check.junit.xml"))
        if not m or len(cases) != int(m.group(2)) + int(m.group(3) or 0):
            fail("JUnit must have one testcase per kernel: %d testcases, %s" % (len(cases), m and m.group(0)))
        if sum(float(c.get("time")) for c in cases) <= 0:
            fail("JUnit testcases carry no time")
        if not re.search(r"== check: [0-9.]+ s", p.stdout) or not re.search(r"== fuzz: [0-9.]+ s", p.stdout):
            fail("the phase times are not printed")
        print("ok: the gate passes the correct pass: %d testcases" % len(cases))
    finally:
        shutil.rmtree(out, ignore_errors=True)


def plugin_buggy(nvtv, src, opt, plugin):
    # the fuzz phase stops at its first finding: a time limit, not a race against one (a 30 s
    # phase on a loaded machine mutated 10 kernels and found nothing)
    p, out = gate(nvtv, src, opt, plugin, "nvtv-split-offset-buggy", 240,
                  ["--reduce-time", "20", "--max-findings", "1", "--seed", "7"], budget=480)
    try:
        if p.returncode != 1:
            fail("the gate must fail with the buggy pass (exit %d)" % p.returncode)
        if not re.search(r"counterexample: address-mismatch in @\S+ at #\d+", p.stdout):
            fail("no counterexample header in the log")
        if "confirmed:  yes, by execution" not in p.stdout:
            fail("the counterexample in the log is not confirmed by execution")
        mins = glob.glob(os.path.join(out, "fuzz", "findings", "*", "min.ll"))
        if not mins:
            fail("no minimized finding")
        sizes = []
        for m in mins:
            body = [l for l in open(m) if re.match(r"^\s+(%\S+ = |store |br |ret |call |fence )", l)]
            red = re.search(r"reduced: +(\d+) -> (\d+) instructions", open(os.path.join(os.path.dirname(m), "report.txt")).read())
            if not red or int(red.group(2)) >= int(red.group(1)):
                fail("%s was not reduced" % m)
            sizes.append(len(body))
            repro = os.path.join(os.path.dirname(m), "repro")
            r = run([repro], 120, cwd="/", env=dict(os.environ, NVTV=nvtv))
            if r.returncode != 0:
                fail("the repro line does not hold (exit %d): %s\n%s" % (r.returncode, repro, r.stdout[-2000:]))
        # (the reducer's budget may leave a large kernel larger; the smallest must be small)
        if min(sizes) > 15:
            fail("the smallest minimized finding has %d instructions, more than 15" % min(sizes))
        sarif_path = os.path.join(out, "fuzz", "report.sarif")
        for path in [os.path.join(out, "check.sarif"), sarif_path]:
            doc = json.load(open(path))
            run0 = doc["runs"][0]
            if "SRCROOT" not in run0.get("originalUriBaseIds", {}):
                fail("%s: no originalUriBaseIds.SRCROOT" % path)
            for res in run0["results"]:
                loc = res["locations"][0]["physicalLocation"]["artifactLocation"]
                if loc.get("uriBaseId") == "SRCROOT" and loc["uri"].startswith("/"):
                    fail("%s: a relative URI that is absolute: %s" % (path, loc["uri"]))
                if not res.get("partialFingerprints"):
                    fail("%s: a result without fingerprints" % path)
        fuzz_results = json.load(open(sarif_path))["runs"][0]["results"]
        if not fuzz_results or "src:" not in fuzz_results[0]["message"]["text"]:
            fail("the fuzz SARIF must carry the counterexample's addresses in message.text")
        print("ok: the gate fails the buggy pass with %d minimized finding(s) of %s instructions" % (len(mins), sizes))
    finally:
        shutil.rmtree(out, ignore_errors=True)


def sync_corpus(nvtv, src, out):
    """corpus's shared-memory kernels, the barrier corpus and the CUDA reductions, stencils and
    tiles: where barrier and memory-order bugs show.  The CUDA files are compiled once, as the
    gate would (at -O1), for the five gates that read them."""
    d = os.path.join(out, "kernels")
    os.mkdir(d)
    files = sorted(glob.glob(os.path.join(src, "corpus", "smem_*.ll"))) + \
        sorted(glob.glob(os.path.join(src, "corpus", "barriers", "*.ll")))
    for f in files:
        os.symlink(f, os.path.join(d, os.path.basename(os.path.dirname(f)) + "-" + os.path.basename(f)))
    for k in ("matmul_tiled.cu", "reduce_tree.cu", "stencil1d_tile_halo.cu", "transpose_padded.cu"):
        cu = os.path.join(src, "corpus", "cuda", k)
        p = run([nvtv, "tag", cu, "-o", os.path.join(d, "cuda-" + k[:-3] + ".ll")], 300)
        if p.returncode != 0:
            fail("nvtv tag %s: exit %d\n%s" % (cu, p.returncode, p.stdout[-2000:]))
    return d


def plugin_sync(nvtv, src, opt, plugin):
    """The plugin's barrier and memory-order passes through ci/gate.sh's check phase: each
    buggy one fails the gate (exit 1) with a counterexample of its kind confirmed by execution,
    in the log, the SARIF (an error) and the JUnit (a failure); the correct one passes."""
    want = {"nvtv-dedup-barrier-buggy": "barrier-race", "nvtv-hoist-shared-loads-buggy": "memory-order",
            "nvtv-sink-stores-buggy": "memory-order", "nvtv-publish-shared-stores-buggy": "added-barrier",
            "nvtv-dedup-barrier": None}
    kernels_dir = tempfile.mkdtemp(prefix="nvtv-gate-sync-kernels.")
    kernels = sync_corpus(nvtv, src, kernels_dir)
    # the buggy passes without the transpose, whose barrier races take 50 s to minimise and
    # replay and show nothing the other kernels do not; the correct pass over all of them
    buggy_dir = os.path.join(kernels_dir, "buggy")
    os.mkdir(buggy_dir)
    for f in os.listdir(kernels):
        if "transpose_padded" not in f:
            os.symlink(os.path.join(kernels, f), os.path.join(buggy_dir, f))
    for pass_name, kind in want.items():
        out = tempfile.mkdtemp(prefix="nvtv-gate-sync.")
        try:
            cmd = ["bash", os.path.join(src, "ci", "gate.sh"), "--out", out, "--budget", "600", "--time", "0",
                   "--corpus", kernels if kind is None else buggy_dir,
                   "--opt-cmd", "%s -load-pass-plugin=%s -passes=%s" % (opt, plugin, pass_name)]
            p = run(cmd, 760, cwd=src, env=dict(os.environ, NVTV=nvtv))
            if kind is None:
                if p.returncode != 0 or "PASS: no finding" not in p.stdout:
                    fail("%s: the gate must pass the correct pass (exit %d)\n%s" % (pass_name, p.returncode, p.stdout[-3000:]))
                print("ok: %s passes" % pass_name)
                continue
            if p.returncode != 1 or "FAIL: nvtv check:" not in p.stdout:
                fail("%s: the gate must fail (exit %d)\n%s" % (pass_name, p.returncode, p.stdout[-3000:]))
            if not re.search(r"counterexample: %s in @\S+( at #\d+)?$" % kind, p.stdout, re.M):
                fail("%s: no %s counterexample in the log\n%s" % (pass_name, kind, p.stdout[-3000:]))
            if "confirmed:  yes, by execution" not in p.stdout:
                fail("%s: no counterexample confirmed by execution in the log" % pass_name)
            sarif = json.load(open(os.path.join(out, "check.sarif")))["runs"][0]["results"]
            if not any(r.get("level") == "error" and r.get("ruleId") == kind for r in sarif):
                fail("%s: no %s error in check.sarif" % (pass_name, kind))
            failed = [c for c in junit_cases(os.path.join(out, "check.junit.xml")) if c.find("failure") is not None]
            if not failed:
                fail("%s: no failing testcase in check.junit.xml" % pass_name)
            n = len(re.findall(r"^\S.*: counterexample: ", p.stdout, re.M))
            print("ok: %s fails the gate: %d counterexample(s) in the log, %d failing testcase(s)" % (pass_name, n, len(failed)))
        finally:
            shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(kernels_dir, ignore_errors=True)


def main():
    sub = sys.argv[1]
    if sub == "yaml":
        yaml_test(sys.argv[2])
    elif sub == "same-verdicts":
        same_verdicts(sys.argv[2], sys.argv[3], sys.argv[4])
    elif sub == "plugin-good":
        plugin_good(*sys.argv[2:6])
    elif sub == "plugin-buggy":
        plugin_buggy(*sys.argv[2:6])
    elif sub == "plugin-sync":
        plugin_sync(*sys.argv[2:6])
    else:
        fail("unknown subcommand " + sub)


if __name__ == "__main__":
    main()
