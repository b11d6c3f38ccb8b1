#!/usr/bin/env python3
"""The README's commands work when pasted (issue 13): every ```sh block of README.md except
the two set-up commands (ci/demo.sh, ci/test.sh: the tests themselves) and the OSS-Fuzz
build (fuzz.oss-fuzz-build runs it) runs, in order, from a
copy of the checkout whose build/ is the tree under test.  A command may find something
(exit 1) or leave results unknown (3); a usage or input error (2), a crash, or anything else
fails the test.  Long runs are shortened: `--time 60` becomes 5 s, the first finding and 2 s
of minimization (scaled by the kernel's size: its reduction through an external opt took 35 s), libFuzzer's
-max_total_time and afl-fuzz's timeout a few seconds, `corpus/cuda/*.cu` three of its kernels
(the cuda.* tests check all of them).  The slowest commands are printed first.

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
SHORTEN = [(r"--time 60\b", "--time 5 --max-findings 1 --reduce-time 2"), (r"-max_total_time=\d+", "-max_total_time=3"), (r"\btimeout 60\b", "timeout 8"),
           # the whole CUDA corpus is the cuda.* tests' job: here, three kernels of it
           (r"corpus/cuda/\*\.cu", "corpus/cuda/reduce_tree.cu corpus/cuda/matmul_tiled.cu corpus/cuda/saxpy_grid_stride.cu")]


def main():
    src, build = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    text = open(os.path.join(src, "README.md")).read()
    blocks = re.findall(r"^```sh\n(.*?)^```", text, flags=re.S | re.M)
    with tempfile.TemporaryDirectory(prefix="nvtv-readme-") as tmp:
        for name in os.listdir(src):
            if name not in ("build", ".git"):
                os.symlink(os.path.join(src, name), os.path.join(tmp, name))
        os.symlink(build, os.path.join(tmp, "build"))
        # (commands write their files here: seeds, corpus-lf, afl-out, ...)
        script = ["set -u", "fail=0"]
        n = 0
        for b in blocks:
            for line in b.splitlines():
                cmd = line.split("  #")[0].strip()
                if not cmd or cmd.startswith("ci/test.sh") or cmd.startswith("ci/demo.sh") or \
                        any(re.search(p, cmd) for p in OWN_TEST):
                    continue
                for pat, rep in SHORTEN:
                    cmd = re.sub(pat, rep, cmd)
                n += 1
                q = cmd.replace("'", "'\\''")
                if re.match(r"^[A-Z_]+=\S*$", cmd) or re.match(r"^[A-Z_]+='[^']*'$", cmd):
                    script.append(cmd)  # a variable for the next commands
                    continue
                script.append("t0=$EPOCHREALTIME")
                script.append("%s > /dev/null 2> .readme-err; rc=$?" % cmd)
                script.append("awk -v a=$t0 -v b=$EPOCHREALTIME 'BEGIN { printf \"+ [%%6.1f s] \", b - a }' >&2; "
                              "echo '%s' >&2" % q)
                script.append("case $rc in 0|1|3|124) ;; *) echo 'FAILED (exit '$rc'): %s' >&2; tail -n 20 .readme-err >&2; "
                              "fail=1 ;; esac" % q)
        script.append("exit $fail")
        env = dict(os.environ, AFL_SKIP_CPUFREQ="1", AFL_NO_UI="1", AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES="1")
        p = subprocess.run(["bash", "-c", "\n".join(script)], cwd=tmp, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, universal_newlines=True, timeout=1200)
        timed = [l for l in p.stdout.splitlines() if l.startswith("+ [")]
        print("slowest:\n" + "\n".join(sorted(timed, key=lambda l: -float(l[3:9]))[:12]))
        print(p.stdout[-8000:])
        if p.returncode != 0:
            sys.exit("FAIL: a README command failed (see above)")
        print("ok: %d README commands ran" % n)


main()
