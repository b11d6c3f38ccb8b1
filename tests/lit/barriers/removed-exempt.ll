; Verifier messages: removed-exempt, and the unsupported removal of a sync that is neither a
; barrier nor a fence.  bar.warp.sync is one of the five intrinsics Dead Sync Elimination must
; never delete: removing it is a finding whatever the accesses around it.  A cluster barrier
; (barrier.cluster.wait) is a sync nvtv does not model: its removal is reported, unproved.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: removed-exempt in @k at #2
; CHECK-NEXT:   access: llvm.nvvm.bar.warp.sync (src line 11)
; CHECK-NEXT:   reason: llvm.nvvm.bar.warp.sync is exempt from sync elimination: its ordering reaches past what a barrier check can see
; CHECK:      unsupported: unsupported in @k at #4
; CHECK-NEXT:   access: llvm.nvvm.barrier.cluster.wait (src line 13)
; CHECK-NEXT:   reason: llvm.nvvm.barrier.cluster.wait deleted by the transformation (not a barrier or fence)
; CHECK:      @k: 2 proved, 0 bounded, 0 unknown, 1 counterexample, 1 unsupported

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.barrier.cluster.wait()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(3) %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %t
  store i32 1, ptr addrspace(3) %p, align 4, !nvtv.id !1
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !nvtv.id !2
  store i32 2, ptr addrspace(3) %p, align 4, !nvtv.id !3
  call void @llvm.nvvm.barrier.cluster.wait(), !nvtv.id !4
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(3) %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %t
  store i32 1, ptr addrspace(3) %p, align 4, !nvtv.id !1
  store i32 2, ptr addrspace(3) %p, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!3 = !{i64 3}
