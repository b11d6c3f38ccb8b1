/* nvtv: CUDA's cuda_fp16.h without a toolkit.  __half and __half2 hold their bits, as CUDA's
 * do, and compute with the PTX instructions CUDA's headers write in inline asm (add.f16,
 * fma.rn.f16x2, cvt.rn.f16.f32, ...), which nvtv reads as pure functions and the interpreter
 * runs.  Division, the comparisons and the math functions go through float, which holds every
 * half exactly. */
#ifndef NVTV_CUDA_FP16_H
#define NVTV_CUDA_FP16_H
#include "nvtv_cuda.h"

struct __half_raw {
  unsigned short x;
};
struct __half2_raw {
  unsigned short x, y;
};

#define NVTV_HH __host__ __device__ static inline __attribute__((nodebug, always_inline))
#define NVTV_H1(OP, R, A) asm("{" OP " %0,%1;}\n" : "=h"(R) : "h"(A))
#define NVTV_H2(OP, R, A, B) asm("{" OP " %0,%1,%2;}\n" : "=h"(R) : "h"(A), "h"(B))
#define NVTV_H3(OP, R, A, B, C) asm("{" OP " %0,%1,%2,%3;}\n" : "=h"(R) : "h"(A), "h"(B), "h"(C))
#define NVTV_X2(OP, R, A, B) asm("{" OP " %0,%1,%2;}\n" : "=r"(R) : "r"(A), "r"(B))
#define NVTV_X3(OP, R, A, B, C) asm("{" OP " %0,%1,%2,%3;}\n" : "=r"(R) : "r"(A), "r"(B), "r"(C))

struct __half;
NVTV_HH __half __float2half(float f);
NVTV_HH float __half2float(__half h);

struct __align__(2) __half {
  unsigned short __x;
  __half() = default;
  __host__ __device__ __half(const __half_raw &r) : __x(r.x) {}
  __host__ __device__ __half(float f);
  __host__ __device__ __half(double d);
  __host__ __device__ __half(int i);
  __host__ __device__ __half(unsigned int i);
  __host__ __device__ __half(long long i);
  __host__ __device__ __half(unsigned long long i);
  __host__ __device__ __half(short i);
  __host__ __device__ __half(unsigned short i);
  __host__ __device__ operator float() const;
  __host__ __device__ operator __half_raw() const { return {__x}; }
  __host__ __device__ __half &operator=(const __half_raw &r) { __x = r.x; return *this; }
  __host__ __device__ __half &operator=(float f);
  __host__ __device__ __half &operator=(double d);
};
typedef __half half;

NVTV_HH __half __nvtv_half_bits(unsigned short x) {
  __half h;
  h.__x = x;
  return h;
}
NVTV_HH __half __float2half(float f) {
  unsigned short r;
  asm("{cvt.rn.f16.f32 %0,%1;}\n" : "=h"(r) : "f"(f));
  return __nvtv_half_bits(r);
}
NVTV_HH __half __float2half_rn(float f) { return __float2half(f); }
NVTV_HH __half __double2half(double d) { return __float2half((float)d); }
NVTV_HH float __half2float(__half h) {
  float f;
  asm("{cvt.f32.f16 %0,%1;}\n" : "=f"(f) : "h"(h.__x));
  return f;
}
inline __host__ __device__ __half::__half(float f) : __x(__float2half(f).__x) {}
inline __host__ __device__ __half::__half(double d) : __x(__float2half((float)d).__x) {}
inline __host__ __device__ __half::__half(int i) : __x(__float2half((float)i).__x) {}
inline __host__ __device__ __half::__half(unsigned int i) : __x(__float2half((float)i).__x) {}
inline __host__ __device__ __half::__half(long long i) : __x(__float2half((float)i).__x) {}
inline __host__ __device__ __half::__half(unsigned long long i) : __x(__float2half((float)i).__x) {}
inline __host__ __device__ __half::__half(short i) : __x(__float2half((float)i).__x) {}
inline __host__ __device__ __half::__half(unsigned short i) : __x(__float2half((float)i).__x) {}
inline __host__ __device__ __half::operator float() const { return __half2float(*this); }
inline __host__ __device__ __half &__half::operator=(float f) { __x = __float2half(f).__x; return *this; }
inline __host__ __device__ __half &__half::operator=(double d) { __x = __float2half((float)d).__x; return *this; }

NVTV_HH __half __int2half_rn(int i) { return __float2half((float)i); }
NVTV_HH __half __uint2half_rn(unsigned int i) { return __float2half((float)i); }
NVTV_HH int __half2int_rn(__half h) { return __float2int_rn(__half2float(h)); }
NVTV_HH int __half2int_rz(__half h) { return (int)__half2float(h); }
NVTV_HH short __half_as_short(__half h) { return (short)h.__x; }
NVTV_HH unsigned short __half_as_ushort(__half h) { return h.__x; }
NVTV_HH __half __short_as_half(short s) { return __nvtv_half_bits((unsigned short)s); }
NVTV_HH __half __ushort_as_half(unsigned short s) { return __nvtv_half_bits(s); }

