// A clamp written with ternaries at -O0 (stop 35): clang -O0 gives `x < w - 1 ? x : w - 1`
// a branch and a phi (a select of the test's own operands), instcombine writes
// `smin(x, w - 1)`.  The normal form writes such a select as the minimum (or maximum), and
// takes sext through smin/smax (zext through umin/umax), so both addresses are one term.
// Stop 34's build: the load's address unknown.
// RUN: nvtv check %s -llvm-passes='default<O3>' --cuda-O 0 --timeout-ms 1000 > %t
// RUN: FileCheck %s --input-file %t
// CHECK: @_Z9clampcopyPKfPfii: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
__global__ void __launch_bounds__(256)
clampcopy(const float *__restrict__ in, float *__restrict__ out, int w, int h)
{
    int x = blockIdx.x * 32 + threadIdx.x;
    int y = blockIdx.y * 8 + threadIdx.y;
    int cx = x < w - 1 ? x : w - 1;
    int cy = y < h - 1 ? y : h - 1;
    out[y * w + x] = in[cy * w + cx];
}
