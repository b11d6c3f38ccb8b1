; known-bad: sext(add i32 %i, 1) (no nsw) rewritten as add i64 (sext %i), 1 -- only valid without 32-bit signed overflow [tgt: the bad rewrite]
; shapes: sext-no-nsw, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; int i = threadIdx.x + off;   (wrapping)   B[i + 1] = A[i];
define void @sext_add_no_nsw(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %tid, %off
  %x = sext i32 %i to i64
  %pa = getelementptr float, ptr addrspace(1) %A, i64 %x
  %v = load float, ptr addrspace(1) %pa, align 4
  %x1 = add i64 %x, 1
  %pb = getelementptr float, ptr addrspace(1) %B, i64 %x1
  store float %v, ptr addrspace(1) %pb, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @sext_add_no_nsw, !"kernel", i32 1}
