; Corresponding loop phis whose updates are equal only within the launch's ranges
; (verify/oblig/phis.c, same()).  Under __launch_bounds__(256) (maxntid), tid.x < 256, so tgt's
; `trunc i32 %t to i8 == 0` is src's `%t == 0` (a narrowing instcombine makes, seen in
; stencil3d_25d_march.cu at -O3).  The normal forms differ; Z3 proves the updates equal for
; every value of the phis, so the phis correspond and the access is proved for every
; iteration.  bad.ll narrows to i4, wrong for tid.x >= 16: the phis do not correspond and
; the unrolled check finds the counterexample, confirmed by execution.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: env NVTV_TRACE=1 nvtv verify %t/src.ll %t/tgt.ll 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
; RUN: not nvtv verify %t/src.ll %t/bad.ll | FileCheck %s --check-prefix=BAD
; CHECK-NOT:  counterexample
; CHECK:      @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; TRACE:      loop loop: tgt phi#{{[0-9]+}} is src phi#{{[0-9]+}} at every iteration
; BAD:        counterexample: address-mismatch in @k at #1
; BAD:        confirmed:  yes, by execution
; BAD:        @k: 0 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %t, 0
  %d = zext i1 %z to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ %t, %entry ], [ %j.next, %loop ]
  %x = zext i32 %j to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %j2 = mul i32 %j, 3
  %j.next = add i32 %j2, %d
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
define void @k(ptr addrspace(1) %a, i32 %n) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t8 = trunc i32 %t to i8
  %z = icmp eq i8 %t8, 0
  %d = zext i1 %z to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ %t, %entry ], [ %j.next, %loop ]
  %x = zext i32 %j to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %j2 = mul i32 %j, 3
  %j.next = add i32 %j2, %d
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

;--- bad.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t8 = trunc i32 %t to i4
  %z = icmp eq i4 %t8, 0
  %d = zext i1 %z to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ %t, %entry ], [ %j.next, %loop ]
  %x = zext i32 %j to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %j2 = mul i32 %j, 3
  %j.next = add i32 %j2, %d
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
