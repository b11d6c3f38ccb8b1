/* nvtv_cuda.h: the prelude nvtv force-includes when it compiles a .cu file without a CUDA
 * toolkit.
 *
 * clang-19's CUDA mode normally force-includes __clang_cuda_runtime_wrapper.h, which pulls
 * in a toolkit's headers.  Without a toolkit nvtv runs clang with -nocudainc and this header
 * stands in for both: it includes the wrapper headers clang ships (libdevice's declarations,
 * __clang_cuda_device_functions.h, __clang_cuda_math.h, __clang_cuda_cmath.h,
 * __clang_cuda_intrinsics.h, __clang_cuda_complex_builtins.h) in the order the runtime
 * wrapper does, and supplies what those leave to CUDA's own headers: the qualifiers, dim3
 * and the vector types, the atomics, the mixed-type min/max overloads, device printf and
 * assert, and (nvtv_cuda_runtime.h) the host API, so that host code parses.  The shim
 * headers beside it (cuda_runtime.h, cuda_fp16.h, cooperative_groups.h, ...) are what
 * `#include <...>` of a CUDA header finds.
 *
 * Every device function here and in clang's wrappers is always_inline and nodebug: CUDA's
 * intrinsics are never calls (at -O0 clang marks every other function noinline, so a
 * pipeline run over -O0 IR would keep __shfl_down_sync(...) as a call whose arguments
 * interprocedural passes then rewrite), and their instructions carry the call site's line.
 * libdevice's functions (__nv_sinf, __nv_min, ...) stay calls, as with a toolkit and
 * -nocudalib; nvtv reads them as pure functions and the interpreter runs them.
 */
#ifndef NVTV_CUDA_H
#define NVTV_CUDA_H

#ifndef CUDA_VERSION
#define CUDA_VERSION 12000 /* what clang-19's wrappers are written for */
#endif
#define __CUDACC__ 1
#define __NVCC__ 1
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 0
#define __CUDACC_VER_BUILD__ 0
#define __CUDART_API_VERSION 12000
#define CUDART_VERSION 12000

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __grid_constant__ __attribute__((grid_constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __device_builtin__
#define __cudart_builtin__
#define __CUDA_ALIGN__(n) __attribute__((aligned(n)))
#define CUDART_CB
#define CUDARTAPI
#define __restrict__ __restrict
/* the helpers below (see the header comment) */
#define NVTV_HELPER __device__ static inline __attribute__((nodebug, always_inline))

#include <__clang_cuda_builtin_vars.h>

/* the host's C and C++ libraries first, as clang's runtime wrapper does, after the
 * __device__ declarations of the math functions they may declare constexpr */
#include <__clang_cuda_math_forward_declares.h>
#include <cmath>
#include <cstdlib>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <limits.h>
#include <float.h>
#include <stdint.h>
#include <stddef.h>

/* ---- dim3 and the vector types ---- */

struct uint3 {
  unsigned int x, y, z;
};
typedef struct uint3 uint3;
struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return {x, y, z}; }
};
__device__ inline __cuda_builtin_threadIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_threadIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockIdx_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_blockDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockDim_t::operator uint3() const { return {x, y, z}; }
__device__ inline __cuda_builtin_gridDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_gridDim_t::operator uint3() const { return {x, y, z}; }

#define NVTV_VEC1(T, N, A) \
  struct __align__(A) N##1 { T x; }; \
  __host__ NVTV_HELPER N##1 make_##N##1(T x) { N##1 r = {x}; return r; }
#define NVTV_VEC2(T, N, A) \
  struct __align__(A) N##2 { T x, y; }; \
  __host__ NVTV_HELPER N##2 make_##N##2(T x, T y) { N##2 r = {x, y}; return r; }
#define NVTV_VEC3(T, N) \
  struct N##3 { T x, y, z; }; \
  __host__ NVTV_HELPER N##3 make_##N##3(T x, T y, T z) { N##3 r = {x, y, z}; return r; }
#define NVTV_VEC4(T, N, A) \
  struct __align__(A) N##4 { T x, y, z, w; }; \
  __host__ NVTV_HELPER N##4 make_##N##4(T x, T y, T z, T w) { N##4 r = {x, y, z, w}; return r; }
