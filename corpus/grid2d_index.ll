; 2-D thread indexing: row = ctaid.y*ntid.y+tid.y, col = ctaid.x*ntid.x+tid.x; C[row*n+col] = A[..] + B[..]
; shapes: tid-2d, guarded, if-then, sext-nsw, range-attr
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @grid2d_index(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C, i32 %m, i32 %n) {
entry:
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ny = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %ty = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tx = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ry = mul i32 %cy, %ny
  %row = add i32 %ry, %ty
  %cxx = mul i32 %cx, %nx
  %col = add i32 %cxx, %tx
  %c1 = icmp slt i32 %row, %m
  %c2 = icmp slt i32 %col, %n
  %c = and i1 %c1, %c2
  br i1 %c, label %if.then, label %if.end

if.then:
  %rn = mul nsw i32 %row, %n
  %idx32 = add nsw i32 %rn, %col
  %idx = sext i32 %idx32 to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %idx
  %a = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %B, i64 %idx
  %b = load float, ptr addrspace(1) %pb, align 4
  %s = fadd float %a, %b
  %pc = getelementptr inbounds float, ptr addrspace(1) %C, i64 %idx
  store float %s, ptr addrspace(1) %pc, align 4
  br label %if.end

if.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()

!nvvm.annotations = !{!0}
!0 = !{ptr @grid2d_index, !"kernel", i32 1}
