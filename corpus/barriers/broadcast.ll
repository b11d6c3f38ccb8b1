; broadcast through shared memory: thread 0 stores s[0] = in[ctaid]; barrier; every thread reads s[0]; barrier; reads s[0] again; out[g]
; sync: 1 NEEDED (read-after-write: every thread reads the s[0] that thread 0 stored), 2 REMOVABLE (with 1 kept: after barrier 1 there are only reads of s[0] and the thread's own out[g])
; shapes: shared, barrier, broadcast, if-then, uniform-index, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1 x i32] undef, align 4

; if (t == 0) s[0] = in[blockIdx.x]; __syncthreads();
; int a = s[0]; __syncthreads(); out[g] = a * t + s[0];
define void @broadcast(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %fill, label %sync

fill:
  %c64 = zext i32 %ctaid to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %c64
  %v = load i32, ptr addrspace(1) %pi, align 4
  store i32 %v, ptr addrspace(3) @s, align 4
  br label %sync

sync:
  call void @llvm.nvvm.barrier0()
  %a = load i32, ptr addrspace(3) @s, align 4
  call void @llvm.nvvm.barrier0()
  %b = load i32, ptr addrspace(3) @s, align 4
  %at = mul i32 %a, %t
  %r = add i32 %at, %b
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @broadcast, !"kernel", i32 1}