NVTV_VEC1(char, char, 1) NVTV_VEC2(char, char, 2) NVTV_VEC3(char, char) NVTV_VEC4(char, char, 4)
NVTV_VEC1(unsigned char, uchar, 1) NVTV_VEC2(unsigned char, uchar, 2) NVTV_VEC3(unsigned char, uchar)
NVTV_VEC4(unsigned char, uchar, 4)
NVTV_VEC1(short, short, 2) NVTV_VEC2(short, short, 4) NVTV_VEC3(short, short) NVTV_VEC4(short, short, 8)
NVTV_VEC1(unsigned short, ushort, 2) NVTV_VEC2(unsigned short, ushort, 4) NVTV_VEC3(unsigned short, ushort)
NVTV_VEC4(unsigned short, ushort, 8)
NVTV_VEC1(int, int, 4) NVTV_VEC2(int, int, 8) NVTV_VEC3(int, int) NVTV_VEC4(int, int, 16)
NVTV_VEC1(unsigned int, uint, 4) NVTV_VEC2(unsigned int, uint, 8) NVTV_VEC4(unsigned int, uint, 16)
NVTV_VEC1(long, long, 8) NVTV_VEC2(long, long, 16) NVTV_VEC3(long, long) NVTV_VEC4(long, long, 16)
NVTV_VEC1(unsigned long, ulong, 8) NVTV_VEC2(unsigned long, ulong, 16) NVTV_VEC3(unsigned long, ulong)
NVTV_VEC4(unsigned long, ulong, 16)
NVTV_VEC1(long long, longlong, 8) NVTV_VEC2(long long, longlong, 16) NVTV_VEC3(long long, longlong)
NVTV_VEC4(long long, longlong, 16)
NVTV_VEC1(unsigned long long, ulonglong, 8) NVTV_VEC2(unsigned long long, ulonglong, 16)
NVTV_VEC3(unsigned long long, ulonglong) NVTV_VEC4(unsigned long long, ulonglong, 16)
NVTV_VEC1(float, float, 4) NVTV_VEC2(float, float, 8) NVTV_VEC3(float, float) NVTV_VEC4(float, float, 16)
NVTV_VEC1(double, double, 8) NVTV_VEC2(double, double, 16) NVTV_VEC3(double, double)
NVTV_VEC4(double, double, 16)
__host__ NVTV_HELPER uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) {
  uint3 r = {x, y, z};
  return r;
}
#undef NVTV_VEC1
#undef NVTV_VEC2
#undef NVTV_VEC3
#undef NVTV_VEC4
typedef unsigned int uint;
typedef unsigned short ushort;
typedef unsigned char uchar;
typedef unsigned long ulong;
typedef unsigned int cuuint32_t;
typedef unsigned long long cuuint64_t;

/* ---- device-side system calls (clang turns printf into vprintf) ---- */

extern "C" {
__device__ int vprintf(const char *, const char *);
__device__ void free(void *) __attribute((nothrow));
__device__ void *malloc(size_t) __attribute((nothrow)) __attribute__((malloc));
__device__ void __assertfail(const char *__message, const char *__file, unsigned __line, const char *__function,
                             size_t __charSize);
__device__ static inline void __assert_fail(const char *__message, const char *__file, unsigned __line,
                                            const char *__function) {
  __assertfail(__message, __file, __line, __function, sizeof(char));
}
__device__ int printf(const char *, ...);
}
namespace std {
__device__ static inline void free(void *__ptr) { ::free(__ptr); }
__device__ static inline void *malloc(size_t __size) { return ::malloc(__size); }
}

/* ---- clang's wrappers: libdevice, device functions, the math library, intrinsics ---- */

#pragma clang attribute push(__attribute__((always_inline)), apply_to = function)
#include <__clang_cuda_libdevice_declares.h>
#include <__clang_cuda_device_functions.h>
#include <__clang_cuda_math.h>
#pragma clang attribute pop

/* ---- synchronisation (__syncthreads is clang's own builtin: llvm.nvvm.barrier0) ---- */

