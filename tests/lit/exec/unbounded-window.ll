; An object of unknown size in a windowed space (here dynamic shared memory, an external
; [0 x i32]) still lies in its 16 MiB window when objects are unbounded, as the verifier's
; object model has it: a load 16 GiB below its start is undefined in every run, bounded or
; not, while one 64 bytes below it may be defined.  An adversary campaign once reported the
; pair below (tgt stores a whole @s1 further on) as verifier-unsound: the verifier proves the
; store because src's load before it is undefined wherever the store lies in @s1, while
; nvtv diff's unbounded runs let the load read anywhere below @s0 and called src defined.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv run %t/src.ll --args n=1,ld=0 --threads 8 --unbounded | FileCheck %s --check-prefix=UB
; RUN: not nvtv diff %t/src.ll %t/tgt.ll --unbounded | FileCheck %s
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=PROVED
; RUN: nvtv run %t/near.ll --args d=-16 --threads 1 --unbounded | FileCheck %s --check-prefix=NEAR
; RUN: not nvtv run %t/near.ll --args d=-4194305 --threads 1 --unbounded | FileCheck %s --check-prefix=FAR
; RUN: nvtv verify %t/near.ll %t/near.ll | FileCheck %s --check-prefix=SAME
; CHECK: @k: 32 runs (every schedule): 0 compared, 32 discarded (src undefined), 0 racy, 0 inconclusive: NOTHING COMPARED
; UB: below the start of addrspace(3) in thread (0,0,0) of @k: %t11 = load
; PROVED: @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; NEAR: @k: 1 thread, schedule rr: ok
; FAR: undefined behaviour: load of 4 bytes at @s0-0x1000004: below the start of addrspace(3)
; SAME: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples

;--- near.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s0 = external addrspace(3) global [0 x i32], align 8
define void @k(ptr addrspace(1) %out, i64 %d) {
  %p = getelementptr i32, ptr addrspace(3) @s0, i64 %d
  %v = load i32, ptr addrspace(3) %p, align 4, !nvtv.id !1
  store i32 %v, ptr addrspace(1) %out, align 4, !nvtv.id !2
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}

;--- src.ll
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
  %t11 = load i32, ptr addrspace(3) %t10, align 4, !nvtv.id !1
  %t12 = zext i32 %gid to i64
  %t13 = mul i64 %t12, %ld
  %t14 = sext i32 %n to i64
  %t15 = mul nsw i64 %t14, 4
  %t16 = sub nsw i64 %t13, %t15
  %t17 = sext i32 %gid to i64
  %t18 = mul nsw i64 %t17, 4
  %t19 = add nsw i64 %t16, %t18
  %t20 = add nsw i64 %t19, 67
  %t21 = getelementptr [4096 x i32], ptr addrspace(3) @s1, i64 0, i64 %t20
  store i32 5, ptr addrspace(3) %t21, align 4, !nvtv.id !2
  br label %lp0.latch

lp0.latch:                                        ; preds = %lp0.body
  %i0.next = add i32 %i0, %nx
  %t22 = icmp slt i32 %i0.next, 3
  br i1 %t22, label %lp0.h, label %lp0.exit

lp0.exit:                                         ; preds = %lp0.latch, %lp0.ph
  call void @llvm.nvvm.membar.sys(), !nvtv.id !3
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

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}

;--- tgt.ll
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
