; producer and consumer in different blocks: entry stores s[t] and ends with barrier0; br; %next loads s[(t + 1) % ntid]
; sync: 1 NEEDED (read-after-write: thread t reads the element thread t+1 stored; the barrier is the last instruction of its block, so a per-block scan sees no access below it)
; shapes: shared, barrier, cross-block, urem-index, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x float] undef, align 4

; float v = in[g]; s[t] = v; __syncthreads(); out[g] = s[(t + 1) % blockDim.x] - v;
define void @cross_block(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g
  %v = load float, ptr addrspace(1) %pi, align 4
  %ps = getelementptr inbounds [1024 x float], ptr addrspace(3) @s, i32 0, i32 %t
  store float %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  br label %next

next:
  %t1 = add nuw nsw i32 %t, 1
  %nb = urem i32 %t1, %ntid
  %pn = getelementptr inbounds [1024 x float], ptr addrspace(3) @s, i32 0, i32 %nb
  %a = load float, ptr addrspace(3) %pn, align 4
  %d = fsub float %a, %v
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g
  store float %d, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @cross_block, !"kernel", i32 1}
