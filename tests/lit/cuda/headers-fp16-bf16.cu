// cuda_fp16.h and cuda_bf16.h without a toolkit: __half and __half2 arithmetic, conversions
// and operators, and __nv_bfloat16, as the PTX instructions CUDA's headers write in inline asm
// (add.f16, fma.rn.f16x2, cvt.rn.f16.f32, add.rn.bf16, ...).  The verifier reads them as pure
// functions; the interpreter runs them: 1.5 * 2.5 + 0.25 = 4 (half 0x4400), (1 + 2, 3 * 4)
// as __half2 (0x4200, 0x4a00), bf16 1.5 + 2.25 = 3.75 (0x4070), and back to float.
// RUN: nvtv check %s -passes=default | FileCheck %s
// CHECK: total: 1 files, 4 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// RUN: nvtv check %s -llvm-passes='default<O3>' | FileCheck %s --check-prefix=O3
// O3: total: 1 files, 4 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// RUN: nvtv run %s _Z5hmathP6__halfPf --ntid 1,1,1 --fill zero | FileCheck %s --check-prefix=HALF
// HALF:      %h: 4096 bytes of global memory
// HALF-NEXT: +0x0000: 00440042 004a0000
// HALF:      %f: 4096 bytes of global memory
// HALF-NEXT: +0x0000: 00008040 00004040 00004041
// RUN: nvtv run %s _Z5bmathP13__nv_bfloat16Pf --ntid 1,1,1 --fill zero | FileCheck %s --check-prefix=BF16
// BF16:      %b: 4096 bytes of global memory
// BF16-NEXT: +0x0000: 7040
// BF16:      %f: 4096 bytes of global memory
// BF16-NEXT: +0x0000: 00007040
// Native half (_Float16: LLVM's half type, its arithmetic, conversions and <2 x half>): the
// interpreter computes each operation exactly and rounds once, 1.5 * 2.5 + 0.25 = 4 (0x4400),
// 65504 * 2 overflows to infinity (0x7c00), 2^-24 / 2 ties to even 0, (1.5, 2.5) + (2.5,
// 0.25) as a <2 x half> is (4, 2.75):
// RUN: nvtv run %s _Z6nativeDF16_DF16_DF16_DF16_DF16_PDF16_Pf --args a=1.5,b=2.5,c=0.25,big=65504,tiny=5.9604644775390625e-8 --ntid 1,1,1 --fill zero | FileCheck %s --check-prefix=NATIVE
// NATIVE:      %h: 4096 bytes of global memory
// NATIVE-NEXT: +0x0000: 0044007c 00000044
// NATIVE:      %f: 4096 bytes of global memory
// NATIVE-NEXT: +0x0000: 00008040 0000807f 00003040
// RUN: nvtv tag %s -o %t.ll
// RUN: nvtv diff %t.ll %t.ll --runs 4 | FileCheck %s --check-prefix=SAME
// SAME: no difference
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void hmath(__half *h, float *f) {
  __half a = __float2half(1.5f), b = 2.5f, c = __float2half(0.25f);
  __half r = __hfma(a, b, c);
  __half2 p = __halves2half2(__float2half(1.f), __float2half(3.f));
  __half2 q = __halves2half2(__float2half(2.f), __float2half(4.f));
  __half2 s = __halves2half2(__low2half(__hadd2(p, q)), __high2half(__hmul2(p, q)));
  h[0] = r;
  h[1] = s.x;
  h[2] = s.y;
  f[0] = __half2float(r);
  f[1] = __low2float(s);
  f[2] = (float)(s.y - __float2half(0.f)) - 0.f;
}

__global__ void bmath(__nv_bfloat16 *b, float *f) {
  __nv_bfloat16 x = __float2bfloat16(1.5f), y = __float2bfloat16(2.25f);
  __nv_bfloat16 z = __hadd(x, y);
  b[0] = z;
  f[0] = __bfloat162float(z);
}

__global__ void haxpy(int n, __half a, const __half *__restrict__ x, __half *__restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

typedef _Float16 half2v __attribute__((ext_vector_type(2)));
__global__ void native(_Float16 a, _Float16 b, _Float16 c, _Float16 big, _Float16 tiny, _Float16 *h, float *f) {
  _Float16 r = a * b + c, o = big * (_Float16)2, z = tiny / (_Float16)2;
  half2v p = {a, b}, q = {b, c};
  half2v s = p + q;
  h[0] = r;
  h[1] = o;
  h[2] = z;
  h[3] = s.x;
  f[0] = (float)r;
  f[1] = (float)o;
  f[2] = (float)s.y;
}
