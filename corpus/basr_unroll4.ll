; BASR chain shape: loop unrolled by 4, A[i], A[i+1], A[i+2], A[i+3] and B[i..i+3], i += 4 (i64 IV)
; shapes: basr-unroll4, for-loop, i64-iv, step-4, tid-1d, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; float *a = A + g*n, *b = B + g*n;
; for (long i = 0; i < n4; i += 4) { b[i] = -a[i+3]; b[i+1] = -a[i+2]; b[i+2] = -a[i+1]; b[i+3] = -a[i]; }
define void @basr_unroll4(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i64 %n, i64 %n4) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %tid
  %g = zext i32 %g32 to i64
  %rowoff = mul i64 %g, %n
  %a = getelementptr inbounds float, ptr addrspace(1) %A, i64 %rowoff
  %b = getelementptr inbounds float, ptr addrspace(1) %B, i64 %rowoff
  br label %for.cond

for.cond:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
  %c = icmp slt i64 %i, %n4
  br i1 %c, label %for.body, label %for.end

for.body:
  %i1 = or disjoint i64 %i, 1
  %i2 = or disjoint i64 %i, 2
  %i3 = or disjoint i64 %i, 3
  %pa3 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i3
  %v3 = load float, ptr addrspace(1) %pa3, align 4
  %pa2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i2
  %v2 = load float, ptr addrspace(1) %pa2, align 4
  %pa1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i1
  %v1 = load float, ptr addrspace(1) %pa1, align 4
  %pa0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %v0 = load float, ptr addrspace(1) %pa0, align 4
  %n3 = fneg float %v3
  %n2 = fneg float %v2
  %n1 = fneg float %v1
  %n0 = fneg float %v0
  %pb0 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i
  store float %n3, ptr addrspace(1) %pb0, align 4
  %pb1 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i1
  store float %n2, ptr addrspace(1) %pb1, align 4
  %pb2 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i2
  store float %n1, ptr addrspace(1) %pb2, align 4
  %pb3 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i3
  store float %n0, ptr addrspace(1) %pb3, align 4
  %i.next = add nuw nsw i64 %i, 4
  br label %for.cond

for.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @basr_unroll4, !"kernel", i32 1}
