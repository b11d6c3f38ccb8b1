; Verifier message: reach-lost at a sync, confirmed by execution.  A barrier every thread
; met in src, moved into a branch arm that depends on tid.x: threads outside the arm exit
; without meeting it and the others wait for ever (CUDA: a barrier in divergent code is
; undefined).  A sync's replay runs the whole block on past the model's thread and sees tgt
; deadlock (a replay where src is not defined in all of the block confirms nothing).
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: reach-lost in @k at #1
; CHECK-NEXT:   access:     llvm.nvvm.barrier0 (src line 7, tgt line 9)
; CHECK-NEXT:   check:      tgt executes the access wherever src does
; CHECK:        confirmed:  yes, by execution: access: sync #1, thread ({{[0-9]+}},0,0): src is defined, tgt has deadlock: {{.*}} exited
; CHECK:      total: 1 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %own = icmp ult i32 %t, 32
  call void @llvm.nvvm.barrier0(), !nvtv.id !1
  br i1 %own, label %w, label %x
w:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 1, ptr addrspace(1) %p, align 4, !nvtv.id !2
  br label %x
x:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!1 = !{i64 1}
!2 = !{i64 2}

;--- tgt.ll
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %own = icmp ult i32 %t, 32
  br i1 %own, label %w, label %x
w:
  call void @llvm.nvvm.barrier0(), !nvtv.id !1
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 1, ptr addrspace(1) %p, align 4, !nvtv.id !2
  br label %x
x:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!1 = !{i64 1}
!2 = !{i64 2}
