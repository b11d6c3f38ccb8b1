; Correspondence rule: licm (loop-invariant code motion and scalar promotion).
; LICM hoists an invariant load into the preheader (the instruction keeps its !nvtv.id), and
; promotes a location the loop loads and stores to a register: a new load in the preheader, a
; header phi, a new store in the exit block (neither carries a tag).  A tgt access before the
; loop stands for src's at iteration 0, one after it for src's at the last iteration; the
; promoted phi holds what src's load reads at every iteration, proved by induction (the value
; it gets from the latch is what src stores).  Each move is licensed on src first: no other
; access of the loop touches the location.  corpus/known-bad/licm_store_hoisted_above_guard
; is a store hoisted above the loop's guard.
; RUN: rm -rf %t && split-file %s %t
; RUN: sh -c 'nvtv verify %t/src.ll %t/good.ll > %t/good.out; test $? -eq 3' && FileCheck %s --check-prefix=GOOD < %t/good.out
; GOOD-DAG:  @rowsum: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; GOOD-DAG:  @scale: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; GOOD-DAG:  @flag: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; GOOD-DAG:  rules: proved 6 one-to-one, 0 merged, 0 deleted-load, 0 widened, 0 dead-local, 0 unrolled, 4 licm
; A load hoisted although a store of the loop may overwrite its location: not licensed, so not
; paired (unsupported), and nothing that depends on it is proved:
; GOOD-DAG:  unsupported: unsupported in @scale_alias at #8
; GOOD-DAG:  reason:     tgt moved the access out of loop body, and src's store #9 (line {{[0-9]+}}) was not proved to leave its location alone at every iteration
; GOOD-DAG:  @scale_alias: 1 proved, 0 bounded, 1 unknown, 0 counterexamples, 1 unsupported
; The exit store stores the register before the last iteration's add:
; RUN: not nvtv verify %t/src.ll %t/last.ll | FileCheck %s --check-prefix=LAST
; LAST:      counterexample: value-mismatch in @rowsum at #3
; LAST:        rule:       licm: tgt's untagged store after loop body (tgt line {{[0-9]+}}) stands for src's last iteration
; LAST:        confirmed:  yes, by execution: memory:
; The register is not updated with the sum (the phi takes the loaded element): the step fails
; at the first iteration that goes on:
; RUN: not nvtv verify %t/src.ll %t/step.ll | FileCheck %s --check-prefix=STEP
; STEP:      counterexample: value-mismatch in @rowsum at #3
; STEP-NEXT:   access:
; STEP-NEXT:   check:      the value tgt carries to the next iteration is what src stores
; STEP-NEXT:   rule:       licm: scalar promotion: tgt keeps the location in a register across loop body
; STEP:        confirmed:  yes, by execution: memory:

; Promotion in the inner loop of a nested loop (y[r] += A[r*n+j] * x[j]), licm's output; then
; the same storing the register before the last iteration's add:
; RUN: nvtv verify %t/nsrc.ll %t/ngood.ll | FileCheck %s --check-prefix=NGOOD
; NGOOD:     @mv: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
; NGOOD:     rules: proved 2 one-to-one, 0 merged, 0 deleted-load, 0 widened, 0 dead-local, 0 unrolled, 2 licm
; RUN: not nvtv verify %t/nsrc.ll %t/nlast.ll | FileCheck %s --check-prefix=NLAST
; NLAST:     counterexample: value-mismatch in @mv at #4
; NLAST:       rule:       licm: tgt's untagged store after loop inner (tgt line {{[0-9]+}}) stands for src's last iteration
; NLAST:       confirmed:  yes, by execution: memory:
; A load hoisted out of a loop that synchronises: not covered (another thread's write between
; two barriers is no race), so unsupported with the reason:
; RUN: sh -c 'nvtv verify %t/ssrc.ll %t/stgt.ll > %t/sync.out; test $? -eq 3' && FileCheck %s --check-prefix=SYNC < %t/sync.out
; SYNC:      unsupported: unsupported in @sync at #2
; SYNC-NEXT:   access:
; SYNC-NEXT:   reason:     tgt moved the access out of loop body, which synchronises or has an atomic, volatile or opaque memory operation (line {{[0-9]+}}): not covered
; SYNC-NOT:  counterexample:
;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; for (int i = 0; i < n; i++) out[blockIdx.x] += a[blockIdx.x * n + i];   (int)   (rotated, as clang -O1 leaves it)
define void @rowsum(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %ph, label %exit
ph:
  %mul = mul nsw i32 %r, %n
  %ri = zext i32 %r to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ri
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %inc, %body ]
  %add = add nsw i32 %mul, %i
  %idx = sext i32 %add to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %idx
  %x = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  %acc = load i32, ptr addrspace(1) %po, align 4, !nvtv.id !2
  %s = add i32 %acc, %x
  store i32 %s, ptr addrspace(1) %po, align 4, !nvtv.id !3
  %inc = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
