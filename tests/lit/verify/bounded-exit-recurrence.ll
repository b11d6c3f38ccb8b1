; Verifier message: bounded, for a loop whose exit condition itself depends on a
; non-affine header phi (j = 3*j + 1 < n), which tgt keeps in a 64-bit phi masked to 32 bits
; (so the phis do not correspond and the loop is unrolled).  Regression test: at af7a0c7 this crashed with
; a stack overflow -- check_loop() substituted k := k - 1 into the continue condition, the
; bounded check then set k := 0, and expand_opaque() recursed once per iteration of
; 0 - 1 = 2^64 - 1 (corpus/nonaffine_recur.ll and corpus/smem_reduce.ll crashed the same way).
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK-NOT: counterexample
; CHECK:     @k: 0 proved, 1 bounded (verified up to 4 iterations), 0 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %j = phi i32 [ %t, %entry ], [ %j.next, %loop ]
  %x = zext i32 %j to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %j2 = mul i32 %j, 3
  %j.next = add i32 %j2, 1
  %c = icmp ult i32 %j.next, %n
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
  %tx = zext i32 %t to i64
  br label %loop
loop:
  %j = phi i64 [ %tx, %entry ], [ %j.next, %loop ]
  %off = shl i64 %j, 2
  %p = getelementptr i8, ptr addrspace(1) %a, i64 %off
  store float 1.0, ptr addrspace(1) %p, align 4
  %j3 = mul i64 %j, 3
  %j4 = add i64 %j3, 1
  %j.next = and i64 %j4, 4294967295
  %jt = trunc i64 %j.next to i32
  %c = icmp ult i32 %jt, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
