; BASR seed shape: grid-stride loop touching A[tid+i], B[tid+i], C[tid+i], D[tid+i] (D = A*B + C)
; shapes: basr-strided4, grid-stride, tid-1d, rotated-loop, i32-iv, sext-nsw, range-attr
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (int i = 0; tid + i < n; i += blockDim.x * gridDim.x) D[tid+i] = A[tid+i] * B[tid+i] + C[tid+i];
define void @basr_strided4(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C, ptr addrspace(1) noalias %D, i32 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %ctaid, %ntid
  %tid.x = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid = add i32 %mul, %tid.x
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %stride = mul i32 %nctaid, %ntid
  %guard = icmp slt i32 %tid, %n
  br i1 %guard, label %for.body.preheader, label %for.end

for.body.preheader:
  br label %for.body

for.body:
  %i = phi i32 [ 0, %for.body.preheader ], [ %i.next, %for.body ]
  %j = add nsw i32 %tid, %i
  %idx = sext i32 %j to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %idx
  %a = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %B, i64 %idx
  %b = load float, ptr addrspace(1) %pb, align 4
  %pc = getelementptr inbounds float, ptr addrspace(1) %C, i64 %idx
  %c = load float, ptr addrspace(1) %pc, align 4
  %ab = fmul contract float %a, %b
  %r = fadd contract float %ab, %c
  %pd = getelementptr inbounds float, ptr addrspace(1) %D, i64 %idx
  store float %r, ptr addrspace(1) %pd, align 4
  %i.next = add nsw i32 %i, %stride
  %j.next = add nsw i32 %tid, %i.next
  %cmp = icmp slt i32 %j.next, %n
  br i1 %cmp, label %for.body, label %for.end.loopexit

for.end.loopexit:
  br label %for.end

for.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @basr_strided4, !"kernel", i32 1}
