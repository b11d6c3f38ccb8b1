; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = internal addrspace(3) global [1024 x i32] undef, align 4

define void @smem_reduce(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %v = load i32, ptr addrspace(1) %in, align 4, !nvtv.id !2
  %ps = getelementptr [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %tid
  call void @llvm.nvvm.barrier0(), !nvtv.id !3
  br label %loop

loop:                                             ; preds = %latch, %entry
  %s = phi i32 [ %ntid, %entry ], [ 1, %latch ]
  %act = icmp ult i32 0, %s
  br i1 %act, label %if.then, label %latch

if.then:                                          ; preds = %loop
  %po = getelementptr [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %s
  %b = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !4
  store i32 %b, ptr addrspace(3) %ps, align 4, !nvtv.id !5
  br label %latch

latch:                                            ; preds = %if.then, %loop
  %c = icmp ugt i32 %s, 1
  br i1 %c, label %loop, label %after.loopexit

after.loopexit:                                   ; preds = %latch
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @smem_reduce, !"kernel", i32 1}
!1 = !{!"sync-delete", !"barrier0-loop", !"barrier0 #5 deleted"}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 3}
!5 = !{i64 4}
