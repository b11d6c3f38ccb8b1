#!/usr/bin/env python3
"""Campaign tests, one per sub-command:

  unsound KIND PIPELINE... : a campaign from the generator alone (no corpus), 1 job, a fixed
                             seed (one whose first 20 kernels show the bug: the same work on
                             a loaded machine), must find a finding of KIND within its time, the smallest
                             minimized to at most 15 instructions; its repro line (nvtv check --expect) must hold
                             and nvtv replay must reproduce it; the SARIF and JUnit reports parse.
  resume                   : SIGKILL of a running campaign (1 job: killresume has 2) loses no
                             finding already written,
                             and --resume continues from where the state file says; SIGINT
                             stops a campaign with its summary and reports.
  state                    : campaign.json and plot_data: a new campaign into a non-empty --out
                             is refused, --resume refuses a conflicting seed, jobs or pipeline
                             and restores them when not given, the seed is a string that jq
                             gives back exactly (a 64-bit seed above 2^53), counters and
                             plot_data are cumulative across a resume.
  sound                    : a short campaign of the default pipeline finds nothing.
  gate                     : ci/gate.sh passes on corpus/ and fails (with SARIF and JUnit) on a
                             known-bad transformation.
  regressions              : the kernels of corpus/fuzz (each once broke a pass or the
                             verifier) verify under the default pipeline with no finding.
  libfuzzer BINARY         : nvtv-libfuzzer runs 10 s from generated seeds without a crash.
  afl BINARY               : afl-fuzz runs nvtv-afl 10 s in persistent mode without a crash.
  ossfuzz                  : .clusterfuzzlite/build.sh with OSS-Fuzz's variables set locally
                             (CC, CFLAGS, LIB_FUZZING_ENGINE, OUT) builds $OUT/nvtv_fuzzer,
                             which then runs 5 s without a crash.

usage: fuzz_tests.py NVTV SOURCE_DIR SUBCOMMAND [ARGS...]
"""
import glob
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

from gate_tests import small_corpus  # (the same kernels as the plugin gates)

# A pipeline with an unsound knob whose findings come fast and reduce fast: two in 18 s,
# against 42 s for dse's four-map criterion, whose barrier races take seconds each to
# minimise.  The campaign tests that only need findings use it.
FAST_FINDINGS = ["-passes=cbe,basr,cgp,scev-cgp", "-nv-disable-scev-cgp=0", "-ignore-32-bit-overflow=1"]


def fail(msg):
    sys.exit("FAIL: " + msg)


def run(cmd, timeout=600, **kw):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, **kw)
    except subprocess.TimeoutExpired:
        fail("timed out: %s" % " ".join(cmd))


def findings(out):
    dirs = sorted(d for d in glob.glob(os.path.join(out, "findings", "*")) if not os.path.basename(d).startswith("."))
    res = []
    for d in dirs:
        for f in ("src.ll", "tgt.ll", "min.ll", "finding.json", "report.txt", "repro"):
            if f == "tgt.ll" and not os.path.exists(os.path.join(d, f)):
                continue  # a pass crash has no tgt
            if not os.path.exists(os.path.join(d, f)):
                fail("%s: %s is missing (findings must be complete)" % (d, f))
        with open(os.path.join(d, "finding.json")) as fh:
            res.append((d, json.load(fh)))
    return res


def check_reports(out, n):
    with open(os.path.join(out, "report.sarif")) as fh:
        sarif = json.load(fh)
    if sarif.get("version") != "2.1.0":
        fail("SARIF version %r" % sarif.get("version"))
    results = sarif["runs"][0]["results"]
    if len(results) != n:
        fail("SARIF has %d results for %d findings" % (len(results), n))
    for r in results:
        loc = r["locations"][0]["physicalLocation"]
        if not loc["artifactLocation"]["uri"].endswith("src.ll"):
            fail("SARIF location %r" % loc)
    root = ET.parse(os.path.join(out, "junit.xml")).getroot()
    if int(root.get("failures")) != n:
        fail("JUnit failures %s for %d findings" % (root.get("failures"), n))


