; shared-memory tile: load tile, barrier0, compute (transpose into a second tile), barrier0, write back; 32-bit shared pointers
; shapes: shared, barrier, tid-2d, shared32, range-attr
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4
@tileT = internal addrspace(3) global [32 x [33 x float]] undef, align 4

; tile[ty][tx] = in[y*w + x]; __syncthreads();
; tileT[ty][tx] = tile[tx][ty] * scale; __syncthreads();
; out[y2*h + x2] = tileT[ty][tx] where x2 = by*32+tx, y2 = bx*32+ty
define void @smem_tile_transpose(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %w, i32 %h, float %scale) {
entry:
  %tx = call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %bx32 = shl i32 %bx, 5
  %by32 = shl i32 %by, 5
  %x = add i32 %bx32, %tx
  %y = add i32 %by32, %ty
  %yw = mul i32 %y, %w
  %iidx32 = add i32 %yw, %x
  %iidx = zext i32 %iidx32 to i64
  %pin = getelementptr inbounds float, ptr addrspace(1) %in, i64 %iidx
  %v = load float, ptr addrspace(1) %pin, align 4
  %ps0 = getelementptr inbounds [32 x [33 x float]], ptr addrspace(3) @tile, i32 0, i32 %ty, i32 %tx
  store float %v, ptr addrspace(3) %ps0, align 4
  call void @llvm.nvvm.barrier0()
  %ps1 = getelementptr inbounds [32 x [33 x float]], ptr addrspace(3) @tile, i32 0, i32 %tx, i32 %ty
  %t = load float, ptr addrspace(3) %ps1, align 4
  %ts = fmul float %t, %scale
  %pt0 = getelementptr inbounds [32 x [33 x float]], ptr addrspace(3) @tileT, i32 0, i32 %ty, i32 %tx
  store float %ts, ptr addrspace(3) %pt0, align 4
  call void @llvm.nvvm.barrier0()
  %u = load float, ptr addrspace(3) %pt0, align 4
  %x2 = add i32 %by32, %tx
  %y2 = add i32 %bx32, %ty
  %y2h = mul i32 %y2, %h
  %oidx32 = add i32 %y2h, %x2
  %oidx = zext i32 %oidx32 to i64
  %pout = getelementptr inbounds float, ptr addrspace(1) %out, i64 %oidx
  store float %u, ptr addrspace(1) %pout, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @smem_tile_transpose, !"kernel", i32 1}
