; known-bad: tgt adds `inbounds` to a GEP whose offset may be negative / wrap: poison where src's address is defined [src]
; shapes: inbounds, sext-nsw, negative-offset, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; int j = threadIdx.x + d;  out[threadIdx.x] = A[j];     (A may point anywhere, j may be negative)
define void @new_inbounds_poison(ptr addrspace(1) %A, ptr addrspace(1) noalias %out, i32 %d) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = add nsw i32 %tid, %d
  %jx = sext i32 %j to i64
  %pa = getelementptr float, ptr addrspace(1) %A, i64 %jx
  %v = load float, ptr addrspace(1) %pa, align 4
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %v, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @new_inbounds_poison, !"kernel", i32 1}
