; A header phi whose update reads no phi of its loop (verify: sym_build.c, header_phi): b is
; 256 * (i + 1) after each iteration, a phi a pass leaves for `tile * 256` (nbody's tile loop
; at -O3).  Its value at iteration k has a closed form, 0 at k = 0 and the update of
; iteration k - 1 after it, so the address is proved for all k against tgt's i * 256 (before:
; an opaque recurrence, verified up to 4 iterations).  bad.ll multiplies by 128: a
; counterexample at iteration 1, confirmed by execution.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: not nvtv verify %t/src.ll %t/bad.ll | FileCheck %s --check-prefix=BAD
; CHECK-NOT:  counterexample
; CHECK:      @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; BAD:        counterexample: address-mismatch in @k at #1
; BAD:        iteration:  k.loop = 1
; BAD:        confirmed:  yes, by execution
; BAD:        @k: 0 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %b = phi i32 [ 0, %entry ], [ %b.next, %loop ]
  %j = add i32 %b, %t
  %x = zext i32 %j to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %b.next = shl i32 %i.next, 8
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
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
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %b = mul i32 %i, 256
  %j = add i32 %b, %t
  %x = zext i32 %j to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

;--- bad.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %b = mul i32 %i, 128
  %j = add i32 %b, %t
  %x = zext i32 %j to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
