; two shared arrays: a[t] = in[g]; b[t] = in2[g]; barrier; a[t] += b[(t+1) % ntid]; barrier; out[g] = a[t] * b[(t+ntid-1) % ntid]
; sync: 1 NEEDED (read-after-write on the neighbour b[t+1]), 2 REMOVABLE (with 1 kept: cross-thread accesses on both sides are only reads of b; the only write, a[t], is thread-private)
; shapes: shared, barrier, two-arrays, urem-index, thread-private, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = internal addrspace(3) global [1024 x i32] undef, align 4
@b = internal addrspace(3) global [1024 x i32] undef, align 4

; a[t] = in[g]; b[t] = in2[g]; __syncthreads();
; a[t] += b[(t + 1) % blockDim.x]; __syncthreads();
; out[g] = a[t] * b[(t + blockDim.x - 1) % blockDim.x];
define void @two_arrays(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %in2, ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %pi2 = getelementptr inbounds i32, ptr addrspace(1) %in2, i64 %g
  %w = load i32, ptr addrspace(1) %pi2, align 4
  %pa = getelementptr inbounds [1024 x i32], ptr addrspace(3) @a, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %pa, align 4
  %pb = getelementptr inbounds [1024 x i32], ptr addrspace(3) @b, i32 0, i32 %t
  store i32 %w, ptr addrspace(3) %pb, align 4
  call void @llvm.nvvm.barrier0()
  %t1 = add nuw nsw i32 %t, 1
  %nx = urem i32 %t1, %ntid
  %pnx = getelementptr inbounds [1024 x i32], ptr addrspace(3) @b, i32 0, i32 %nx
  %bx = load i32, ptr addrspace(3) %pnx, align 4
  %a0 = load i32, ptr addrspace(3) %pa, align 4
  %a1 = add i32 %a0, %bx
  store i32 %a1, ptr addrspace(3) %pa, align 4
  call void @llvm.nvvm.barrier0()
  %tp = add nuw nsw i32 %t, %ntid
  %tp1 = sub nuw nsw i32 %tp, 1
  %pv = urem i32 %tp1, %ntid
  %ppv = getelementptr inbounds [1024 x i32], ptr addrspace(3) @b, i32 0, i32 %pv
  %bp = load i32, ptr addrspace(3) %ppv, align 4
  %a2 = load i32, ptr addrspace(3) %pa, align 4
  %r = mul i32 %a2, %bp
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @two_arrays, !"kernel", i32 1}
