; ModuleID = 'gen'
source_filename = "gen"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x float] undef, align 8

define void @k(ptr addrspace(1) noalias %g0, i32 %n, i64 %ld) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cxn = mul i32 %cx, %nx
  %gid = add i32 %cxn, %tx
  %t0 = and i32 %tx, 2
  %t1 = call i32 @llvm.nvvm.barrier0.or(i32 %t0), !nvtv.id !1
  call void @llvm.nvvm.membar.sys(), !nvtv.id !2
  call void @llvm.nvvm.membar.sys(), !nvtv.id !3
  call void @llvm.nvvm.membar.cta(), !nvtv.id !4
  br label %lp4.ph

lp4.ph:                                           ; preds = %entry
  %t2 = icmp sgt i64 4, -1
  br i1 %t2, label %lp4.pre, label %lp4.exit

lp4.pre:                                          ; preds = %lp4.ph
  br label %lp4.h

lp4.h:                                            ; preds = %lp4.latch, %lp4.pre
  %i4 = phi i64 [ 4, %lp4.pre ], [ %i4.next, %lp4.latch ]
  br label %lp4.body

lp4.body:                                         ; preds = %lp4.h
  %t3 = add nsw i32 %n, -1
  br label %lp5.ph

lp5.ph:                                           ; preds = %lp4.body
  br label %lp5.h

lp5.h:                                            ; preds = %lp5.latch, %lp5.ph
  %i5 = phi i32 [ %t3, %lp5.ph ], [ %i5.next, %lp5.latch ]
  %t4 = icmp sgt i32 %i5, -1
  br i1 %t4, label %lp5.body, label %lp5.exit

lp5.body:                                         ; preds = %lp5.h
  %t5 = sext i32 %tx to i64
  %t6 = sext i32 %n to i64
  %t7 = shl nsw i64 %t6, 3
  %t8 = add nsw i64 %t5, %t7
  %t9 = zext i32 %gid to i64
  %t10 = mul i64 %t9, %ld
  %t11 = add nsw i64 %t8, %t10
  %t12 = sext i32 %i5 to i64
  %t13 = mul nsw i64 %t12, 3
  %t14 = add nsw i64 %t11, %t13
  %t15 = add nsw i64 %t14, %i4
  %t16 = add nsw i64 %t15, -3221225499
  %t17 = getelementptr inbounds [4096 x float], ptr addrspace(1) %g0, i64 0, i64 %t16
  %t18 = sitofp i32 %i5 to float
  call void @nvtv_dev7(ptr addrspace(1) %t17, float %t18)
  br label %lp5.latch

lp5.latch:                                        ; preds = %lp5.body
  %i5.next = add nsw i32 %i5, -3
  br label %lp5.h

lp5.exit:                                         ; preds = %lp5.h
  br label %lp4.latch

lp4.latch:                                        ; preds = %lp5.exit
  %i4.next = add nsw i64 %i4, -1
  %t19 = icmp sgt i64 %i4.next, -1
  br i1 %t19, label %lp4.h, label %lp4.exit

lp4.exit:                                         ; preds = %lp4.latch, %lp4.ph
  ret void
}

; Function Attrs: noinline
define internal void @nvtv_dev7(ptr addrspace(1) %p, float %v) #0 {
entry:
  store float %v, ptr addrspace(1) %p, align 4, !nvtv.id !5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #3

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
