; The integer and float intrinsics clang emits for CUDA's math and bit functions, run by the
; interpreter: funnel shifts (fshl, fshr, modulo the width), bitreverse, ctpop, ctlz, tanh.
; Thread 0: fshl(0, 0x80000001, 4) = 8, fshr(0, 16, 4) = 1, ctlz(0) = 32: 41 (0x29);
; thread 1: 0x18 + 0x10000001 + bitreverse(1) = 0x80000000 + 1 + 31 = 0x90000039;
; tanh(1) = 0.76159 (0x3f42f7d6).
; RUN: nvtv run %s --ntid 2,1,1 --fill zero | FileCheck %s
; CHECK:      %out: 4096 bytes of global memory
; CHECK-NEXT: +0x0000: 29000000 39000090
; CHECK:      %fo: 4096 bytes of global memory
; CHECK-NEXT: +0x0000: 00000000 d6f7423f
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare float @llvm.tanh.f32(float)
define void @k(ptr %out, ptr %fo) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 @llvm.fshl.i32(i32 %t, i32 -2147483647, i32 4)
  %b = call i32 @llvm.fshr.i32(i32 %t, i32 16, i32 4)
  %c = call i32 @llvm.bitreverse.i32(i32 %t)
  %d = call i32 @llvm.ctpop.i32(i32 %c)
  %e = call i32 @llvm.ctlz.i32(i32 %t, i1 false)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr %out, i64 %x
  store i32 %s4, ptr %p
  %tf = uitofp i32 %t to float
  %th = call float @llvm.tanh.f32(float %tf)
  %q = getelementptr float, ptr %fo, i64 %x
  store float %th, ptr %q
  ret void
}
