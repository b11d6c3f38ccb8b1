; two adjacent barriers between a producer and a neighbour consumer: s[t] = in[g]; barrier; barrier; out[g] = s[(t+1) % ntid]
; sync: 1 and 2 are each REMOVABLE alone (the other still orders the read-after-write on the neighbour s[t+1]), but NOT both: deleting both leaves the conflict unordered
; shapes: shared, barrier, redundant-barrier, urem-index, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; s[t] = in[g]; __syncthreads(); __syncthreads(); out[g] = s[(t + 1) % blockDim.x];
define void @redundant_pair(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  %t1 = add nuw nsw i32 %t, 1
  %nb = urem i32 %t1, %ntid
  %pn = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %nb
  %a = load i32, ptr addrspace(3) %pn, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %a, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @redundant_pair, !"kernel", i32 1}
