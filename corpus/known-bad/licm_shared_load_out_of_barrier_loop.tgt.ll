; ModuleID = 'licm_shared_load_out_of_barrier_loop.ll'
source_filename = "licm_shared_load_out_of_barrier_loop.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [256 x i32] undef, align 4

define void @rot(ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %tid = call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t1 = add nuw nsw i32 %tid, 1
  %nb = and i32 %t1, 255
  %pn = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %nb
  %pm = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  %g = icmp sgt i32 %n, 0
  %v = load i32, ptr addrspace(3) %pn, align 4, !nvtv.id !3
  br i1 %g, label %loop, label %exit

loop:                                             ; preds = %loop, %entry
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %w = mul i32 %k, %tid
  store i32 %w, ptr addrspace(3) %pm, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %acc1 = add i32 %acc, %v
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  %k1 = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit

exit:                                             ; preds = %loop, %entry
  %r = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %tid64 = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %tid64
  store i32 %r, ptr addrspace(1) %po, align 4, !nvtv.id !5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @rot, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
