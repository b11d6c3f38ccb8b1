; 2-D 5-point stencil: out[r*n+c] = 4*A[r*n+c] - A[r*n+c-1] - A[r*n+c+1] - A[(r-1)*n+c] - A[(r+1)*n+c]
; shapes: stencil-5pt, tid-2d, guarded, if-then, negative-offset, sext-nsw
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @stencil2d(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %out, i32 %m, i32 %n) {
entry:
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %c0 = mul nsw i32 %cx, %nx
  %c = add nsw i32 %c0, %tx
  %r0 = mul nsw i32 %cy, %ny
  %r = add nsw i32 %r0, %ty
  %m1 = add nsw i32 %m, -1
  %n1 = add nsw i32 %n, -1
  %k1 = icmp sgt i32 %r, 0
  %k2 = icmp slt i32 %r, %m1
  %k3 = icmp sgt i32 %c, 0
  %k4 = icmp slt i32 %c, %n1
  %k12 = and i1 %k1, %k2
  %k34 = and i1 %k3, %k4
  %in = and i1 %k12, %k34
  br i1 %in, label %interior, label %exit

interior:
  %rn = mul nsw i32 %r, %n
  %ctr32 = add nsw i32 %rn, %c
  %ctr = sext i32 %ctr32 to i64
  %pc = getelementptr inbounds float, ptr addrspace(1) %A, i64 %ctr
  %vc = load float, ptr addrspace(1) %pc, align 4
  %w32 = add nsw i32 %ctr32, -1
  %w = sext i32 %w32 to i64
  %pw = getelementptr inbounds float, ptr addrspace(1) %A, i64 %w
  %vw = load float, ptr addrspace(1) %pw, align 4
  %e32 = add nsw i32 %ctr32, 1
  %e = sext i32 %e32 to i64
  %pe = getelementptr inbounds float, ptr addrspace(1) %A, i64 %e
  %ve = load float, ptr addrspace(1) %pe, align 4
  %rm1 = add nsw i32 %r, -1
  %rm1n = mul nsw i32 %rm1, %n
  %nn32 = add nsw i32 %rm1n, %c
  %nn = sext i32 %nn32 to i64
  %pn = getelementptr inbounds float, ptr addrspace(1) %A, i64 %nn
  %vn = load float, ptr addrspace(1) %pn, align 4
  %rp1 = add nsw i32 %r, 1
  %rp1n = mul nsw i32 %rp1, %n
  %ss32 = add nsw i32 %rp1n, %c
  %ss = sext i32 %ss32 to i64
  %ps = getelementptr inbounds float, ptr addrspace(1) %A, i64 %ss
  %vs = load float, ptr addrspace(1) %ps, align 4
  %c4 = fmul float %vc, 4.000000e+00
  %t1 = fsub float %c4, %vw
  %t2 = fsub float %t1, %ve
  %t3 = fsub float %t2, %vn
  %t4 = fsub float %t3, %vs
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %ctr
  store float %t4, ptr addrspace(1) %po, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()

!nvvm.annotations = !{!0}
!0 = !{ptr @stencil2d, !"kernel", i32 1}
