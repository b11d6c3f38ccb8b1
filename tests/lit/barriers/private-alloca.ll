; A thread's local array (an alloca in the generic space: clang's NVPTX datalayout has no
; alloca space) is its own: no other thread can reach it, and it is no object a pointer
; argument points into.  tgt deletes the barrier between a store to the local array and its
; load (the barrier orders only the global store) and swaps the local store with the global
; one.  Both are proved; the pair was once two unknowns ("a counterexample that execution
; refutes"): the alloca was any generic memory, racing with itself in the other thread and
; overlapping %out in the same one.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK: @k: 5 proved, 0 bounded, 0 unknown, 0 counterexamples
; A needed barrier next to it is still one: the global store read by the neighbour.
; RUN: not nvtv verify %t/src2.ll %t/tgt2.ll | FileCheck %s --check-prefix=NEED
; NEED: counterexample: barrier-race in @k at #3
; NEED: confirmed: yes, by execution

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %buf = alloca [4 x i32], align 4
  %j = and i32 %tid, 3
  %j64 = zext i32 %j to i64
  %pl = getelementptr inbounds [4 x i32], ptr %buf, i64 0, i64 %j64
  store i32 %n, ptr %pl, align 4, !nvtv.id !1
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %tid, ptr addrspace(1) %po, align 4, !nvtv.id !2
  call void @llvm.nvvm.barrier0(), !nvtv.id !3
  %v = load i32, ptr %pl, align 4, !nvtv.id !4
  %q = getelementptr inbounds i32, ptr addrspace(1) %po, i64 1024
  store i32 %v, ptr addrspace(1) %q, align 4, !nvtv.id !5
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %buf = alloca [4 x i32], align 4
  %j = and i32 %tid, 3
  %j64 = zext i32 %j to i64
  %pl = getelementptr inbounds [4 x i32], ptr %buf, i64 0, i64 %j64
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %tid, ptr addrspace(1) %po, align 4, !nvtv.id !2
  store i32 %n, ptr %pl, align 4, !nvtv.id !1
  %v = load i32, ptr %pl, align 4, !nvtv.id !4
  %q = getelementptr inbounds i32, ptr addrspace(1) %po, i64 1024
  store i32 %v, ptr addrspace(1) %q, align 4, !nvtv.id !5
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
;--- src2.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %buf = alloca [4 x i32], align 4
  %j = and i32 %tid, 3
  %j64 = zext i32 %j to i64
  %pl = getelementptr inbounds [4 x i32], ptr %buf, i64 0, i64 %j64
  store i32 %n, ptr %pl, align 4, !nvtv.id !1
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %tid, ptr addrspace(1) %po, align 4, !nvtv.id !2
  call void @llvm.nvvm.barrier0(), !nvtv.id !3
  %v = load i32, ptr %pl, align 4, !nvtv.id !4
  %pn = getelementptr inbounds i32, ptr addrspace(1) %po, i64 1
  %w = load i32, ptr addrspace(1) %pn, align 4, !nvtv.id !6
  %s = add i32 %v, %w
  %q = getelementptr inbounds i32, ptr addrspace(1) %po, i64 1024
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !5
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
;--- tgt2.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %buf = alloca [4 x i32], align 4
  %j = and i32 %tid, 3
  %j64 = zext i32 %j to i64
  %pl = getelementptr inbounds [4 x i32], ptr %buf, i64 0, i64 %j64
  store i32 %n, ptr %pl, align 4, !nvtv.id !1
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %tid, ptr addrspace(1) %po, align 4, !nvtv.id !2
  %v = load i32, ptr %pl, align 4, !nvtv.id !4
  %pn = getelementptr inbounds i32, ptr addrspace(1) %po, i64 1
  %w = load i32, ptr addrspace(1) %pn, align 4, !nvtv.id !6
  %s = add i32 %v, %w
  %q = getelementptr inbounds i32, ptr addrspace(1) %po, i64 1024
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !5
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
