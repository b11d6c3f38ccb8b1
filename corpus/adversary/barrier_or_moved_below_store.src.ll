; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = external addrspace(3) global [0 x float], align 8

define void @k(ptr addrspace(1) %g0, i32 %n, i64 %ld) {
entry:
  %tx = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %gid = add i32 0, %tx
  %t0 = zext i32 %gid to i64
  %t1 = mul i64 %t0, %ld
  %t2 = getelementptr i32, ptr addrspace(1) %g0, i64 %t1
  %t3 = atomicrmw add ptr addrspace(1) %t2, i32 %n monotonic, align 4, !nvtv.id !1
  %t5 = call i32 @llvm.nvvm.barrier0.or(i32 0), !nvtv.id !2
  %t7 = mul nsw i64 %ld, 16
  %t10 = add nsw i64 %t7, %t0
  %t11 = add nsw i64 %t10, -71
  %t12 = getelementptr i32, ptr addrspace(1) %g0, i64 %t11
  store i32 0, ptr addrspace(1) %t12, align 4, !nvtv.id !3
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

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
