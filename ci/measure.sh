#!/usr/bin/env bash
# Regenerates docs/status.md: nvtv's current figures, measured on this machine with the
# build in ${BUILD_DIR:-build} (ci/test.sh or ci/demo.sh builds it):
#   - nvtv check over corpus/*.ll and corpus/barriers/*.ll, under our pipeline and LLVM's
#     reference address pipeline;
#   - nvtv check over corpus/cuda/*.cu at --cuda-O 1 under our pipeline, the reference
#     pipeline and default<O3>;
#   - nvtv check over corpus/cuda-programs (whole programs) with nvtv's prelude under the
#     three, and with a toolkit's headers (where there is one) under ours;
#   - nvtv bench verify corpus; nvtv bench ptx corpus (and --vs-llvm-lsr);
#   - a fuzz campaign of our pipeline, and an adversary campaign (its table).
# Each row says what it ran and how long it took; the page says the commit, the date and the
# machine.
#
# usage: ci/measure.sh [--quick] [--out FILE]
#   --quick     a reduced set for trying it out (a few CUDA files, 10 s campaigns: about
#               a minute on 2 cores); written to $BUILD_DIR/status-quick.md unless --out
#   --out FILE  where to write the page (default docs/status.md)
# The full run takes some minutes on 2 cores; the page says how long it took.
set -euo pipefail
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
cd "$root"
build=${BUILD_DIR:-build}
quick=0
out=
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1; shift ;;
    --out) [ $# -ge 2 ] || { echo "measure: --out needs a file" >&2; exit 2; }; out="$2"; shift 2 ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's|^# \{0,1\}||'; exit 0 ;;
    *) echo "measure: unexpected argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
if [ -z "$out" ]; then
  if [ $quick = 1 ]; then out="$build/status-quick.md"; else out=docs/status.md; fi
fi
nvtv="$build/nvtv"
[ -x "$nvtv" ] || { echo "measure: no $nvtv (run ci/test.sh or ci/demo.sh first)" >&2; exit 2; }

PIPE='function(separate-const-offset-from-gep,slsr,gvn,nary-reassociate,early-cse,infer-address-spaces,loop-mssa(licm),instcombine<no-verify-fixpoint>,loop(loop-reduce))'
jobs=$(nproc)
if [ $quick = 1 ]; then
  cuda=(corpus/cuda/reduce_tree.cu corpus/cuda/matmul_tiled.cu corpus/cuda/saxpy_grid_stride.cu corpus/cuda/stencil2d_tile_halo.cu)
  bench_files=(corpus/basr_strided4.ll corpus/chase_list.ll corpus/struct_gep.ll corpus/smem_reduce.ll corpus/stencil2d.ll corpus/nested_loops2.ll)
  fuzz_secs=10
