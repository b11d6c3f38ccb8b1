; ModuleID = 'transpose_store_sunk_below_barrier.ll'
source_filename = "transpose_store_sunk_below_barrier.ll"
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4
@tileT = internal addrspace(3) global [32 x [33 x float]] undef, align 4

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
  %v = load float, ptr addrspace(1) %pin, align 4, !nvtv.id !1
  %ps0 = getelementptr inbounds [32 x [33 x float]], ptr addrspace(3) @tile, i32 0, i32 %ty, i32 %tx
  call void @llvm.nvvm.barrier0(), !nvtv.id !3
  store float %v, ptr addrspace(3) %ps0, align 4, !nvtv.id !2
  %ps1 = getelementptr inbounds [32 x [33 x float]], ptr addrspace(3) @tile, i32 0, i32 %tx, i32 %ty
  %t = load float, ptr addrspace(3) %ps1, align 4, !nvtv.id !4
  %ts = fmul float %t, %scale
  %pt0 = getelementptr inbounds [32 x [33 x float]], ptr addrspace(3) @tileT, i32 0, i32 %ty, i32 %tx
  store float %ts, ptr addrspace(3) %pt0, align 4, !nvtv.id !5
  call void @llvm.nvvm.barrier0(), !nvtv.id !6
  %u = load float, ptr addrspace(3) %pt0, align 4, !nvtv.id !7
  %x2 = add i32 %by32, %tx
  %y2 = add i32 %bx32, %ty
  %y2h = mul i32 %y2, %h
  %oidx32 = add i32 %y2h, %x2
  %oidx = zext i32 %oidx32 to i64
  %pout = getelementptr inbounds float, ptr addrspace(1) %out, i64 %oidx
  store float %u, ptr addrspace(1) %pout, align 4, !nvtv.id !8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @smem_tile_transpose, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!8 = !{i64 8}
