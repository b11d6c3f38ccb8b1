; Saturating arithmetic (sym_build.c `saturating`): llvm.usub.sat and its kin are
; the wrapping result, or the bound they saturate to where the operation overflows.
; instcombine turns `(t > 0) ? t - 1 : t` (a clamped left neighbour in a shared tile, a
; helper's fresh rgba_to_luma_box) into `usub.sat(t, 1)`; an earlier build read the call as an
; uninterpreted function: the address was unknown ("Z3 model did not re-evaluate to a
; difference").  bad.ll saturates by 2: a
; counterexample, confirmed by execution.  sat2.ll: sadd.sat against src's clamp to INT_MAX.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: not nvtv verify %t/src.ll %t/bad.ll | FileCheck %s --check-prefix=BAD
; BAD: counterexample: address-mismatch in @k at #0
; BAD: confirmed: yes, by execution
; RUN: nvtv verify %t/ssrc.ll %t/stgt.ll | FileCheck %s --check-prefix=SIGNED
; SIGNED: @s: 1 proved, 0 bounded, 0 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
@tile = internal addrspace(3) global [1024 x float] undef
define void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pos = icmp sgt i32 %t, 0
  %m = add nsw i32 %t, -1
  %l = select i1 %pos, i32 %m, i32 %t
  %e = sext i32 %l to i64
  %p = getelementptr inbounds [1024 x float], ptr addrspace(3) @tile, i64 0, i64 %e
  %v = load float, ptr addrspace(3) %p, align 4, !nvtv.id !0
  %x = zext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}
!0 = !{i64 0}
!1 = !{i64 1}
;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.usub.sat.i32(i32, i32)
@tile = internal addrspace(3) global [1024 x float] undef
define void @k(ptr addrspace(1) %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = call i32 @llvm.usub.sat.i32(i32 %t, i32 1)
  %e = zext i32 %l to i64
  %p = getelementptr inbounds [1024 x float], ptr addrspace(3) @tile, i64 0, i64 %e
  %v = load float, ptr addrspace(3) %p, align 4, !nvtv.id !0
  %x = zext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}
!0 = !{i64 0}
!1 = !{i64 1}
;--- bad.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.usub.sat.i32(i32, i32)
@tile = internal addrspace(3) global [1024 x float] undef
define void @k(ptr addrspace(1) %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = call i32 @llvm.usub.sat.i32(i32 %t, i32 2)
  %e = zext i32 %l to i64
  %p = getelementptr inbounds [1024 x float], ptr addrspace(3) @tile, i64 0, i64 %e
  %v = load float, ptr addrspace(3) %p, align 4, !nvtv.id !0
  %x = zext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}
!0 = !{i64 0}
!1 = !{i64 1}
;--- ssrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @s(ptr addrspace(1) %out, i32 %a, i32 %b) {
entry:
  %w = sext i32 %a to i64
  %y = sext i32 %b to i64
  %s = add nsw i64 %w, %y
  %big = icmp sgt i64 %s, 2147483647
  %small = icmp slt i64 %s, -2147483648
  %t = trunc i64 %s to i32
  %c1 = select i1 %small, i32 -2147483648, i32 %t
  %c = select i1 %big, i32 2147483647, i32 %c1
  store i32 %c, ptr addrspace(1) %out, align 4, !nvtv.id !0
  ret void
}
!0 = !{i64 0}
;--- stgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.sadd.sat.i32(i32, i32)
define void @s(ptr addrspace(1) %out, i32 %a, i32 %b) {
entry:
  %c = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  store i32 %c, ptr addrspace(1) %out, align 4, !nvtv.id !0
  ret void
}
!0 = !{i64 0}
