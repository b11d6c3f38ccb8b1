; known-bad: tgt drops `volatile` from the flag load (same address, same type) [src]
; shapes: volatile, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; out[g] = *(volatile int *)flag + in[g];
define void @volatile_dropped(ptr addrspace(1) %flag, ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %tid to i64
  %f = load volatile i32, ptr addrspace(1) %flag, align 4
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %s = add i32 %f, %v
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %s, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @volatile_dropped, !"kernel", i32 1}
