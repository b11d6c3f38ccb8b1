; block-stride loop unrolled by 2: i += 2*ntid, accesses at i and i + ntid
; shapes: step-2ntid, block-stride, for-loop, i64-iv, zext, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (long i = threadIdx.x; i + blockDim.x < n; i += 2*blockDim.x) {
;   y[i] = a*x[i] + y[i]; y[i+blockDim.x] = a*x[i+blockDim.x] + y[i+blockDim.x]; }
define void @grid_stride_unroll2(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, float %a, i64 %n) {
entry:
  %tid32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = zext i32 %tid32 to i64
  %ntid = zext i32 %ntid32 to i64
  %step = shl nuw nsw i64 %ntid, 1
  br label %for.cond

for.cond:
  %i = phi i64 [ %tid, %entry ], [ %i.next, %for.body ]
  %i2 = add nuw nsw i64 %i, %ntid
  %c = icmp slt i64 %i2, %n
  br i1 %c, label %for.body, label %for.end

for.body:
  %px0 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %x0 = load float, ptr addrspace(1) %px0, align 4
  %py0 = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i
  %y0 = load float, ptr addrspace(1) %py0, align 4
  %m0 = fmul contract float %a, %x0
  %r0 = fadd contract float %m0, %y0
  store float %r0, ptr addrspace(1) %py0, align 4
  %px1 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i2
  %x1 = load float, ptr addrspace(1) %px1, align 4
  %py1 = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i2
  %y1 = load float, ptr addrspace(1) %py1, align 4
  %m1 = fmul contract float %a, %x1
  %r1 = fadd contract float %m1, %y1
  store float %r1, ptr addrspace(1) %py1, align 4
  %i.next = add nuw nsw i64 %i, %step
  br label %for.cond

for.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @grid_stride_unroll2, !"kernel", i32 1}
