; Verifier message: bounded.  The address depends on j = 3*j + 1, a header phi that is
; not an add-recurrence.  tgt computes it as a 64-bit phi masked to 32 bits: the same values,
; but not a phi that corresponds to src's (another width), so the access is checked for the
; first --unroll iterations only, and reported as "verified up to N iterations", never as
; proved.  (With the same phi on both sides it is proved for every iteration: phi.ll.)
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: nvtv verify %t/src.ll %t/tgt.ll --unroll 2 | FileCheck %s --check-prefix=UNROLL2
; CHECK-NOT:  counterexample
; CHECK:      @k: 0 proved, 1 bounded (verified up to 4 iterations), 0 unknown, 0 counterexamples
; CHECK-NEXT: total: 0 proved, 1 bounded (verified up to 4 iterations), 0 unknown, 0 counterexamples
; UNROLL2:    @k: 0 proved, 1 bounded (verified up to 2 iterations), 0 unknown, 0 counterexamples

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
  %j = phi i32 [ %t, %entry ], [ %j.next, %loop ]
  %x = zext i32 %j to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %j2 = mul i32 %j, 3
  %j.next = add i32 %j2, 1
  %i.next = add nuw nsw i32 %i, 1
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
  %tx = zext i32 %t to i64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ %tx, %entry ], [ %j.next, %loop ]
  %off = shl i64 %j, 2
  %p = getelementptr i8, ptr addrspace(1) %a, i64 %off
  store float 1.0, ptr addrspace(1) %p, align 4
  %j3 = mul i64 %j, 3
  %j4 = add i64 %j3, 1
  %j.next = and i64 %j4, 4294967295
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
