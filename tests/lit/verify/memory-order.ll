; Verifier message: memory-order.  A tagged access of tgt must lie between the same barrier
; instances as src's, relative to every other thread's access it may conflict with.
; @hoist: the load of the right neighbour's element was hoisted above the __syncthreads() that
; orders it after the neighbour's store: every address is unchanged, the value is stale (a
; counterexample, confirmed by execution).  @fine: a load of the thread's own element hoisted
; above a barrier: no other thread writes it, proved.  @fence: a store sunk below a
; __threadfence(): fences order nothing the barrier model sees, so the move must find no other
; thread's access of those bytes anywhere; here one may exist and execution cannot show it:
; unknown, never proved.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: not nvtv verify %t/src.ll %t/tgt.ll --json | FileCheck %s --check-prefix=JSON
; CHECK:      counterexample: memory-order in @hoist at #3
; CHECK-NEXT:   access: load i32 addrspace(3) (src line {{[0-9]+}}, tgt line {{[0-9]+}})
; CHECK-NEXT:   check: tgt keeps the access between the same barrier instances as src, for every other thread's access it may conflict with
; CHECK-NEXT:   moved: to tgt line {{[0-9]+}}
; CHECK-NEXT:   hazard: read-write on shared memory
; CHECK-NEXT:   first: load i32 addrspace(3) (src line {{[0-9]+}}) by thread t, the access tgt moved
; CHECK-NEXT:   second: store i32 addrspace(3) (src line {{[0-9]+}}) by thread t', in src's other interval
; CHECK:        re-evaluated: yes (outside Z3)
; CHECK-NEXT:   confirmed: yes, by execution: memory:
; CHECK:      unknown: unknown in @fence at #10
; CHECK:        check: tgt moved the access across a fence or another sync: no other thread may access its bytes
; CHECK:        reason: a memory-order counterexample that execution refutes
; CHECK:      @hoist: 3 proved, 0 bounded, 0 unknown, 1 counterexample
; CHECK-NEXT: @fine: 5 proved, 0 bounded, 0 unknown, 0 counterexamples
; CHECK-NEXT: @fence: 4 proved, 0 bounded, 1 unknown, 0 counterexamples
; CHECK:      approximations: memory order: loaded values are equal in src and tgt where the access lies between the same barrier instances on both sides
; JSON: "kind":"memory-order","function":"hoist"{{.*}}"first":{"id":3,"op":"load"{{.*}}"second":{"id":1,"op":"store"{{.*}}"across":"barrier"{{.*}}"confirmed":true

;--- src.ll
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [256 x i32] undef, align 4
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.gl()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @hoist(ptr addrspace(1) %out) {
entry:
  %tid = call range(i32 0, 255) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pt = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  store i32 %tid, ptr addrspace(3) %pt, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %t1 = add nuw nsw i32 %tid, 1
  %pn = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %t1
  %v = load i32, ptr addrspace(3) %pn, align 4, !nvtv.id !3
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %v, ptr addrspace(1) %po, align 4, !nvtv.id !4
  ret void
}

define void @fine(ptr addrspace(1) %out) {
entry:
  %tid = call range(i32 0, 255) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pt = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  store i32 %tid, ptr addrspace(3) %pt, align 4, !nvtv.id !5
  call void @llvm.nvvm.barrier0(), !nvtv.id !6
  %v = load i32, ptr addrspace(3) %pt, align 4, !nvtv.id !7
  call void @llvm.nvvm.barrier0(), !nvtv.id !8
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %v, ptr addrspace(1) %po, align 4, !nvtv.id !9
  ret void
}

define void @fence(ptr addrspace(1) %data, ptr addrspace(1) %flag) {
entry:
  %tid = call range(i32 0, 255) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %pd = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %t64
  store i32 1, ptr addrspace(1) %pd, align 4, !nvtv.id !10
  call void @llvm.nvvm.membar.gl(), !nvtv.id !11
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %flag, i64 %t64
  store i32 1, ptr addrspace(1) %p0, align 4, !nvtv.id !12
  %v = load i32, ptr addrspace(1) %data, align 4, !nvtv.id !13
  store i32 %v, ptr addrspace(1) %flag, align 4, !nvtv.id !14
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
!13 = !{i64 13}
!14 = !{i64 14}

;--- tgt.ll
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [256 x i32] undef, align 4
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.gl()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @hoist(ptr addrspace(1) %out) {
entry:
  %tid = call range(i32 0, 255) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pt = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  store i32 %tid, ptr addrspace(3) %pt, align 4, !nvtv.id !1
  %t1 = add nuw nsw i32 %tid, 1
  %pn = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %t1
  %v = load i32, ptr addrspace(3) %pn, align 4, !nvtv.id !3
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %v, ptr addrspace(1) %po, align 4, !nvtv.id !4
  ret void
}

define void @fine(ptr addrspace(1) %out) {
entry:
  %tid = call range(i32 0, 255) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pt = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  store i32 %tid, ptr addrspace(3) %pt, align 4, !nvtv.id !5
  %v = load i32, ptr addrspace(3) %pt, align 4, !nvtv.id !7
  call void @llvm.nvvm.barrier0(), !nvtv.id !6
  call void @llvm.nvvm.barrier0(), !nvtv.id !8
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %v, ptr addrspace(1) %po, align 4, !nvtv.id !9
  ret void
}

define void @fence(ptr addrspace(1) %data, ptr addrspace(1) %flag) {
entry:
  %tid = call range(i32 0, 255) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %pd = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %t64
  call void @llvm.nvvm.membar.gl(), !nvtv.id !11
  store i32 1, ptr addrspace(1) %pd, align 4, !nvtv.id !10
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %flag, i64 %t64
  store i32 1, ptr addrspace(1) %p0, align 4, !nvtv.id !12
  %v = load i32, ptr addrspace(1) %data, align 4, !nvtv.id !13
  store i32 %v, ptr addrspace(1) %flag, align 4, !nvtv.id !14
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
!13 = !{i64 13}
!14 = !{i64 14}
