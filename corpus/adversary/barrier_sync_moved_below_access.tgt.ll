; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x float] undef, align 8

define void @k(ptr addrspace(1) %g0, i32 %n, i64 %ld) {
entry:
  %tx = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t1 = load i32, ptr addrspace(1) %g0, align 4, !nvtv.id !2
  %t2 = getelementptr i32, ptr addrspace(1) %g0, i64 -49
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 4 @s0, ptr addrspace(1) align 4 %t2, i64 16, i1 false), !nvtv.id !3
  %t4 = sext i32 %n to i64
  %t5 = zext i32 %tx to i64
  %t6 = mul i64 %t5, %ld
  %t7 = add i64 %t4, %t6
  %t8 = add i64 %t7, -30
  %t9 = getelementptr i32, ptr addrspace(1) %g0, i64 %t8
  store i32 0, ptr addrspace(1) %t9, align 4, !nvtv.id !4
  call void @llvm.nvvm.barrier.sync(i32 0), !nvtv.id !5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{!"sync-move", !"barrier.sync-down", !"barrier.sync #3 moved below store #4 (addrspace 1)"}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 4}
!5 = !{i64 3}
