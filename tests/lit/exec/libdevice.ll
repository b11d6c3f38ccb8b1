; libdevice's functions and cuda_fp16's inline asm, which a .cu file compiled with a CUDA
; toolkit's headers keeps as calls (clang -nocudalib): the interpreter runs them.
; fabsf(-2), fmaxf(2, 1.5) = 2.0; float2int_rd(-1.5) = -2; popc(7) = 3; sqrtf(16) = 4.0;
; isnanf(NaN) = 1; add.f16 1.0 + 1.0 = 2.0 (0x4000); vprintf returns 0 (output is no memory).
; RUN: nvtv run %s --threads 1 --args out=32 --fill zero | FileCheck %s
; CHECK: +0x0000: 00000040 feffffff 03000000 00008040 01000000 00400000 00000000 00000000
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @__nv_fabsf(float)
declare float @__nv_fmaxf(float, float)
declare i32 @__nv_float2int_rd(float)
declare i32 @__nv_popc(i32)
declare float @__nv_sqrtf(float)
declare i32 @__nv_isnanf(float)
declare i32 @vprintf(ptr, ptr)
@fmt = internal addrspace(4) constant [3 x i8] c"x\0A\00"
define void @k(ptr addrspace(1) %out) {
  %a = call float @__nv_fabsf(float -2.0)
  %b = call float @__nv_fmaxf(float %a, float 1.5)
  %c = call i32 @__nv_float2int_rd(float -1.5)
  %d = call i32 @__nv_popc(i32 7)
  %e = call float @__nv_sqrtf(float 16.0)
  %f = call i32 @__nv_isnanf(float 0x7FF8000000000000)
  %h = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 15360, i16 15360)
  %g = call i32 @vprintf(ptr addrspacecast (ptr addrspace(4) @fmt to ptr), ptr null)
  %p0 = getelementptr float, ptr addrspace(1) %out, i64 0
  store float %b, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %c, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %d, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %out, i64 3
  store float %e, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %f, ptr addrspace(1) %p4
  %p5 = getelementptr i16, ptr addrspace(1) %out, i64 10
  store i16 %h, ptr addrspace(1) %p5
  %p6 = getelementptr i32, ptr addrspace(1) %out, i64 6
  store i32 %g, ptr addrspace(1) %p6
  ret void
}
