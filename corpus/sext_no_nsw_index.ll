; i32 index arithmetic WITHOUT nsw, sign-extended (wrapping int, -fwrapv style): sext(i+1) != sext(i)+1 at INT_MAX
; shapes: sext-no-nsw, block-stride, rotated-loop, i32-iv, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (int i = threadIdx.x + off; i != end; i += blockDim.x)   (wrapping arithmetic)
;   B[i+1] = A[i+1] * 2 + A[i+2];
define void @sext_no_nsw_index(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i32 %off, i32 %end) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %start = add i32 %tid, %off
  %g = icmp ne i32 %start, %end
  br i1 %g, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i32 [ %start, %loop.ph ], [ %i.next, %loop ]
  %i1 = add i32 %i, 1
  %x1 = sext i32 %i1 to i64
  %p1 = getelementptr float, ptr addrspace(1) %A, i64 %x1
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %i2 = add i32 %i, 2
  %x2 = sext i32 %i2 to i64
  %p2 = getelementptr float, ptr addrspace(1) %A, i64 %x2
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %t = fmul float %v1, 2.000000e+00
  %r = fadd float %t, %v2
  %pb = getelementptr float, ptr addrspace(1) %B, i64 %x1
  store float %r, ptr addrspace(1) %pb, align 4
  %i.next = add i32 %i, %ntid
  %c = icmp ne i32 %i.next, %end
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @sext_no_nsw_index, !"kernel", i32 1}
