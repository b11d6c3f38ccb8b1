; 2-D row-major element-wise add with the index computed in 64 bits: C[r*ld + c] = A[..] + B[..]
; (row and column from 2-D thread and block ids, the leading dimension a 64-bit argument)
; shapes: tid-2d, i64-index, zext, three-arrays, scev-cgp-narrowing
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @rowmajor64(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C, i64 %ld) {
entry:
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %c0 = mul i32 %cx, %bx
  %col32 = add i32 %c0, %tx
  %r0 = mul i32 %cy, %by
  %row32 = add i32 %r0, %ty
  %col = zext i32 %col32 to i64
  %row = zext i32 %row32 to i64
  %rowoff = mul i64 %row, %ld
  %idx = add i64 %rowoff, %col
  %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %idx
  %a = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %B, i64 %idx
  %b = load float, ptr addrspace(1) %pb, align 4
  %s = fadd float %a, %b
  %pc = getelementptr inbounds float, ptr addrspace(1) %C, i64 %idx
  store float %s, ptr addrspace(1) %pc, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

!nvvm.annotations = !{!0}
!0 = !{ptr @rowmajor64, !"kernel", i32 1}
