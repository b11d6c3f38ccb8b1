; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x i64] undef, align 8

define void @k(ptr addrspace(1) %g0, ptr addrspace(1) %g1, ptr addrspace(1) %g2, i32 %n, i64 %ld) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t1 = atomicrmw add ptr addrspace(1) %g2, i32 1 monotonic, align 4, !nvtv.id !1
  %t3 = load float, ptr addrspace(1) %g1, align 4, !nvtv.id !2
  %t4 = and i32 0, 1
  %t5 = call i32 @llvm.nvvm.barrier0.or(i32 %t4), !nvtv.id !3
  %t6 = zext i32 %tx to i64
  %t7 = mul i64 %t6, %ld
  %t8 = getelementptr float, ptr addrspace(1) %g1, i64 %t7
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %t8, ptr addrspace(1) align 4 %g2, i64 16, i1 true), !nvtv.id !4
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
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!nvvm.annotations = !{!0}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
