; Loop rotation (-O0 code under default<O3>).  src tests its loop at the header, as
; clang -O0 emits `for`; loop-rotate guards the loop with the first test and moves the test
; to the latch, so tgt's iteration k runs where src's header passes its test at k, and tgt
; leaves from its latch one iteration before src leaves from its header.  nvtv proves by
; induction that tgt enters exactly when src enters and passes its first test, and goes on
; from k exactly when src does and passes its test at k+1; the accesses are then compared at
; the same k, and a value used after the loop at tgt's exit iteration is src's at its exit
; iteration minus one.  tgt.ll is `opt -passes=loop-rotate` of src.ll.  A guard that tests
; `sle` (bad-guard.ll) or a latch that does (bad-latch.ll) is a trip-count counterexample,
; confirmed by execution.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=GOOD
; GOOD: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: not nvtv verify %t/src.ll %t/bad-guard.ll | FileCheck %s --check-prefix=GUARD
; GUARD:      counterexample: trip-count in @k at #0
; GUARD-NEXT:   access:
; GUARD-NEXT:   check: tgt enters its rotated loop exactly when src enters the loop and passes its first test
; GUARD:        confirmed: yes, by execution: access: thread (0,0,0) runs #0 0 times in src, 1 in tgt
; RUN: not nvtv verify %t/src.ll %t/bad-latch.ll | FileCheck %s --check-prefix=LATCH
; LATCH:      counterexample: trip-count in @k at #0
; LATCH-NEXT:   access:
; LATCH-NEXT:   check: tgt's rotated loop goes on from iteration k exactly when src's does and passes its test at k+1
; LATCH:        confirmed: yes, by execution: access: thread (0,0,0) runs #0 1 time in src, 2 in tgt

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
define void @k(ptr addrspace(1) %out, ptr addrspace(1) %x, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.cond
for.cond:
  %i = phi i32 [ %t, %entry ], [ %i.next, %for.body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %for.body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %for.body, label %exit
for.body:
  %e = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %e
  %v = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  br label %for.cond
exit:
  %te = sext i32 %t to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %te
  store i32 %i, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}
!0 = !{i64 0}
!1 = !{i64 1}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

define void @k(ptr addrspace(1) %out, ptr addrspace(1) %x, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %c1 = icmp slt i32 %t, %n
  br i1 %c1, label %for.body.lr.ph, label %exit

for.body.lr.ph:                                   ; preds = %entry
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %s3 = phi i32 [ 0, %for.body.lr.ph ], [ %s.next, %for.body ]
  %i2 = phi i32 [ %t, %for.body.lr.ph ], [ %i.next, %for.body ]
  %e = sext i32 %i2 to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %e
  %v = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %s.next = add i32 %s3, %v
  %i.next = add nsw i32 %i2, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %for.body, label %for.cond.exit_crit_edge

for.cond.exit_crit_edge:                          ; preds = %for.body
  %split = phi i32 [ %i.next, %for.body ]
  br label %exit

exit:                                             ; preds = %for.cond.exit_crit_edge, %entry
  %i.lcssa = phi i32 [ %split, %for.cond.exit_crit_edge ], [ %t, %entry ]
  %te = sext i32 %t to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %te
  store i32 %i.lcssa, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i64 0}
!1 = !{i64 1}

;--- bad-guard.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

define void @k(ptr addrspace(1) %out, ptr addrspace(1) %x, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %c1 = icmp sle i32 %t, %n
  br i1 %c1, label %for.body.lr.ph, label %exit

for.body.lr.ph:                                   ; preds = %entry
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %s3 = phi i32 [ 0, %for.body.lr.ph ], [ %s.next, %for.body ]
  %i2 = phi i32 [ %t, %for.body.lr.ph ], [ %i.next, %for.body ]
  %e = sext i32 %i2 to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %e
  %v = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %s.next = add i32 %s3, %v
  %i.next = add nsw i32 %i2, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %for.body, label %for.cond.exit_crit_edge

for.cond.exit_crit_edge:                          ; preds = %for.body
  %split = phi i32 [ %i.next, %for.body ]
  br label %exit

exit:                                             ; preds = %for.cond.exit_crit_edge, %entry
  %i.lcssa = phi i32 [ %split, %for.cond.exit_crit_edge ], [ %t, %entry ]
  %te = sext i32 %t to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %te
  store i32 %i.lcssa, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i64 0}
!1 = !{i64 1}

;--- bad-latch.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

define void @k(ptr addrspace(1) %out, ptr addrspace(1) %x, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %c1 = icmp slt i32 %t, %n
  br i1 %c1, label %for.body.lr.ph, label %exit

for.body.lr.ph:                                   ; preds = %entry
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %s3 = phi i32 [ 0, %for.body.lr.ph ], [ %s.next, %for.body ]
  %i2 = phi i32 [ %t, %for.body.lr.ph ], [ %i.next, %for.body ]
  %e = sext i32 %i2 to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %e
  %v = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %s.next = add i32 %s3, %v
  %i.next = add nsw i32 %i2, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %for.body, label %for.cond.exit_crit_edge

for.cond.exit_crit_edge:                          ; preds = %for.body
  %split = phi i32 [ %i.next, %for.body ]
  br label %exit

exit:                                             ; preds = %for.cond.exit_crit_edge, %entry
  %i.lcssa = phi i32 [ %split, %for.cond.exit_crit_edge ], [ %t, %entry ]
  %te = sext i32 %t to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %te
  store i32 %i.lcssa, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i64 0}
!1 = !{i64 1}
