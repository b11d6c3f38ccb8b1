; Rule: a header test tgt dropped (verify/match.c header_test_dropped).  src's `for (i = 0; i < n; ++i)`
; breaks after its store when i == n - 1; LLVM drops the header test (after iteration 0 the
; break has left wherever it would fail) and keeps it as the guard `n > 0`.  check_loop proves
; that tgt enters where src enters and passes the test, that both go on from k together, and
; that src's test then passes at k + 1; both leave at the same iteration.  An earlier build
; (tgt's loop entered at `n > 0`, src's header always): unknown, a refuted trip-count model.
; The wrong break (i == n) is corpus/known-bad/dropped_header_test_wrong_break.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK-NOT: unknown
; CHECK: @dropped_header_test: 1 proved, 0 bounded, 0 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (int i = 0; i < n; ++i) { out[i*ntid + tid] = i; if (i == n - 1) break; }
define void @dropped_header_test(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.inc ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %for.body, label %exit

for.body:
  %r = mul nsw i32 %i, %nt
  %ix = add nsw i32 %r, %t
  %e = sext i32 %ix to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e
  store i32 %i, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %last = add nsw i32 %n, -1
  %b = icmp eq i32 %i, %last
  br i1 %b, label %exit, label %for.inc

for.inc:
  %i.next = add nsw i32 %i, 1
  br label %for.cond

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!1}
!0 = !{i64 0}
!1 = !{ptr @dropped_header_test, !"kernel", i32 1}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dropped_header_test(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %for.body, label %exit

for.body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %r = mul nsw i32 %i, %nt
  %ix = add nsw i32 %r, %t
  %e = sext i32 %ix to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e
  store i32 %i, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %i.next = add nsw i32 %i, 1
  %last = add nsw i32 %n, -1
  %b = icmp eq i32 %i, %last
  br i1 %b, label %exit, label %for.body

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!1}
!0 = !{i64 0}
!1 = !{ptr @dropped_header_test, !"kernel", i32 1}
