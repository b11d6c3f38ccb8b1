; A false alarm nvtv fuzz found in its own minimized kernel (fuzz.unsound-four-map): the loop's
; phi is [0, entry], [0, body], so the loop never ends when %g0 < %g1; the store after it is
; reached only when the loop is never entered.  The barrier check took the phi for an opaque
; recurrence and let the other thread leave the loop at any iteration: a barrier-race that
; execution could not run (the step limit).  Now a phi with the same value on every edge is
; that value, and the barrier check has each left loop's exit facts, as the refinement
; checks do.  The removal is proved.
; RUN: nvtv check %s -passes=dse -dse-criterion=four-map | FileCheck %s
; CHECK: @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %g0, ptr addrspace(1) %g1, i32 %n) {
entry:
  br label %lp0.h

lp0.h:
  %i0 = phi i64 [ 0, %entry ], [ 0, %lp0.body ]
  %t2 = getelementptr i32, ptr addrspace(1) %g0, i64 %i0
  %t3 = icmp ult ptr addrspace(1) %t2, %g1
  br i1 %t3, label %lp0.body, label %lp0.exit

lp0.body:
  %t4 = load i32, ptr addrspace(1) %t2, align 4
  call void @llvm.nvvm.barrier.sync.cnt(i32 0, i32 %n)
  br label %lp0.h

lp0.exit:
  store i32 1, ptr addrspace(1) null, align 4
  ret void
}

declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
