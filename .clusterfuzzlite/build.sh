#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build of nvtv's libFuzzer harness (fuzz/harness/harness.c): the
# whole library compiled with the fuzzing toolchain's $CC $CFLAGS, linked with
# $LIB_FUZZING_ENGINE, into $OUT/nvtv_fuzzer, with its options and a seed corpus.  Runs inside the base-builder image (see Dockerfile) or
# locally with those variables set (tests: fuzz.oss-fuzz-build):
#   CC=clang-19 CFLAGS='-O1 -fsanitize=fuzzer-no-link' LIB_FUZZING_ENGINE=-fsanitize=fuzzer \
#   OUT=/tmp/out WORK=/tmp/work .clusterfuzzlite/build.sh
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
: "${OUT:?set OUT}" "${CC:?set CC}" "${LIB_FUZZING_ENGINE:?set LIB_FUZZING_ENGINE}"
CFLAGS="${CFLAGS:-}"
WORK="${WORK:-$(mktemp -d)}"
LLVM_CONFIG="${LLVM_CONFIG:-/usr/lib/llvm-19/bin/llvm-config}"
mkdir -p "$OUT" "$WORK"

# the CUDA prelude and its shim headers embedded as a table (what CMake generates for the
# normal build)
{
  echo "/* generated from src/ir/cuda/include by .clusterfuzzlite/build.sh */"
  echo "struct ir_cuda_header { const char *name; const unsigned char *data; unsigned long len; };"
  i=0
  table=""
  while IFS= read -r h; do
    echo "static const unsigned char h$i[] = {"
    od -An -v -tx1 "src/ir/cuda/include/$h" | sed 's/ \([0-9a-f][0-9a-f]\)/0x\1,/g'
    echo "0};"
    table="$table  {\"$h\", h$i, sizeof h$i - 1},"$'\n'
    i=$((i + 1))
  done < <(cd src/ir/cuda/include && find . -type f \( -name '*.h' -o -name '*.hpp' \) | sed 's|^\./||' | LC_ALL=C sort)
  echo "extern const struct ir_cuda_header ir_cuda_headers[];"
  echo "const struct ir_cuda_header ir_cuda_headers[] = {"
  printf '%s' "$table"
  echo "  {0, 0, 0}};"
} > "$WORK/cuda_prelude.c"

llvm_libs=$("$LLVM_CONFIG" --libs core irreader bitreader bitwriter analysis passes target nvptxcodegen nvptxdesc nvptxinfo)
llvm_libdir=$("$LLVM_CONFIG" --libdir)
xml_inc=$(pkg-config --cflags libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2)
objs=()
for f in src/ir/*.c src/sym/*.c src/passes/*.c verify/*.c verify/oblig/*.c verify/rules/*.c verify/exec/*.c fuzz/*.c "$WORK/cuda_prelude.c" fuzz/harness/harness.c; do
  o="$WORK/$(echo "$f" | tr '/' '_').o"
  # shellcheck disable=SC2086
  $CC $CFLAGS -std=c11 -w -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
    -DNVTV_CLANG_PATH="\"$("$LLVM_CONFIG" --bindir)/clang\"" \
    -Isrc/ir -Isrc/sym -Isrc/passes -Iverify -Iverify/oblig -Iverify/rules -Iverify/exec -Ifuzz -I"$("$LLVM_CONFIG" --includedir)" $xml_inc \
    -c "$f" -o "$o" &
  objs+=("$o")
  [ "$(jobs -r | wc -l)" -ge "$(nproc)" ] && wait -n
done
wait
# shellcheck disable=SC2086
$CC $CFLAGS "${objs[@]}" $LIB_FUZZING_ENGINE -o "$OUT/nvtv_fuzzer" -L"$llvm_libdir" $llvm_libs -lz3 -ljansson -lxml2 -lm -pthread \
  -Wl,-rpath,"$llvm_libdir"

# options and a seed corpus (random spec bytes: every byte string decodes to a kernel)
printf '[libfuzzer]\nmax_len = 4096\ntimeout = 10\n' > "$OUT/nvtv_fuzzer.options"
seeds="$WORK/seeds"
rm -rf "$seeds" && mkdir -p "$seeds"
for i in $(seq 1 32); do head -c 256 /dev/urandom > "$seeds/rand$i"; done
(cd "$seeds" && zip -q -r "$OUT/nvtv_fuzzer_seed_corpus.zip" . 2>/dev/null || true)
echo "built $OUT/nvtv_fuzzer"
