; Verifier message: a sync's trip count, confirmed by execution.  A barrier in a loop whose
; exit test a pass changed (sgt 0 -> ugt -1: tgt leaves after the first iteration): the
; replay records each execution of the tagged sync as it records an access's, and the
; model's thread running it twice in src and once in tgt confirms the counterexample.
; Before, a sync left no record and the replay called the model refuted (unknown).
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: trip-count in @k at #1
; CHECK-NEXT:   access:     llvm.nvvm.barrier0.and (src line 10, tgt line 10)
; CHECK-NEXT:   check:      iteration k goes on to k+1 in src exactly when it does in tgt (loop exit condition)
; CHECK:        confirmed:  yes, by execution: access: thread (0,0,0) runs #1 2 times in src, 1 in tgt; src's execution 2: the sync (k.loop = 1); tgt: never gets there
; CHECK:      total: 1 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  %b = and i32 %t, 1
  %all = call i32 @llvm.nvvm.barrier0.and(i32 %b), !nvtv.id !1
  %i.next = add nsw i32 %i, -1
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.barrier0.and(i32)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}

;--- tgt.ll
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  %b = and i32 %t, 1
  %all = call i32 @llvm.nvvm.barrier0.and(i32 %b), !nvtv.id !1
  %i.next = add nsw i32 %i, -1
  %more = icmp ugt i32 %i.next, -1
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.barrier0.and(i32)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
