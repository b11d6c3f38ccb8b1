; Verifier message: reach-lost.  tgt tightens the guard tid.x < n to tid.x < n - 1,
; so thread n - 1 no longer stores.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: reach-lost in @k at #1
; CHECK-NEXT:   access: store float addrspace(1) (src line 12, tgt line 14)
; CHECK-NEXT:   check: tgt executes the access wherever src does
; CHECK-NEXT:   src: (tid.x <u %n)
; CHECK-NEXT:   tgt: (tid.x <u (%n + -1))
; CHECK-NEXT:   inputs: %n = [[#N:]]
; CHECK-NEXT:   objects: {{.*}}object.size({{.*}}
; CHECK-NEXT:   thread: tid.x = [[#N-1]],
; CHECK-NEXT:   values: src = 0x1, tgt = 0x0
; CHECK-NEXT:   re-evaluated: yes (outside Z3)
; CHECK-NEXT:   confirmed: yes, by execution:

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
  %m = add i32 %n, -1
  %c2 = icmp ult i32 %t, %m
  br i1 %c2, label %then, label %exit
then:
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}
