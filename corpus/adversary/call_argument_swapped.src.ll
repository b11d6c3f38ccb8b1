; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = external addrspace(3) global [0 x i64], align 8

define void @k(ptr addrspace(1) %g0, i32 %n, i64 %ld) {
entry:
  %t0 = icmp eq i32 0, 4
  %t3 = getelementptr i64, ptr addrspace(3) @s0, i64 0
  store <2 x i64> <i64 1, i64 2>, ptr addrspace(3) %t3, align 8, !nvtv.id !1
  call void @llvm.nvvm.membar.sys(), !nvtv.id !2
  %t4 = zext i32 %n to i64
  %t5 = shl i64 %t4, 3
  %t6 = getelementptr i8, ptr addrspace(3) @s0, i64 %t5
  call void @nvtv_dev11(ptr addrspace(3) %t6, i64 0)
  ret void
}

; Function Attrs: noinline
define internal void @nvtv_dev11(ptr addrspace(3) %p, i64 %v) #0 {
entry:
  store i64 0, ptr addrspace(3) %p, align 8, !nvtv.id !3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #2

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
