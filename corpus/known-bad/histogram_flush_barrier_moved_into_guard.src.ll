; ModuleID = 'corpus/atomic_histogram.ll'
source_filename = "corpus/atomic_histogram.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lh = internal addrspace(3) global [256 x i32] undef, align 4

define void @atomic_histogram(ptr addrspace(1) noalias %data, ptr addrspace(1) noalias %hist, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %t64 = zext nneg i32 %t to i64
  %pl = getelementptr inbounds [256 x i32], ptr addrspace(3) @lh, i64 0, i64 %t64
  %own = icmp ult i32 %t, 256
  br i1 %own, label %clear, label %sync0

clear:                                            ; preds = %entry
  store i32 0, ptr addrspace(3) %pl, align 4, !nvtv.id !1
  br label %sync0

sync0:                                            ; preds = %clear, %entry
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %cm = mul nsw i32 %ctaid, %ntid
  %g = add nsw i32 %cm, %t
  %stride = mul nsw i32 %ntid, %nctaid
  %guard = icmp slt i32 %g, %n
  br i1 %guard, label %loop.ph, label %sync1

loop.ph:                                          ; preds = %sync0
  br label %loop

loop:                                             ; preds = %loop, %loop.ph
  %i = phi i32 [ %g, %loop.ph ], [ %i.next, %loop ]
  %ix = sext i32 %i to i64
  %pd = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %ix
  %d = load i32, ptr addrspace(1) %pd, align 4, !nvtv.id !3
  %bin = and i32 %d, 255
  %bx = zext nneg i32 %bin to i64
  %pbin = getelementptr inbounds [256 x i32], ptr addrspace(3) @lh, i64 0, i64 %bx
  %old = atomicrmw add ptr addrspace(3) %pbin, i32 1 monotonic, align 4, !nvtv.id !4
  %i.next = add nsw i32 %i, %stride
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %sync1.loopexit

sync1.loopexit:                                   ; preds = %loop
  br label %sync1

sync1:                                            ; preds = %sync1.loopexit, %sync0
  call void @llvm.nvvm.barrier0(), !nvtv.id !5
  br i1 %own, label %flush, label %exit

flush:                                            ; preds = %sync1
  %cnt = load i32, ptr addrspace(3) %pl, align 4, !nvtv.id !6
  %ph = getelementptr inbounds i32, ptr addrspace(1) %hist, i64 %t64
  %prev = atomicrmw add ptr addrspace(1) %ph, i32 %cnt monotonic, align 4, !nvtv.id !7
  br label %exit

exit:                                             ; preds = %flush, %sync1
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @atomic_histogram, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
