; nvtv reduce on a campaign's own finding (fuzz.unsound-ignore-signed-32's kernel of seed 3,
; worker 0): its counterexample needs more than 500 ms of Z3's budget, which was reduce's cap
; ("Input isn't interesting!"); reduce now tests at the campaign's per-query budget, 1000 ms.
; RUN: nvtv reduce %s --expect 'cbe,basr,cgp,scev-cgp nv-disable-scev-cgp=0 ignore-signed-32-bit-overflow=1|address-mismatch|-|load' --time 1 -o %t.ll -passes=cbe,basr,cgp,scev-cgp -nv-disable-scev-cgp=0 -ignore-signed-32-bit-overflow=1 2>&1 | FileCheck %s
; CHECK: nvtv reduce: {{.*}}campaign-budget.ll: 123 -> {{[0-9]+}} instructions
; the reduced kernel still shows it
; RUN: nvtv check %t.ll -passes=cbe,basr,cgp,scev-cgp -nv-disable-scev-cgp=0 -ignore-signed-32-bit-overflow=1 --expect 'cbe,basr,cgp,scev-cgp nv-disable-scev-cgp=0 ignore-signed-32-bit-overflow=1|address-mismatch|-|load'

; ModuleID = 'gen'
source_filename = "gen"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = external addrspace(3) global [0 x float], align 8
@s1 = internal addrspace(3) global [4096 x i64] undef, align 8

