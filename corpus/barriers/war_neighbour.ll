; in-place shift through shared memory: s[t] = in[g]; barrier; x = s[(t+1) % ntid]; barrier; s[t] = 2*x; barrier; out[g] = s[t]
; sync: 1 NEEDED (read-after-write on the neighbour s[t+1]), 2 NEEDED only by write-after-read (thread t overwrites s[t] that thread t-1 reads above it), 3 REMOVABLE (with 1 and 2 kept: thread t reads back only its own s[t])
; shapes: shared, barrier, war, urem-index, thread-private, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; s[t] = in[g]; __syncthreads(); int x = s[(t + 1) % blockDim.x]; __syncthreads();
; s[t] = 2 * x; __syncthreads(); out[g] = s[t];
define void @war_neighbour(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
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
  %t1 = add nuw nsw i32 %t, 1
  %nb = urem i32 %t1, %ntid
  %pn = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %nb
  %x = load i32, ptr addrspace(3) %pn, align 4
  call void @llvm.nvvm.barrier0()
  %x2 = shl i32 %x, 1
  store i32 %x2, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %r = load i32, ptr addrspace(3) %ps, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @war_neighbour, !"kernel", i32 1}
