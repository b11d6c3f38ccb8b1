; Verifier message: reach-added.  tgt hoists a guarded store above its guard
; (tid.x < n), so it also runs where src skips it.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: reach-added in @k at #1
; CHECK-NEXT:   access: store float addrspace(1) (src line 12, tgt line 10)
; CHECK-NEXT:   check: tgt executes the access only where src does
; CHECK-NEXT:   src: (tid.x <u %n)
; CHECK-NEXT:   tgt: true
; CHECK:        values: src = 0x0, tgt = 0x1
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
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  %c = icmp ult i32 %t, %n
  br i1 %c, label %then, label %exit
then:
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit
exit:
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
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  %c = icmp ult i32 %t, %n
  store float 1.0, ptr addrspace(1) %p, align 4
  br i1 %c, label %then, label %exit
then:
  br label %exit
exit:
  ret void
}
