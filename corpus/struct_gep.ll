; struct GEPs: %struct.P = { float, i32, [4 x float] }; fields 0/1 once, field 2 element j in a loop
; shapes: struct-gep, for-loop, i64-iv, tid-1d, guarded
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { float, i32, [4 x float] }

; if (g < np) { float w = ps[g].w; int c = ps[g].n;
;   for (long j = 0; j < 4; ++j) out[4*g + j] = ps[g].v[j] * w + (float)c; ps[g].n = c + 1; }
define void @struct_gep(ptr addrspace(1) noalias %ps, ptr addrspace(1) noalias %out, i64 %np) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %tid
  %g = zext i32 %g32 to i64
  %in = icmp ult i64 %g, %np
  br i1 %in, label %body, label %exit

body:
  %pw = getelementptr inbounds %struct.P, ptr addrspace(1) %ps, i64 %g
  %w = load float, ptr addrspace(1) %pw, align 4
  %pn = getelementptr inbounds %struct.P, ptr addrspace(1) %ps, i64 %g, i32 1
  %c = load i32, ptr addrspace(1) %pn, align 4
  %cf = sitofp i32 %c to float
  %g4 = shl nuw nsw i64 %g, 2
  br label %for.cond

for.cond:
  %j = phi i64 [ 0, %body ], [ %j.next, %for.body ]
  %cj = icmp slt i64 %j, 4
  br i1 %cj, label %for.body, label %for.end

for.body:
  %pv = getelementptr inbounds %struct.P, ptr addrspace(1) %ps, i64 %g, i32 2, i64 %j
  %v = load float, ptr addrspace(1) %pv, align 4
  %m = fmul float %v, %w
  %r = fadd float %m, %cf
  %oi = add nuw nsw i64 %g4, %j
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %oi
  store float %r, ptr addrspace(1) %po, align 4
  %j.next = add nuw nsw i64 %j, 1
  br label %for.cond

for.end:
  %c1 = add nsw i32 %c, 1
  store i32 %c1, ptr addrspace(1) %pn, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @struct_gep, !"kernel", i32 1}
