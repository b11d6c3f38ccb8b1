; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x i64] undef, align 8

define void @k(ptr addrspace(1) noalias %g0, ptr addrspace(1) noalias %g1, ptr addrspace(1) noalias %g2, i32 %n, i64 %ld) {
entry:
  %tx = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  call void @llvm.nvvm.barrier.sync.cnt(i32 0, i32 %nx), !nvtv.id !2
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr addrspace(1) %g0, align 4, !nvtv.id !3
  %t1 = zext i32 %tx to i64
  %t3 = getelementptr i32, ptr addrspace(1) %g0, i64 %t1
  store i32 1, ptr addrspace(1) %t3, align 4, !nvtv.id !4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{!"sink", !"store-global-below-barrier.sync.cnt", !"store #1 (addrspace 1) sunk below barrier.sync.cnt #2"}
!2 = !{i64 2}
!3 = !{i64 1}
!4 = !{i64 3}
