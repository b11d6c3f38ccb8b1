#!/usr/bin/env bash
# nvtv's CI gate for pass developers: verify a kernel corpus through your pipeline, fuzz it
# for what the budget leaves, and fail on any finding.  Writes SARIF 2.1.0 and JUnit XML for
# the CI's annotations and test reports, and prints every counterexample in the log.
#
# usage: ci/gate.sh [--corpus DIR]... [--budget S] [--time S] [--jobs N] [--out DIR]
#                   [--passes LIST | --llvm-passes PIPELINE | --opt-cmd 'COMMAND']
#                   [--fail-on-unknown] [-KNOB=VALUE ...] [other nvtv check/fuzz options]
#   --corpus DIR   kernels (.ll, .bc, .cu; DIR is searched recursively,
#                  following symbolic links) to check and to mutate;
#                  repeatable.  Default: this repository's corpus (corpus/*.ll, corpus/barriers,
#                  corpus/cuda, corpus/fuzz; not the known-bad pairs or the LLVM bugs)
#   --budget S     the whole gate, check + fuzz + reports, in S seconds (default 600); the check
#                  phase is killed at the budget, fuzzing gets what is left minus a reserve
#   --time S       fuzz at most S seconds (default: what the budget leaves; 0 skips fuzzing)
#   --jobs N       fuzzing workers (default: the number of cores)
#   --reduce-time S  time to minimize each fuzz finding (default: nvtv fuzz's, 20 s)
#   --max-findings N  stop fuzzing after N findings;  --seed N  the campaign's seed
#   --out DIR      reports: check.txt, check.stderr, check.sarif, check.junit.xml, fuzz/
#                  (default nvtv-gate)
#   --passes LIST  our passes (default: the default pipeline); --llvm-passes a stock
#                  pipeline; --opt-cmd your own opt or pass plugin, e.g.
#                  --opt-cmd 'opt-19 -load-pass-plugin=./libMyPass.so -passes=my-pass'
# The nvtv binary is $NVTV, or build/nvtv, or nvtv in PATH.  SARIF URIs are relative to the
# git top level of the working directory (or the working directory).
# Exit status: 0 no finding; 1 findings (counterexamples, of the verifier or of execution,
# crashes; with --fail-on-unknown also unknown or unsupported results), or kernels the check
# phase did not reach within the budget (named in the log; the reports hold what was found);
# 2 usage or setup errors only.
set -uo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
corpora=(); budget=600; secs=; jobs=$(nproc); out=nvtv-gate; pipe=(-passes=default); extra=(); strict=(); fuzzonly=()
need() { [ $# -ge 2 ] || { echo "gate: option $1 needs a value" >&2; exit 2; }; }
while [ $# -gt 0 ]; do
  case "$1" in
    --corpus) need "$@"; corpora+=("$2"); shift 2 ;;
    --budget) need "$@"; budget="$2"; shift 2 ;;
    --time) need "$@"; secs="$2"; shift 2 ;;
    --jobs) need "$@"; jobs="$2"; shift 2 ;;
    --reduce-time|--max-findings|--seed) need "$@"; fuzzonly+=("$1" "$2"); shift 2 ;;
    --out) need "$@"; out="$2"; shift 2 ;;
    --passes) need "$@"; pipe=("-passes=$2"); shift 2 ;;
    --llvm-passes) need "$@"; pipe=("-llvm-passes=$2"); shift 2 ;;
    --opt-cmd) need "$@"; pipe=(--opt-cmd "$2"); shift 2 ;;
    -passes=*|-llvm-passes=*) pipe=("$1"); shift ;;
    --fail-on-unknown) strict=(--fail-on-unknown); shift ;;
    -h|--help) sed -n '2,27p' "$0" | sed 's|^# \{0,1\}||'; exit 0 ;;
    -*) extra+=("$1"); shift ;;
    *) echo "gate: unexpected argument '$1'" >&2; exit 2 ;;
  esac
done
for n in "$budget" "$jobs" ${secs:+"$secs"}; do
  [[ "$n" =~ ^[0-9]+$ ]] || { echo "gate: '$n' is not a number of seconds or jobs" >&2; exit 2; }
