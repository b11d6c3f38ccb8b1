; An address that multiplies a clamped row by the pitch: src clamps with a select over a
; comparison (clang -O0), tgt with smin (instcombine).  The normal forms differ in the
; clamped row only; verify/oblig/discharge.c's congruence_proves proves the two rows equal alone, and so
; the addresses.  A tgt that clamps to h instead of h - 1 differs in that pair too, which
; is not proved: Z3's counterexample stands, confirmed by execution.  An earlier build left
; the good pair unknown ("src and tgt access the same address": a timeout).
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/smin.ll | FileCheck %s --check-prefix=GOOD
; GOOD: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: not nvtv verify %t/src.ll %t/bad.ll | FileCheck %s --check-prefix=BAD
; BAD: counterexample: address-mismatch in @k at #1
; BAD: confirmed:  yes, by execution
; BAD: @k: 1 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
define void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %h, i32 %pitch) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bt = mul nsw i32 %b, 256
  %y = add nsw i32 %bt, %t
  %hm1 = sub nsw i32 %h, 1
  %lt = icmp slt i32 %y, %hm1
  %row = select i1 %lt, i32 %y, i32 %hm1
  %r64 = sext i32 %row to i64
  %p64 = sext i32 %pitch to i64
  %off = mul i64 %r64, %p64
  %a = getelementptr float, ptr addrspace(1) %src, i64 %off
  %v = load float, ptr addrspace(1) %a, align 4, !nvtv.id !1
  %y64 = sext i32 %y to i64
  %d = getelementptr inbounds float, ptr addrspace(1) %dst, i64 %y64
  store float %v, ptr addrspace(1) %d, align 4, !nvtv.id !2
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}

;--- smin.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.smin.i32(i32, i32)
define void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %h, i32 %pitch) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bt = shl nsw i32 %b, 8
  %y = add nsw i32 %bt, %t
  %hm1 = add nsw i32 %h, -1
  %row = call i32 @llvm.smin.i32(i32 %y, i32 %hm1)
  %r64 = sext i32 %row to i64
  %p64 = sext i32 %pitch to i64
  %off = mul i64 %p64, %r64
  %a = getelementptr float, ptr addrspace(1) %src, i64 %off
  %v = load float, ptr addrspace(1) %a, align 4, !nvtv.id !1
  %y64 = sext i32 %y to i64
  %d = getelementptr inbounds float, ptr addrspace(1) %dst, i64 %y64
  store float %v, ptr addrspace(1) %d, align 4, !nvtv.id !2
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}

;--- bad.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.smin.i32(i32, i32)
define void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %h, i32 %pitch) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bt = shl nsw i32 %b, 8
  %y = add nsw i32 %bt, %t
  %row = call i32 @llvm.smin.i32(i32 %y, i32 %h)
  %r64 = sext i32 %row to i64
  %p64 = sext i32 %pitch to i64
  %off = mul i64 %p64, %r64
  %a = getelementptr float, ptr addrspace(1) %src, i64 %off
  %v = load float, ptr addrspace(1) %a, align 4, !nvtv.id !1
  %y64 = sext i32 %y to i64
  %d = getelementptr inbounds float, ptr addrspace(1) %dst, i64 %y64
  store float %v, ptr addrspace(1) %d, align 4, !nvtv.id !2
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