NVTV_HELPER void __nanosleep(unsigned int ns) { __nvvm_nanosleep(ns); }

/* ---- atomics (device scope, as CUDA's; _block and _system scopes as CUDA's sm_60 headers) ---- */

#define NVTV_ATOM2(NAME, B, T, CT)                                                          \
  NVTV_HELPER T NAME(T *p, T v) { return (T)__nvvm_atom_##B((CT *)p, (CT)v); }                 \
  NVTV_HELPER T NAME##_block(T *p, T v) { return (T)__nvvm_atom_cta_##B((CT *)p, (CT)v); }     \
  NVTV_HELPER T NAME##_system(T *p, T v) { return (T)__nvvm_atom_sys_##B((CT *)p, (CT)v); }
NVTV_ATOM2(atomicAdd, add_gen_i, int, int)
NVTV_ATOM2(atomicAdd, add_gen_i, unsigned int, int)
NVTV_ATOM2(atomicAdd, add_gen_ll, unsigned long long, long long)
NVTV_ATOM2(atomicAdd, add_gen_f, float, float)
NVTV_ATOM2(atomicAdd, add_gen_d, double, double)
NVTV_ATOM2(atomicExch, xchg_gen_i, int, int)
NVTV_ATOM2(atomicExch, xchg_gen_i, unsigned int, int)
NVTV_ATOM2(atomicExch, xchg_gen_ll, unsigned long long, long long)
NVTV_ATOM2(atomicMin, min_gen_i, int, int)
NVTV_ATOM2(atomicMin, min_gen_ui, unsigned int, unsigned int)
NVTV_ATOM2(atomicMin, min_gen_ll, long long, long long)
NVTV_ATOM2(atomicMin, min_gen_ull, unsigned long long, unsigned long long)
NVTV_ATOM2(atomicMax, max_gen_i, int, int)
NVTV_ATOM2(atomicMax, max_gen_ui, unsigned int, unsigned int)
NVTV_ATOM2(atomicMax, max_gen_ll, long long, long long)
NVTV_ATOM2(atomicMax, max_gen_ull, unsigned long long, unsigned long long)
NVTV_ATOM2(atomicAnd, and_gen_i, int, int)
NVTV_ATOM2(atomicAnd, and_gen_i, unsigned int, int)
NVTV_ATOM2(atomicAnd, and_gen_ll, unsigned long long, long long)
NVTV_ATOM2(atomicOr, or_gen_i, int, int)
NVTV_ATOM2(atomicOr, or_gen_i, unsigned int, int)
NVTV_ATOM2(atomicOr, or_gen_ll, unsigned long long, long long)
NVTV_ATOM2(atomicXor, xor_gen_i, int, int)
NVTV_ATOM2(atomicXor, xor_gen_i, unsigned int, int)
NVTV_ATOM2(atomicXor, xor_gen_ll, unsigned long long, long long)
NVTV_ATOM2(atomicInc, inc_gen_ui, unsigned int, unsigned int)
NVTV_ATOM2(atomicDec, dec_gen_ui, unsigned int, unsigned int)
#undef NVTV_ATOM2
NVTV_HELPER int atomicSub(int *p, int v) { return __nvvm_atom_add_gen_i(p, -v); }
NVTV_HELPER unsigned int atomicSub(unsigned int *p, unsigned int v) {
  return (unsigned int)__nvvm_atom_add_gen_i((int *)p, -(int)v);
}
NVTV_HELPER float atomicExch(float *p, float v) {
  return __int_as_float(__nvvm_atom_xchg_gen_i((int *)p, __float_as_int(v)));
}
#define NVTV_CAS(SUF, SC)                                                                           \
  NVTV_HELPER int atomicCAS##SUF(int *p, int c, int v) { return __nvvm_atom##SC##_cas_gen_i(p, c, v); } \
  NVTV_HELPER unsigned int atomicCAS##SUF(unsigned int *p, unsigned int c, unsigned int v) {           \
    return (unsigned int)__nvvm_atom##SC##_cas_gen_i((int *)p, (int)c, (int)v);                        \
  }                                                                                                   \
  NVTV_HELPER unsigned long long atomicCAS##SUF(unsigned long long *p, unsigned long long c,           \
                                                unsigned long long v) {                                \
    return (unsigned long long)__nvvm_atom##SC##_cas_gen_ll((long long *)p, (long long)c, (long long)v); \
  }
