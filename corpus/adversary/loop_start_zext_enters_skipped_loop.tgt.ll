; ModuleID = 'adversary'
source_filename = "reduce"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = external addrspace(3) global [0 x float], align 8
@s1 = internal addrspace(3) global [4096 x i64] undef, align 8

define void @k(ptr addrspace(1) noalias %g0, ptr addrspace(1) noalias %g1, ptr addrspace(1) noalias %g2, i32 %n, i64 %ld) {
entry:
  %tx = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cxn = mul i32 %cx, %nx
  %gid = add i32 %cxn, %tx
  %t0 = zext i32 %gid to i64
  %t1 = mul i64 %t0, %ld
  %t2 = getelementptr i32, ptr addrspace(1) %g0, i64 %t1
  %t3 = load i32, ptr addrspace(1) %t2, align 4, !nvtv.id !2
  %t4 = and i32 %tx, 3
  %t5 = call i32 @llvm.nvvm.barrier0.popc(i32 %t4), !nvtv.id !3
  %t6 = zext i32 %n to i64
  %t7 = add nsw i64 %t6, -1
  br label %lp2.h

lp2.h:                                            ; preds = %lp2.body, %entry
  %i2 = phi i64 [ %t7, %entry ], [ %i2.next, %lp2.body ]
  %t8 = icmp sgt i64 %i2, -1
  br i1 %t8, label %lp2.body, label %lp2.exit

lp2.body:                                         ; preds = %lp2.h
  %t9 = zext i32 %gid to i64
  %t10 = mul i64 %t9, %ld
  %t11 = getelementptr i32, ptr addrspace(1) %g2, i64 %t10
  %t12 = load volatile i32, ptr addrspace(1) %t11, align 4, !nvtv.id !4
  %t13 = zext i32 %gid to i64
  %t16 = shl i64 0, 2
  %t17 = getelementptr i8, ptr addrspace(3) @s0, i64 %t16
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 4 %t17, ptr addrspace(1) align 4 null, i64 8, i1 true), !nvtv.id !5
  %t18 = zext i32 %gid to i64
  %t19 = mul i64 %t18, %ld
  %t20 = add nsw i64 %t19, 1073741824
  %t21 = getelementptr i32, ptr addrspace(1) %g0, i64 %t20
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %t21, i8 0, i64 8, i1 false), !nvtv.id !6
  %i2.next = add nsw i64 %i2, -1
  br label %lp2.h

lp2.exit:                                         ; preds = %lp2.h
  %t22 = and i32 %tx, 3
  switch i32 %t22, label %sw6.end [
    i32 0, label %sw6.c0
    i32 1, label %sw6.c1
  ]

sw6.c0:                                           ; preds = %lp2.exit
  %t23 = zext i32 %gid to i64
  %t24 = mul i64 %t23, %ld
  br label %sw6.end

sw6.c1:                                           ; preds = %lp2.exit
  %t26 = zext i32 %gid to i64
  %t27 = mul i64 %t26, %ld
  br label %sw6.end

sw6.end:                                          ; preds = %sw6.c1, %sw6.c0, %lp2.exit
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p1.i64(ptr addrspace(1) nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{!"ext", !"sext-to-zext", !"%t6: sext -> zext"}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 3}
!5 = !{i64 4}
!6 = !{i64 5}
