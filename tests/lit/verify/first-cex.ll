; --first-cex: a function's checks stop at its first counterexample.  The adversary's change
; (mutate-tgt, this seed: the operands of the middle loop's exit test swapped) changes the
; trip count of all three nested loops and what each access reaches: five counterexamples in
; a full report, one with --first-cex, and no other question asked after it (the campaigns'
; question; the full report took 23 s of solver time, the first one a fraction of a second).
; RUN: rm -rf %t && mkdir -p %t
; RUN: nvtv opt -passes=mutate-tgt -mutate-seed=2573894056760992868 %s -o %t/tgt.ll 2>&1 | FileCheck %s --check-prefix=MUT
; MUT: mutate-tgt: @nested_loops3: swap: %gb: operands swapped
; RUN: not nvtv verify --first-cex %s %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: trip-count in @nested_loops3 at #1
; CHECK:        confirmed: yes, by execution
; CHECK-NOT:  counterexample:
; CHECK:      @nested_loops3: 0 proved, 0 bounded, 0 unknown, 1 counterexample
; CHECK-NEXT: total: 0 proved, 0 bounded, 0 unknown, 1 counterexample

; 3-deep loop nest: batched mat-vec y[b][r] = sum_k M[b][r][k] * x[b][k]; store in the middle loop
; shapes: nested-3, rotated-loop, for-loop, block-stride, i64-iv, tid-1d, reduction
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (long b = 0; b < nb; ++b)
;   for (long r = threadIdx.x; r < m; r += blockDim.x) {
;     float acc = 0;
;     for (long k = 0; k < n; ++k) acc += M[(b*m + r)*n + k] * x[b*n + k];
;     y[b*m + r] = acc;
;   }
define void @nested_loops3(ptr addrspace(1) noalias %M, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %nb, i64 %m, i64 %n) {
entry:
  %tid32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid = zext i32 %tid32 to i64
  %ntid32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ntid = zext i32 %ntid32 to i64
  %gb = icmp sgt i64 %nb, 0
  br i1 %gb, label %b.ph, label %exit

b.ph:
  %gr = icmp slt i64 %tid, %m
  br label %b.loop

b.loop:
  %b = phi i64 [ 0, %b.ph ], [ %b.next, %b.latch ]
  br i1 %gr, label %r.ph, label %b.latch

r.ph:
  %bm = mul nsw i64 %b, %m
  %bn = mul nsw i64 %b, %n
  br label %r.loop

r.loop:
  %r = phi i64 [ %tid, %r.ph ], [ %r.next, %k.end ]
  %row = add nsw i64 %bm, %r
  %rown = mul nsw i64 %row, %n
  br label %k.cond

k.cond:
  %k = phi i64 [ 0, %r.loop ], [ %k.next, %k.body ]
  %acc = phi float [ 0.000000e+00, %r.loop ], [ %acc.next, %k.body ]
  %ck = icmp slt i64 %k, %n
  br i1 %ck, label %k.body, label %k.end

k.body:
  %mi = add nsw i64 %rown, %k
  %pm = getelementptr inbounds float, ptr addrspace(1) %M, i64 %mi
  %mv = load float, ptr addrspace(1) %pm, align 4
  %xi = add nsw i64 %bn, %k
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %xi
  %xv = load float, ptr addrspace(1) %px, align 4
  %prod = fmul contract float %mv, %xv
  %acc.next = fadd contract float %acc, %prod
  %k.next = add nuw nsw i64 %k, 1
  br label %k.cond

k.end:
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %row
  store float %acc, ptr addrspace(1) %py, align 4
  %r.next = add nsw i64 %r, %ntid
  %cr = icmp slt i64 %r.next, %m
  br i1 %cr, label %r.loop, label %r.exit

r.exit:
  br label %b.latch

b.latch:
  %b.next = add nuw nsw i64 %b, 1
  %cb = icmp slt i64 %b.next, %nb
  br i1 %cb, label %b.loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @nested_loops3, !"kernel", i32 1}
