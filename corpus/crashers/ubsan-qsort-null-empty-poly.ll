; down-counting loop: i = n-1 down to 0 (i64, add nsw -1), reversing one row per thread
; shapes: down-count, rotated-loop, i64-iv, tid-1d, sext-nsw
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; long base = (long)row * n;
; for (long i = n - 1; i >= 0; --i) out[base + i] = in[base + (n - 1 - i)];
define void @down_count(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul nsw i32 %ctaid, %ntid
  %row32 = add nsw i32 %cm, %tid
  %row = sext i32 %row32 to i64
  %base = mul nsw i64 %row, %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop.ph, label %exit

loop.ph:
  %nm1 = add nsw i64 %n, -1
  br label %loop

loop:
  %i = phi i64 [ %nm1, %loop.ph ], [ %i.next, %loop ]
  %rev = sub nsw i64 %nm1, %i
  %si = add nsw i64 %base, %rev
  %ps = getelementptr inbounds float, ptr addrspace(1) %in, i64 %si
  %v = load float, ptr addrspace(1) %ps, align 4
  %di = add nsw i64 %base, %i
  %pd = getelementptr inbounds float, ptr addrspace(1) %out, i64 %di
  store float %v, ptr addrspace(1) %pd, align 4
  %i.next = add nsw i64 %i, -1
  %c = icmp sgt i64 %i, 0
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @down_count, !"kernel", i32 1}
