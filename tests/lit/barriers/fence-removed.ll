; Verifier message: unknown, for a removed fence.  Message passing: every thread stores its
; datum, __threadfence(), and one thread raises a flag that another CTA polls.  The fence
; orders the two stores as other threads observe them, which is not a question about two
; threads of one CTA touching the same bytes; nvtv does not decide it, and says so.  (The dse
; pass keeps such a fence: it only removes one with nothing to order on one side.)
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: nvtv opt %t/src.ll -passes=dse | FileCheck %s --check-prefix=KEPT
; CHECK:      unknown: unknown in @k at #2
; CHECK-NEXT:   access: llvm.nvvm.membar.gl (src line 11)
; CHECK-NEXT:   reason: the removed fence ordered this thread's accesses (e.g. src lines 10 and 15) as other threads observe them; nvtv does not model the memory consistency model
; CHECK:      @k: 2 proved, 0 bounded, 1 unknown, 0 counterexamples
; KEPT: call void @llvm.nvvm.membar.gl()

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.membar.gl()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %data, ptr addrspace(1) %flag) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %x
  store i32 %t, ptr addrspace(1) %p, align 4, !nvtv.id !1
  call void @llvm.nvvm.membar.gl(), !nvtv.id !2
  %first = icmp eq i32 %t, 0
  br i1 %first, label %raise, label %done
raise:
  store volatile i32 1, ptr addrspace(1) %flag, align 4, !nvtv.id !3
  br label %done
done:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %data, ptr addrspace(1) %flag) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %x
  store i32 %t, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %first = icmp eq i32 %t, 0
  br i1 %first, label %raise, label %done
raise:
  store volatile i32 1, ptr addrspace(1) %flag, align 4, !nvtv.id !3
  br label %done
done:
  ret void
}
!1 = !{i64 1}
!3 = !{i64 3}
