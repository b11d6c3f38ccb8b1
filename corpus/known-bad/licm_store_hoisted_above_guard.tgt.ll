; known-bad: a loop-invariant store hoisted above the loop's guard (it now runs when the loop does not) [tgt]
; shapes: for-loop, licm, invariant-store, rotated, ctaid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; LICM's store motion done wrong: done[blockIdx.x] = 1 moved above the guard `n > 0`, so it runs
; for n <= 0, where src never stores it
define void @licm_store_hoisted_above_guard(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %done, i32 %n) {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ri = zext i32 %r to i64
  %pd = getelementptr inbounds i32, ptr addrspace(1) %done, i64 %ri
  store i32 1, ptr addrspace(1) %pd, align 4, !nvtv.id !3
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %body, label %exit

body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ii
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %ii
  store i32 %v, ptr addrspace(1) %pb, align 4, !nvtv.id !2
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @licm_store_hoisted_above_guard, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
