; ModuleID = 'adversary'
source_filename = "reduce"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = external addrspace(3) global [0 x i32], align 8
@s1 = internal addrspace(3) global [4096 x i32] undef, align 8

define void @k(ptr addrspace(1) %g0, ptr addrspace(1) %g1, ptr addrspace(1) %g2, i32 %n, i64 %ld) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cxn = mul i32 %cx, %nx
  %gid = add i32 %cxn, %tx
  br label %lp0.ph

lp0.ph:                                           ; preds = %entry
  %t0 = icmp slt i32 %tx, 3
  br i1 %t0, label %lp0.pre, label %lp0.exit

lp0.pre:                                          ; preds = %lp0.ph
  br label %lp0.h

lp0.h:                                            ; preds = %lp0.latch, %lp0.pre
  %i0 = phi i32 [ %tx, %lp0.pre ], [ %i0.next, %lp0.latch ]
  br label %lp0.body

lp0.body:                                         ; preds = %lp0.h
  %t1 = sext i32 %gid to i64
  %t2 = mul nsw i64 %t1, 4
  %t3 = sext i32 %n to i64
  %t4 = mul nsw i64 %t3, 4
  %t5 = sub nsw i64 %t2, %t4
  %t6 = zext i32 %gid to i64
  %t7 = mul i64 %t6, %ld
  %t8 = add nsw i64 %t5, %t7
  %t9 = add nsw i64 %t8, -4294967341
  %t10 = getelementptr i32, ptr addrspace(3) @s0, i64 %t9
  %t11 = load i32, ptr addrspace(3) %t10, align 4, !nvtv.id !2
  %t12 = zext i32 %gid to i64
  %t13 = mul i64 %t12, %ld
  %t14 = sext i32 %n to i64
  %t15 = mul nsw i64 %t14, 4
  %t16 = sub nsw i64 %t13, %t15
  %t17 = sext i32 %gid to i64
  %t18 = mul nsw i64 %t17, 4
  %t19 = add nsw i64 %t16, %t18
  %t20 = add nsw i64 %t19, 67
  %t21 = getelementptr [4096 x i32], ptr addrspace(3) @s1, i64 1, i64 %t20
  store i32 5, ptr addrspace(3) %t21, align 4, !nvtv.id !3
  br label %lp0.latch

lp0.latch:                                        ; preds = %lp0.body
  %i0.next = add i32 %i0, %nx
  %t22 = icmp slt i32 %i0.next, 3
  br i1 %t22, label %lp0.h, label %lp0.exit

lp0.exit:                                         ; preds = %lp0.latch, %lp0.ph
  call void @llvm.nvvm.membar.sys(), !nvtv.id !4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nounwind }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{!"offset", !"gep-index", !"GEP index 1 of %t21: 0 -> 1"}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 3}
