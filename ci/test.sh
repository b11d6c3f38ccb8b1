#!/usr/bin/env bash
# Installs dependencies, configures and builds nvtv, and runs the whole test suite.
# Exit status: ctest's.  BUILD_DIR (default build) picks the build directory.
set -euo pipefail
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."

bash ci/install-deps.sh
build=${BUILD_DIR:-build}
# NVTV_FUZZERS: the libFuzzer and AFL++ harnesses are built and each run 10 s by ctest
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNVTV_FUZZERS=ON
cmake --build "$build" -j"$(nproc)"
cd "$build"
status=0
ctest --output-on-failure -j2 || status=$?
exit "$status"
