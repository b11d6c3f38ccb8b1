; known-bad: 2-D transpose; tgt recomputes the store's row/column with tid.x and tid.y swapped [src]
; shapes: tid-2d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; row = by*bdy + ty; col = bx*bdx + tx;  B[col*m + row] = A[row*n + col];
define void @tid_xy_swapped(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i32 %m, i32 %n) {
entry:
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ry = mul i32 %cy, %ny
  %row = add i32 %ry, %ty
  %cxx = mul i32 %cx, %nx
  %col = add i32 %cxx, %tx
  %rn = mul i32 %row, %n
  %ai32 = add i32 %rn, %col
  %ai = zext i32 %ai32 to i64
  %pa = getelementptr float, ptr addrspace(1) %A, i64 %ai
  %v = load float, ptr addrspace(1) %pa, align 4
  %cm = mul i32 %col, %m
  %bi32 = add i32 %cm, %row
  %bi = zext i32 %bi32 to i64
  %pb = getelementptr float, ptr addrspace(1) %B, i64 %bi
  store float %v, ptr addrspace(1) %pb, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()

!nvvm.annotations = !{!0}
!0 = !{ptr @tid_xy_swapped, !"kernel", i32 1}