NVTV_HH __half __hadd(__half a, __half b) { unsigned short r; NVTV_H2("add.f16", r, a.__x, b.__x); return __nvtv_half_bits(r); }
NVTV_HH __half __hsub(__half a, __half b) { unsigned short r; NVTV_H2("sub.f16", r, a.__x, b.__x); return __nvtv_half_bits(r); }
NVTV_HH __half __hmul(__half a, __half b) { unsigned short r; NVTV_H2("mul.f16", r, a.__x, b.__x); return __nvtv_half_bits(r); }
NVTV_HH __half __hdiv(__half a, __half b) { return __float2half(__half2float(a) / __half2float(b)); }
NVTV_HH __half __hfma(__half a, __half b, __half c) {
  unsigned short r;
  NVTV_H3("fma.rn.f16", r, a.__x, b.__x, c.__x);
  return __nvtv_half_bits(r);
}
NVTV_HH __half __hneg(__half a) { unsigned short r; NVTV_H1("neg.f16", r, a.__x); return __nvtv_half_bits(r); }
NVTV_HH __half __habs(__half a) { unsigned short r; NVTV_H1("abs.f16", r, a.__x); return __nvtv_half_bits(r); }
NVTV_HH __half __hmin(__half a, __half b) { unsigned short r; NVTV_H2("min.f16", r, a.__x, b.__x); return __nvtv_half_bits(r); }
NVTV_HH __half __hmax(__half a, __half b) { unsigned short r; NVTV_H2("max.f16", r, a.__x, b.__x); return __nvtv_half_bits(r); }
NVTV_HH bool __heq(__half a, __half b) { return __half2float(a) == __half2float(b); }
NVTV_HH bool __hne(__half a, __half b) { return __half2float(a) != __half2float(b); }
NVTV_HH bool __hlt(__half a, __half b) { return __half2float(a) < __half2float(b); }
NVTV_HH bool __hle(__half a, __half b) { return __half2float(a) <= __half2float(b); }
NVTV_HH bool __hgt(__half a, __half b) { return __half2float(a) > __half2float(b); }
NVTV_HH bool __hge(__half a, __half b) { return __half2float(a) >= __half2float(b); }
NVTV_HH bool __hisnan(__half a) { return (a.__x & 0x7fff) > 0x7c00; }
NVTV_HH int __hisinf(__half a) { return (a.__x & 0x7fff) == 0x7c00 ? (a.__x & 0x8000 ? -1 : 1) : 0; }
#define NVTV_HMATH(N, F) \
  NVTV_HH __half N(__half a) { return __float2half(F(__half2float(a))); }
NVTV_HMATH(hsqrt, sqrtf) NVTV_HMATH(hrsqrt, rsqrtf) NVTV_HMATH(hexp, expf) NVTV_HMATH(hexp2, exp2f)
NVTV_HMATH(hlog, logf) NVTV_HMATH(hlog2, log2f) NVTV_HMATH(hsin, sinf) NVTV_HMATH(hcos, cosf)
NVTV_HMATH(hfloor, floorf) NVTV_HMATH(hceil, ceilf) NVTV_HMATH(htrunc, truncf) NVTV_HMATH(hrint, rintf)
NVTV_HMATH(hrcp, 1.0f /)
#undef NVTV_HMATH

NVTV_HH __half operator+(__half a, __half b) { return __hadd(a, b); }
NVTV_HH __half operator-(__half a, __half b) { return __hsub(a, b); }
NVTV_HH __half operator*(__half a, __half b) { return __hmul(a, b); }
NVTV_HH __half operator/(__half a, __half b) { return __hdiv(a, b); }
NVTV_HH __half operator-(__half a) { return __hneg(a); }
NVTV_HH __half operator+(__half a) { return a; }
NVTV_HH __half &operator+=(__half &a, __half b) { return a = __hadd(a, b); }
NVTV_HH __half &operator-=(__half &a, __half b) { return a = __hsub(a, b); }
NVTV_HH __half &operator*=(__half &a, __half b) { return a = __hmul(a, b); }
NVTV_HH __half &operator/=(__half &a, __half b) { return a = __hdiv(a, b); }
NVTV_HH bool operator==(__half a, __half b) { return __heq(a, b); }
NVTV_HH bool operator!=(__half a, __half b) { return __hne(a, b); }
NVTV_HH bool operator<(__half a, __half b) { return __hlt(a, b); }
NVTV_HH bool operator<=(__half a, __half b) { return __hle(a, b); }
NVTV_HH bool operator>(__half a, __half b) { return __hgt(a, b); }
NVTV_HH bool operator>=(__half a, __half b) { return __hge(a, b); }

struct __align__(4) __half2 {
  __half x, y;
  __half2() = default;
  __host__ __device__ __half2(__half a, __half b) : x(a), y(b) {}
  __host__ __device__ __half2(const __half2_raw &r) : x(__nvtv_half_bits(r.x)), y(__nvtv_half_bits(r.y)) {}
  __host__ __device__ operator __half2_raw() const { return {x.__x, y.__x}; }
};
typedef __half2 half2;

