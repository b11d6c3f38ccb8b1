; Verifier message: unknown, for a removed barrier (exit status 3, or 1 with --fail-on-unknown).  A memcpy of
; a run-time length into shared memory above the barrier, a load below it: nvtv models a memory
; intrinsic's bytes against another thread's access only when its length is a constant
; (tests/lit/barriers/memintrin-race.ll), so it cannot clear this pair and says so.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: not nvtv verify %t/src.ll %t/tgt.ll --fail-on-unknown
; CHECK:      unknown: unknown in @k at #2
; CHECK-NEXT:   access: llvm.nvvm.barrier0 (src line 10)
; CHECK-NEXT:   check: no two threads make conflicting accesses that only the removed sync ordered
; CHECK-NEXT:   model: cuda
; CHECK-NEXT:   hazard: RAW on shared memory
; CHECK-NEXT:   first: memintrin addrspace(3) (src line 9) by thread t, before the sync
; CHECK-NEXT:   second: load i32 addrspace(3) (src line 11) by thread t', after the sync
; CHECK-NEXT:   reason: a memory intrinsic or an address nvtv cannot model
; CHECK:      @k: 2 proved, 0 bounded, 1 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.barrier0()
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(3) %s, ptr addrspace(1) %g, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) %s, ptr addrspace(1) %g, i64 %n, i1 false), !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %v = load i32, ptr addrspace(3) %s, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(3) %s, ptr addrspace(1) %g, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) %s, ptr addrspace(1) %g, i64 %n, i1 false), !nvtv.id !1
  %v = load i32, ptr addrspace(3) %s, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!3 = !{i64 3}
