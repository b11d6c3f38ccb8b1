; Verifier message: access-changed.  A load becomes volatile.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: access-changed in @k at #1
; CHECK-NEXT:   access: load i32 addrspace(1) (src line 9, tgt line 9)
; CHECK-NEXT:   check: size, type, volatility and atomic ordering are preserved
; CHECK-NEXT:   change: volatile added
; CHECK-NEXT: @k: 1 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %x
  %v = load i32, ptr addrspace(1) %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr addrspace(1) %p, align 4
  ret void
}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %x
  %v = load volatile i32, ptr addrspace(1) %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr addrspace(1) %p, align 4
  ret void
}
