; found by nvtv fuzz (default pipeline, min.ll of an invalid-ir finding): an early lsr built a binary operator
; over an i32 narrow index and an i64 value ("Both operands to a binary operator are not of the same type!"),
; fixed before lsr landed.  Regression: lsr rewrites both uses and nvtv check -passes=default finds nothing.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) noalias %g0, ptr addrspace(1) noalias %g1, i32 %n, i64 %ld) {
entry:
  br label %lp0.ph

lp0.ph:                                           ; preds = %entry
  br label %lp0.h

lp0.h:                                            ; preds = %lp0.latch, %lp0.ph
  %i0 = phi i32 [ 0, %lp0.ph ], [ %i0.next, %lp0.latch ]
  br label %lp0.body

lp0.body:                                         ; preds = %lp0.h
  br i1 false, label %if1.then, label %if1.else

if1.then:                                         ; preds = %lp0.body
  %t4 = mul nsw i32 %i0, 4
  %t5 = mul nsw i32 %n, 8
  %t6 = add nsw i32 %t4, %t5
  %t9 = zext i32 %t6 to i64
  %t10 = getelementptr inbounds [4096 x i32], ptr addrspace(1) %g1, i64 0, i64 %t9
  store i32 0, ptr addrspace(1) %t10, align 4
  br label %if1.end

if1.else:                                         ; preds = %lp0.body
  %t12 = mul nsw i32 %n, 8
  %t14 = mul nsw i32 %i0, 4
  %t15 = add nsw i32 %t12, %t14
  %t16 = add nsw i32 %t15, 90
  %t17 = sext i32 %t16 to i64
  %t18 = getelementptr i32, ptr addrspace(1) %g1, i64 %t17
  store i32 7, ptr addrspace(1) %t18, align 4
  br label %if1.end

if1.end:                                          ; preds = %if1.else, %if1.then
  br label %lp0.latch

lp0.latch:                                        ; preds = %if1.end
  %i0.next = add nsw i32 %i0, -2
  br label %lp0.h
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k, !"kernel", i32 1}
