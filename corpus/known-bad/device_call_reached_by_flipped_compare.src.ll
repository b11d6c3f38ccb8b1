; ModuleID = 'adversary'
source_filename = "reduce"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = external addrspace(3) global [0 x i32], align 8

define void @k(ptr addrspace(1) noalias %g0, ptr addrspace(1) noalias %g1, ptr addrspace(1) noalias %g2, i32 %n, i64 %ld) {
entry:
  %t0 = icmp ult i32 0, 0
  %t1 = icmp eq i32 0, 5
  br i1 %t1, label %if1.then, label %if1.end

if1.then:                                         ; preds = %entry
  %t2 = zext i32 0 to i64
  call void @nvtv_dev6(ptr addrspace(1) null, i32 %n)
  br label %if1.end

if1.end:                                          ; preds = %if1.then, %entry
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !nvtv.id !1
  ret void
}

; Function Attrs: noinline
define internal void @nvtv_dev6(ptr addrspace(1) %p, i32 %v) #0 {
entry:
  store i32 0, ptr addrspace(1) %p, align 4, !nvtv.id !2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
