; Retried models keep src defined in the functions it calls: a pointer src passes to a
; device function is not poison where the call is reached.  Found by the adversary (stride,
; shl-scale: the shift of %t23, 2 -> 3): every model of the memcpy's address difference
; first made the argument of @nvtv_dev11, which stores through it, poison, and execution
; refuted each one (src undefined in the callee); the verdict was unknown.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify --first-cex %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: address-mismatch in @k at #1
; CHECK:        confirmed: yes, by execution

;--- src.ll
; ModuleID = 'gen'
source_filename = "gen"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x i64] undef, align 8

define void @k(ptr addrspace(1) %g0, ptr addrspace(1) %g1, i32 %n, i64 %ld) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cxn = mul i32 %cx, %nx
  %gid = add i32 %cxn, %tx
  %t0 = zext i32 %ty to i64
  %t1 = mul i64 %t0, %ld
  %t2 = sext i32 %n to i64
  %t3 = shl nsw i64 %t2, 2
  %t4 = add nsw i64 %t1, %t3
  %t5 = sext i32 %gid to i64
  %t6 = mul nsw i64 %t5, 3
  %t7 = add nsw i64 %t4, %t6
  %t8 = sext i32 %ty to i64
  %t9 = sub nsw i64 %t7, %t8
  %t10 = sext i32 %tx to i64
  %t11 = shl nsw i64 %t10, 3
  %t12 = add nsw i64 %t9, %t11
  %t13 = add nsw i64 %t12, 37
  %t14 = getelementptr inbounds i64, ptr addrspace(3) @s0, i64 %t13
  call void @nvtv_dev11(ptr addrspace(3) %t14, i64 3)
  %t15 = sext i32 %tx to i64
  %t16 = shl nsw i64 %t15, 3
  %t17 = sext i32 %ty to i64
  %t18 = sub nsw i64 %t16, %t17
  %t19 = sext i32 %gid to i64
  %t20 = mul nsw i64 %t19, 3
  %t21 = add nsw i64 %t18, %t20
  %t22 = sext i32 %n to i64
  %t23 = shl nsw i64 %t22, 2
  %t24 = add nsw i64 %t21, %t23
  %t25 = zext i32 %ty to i64
  %t26 = mul i64 %t25, %ld
  %t27 = add nsw i64 %t24, %t26
  %t28 = getelementptr i64, ptr addrspace(1) %g0, i64 %t27
  %t29 = getelementptr i64, ptr addrspace(1) %t28, i64 114
  %t30 = shl i64 %t27, 2
  %t31 = getelementptr i8, ptr addrspace(1) %g1, i64 %t30
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %t29, ptr addrspace(1) align 4 %t31, i64 16, i1 false), !nvtv.id !1
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !nvtv.id !2
  %t32 = sext i32 %tx to i64
  %t33 = mul nsw i64 %t32, 8
  %t34 = sext i32 %ty to i64
  %t35 = sub nsw i64 %t33, %t34
  %t36 = sext i32 %gid to i64
  %t37 = mul nsw i64 %t36, 3
  %t38 = add nsw i64 %t35, %t37
  %t39 = sext i32 %n to i64
  %t40 = mul nsw i64 %t39, 4
  %t41 = add nsw i64 %t38, %t40
  %t42 = zext i32 %ty to i64
  %t43 = mul i64 %t42, %ld
  %t44 = add nsw i64 %t41, %t43
  %t45 = getelementptr float, ptr addrspace(1) %g1, i64 %t44
  %t46 = getelementptr float, ptr addrspace(1) %t45, i64 -1073741829
  %t47 = load volatile float, ptr addrspace(1) %t46, align 4, !nvtv.id !3
  ret void
}

; Function Attrs: noinline
define internal void @nvtv_dev11(ptr addrspace(3) %p, i64 %v) #0 {
entry:
  store i64 %v, ptr addrspace(3) %p, align 8, !nvtv.id !4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
;--- tgt.ll
; ModuleID = 'gen'
source_filename = "gen"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x i64] undef, align 8

define void @k(ptr addrspace(1) %g0, ptr addrspace(1) %g1, i32 %n, i64 %ld) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cxn = mul i32 %cx, %nx
  %gid = add i32 %cxn, %tx
  %t0 = zext i32 %ty to i64
  %t1 = mul i64 %t0, %ld
  %t2 = sext i32 %n to i64
  %t3 = shl nsw i64 %t2, 2
  %t4 = add nsw i64 %t1, %t3
  %t5 = sext i32 %gid to i64
  %t6 = mul nsw i64 %t5, 3
  %t7 = add nsw i64 %t4, %t6
  %t8 = sext i32 %ty to i64
  %t9 = sub nsw i64 %t7, %t8
  %t10 = sext i32 %tx to i64
  %t11 = shl nsw i64 %t10, 3
  %t12 = add nsw i64 %t9, %t11
  %t13 = add nsw i64 %t12, 37
  %t14 = getelementptr inbounds i64, ptr addrspace(3) @s0, i64 %t13
  call void @nvtv_dev11(ptr addrspace(3) %t14, i64 3)
  %t15 = sext i32 %tx to i64
  %t16 = shl nsw i64 %t15, 3
  %t17 = sext i32 %ty to i64
  %t18 = sub nsw i64 %t16, %t17
  %t19 = sext i32 %gid to i64
  %t20 = mul nsw i64 %t19, 3
  %t21 = add nsw i64 %t18, %t20
  %t22 = sext i32 %n to i64
  %t23 = shl nsw i64 %t22, 3
  %t24 = add nsw i64 %t21, %t23
  %t25 = zext i32 %ty to i64
  %t26 = mul i64 %t25, %ld
  %t27 = add nsw i64 %t24, %t26
  %t28 = getelementptr i64, ptr addrspace(1) %g0, i64 %t27
  %t29 = getelementptr i64, ptr addrspace(1) %t28, i64 114
  %t30 = shl i64 %t27, 2
  %t31 = getelementptr i8, ptr addrspace(1) %g1, i64 %t30
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %t29, ptr addrspace(1) align 4 %t31, i64 16, i1 false), !nvtv.id !2
  call void @llvm.nvvm.bar.warp.sync(i32 -1), !nvtv.id !3
  %t32 = sext i32 %tx to i64
  %t33 = mul nsw i64 %t32, 8
  %t34 = sext i32 %ty to i64
  %t35 = sub nsw i64 %t33, %t34
  %t36 = sext i32 %gid to i64
  %t37 = mul nsw i64 %t36, 3
  %t38 = add nsw i64 %t35, %t37
  %t39 = sext i32 %n to i64
  %t40 = mul nsw i64 %t39, 4
  %t41 = add nsw i64 %t38, %t40
  %t42 = zext i32 %ty to i64
  %t43 = mul i64 %t42, %ld
  %t44 = add nsw i64 %t41, %t43
  %t45 = getelementptr float, ptr addrspace(1) %g1, i64 %t44
  %t46 = getelementptr float, ptr addrspace(1) %t45, i64 -1073741829
  %t47 = load volatile float, ptr addrspace(1) %t46, align 4, !nvtv.id !4
  ret void
}

; Function Attrs: noinline
define internal void @nvtv_dev11(ptr addrspace(3) %p, i64 %v) #0 {
entry:
  store i64 %v, ptr addrspace(3) %p, align 8, !nvtv.id !5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{!"stride", !"shl-scale", !"shift of %t23: 2 -> 3"}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 3}
!5 = !{i64 4}
