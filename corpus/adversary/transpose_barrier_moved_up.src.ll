; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4
@tileT = internal addrspace(3) global [32 x [33 x float]] undef, align 4

define void @smem_tile_transpose(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %w, i32 %h, float %scale) {
entry:
  %tx = call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps0 = getelementptr [32 x [33 x float]], ptr addrspace(3) @tile, i32 0, i32 0, i32 %tx
  store float 0.000000e+00, ptr addrspace(3) %ps0, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %t = load float, ptr addrspace(3) @tile, align 4, !nvtv.id !3
  store float %t, ptr addrspace(3) @tileT, align 4, !nvtv.id !4
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
