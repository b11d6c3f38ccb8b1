; known-bad: tgt adds `inbounds` to an intermediate GEP that may leave the object before a second GEP brings the pointer back [tgt: the bad rewrite]
; shapes: inbounds, sext-nsw, negative-offset, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; float *p = A + (threadIdx.x + d);  out[threadIdx.x] = p[16];   (p itself may point before A's object)
define void @new_inbounds_poison(ptr addrspace(1) %A, ptr addrspace(1) noalias %out, i32 %d) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = add nsw i32 %tid, %d
  %jx = sext i32 %j to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %jx
  %pb = getelementptr i8, ptr addrspace(1) %pa, i64 64
  %v = load float, ptr addrspace(1) %pb, align 4
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %v, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @new_inbounds_poison, !"kernel", i32 1}
