; known-bad: integer-IV address A[g + i] replaced by a pointer IV that steps 8 bytes instead of 4 (sizeof(float))
; shapes: ptr-iv, rotated-loop, i64-iv, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (long i = 0; i < n; ++i) B[g + i] = A[g + i] * 2.0f;
define void @ptr_iv_wrong_stride(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %tid to i64
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.ph ], [ %i.next, %loop ]
  %k = add nuw nsw i64 %g, %i
  %pa = getelementptr float, ptr addrspace(1) %A, i64 %k
  %v = load float, ptr addrspace(1) %pa, align 4
  %r = fmul float %v, 2.000000e+00
  %pb = getelementptr float, ptr addrspace(1) %B, i64 %k
  store float %r, ptr addrspace(1) %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @ptr_iv_wrong_stride, !"kernel", i32 1}
