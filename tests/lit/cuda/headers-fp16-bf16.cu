// cuda_fp16.h and cuda_bf16.h without a toolkit: __half and __half2 arithmetic, conversions
// and operators, and __nv_bfloat16, as the PTX instructions CUDA's headers write in inline asm
// (add.f16, fma.rn.f16x2, cvt.rn.f16.f32, add.rn.bf16, ...).  The verifier reads them as pure
// functions; the interpreter runs them: 1.5 * 2.5 + 0.25 = 4 (half 0x4400), (1 + 2, 3 * 4)
// as __half2 (0x4200, 0x4a00), bf16 1.5 + 2.25 = 3.75 (0x4070), and back to float.
// RUN: nvtv check %s -passes=default | FileCheck %s
// CHECK: total: 1 files, 3 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// RUN: nvtv check %s -llvm-passes='default<O3>' | FileCheck %s --check-prefix=O3
// O3: total: 1 files, 3 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
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
