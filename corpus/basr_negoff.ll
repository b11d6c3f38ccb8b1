; BASR negative-offset shape: in[i-32], in[i], in[i+32] off one base in a grid-stride for loop
; shapes: basr-negoff, grid-stride, tid-1d, for-loop, i64-iv, negative-offset
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (long i = tid + 32; i < n - 32; i += blockDim.x * gridDim.x)
;   out[i] = in[i-32] + in[i] + in[i+32];
define void @basr_negoff(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i64 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %ctaid, %ntid
  %tid32 = add i32 %mul, %tid.x
  %tid = zext i32 %tid32 to i64
  %start = add nuw nsw i64 %tid, 32
  %st32 = mul i32 %ntid, %nctaid
  %stride = zext i32 %st32 to i64
  %limit = add nsw i64 %n, -32
  br label %for.cond

for.cond:
  %i = phi i64 [ %start, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i64 %i, %limit
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %im32 = add nsw i64 %i, -32
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %im32
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %ip32 = add nsw i64 %i, 32
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %ip32
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %s01 = fadd float %v0, %v1
  %s = fadd float %s01, %v2
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %s, ptr addrspace(1) %po, align 4
  %i.next = add nsw i64 %i, %stride
  br label %for.cond

for.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @basr_negoff, !"kernel", i32 1}
