; Verifier message: unsupported (an access deleted).  tgt drops the second of two stores to
; the same address, which nothing overwrites: neither a proof nor a failure, exit 3 (dropping
; the first is dead store elimination, proved by the dead-store rule: dead-store.ll).
; The files carry their !nvtv.id tags, as after `nvtv tag` and a pass.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      unsupported: unsupported in @k at #2
; CHECK-NEXT:   access: store i32 addrspace(1) (src line 10)
; CHECK-NEXT:   reason: memory access deleted by the transformation (no later src store in its block overwrites it
; CHECK-NEXT: @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples, 1 unsupported
; CHECK-NEXT: total: 1 proved, 0 bounded, 0 unknown, 0 counterexamples, 1 unsupported

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %x
  store i32 1, ptr addrspace(1) %p, align 4, !nvtv.id !1
  store i32 2, ptr addrspace(1) %p, align 4, !nvtv.id !2
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %x
  store i32 1, ptr addrspace(1) %p, align 4, !nvtv.id !1
  ret void
}
!1 = !{i64 1}