def unsound(nvtv, src, kind, args):
    with tempfile.TemporaryDirectory(prefix="nvtv-fuzz-test-") as out:
        # 1 job: with 2, the campaign stopped at the first finding still waited up to a minute
        # for the other worker's reduction
        cmd = [nvtv, "fuzz", "--time", "300", "--jobs", "1", "--seed", "2", "--out", out, "--max-findings", "1", "-q",
               "--reduce-time", "60"] + args  # (to a fixed point even when other tests share the cores)
        t0 = time.time()
        p = run(cmd, timeout=900)
        print(p.stdout.strip())
        if p.returncode != 1:
            fail("exit status %d, expected 1 (findings): %s\n%s" % (p.returncode, " ".join(cmd), p.stderr))
        fs = findings(out)
        mine = [(d, j) for d, j in fs if j["kind"] == kind]
        if not mine:
            fail("no %s finding: %s" % (kind, [j["kind"] for _, j in fs]))
        # the campaign may write more than one before it stops; under load a large one can stay
        # large (its interestingness rests on solver timeouts), so: the smallest to <= 15
        d, j = min(mine, key=lambda x: x[1]["min_instructions"])
        print("found %s after %.0f s: %s, minimized %d -> %d instructions (%d finding(s))" %
              (kind, time.time() - t0, j["signature"], j["src_instructions"], j["min_instructions"], len(mine)))
        if j["min_instructions"] > 15:
            fail("min.ll has %d instructions (> 15)" % j["min_instructions"])
        repro = os.path.join(d, "repro")
        if not os.access(repro, os.X_OK) or not open(repro).read().startswith("#!/bin/sh"):
            fail("repro is not an executable script")
        # from another directory, with no nvtv on PATH and no $NVTV: the campaign's binary
        env = dict(os.environ, PATH="/usr/bin:/bin")
        env.pop("NVTV", None)
        p = run([repro], cwd=tempfile.gettempdir(), env=env)
        if p.returncode != 0:
            fail("the repro line does not reproduce (status %d): %s\n%s" % (p.returncode, repro, p.stdout + p.stderr))
        p = run([nvtv, "replay", d])
        if p.returncode != 1 or "min.ll: reproduces" not in p.stdout:
            fail("replay: status %d\n%s" % (p.returncode, p.stdout))
        check_reports(out, len(fs))
        print("PASS")


