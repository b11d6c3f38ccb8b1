#!/usr/bin/env python3
"""The documentation's commands work when pasted: every ```sh block of README.md and of every
page under docs/ (README.md first, then docs/ in path order) runs, in order, from a copy of
the checkout whose build/ is the tree under test.  Skipped: the two set-up commands
(ci/demo.sh, ci/test.sh: the tests themselves), ci/measure.sh (it regenerates
docs/status.md, for minutes) and the OSS-Fuzz build (fuzz.oss-fuzz-build runs it).  A
command may find something (exit 1) or leave results unknown (3); a usage or input error (2),
a crash, or anything else fails the test.  Long runs are shortened: `--time 60` becomes 5 s,
the first finding and 2 s of minimization (scaled by the kernel's size: its reduction through
an external opt took 35 s), other campaigns of 5 to 10 s to 3 s, the adversary's 10 kernels
to 4, the IR fuzzer's seeds to none, libFuzzer's -max_total_time and afl-fuzz's timeout a few seconds,
`corpus/cuda/*.cu` three of its kernels (the cuda.* tests check all of them).  Examples that
take long or show output belong in ```text or ```console blocks, which are not run.  The
slowest commands are printed first, each with its page.

usage: readme_commands.py SOURCE_DIR BUILD_DIR
"""
import os
import re
import subprocess
import sys
import tempfile

# commands another test runs as they are: fuzz.oss-fuzz-build builds the OSS-Fuzz target with
# .clusterfuzzlite/build.sh and runs it
OWN_TEST = [r"\.clusterfuzzlite/build\.sh", r"^/tmp/ossfuzz-out/nvtv_fuzzer"]
SKIP = [r"^ci/test\.sh", r"^ci/demo\.sh", r"^ci/measure\.sh"]
SHORTEN = [(r"--time 60\b", "--time 5 --max-findings 1 --reduce-time 2"), (r"--time (5|6|10)\b", "--time 3"), (r"-max_total_time=\d+", "-max_total_time=3"), (r"\btimeout 60\b", "timeout 5"),
           # the IR fuzzer from its dictionary alone (loading corpus/ and corpus/crashers took
           # 25 s before the fuzzing started; fuzz.ir-libfuzzer runs them), and an adversary
           # of 4 kernels
           (r"corpus-ir corpus corpus/crashers", "corpus-ir"), (r"--adversary --max-kernels 10\b", "--adversary --max-kernels 4"),
           # the whole CUDA corpus is the cuda.* tests' job: here, three kernels of it
           (r"corpus/cuda/\*\.cu", "corpus/cuda/reduce_tree.cu corpus/cuda/matmul_tiled.cu corpus/cuda/saxpy_grid_stride.cu")]


def pages(src):
    """README.md, then every docs/**/*.md in path order."""
    out = [os.path.join(src, "README.md")]
    docs = os.path.join(src, "docs")
    found = []
    for d, _, files in os.walk(docs):
        found += [os.path.join(d, f) for f in files if f.endswith(".md")]
    return out + sorted(found)


def main():
    src, build = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    with tempfile.TemporaryDirectory(prefix="nvtv-readme-") as tmp:
        for name in os.listdir(src):
            if name not in ("build", ".git"):
                os.symlink(os.path.join(src, name), os.path.join(tmp, name))
        os.symlink(build, os.path.join(tmp, "build"))
        # (commands write their files here: seeds, corpus-lf, afl-out, ...)
        script = ["set -u", "fail=0"]
        n, per_page = 0, {}
        for page in pages(src):
            rel = os.path.relpath(page, src)
            text = open(page).read()
            blocks = re.findall(r"^```sh\n(.*?)^```", text, flags=re.S | re.M)
            for b in blocks:
                for line in b.splitlines():
                    cmd = line.split("  #")[0].strip()
                    if not cmd or any(re.search(p, cmd) for p in SKIP + OWN_TEST):
                        continue
                    for pat, rep in SHORTEN:
                        cmd = re.sub(pat, rep, cmd)
                    n += 1
                    per_page[rel] = per_page.get(rel, 0) + 1
                    q = cmd.replace("'", "'\\''")
                    if re.match(r"^[A-Z_]+=\S*$", cmd) or re.match(r"^[A-Z_]+='[^']*'$", cmd):
                        script.append(cmd)  # a variable for the next commands
                        continue
                    script.append("t0=$EPOCHREALTIME")
                    script.append("%s > /dev/null 2> .readme-err; rc=$?" % cmd)
                    script.append("awk -v a=$t0 -v b=$EPOCHREALTIME 'BEGIN { printf \"+ [%%6.1f s] \", b - a }' >&2; "
                                  "echo '%s: %s' >&2" % (rel, q))
                    script.append("case $rc in 0|1|3|124) ;; *) echo 'FAILED (exit '$rc'): %s: %s' >&2; tail -n 20 .readme-err >&2; "
                                  "fail=1 ;; esac" % (rel, q))
        script.append("exit $fail")
        env = dict(os.environ, AFL_SKIP_CPUFREQ="1", AFL_NO_UI="1", AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES="1")
        p = subprocess.run(["bash", "-c", "\n".join(script)], cwd=tmp, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, universal_newlines=True, timeout=1200)
        timed = [l for l in p.stdout.splitlines() if l.startswith("+ [")]
        print("slowest:\n" + "\n".join(sorted(timed, key=lambda l: -float(l[3:9]))[:12]))
        print("total: %.1f s" % sum(float(l[3:9]) for l in timed))
        print(p.stdout[-8000:])
        # the failures in full, wherever they are in the output
        lines, failed, keep = p.stdout.splitlines(), [], False
        for l in lines:
            if l.startswith("FAILED"):
                keep = True
            elif l.startswith("+ ["):
                keep = False
            if keep:
                failed.append(l)
        if failed:
            print("failures:\n" + "\n".join(failed))
        if p.returncode != 0:
            sys.exit("FAIL: a documented command failed (see above)")
        print("ok: %d commands ran (%s)" % (n, ", ".join("%s %d" % kv for kv in sorted(per_page.items()))))


main()
