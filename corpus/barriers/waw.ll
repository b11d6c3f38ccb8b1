; write-after-write across a barrier: s[t] = 1; barrier; s[t ^ 1] = 2; barrier; out[g] = s[t]
; sync: 1 NEEDED only by write-after-write (thread t^1's store of 2 to s[t] must land after thread t's store of 1; no load sits between them), 2 NEEDED (read-after-write: thread t loads s[t], written by thread t^1)
; shapes: shared, barrier, waw, xor-index, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; s[t] = 1; __syncthreads(); s[t ^ 1] = 2; __syncthreads(); out[g] = s[t];
define void @waw(ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 1, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %tx = xor i32 %t, 1
  %px = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %tx
  store i32 2, ptr addrspace(3) %px, align 4
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %ps, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %v, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @waw, !"kernel", i32 1}
