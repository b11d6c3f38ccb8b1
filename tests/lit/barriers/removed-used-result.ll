; Verifier message: removed-used-result.  barrier0.popc counts the threads whose predicate
; holds; tgt drops it and stores a constant instead.  A barrier whose result is used is never
; dead (the stored value changes as well, which nvtv cannot decide: popc is uninterpreted).
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: removed-used-result in @k at #1
; CHECK-NEXT:   access: llvm.nvvm.barrier0.popc (src line 8)
; CHECK-NEXT:   reason: the result of llvm.nvvm.barrier0.popc is used: removing it changes a value
; CHECK:      unknown: unknown in @k at #2
; CHECK:        src: llvm.nvvm.barrier0.popc(tid.x)

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @llvm.nvvm.barrier0.popc(i32 %t), !nvtv.id !1
  store i32 %n, ptr addrspace(1) %out, align 4, !nvtv.id !2
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 1, ptr addrspace(1) %out, align 4, !nvtv.id !2
  ret void
}
!2 = !{i64 2}
