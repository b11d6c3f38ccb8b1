; split cluster barrier: barrier.cluster.arrive.relaxed, thread-private work on s[t] and out[g], barrier.cluster.wait, then a barrier0
; sync: 1 (barrier.cluster.arrive.relaxed) and 2 (barrier.cluster.wait) EXEMPT (cluster-level sync, never deleted), 3 (barrier0) REMOVABLE (only the thread's own s[t] and out[g] on both sides)
; shapes: shared, barrier, cluster-barrier, thread-private, tid-1d, range-attr, zext, sm90
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; s[t] = in[g]; cluster.arrive.relaxed(); int w = s[t] * k; out[g] = w; cluster.wait();
; __syncthreads(); out[g] = w + out[g];
; %out is not noalias: it is re-read after a barrier, and with noalias LLVM treats the barrier as not touching it
define void @exempt_cluster_arrive(ptr addrspace(1) noalias %in, ptr addrspace(1) %out, i32 %k) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  %a = load i32, ptr addrspace(3) %ps, align 4
  %w = mul i32 %a, %k
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %w, ptr addrspace(1) %po, align 4
  call void @llvm.nvvm.barrier.cluster.wait()
  call void @llvm.nvvm.barrier0()
  %b = load i32, ptr addrspace(1) %po, align 4
  %r = add i32 %w, %b
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()
declare void @llvm.nvvm.barrier.cluster.wait()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @exempt_cluster_arrive, !"kernel", i32 1}
