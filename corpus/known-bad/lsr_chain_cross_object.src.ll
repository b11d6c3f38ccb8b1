; known-bad: loop strength reduction chains the store to %g2 onto the IV of the atomic on %g0 (IV(%g0) + (%g2 - %g0)): every address is right, but the store's pointer is based on %g0 [src]
; shapes: lsr-chain, two-objects, nested-loops, negative-stride; found by nvtv fuzz --exec-oracle (a verifier-unsound finding: Z3 proved the addresses, execution saw %g0's memory written)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x float] undef, align 8
@s1 = internal addrspace(3) global [4096 x float] undef, align 8

define void @lsr_chain_cross_object(ptr addrspace(1) %g0, ptr addrspace(1) %g1, ptr addrspace(1) %g2, i32 %n, i64 %ld) {
entry:
  br label %lp0.ph

lp0.ph:                                           ; preds = %entry
  br label %lp0.h

lp0.h:                                            ; preds = %lp0.latch, %lp0.ph
  %i0 = phi i32 [ 9, %lp0.ph ], [ %i0.next, %lp0.latch ]
  %t0 = icmp sgt i32 %i0, -1
  br i1 %t0, label %lp0.body, label %lp0.exit

lp0.body:                                         ; preds = %lp0.h
  br label %lp1.ph

lp1.ph:                                           ; preds = %lp0.body
  br label %lp1.h

lp1.h:                                            ; preds = %lp1.latch, %lp1.ph
  %i1 = phi i32 [ 0, %lp1.ph ], [ %i1.next, %lp1.latch ]
  %t1 = icmp slt i32 %i1, 3
  br i1 %t1, label %lp1.body, label %lp1.exit

lp1.body:                                         ; preds = %lp1.h
  br label %sw2.c1

sw2.c1:                                           ; preds = %lp1.body
  %t7 = sext i32 %i1 to i64
  %t8 = shl nsw i64 %t7, 1
  %t9 = sub nsw i64 0, %t8
  %t10 = sext i32 %i0 to i64
  %t11 = add nsw i64 %t9, %t10
  %t12 = getelementptr inbounds i32, ptr addrspace(1) %g2, i64 %t11
  store i32 -4, ptr addrspace(1) %t12, align 4, !nvtv.id !1
  br label %sw2.end

sw2.end:                                          ; preds = %sw2.c1
  %t14 = mul nsw i32 %i1, 2
  %t15 = sub nsw i32 0, %t14
  %t16 = sext i32 %t15 to i64
  %t17 = getelementptr i32, ptr addrspace(1) %g0, i64 %t16
  %t18 = atomicrmw add ptr addrspace(1) %t17, i32 1 monotonic, align 4, !nvtv.id !2
  br label %lp1.latch

lp1.latch:                                        ; preds = %sw2.end
  %i1.next = add nsw i32 %i1, 2
  br label %lp1.h

lp1.exit:                                         ; preds = %lp1.h
  br label %lp0.latch

lp0.latch:                                        ; preds = %lp1.exit
  %i0.next = add nsw i32 %i0, -2
  br label %lp0.h

lp0.exit:                                         ; preds = %lp0.h
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @lsr_chain_cross_object, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