done
nvtv="${NVTV:-}"
[ -z "$nvtv" ] && [ -x "$here/build/nvtv" ] && nvtv="$here/build/nvtv"
[ -z "$nvtv" ] && nvtv="$(command -v nvtv || true)"
if [ -z "$nvtv" ]; then echo "gate: no nvtv binary (set NVTV, or build with ci/test.sh)" >&2; exit 2; fi

# ---- the kernels ----
files=()
if [ ${#corpora[@]} -eq 0 ]; then
  for f in "$here"/corpus/*.ll; do files+=("$f"); done
  for d in barriers cuda fuzz; do
    while IFS= read -r f; do files+=("$f"); done < <(find "$here/corpus/$d" -type f \( -name '*.ll' -o -name '*.bc' -o -name '*.cu' \) | sort)
  done
else
  for d in "${corpora[@]}"; do
    if [ ! -d "$d" ]; then echo "gate: --corpus $d is not a directory" >&2; exit 2; fi
    while IFS= read -r f; do files+=("$f"); done < <(find -L "$d" -type f \( -name '*.ll' -o -name '*.bc' -o -name '*.cu' \) | sort)
  done
fi
if [ ${#files[@]} -eq 0 ]; then echo "gate: no kernels (.ll, .bc, .cu) in ${corpora[*]:-$here/corpus}" >&2; exit 2; fi
mkdir -p "$out" || exit 2
# fuzzing mutates one flat directory: links to every kernel, numbered (names may repeat)
rm -rf "$out/corpus" && mkdir -p "$out/corpus" || exit 2
i=0
for f in "${files[@]}"; do
  i=$((i + 1)); ln -s "$(readlink -f "$f")" "$out/corpus/$(printf '%04d' $i)-$(basename "$f")"
done
root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
export NVTV_SARIF_ROOT="$root"

ms() { echo $(( $(date +%s%N) / 1000000 )); }
secs_since() { local d=$(( $(ms) - $1 )); printf '%d.%d' $((d / 1000)) $((d % 1000 / 100)); }
start=$(ms)
printf '== nvtv gate: %d kernels, %s %s, budget %s s\n' "${#files[@]}" "${pipe[*]}" "${extra[*]}" "$budget"

# ---- check: every kernel through the pipeline and the verifier, bounded by the budget ----
# nvtv check keeps the budget itself (compiling .cu inputs included): past it, it stops,
# names what it did not reach and writes the reports with what it found.  A reserve stays
# for the reports; timeout is only the last safety net.
reserve=$(( budget / 10 > 15 ? budget / 10 : 15 ))
cbudget=$(( budget - reserve > 1 ? budget - reserve : 1 ))
t0=$(ms)
timeout -k 10 $((budget + 30)) "$nvtv" check -q --budget "$cbudget" "${files[@]}" "${pipe[@]}" "${extra[@]}" "${strict[@]}" \
  --sarif "$out/check.sarif" --junit "$out/check.junit.xml" > "$out/check.txt" 2> "$out/check.stderr"
check=$?
notreached=$(grep -m1 '^not reached within the --budget' "$out/check.txt")
# counterexamples in the log, not only in files: each header with its detail lines
awk '/: counterexample: /{show=1; n++; if (n > 20) exit} /^[^ ]/ && !/: counterexample: /{show=0} show' "$out/check.txt"
grep -E '^total:' "$out/check.txt"
[ -n "$notreached" ] && echo "$notreached" | cut -c1-600
if [ -s "$out/check.stderr" ]; then echo "-- nvtv check stderr ($out/check.stderr):"; head -n 20 "$out/check.stderr"; fi
echo "== check: $(secs_since "$t0") s"
if [ $check -eq 124 ] || [ $check -eq 137 ]; then
  # (nvtv check keeps its own --budget; this is the safety net: what it printed stands)
  notreached="the check phase was stopped by the safety net past the budget"
  check=$(grep -q ': counterexample: ' "$out/check.txt" && echo 1 || echo 3)
fi
if [ $check -eq 2 ]; then echo "gate: nvtv check failed on its input (see $out/check.stderr)"; exit 2; fi

# ---- fuzz: what the budget leaves, minus a reserve for the last reductions and the reports ----
fuzz=0
left=$(( budget - ($(ms) - start) / 1000 ))
fsecs=$(( ${left:-0} - reserve ))
[ -n "$secs" ] && [ "$secs" -lt "$fsecs" ] && fsecs=$secs
if [ "${secs:-1}" = 0 ]; then
  echo "== fuzz: skipped (--time 0)"
elif [ "$fsecs" -lt 1 ] || { [ -z "$secs" ] && [ "$fsecs" -lt 5 ]; }; then
  # (a campaign of its own choosing needs 5 s to be worth starting; one the user asked for
  # runs whatever its length, when the budget has room for it)
  echo "== fuzz: skipped (${left:-0} s of the budget left)"
else
  echo "== nvtv fuzz: $fsecs s on $jobs jobs, mutating the ${#files[@]} kernels"
  t0=$(ms)
  rm -rf "$out/fuzz"
  timeout -k 10 $((fsecs + reserve)) "$nvtv" fuzz -q --time "$fsecs" --jobs "$jobs" --corpus "$out/corpus" \
    --out "$out/fuzz" "${pipe[@]}" "${extra[@]}" "${fuzzonly[@]}" 2> "$out/fuzz.stderr"
  fuzz=$?
  for r in "$out"/fuzz/findings/*/report.txt; do
    [ -e "$r" ] || continue
    echo "-- finding $(basename "$(dirname "$r")") ($(dirname "$r")/min.ll, repro: $(dirname "$r")/repro, which runs: $(tail -n 1 "$(dirname "$r")/repro" 2>/dev/null | sed 's/^exec "$NVTV" /nvtv /'))"
    sed -n '1,/^  confirmed:/p' "$r" | head -n 24
  done
  if [ -s "$out/fuzz.stderr" ]; then echo "-- nvtv fuzz stderr ($out/fuzz.stderr):"; tail -n 20 "$out/fuzz.stderr"; fi
  echo "== fuzz: $(secs_since "$t0") s"
  if [ $fuzz -eq 2 ]; then echo "gate: nvtv fuzz could not run (see $out/fuzz.stderr)"; exit 2; fi
  if [ $fuzz -eq 124 ] || [ $fuzz -eq 137 ]; then
    # killed at the budget (a long last reduction): findings are complete or absent
    n=$(find "$out/fuzz/findings" -mindepth 1 -maxdepth 1 -type d ! -name '.*' 2>/dev/null | wc -l)
    echo "gate: nvtv fuzz overran the budget and was stopped ($n finding(s) written)"
    fuzz=$([ "$n" -gt 0 ] && echo 1 || echo 0)
  fi
fi

echo "== summary ($(secs_since "$start") s of a $budget s budget)"
status=0
# unknown or unsupported results (a solver timeout, a construct nvtv does not model) are
# warnings in the SARIF; they fail the gate only with --fail-on-unknown (then check exits 1)
ncex=$(grep -c '^[^ ].*: counterexample:' "$out/check.txt")
if [ $check -eq 3 ] && [ -z "$notreached" ]; then
  echo "note: nvtv check left some results unknown or unsupported (not a failure without --fail-on-unknown) -- $out/check.txt"
  check=0
fi
if [ "$ncex" -gt 0 ] || { [ $check -ne 0 ] && [ $check -ne 3 ]; }; then
  echo "FAIL: nvtv check: $ncex counterexample(s)$([ ${#strict[@]} -gt 0 ] && echo ' or unknown results') -- $out/check.txt, $out/check.sarif, $out/check.junit.xml"
  status=1
fi
if [ -n "$notreached" ]; then
  echo "FAIL: nvtv check did not reach every kernel within the budget of $budget s (raise --budget, or check fewer kernels) -- $out/check.txt"
  status=1
fi
if [ $fuzz -ne 0 ]; then
  echo "FAIL: nvtv fuzz: $(find "$out/fuzz/findings" -mindepth 1 -maxdepth 1 -type d 2>/dev/null | wc -l) unique finding(s) -- $out/fuzz/findings (each with min.ll and repro), $out/fuzz/report.sarif"
  status=1
fi
[ $status -eq 0 ] && echo "PASS: no finding"
exit $status
