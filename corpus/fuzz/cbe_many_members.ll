; found by nvtv-afl (default pipeline): CBE derives many members from one anchor whose access dominates them; the
; verifier's facts of dominating accesses were capped at 16, all taken by accesses to the same address.  Facts are
; now taken first from accesses whose address tgt computes from, without duplicates.  Regression: nothing found.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x float] undef, align 8
@s1 = internal addrspace(3) global [4096 x i32] undef, align 8

define void @k(ptr addrspace(1) noalias %g0, ptr addrspace(1) noalias %g1, ptr addrspace(1) noalias %g2, i32 %n, i64 %ld) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cxn = mul i32 %cx, %nx
  %gid = add i32 %cxn, %tx
  %t0 = getelementptr inbounds float, ptr addrspace(1) %g0, i64 70
  %t1 = load float, ptr addrspace(1) %t0, align 4
  %t2 = getelementptr inbounds float, ptr addrspace(1) %g0, i64 65
  %t3 = load float, ptr addrspace(1) %t2, align 4
  %t4 = getelementptr inbounds float, ptr addrspace(1) %g0, i64 65
  %t5 = load float, ptr addrspace(1) %t4, align 4
  %t6 = getelementptr inbounds float, ptr addrspace(1) %g0, i64 65
  %t7 = load float, ptr addrspace(1) %t6, align 4
  %t8 = getelementptr inbounds float, ptr addrspace(1) %g0, i64 65
  %t9 = load float, ptr addrspace(1) %t8, align 4
  %t10 = getelementptr inbounds float, ptr addrspace(1) %g0, i64 65
  %t11 = load float, ptr addrspace(1) %t10, align 4
  %t12 = getelementptr inbounds float, ptr addrspace(1) %g0, i64 65
  %t13 = load float, ptr addrspace(1) %t12, align 4
  %t14 = getelementptr inbounds float, ptr addrspace(1) %g0, i64 65
  %t15 = load float, ptr addrspace(1) %t14, align 4
  %t16 = getelementptr inbounds float, ptr addrspace(1) %g0, i64 65
  %t17 = load float, ptr addrspace(1) %t16, align 4
  %t18 = getelementptr inbounds float, ptr addrspace(1) %g0, i64 65
  %t19 = load float, ptr addrspace(1) %t18, align 4
  %t20 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t21 = load float, ptr addrspace(1) %t20, align 4
  %t22 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t23 = load float, ptr addrspace(1) %t22, align 4
  %t24 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t25 = load float, ptr addrspace(1) %t24, align 4
  %t26 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t27 = load float, ptr addrspace(1) %t26, align 4
  %t28 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t29 = load float, ptr addrspace(1) %t28, align 4
  %t30 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t31 = load float, ptr addrspace(1) %t30, align 4
  %t32 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t33 = load float, ptr addrspace(1) %t32, align 4
  %t34 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t35 = load float, ptr addrspace(1) %t34, align 4
  %t36 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t37 = load float, ptr addrspace(1) %t36, align 4
  %t38 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t39 = load float, ptr addrspace(1) %t38, align 4
  %t40 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t41 = load float, ptr addrspace(1) %t40, align 4
  %t42 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t43 = load float, ptr addrspace(1) %t42, align 4
  %t44 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t45 = load float, ptr addrspace(1) %t44, align 4
  %t46 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t47 = load float, ptr addrspace(1) %t46, align 4
  %t48 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t49 = load float, ptr addrspace(1) %t48, align 4
  %t50 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t51 = load float, ptr addrspace(1) %t50, align 4
  %t52 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t53 = load float, ptr addrspace(1) %t52, align 4
  %t54 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t55 = load float, ptr addrspace(1) %t54, align 4
  %t56 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t57 = load float, ptr addrspace(1) %t56, align 4
  %t58 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t59 = load float, ptr addrspace(1) %t58, align 4
  %t60 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t61 = load float, ptr addrspace(1) %t60, align 4
  %t62 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t63 = load float, ptr addrspace(1) %t62, align 4
  %t64 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t65 = load float, ptr addrspace(1) %t64, align 4
  %t66 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t67 = load float, ptr addrspace(1) %t66, align 4
  %t68 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t69 = load float, ptr addrspace(1) %t68, align 4
  %t70 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t71 = load float, ptr addrspace(1) %t70, align 4
  %t72 = getelementptr float, ptr addrspace(1) %g0, i64 0
  %t73 = load float, ptr addrspace(1) %t72, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
