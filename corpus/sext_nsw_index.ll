; i32 index arithmetic with nsw, sign-extended: B[i] = A[sext(i+1)] - A[sext(i-1)] in a block-stride loop
; shapes: sext-nsw, block-stride, rotated-loop, i32-iv, negative-offset, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (int i = threadIdx.x + 1; i < n - 1; i += blockDim.x) B[i] = A[i+1] - A[i-1];
define void @sext_nsw_index(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %start = add nuw nsw i32 %tid, 1
  %lim = add nsw i32 %n, -1
  %g = icmp slt i32 %start, %lim
  br i1 %g, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i32 [ %start, %loop.ph ], [ %i.next, %loop ]
  %i1 = add nsw i32 %i, 1
  %x1 = sext i32 %i1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %x1
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %im1 = add nsw i32 %i, -1
  %xm1 = sext i32 %im1 to i64
  %pm1 = getelementptr inbounds float, ptr addrspace(1) %A, i64 %xm1
  %vm1 = load float, ptr addrspace(1) %pm1, align 4
  %d = fsub float %v1, %vm1
  %x = sext i32 %i to i64
  %pb = getelementptr inbounds float, ptr addrspace(1) %B, i64 %x
  store float %d, ptr addrspace(1) %pb, align 4
  %i.next = add nsw i32 %i, %ntid
  %c = icmp slt i32 %i.next, %lim
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @sext_nsw_index, !"kernel", i32 1}
