; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = external addrspace(3) global [0 x i32], align 8

define void @k(ptr addrspace(1) noalias %g0, ptr addrspace(1) noalias %g1, ptr addrspace(1) noalias %g2, i32 %n, i64 %ld) {
entry:
  %tx = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store float 0.000000e+00, ptr addrspace(1) %g0, align 4, !nvtv.id !2
  %t4 = sext i32 %tx to i64
  %t5 = getelementptr float, ptr addrspace(1) %g0, i64 %t4
  store float 1.000000e+00, ptr addrspace(1) %t5, align 4, !nvtv.id !3
  %t3 = call i32 @llvm.nvvm.barrier0.and(i32 0), !nvtv.id !4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{!"sync-move", !"barrier0.and-down", !"barrier0.and #2 moved below store #3 (addrspace 1)"}
!2 = !{i64 1}
!3 = !{i64 3}
!4 = !{i64 2}
