#!/usr/bin/env bash
# Installs, builds, and runs the main job: every corpus kernel through LLVM's stock
# address-arithmetic pipeline, each rewritten access verified with Z3; then nvtv's own
# pipeline over the corpus, and a 30-second fuzz campaign of it (DEMO_FUZZ_TIME).
# Exit status: nvtv's (0 all proved or bounded, 1 counterexample, 2 input error, 3 unknown).
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."

bash ci/install-deps.sh
build=${BUILD_DIR:-build}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j"$(nproc)" >/dev/null

PIPE='function(separate-const-offset-from-gep,slsr,gvn,nary-reassociate,early-cse,infer-address-spaces,loop-mssa(licm),instcombine<no-verify-fixpoint>,loop(loop-reduce))'
echo "+ nvtv check corpus/*.ll -llvm-passes='$PIPE'"
status=0
"$build/nvtv" check corpus/*.ll -llvm-passes="$PIPE" || status=$?
echo
echo "+ nvtv check corpus/*.ll corpus/barriers/*.ll -passes=default   (our passes: cbe,basr,lsr,cgp,dse)"
"$build/nvtv" check -q corpus/*.ll corpus/barriers/*.ll -passes=default || status=$((status ? status : $?))
echo
# a short campaign of the default pipeline: generated kernels and mutated corpus kernels,
# each verified by Z3 and executed by the interpreter; findings land in $out/findings
out=${DEMO_FUZZ_OUT:-$build/demo-fuzz}
secs=${DEMO_FUZZ_TIME:-30}
rm -rf "$out"
echo "+ nvtv fuzz --time $secs --jobs $(nproc) --corpus corpus --exec-oracle --out $out"
"$build/nvtv" fuzz --time "$secs" --jobs "$(nproc)" --corpus corpus --exec-oracle --out "$out" || status=$((status ? status : $?))
echo "nvtv exit status: $status"
exit "$status"
