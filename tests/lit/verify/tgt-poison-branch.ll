; Verifier message: tgt-poison (branch).  tgt compares zext nneg(n) where src compares n:
; the same outcome by value, but tgt branches on poison when n is negative.  Both the
; function-level branch check and the access's own check report it.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: tgt-poison in @k{{$}}
; CHECK-NEXT:   check: tgt branches on a defined value outside loops wherever src does
; CHECK-NEXT:   inputs: %n = {{-[0-9]+|0x[89a-f][0-9a-f]+}}
; CHECK-NEXT:   re-evaluated: yes (outside Z3)
; CHECK-NEXT:   confirmed: yes, by execution:
; CHECK-NEXT: counterexample: tgt-poison in @k at #1
; CHECK-NEXT:   access: store float addrspace(1) (src line 12, tgt line 13)
; CHECK-NEXT:   check: tgt reaches the access without branching on poison
; CHECK-NEXT:   src: (tid.x <u %n)
; CHECK-NEXT:   tgt: ((sext64(tid.x) <u sext64(%n)) && !nneg.neg(%n))
; CHECK:        values: src = 0x1, tgt = 0x0
; CHECK-NEXT:   re-evaluated: yes (outside Z3)
; CHECK-NEXT:   confirmed: yes, by execution:
; CHECK-NEXT: @k: 0 proved, 0 bounded, 0 unknown, 2 counterexamples

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
  %n64 = zext nneg i32 %n to i64
  %c = icmp ult i64 %x, %n64
  br i1 %c, label %then, label %exit
then:
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}
