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
# The tests labelled asan (tests/CMakeLists.txt) run in the sanitizer tree below only: the same
# checks with a stricter binary, and each test once (the whole run must stay under 15 minutes
# on 2 cores).
cd "$build"
status=0
ctest --output-on-failure -j2 -LE asan || status=$?
cd - >/dev/null

# The same nvtv with AddressSanitizer and UndefinedBehaviorSanitizer (NVTV_SANITIZE), in a
# second tree: the unit, known-bad, bad-input, identity (nvtv verify K K), crasher and malformed-input
# tests.  Any report fails.
asan=${ASAN_BUILD_DIR:-$build-asan}
cmake -S . -B "$asan" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNVTV_SANITIZE=ON -DNVTV_FUZZERS=OFF -DNVTV_TEST_PLUGIN=OFF
cmake --build "$asan" -j"$(nproc)"
# leaks: LLVM's and Z3's global caches are not freed at exit; that is not what we look for
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=0:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
(cd "$asan" && ctest --output-on-failure -j2 -L asan) || status=$?
exit "$status"
