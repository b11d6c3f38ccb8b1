; Verifier message: trip-count.  The exit test i + 1 < n becomes i + 1 <= n: tgt runs
; one more iteration.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: trip-count in @k at #1
; CHECK-NEXT:   access: store float addrspace(1) (src line 11, tgt line 11)
; CHECK-NEXT:   check: iteration k goes on to k+1 in src exactly when it does in tgt (loop exit condition)
; CHECK-NEXT:   src: (reached.loop(k.loop) && ((trunc32(k.loop) + 1) <u %n))
; CHECK-NEXT:   tgt: (reached.loop(k.loop) && !(%n <u (trunc32(k.loop) + 1)))
; CHECK-NEXT:   inputs: %n = [[#N:]]
; CHECK-NEXT:   iteration: k.loop = [[#N-1]]
; CHECK-NEXT:   values: src = 0x0, tgt = 0x1
; CHECK-NEXT:   re-evaluated: yes (outside Z3)
; CHECK-NEXT:   confirmed: yes, by execution:
; CHECK-NEXT: @k: 1 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = zext i32 %i to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, %n
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
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = zext i32 %i to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
