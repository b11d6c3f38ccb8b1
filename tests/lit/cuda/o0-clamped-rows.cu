// A pitched image read at a shifted, border-clamped pixel, at -O0 under default<O3> (stop
// 36).  clang -O0 writes `min(max(v, lo), hi)` as selects over comparisons; instcombine
// writes smin/smax.  The address `src + sext(sy)*pitch*4 + sext(sx)*4` multiplies the
// clamped row by the pitch: Z3 ran out of its budget on the whole equality.  The two normal
// forms differ only in the clamped row and column, and those are proved equal alone
// (verify/oblig/discharge.c, congruence_proves), which proves the addresses equal.
// An earlier build: 1 unknown ("src and tgt access the same address": timeout).
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 1000 > %t
// RUN: FileCheck %s --input-file %t
// CHECK-NOT: unknown:
// CHECK: @_Z13shift_clampedPfPKfiiiii: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
#include <cuda_runtime.h>

__device__ __forceinline__ int clampi(int v, int lo, int hi)
{
    return min(max(v, lo), hi);
}

// Each output pixel reads a shifted, border-clamped pixel of a pitched image.
__global__ void __launch_bounds__(256)
shift_clamped(float *__restrict__ dst, const float *__restrict__ src,
              int w, int h, int pitch, int dx, int dy)
{
    const int x = blockIdx.x * 32 + threadIdx.x;
    const int y = blockIdx.y * 8 + threadIdx.y;
    if (x >= w || y >= h)
        return;
    const int sx = clampi(x + dx, 0, w - 1);
    const int sy = clampi(y + dy, 0, h - 1);
    dst[(size_t)y * pitch + x] = src[(size_t)sy * pitch + sx];
}
