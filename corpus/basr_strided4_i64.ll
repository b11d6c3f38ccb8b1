; BASR seed shape with 64-bit indices (size_t i): grid-stride loop over A[i], B[i], C[i], D[i] (D = A*B + C); loop-reduce replaces the integer IV with pointer IVs
; shapes: basr-strided4, grid-stride, tid-1d, rotated-loop, i64-iv, zext, range-attr, ptr-iv
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
;   D[i] = A[i] * B[i] + C[i];
define void @basr_strided4_i64(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C, ptr addrspace(1) noalias %D, i64 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid.x = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %ctaid64 = zext i32 %ctaid to i64
  %ntid64 = zext i32 %ntid to i64
  %tid64 = zext i32 %tid.x to i64
  %nctaid64 = zext i32 %nctaid to i64
  %base = mul nuw nsw i64 %ctaid64, %ntid64
  %start = add nuw nsw i64 %base, %tid64
  %stride = mul nuw nsw i64 %nctaid64, %ntid64
  %guard = icmp ult i64 %start, %n
  br i1 %guard, label %for.body.preheader, label %for.end

for.body.preheader:
  br label %for.body

for.body:
  %i = phi i64 [ %start, %for.body.preheader ], [ %i.next, %for.body ]
  %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %i
  %a = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %B, i64 %i
  %b = load float, ptr addrspace(1) %pb, align 4
  %pc = getelementptr inbounds float, ptr addrspace(1) %C, i64 %i
  %c = load float, ptr addrspace(1) %pc, align 4
  %ab = fmul contract float %a, %b
  %r = fadd contract float %ab, %c
  %pd = getelementptr inbounds float, ptr addrspace(1) %D, i64 %i
  store float %r, ptr addrspace(1) %pd, align 4
  %i.next = add nuw i64 %i, %stride
  %cmp = icmp ult i64 %i.next, %n
  br i1 %cmp, label %for.body, label %for.end.loopexit

for.end.loopexit:
  br label %for.end

for.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @basr_strided4_i64, !"kernel", i32 1}
