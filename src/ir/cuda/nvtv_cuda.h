/* nvtv_cuda.h: the prelude nvtv force-includes when it compiles a .cu file.
 *
 * clang-19's CUDA wrapper headers need a CUDA installation, and they do not work with CUDA
 * 13's headers.  nvtv compiles device code only, with -nocudainc, and this header supplies
 * what device code uses from the CUDA headers: the qualifiers, dim3 and the vector types,
 * synchronisation, warp shuffles and votes, atomics, __ldg and the common math functions.
 * Everything maps onto clang's own NVPTX builtins, so the IR is what clang's CUDA headers
 * would give.  `#include <cuda_runtime.h>` (and cuda.h, device_launch_parameters.h,
 * cuda_runtime_api.h) includes this header again, which does nothing.
 *
 * Host-side API (cudaMalloc, kernel launches) is not declared: nvtv only compiles the
 * device side.  A kernel that uses something missing here fails to compile with clang's
 * message ("use of undeclared identifier"), which nvtv reports as an input error.
 */
#ifndef NVTV_CUDA_H
#define NVTV_CUDA_H

#include <__clang_cuda_builtin_vars.h>

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __device_builtin__
/* The helpers below are inlined into the kernel; nodebug gives their instructions the call
 * site's line (__syncwarp() on the kernel's line, not on this header's).  always_inline:
 * CUDA's intrinsics are never calls, and at -O0 clang marks every other function noinline,
 * so a pipeline run over -O0 IR would keep __shfl_down_sync(...) or make_float3(...) as a
 * call whose arguments interprocedural passes then rewrite. */
#define NVTV_HELPER __device__ static inline __attribute__((nodebug, always_inline))
#define __cudart_builtin__
#define CUDART_CB

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;

/* ---- dim3 and the vector types ---- */

struct uint3 {
  unsigned int x, y, z;
};
struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
};
__device__ inline __cuda_builtin_threadIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_threadIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockDim_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_gridDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_gridDim_t::operator uint3() const { return {x, y, z}; }

#define NVTV_VEC2(T, N, A) \
  struct __align__(A) N##2 { T x, y; }; \
  __host__ NVTV_HELPER N##2 make_##N##2(T x, T y) { N##2 r = {x, y}; return r; }
#define NVTV_VEC3(T, N) \
  struct N##3 { T x, y, z; }; \
  __host__ NVTV_HELPER N##3 make_##N##3(T x, T y, T z) { N##3 r = {x, y, z}; return r; }
#define NVTV_VEC4(T, N, A) \
  struct __align__(A) N##4 { T x, y, z, w; }; \
  __host__ NVTV_HELPER N##4 make_##N##4(T x, T y, T z, T w) { N##4 r = {x, y, z, w}; return r; }
NVTV_VEC2(char, char, 2) NVTV_VEC4(char, char, 4)
NVTV_VEC2(unsigned char, uchar, 2) NVTV_VEC4(unsigned char, uchar, 4)
NVTV_VEC2(short, short, 4) NVTV_VEC4(short, short, 8)
NVTV_VEC2(unsigned short, ushort, 4) NVTV_VEC4(unsigned short, ushort, 8)
NVTV_VEC2(int, int, 8) NVTV_VEC3(int, int) NVTV_VEC4(int, int, 16)
NVTV_VEC2(unsigned int, uint, 8) NVTV_VEC4(unsigned int, uint, 16)
NVTV_VEC2(float, float, 8) NVTV_VEC3(float, float) NVTV_VEC4(float, float, 16)
NVTV_VEC2(double, double, 16) NVTV_VEC4(double, double, 16)
NVTV_VEC2(long long, longlong, 16)
#undef NVTV_VEC2
#undef NVTV_VEC3
#undef NVTV_VEC4

/* ---- synchronisation (__syncthreads is clang's own builtin: llvm.nvvm.barrier0) ---- */

NVTV_HELPER int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
NVTV_HELPER int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
NVTV_HELPER int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }
NVTV_HELPER void __syncwarp(unsigned int mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
NVTV_HELPER void __threadfence_block(void) { __nvvm_membar_cta(); }
NVTV_HELPER void __threadfence(void) { __nvvm_membar_gl(); }
NVTV_HELPER void __threadfence_system(void) { __nvvm_membar_sys(); }

/* ---- bit casts ---- */

NVTV_HELPER int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
NVTV_HELPER unsigned int __float_as_uint(float x) { return __builtin_bit_cast(unsigned int, x); }
NVTV_HELPER float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
NVTV_HELPER float __uint_as_float(unsigned int x) { return __builtin_bit_cast(float, x); }
NVTV_HELPER long long __double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }
NVTV_HELPER double __longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }
NVTV_HELPER int __double2hiint(double x) { return (int)(__double_as_longlong(x) >> 32); }
NVTV_HELPER int __double2loint(double x) { return (int)__double_as_longlong(x); }
NVTV_HELPER double __hiloint2double(int hi, int lo) {
  return __longlong_as_double((long long)(((unsigned long long)(unsigned int)hi << 32) | (unsigned int)lo));
}

