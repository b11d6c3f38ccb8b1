; Corresponding loop phis (verify/oblig/phis.c).  src and tgt both walk j = 3*j + 1, a header phi
; that is not an add-recurrence; tgt only computes the address differently.  The two phis
; start equal and update equally, so they are equal at every iteration (induction), and the
; address is proved for all of them rather than "verified up to N iterations".
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: env NVTV_TRACE=1 nvtv verify %t/src.ll %t/tgt.ll 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
; CHECK-NOT:  counterexample
; CHECK:      @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; TRACE:      loop loop: tgt phi#{{[0-9]+}} is src phi#{{[0-9]+}} at every iteration

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ %t, %entry ], [ %j.next, %loop ]
  %x = zext i32 %j to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %j2 = mul i32 %j, 3
  %j.next = add i32 %j2, 1
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ %t, %entry ], [ %j.next, %loop ]
  %x = zext i32 %j to i64
  %off = shl i64 %x, 2
  %p = getelementptr i8, ptr addrspace(1) %a, i64 %off
  store float 1.0, ptr addrspace(1) %p, align 4
  %j2 = mul i32 %j, 3
  %j.next = add i32 %j2, 1
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
