; 2-D tile transpose through shared memory (32x33 padded tile): tile[ty][tx] = in[y*w + x]; barrier0; out[y2*h + x2] = tile[tx][ty]
; sync: 1 NEEDED (read-after-write: thread (tx,ty) reads tile[tx][ty], which thread (ty,tx) stored)
; shapes: shared, barrier, tid-2d, transpose, range-attr, shared32, zext
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4

; (blockDim = 32 x 32)
; tile[ty][tx] = in[(by*32 + ty)*w + bx*32 + tx]; __syncthreads();
; out[(bx*32 + ty)*h + by*32 + tx] = tile[tx][ty];
define void @transpose2d(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %w, i32 %h) {
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
  %pw = getelementptr inbounds [32 x [33 x float]], ptr addrspace(3) @tile, i32 0, i32 %ty, i32 %tx
  store float %v, ptr addrspace(3) %pw, align 4
  call void @llvm.nvvm.barrier0()
  %pr = getelementptr inbounds [32 x [33 x float]], ptr addrspace(3) @tile, i32 0, i32 %tx, i32 %ty
  %u = load float, ptr addrspace(3) %pr, align 4
  %x2 = add i32 %by32, %tx
  %y2 = add i32 %bx32, %ty
  %y2h = mul i32 %y2, %h
  %o32 = add i32 %y2h, %x2
  %o = zext i32 %o32 to i64
  %pout = getelementptr inbounds float, ptr addrspace(1) %out, i64 %o
  store float %u, ptr addrspace(1) %pout, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @transpose2d, !"kernel", i32 1}
