; __syncthreads_count: s[t] = in[g]; barrier0; w = s[t]; cnt = barrier0.popc(w > 0); out[g] = cnt, next to a plain barrier0 around thread-private accesses
; sync: 1 (barrier0) REMOVABLE (only s[t] of the same thread on both sides), 2 (barrier0.popc) NEVER removable (its result, the CTA-wide count, is stored to global memory)
; shapes: shared, barrier, barrier-popc, sync-result-used, thread-private, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; s[t] = in[g]; __syncthreads(); int w = s[t];
; int cnt = __syncthreads_count(w > 0); out[g] = cnt;
define void @popc_used(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
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
  call void @llvm.nvvm.barrier0()
  %w = load i32, ptr addrspace(3) %ps, align 4
  %pos = icmp sgt i32 %w, 0
  %pred = zext i1 %pos to i32
  %cnt = call i32 @llvm.nvvm.barrier0.popc(i32 %pred)
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %cnt, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.barrier0.popc(i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @popc_used, !"kernel", i32 1}
