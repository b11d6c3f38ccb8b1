; 2-deep loop nest: strided transpose B[j*m+i] = s*A[i*n+j], outer over rows, inner block-stride over columns
; shapes: nested-2, rotated-loop, block-stride, i32-iv, sext-nsw, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (int i = 0; i < m; ++i)
;   for (int j = threadIdx.x; j < n; j += blockDim.x)
;     B[j*m + i] = s * A[i*n + j];
define void @nested_loops2(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i32 %m, i32 %n, float %s) {
entry:
  %tid = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %gm = icmp sgt i32 %m, 0
  br i1 %gm, label %outer.ph, label %exit

outer.ph:
  %gn = icmp slt i32 %tid, %n
  br label %outer

outer:
  %i = phi i32 [ 0, %outer.ph ], [ %i.next, %outer.latch ]
  br i1 %gn, label %inner.ph, label %outer.latch

inner.ph:
  %in = mul nsw i32 %i, %n
  br label %inner

inner:
  %j = phi i32 [ %tid, %inner.ph ], [ %j.next, %inner ]
  %aidx32 = add nsw i32 %in, %j
  %aidx = sext i32 %aidx32 to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %aidx
  %a = load float, ptr addrspace(1) %pa, align 4
  %r = fmul float %a, %s
  %jm = mul nsw i32 %j, %m
  %bidx32 = add nsw i32 %jm, %i
  %bidx = sext i32 %bidx32 to i64
  %pb = getelementptr inbounds float, ptr addrspace(1) %B, i64 %bidx
  store float %r, ptr addrspace(1) %pb, align 4
  %j.next = add nsw i32 %j, %ntid
  %cj = icmp slt i32 %j.next, %n
  br i1 %cj, label %inner, label %inner.exit

inner.exit:
  br label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp slt i32 %i.next, %m
  br i1 %ci, label %outer, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @nested_loops2, !"kernel", i32 1}
