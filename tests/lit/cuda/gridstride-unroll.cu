// A grid-stride loop with `#pragma unroll 4` (a fresh kernel), under default<O3>
// after clang -O3.  The unroller's prologue runs ((smax(n, i0 + stride) - (i0 + stride +
// zext c)) /u stride + zext c + 1) & 3 iterations; instcombine rewrote the subtraction as
// (smax - (i0 + stride)) + sext c.  sext of an i1 had its own atom, so the two trip counts
// differed, the main loop's header phis did not pair ("tgt phi has no src partner"), and
// every access of the unrolled body was checked by bounded unrolling: 12 unknown (solver
// timeouts) and 4.5 minutes for one saxpy.  sext of an i1 is now minus its zext.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 3 | FileCheck %s
// CHECK: @_Z16saxpy_gridstrideifPKfPf: 15 proved, 0 bounded, 0 unknown, 0 counterexamples
__global__ void __launch_bounds__(256)
saxpy_gridstride(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
  int stride = gridDim.x * blockDim.x;
#pragma unroll 4
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    y[i] = a * x[i] + y[i];
}
