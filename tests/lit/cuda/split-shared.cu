// A fresh kernel (layer-norm style: thread 0 puts a row's mean and scale in
// `__shared__ float s_stats[2]`, every thread reads them in its loop), at -O0 under
// default<O3>: GlobalOpt splits s_stats into @s_stats.0 and @s_stats.1, and four
// provenance-changed "counterexamples" were reported, none confirmed by execution.  The
// parts are rejoined into src's object (tests/lit/verify/split-global.ll has the rules).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 300 > %t || true
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: provenance-changed
// CHECK: @_Z14normalize_rowsPKfS0_Pfi: {{[0-9]+}} proved, 0 bounded, {{[0-9]+}} unknown, 0 counterexamples
// CHECK: rejoined: tgt's @_ZZ14normalize_rowsPKfS0_PfiE7s_stats.0 at 0, @_ZZ14normalize_rowsPKfS0_PfiE7s_stats.1 at 4 of @_ZZ14normalize_rowsPKfS0_PfiE7s_stats
__global__ void __launch_bounds__(128)
normalize_rows(const float *__restrict__ in, const float *__restrict__ stats, float *__restrict__ out, int cols) {
  __shared__ float s_stats[2];
  const int r = blockIdx.x;
  if (threadIdx.x == 0) {
    s_stats[0] = stats[2 * r];
    s_stats[1] = stats[2 * r + 1];
  }
  __syncthreads();
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    size_t idx = (size_t)r * cols + c;
    out[idx] = (in[idx] - s_stats[0]) * s_stats[1];
  }
}