NVTV_CAS(, )
NVTV_CAS(_block, _cta)
NVTV_CAS(_system, _sys)
#undef NVTV_CAS

/* ---- min and max of mixed types, as CUDA's math_functions.hpp (the same-type int form is
 * libdevice's, from __clang_cuda_math.h) ---- */

NVTV_HELPER unsigned int min(unsigned int a, unsigned int b) { return __nv_umin(a, b); }
NVTV_HELPER unsigned int min(int a, unsigned int b) { return __nv_umin((unsigned int)a, b); }
NVTV_HELPER unsigned int min(unsigned int a, int b) { return __nv_umin(a, (unsigned int)b); }
NVTV_HELPER long min(long a, long b) { return (long)__nv_llmin(a, b); }
NVTV_HELPER unsigned long min(unsigned long a, unsigned long b) { return (unsigned long)__nv_ullmin(a, b); }
NVTV_HELPER unsigned long min(long a, unsigned long b) { return (unsigned long)__nv_ullmin(a, b); }
NVTV_HELPER unsigned long min(unsigned long a, long b) { return (unsigned long)__nv_ullmin(a, b); }
NVTV_HELPER long long min(long long a, long long b) { return __nv_llmin(a, b); }
NVTV_HELPER unsigned long long min(unsigned long long a, unsigned long long b) { return __nv_ullmin(a, b); }
NVTV_HELPER unsigned long long min(long long a, unsigned long long b) { return __nv_ullmin(a, b); }
NVTV_HELPER unsigned long long min(unsigned long long a, long long b) { return __nv_ullmin(a, b); }
NVTV_HELPER float min(float a, float b) { return fminf(a, b); }
NVTV_HELPER double min(double a, double b) { return fmin(a, b); }
NVTV_HELPER double min(float a, double b) { return fmin((double)a, b); }
NVTV_HELPER double min(double a, float b) { return fmin(a, (double)b); }
NVTV_HELPER unsigned int max(unsigned int a, unsigned int b) { return __nv_umax(a, b); }
NVTV_HELPER unsigned int max(int a, unsigned int b) { return __nv_umax((unsigned int)a, b); }
NVTV_HELPER unsigned int max(unsigned int a, int b) { return __nv_umax(a, (unsigned int)b); }
NVTV_HELPER long max(long a, long b) { return (long)__nv_llmax(a, b); }
NVTV_HELPER unsigned long max(unsigned long a, unsigned long b) { return (unsigned long)__nv_ullmax(a, b); }
NVTV_HELPER unsigned long max(long a, unsigned long b) { return (unsigned long)__nv_ullmax(a, b); }
NVTV_HELPER unsigned long max(unsigned long a, long b) { return (unsigned long)__nv_ullmax(a, b); }
NVTV_HELPER long long max(long long a, long long b) { return __nv_llmax(a, b); }
NVTV_HELPER unsigned long long max(unsigned long long a, unsigned long long b) { return __nv_ullmax(a, b); }
NVTV_HELPER unsigned long long max(long long a, unsigned long long b) { return __nv_ullmax(a, b); }
NVTV_HELPER unsigned long long max(unsigned long long a, long long b) { return __nv_ullmax(a, b); }
NVTV_HELPER float max(float a, float b) { return fmaxf(a, b); }
NVTV_HELPER double max(double a, double b) { return fmax(a, b); }
NVTV_HELPER double max(float a, double b) { return fmax((double)a, b); }
NVTV_HELPER double max(double a, float b) { return fmax(a, (double)b); }

/* ---- address spaces (CUDA's sm_20 intrinsics), which clang's intrinsics build on ---- */

