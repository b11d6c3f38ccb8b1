; ModuleID = 'adversary'
source_filename = "reduce"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x i32] undef, align 8

define void @k(ptr addrspace(1) noalias %g0, i32 %n, i64 %ld) {
entry:
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  call void @llvm.nvvm.barrier.sync.cnt(i32 0, i32 %nx), !nvtv.id !2
  %t0 = mul i32 0, 3
  %t1 = zext i32 %t0 to i64
  %t2 = getelementptr [4096 x i64], ptr addrspace(1) %g0, i64 0, i64 %t1
  store i64 1, ptr addrspace(1) %t2, align 8, !nvtv.id !3
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !nvtv.id !4
  %t3 = icmp sge i32 %n, 7
  br i1 %t3, label %if3.then, label %if3.end

if3.then:                                         ; preds = %entry
  call void @nvtv_dev8(ptr addrspace(1) null, i64 0)
  ret void

if3.end:                                          ; preds = %entry
  ret void
}

; Function Attrs: noinline
define internal void @nvtv_dev8(ptr addrspace(1) %p, i64 %v) #0 {
entry:
  store i64 0, ptr addrspace(1) %p, align 8, !nvtv.id !5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{!"cmp", !"sgt-to-sge", !"%t3: icmp sgt -> icmp sge"}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 3}
!5 = !{i64 4}
