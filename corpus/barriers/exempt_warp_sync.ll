; __syncwarp() (llvm.nvvm.bar.warp.sync with the full mask) and a barrier0, each between thread-private accesses to s[t] and out[g]
; sync: 1 (bar.warp.sync) EXEMPT (warp-level sync, never deleted), 2 (barrier0) REMOVABLE (only the thread's own s[t] and out[g] on both sides)
; shapes: shared, barrier, warp-sync, thread-private, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x float] undef, align 4

; (blockDim.x a multiple of 32)
; s[t] = in[g]; __syncwarp(); float a = s[t] * 2; out[g] = a; __syncthreads(); out[g] = out[g] + a;
; %out is not noalias: it is re-read after a barrier, and with noalias LLVM treats the barrier as not touching it
define void @exempt_warp_sync(ptr addrspace(1) noalias %in, ptr addrspace(1) %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g
  %v = load float, ptr addrspace(1) %pi, align 4
  %ps = getelementptr inbounds [1024 x float], ptr addrspace(3) @s, i32 0, i32 %t
  store float %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %w = load float, ptr addrspace(3) %ps, align 4
  %a = fmul float %w, 2.000000e+00
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g
  store float %a, ptr addrspace(1) %po, align 4
  call void @llvm.nvvm.barrier0()
  %b = load float, ptr addrspace(1) %po, align 4
  %c = fadd float %b, %a
  store float %c, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @exempt_warp_sync, !"kernel", i32 1}
