; Verifier message: value-mismatch.  The stored value 3*n becomes n << 2.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: value-mismatch in @k at #1
; CHECK-NEXT:   access: store i32 addrspace(1) (src line 10, tgt line 10)
; CHECK-NEXT:   check: the stored values are equal
; CHECK-NEXT:   src: %n*3
; CHECK-NEXT:   tgt: (%n << 2)
; CHECK-NEXT:   inputs: {{.*}}%n = [[#N:]]
; CHECK:        values: src = 0x[[#%x,mul(N,3)]], tgt = 0x[[#%x,mul(N,4)]]
; CHECK-NEXT:   re-evaluated: yes (outside Z3)
; CHECK-NEXT:   confirmed: yes, by execution:
; CHECK-NEXT: @k: 0 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %x
  %v = mul i32 %n, 3
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %x
  %v = shl i32 %n, 2
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
