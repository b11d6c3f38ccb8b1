; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = external addrspace(3) global [0 x float], align 8

define void @k(ptr addrspace(1) %g0, i32 %n, i64 %ld) {
entry:
  %tx = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t0 = zext i32 %tx to i64
  %t1 = mul i64 %t0, %ld
  %t3 = getelementptr i32, ptr addrspace(1) %g0, i64 %t1
  %t5 = call i32 @llvm.nvvm.barrier0.or(i32 0), !nvtv.id !2
  store <4 x i32> <i32 -2, i32 -1, i32 0, i32 1>, ptr addrspace(1) %t3, align 4, !nvtv.id !3
  %t10 = getelementptr i8, ptr addrspace(3) @s0, i64 %t1
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 4 %t10, ptr addrspace(1) align 4 %g0, i64 16, i1 false), !nvtv.id !4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{!"sink", !"store-global-below-barrier0.or", !"store #1 (addrspace 1) sunk below barrier0.or #2"}
!2 = !{i64 2}
!3 = !{i64 1}
!4 = !{i64 3}
