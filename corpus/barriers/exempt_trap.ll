; gather with a device-side bounds assertion: s[t] = idx[g]; barrier; j = s[(t+1) % ntid]; if (j >= len) llvm.trap; out[g] = tbl[j]
; sync: 1 (barrier0) NEEDED (read-after-write: thread t reads the s element thread t+1 stored); llvm.trap is EXEMPT (never deleted; LLVM 19 has no llvm.nvvm.trap, so this uses llvm.trap, which llc lowers to PTX trap)
; shapes: shared, barrier, trap, unreachable, if-then, urem-index, load-dependent-address, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; s[t] = idx[g]; __syncthreads();
; unsigned j = s[(t + 1) % blockDim.x]; if (j >= len) __trap();
; out[g] = tbl[j];
define void @exempt_trap(ptr addrspace(1) noalias %idx, ptr addrspace(1) noalias %tbl, ptr addrspace(1) noalias %out, i32 %len) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %idx, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %t1 = add nuw nsw i32 %t, 1
  %nb = urem i32 %t1, %ntid
  %pn = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %nb
  %j = load i32, ptr addrspace(3) %pn, align 4
  %bad = icmp uge i32 %j, %len
  br i1 %bad, label %fail, label %body

fail:
  call void @llvm.trap()
  unreachable

body:
  %j64 = zext i32 %j to i64
  %pt = getelementptr inbounds float, ptr addrspace(1) %tbl, i64 %j64
  %x = load float, ptr addrspace(1) %pt, align 4
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g
  store float %x, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.trap()

!nvvm.annotations = !{!0}
!0 = !{ptr @exempt_trap, !"kernel", i32 1}