; for (int i = 0; i < n; i++) b[i] = a[i] * w[threadIdx.x];
define void @scale(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %w, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ii
  %v = load float, ptr addrspace(1) %pa, align 4, !nvtv.id !4
  %ti = zext i32 %t to i64
  %pw = getelementptr inbounds float, ptr addrspace(1) %w, i64 %ti
  %s = load float, ptr addrspace(1) %pw, align 4, !nvtv.id !5
  %m = fmul float %v, %s
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %ii
  store float %m, ptr addrspace(1) %pb, align 4, !nvtv.id !6
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
; the same where b and w may alias
define void @scale_alias(ptr addrspace(1) noalias %a, ptr addrspace(1) %b, ptr addrspace(1) %w, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ii
  %v = load float, ptr addrspace(1) %pa, align 4, !nvtv.id !7
  %ti = zext i32 %t to i64
  %pw = getelementptr inbounds float, ptr addrspace(1) %w, i64 %ti
  %s = load float, ptr addrspace(1) %pw, align 4, !nvtv.id !8
  %m = fmul float %v, %s
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %ii
  store float %m, ptr addrspace(1) %pb, align 4, !nvtv.id !9
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
; for (int i = 0; i < n; i++) { b[i] = a[i]; done[blockIdx.x] = 1; }
define void @flag(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %done, i32 %n) {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ri = zext i32 %r to i64
  %pd = getelementptr inbounds i32, ptr addrspace(1) %done, i64 %ri
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ii
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !10
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %ii
  store i32 %v, ptr addrspace(1) %pb, align 4, !nvtv.id !11
  store i32 1, ptr addrspace(1) %pd, align 4, !nvtv.id !12
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!8 = !{i64 8}
!9 = !{i64 9}
!10 = !{i64 10}
!11 = !{i64 11}
!12 = !{i64 12}

;--- good.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; licm: out[blockIdx.x] promoted to a register (LICM's new load and store carry no !nvtv.id)
define void @rowsum(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %ph, label %exit
ph:
  %mul = mul nsw i32 %r, %n
  %ri = zext i32 %r to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ri
  %po.promoted = load i32, ptr addrspace(1) %po, align 4
  br label %body
body:
  %s1 = phi i32 [ %po.promoted, %ph ], [ %s, %body ]
  %i = phi i32 [ 0, %ph ], [ %inc, %body ]
  %add = add nsw i32 %mul, %i
  %idx = sext i32 %add to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %idx
  %x = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  %s = add i32 %s1, %x
  %inc = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %body, label %exit.loopexit
exit.loopexit:
  %s.lcssa = phi i32 [ %s, %body ]
  store i32 %s.lcssa, ptr addrspace(1) %po, align 4
  br label %exit
exit:
  ret void
}
; licm: w[threadIdx.x] hoisted (with its tag)
define void @scale(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %w, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  %ti = zext i32 %t to i64
  %pw = getelementptr inbounds float, ptr addrspace(1) %w, i64 %ti
  %s = load float, ptr addrspace(1) %pw, align 4, !nvtv.id !5
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ii
  %v = load float, ptr addrspace(1) %pa, align 4, !nvtv.id !4
  %m = fmul float %v, %s
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %ii
  store float %m, ptr addrspace(1) %pb, align 4, !nvtv.id !6
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
; w[threadIdx.x] hoisted although b[i] may overwrite it
define void @scale_alias(ptr addrspace(1) noalias %a, ptr addrspace(1) %b, ptr addrspace(1) %w, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  %ti = zext i32 %t to i64
  %pw = getelementptr inbounds float, ptr addrspace(1) %w, i64 %ti
  %s = load float, ptr addrspace(1) %pw, align 4, !nvtv.id !8
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ii
  %v = load float, ptr addrspace(1) %pa, align 4, !nvtv.id !7
  %m = fmul float %v, %s
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %ii
  store float %m, ptr addrspace(1) %pb, align 4, !nvtv.id !9
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
; licm: the invariant store to done[blockIdx.x] in the preheader
define void @flag(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %done, i32 %n) {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ri = zext i32 %r to i64
  %pd = getelementptr inbounds i32, ptr addrspace(1) %done, i64 %ri
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  store i32 1, ptr addrspace(1) %pd, align 4, !nvtv.id !12
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ii
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !10
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %ii
  store i32 %v, ptr addrspace(1) %pb, align 4, !nvtv.id !11
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!8 = !{i64 8}
!9 = !{i64 9}
!10 = !{i64 10}
!11 = !{i64 11}
!12 = !{i64 12}

;--- last.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; licm: out[blockIdx.x] promoted to a register (LICM's new load and store carry no !nvtv.id)
define void @rowsum(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %ph, label %exit
ph:
  %mul = mul nsw i32 %r, %n
  %ri = zext i32 %r to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ri
  %po.promoted = load i32, ptr addrspace(1) %po, align 4
  br label %body
body:
  %s1 = phi i32 [ %po.promoted, %ph ], [ %s, %body ]
  %i = phi i32 [ 0, %ph ], [ %inc, %body ]
  %add = add nsw i32 %mul, %i
  %idx = sext i32 %add to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %idx
  %x = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  %s = add i32 %s1, %x
  %inc = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %body, label %exit.loopexit
exit.loopexit:
  %s.lcssa = phi i32 [ %s, %body ]
  store i32 %s1, ptr addrspace(1) %po, align 4
  br label %exit
exit:
  ret void
}
; licm: w[threadIdx.x] hoisted (with its tag)
define void @scale(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %w, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  %ti = zext i32 %t to i64
  %pw = getelementptr inbounds float, ptr addrspace(1) %w, i64 %ti
  %s = load float, ptr addrspace(1) %pw, align 4, !nvtv.id !5
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ii
  %v = load float, ptr addrspace(1) %pa, align 4, !nvtv.id !4
  %m = fmul float %v, %s
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %ii
  store float %m, ptr addrspace(1) %pb, align 4, !nvtv.id !6
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
; w[threadIdx.x] hoisted although b[i] may overwrite it
define void @scale_alias(ptr addrspace(1) noalias %a, ptr addrspace(1) %b, ptr addrspace(1) %w, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  %ti = zext i32 %t to i64
  %pw = getelementptr inbounds float, ptr addrspace(1) %w, i64 %ti
  %s = load float, ptr addrspace(1) %pw, align 4, !nvtv.id !8
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ii
  %v = load float, ptr addrspace(1) %pa, align 4, !nvtv.id !7
  %m = fmul float %v, %s
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %ii
  store float %m, ptr addrspace(1) %pb, align 4, !nvtv.id !9
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
; licm: the invariant store to done[blockIdx.x] in the preheader
define void @flag(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %done, i32 %n) {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ri = zext i32 %r to i64
  %pd = getelementptr inbounds i32, ptr addrspace(1) %done, i64 %ri
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  store i32 1, ptr addrspace(1) %pd, align 4, !nvtv.id !12
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ii
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !10
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %ii
  store i32 %v, ptr addrspace(1) %pb, align 4, !nvtv.id !11
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!8 = !{i64 8}
!9 = !{i64 9}
!10 = !{i64 10}
!11 = !{i64 11}
!12 = !{i64 12}

;--- step.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; licm: out[blockIdx.x] promoted to a register (LICM's new load and store carry no !nvtv.id)
define void @rowsum(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %ph, label %exit
ph:
  %mul = mul nsw i32 %r, %n
  %ri = zext i32 %r to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ri
  %po.promoted = load i32, ptr addrspace(1) %po, align 4
  br label %body
body:
  %s1 = phi i32 [ %po.promoted, %ph ], [ %x, %body ]
  %i = phi i32 [ 0, %ph ], [ %inc, %body ]
  %add = add nsw i32 %mul, %i
  %idx = sext i32 %add to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %idx
  %x = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  %s = add i32 %s1, %x
  %inc = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %body, label %exit.loopexit
exit.loopexit:
  %s.lcssa = phi i32 [ %s, %body ]
  store i32 %s.lcssa, ptr addrspace(1) %po, align 4
  br label %exit
exit:
  ret void
}
; licm: w[threadIdx.x] hoisted (with its tag)
define void @scale(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %w, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  %ti = zext i32 %t to i64
  %pw = getelementptr inbounds float, ptr addrspace(1) %w, i64 %ti
  %s = load float, ptr addrspace(1) %pw, align 4, !nvtv.id !5
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ii
  %v = load float, ptr addrspace(1) %pa, align 4, !nvtv.id !4
  %m = fmul float %v, %s
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %ii
  store float %m, ptr addrspace(1) %pb, align 4, !nvtv.id !6
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
; w[threadIdx.x] hoisted although b[i] may overwrite it
define void @scale_alias(ptr addrspace(1) noalias %a, ptr addrspace(1) %b, ptr addrspace(1) %w, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  %ti = zext i32 %t to i64
  %pw = getelementptr inbounds float, ptr addrspace(1) %w, i64 %ti
  %s = load float, ptr addrspace(1) %pw, align 4, !nvtv.id !8
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ii
  %v = load float, ptr addrspace(1) %pa, align 4, !nvtv.id !7
  %m = fmul float %v, %s
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %ii
  store float %m, ptr addrspace(1) %pb, align 4, !nvtv.id !9
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
; licm: the invariant store to done[blockIdx.x] in the preheader
define void @flag(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %done, i32 %n) {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ri = zext i32 %r to i64
  %pd = getelementptr inbounds i32, ptr addrspace(1) %done, i64 %ri
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  store i32 1, ptr addrspace(1) %pd, align 4, !nvtv.id !12
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ii
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !10
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %ii
  store i32 %v, ptr addrspace(1) %pb, align 4, !nvtv.id !11
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!8 = !{i64 8}
!9 = !{i64 9}
!10 = !{i64 10}
!11 = !{i64 11}
!12 = !{i64 12}

;--- nsrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @mv(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i32 %rows, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g0 = icmp slt i32 %t, %rows
  br i1 %g0, label %outer, label %exit
outer:
  %r = phi i32 [ %t, %entry ], [ %r.next, %outer.latch ]
  %g1 = icmp sgt i32 %n, 0
  br i1 %g1, label %inner.ph, label %outer.latch
inner.ph:
  %ri = sext i32 %r to i64
  %py = getelementptr inbounds i32, ptr addrspace(1) %y, i64 %ri
  %rn = mul nsw i32 %r, %n
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.ph ], [ %j.next, %inner ]
  %aj = add nsw i32 %rn, %j
  %aji = sext i32 %aj to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %aji
  %va = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !0
  %ji = zext nneg i32 %j to i64
  %px = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %ji
  %vx = load i32, ptr addrspace(1) %px, align 4, !nvtv.id !1
  %m = mul nsw i32 %va, %vx
  %old = load i32, ptr addrspace(1) %py, align 4, !nvtv.id !2
  %new = add nsw i32 %old, %m
  store i32 %new, ptr addrspace(1) %py, align 4, !nvtv.id !3
  %j.next = add nuw nsw i32 %j, 1
  %c1 = icmp slt i32 %j.next, %n
  br i1 %c1, label %inner, label %outer.latch
outer.latch:
  %r.next = add nsw i32 %r, 1
  %c0 = icmp slt i32 %r.next, %rows
  br i1 %c0, label %outer, label %exit
exit:
  ret void
}
!0 = !{i64 1}
!1 = !{i64 2}
!2 = !{i64 3}
!3 = !{i64 4}

;--- ngood.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @mv(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i32 %rows, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g0 = icmp slt i32 %t, %rows
  br i1 %g0, label %outer.preheader, label %exit
outer.preheader:
  %g1 = icmp sgt i32 %n, 0
  br label %outer
outer:
  %r = phi i32 [ %r.next, %outer.latch ], [ %t, %outer.preheader ]
  br i1 %g1, label %inner.ph, label %outer.latch
inner.ph:
  %ri = sext i32 %r to i64
  %py = getelementptr inbounds i32, ptr addrspace(1) %y, i64 %ri
  %rn = mul nsw i32 %r, %n
  %py.promoted = load i32, ptr addrspace(1) %py, align 4
  br label %inner
inner:
  %new1 = phi i32 [ %py.promoted, %inner.ph ], [ %new, %inner ]
  %j = phi i32 [ 0, %inner.ph ], [ %j.next, %inner ]
  %aj = add nsw i32 %rn, %j
  %aji = sext i32 %aj to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %aji
  %va = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !0
  %ji = zext nneg i32 %j to i64
  %px = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %ji
  %vx = load i32, ptr addrspace(1) %px, align 4, !nvtv.id !1
  %m = mul nsw i32 %va, %vx
  %new = add nsw i32 %new1, %m
  %j.next = add nuw nsw i32 %j, 1
  %c1 = icmp slt i32 %j.next, %n
  br i1 %c1, label %inner, label %outer.latch.loopexit
outer.latch.loopexit:
  %new.lcssa = phi i32 [ %new, %inner ]
  store i32 %new.lcssa, ptr addrspace(1) %py, align 4
  br label %outer.latch
outer.latch:
  %r.next = add nsw i32 %r, 1
  %c0 = icmp slt i32 %r.next, %rows
  br i1 %c0, label %outer, label %exit.loopexit
exit.loopexit:
  br label %exit
exit:
  ret void
}
!0 = !{i64 1}
!1 = !{i64 2}

;--- nlast.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @mv(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i32 %rows, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g0 = icmp slt i32 %t, %rows
  br i1 %g0, label %outer.preheader, label %exit
outer.preheader:
  %g1 = icmp sgt i32 %n, 0
  br label %outer
outer:
  %r = phi i32 [ %r.next, %outer.latch ], [ %t, %outer.preheader ]
  br i1 %g1, label %inner.ph, label %outer.latch
inner.ph:
  %ri = sext i32 %r to i64
  %py = getelementptr inbounds i32, ptr addrspace(1) %y, i64 %ri
  %rn = mul nsw i32 %r, %n
  %py.promoted = load i32, ptr addrspace(1) %py, align 4
  br label %inner
inner:
  %new1 = phi i32 [ %py.promoted, %inner.ph ], [ %new, %inner ]
  %j = phi i32 [ 0, %inner.ph ], [ %j.next, %inner ]
  %aj = add nsw i32 %rn, %j
  %aji = sext i32 %aj to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %aji
  %va = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !0
  %ji = zext nneg i32 %j to i64
  %px = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %ji
  %vx = load i32, ptr addrspace(1) %px, align 4, !nvtv.id !1
  %m = mul nsw i32 %va, %vx
  %new = add nsw i32 %new1, %m
  %j.next = add nuw nsw i32 %j, 1
  %c1 = icmp slt i32 %j.next, %n
  br i1 %c1, label %inner, label %outer.latch.loopexit
outer.latch.loopexit:
  %new1.lcssa = phi i32 [ %new1, %inner ]
  store i32 %new1.lcssa, ptr addrspace(1) %py, align 4
  br label %outer.latch
outer.latch:
  %r.next = add nsw i32 %r, 1
  %c0 = icmp slt i32 %r.next, %rows
  br i1 %c0, label %outer, label %exit.loopexit
exit.loopexit:
  br label %exit
exit:
  ret void
}
!0 = !{i64 1}
!1 = !{i64 2}

;--- ssrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
; for (int i = 0; i < n; i++) { b[i] = a[i] * w[threadIdx.x]; __syncthreads(); }
define void @sync(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %w, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ii
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  %ti = zext i32 %t to i64
  %pw = getelementptr inbounds i32, ptr addrspace(1) %w, i64 %ti
  %s = load i32, ptr addrspace(1) %pw, align 4, !nvtv.id !2
  %m = mul i32 %v, %s
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %ii
  store i32 %m, ptr addrspace(1) %pb, align 4, !nvtv.id !3
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- stgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
; w[threadIdx.x] hoisted out of a loop that synchronises (another thread may write w between barriers)
define void @sync(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %w, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  %ti = zext i32 %t to i64
  %pw = getelementptr inbounds i32, ptr addrspace(1) %w, i64 %ti
  %s = load i32, ptr addrspace(1) %pw, align 4, !nvtv.id !2
  br label %body
body:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %ii = zext nneg i32 %i to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ii
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  %m = mul i32 %v, %s
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %ii
  store i32 %m, ptr addrspace(1) %pb, align 4, !nvtv.id !3
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