NVTV_HH unsigned int __nvtv_h2_bits(__half2 a) { return (unsigned int)a.x.__x | (unsigned int)a.y.__x << 16; }
NVTV_HH __half2 __nvtv_bits_h2(unsigned int r) {
  return __half2(__nvtv_half_bits((unsigned short)r), __nvtv_half_bits((unsigned short)(r >> 16)));
}
NVTV_HH __half2 __halves2half2(__half a, __half b) { return __half2(a, b); }
NVTV_HH __half2 __half2half2(__half a) { return __half2(a, a); }
NVTV_HH __half2 __float2half2_rn(float f) { return __half2half2(__float2half(f)); }
NVTV_HH __half2 __floats2half2_rn(float a, float b) { return __half2(__float2half(a), __float2half(b)); }
NVTV_HH __half2 __float22half2_rn(float2 f) { return __floats2half2_rn(f.x, f.y); }
NVTV_HH float2 __half22float2(__half2 a) { return make_float2(__half2float(a.x), __half2float(a.y)); }
NVTV_HH float __low2float(__half2 a) { return __half2float(a.x); }
NVTV_HH float __high2float(__half2 a) { return __half2float(a.y); }
NVTV_HH __half __low2half(__half2 a) { return a.x; }
NVTV_HH __half __high2half(__half2 a) { return a.y; }
NVTV_HH __half2 __lows2half2(__half2 a, __half2 b) { return __half2(a.x, b.x); }
NVTV_HH __half2 __highs2half2(__half2 a, __half2 b) { return __half2(a.y, b.y); }
NVTV_HH __half2 __lowhigh2highlow(__half2 a) { return __half2(a.y, a.x); }
#define NVTV_HX2(N, OP) \
  NVTV_HH __half2 N(__half2 a, __half2 b) { unsigned int r; NVTV_X2(OP, r, __nvtv_h2_bits(a), __nvtv_h2_bits(b)); return __nvtv_bits_h2(r); }
NVTV_HX2(__hadd2, "add.f16x2") NVTV_HX2(__hsub2, "sub.f16x2") NVTV_HX2(__hmul2, "mul.f16x2")
NVTV_HX2(__hmin2, "min.f16x2") NVTV_HX2(__hmax2, "max.f16x2")
#undef NVTV_HX2
NVTV_HH __half2 __hfma2(__half2 a, __half2 b, __half2 c) {
  unsigned int r;
  NVTV_X3("fma.rn.f16x2", r, __nvtv_h2_bits(a), __nvtv_h2_bits(b), __nvtv_h2_bits(c));
  return __nvtv_bits_h2(r);
}
NVTV_HH __half2 __h2div(__half2 a, __half2 b) { return __half2(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); }
NVTV_HH __half2 __hneg2(__half2 a) { return __half2(__hneg(a.x), __hneg(a.y)); }
NVTV_HH __half2 __habs2(__half2 a) { return __half2(__habs(a.x), __habs(a.y)); }
NVTV_HH __half2 operator+(__half2 a, __half2 b) { return __hadd2(a, b); }
NVTV_HH __half2 operator-(__half2 a, __half2 b) { return __hsub2(a, b); }
NVTV_HH __half2 operator*(__half2 a, __half2 b) { return __hmul2(a, b); }
NVTV_HH __half2 operator/(__half2 a, __half2 b) { return __h2div(a, b); }
NVTV_HH __half2 &operator+=(__half2 &a, __half2 b) { return a = __hadd2(a, b); }
NVTV_HH __half2 &operator-=(__half2 &a, __half2 b) { return a = __hsub2(a, b); }
NVTV_HH __half2 &operator*=(__half2 &a, __half2 b) { return a = __hmul2(a, b); }

/* loads and warp shuffles of halves, through their bits */
NVTV_HELPER __half __ldg(const __half *p) { return __nvtv_half_bits(__ldg((const unsigned short *)p)); }
NVTV_HELPER __half2 __ldg(const __half2 *p) { return __nvtv_bits_h2(__ldg((const unsigned int *)p)); }
#define NVTV_HSHFL(N, T)                                                                   \
  NVTV_HELPER __half N(unsigned int m, __half v, T d, int w = 32) {                        \
    return __nvtv_half_bits((unsigned short)N(m, (unsigned int)v.__x, d, w));             \
  }                                                                                        \
  NVTV_HELPER __half2 N(unsigned int m, __half2 v, T d, int w = 32) {                      \
    return __nvtv_bits_h2(N(m, __nvtv_h2_bits(v), d, w));                                  \
  }
NVTV_HSHFL(__shfl_sync, int) NVTV_HSHFL(__shfl_xor_sync, int)
NVTV_HSHFL(__shfl_up_sync, unsigned int) NVTV_HSHFL(__shfl_down_sync, unsigned int)
#undef NVTV_HSHFL

#undef NVTV_H1
#undef NVTV_H2
#undef NVTV_H3
#undef NVTV_X2
#undef NVTV_X3
#undef NVTV_HH
#endif