def resume(nvtv, src):
    with tempfile.TemporaryDirectory(prefix="nvtv-fuzz-resume-") as out:
        cmd = [nvtv, "fuzz", "--time", "300", "--jobs", "1", "--seed", "5", "--out", out, "-q",
               "--reduce-time", "2"] + FAST_FINDINGS
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 240
        while time.time() < deadline and len([d for d in glob.glob(os.path.join(out, "findings", "*"))
                                              if not os.path.basename(d).startswith(".")]) < 2:
            time.sleep(0.5)
        time.sleep(1)
        p.send_signal(signal.SIGKILL)
        p.wait()
        time.sleep(0.5)  # the workers die with their parent
        before = findings(out)  # complete, or the test fails
        if len(before) < 2:
            fail("fewer than 2 findings before the kill")
        with open(os.path.join(out, "campaign.json")) as fh:
            state = json.load(fh)
        print("killed with %d findings; state %s" % (len(before), state))
        # resumed without a time limit, then interrupted: SIGINT stops it as --time would
        for r in glob.glob(os.path.join(out, "report.sarif")) + glob.glob(os.path.join(out, "junit.xml")):
            os.remove(r)
        p = subprocess.Popen([nvtv, "fuzz", "--time", "0", "--jobs", "1", "--seed", "5", "--out", out, "-q", "--resume",
                              "--reduce-time", "2"] + FAST_FINDINGS,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        # until every worker has gone on (the state is saved every 2 s), not for a fixed time:
        # under load a worker can spend many seconds in one reduction
        deadline = time.time() + 240
        while time.time() < deadline:
            time.sleep(1)
            try:
                with open(os.path.join(out, "campaign.json")) as fh:
                    now = json.load(fh)
            except (OSError, ValueError):
                continue
            if all(b > a for a, b in zip(state["iter"], now["iter"])):
                break
        p.send_signal(signal.SIGINT)
        try:
            so, _ = p.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            p.kill()
            fail("SIGINT did not stop the campaign")
        if p.returncode not in (0, 1) or "nvtv fuzz:" not in so:
            fail("interrupted campaign: status %d, no summary:\n%s" % (p.returncode, so))
        for r in ("report.sarif", "junit.xml"):
            if not os.path.exists(os.path.join(out, r)):
                fail("interrupted campaign wrote no %s" % r)
        with open(os.path.join(out, "campaign.json")) as fh:
            state2 = json.load(fh)
        after = findings(out)
        names = set(d for d, _ in after)
        for d, _ in before:
            if d not in names:
                fail("finding %s lost" % d)
        if not all(b > a for a, b in zip(state["iter"], state2["iter"])):
            fail("--resume did not continue: %s -> %s" % (state["iter"], state2["iter"]))
        if state2["elapsed"] <= state["elapsed"]:
            fail("elapsed time not carried over: %s -> %s" % (state["elapsed"], state2["elapsed"]))
        print("resumed: iterations %s -> %s, %d findings" % (state["iter"], state2["iter"], len(after)))
        print("PASS")


def sound(nvtv, src, secs):
    with tempfile.TemporaryDirectory(prefix="nvtv-fuzz-sound-") as out:
        p = run([nvtv, "fuzz", "--time", secs, "--jobs", "2", "--seed", "11", "--out", out, "-q",
                 "--corpus", os.path.join(src, "corpus")], timeout=int(secs) + 300)
        print(p.stdout.strip())
        fs = findings(out)
        if p.returncode != 0 or fs:
            fail("the default pipeline has findings:\n" + "\n".join(
                "%s: %s" % (d, j["signature"]) for d, j in fs))
        check_reports(out, 0)
        print("PASS")


def gate(nvtv, src):
    with tempfile.TemporaryDirectory(prefix="nvtv-gate-") as out:
        env = dict(os.environ, NVTV=nvtv)
        gate = os.path.join(src, "ci", "gate.sh")
        # corpus/*.ll and two CUDA kernels (gate_tests.small_corpus, as the plugin gates): the
        # gate's own logic (its phases, budget, reports), not the corpus's verdicts
        # (corpus.check and the cuda.* tests check those; corpus/cuda's 42 kernels took 20 s of
        # its check phase)
        p = run(["bash", gate, "--corpus", small_corpus(src, out), "--time", "3", "--out", os.path.join(out, "gate")],
                env=env, timeout=600)
        print(p.stdout[-2000:])
        if p.returncode != 0:
            fail("gate on corpus/*.ll and two CUDA kernels: status %d\n%s" % (p.returncode, p.stdout + p.stderr))
        # a campaign the user asked for runs however short it is (3 s was once skipped as
        # "too little of the budget left" with 50 s of it left)
        if "== nvtv fuzz: 3 s on" not in p.stdout:
            fail("gate skipped the 3 s campaign --time asked for\n%s" % p.stdout)
        for f in ("check.sarif", "check.junit.xml", "fuzz/report.sarif", "fuzz/junit.xml"):
            if not os.path.exists(os.path.join(out, "gate", f)):
                fail("gate did not write %s" % f)
        bad = tempfile.mkdtemp(prefix="nvtv-gate-bad-")
        shutil.copy(os.path.join(src, "corpus", "rowmajor64.ll"), bad)
        out2 = os.path.join(out, "bad")
        p = run(["bash", gate, "--corpus", bad, "--time", "0", "--out", out2,
                 "--passes", "cbe,basr,cgp,scev-cgp", "-nv-disable-scev-cgp=0", "-ignore-32-bit-overflow=1"],
                # (the default budget: Z3's resource limit, the same verdicts under load)
                env=env, timeout=600)
        shutil.rmtree(bad, ignore_errors=True)
        if p.returncode == 0:
            fail("gate passed an unsound pipeline")
        with open(os.path.join(out2, "check.sarif")) as fh:
            if not json.load(fh)["runs"][0]["results"]:
                fail("gate's SARIF has no result")
        print("PASS")


def regressions(nvtv, src):
    files = sorted(glob.glob(os.path.join(src, "corpus", "fuzz", "*.ll")))
    if not files:
        fail("corpus/fuzz is empty")
    p = run([nvtv, "check"] + files + ["-passes=default", "--fail-on-unknown"], timeout=280)
    print(p.stdout.strip())
    if p.returncode != 0:
        fail("status %d on corpus/fuzz\n%s" % (p.returncode, p.stderr))
    print("PASS")


def seeds(nvtv, d, n=8):
    os.makedirs(d)
    for i in range(n):
        p = run([nvtv, "gen", "--seed", str(i + 1), "-o", os.devnull, "--emit-bytes", os.path.join(d, "seed%d" % i)])
        if p.returncode != 0:
            fail("nvtv gen --bytes: %s" % p.stderr)


def libfuzzer(nvtv, src, binary):
    with tempfile.TemporaryDirectory(prefix="nvtv-libfuzzer-") as tmp:
        seeds(nvtv, os.path.join(tmp, "corpus"))
        p = run([binary, os.path.join(tmp, "corpus"), "-max_total_time=10", "-seed=1",
                 "-artifact_prefix=" + tmp + "/", "-print_final_stats=1"], timeout=200)
        tail = p.stderr[-3000:]
        print(tail)
        if p.returncode != 0:
            fail("nvtv-libfuzzer: status %d" % p.returncode)
        runs = [int(l.split(":")[-1]) for l in p.stderr.splitlines() if l.startswith("stat::number_of_executed_units")]
        if not runs or runs[0] < 50:
            fail("too few executions: %s" % runs)
        print("PASS: %d executions" % runs[0])


def afl(nvtv, src, binary):
    if not shutil.which("afl-fuzz"):
        fail("afl-fuzz is not installed (ci/install-deps.sh installs afl++)")
    with tempfile.TemporaryDirectory(prefix="nvtv-afl-") as tmp:
        seeds(nvtv, os.path.join(tmp, "in"))
        env = dict(os.environ, AFL_SKIP_CPUFREQ="1", AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES="1",
                   AFL_NO_UI="1", AFL_NO_AFFINITY="1", AFL_SKIP_CRASHES="1", AFL_NO_STARTUP_CALIBRATION="1")
        p = run(["afl-fuzz", "-i", os.path.join(tmp, "in"), "-o", os.path.join(tmp, "out"), "-V", "10",
                 "-m", "none", "-t", "5000", "--", binary], timeout=200, env=env)
        stats = {}
        path = os.path.join(tmp, "out", "default", "fuzzer_stats")
        if not os.path.exists(path):
            fail("afl-fuzz wrote no fuzzer_stats (status %d)\n%s" % (p.returncode, (p.stdout + p.stderr)[-3000:]))
        with open(path) as fh:
            for line in fh:
                k, _, v = line.partition(":")
                stats[k.strip()] = v.strip()
        print({k: stats.get(k) for k in ("execs_done", "execs_per_sec", "corpus_count", "saved_crashes", "saved_hangs")})
        if int(stats.get("execs_done", "0")) < 50:
            fail("too few executions")
        if int(stats.get("saved_crashes", stats.get("unique_crashes", "0"))) != 0:
            fail("the default pipeline crashed or had a finding under AFL")
        print("PASS")


def state(nvtv, src):
    seed = "18446744073709551557"  # above 2^53: a JSON number would round it
    with tempfile.TemporaryDirectory(prefix="nvtv-fuzz-state-") as out:
        base = [nvtv, "fuzz", "--out", out, "-q", "--stats-interval", "0.5"]
        p = run(base + ["--time", "3", "--seed", seed, "-passes=cbe,basr"], timeout=120)
        if p.returncode != 0:
            fail("first campaign: status %d\n%s" % (p.returncode, p.stderr))
        with open(os.path.join(out, "campaign.json")) as fh:
            st1 = json.load(fh)
        for key in ("versions", "seed", "jobs", "pipeline", "shapes", "corpus", "iter", "kernels", "accesses"):
            if key not in st1:
                fail("campaign.json has no %s: %r" % (key, st1))
        if st1["seed"] != seed or st1["pipeline"] != "cbe,basr" or not {"nvtv", "git", "llvm", "z3"} <= set(st1["versions"]):
            fail("campaign.json: %r" % st1)
        jq = shutil.which("jq")
        if jq:
            got = run([jq, "-r", ".seed", os.path.join(out, "campaign.json")]).stdout.strip()
            if got != seed:
                fail("jq .seed gives %s, not %s" % (got, seed))
        rows1 = [l for l in open(os.path.join(out, "plot_data")) if not l.startswith("#")]
        if len(rows1) < 2:
            fail("plot_data has %d rows after 3 s at 0.5 s intervals" % len(rows1))
        p = run(base + ["--time", "2"], timeout=60)
        if p.returncode != 2 or "not empty" not in p.stderr or "--resume" not in p.stderr:
            fail("a new campaign into a non-empty --out: status %d, %s" % (p.returncode, p.stderr))
        for conflict in (["--seed", "7"], ["--jobs", "2"], ["-passes=cbe"], ["-passes=cbe,basr", "-ignore-32-bit-overflow=1"]):
            p = run(base + ["--time", "2", "--resume"] + conflict, timeout=60)
            if p.returncode != 2 or "conflicts with the campaign" not in p.stderr:
                fail("--resume %s: status %d, %s" % (" ".join(conflict), p.returncode, p.stderr))
        # resumed with nothing given: the seed and the pipeline come back; the same given: accepted
        p = run(base + ["--time", "2", "--resume", "--seed", seed], timeout=60)
        if p.returncode != 0:
            fail("--resume with the same seed: status %d, %s" % (p.returncode, p.stderr))
        with open(os.path.join(out, "campaign.json")) as fh:
            st2 = json.load(fh)
        if st2["seed"] != seed or st2["pipeline"] != "cbe,basr":
            fail("the resumed campaign changed its configuration: %r" % st2)
        if st2["kernels"] <= st1["kernels"] or st2["elapsed"] <= st1["elapsed"] or st2["iter"][0] <= st1["iter"][0]:
            fail("counters are not cumulative: %r then %r" % (st1, st2))
        rows2 = [l.split(",") for l in open(os.path.join(out, "plot_data")) if not l.startswith("#")]
        times = [float(r[0]) for r in rows2]
        kernels = [int(r[1]) for r in rows2]
        if times != sorted(times) or kernels != sorted(kernels) or len(rows2) <= len(rows1):
            fail("plot_data is not cumulative across the resume:\n%s" % "".join(",".join(r) for r in rows2))
        svg = os.path.join(out, "c.svg")
        p = run([nvtv, "plot", out, "-o", svg], timeout=60)
        if shutil.which("gnuplot"):
            if p.returncode != 0 or "<svg" not in open(svg).read():
                fail("nvtv plot: status %d, %s" % (p.returncode, p.stderr))
        elif p.returncode != 2 or "gnuplot is not installed" not in p.stderr:
            fail("nvtv plot without gnuplot: status %d, %s" % (p.returncode, p.stderr))
        print("ok: state %r; %d plot_data rows" % (st2, len(rows2)))


def ossfuzz(nvtv, src):
    clang = shutil.which("clang-19") or "/usr/lib/llvm-19/bin/clang"
    with tempfile.TemporaryDirectory(prefix="nvtv-ossfuzz-") as tmp:
        env = dict(os.environ, CC=clang, CFLAGS="-O1 -g -fsanitize=fuzzer-no-link", LIB_FUZZING_ENGINE="-fsanitize=fuzzer",
                   OUT=os.path.join(tmp, "out"), WORK=os.path.join(tmp, "work"))
        p = run(["bash", os.path.join(src, ".clusterfuzzlite", "build.sh")], timeout=900, env=env)
        fz = os.path.join(tmp, "out", "nvtv_fuzzer")
        if p.returncode != 0 or not os.access(fz, os.X_OK):
            fail("build.sh: status %d\n%s" % (p.returncode, (p.stdout + p.stderr)[-3000:]))
        corpus = os.path.join(tmp, "corpus")
        os.makedirs(corpus)
        p = run([fz, "-max_total_time=5", "-timeout=20", "-rss_limit_mb=4096", corpus], timeout=120,
                env=dict(os.environ, NVTV_FUZZ_PASSES="default"))
        if p.returncode != 0 or "Done" not in p.stderr:
            fail("nvtv_fuzzer: status %d\n%s" % (p.returncode, p.stderr[-3000:]))
        print("ok: " + [l for l in p.stderr.splitlines() if l.startswith("Done")][0])


def sigterm(nvtv, src):
    """SIGTERM to the campaign's whole process group (what timeout(1) and service managers
    send): the workers die of it, the campaign stops as on an interrupt, and no death is
    recorded as a verifier-crash or reducer-crash finding.  Kernels are verified in 2 s
    chunks, so the signal lands in every phase over the rounds."""
    with tempfile.TemporaryDirectory(prefix="nvtv-fuzz-sigterm-") as out:
        for rnd in range(3):
            cmd = [nvtv, "fuzz", "--time", "0", "--jobs", "2", "--seed", "40", "--out", out, "-q",
                   "--corpus", os.path.join(src, "corpus")] + (["--resume"] if rnd else [])
            p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
            time.sleep(4 + 2 * rnd)
            os.killpg(p.pid, signal.SIGTERM)
            try:
                so, se = p.communicate(timeout=120)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                fail("SIGTERM to the process group did not stop the campaign")
            if p.returncode != 0:
                fail("round %d: status %d after SIGTERM:\n%s%s" % (rnd, p.returncode, so[-1500:], se[-1500:]))
        fs = findings(out)
        if fs:
            fail("SIGTERM recorded findings: %s" % [j["signature"] for _, j in fs])
        left = [d for d in glob.glob(os.path.join(out, "findings", ".*"))]
        if left:
            fail("temporary directories left behind: %s" % left)
        print("PASS: 3 rounds of SIGTERM to the process group, 0 findings, nothing left behind")


def timepromise(nvtv, src):
    """--time is a wall-clock promise: a campaign whose every kernel hangs in the pipeline (an
    --opt-cmd that sleeps 61 s, under a 100 s pass timeout) stops a few seconds after --time
    (CAMP_STOP_GRACE_S), not after the pipeline's timeout; the hung kernels are no findings,
    and the killed workers' commands go with them.  (Its limit is a sleep's, which load does
    not stretch: the campaign once waited 30 s and more.)"""
    with tempfile.TemporaryDirectory(prefix="nvtv-fuzz-time-") as out:
        t0 = time.monotonic()
        p = run([nvtv, "fuzz", "--time", "2", "--jobs", "2", "--seed", "3", "--out", out, "-q", "--corpus",
                 os.path.join(src, "corpus"), "--pass-timeout", "100", "--opt-cmd", "sleep 61; cat"], timeout=120)
        took = time.monotonic() - t0
        if p.returncode != 0:
            fail("status %d:\n%s%s" % (p.returncode, p.stdout[-1500:], p.stderr[-1500:]))
        if took > 25:
            fail("the campaign took %.0f s for --time 2" % took)
        if findings(out):
            fail("hung kernels cut off by --time became findings: %s" % [j["signature"] for _, j in findings(out)])
        time.sleep(0.5)
        left = subprocess.run(["pgrep", "-f", "sleep 61"], capture_output=True, text=True).stdout.split()
        if left:
            fail("the killed workers' commands are still running: %s" % left)
        print("PASS: --time 2 with every kernel hung: stopped after %.1f s, 0 findings, no command left" % took)


ROUNDS = 4  # the first killed once a finding is written, the others at 1.5-5 s: with 2 workers,
# every round has kernels in flight (a finding's reduction takes longer than a round, so
# without the first round's wait no finding would be written before the last resume)


def killresume(nvtv, src):
    """4 SIGKILLs of the whole process group at random moments, each followed by --resume:
    a kernel whose finding is still being written (findings/.tmp-W-IT) is never counted as
    done (campaign.json's iter[W] <= IT), so it is made again; written findings stay complete
    and are never lost; the final resume removes every half-written directory."""
    import random
    rng = random.Random(16)
    with tempfile.TemporaryDirectory(prefix="nvtv-fuzz-kill-") as out:
        cmd = [nvtv, "fuzz", "--time", "0", "--jobs", "2", "--seed", "5", "--out", out, "-q",
               *FAST_FINDINGS,
               "--reduce-time", "3"]
        seen = set()
        in_flight = 0
        for rnd in range(ROUNDS):
            p = subprocess.Popen(cmd + (["--resume"] if rnd else []), stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, text=True, start_new_session=True)
            if rnd == 0:
                deadline = time.time() + 300
                while not findings(out) and time.time() < deadline:
                    time.sleep(0.2)
            time.sleep(rng.uniform(1.5, 5.0))
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            time.sleep(0.3)
            now = set(d for d, _ in findings(out))  # complete, or the test fails
            lost = seen - now
            if lost:
                fail("round %d: findings lost: %s" % (rnd, sorted(lost)))
            seen = now
            state_path = os.path.join(out, "campaign.json")
            if not os.path.exists(state_path):
                continue
            with open(state_path) as fh:
                st = json.load(fh)
            for t in glob.glob(os.path.join(out, "findings", ".tmp-*")):
                w, it = (int(x) for x in os.path.basename(t)[5:].split("-"))
                in_flight += 1
                if st["iter"][w] > it:
                    fail("round %d: worker %d's kernel %d was being written (%s) but the state resumes at %d"
                         % (rnd, w, it, t, st["iter"][w]))
        p = subprocess.Popen(cmd + ["--resume"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(3)
        p.send_signal(signal.SIGINT)
        so, se = p.communicate(timeout=300)
        left = glob.glob(os.path.join(out, "findings", ".tmp-*"))
        if left:
            fail("half-written directories left after a resume: %s" % left)
        final = set(d for d, _ in findings(out))
        if seen - final:
            fail("findings lost by the last resume: %s" % sorted(seen - final))
        if not final:
            fail("no finding in %d rounds: the test checked nothing" % ROUNDS)
        print("PASS: %d SIGKILLs, %d findings kept, %d kernels in flight at a kill, all redone" % (ROUNDS, len(final), in_flight))


def fulldisk(nvtv, src):
    """A campaign that cannot write (a file-size limit, as a full disk or a quota gives:
    EFBIG/ENOSPC): a clear error, exit 2, and no empty or partial finding directory."""
    import resource

    def limit():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (1500, 1500))

    with tempfile.TemporaryDirectory(prefix="nvtv-fuzz-full-") as out:
        p = subprocess.run([nvtv, "fuzz", "--time", "120", "--jobs", "1", "--seed", "5", "--out", out, "-q",
                            "--reduce-time", "2"] + FAST_FINDINGS,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=limit, timeout=600)
        if p.returncode != 2 or "cannot write" not in p.stderr:
            fail("full disk: status %d, stderr %r" % (p.returncode, p.stderr[-1000:]))
        for d in glob.glob(os.path.join(out, "findings", "*")) + glob.glob(os.path.join(out, "findings", ".*")):
            fail("a finding directory was left on a full disk: %s (%s)" % (d, os.listdir(d)))
        print("PASS: %s" % p.stderr.strip().splitlines()[0])


def main():
    nvtv, src, sub = sys.argv[1], sys.argv[2], sys.argv[3]
    if sub == "unsound":
        unsound(nvtv, src, sys.argv[4], sys.argv[5:])
    elif sub == "resume":
        resume(nvtv, src)
    elif sub == "state":
        state(nvtv, src)
    elif sub == "sigterm":
        sigterm(nvtv, src)
    elif sub == "timepromise":
        timepromise(nvtv, src)
    elif sub == "killresume":
        killresume(nvtv, src)
    elif sub == "fulldisk":
        fulldisk(nvtv, src)
    elif sub == "ossfuzz":
        ossfuzz(nvtv, src)
    elif sub == "sound":
        sound(nvtv, src, sys.argv[4] if len(sys.argv) > 4 else "20")
    elif sub == "gate":
        gate(nvtv, src)
    elif sub == "regressions":
        regressions(nvtv, src)
    elif sub == "libfuzzer":
        libfuzzer(nvtv, src, sys.argv[4])
    elif sub == "afl":
        afl(nvtv, src, sys.argv[4])
    else:
        fail("unknown sub-command " + sub)


if __name__ == "__main__":
    main()
