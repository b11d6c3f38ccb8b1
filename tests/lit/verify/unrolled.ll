; Correspondence rule: unrolled copies (full unrolling).  loop-unroll-full replaces a loop of
; constant trip count by one copy of its body per iteration and clones each access with its
; !nvtv.id.  Copy j of a tag (in tgt's block order) is paired with the j-th src iteration at
; which the access is reachable (here #3, under `j != 2`, at iterations 0, 1 and 3) and proved
; with src's counter fixed there; the copies' loads read what src's load reads at their
; iteration, so the sum stored after the loop (#4) meets src's unrolled recurrence.
; corpus/known-bad/unrolled_copy_wrong_iteration is a copy at the wrong iteration.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/good.ll | FileCheck %s --check-prefix=GOOD
; GOOD:      @k: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
; GOOD:      rules: proved 1 one-to-one, 0 merged, 0 deleted-load, 0 widened, 0 dead-local, 3 unrolled
; The third copy at the fourth iteration's address:
; RUN: not nvtv verify %t/src.ll %t/wrong.ll | FileCheck %s --check-prefix=WRONG
; WRONG:     counterexample: address-mismatch in @k at #1
; WRONG:       rule:       unrolled: tgt's copy 3 of 4 (tgt line {{[0-9]+}}) stands for src's iteration 2 of loop for.cond
; WRONG:       confirmed:  yes, by execution: access: thread (0,0,0), execution 3 of #1
; The sum after the loop adds the third copy's load twice:
; RUN: not nvtv verify %t/src.ll %t/sum.ll | FileCheck %s --check-prefix=SUM
; SUM:       counterexample: value-mismatch in @k at #4
; SUM:         confirmed:  yes, by execution
; A copy of #3 at the iteration src skips: copies and iterations do not match one to one:
; RUN: sh -c 'nvtv verify %t/src.ll %t/extra.ll > %t/extra.out; test $? -eq 3' && FileCheck %s --check-prefix=EXTRA < %t/extra.out
; EXTRA:     unsupported: unsupported in @k at #3
; EXTRA-NEXT:  access:
; EXTRA-NEXT:  reason:     the access was duplicated by the transformation: src's loop runs 4 iterations, and tgt's copies do not match the iterations that reach the access one to one, or lie in other loops
; Runtime unrolling (a loop of n iterations, unrolled by 2 with a remainder loop) is not covered:
; RUN: sh -c 'nvtv verify %t/srcn.ll %t/runtime.ll > %t/runtime.out; test $? -eq 3' && FileCheck %s --check-prefix=RUNTIME < %t/runtime.out
; RUNTIME:   reason:     the access was duplicated by the transformation: its loop has no counterpart in tgt and no constant trip count (runtime or partial unrolling, or peeling: not covered; full unrolling of a constant trip count is)
; RUNTIME:   @runtime: 0 proved, 0 bounded, 0 unknown, 0 counterexamples, 1 unsupported

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; int s = 0;
; for (int j = 0; j < 4; ++j) { int v = a[4t + j]; b[4t + j] = 3 * v; if (j != 2) c[4t + j] = v; s += v; }
; out[t] = s;
define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %t to i64
  %base = shl nuw nsw i64 %g, 2
  br label %for.cond

for.cond:
  %j = phi i64 [ 0, %entry ], [ %j.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %cmp = icmp ult i64 %j, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %k = add nuw nsw i64 %base, %j
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  %w = mul i32 %v, 3
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k
  store i32 %w, ptr addrspace(1) %pb, align 4, !nvtv.id !2
  %not2 = icmp ne i64 %j, 2
  br i1 %not2, label %then, label %latch

then:
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k
  store i32 %v, ptr addrspace(1) %pc, align 4, !nvtv.id !3
  br label %latch

latch:
  %s.next = add i32 %s, %v
  %j.next = add nuw nsw i64 %j, 1
  br label %for.cond

for.end:
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %s, ptr addrspace(1) %po, align 4, !nvtv.id !4
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
;--- good.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %t to i64
  %base = shl nuw nsw i64 %g, 2
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %base
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !0
  %w = mul i32 %v, 3
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %base
  store i32 %w, ptr addrspace(1) %pb, align 4, !nvtv.id !1
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %base
  store i32 %v, ptr addrspace(1) %pc, align 4, !nvtv.id !2
  %k.1 = or disjoint i64 %base, 1
  %pa.1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.1
  %v.1 = load i32, ptr addrspace(1) %pa.1, align 4, !nvtv.id !0
  %w.1 = mul i32 %v.1, 3
  %pb.1 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.1
  store i32 %w.1, ptr addrspace(1) %pb.1, align 4, !nvtv.id !1
  %pc.1 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k.1
  store i32 %v.1, ptr addrspace(1) %pc.1, align 4, !nvtv.id !2
  %s.next.1 = add i32 %v, %v.1
  %k.2 = or disjoint i64 %base, 2
  %pa.2 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.2
  %v.2 = load i32, ptr addrspace(1) %pa.2, align 4, !nvtv.id !0
  %w.2 = mul i32 %v.2, 3
  %pb.2 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.2
  store i32 %w.2, ptr addrspace(1) %pb.2, align 4, !nvtv.id !1
  %s.next.2 = add i32 %s.next.1, %v.2
  %k.3 = or disjoint i64 %base, 3
  %pa.3 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.3
  %v.3 = load i32, ptr addrspace(1) %pa.3, align 4, !nvtv.id !0
  %w.3 = mul i32 %v.3, 3
  %pb.3 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.3
  store i32 %w.3, ptr addrspace(1) %pb.3, align 4, !nvtv.id !1
  %pc.3 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k.3
  store i32 %v.3, ptr addrspace(1) %pc.3, align 4, !nvtv.id !2
  %s.next.3 = add i32 %s.next.2, %v.3
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %s.next.3, ptr addrspace(1) %po, align 4, !nvtv.id !3
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i64 1}
!1 = !{i64 2}
!2 = !{i64 3}
!3 = !{i64 4}
;--- wrong.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %t to i64
  %base = shl nuw nsw i64 %g, 2
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %base
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !0
  %w = mul i32 %v, 3
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %base
  store i32 %w, ptr addrspace(1) %pb, align 4, !nvtv.id !1
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %base
  store i32 %v, ptr addrspace(1) %pc, align 4, !nvtv.id !2
  %k.1 = or disjoint i64 %base, 1
  %pa.1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.1
  %v.1 = load i32, ptr addrspace(1) %pa.1, align 4, !nvtv.id !0
  %w.1 = mul i32 %v.1, 3
  %pb.1 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.1
  store i32 %w.1, ptr addrspace(1) %pb.1, align 4, !nvtv.id !1
  %pc.1 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k.1
  store i32 %v.1, ptr addrspace(1) %pc.1, align 4, !nvtv.id !2
  %s.next.1 = add i32 %v, %v.1
  %k.2 = or disjoint i64 %base, 3
  %pa.2 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.2
  %v.2 = load i32, ptr addrspace(1) %pa.2, align 4, !nvtv.id !0
  %w.2 = mul i32 %v.2, 3
  %pb.2 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.2
  store i32 %w.2, ptr addrspace(1) %pb.2, align 4, !nvtv.id !1
  %s.next.2 = add i32 %s.next.1, %v.2
  %k.3 = or disjoint i64 %base, 3
  %pa.3 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.3
  %v.3 = load i32, ptr addrspace(1) %pa.3, align 4, !nvtv.id !0
  %w.3 = mul i32 %v.3, 3
  %pb.3 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.3
  store i32 %w.3, ptr addrspace(1) %pb.3, align 4, !nvtv.id !1
  %pc.3 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k.3
  store i32 %v.3, ptr addrspace(1) %pc.3, align 4, !nvtv.id !2
  %s.next.3 = add i32 %s.next.2, %v.3
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %s.next.3, ptr addrspace(1) %po, align 4, !nvtv.id !3
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i64 1}
!1 = !{i64 2}
!2 = !{i64 3}
!3 = !{i64 4}
;--- sum.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %t to i64
  %base = shl nuw nsw i64 %g, 2
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %base
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !0
  %w = mul i32 %v, 3
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %base
  store i32 %w, ptr addrspace(1) %pb, align 4, !nvtv.id !1
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %base
  store i32 %v, ptr addrspace(1) %pc, align 4, !nvtv.id !2
  %k.1 = or disjoint i64 %base, 1
  %pa.1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.1
  %v.1 = load i32, ptr addrspace(1) %pa.1, align 4, !nvtv.id !0
  %w.1 = mul i32 %v.1, 3
  %pb.1 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.1
  store i32 %w.1, ptr addrspace(1) %pb.1, align 4, !nvtv.id !1
  %pc.1 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k.1
  store i32 %v.1, ptr addrspace(1) %pc.1, align 4, !nvtv.id !2
  %s.next.1 = add i32 %v, %v.1
  %k.2 = or disjoint i64 %base, 2
  %pa.2 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.2
  %v.2 = load i32, ptr addrspace(1) %pa.2, align 4, !nvtv.id !0
  %w.2 = mul i32 %v.2, 3
  %pb.2 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.2
  store i32 %w.2, ptr addrspace(1) %pb.2, align 4, !nvtv.id !1
  %s.next.2 = add i32 %s.next.1, %v.2
  %k.3 = or disjoint i64 %base, 3
  %pa.3 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.3
  %v.3 = load i32, ptr addrspace(1) %pa.3, align 4, !nvtv.id !0
  %w.3 = mul i32 %v.3, 3
  %pb.3 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.3
  store i32 %w.3, ptr addrspace(1) %pb.3, align 4, !nvtv.id !1
  %pc.3 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k.3
  store i32 %v.3, ptr addrspace(1) %pc.3, align 4, !nvtv.id !2
  %s.next.3 = add i32 %s.next.2, %v.2
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %s.next.3, ptr addrspace(1) %po, align 4, !nvtv.id !3
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i64 1}
!1 = !{i64 2}
!2 = !{i64 3}
!3 = !{i64 4}
;--- extra.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %t to i64
  %base = shl nuw nsw i64 %g, 2
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %base
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !0
  %w = mul i32 %v, 3
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %base
  store i32 %w, ptr addrspace(1) %pb, align 4, !nvtv.id !1
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %base
  store i32 %v, ptr addrspace(1) %pc, align 4, !nvtv.id !2
  %k.1 = or disjoint i64 %base, 1
  %pa.1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.1
  %v.1 = load i32, ptr addrspace(1) %pa.1, align 4, !nvtv.id !0
  %w.1 = mul i32 %v.1, 3
  %pb.1 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.1
  store i32 %w.1, ptr addrspace(1) %pb.1, align 4, !nvtv.id !1
  %pc.1 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k.1
  store i32 %v.1, ptr addrspace(1) %pc.1, align 4, !nvtv.id !2
  %s.next.1 = add i32 %v, %v.1
  %k.2 = or disjoint i64 %base, 2
  %pa.2 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.2
  %v.2 = load i32, ptr addrspace(1) %pa.2, align 4, !nvtv.id !0
  %w.2 = mul i32 %v.2, 3
  %pb.2 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.2
  store i32 %w.2, ptr addrspace(1) %pb.2, align 4, !nvtv.id !1
  %pc.2 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k.2
  store i32 %v.2, ptr addrspace(1) %pc.2, align 4, !nvtv.id !2
  %s.next.2 = add i32 %s.next.1, %v.2
  %k.3 = or disjoint i64 %base, 3
  %pa.3 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.3
  %v.3 = load i32, ptr addrspace(1) %pa.3, align 4, !nvtv.id !0
  %w.3 = mul i32 %v.3, 3
  %pb.3 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.3
  store i32 %w.3, ptr addrspace(1) %pb.3, align 4, !nvtv.id !1
  %pc.3 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %k.3
  store i32 %v.3, ptr addrspace(1) %pc.3, align 4, !nvtv.id !2
  %s.next.3 = add i32 %s.next.2, %v.3
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %s.next.3, ptr addrspace(1) %po, align 4, !nvtv.id !3
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i64 1}
!1 = !{i64 2}
!2 = !{i64 3}
!3 = !{i64 4}
;--- srcn.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; for (j = 0; j < n; ++j) b[t*n + j] = 0;
define void @runtime(ptr addrspace(1) noalias %b, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %t to i64
  %base = mul i64 %g, %n
  br label %for.cond

for.cond:
  %j = phi i64 [ 0, %entry ], [ %j.next, %for.body ]
  %cmp = icmp ult i64 %j, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %k = add i64 %base, %j
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k
  store i32 0, ptr addrspace(1) %pb, align 4, !nvtv.id !1
  %j.next = add nuw nsw i64 %j, 1
  br label %for.cond

for.end:
  ret void
}
!1 = !{i64 1}
;--- runtime.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

