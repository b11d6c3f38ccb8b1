; known-bad: loop-reduce style rewrite to pointer IVs with the exit test on the A pointer, whose end is computed as A + 8*n instead of A + 4*n [tgt: the bad rewrite]
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
  %nbytes = shl i64 %n, 3
  %lsr.end = getelementptr i8, ptr addrspace(1) %A, i64 %nbytes
  br label %loop

loop:
  %pa = phi ptr addrspace(1) [ %A, %loop.ph ], [ %lsr.pa.next, %loop ]
  %pb = phi ptr addrspace(1) [ %B, %loop.ph ], [ %lsr.pb.next, %loop ]
  %v = load float, ptr addrspace(1) %pa, align 4
  %r = fmul float %v, 2.000000e+00
  store float %r, ptr addrspace(1) %pb, align 4
  %lsr.pa.next = getelementptr i8, ptr addrspace(1) %pa, i64 4
  %lsr.pb.next = getelementptr i8, ptr addrspace(1) %pb, i64 4
  %c = icmp ne ptr addrspace(1) %lsr.pa.next, %lsr.end
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @lsr_exit_wrong_end, !"kernel", i32 1}
