// The widened rule on CUDA code under default<O3> (clang -O1 first).  SLP turns the four
// byte stores of o[4i+0..3] into one `store <4 x i8>` of `add <4 x i8>` of two `load <4 x i8>`
// that replace the eight uchar4 field loads.  Each store lane is read off through the vector
// add down to the lanes of the widened loads.  (A newcomer's kernel: before, 5
// tags-lost; then, with the lanes of loads read through, 4 unknown because the lane value
// took another candidate load's value where %a and %b alias; now every access is proved.)
// quantize_int8 (corpus): SLP's `<4 x i8>` store of four clamped bytes.
// RUN: nvtv check %s -llvm-passes='default<O3>' | FileCheck %s
// CHECK: @_Z4addbPKhS0_Phi: 12 proved, 0 bounded, 0 unknown, 0 counterexamples
// CHECK: rules: proved 0 one-to-one, 0 merged, 0 deleted-load, 12 widened
// RUN: nvtv check %corpus/cuda/quantize_int8.cu -llvm-passes='default<O3>' | FileCheck %s --check-prefix=QUANT
// QUANT: total: 1 files, 2 kernels: 24 proved, 0 bounded, 0 unknown, 0 counterexamples
// QUANT: rules: proved 20 one-to-one, 0 merged, 0 deleted-load, 4 widened
__global__ void addb(const unsigned char *__restrict__ a, const unsigned char *__restrict__ b,
                     unsigned char *__restrict__ o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const uchar4 *A = reinterpret_cast<const uchar4 *>(a);
    const uchar4 *B = reinterpret_cast<const uchar4 *>(b);
    uchar4 x = A[i], y = B[i];
    o[4 * i + 0] = x.x + y.x;
    o[4 * i + 1] = x.y + y.y;
    o[4 * i + 2] = x.z + y.z;
    o[4 * i + 3] = x.w + y.w;
  }
}