NVTV_HELPER unsigned int __isGlobal(const void *p) { return __nvvm_isspacep_global(p); }
NVTV_HELPER unsigned int __isShared(const void *p) { return __nvvm_isspacep_shared(p); }
NVTV_HELPER unsigned int __isConstant(const void *p) { return __nvvm_isspacep_const(p); }
NVTV_HELPER unsigned int __isLocal(const void *p) { return __nvvm_isspacep_local(p); }
#define NVTV_CVTA(S, AS)                                                                             \
  NVTV_HELPER size_t __cvta_generic_to_##S(const void *p) {                                          \
    return (size_t)(void __attribute__((address_space(AS))) *)p;                                     \
  }                                                                                                  \
  NVTV_HELPER void *__cvta_##S##_to_generic(size_t a) { return (void *)(void __attribute__((address_space(AS))) *)a; }
NVTV_CVTA(global, 1)
NVTV_CVTA(shared, 3)
NVTV_CVTA(constant, 4)
NVTV_CVTA(local, 5)
#undef NVTV_CVTA

#pragma clang attribute push(__attribute__((always_inline)), apply_to = function)
#include <__clang_cuda_cmath.h>
#include <__clang_cuda_intrinsics.h>
#include <__clang_cuda_complex_builtins.h>
#pragma clang attribute pop

/* ---- warp matching, as CUDA's sm_70 headers name it ---- */

NVTV_HELPER unsigned int __match_any_sync(unsigned int m, unsigned int v) { return __match32_any_sync(m, v); }
NVTV_HELPER unsigned int __match_any_sync(unsigned int m, int v) { return __match32_any_sync(m, (unsigned int)v); }
NVTV_HELPER unsigned int __match_any_sync(unsigned int m, unsigned long long v) { return __match64_any_sync(m, v); }
NVTV_HELPER unsigned int __match_any_sync(unsigned int m, long long v) {
  return __match64_any_sync(m, (unsigned long long)v);
}
NVTV_HELPER unsigned int __match_any_sync(unsigned int m, float v) {
  return __match32_any_sync(m, __float_as_uint(v));
}
NVTV_HELPER unsigned int __match_all_sync(unsigned int m, unsigned int v, int *p) {
  return __match32_all_sync(m, v, p);
}
NVTV_HELPER unsigned int __match_all_sync(unsigned int m, int v, int *p) {
  return __match32_all_sync(m, (unsigned int)v, p);
}
NVTV_HELPER unsigned int __match_all_sync(unsigned int m, unsigned long long v, int *p) {
  return __match64_all_sync(m, v, p);
}

/* ---- lane masks (CUDA's %lanemask_* registers) ---- */

NVTV_HELPER unsigned int __lanemask_lt(void) { return __nvvm_read_ptx_sreg_lanemask_lt(); }
NVTV_HELPER unsigned int __lanemask_le(void) { return __nvvm_read_ptx_sreg_lanemask_le(); }
NVTV_HELPER unsigned int __lanemask_gt(void) { return __nvvm_read_ptx_sreg_lanemask_gt(); }
NVTV_HELPER unsigned int __lanemask_ge(void) { return __nvvm_read_ptx_sreg_lanemask_ge(); }

/* ---- the packed integer dot products (sm_61) ---- */

NVTV_HELPER int __dp4a(int a, int b, int c) {
  int r = c;
  for (int i = 0; i < 32; i += 8) r += (int)(signed char)(a >> i) * (int)(signed char)(b >> i);
  return r;
}
NVTV_HELPER unsigned int __dp4a(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = c;
  for (int i = 0; i < 32; i += 8) r += ((a >> i) & 0xffu) * ((b >> i) & 0xffu);
  return r;
}
NVTV_HELPER int __dp2a_lo(int a, int b, int c) {
  return c + (int)(short)a * (int)(signed char)b + (int)(short)(a >> 16) * (int)(signed char)(b >> 8);
}
NVTV_HELPER int __dp2a_hi(int a, int b, int c) {
  return c + (int)(short)a * (int)(signed char)(b >> 16) + (int)(short)(a >> 16) * (int)(signed char)(b >> 24);
}

#include "nvtv_cuda_runtime.h"

/* texture fetches (tex1Dfetch<T>, ...), clang's, over the runtime's cudaTextureObject_t */
#pragma clang attribute push(__attribute__((always_inline)), apply_to = function)
#include <__clang_cuda_texture_intrinsics.h>
#pragma clang attribute pop

#endif
