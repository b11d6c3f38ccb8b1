; known-bad: loop-reduce style rewrite to pointer IVs with the exit test on the A pointer, whose end is computed as A + 8*n instead of A + 4*n [src]
; shapes: ptr-iv, ptr-compare, rotated-loop, i64-iv
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; out[t] = 0; for (long i = 0; i < n; ++i) B[i] = A[i] * 2.0f;
define void @lsr_exit_wrong_end(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %out, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t
  store float 0.000000e+00, ptr addrspace(1) %po, align 4
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.ph ], [ %i.next, %loop ]
  %pa = getelementptr float, ptr addrspace(1) %A, i64 %i
  %v = load float, ptr addrspace(1) %pa, align 4
  %r = fmul float %v, 2.000000e+00
  %pb = getelementptr float, ptr addrspace(1) %B, i64 %i
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
!0 = !{ptr @lsr_exit_wrong_end, !"kernel", i32 1}
