; every thread reads the same shared element s[0] above and below a barrier0, and writes only its own out[g]
; sync: 1 REMOVABLE (no thread writes shared memory, reads never conflict with reads, and out[g] is thread-private)
; shapes: shared, barrier, shared-ptr-arg, uniform-index, read-only, tid-1d, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; int a = s[0]; __syncthreads(); int b = s[0]; out[g] = a * t + b;
define void @uniform_read_only(ptr addrspace(3) %s, ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %a = load i32, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier0()
  %b = load i32, ptr addrspace(3) %s, align 4
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
!0 = !{ptr @uniform_read_only, !"kernel", i32 1}