/* ---- warp shuffles and votes ---- */

#define NVTV_SHFL(NAME, KIND, CLAMP)                                                            \
  NVTV_HELPER int NAME(unsigned int m, int v, int d, int w = 32) {                \
    return __nvvm_shfl_sync_##KIND##_i32(m, v, d, CLAMP);                                       \
  }                                                                                             \
  NVTV_HELPER unsigned int NAME(unsigned int m, unsigned int v, int d, int w = 32) { \
    return (unsigned int)__nvvm_shfl_sync_##KIND##_i32(m, (int)v, d, CLAMP);                    \
  }                                                                                             \
  NVTV_HELPER float NAME(unsigned int m, float v, int d, int w = 32) {            \
    return __nvvm_shfl_sync_##KIND##_f32(m, v, d, CLAMP);                                       \
  }
/* the clamp operand as CUDA's headers build it, for the full warp width */
NVTV_SHFL(__shfl_sync, idx, 0x1f)
NVTV_SHFL(__shfl_up_sync, up, 0)
NVTV_SHFL(__shfl_down_sync, down, 0x1f)
NVTV_SHFL(__shfl_xor_sync, bfly, 0x1f)
#undef NVTV_SHFL
/* 64-bit values as two 32-bit shuffles, as CUDA's headers do */
#define NVTV_SHFL64(NAME)                                                                       \
  NVTV_HELPER long long NAME(unsigned int m, long long v, int d, int w = 32) {     \
    int lo = NAME(m, (int)v, d, w), hi = NAME(m, (int)(v >> 32), d, w);                        \
    return (long long)(((unsigned long long)(unsigned int)hi << 32) | (unsigned int)lo);        \
  }                                                                                             \
  NVTV_HELPER unsigned long long NAME(unsigned int m, unsigned long long v, int d, \
                                                    int w = 32) {                               \
    return (unsigned long long)NAME(m, (long long)v, d, w);                                     \
  }                                                                                             \
  NVTV_HELPER double NAME(unsigned int m, double v, int d, int w = 32) {           \
    return __longlong_as_double(NAME(m, __double_as_longlong(v), d, w));                        \
  }
NVTV_SHFL64(__shfl_sync)
NVTV_SHFL64(__shfl_up_sync)
NVTV_SHFL64(__shfl_down_sync)
NVTV_SHFL64(__shfl_xor_sync)
#undef NVTV_SHFL64
NVTV_HELPER unsigned int __lanemask_lt(void) { return __nvvm_read_ptx_sreg_lanemask_lt(); }
NVTV_HELPER unsigned int __lanemask_le(void) { return __nvvm_read_ptx_sreg_lanemask_le(); }
NVTV_HELPER unsigned int __lanemask_gt(void) { return __nvvm_read_ptx_sreg_lanemask_gt(); }
NVTV_HELPER unsigned int __lanemask_ge(void) { return __nvvm_read_ptx_sreg_lanemask_ge(); }
NVTV_HELPER unsigned int __ballot_sync(unsigned int m, int p) { return __nvvm_vote_ballot_sync(m, p); }
NVTV_HELPER int __any_sync(unsigned int m, int p) { return __nvvm_vote_any_sync(m, p); }
NVTV_HELPER int __all_sync(unsigned int m, int p) { return __nvvm_vote_all_sync(m, p); }
NVTV_HELPER unsigned int __activemask(void) { return __nvvm_activemask(); }

/* ---- atomics (device scope, as CUDA's) ---- */

