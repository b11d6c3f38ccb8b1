; Forwarding facts across the arms of a branch (verify/rules/merge.c quiet_arms): src
; reads y[t] in both arms of `(d != 0) ? y[t] / d : y[t]`; SimplifyCFG hoists the two reads
; into one load before the select, which carries no tag (merged).  Both src loads read
; memory as it is where the branch leaves, nothing on either path writes it: they read the
; same value, and the stored value is proved.  An earlier build: the store unknown ("differs
; only through an uninterpreted operation").  In bsrc.ll the then-arm writes y[t] before
; reading it: no fact, and the store is not proved.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK: @k: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
; CHECK: rules: proved 2 one-to-one, 2 merged
; RUN: not nvtv verify %t/bsrc.ll %t/tgt.ll | FileCheck %s --check-prefix=BAD
; BAD: unknown: unknown in @k at #3
; BAD-NEXT: access: store float addrspace(1)
; BAD-NEXT: check: the stored values are equal

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) noalias %diag, ptr addrspace(1) noalias %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pd = getelementptr inbounds float, ptr addrspace(1) %diag, i64 %x
  %d = load float, ptr addrspace(1) %pd, align 4, !nvtv.id !0
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %x
  %nz = fcmp une float %d, 0.000000e+00
  br i1 %nz, label %then, label %else
then:
  %a = load float, ptr addrspace(1) %py, align 4, !nvtv.id !1
  %q = fdiv float %a, %d
  br label %join
else:
  %b = load float, ptr addrspace(1) %py, align 4, !nvtv.id !2
  br label %join
join:
  %r = phi float [ %q, %then ], [ %b, %else ]
  store float %r, ptr addrspace(1) %py, align 4, !nvtv.id !3
  ret void
}
!0 = !{i64 0}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}

;--- bsrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) noalias %diag, ptr addrspace(1) noalias %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pd = getelementptr inbounds float, ptr addrspace(1) %diag, i64 %x
  %d = load float, ptr addrspace(1) %pd, align 4, !nvtv.id !0
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %x
  %nz = fcmp une float %d, 0.000000e+00
  br i1 %nz, label %then, label %else
then:
  store float 1.000000e+00, ptr addrspace(1) %py, align 4, !nvtv.id !4
  %a = load float, ptr addrspace(1) %py, align 4, !nvtv.id !1
  %q = fdiv float %a, %d
  br label %join
else:
  %b = load float, ptr addrspace(1) %py, align 4, !nvtv.id !2
  br label %join
join:
  %r = phi float [ %q, %then ], [ %b, %else ]
  store float %r, ptr addrspace(1) %py, align 4, !nvtv.id !3
  ret void
}
!0 = !{i64 0}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) noalias %diag, ptr addrspace(1) noalias %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pd = getelementptr inbounds float, ptr addrspace(1) %diag, i64 %x
  %d = load float, ptr addrspace(1) %pd, align 4, !nvtv.id !0
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %x
  %b = load float, ptr addrspace(1) %py, align 4
  %nz = fcmp une float %d, 0.000000e+00
  %q = fdiv float %b, %d
  %r = select i1 %nz, float %q, float %b
  store float %r, ptr addrspace(1) %py, align 4, !nvtv.id !3
  ret void
}
!0 = !{i64 0}
!3 = !{i64 3}
