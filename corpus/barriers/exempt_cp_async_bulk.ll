; bulk async-copy group bookkeeping (cp.async.bulk.commit_group, cp.async.bulk.wait_group 0) and a barrier0, between thread-private accesses to s[t]
; sync: 1 (cp.async.bulk.wait.group) EXEMPT (async-proxy wait, never deleted), 2 (barrier0) REMOVABLE (only the thread's own s[t] on both sides); commit_group is not a sync
; shapes: shared, barrier, cp-async-bulk, wait-group, thread-private, tid-1d, range-attr, zext, sm90
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; s[t] = in[g]; cp.async.bulk.commit_group; cp.async.bulk.wait_group 0; __syncthreads(); out[g] = s[t] + 1;
define void @exempt_cp_async_bulk(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
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
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)
  call void @llvm.nvvm.barrier0()
  %w = load i32, ptr addrspace(3) %ps, align 4
  %r = add i32 %w, 1
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @exempt_cp_async_bulk, !"kernel", i32 1}
