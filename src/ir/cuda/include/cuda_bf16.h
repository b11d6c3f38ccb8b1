/* nvtv: CUDA's cuda_bf16.h without a toolkit.  __nv_bfloat16 holds its bits; conversions to
 * float are a shift, from float and the arithmetic are the PTX instructions CUDA's headers
 * write in inline asm (cvt.rn.bf16.f32, add.rn.bf16, fma.rn.bf16, sm_90's forms). */
#ifndef NVTV_CUDA_BF16_H
#define NVTV_CUDA_BF16_H
#include "cuda_fp16.h"

#define NVTV_HH __host__ __device__ static inline __attribute__((nodebug, always_inline))
struct __nv_bfloat16;
NVTV_HH __nv_bfloat16 __float2bfloat16(float f);
NVTV_HH float __bfloat162float(__nv_bfloat16 h);
struct __nv_bfloat16_raw {
  unsigned short x;
};
struct __align__(2) __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16() = default;
  __host__ __device__ __nv_bfloat16(const __nv_bfloat16_raw &r) : __x(r.x) {}
  __host__ __device__ __nv_bfloat16(float f);
  __host__ __device__ __nv_bfloat16(double d);
  __host__ __device__ __nv_bfloat16(int i);
  __host__ __device__ operator float() const;
  __host__ __device__ __nv_bfloat16 &operator=(float f);
};
typedef __nv_bfloat16 nv_bfloat16;
NVTV_HH __nv_bfloat16 __nvtv_bf16_bits(unsigned short x) {
  __nv_bfloat16 h;
  h.__x = x;
  return h;
}
NVTV_HH __nv_bfloat16 __float2bfloat16(float f) {
  unsigned short r;
  asm("{cvt.rn.bf16.f32 %0,%1;}\n" : "=h"(r) : "f"(f));
  return __nvtv_bf16_bits(r);
}
NVTV_HH __nv_bfloat16 __float2bfloat16_rn(float f) { return __float2bfloat16(f); }
NVTV_HH float __bfloat162float(__nv_bfloat16 h) { return __uint_as_float((unsigned int)h.__x << 16); }
inline __host__ __device__ __nv_bfloat16::__nv_bfloat16(float f) : __x(__float2bfloat16(f).__x) {}
inline __host__ __device__ __nv_bfloat16::__nv_bfloat16(double d) : __x(__float2bfloat16((float)d).__x) {}
inline __host__ __device__ __nv_bfloat16::__nv_bfloat16(int i) : __x(__float2bfloat16((float)i).__x) {}
inline __host__ __device__ __nv_bfloat16::operator float() const { return __bfloat162float(*this); }
inline __host__ __device__ __nv_bfloat16 &__nv_bfloat16::operator=(float f) {
  __x = __float2bfloat16(f).__x;
  return *this;
}
#define NVTV_B2(N, OP)                                                                     \
  NVTV_HH __nv_bfloat16 N(__nv_bfloat16 a, __nv_bfloat16 b) {                              \
    unsigned short r;                                                                      \
    asm("{" OP " %0,%1,%2;}\n" : "=h"(r) : "h"(a.__x), "h"(b.__x));                        \
    return __nvtv_bf16_bits(r);                                                            \
  }
NVTV_B2(__hadd, "add.rn.bf16") NVTV_B2(__hsub, "sub.rn.bf16") NVTV_B2(__hmul, "mul.rn.bf16")
NVTV_B2(__hmin, "min.bf16") NVTV_B2(__hmax, "max.bf16")
#undef NVTV_B2
NVTV_HH __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  unsigned short r;
  asm("{fma.rn.bf16 %0,%1,%2,%3;}\n" : "=h"(r) : "h"(a.__x), "h"(b.__x), "h"(c.__x));
  return __nvtv_bf16_bits(r);
}
NVTV_HH __nv_bfloat16 __hdiv(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __float2bfloat16(__bfloat162float(a) / __bfloat162float(b));
}
NVTV_HH __nv_bfloat16 __hneg(__nv_bfloat16 a) { return __nvtv_bf16_bits(a.__x ^ 0x8000); }
NVTV_HH __nv_bfloat16 __habs(__nv_bfloat16 a) { return __nvtv_bf16_bits(a.__x & 0x7fff); }
NVTV_HH __nv_bfloat16 operator+(__nv_bfloat16 a, __nv_bfloat16 b) { return __hadd(a, b); }
NVTV_HH __nv_bfloat16 operator-(__nv_bfloat16 a, __nv_bfloat16 b) { return __hsub(a, b); }
NVTV_HH __nv_bfloat16 operator*(__nv_bfloat16 a, __nv_bfloat16 b) { return __hmul(a, b); }
NVTV_HH __nv_bfloat16 operator/(__nv_bfloat16 a, __nv_bfloat16 b) { return __hdiv(a, b); }
NVTV_HH __nv_bfloat16 operator-(__nv_bfloat16 a) { return __hneg(a); }
NVTV_HH __nv_bfloat16 &operator+=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = __hadd(a, b); }
NVTV_HH __nv_bfloat16 &operator*=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = __hmul(a, b); }
NVTV_HH bool operator<(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) < __bfloat162float(b); }
NVTV_HH bool operator>(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) > __bfloat162float(b); }
NVTV_HH bool operator==(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) == __bfloat162float(b); }
struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  __host__ __device__ __nv_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) : x(a), y(b) {}
};
typedef __nv_bfloat162 nv_bfloat162;
NVTV_HH __nv_bfloat162 __floats2bfloat162_rn(float a, float b) {
  return __nv_bfloat162(__float2bfloat16(a), __float2bfloat16(b));
}
NVTV_HH float2 __bfloat1622float2(__nv_bfloat162 a) { return make_float2(__bfloat162float(a.x), __bfloat162float(a.y)); }
NVTV_HH __nv_bfloat162 __hadd2(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(__hadd(a.x, b.x), __hadd(a.y, b.y)); }
NVTV_HH __nv_bfloat162 __hmul2(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(__hmul(a.x, b.x), __hmul(a.y, b.y)); }
NVTV_HH __nv_bfloat162 __hfma2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
  return __nv_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
#undef NVTV_HH
#endif
