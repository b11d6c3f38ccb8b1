// CUDA's math library and intrinsics without a toolkit, from clang's own wrapper headers
// (__clang_cuda_math.h, __clang_cuda_device_functions.h, __clang_cuda_intrinsics.h,
// __clang_cuda_cmath.h): the float and double functions as libdevice's (__nv_sincosf,
// __nv_erff, ...), which stay calls (-nocudalib): pure functions for the verifier, but for
// the ones that write through a pointer; the classification functions, rounding-mode
// arithmetic, conversions, the integer intrinsics, warp reductions and matching, scoped
// atomics, timers, device printf and assert.
// RUN: nvtv check %s -passes=default | FileCheck %s
// CHECK: total: 1 files, 6 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// RUN: nvtv check %s -llvm-passes='default<O3>' | FileCheck %s --check-prefix=O3
// O3: total: 1 files, 6 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
// The interpreter runs every kernel but @pointers (it does not run libdevice's
// pointer-writing functions); clock64() counts the thread's reads, __nanosleep and printf
// are no-ops, a failed assert traps:
// RUN: nvtv run %s _Z6floatsPKfPf --ntid 4,1,1 --fill zero | FileCheck %s --check-prefix=EXEC
// RUN: nvtv run %s _Z4intsPKjPj --ntid 32,1,1 --fill zero | FileCheck %s --check-prefix=EXEC
// RUN: nvtv run %s _Z7doublesPKdPd --ntid 2,1,1 --fill zero | FileCheck %s --check-prefix=EXEC
// RUN: nvtv run %s _Z11diagnosticsPiPx --ntid 2,1,1 --fill zero | FileCheck %s --check-prefix=EXEC
// EXEC-NOT: unsupported
// EXEC: ok after
// The warp reductions, matching and funnel shifts, value by value: the sum of lanes 0..31 is
// 496 (0x1f0), lane t's match of t & 3 is 0x11111111 << (t & 3), (t:0x80000001) << 4 >> 32
// plus the clamped (1:0x10) >> 40 is 16t + 9, max(3t) + or(1 << (t & 7)) is 93 + 255:
// RUN: nvtv run %s _Z7warpopsPj --ntid 32,1,1 --fill zero | FileCheck %s --check-prefix=WARP
// WARP:      +0x0000: f0010000 f0010000
// WARP:      +0x0080: 11111111 22222222 44444444 88888888 11111111
// WARP:      +0x0100: 09000000 19000000 29000000 39000000
// WARP:      +0x0180: 5c010000 5c010000
// RUN: nvtv tag %s -o %t.ll
// RUN: nvtv diff %t.ll %t.ll _Z7warpopsPj --runs 2 --ntid 32,1,1 | FileCheck %s --check-prefix=SAME
// SAME: no difference
#include <cmath>
#include <cstdio>
#include <cassert>
#include <math_constants.h>

__global__ void floats(const float *in, float *out) {
  int i = threadIdx.x;
  float x = in[i] + 0.5f;
  float r = sinf(x) + cosf(x) + exp2f(x) + log1pf(fabsf(x)) + erff(x) + roundf(x) + atan2f(x, 2.f) + fmodf(x, 1.5f) +
            rsqrtf(x * x + 1.f) + tanhf(x) + __fadd_rn(x, 1.f) + __frcp_rn(x + 3.f) + __fmul_rz(x, x) +
            __saturatef(x) + __expf(x) + __fdividef(x, 3.f) + powf(fabsf(x), 1.5f) + cbrtf(x) + hypotf(x, 1.f) +
            fminf(x, 1.f) + fmaxf(x, -1.f) + floorf(x) + ceilf(x) + truncf(x) + copysignf(1.f, x) +
            std::sqrt(x * x) + std::abs(x) + CUDART_PI_F;
  if (isfinite(r) && !isnan(r) && !isinf(r) && !signbit(fabsf(r))) out[i] = r;
  out[4 + i] = (float)__float2int_rd(x) + (float)__float2uint_rn(fabsf(x)) + __int_as_float(0x3f800000);
}

__global__ void ints(const unsigned *in, unsigned *out) {
  unsigned t = threadIdx.x, v = in[t] + t;
  unsigned r = __popc(v) + __clz(v) + __ffs(v) + __brev(v) + __byte_perm(v, t, 0x3210) + __funnelshift_l(v, t, 3) +
               __umulhi(v, 7u) + __mul24(t, 3) + __sad(v, t, 1u) + (unsigned)__dp4a((int)v, 0x01010101, 0) +
               __reduce_add_sync(0xffffffffu, t) + __match_any_sync(0xffffffffu, t & 3) + min(v, 4u) + max(t, 2u) +
               (unsigned)min((int)t, 8) + (unsigned)abs((int)t - 4);
  uint u = r;
  out[t] = u;
  atomicAdd_block(&out[32], 1u);
  atomicMax(&out[33], t);
  if (out == NULL) __trap();
}

// libdevice's functions that write through a pointer are calls that touch memory: verified
// (an access moved across one is unknown, verify/moved-across-call.ll), not run
__global__ void pointers(const float *in, float *out) {
  float s, c, ip;
  int e;
  sincosf(in[threadIdx.x], &s, &c);
  float m = modff(frexpf(in[threadIdx.x], &e), &ip);
  out[threadIdx.x] = s + c + m + ip + (float)e;
}

__global__ void warpops(unsigned *out) {
  unsigned t = threadIdx.x;
  out[t] = __reduce_add_sync(0xffffffffu, t);
  out[32 + t] = __match_any_sync(0xffffffffu, t & 3);
  out[64 + t] = __funnelshift_l(0x80000001u, t, 4) + __funnelshift_rc(0x10u, 0x1u, 40 + t);
  out[96 + t] = __reduce_max_sync(0xffffffffu, t * 3) + __reduce_or_sync(0xffffffffu, 1u << (t & 7));
}

__global__ void doubles(const double *in, double *out) {
  int i = threadIdx.x;
  double x = in[i] + 0.25;
  out[i] = sin(x) + cos(x) + exp(x) + log(fabs(x) + 1.0) + sqrt(x * x) + pow(fabs(x), 2.0) + fma(x, x, 1.0) +
           floor(x) + __dadd_rn(x, 1.0) + (double)__double2int_rz(x) + CUDART_PI;
}

__global__ void diagnostics(int *flag, long long *t) {
  long long c0 = clock64();
  __nanosleep(100);
  if (threadIdx.x == 0) printf("block %d, flag %d\n", blockIdx.x, *flag);
  assert(*flag >= 0);
  t[threadIdx.x] = clock64() - c0;
}
