; A recurrence nvtv does not solve (j = 2*j + 1), the loop's test made unsigned (slt -> ult,
; an adversary's change): with %n < 0 src never enters the loop and tgt runs it.  The
; obligation is unrolled at iterations 0..3; at iteration 0 the induction step's premise
; still names the phi at iteration -1, but under `k == 0 || ...`, decided by k = 0.  Such a
; dead mention once made every model "depends on a recurrence nvtv cannot unroll here"
; (unknown); the model now stands, and execution confirms it.
; RUN: rm -rf %t && split-file %s %t
; RUN: sed 's/icmp slt i32 %%j, %%n/icmp ult i32 %%j, %%n/' %t/src.ll > %t/tgt.ll
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: trip-count in @nonaffine_recur at #1
; CHECK:        check: iteration k goes on to k+1 in src exactly when it does in tgt (loop exit condition)
; CHECK:        unrolled: while.cond at iteration 0 (opaque recurrence)
; CHECK:        confirmed: yes, by execution
; CHECK:      @nonaffine_recur: 0 proved, 0 bounded, 0 unknown, 3 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @nonaffine_recur(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %j = phi i32 [ %tid, %entry ], [ %j.next, %while.body ]
  %c = icmp slt i32 %j, %n
  br i1 %c, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %x = sext i32 %j to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %x
  %v = load float, ptr addrspace(1) %pi, align 4, !nvtv.id !1
  %jf = sitofp i32 %j to float
  %r = fadd float %v, %jf
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %r, ptr addrspace(1) %po, align 4, !nvtv.id !2
  %j2 = shl nsw i32 %j, 1
  %j.next = or disjoint i32 %j2, 1
  br label %while.cond

while.end:                                        ; preds = %while.cond
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}

!0 = !{ptr @nonaffine_recur, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