define void @runtime(ptr addrspace(1) noalias %b, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %t to i64
  %base = mul i64 %g, %n
  %cmp1 = icmp ult i64 0, %n
  br i1 %cmp1, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %entry
  %0 = add i64 %n, -1
  %xtraiter = and i64 %n, 1
  %1 = icmp ult i64 %0, 1
  br i1 %1, label %for.cond.for.end_crit_edge.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = sub i64 %n, %xtraiter
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %j2 = phi i64 [ 0, %for.body.lr.ph.new ], [ %j.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %k = add i64 %base, %j2
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k
  store i32 0, ptr addrspace(1) %pb, align 4, !nvtv.id !0
  %j.next = add nuw nsw i64 %j2, 1
  %k.1 = add i64 %base, %j.next
  %pb.1 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.1
  store i32 0, ptr addrspace(1) %pb.1, align 4, !nvtv.id !0
  %j.next.1 = add nuw nsw i64 %j2, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp ne i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.body, label %for.cond.for.end_crit_edge.unr-lcssa.loopexit, !llvm.loop !1

for.cond.for.end_crit_edge.unr-lcssa.loopexit:    ; preds = %for.body
  %j2.unr.ph = phi i64 [ %j.next.1, %for.body ]
  br label %for.cond.for.end_crit_edge.unr-lcssa

for.cond.for.end_crit_edge.unr-lcssa:             ; preds = %for.cond.for.end_crit_edge.unr-lcssa.loopexit, %for.body.lr.ph
  %j2.unr = phi i64 [ 0, %for.body.lr.ph ], [ %j2.unr.ph, %for.cond.for.end_crit_edge.unr-lcssa.loopexit ]
  %lcmp.mod = icmp ne i64 %xtraiter, 0
  br i1 %lcmp.mod, label %for.body.epil.preheader, label %for.cond.for.end_crit_edge

for.body.epil.preheader:                          ; preds = %for.cond.for.end_crit_edge.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader
  %k.epil = add i64 %base, %j2.unr
  %pb.epil = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.epil
  store i32 0, ptr addrspace(1) %pb.epil, align 4, !nvtv.id !0
  br label %for.cond.for.end_crit_edge

for.cond.for.end_crit_edge:                       ; preds = %for.cond.for.end_crit_edge.unr-lcssa, %for.body.epil
  br label %for.end

for.end:                                          ; preds = %for.cond.for.end_crit_edge, %entry
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i64 1}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