else
  cuda=(corpus/cuda/*.cu)
  bench_files=(corpus)
  fuzz_secs=60
fi

start=$(date +%s)
load0=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
tmp=$(mktemp -d /tmp/nvtv-measure.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
now() { date +%s.%N; }

# one row of check: NAME, the command as the page shows it, then nvtv check's arguments;
# writes $tmp/NAME.json and $tmp/NAME.meta (exit status, wall seconds, the command)
check_row() {
  local name=$1 shown=$2; shift 2
  echo "+ $shown" >&2
  local t0 t1 rc=0
  t0=$(now)
  "$nvtv" check --json "$@" > "$tmp/$name.json" 2> "$tmp/$name.err" || rc=$?
  t1=$(now)
  printf '%s\n%s\n%s\n' "$rc" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')" "$shown" > "$tmp/$name.meta"
}

cuda_shown='corpus/cuda/*.cu'
[ $quick = 1 ] && cuda_shown="${cuda[*]}"
check_row corpus-default "nvtv check corpus/*.ll corpus/barriers/*.ll -passes=default" \
  corpus/*.ll corpus/barriers/*.ll -passes=default
check_row corpus-llvm "nvtv check corpus/*.ll corpus/barriers/*.ll -llvm-passes=\"\$PIPE\"" \
  corpus/*.ll corpus/barriers/*.ll -llvm-passes="$PIPE"
check_row cuda-default "nvtv check $cuda_shown --cuda-O 1 -passes=default" \
  "${cuda[@]}" --cuda-O 1 -passes=default
check_row cuda-llvm "nvtv check $cuda_shown --cuda-O 1 -llvm-passes=\"\$PIPE\"" \
  "${cuda[@]}" --cuda-O 1 -llvm-passes="$PIPE"
check_row cuda-o3 "nvtv check $cuda_shown --cuda-O 1 -llvm-passes='default<O3>'" \
  "${cuda[@]}" --cuda-O 1 -llvm-passes='default<O3>'
# whole programs: with nvtv's prelude (the toolkit hidden) and with the toolkit's headers
progs=(corpus/cuda-programs/*.cu corpus/cuda-programs/public/*.cu -I corpus/cuda-programs/public/common)
progs_shown='corpus/cuda-programs/*.cu corpus/cuda-programs/public/*.cu -I corpus/cuda-programs/public/common'
NVTV_NO_CUDA_TOOLKIT=1 check_row progs-default "NVTV_NO_CUDA_TOOLKIT=1 nvtv check $progs_shown -passes=default" \
  "${progs[@]}" -passes=default
NVTV_NO_CUDA_TOOLKIT=1 check_row progs-llvm "NVTV_NO_CUDA_TOOLKIT=1 nvtv check $progs_shown -llvm-passes=\"\$PIPE\"" \
  "${progs[@]}" -llvm-passes="$PIPE"
NVTV_NO_CUDA_TOOLKIT=1 check_row progs-o3 "NVTV_NO_CUDA_TOOLKIT=1 nvtv check $progs_shown -llvm-passes='default<O3>'" \
  "${progs[@]}" -llvm-passes='default<O3>'
check_row progs-toolkit "nvtv check $progs_shown -passes=default" "${progs[@]}" -passes=default

echo "+ nvtv bench verify ${bench_files[*]}" >&2
"$nvtv" bench verify "${bench_files[@]}" > "$tmp/bench-verify.txt" 2>&1 || echo "bench verify: exit $?" >> "$tmp/bench-verify.txt"
echo "+ nvtv bench ptx corpus" >&2
"$nvtv" bench ptx corpus --json > "$tmp/bench-ptx.json" 2> "$tmp/bench-ptx.err" || true
echo "+ nvtv bench ptx corpus --vs-llvm-lsr" >&2
"$nvtv" bench ptx corpus --vs-llvm-lsr --json > "$tmp/bench-lsr.json" 2> "$tmp/bench-lsr.err" || true

echo "+ nvtv fuzz --time $fuzz_secs --jobs $jobs --corpus corpus -passes=default" >&2
"$nvtv" fuzz -q --time "$fuzz_secs" --jobs "$jobs" --corpus corpus -passes=default --out "$tmp/fuzz" \
  > "$tmp/fuzz.txt" 2>&1 || echo "exit $?" >> "$tmp/fuzz.txt"
echo "+ nvtv fuzz --adversary --time $fuzz_secs --jobs $jobs --corpus corpus" >&2
"$nvtv" fuzz -q --adversary --time "$fuzz_secs" --jobs "$jobs" --corpus corpus --out "$tmp/adversary" \
  > "$tmp/adversary.txt" 2>&1 || echo "exit $?" >> "$tmp/adversary.txt"

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
git diff --quiet HEAD -- src verify fuzz CMakeLists.txt 2>/dev/null || commit="$commit, with uncommitted changes to the sources"
cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //' || echo unknown)
ptxas=no; [ -x /usr/local/cuda/bin/ptxas ] && ptxas=yes
version=$("$nvtv" --version 2>&1 | head -n 1 || true)
headers=$("$nvtv" --version -v 2>&1 | sed -n 's/^CUDA headers: //p' || true)
load1=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')

python3 - "$tmp" "$out" "$commit" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(nproc)" "$cpu" "$version" "$quick" "$fuzz_secs" "$jobs" "$ptxas" "$headers" "$load0" "$load1" "$(( $(date +%s) - start ))" <<'EOF'
import glob, json, os, re, sys

tmp, out, commit, date, ncpu, cpu, version, quick, fuzz_secs, jobs, ptxas, headers, load0, load1, took = sys.argv[1:]
L = []
w = L.append

def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None

w("# Status")
w("")
if quick == "1":
    w("Current figures of a reduced set (a few CUDA files, short campaigns), generated by `ci/measure.sh --quick`.")
else:
    w("Current figures only, generated by `ci/measure.sh`; history is in `git log`.")
w("Do not edit by hand: run `ci/measure.sh` and commit the result.")
w("")
w("| | |")
w("| --- | --- |")
w("| commit | `%s` (the checkout's HEAD; the binary's own revision is on the nvtv line) |" % commit)
w("| date | %s (the whole measurement took %d min %d s) |" % (date, int(took) // 60, int(took) % 60))
w("| machine | %s cores, %s; load average %s at the start, %s at the end |" % (ncpu, cpu, load0, load1))
w("| nvtv | %s |" % version)
w("| CUDA headers | %s |" % (headers or "?"))
w("| ptxas | %s |" % ("yes (registers counted)" if ptxas == "yes" else "no (registers n/a)"))
w("")

# ---- check rows ----
rows = [("corpus-default", "corpus/*.ll, corpus/barriers/*.ll", "ours (`-passes=default`)"),
        ("corpus-llvm", "corpus/*.ll, corpus/barriers/*.ll", "LLVM's reference pipeline"),
        ("cuda-default", "corpus/cuda at -O1", "ours (`-passes=default`)"),
        ("cuda-llvm", "corpus/cuda at -O1", "LLVM's reference pipeline"),
        ("cuda-o3", "corpus/cuda at -O1", "`-llvm-passes='default<O3>'`"),
        ("progs-default", "corpus/cuda-programs, nvtv's prelude", "ours (`-passes=default`)"),
        ("progs-llvm", "corpus/cuda-programs, nvtv's prelude", "LLVM's reference pipeline"),
        ("progs-o3", "corpus/cuda-programs, nvtv's prelude", "`-llvm-passes='default<O3>'`"),
        ("progs-toolkit", "corpus/cuda-programs, a toolkit's headers", "ours (`-passes=default`)")]
w("## Verification")
w("")
w("`nvtv check --json` per corpus and pipeline (wall time of the whole run; every counterexample")
w("is executed before it is reported). The reference pipeline is LLVM's address pipeline,")
w("`function(separate-const-offset-from-gep,slsr,gvn,nary-reassociate,early-cse,infer-address-spaces,loop-mssa(licm),instcombine<no-verify-fixpoint>,loop(loop-reduce))`.")
w("")
w("| corpus | pipeline | files | kernels | accesses | proved | bounded | unknown | cex | unsupported | exit | wall |")
w("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
commands = []
rules_lines = []
for name, corpus, pipe in rows:
    d = load(os.path.join(tmp, name + ".json"))
    try:
        rc, secs, cmd = open(os.path.join(tmp, name + ".meta")).read().split("\n")[:3]
    except (OSError, ValueError):
        rc, secs, cmd = "?", "0", "?"
    commands.append(cmd)
    if not d:
        w("| %s | %s | - | - | - | - | - | - | - | - | %s | %.1f s |" % (corpus, pipe, rc, float(secs or 0)))
        continue
    files = d.get("files", [])
    fns = [fn for f in files for fn in f.get("functions", [])]
    t = d.get("total", {})
    acc = sum(fn.get("accesses", 0) for fn in fns)
    errs = sum(1 for f in files if f.get("error"))
    unk = t.get("unknown", 0)
    pct = lambda n: " (%.2f%%)" % (100.0 * n / acc) if acc and n else ""
    w("| %s | %s | %d%s | %d | %d | %d | %d | %d%s | %d | %d%s | %s | %.1f s |" % (
        corpus, pipe, len(files), " (%d errors)" % errs if errs else "", len(fns), acc, t.get("proved", 0),
        t.get("bounded", 0), unk, pct(unk), t.get("counterexample", 0), t.get("unsupported", 0),
        pct(t.get("unsupported", 0)), rc, float(secs)))
    rules = {}
    for fn in fns:
        for k, v in (fn.get("rules") or {}).items():
            rules[k] = rules.get(k, 0) + v
    if any(v for k, v in rules.items() if k != "one-to-one"):
        rules_lines.append("- %s, %s: %s" % (corpus, pipe, ", ".join("%d %s" % (v, k) for k, v in rules.items())))
w("")
if rules_lines:
    w("Proved accesses per correspondence rule, where a rule besides the tags proved something:")
    w("")
    L.extend(rules_lines)
    w("")
w("Commands (`PIPE` is the reference pipeline above):")
w("")
w("```text")
L.extend(commands)
w("```")
w("")

# ---- bench verify ----
w("## bench verify")
w("")
try:
    bv = open(os.path.join(tmp, "bench-verify.txt")).read()
except OSError:
    bv = ""
head = bv.splitlines()[0] if bv else ""
w("`nvtv bench verify %s`: %s" % ("corpus" if quick != "1" else "(6 corpus files)", head.split(": ", 1)[1] if ": " in head else head))
w("")
pat = re.compile(r"^(fast path|always-z3)\s+(\d+) kernels\s+([\d.]+) kernels/s\s+per kernel: median\s+([\d.]+) ms, p95\s+([\d.]+) ms\s+"
                 r"solver queries\s+(\d+): median\s+([\d.]+) ms, p95\s+([\d.]+) ms, max\s+([\d.]+) ms\s+\(proved (\d+), bounded (\d+), unknown (\d+), cex (\d+)\)")
table = [m.groups() for m in map(pat.match, bv.splitlines()) if m]
if table:
    w("| run | kernels | kernels/s | median per kernel | p95 per kernel | queries | median query | p95 query | max query | proved | bounded | unknown | cex |")
    w("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for g in table:
        w("| %s | %s | %s | %s ms | %s ms | %s | %s ms | %s ms | %s ms | %s | %s | %s | %s |" % g)
    w("")
    for line in bv.splitlines():
        if line.startswith("speed-up") or line.startswith("peak memory") or "units in" in line:
            w("- " + line.strip())
    w("")
else:
    w("```text")
    w(bv.strip())
    w("```")
    w("")

# ---- bench ptx ----
def ptx_section(title, path, what):
    d = load(path)
    w("## " + title)
    w("")
    if not d:
        err = ""
        try:
            err = open(path[:-5] + ".err").read().strip()
        except OSError:
            pass
        w("not measured%s" % (": " + err.splitlines()[-1] if err else ""))
        w("")
        return
    ks = d.get("kernels", [])
    g = d.get("geomean", {})
    w("%s (%s, baseline: %s; candidate: %s; registers from ptxas: %s)." % (what, d.get("mcpu", "?"), d.get("baseline", "?"),
                                                                        d.get("candidate", "?"), "yes" if d.get("ptxas") else "no"))
    w("")
    w("Geometric mean of candidate / baseline: int-ALU **%.3f** over %d kernels, int-ALU in loops **%.3f** over %d kernels." % (
        g.get("int_alu", 0) or 0, g.get("int_alu_kernels", 0), g.get("loop_int_alu", 0) or 0, g.get("loop_int_alu_kernels", 0)))
    w("")
    def cell(x):
        return "-" if x is None else str(x)
    differ = [k for k in ks if k.get("baseline") and k.get("candidate") and k["baseline"] != k["candidate"]]
    if differ:
        w("| kernel | int ALU | in loops | registers | mov |")
        w("| --- | --- | --- | --- | --- |")
        for k in differ:
            b, c = k["baseline"], k["candidate"]
            w("| %s | %s → %s | %s → %s | %s → %s | %s → %s |" % (k["kernel"], cell(b["int_alu"]), cell(c["int_alu"]),
              cell(b["loop_int_alu"]), cell(c["loop_int_alu"]), cell(b["regs"]), cell(c["regs"]), cell(b["mov"]), cell(c["mov"])))
        w("")
    w("%d kernels, %d of them with a difference; candidate worse (more registers or int-ALU instructions): %s." % (
        len(ks), len(differ), ", ".join(k["kernel"] for k in ks if k.get("worse")) or "none"))
    w("")

ptx_section("bench ptx", os.path.join(tmp, "bench-ptx.json"),
            "`nvtv bench ptx corpus`: our default pipeline against the file as is, both through LLVM's NVPTX code generation at -O3")
ptx_section("bench ptx --vs-llvm-lsr", os.path.join(tmp, "bench-lsr.json"),
            "`nvtv bench ptx corpus --vs-llvm-lsr`: `-passes=lsr` against `-llvm-passes='loop(loop-reduce)'`, LLVM's own LSR off in code generation on both sides")

# ---- campaigns ----
def campaign(name):
    d = load(os.path.join(tmp, name, "campaign.json")) or {}
    try:
        text = open(os.path.join(tmp, name + ".txt")).read()
    except OSError:
        text = ""
    uniq = len([p for p in glob.glob(os.path.join(tmp, name, "findings", "*")) if not os.path.basename(p).startswith(".")])
    return d, text, uniq

w("## Campaigns")
w("")
d, text, uniq = campaign("fuzz")
el = d.get("elapsed") or 0
k = d.get("kernels", 0)
a = d.get("accesses", {})
w("`nvtv fuzz --time %s --jobs %s --corpus corpus -passes=default` (generated kernels and, one in four, mutated corpus kernels; each verified):" % (fuzz_secs, jobs))
w("")
w("| kernels | seconds | kernels/s | per job | proved | bounded | unknown | unsupported | findings (unique) |")
w("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
w("| %d | %.1f | %.1f | %.1f | %d | %d | %d | %d | %d (%d) |" % (k, el, k / el if el else 0, k / el / int(jobs) if el else 0,
  a.get("proved", 0), a.get("bounded", 0), a.get("unknown", 0), a.get("unsupported", 0), d.get("findings", 0), uniq))
for line in text.splitlines():
    if line.startswith("time per kernel"):
        w("")
        w(line.strip() + ".")
w("")

d, text, uniq = campaign("adversary")
el = d.get("elapsed") or 0
k = d.get("kernels", 0)
w("`nvtv fuzz --adversary --time %s --jobs %s --corpus corpus`: %d pairs in %.1f s (%.2f pairs/s), %d unique `verifier-unsound` findings." % (
    fuzz_secs, jobs, k, el, k / el if el else 0, uniq))
w("")
kinds = (d.get("adversary") or {}).get("kinds") or []
if kinds:
    cols = ["pairs", "differ", "hit", "recall", "unsound", "bounded", "unknown", "unsupported", "cex_only", "same", "not_run"]
    names = ["pairs", "differ", "cex", "recall", "unsound", "bounded", "unknown", "unsupp", "cex-only", "same", "not-run"]
    w("| kind | " + " | ".join(names) + " |")
    w("| --- |" + " --- |" * len(names))
    tot = {c: 0 for c in cols}
    for r in kinds:
        for c in cols:
            if c != "recall":
                tot[c] += r.get(c) or 0
        w("| %s | %s |" % (r.get("kind"), " | ".join(("%.1f%%" % (100 * r[c]) if r.get(c) is not None else "-") if c == "recall" else str(r.get(c, 0)) for c in cols)))
    tot["recall"] = "%.1f%%" % (100.0 * tot["hit"] / tot["differ"]) if tot["differ"] else "-"
    w("| total | %s |" % " | ".join(str(tot[c]) for c in cols))
    w("")
    w("Recall is CEX / DIFFER: of the pairs execution tells apart, the fraction the verifier reports as confirmed counterexamples; UNSOUND must be 0 ([adversary.md](adversary.md)).")
else:
    w("```text")
    w(text.strip())
    w("```")
w("")

with open(out, "w") as f:
    f.write("\n".join(L).rstrip() + "\n")
print("wrote " + out)
EOF