NVTV_HELPER int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
NVTV_HELPER unsigned int atomicAdd(unsigned int *p, unsigned int v) {
  return (unsigned int)__nvvm_atom_add_gen_i((int *)p, (int)v);
}
NVTV_HELPER unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) {
  return (unsigned long long)__nvvm_atom_add_gen_ll((long long *)p, (long long)v);
}
NVTV_HELPER float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
NVTV_HELPER double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
NVTV_HELPER int atomicSub(int *p, int v) { return __nvvm_atom_sub_gen_i(p, v); }
NVTV_HELPER unsigned int atomicSub(unsigned int *p, unsigned int v) {
  return (unsigned int)__nvvm_atom_sub_gen_i((int *)p, (int)v);
}
NVTV_HELPER int atomicExch(int *p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
NVTV_HELPER unsigned int atomicExch(unsigned int *p, unsigned int v) {
  return (unsigned int)__nvvm_atom_xchg_gen_i((int *)p, (int)v);
}
NVTV_HELPER int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
NVTV_HELPER unsigned int atomicMin(unsigned int *p, unsigned int v) { return __nvvm_atom_min_gen_ui(p, v); }
NVTV_HELPER int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
NVTV_HELPER unsigned int atomicMax(unsigned int *p, unsigned int v) { return __nvvm_atom_max_gen_ui(p, v); }
NVTV_HELPER int atomicAnd(int *p, int v) { return __nvvm_atom_and_gen_i(p, v); }
NVTV_HELPER int atomicOr(int *p, int v) { return __nvvm_atom_or_gen_i(p, v); }
NVTV_HELPER int atomicXor(int *p, int v) { return __nvvm_atom_xor_gen_i(p, v); }
NVTV_HELPER unsigned int atomicOr(unsigned int *p, unsigned int v) {
  return (unsigned int)__nvvm_atom_or_gen_i((int *)p, (int)v);
}
NVTV_HELPER unsigned int atomicAnd(unsigned int *p, unsigned int v) {
  return (unsigned int)__nvvm_atom_and_gen_i((int *)p, (int)v);
}
NVTV_HELPER unsigned int atomicXor(unsigned int *p, unsigned int v) {
  return (unsigned int)__nvvm_atom_xor_gen_i((int *)p, (int)v);
}
NVTV_HELPER unsigned long long atomicExch(unsigned long long *p, unsigned long long v) {
  return (unsigned long long)__nvvm_atom_xchg_gen_ll((long long *)p, (long long)v);
}
NVTV_HELPER float atomicExch(float *p, float v) {
  return __int_as_float(__nvvm_atom_xchg_gen_i((int *)p, __float_as_int(v)));
}
NVTV_HELPER long long atomicMin(long long *p, long long v) { return __nvvm_atom_min_gen_ll(p, v); }
NVTV_HELPER long long atomicMax(long long *p, long long v) { return __nvvm_atom_max_gen_ll(p, v); }
NVTV_HELPER unsigned long long atomicMin(unsigned long long *p, unsigned long long v) {
  return __nvvm_atom_min_gen_ull(p, v);
}
NVTV_HELPER unsigned long long atomicMax(unsigned long long *p, unsigned long long v) {
  return __nvvm_atom_max_gen_ull(p, v);
}
NVTV_HELPER unsigned int atomicInc(unsigned int *p, unsigned int v) { return __nvvm_atom_inc_gen_ui(p, v); }
NVTV_HELPER unsigned int atomicDec(unsigned int *p, unsigned int v) { return __nvvm_atom_dec_gen_ui(p, v); }
NVTV_HELPER int atomicCAS(int *p, int c, int v) { return __nvvm_atom_cas_gen_i(p, c, v); }
NVTV_HELPER unsigned int atomicCAS(unsigned int *p, unsigned int c, unsigned int v) {
  return (unsigned int)__nvvm_atom_cas_gen_i((int *)p, (int)c, (int)v);
}
NVTV_HELPER unsigned long long atomicCAS(unsigned long long *p, unsigned long long c,
                                                      unsigned long long v) {
  return (unsigned long long)__nvvm_atom_cas_gen_ll((long long *)p, (long long)c, (long long)v);
}

/* ---- read-only loads ---- */

NVTV_HELPER char __ldg(const char *p) { return __nvvm_ldg_c(p); }
NVTV_HELPER short __ldg(const short *p) { return __nvvm_ldg_s(p); }
NVTV_HELPER int __ldg(const int *p) { return __nvvm_ldg_i(p); }
NVTV_HELPER long long __ldg(const long long *p) { return __nvvm_ldg_ll(p); }
NVTV_HELPER unsigned char __ldg(const unsigned char *p) { return __nvvm_ldg_uc(p); }
NVTV_HELPER unsigned short __ldg(const unsigned short *p) { return __nvvm_ldg_us(p); }
NVTV_HELPER unsigned int __ldg(const unsigned int *p) { return __nvvm_ldg_ui(p); }
NVTV_HELPER float __ldg(const float *p) { return __nvvm_ldg_f(p); }
NVTV_HELPER double __ldg(const double *p) { return __nvvm_ldg_d(p); }
NVTV_HELPER float2 __ldg(const float2 *p) {
  typedef float v2 __attribute__((ext_vector_type(2)));
  v2 r = __nvvm_ldg_f2((const v2 *)p);
  return make_float2(r.x, r.y);
}
NVTV_HELPER float4 __ldg(const float4 *p) {
  typedef float v4 __attribute__((ext_vector_type(4)));
  v4 r = __nvvm_ldg_f4((const v4 *)p);
  return make_float4(r.x, r.y, r.z, r.w);
}

/* ---- integer intrinsics and math ---- */

NVTV_HELPER int __mul24(int a, int b) { return __nvvm_mul24_i(a, b); }
NVTV_HELPER unsigned int __umul24(unsigned int a, unsigned int b) { return __nvvm_mul24_ui(a, b); }
NVTV_HELPER int __popc(unsigned int a) { return __builtin_popcount(a); }
NVTV_HELPER int __clz(int a) { return a ? __builtin_clz((unsigned int)a) : 32; }
NVTV_HELPER int __ffs(int a) { return __builtin_ffs(a); }
NVTV_HELPER int __popcll(unsigned long long a) { return __builtin_popcountll(a); }
NVTV_HELPER int __clzll(long long a) { return a ? __builtin_clzll((unsigned long long)a) : 64; }
NVTV_HELPER int __ffsll(long long a) { return __builtin_ffsll(a); }
NVTV_HELPER unsigned int __umulhi(unsigned int a, unsigned int b) {
  return (unsigned int)(((unsigned long long)a * b) >> 32);
}
NVTV_HELPER int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
NVTV_HELPER unsigned int __brev(unsigned int a) { return __builtin_bitreverse32(a); }

__host__ NVTV_HELPER int min(int a, int b) { return a < b ? a : b; }
__host__ NVTV_HELPER int max(int a, int b) { return a > b ? a : b; }
__host__ NVTV_HELPER unsigned int min(unsigned int a, unsigned int b) { return a < b ? a : b; }
__host__ NVTV_HELPER unsigned int max(unsigned int a, unsigned int b) { return a > b ? a : b; }
__host__ NVTV_HELPER long long min(long long a, long long b) { return a < b ? a : b; }
__host__ NVTV_HELPER long long max(long long a, long long b) { return a > b ? a : b; }
__host__ NVTV_HELPER float min(float a, float b) { return __builtin_fminf(a, b); }
__host__ NVTV_HELPER float max(float a, float b) { return __builtin_fmaxf(a, b); }
NVTV_HELPER int abs(int a) { return a < 0 ? -a : a; }

NVTV_HELPER float fabsf(float x) { return __builtin_fabsf(x); }
NVTV_HELPER double fabs(double x) { return __builtin_fabs(x); }
NVTV_HELPER float fminf(float a, float b) { return __builtin_fminf(a, b); }
NVTV_HELPER float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
NVTV_HELPER double fmin(double a, double b) { return __builtin_fmin(a, b); }
NVTV_HELPER double fmax(double a, double b) { return __builtin_fmax(a, b); }
NVTV_HELPER float sqrtf(float x) { return __builtin_sqrtf(x); }
NVTV_HELPER double sqrt(double x) { return __builtin_sqrt(x); }
NVTV_HELPER float rsqrtf(float x) { return __nvvm_rsqrt_approx_f(x); }
NVTV_HELPER float floorf(float x) { return __builtin_floorf(x); }
NVTV_HELPER float ceilf(float x) { return __builtin_ceilf(x); }
NVTV_HELPER float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
NVTV_HELPER double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
NVTV_HELPER float __expf(float x) { return __nvvm_ex2_approx_f(x * 1.4426950408889634f); }
NVTV_HELPER float expf(float x) { return __expf(x); }
NVTV_HELPER float __logf(float x) { return __nvvm_lg2_approx_f(x) * 0.6931471805599453f; }
NVTV_HELPER float logf(float x) { return __logf(x); }
NVTV_HELPER float __sinf(float x) { return __nvvm_sin_approx_f(x); }
NVTV_HELPER float __cosf(float x) { return __nvvm_cos_approx_f(x); }
NVTV_HELPER float sinf(float x) { return __sinf(x); }
NVTV_HELPER float cosf(float x) { return __cosf(x); }
NVTV_HELPER float __fdividef(float a, float b) { return __nvvm_div_approx_f(a, b); }
NVTV_HELPER float __saturatef(float x) { return __nvvm_saturate_f(x); }
NVTV_HELPER int __float2int_rn(float x) { return __nvvm_f2i_rn(x); }
NVTV_HELPER int __float2int_rz(float x) { return __nvvm_f2i_rz(x); }
NVTV_HELPER unsigned int __float2uint_rn(float x) { return __nvvm_f2ui_rn(x); }
NVTV_HELPER float tanhf(float x) { return __builtin_tanhf(x); }
NVTV_HELPER float powf(float a, float b) { return __expf(b * __logf(a)); }
NVTV_HELPER double exp(double x) { return __builtin_exp(x); }
NVTV_HELPER double log(double x) { return __builtin_log(x); }
NVTV_HELPER double pow(double a, double b) { return __builtin_pow(a, b); }

#ifndef FLT_MAX
#define FLT_MAX 3.402823466e+38f
#endif
#ifndef INT_MAX
#define INT_MAX 2147483647
#endif
#ifndef INT_MIN
#define INT_MIN (-INT_MAX - 1)
#endif

#endif
