#!/usr/bin/env bash
# nvtv's CI gate for pass developers: verify a kernel corpus through your pipeline, fuzz it
# for a while, and fail on any finding.  Writes SARIF 2.1.0 and JUnit XML for the CI's
# annotations and test reports.
#
# usage: ci/gate.sh [--corpus DIR] [--time SECONDS] [--jobs N] [--out DIR]
#                   [--passes LIST | --llvm-passes PIPELINE] [--fail-on-unknown] [-KNOB=VALUE ...]
#   --corpus DIR   kernels to check and to mutate (default: corpus/ of this repository)
#   --time S       fuzzing time after the check (default 60; 0 skips fuzzing)
#   --jobs N       fuzzing workers (default: the number of cores)
#   --out DIR      reports: check.sarif, check.junit.xml, fuzz/ (default nvtv-gate)
#   --passes LIST  our passes (default: the default pipeline); --llvm-passes a stock one
# The nvtv binary is $NVTV, or build/nvtv, or nvtv in PATH.
# Exit status: 0 no finding; 1 findings (counterexamples, crashes); 2 usage or setup error.
set -uo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
corpus="$here/corpus"; secs=60; jobs=$(nproc); out=nvtv-gate; pipe=(-passes=default); extra=(); strict=()
while [ $# -gt 0 ]; do
  case "$1" in
    --corpus) corpus="$2"; shift 2 ;;
    --time) secs="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --passes) pipe=("-passes=$2"); shift 2 ;;
    --llvm-passes) pipe=("-llvm-passes=$2"); shift 2 ;;
    --fail-on-unknown) strict=(--fail-on-unknown); shift ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    -*) extra+=("$1"); shift ;;
    *) echo "gate: unexpected argument '$1'" >&2; exit 2 ;;
  esac
done
nvtv="${NVTV:-}"
[ -z "$nvtv" ] && [ -x "$here/build/nvtv" ] && nvtv="$here/build/nvtv"
[ -z "$nvtv" ] && nvtv="$(command -v nvtv || true)"
if [ -z "$nvtv" ]; then echo "gate: no nvtv binary (set NVTV, or build with ci/test.sh)" >&2; exit 2; fi
shopt -s nullglob
files=("$corpus"/*.ll)
if [ ${#files[@]} -eq 0 ]; then echo "gate: no .ll kernels in $corpus" >&2; exit 2; fi
mkdir -p "$out" || exit 2

echo "== nvtv gate: ${#files[@]} kernels of $corpus, ${pipe[*]} ${extra[*]}"
"$nvtv" check -q "${files[@]}" "${pipe[@]}" "${extra[@]}" "${strict[@]}" \
  --sarif "$out/check.sarif" --junit "$out/check.junit.xml" > "$out/check.txt"
check=$?
tail -n 4 "$out/check.txt"
if [ $check -eq 2 ]; then echo "gate: nvtv check failed on its input (see $out/check.txt)"; exit 2; fi

fuzz=0
if [ "$secs" != 0 ]; then
  echo "== nvtv fuzz: $secs s on $jobs jobs, mutating $corpus"
  "$nvtv" fuzz -q --time "$secs" --jobs "$jobs" --corpus "$corpus" --out "$out/fuzz" "${pipe[@]}" "${extra[@]}"
  fuzz=$?
  if [ $fuzz -eq 2 ]; then echo "gate: nvtv fuzz could not run"; exit 2; fi
fi

echo "== summary"
status=0
if [ $check -ne 0 ]; then
  echo "FAIL: nvtv check: $(grep -c '^[^ ].*: counterexample:' "$out/check.txt") counterexample(s)$([ $check -eq 3 ] && echo ', unknown results') -- $out/check.txt, $out/check.sarif"
  status=1
fi
if [ $fuzz -ne 0 ]; then
  echo "FAIL: nvtv fuzz: $(ls "$out/fuzz/findings" | grep -vc '^\.') unique finding(s) -- $out/fuzz/findings (each with min.ll and repro), $out/fuzz/report.sarif"
  status=1
fi
[ $status -eq 0 ] && echo "PASS: no finding"
exit $status