define void @k(ptr addrspace(1) %g0, ptr addrspace(1) %g1, i32 %n, i64 %ld) {
entry:
  %tx = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cxn = mul i32 %cx, %nx
  %gid = add i32 %cxn, %tx
  %t0 = icmp ult i32 %tx, %n
  %t1 = sext i32 %gid to i64
  %t2 = getelementptr i32, ptr addrspace(1) %g0, i64 %t1
  br i1 %t0, label %if0.then, label %if0.else, !prof !1

if0.then:                                         ; preds = %entry
  %h0.then = load i32, ptr addrspace(1) %t2, align 4, !nvtv.id !2
  %t3 = alloca [4 x i32], align 4
  %t4 = getelementptr inbounds [4 x i32], ptr %t3, i64 0, i64 0
  store i32 %n, ptr %t4, align 4, !nvtv.id !3
  %t5 = load i32, ptr %t4, align 4, !nvtv.id !4
  %t6 = zext i32 %ty to i64
  %t7 = mul i64 %t6, %ld
  %t8 = mul nsw i64 %t7, 4
  %t9 = sub nsw i64 0, %t8
  %t10 = sext i32 %n to i64
  %t11 = mul nsw i64 %t10, 3
  %t12 = add nsw i64 %t9, %t11
  %t13 = sext i32 %gid to i64
  %t14 = mul nsw i64 %t13, 16
  %t15 = add nsw i64 %t12, %t14
  %t16 = sext i32 %ty to i64
  %t17 = mul nsw i64 %t16, 8
  %t18 = add nsw i64 %t15, %t17
  %t19 = sext i32 %tx to i64
  %t20 = mul nsw i64 %t19, 2
  %t21 = sub nsw i64 %t18, %t20
  %t22 = add nsw i64 %t21, -81
  %t23 = shl i64 %t22, 3
  %t24 = getelementptr i8, ptr addrspace(3) @s1, i64 %t23
  %t25 = load i64, ptr addrspace(3) %t24, align 8, !nvtv.id !5
  %t26 = sext i32 %tx to i64
  %t27 = mul nsw i64 %t26, 2
  %t28 = sub nsw i64 0, %t27
  %t29 = sext i32 %ty to i64
  %t30 = mul nsw i64 %t29, 8
  %t31 = add nsw i64 %t28, %t30
  %t32 = sext i32 %gid to i64
  %t33 = mul nsw i64 %t32, 16
  %t34 = add nsw i64 %t31, %t33
  %t35 = sext i32 %n to i64
  %t36 = mul nsw i64 %t35, 3
  %t37 = add nsw i64 %t34, %t36
  %t38 = zext i32 %ty to i64
  %t39 = mul i64 %t38, %ld
  %t40 = mul nsw i64 %t39, 4
  %t41 = sub nsw i64 %t37, %t40
  %t42 = add nsw i64 %t41, 78
  %t43 = getelementptr i64, ptr addrspace(1) %g1, i64 %t42
  store i64 %t25, ptr addrspace(1) %t43, align 8, !nvtv.id !6
  %t44 = sext i32 %tx to i64
  %t45 = mul nsw i64 %t44, 2
  %t46 = sub nsw i64 0, %t45
  %t47 = sext i32 %ty to i64
  %t48 = mul nsw i64 %t47, 8
  %t49 = add nsw i64 %t46, %t48
  %t50 = sext i32 %gid to i64
  %t51 = mul nsw i64 %t50, 16
  %t52 = add nsw i64 %t49, %t51
  %t53 = sext i32 %n to i64
  %t54 = mul nsw i64 %t53, 3
  %t55 = add nsw i64 %t52, %t54
  %t56 = zext i32 %ty to i64
  %t57 = mul i64 %t56, %ld
  %t58 = mul nsw i64 %t57, 4
  %t59 = sub nsw i64 %t55, %t58
  %t60 = add nsw i64 %t59, 90
  %t61 = getelementptr [4096 x i32], ptr addrspace(1) %g0, i64 0, i64 %t60
  %t62 = load i32, ptr addrspace(1) %t61, align 4, !nvtv.id !7
  br label %if0.end

if0.else:                                         ; preds = %entry
  %t63 = zext i32 %ty to i64
  %t64 = mul i64 %t63, %ld
  %t65 = shl nsw i64 %t64, 2
  %t66 = sub nsw i64 0, %t65
  %t67 = sext i32 %n to i64
  %t68 = mul nsw i64 %t67, 3
  %t69 = add nsw i64 %t66, %t68
  %t70 = sext i32 %gid to i64
  %t71 = shl nsw i64 %t70, 4
  %t72 = add nsw i64 %t69, %t71
  %t73 = sext i32 %ty to i64
  %t74 = shl nsw i64 %t73, 3
  %t75 = add nsw i64 %t72, %t74
  %t76 = sext i32 %tx to i64
  %t77 = shl nsw i64 %t76, 1
  %t78 = sub nsw i64 %t75, %t77
  %t79 = getelementptr inbounds i64, ptr addrspace(3) @s1, i64 %t78
  %t80 = getelementptr inbounds i64, ptr addrspace(3) %t79, i64 -17
  store i64 -2, ptr addrspace(3) %t80, align 8, !nvtv.id !8
  br label %if0.end

if0.end:                                          ; preds = %if0.else, %if0.then
  %t81 = add nsw i32 %n, %gid
  %t82 = shl nsw i32 %tx, 1
  %t83 = sub nsw i32 %t81, %t82
  %t84 = add nsw i32 %t83, 103
  %t85 = sext i32 %t84 to i64
  %t86 = shl i64 %t85, 3
  %t87 = getelementptr inbounds i8, ptr addrspace(1) %g1, i64 %t86
  store i64 6, ptr addrspace(1) %t87, align 8, !nvtv.id !9
  %t88 = getelementptr i32, ptr addrspace(1) %g0, i64 11
  br label %lp6.ph

lp6.ph:                                           ; preds = %if0.end
  br label %lp6.h

lp6.h:                                            ; preds = %lp6.latch, %lp6.ph
  %i6 = phi i32 [ %tx, %lp6.ph ], [ %i6.next, %lp6.latch ]
  %t89 = sext i32 %i6 to i64
  %t90 = getelementptr i32, ptr addrspace(1) %g0, i64 %t89
  %t91 = icmp ult ptr addrspace(1) %t90, %t88
  br i1 %t91, label %lp6.body, label %lp6.exit

lp6.body:                                         ; preds = %lp6.h
  %t92 = load i32, ptr addrspace(1) %t90, align 4, !nvtv.id !10
  %t93 = add i32 %n, %gid
  %t94 = shl i32 %tx, 1
  %t95 = sub i32 %t93, %t94
  %t96 = add i32 %t95, 9
  %t97 = sext i32 %t96 to i64
  %t98 = shl i64 %t97, 3
  %t99 = getelementptr i8, ptr addrspace(3) @s1, i64 %t98
  %t100 = load i64, ptr addrspace(3) %t99, align 8, !nvtv.id !11
  br label %lp6.latch

lp6.latch:                                        ; preds = %lp6.body
  %i6.next = add i32 %i6, %nx
  br label %lp6.h

lp6.exit:                                         ; preds = %lp6.h
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{!"branch_weights", i32 1, i32 2000}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 3}
!5 = !{i64 4}
!6 = !{i64 5}
!7 = !{i64 6}
!8 = !{i64 7}
!9 = !{i64 8}
!10 = !{i64 9}
!11 = !{i64 10}
