; ModuleID = 'adversary'
source_filename = "adversary"
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = internal addrspace(3) global [1024 x i32] undef, align 4

define void @smem_reduce(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %gid64 = zext i32 0 to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid64
  %v = load i32, ptr addrspace(1) %pin, align 4, !nvtv.id !2
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %tid
  call void @llvm.nvvm.barrier0(), !nvtv.id !3
  store i32 %v, ptr addrspace(3) %ps, align 4, !nvtv.id !4
  %s0 = lshr i32 %ntid, 1
  %g = icmp ne i32 %s0, 0
  br i1 %g, label %loop.ph, label %after

loop.ph:                                          ; preds = %entry
  br label %loop

loop:                                             ; preds = %latch, %loop.ph
  %s = phi i32 [ %s0, %loop.ph ], [ %s.next, %latch ]
  %act = icmp ult i32 %tid, %s
  br i1 %act, label %if.then, label %latch

if.then:                                          ; preds = %loop
  %o = add i32 %tid, %s
  %po = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %o
  %b = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !5
  %a = load i32, ptr addrspace(3) %ps, align 4, !nvtv.id !6
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(3) %ps, align 4, !nvtv.id !7
  br label %latch

latch:                                            ; preds = %if.then, %loop
  call void @llvm.nvvm.barrier0(), !nvtv.id !8
  %s.next = lshr i32 %s, 1
  %c = icmp ugt i32 %s, 1
  br i1 %c, label %loop, label %after.loopexit

after.loopexit:                                   ; preds = %latch
  br label %after

after:                                            ; preds = %after.loopexit, %entry
  br i1 false, label %write, label %done

write:                                            ; preds = %after
  br label %done

done:                                             ; preds = %write, %after
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
!1 = !{!"sink", !"store-shared-below-barrier0", !"store #2 (addrspace 3) sunk below barrier0 #3"}
!2 = !{i64 1}
!3 = !{i64 3}
!4 = !{i64 2}
!5 = !{i64 4}
!6 = !{i64 5}
!7 = !{i64 6}
!8 = !{i64 7}
