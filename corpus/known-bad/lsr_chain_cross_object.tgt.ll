; known-bad: loop strength reduction chains the store to %g2 onto the IV of the atomic on %g0 (IV(%g0) + (%g2 - %g0)): every address is right, but the store's pointer is based on %g0 [tgt: nvtv's lsr before the fix]
; shapes: lsr-chain, two-objects, nested-loops, negative-stride
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x float] undef, align 8
@s1 = internal addrspace(3) global [4096 x float] undef, align 8

define void @lsr_chain_cross_object(ptr addrspace(1) %g0, ptr addrspace(1) %g1, ptr addrspace(1) %g2, i32 %n, i64 %ld) {
entry:
  br label %lp0.ph

lp0.ph:                                           ; preds = %entry
  %lsr.start = ptrtoint ptr addrspace(1) %g2 to i64
  %lsr.start9 = ptrtoint ptr addrspace(1) %g0 to i64
  %lsr.start10 = mul i64 %lsr.start9, -1
  %lsr.start11 = add i64 %lsr.start, %lsr.start10
  %lsr.start12 = add i64 %lsr.start11, -36
  %lsr.start13 = add i64 36, %lsr.start12
  br label %lp0.h

lp0.h:                                            ; preds = %lp0.latch, %lp0.ph
  %IV.S.1 = phi i64 [ %lsr.start13, %lp0.ph ], [ %IV.S.next.1, %lp0.latch ]
  %i0 = phi i32 [ 9, %lp0.ph ], [ %i0.next, %lp0.latch ]
  %t0 = icmp sgt i32 %i0, -1
  br i1 %t0, label %lp0.body, label %lp0.exit

lp0.body:                                         ; preds = %lp0.h
  br label %lp1.ph

lp1.ph:                                           ; preds = %lp0.body
  br label %lp1.h

lp1.h:                                            ; preds = %lp1.latch, %lp1.ph
  %IV.S.0 = phi ptr addrspace(1) [ %g0, %lp1.ph ], [ %IV.S.next.0, %lp1.latch ]
  %i1 = phi i32 [ 0, %lp1.ph ], [ %i1.next, %lp1.latch ]
  %lsr.chain = getelementptr i8, ptr addrspace(1) %IV.S.0, i64 %IV.S.1
  %t1 = icmp slt i32 %i1, 3
  br i1 %t1, label %lp1.body, label %lp1.exit

lp1.body:                                         ; preds = %lp1.h
  br label %sw2.c1

sw2.c1:                                           ; preds = %lp1.body
  %lsr.addr = getelementptr i8, ptr addrspace(1) %lsr.chain, i64 36
  store i32 -4, ptr addrspace(1) %lsr.addr, align 4, !nvtv.id !1
  br label %sw2.end

sw2.end:                                          ; preds = %sw2.c1
  %t18 = atomicrmw add ptr addrspace(1) %IV.S.0, i32 1 monotonic, align 4, !nvtv.id !2
  br label %lp1.latch

lp1.latch:                                        ; preds = %sw2.end
  %i1.next = add nsw i32 %i1, 2
  %IV.S.next.0 = getelementptr i8, ptr addrspace(1) %IV.S.0, i64 -16
  br label %lp1.h

lp1.exit:                                         ; preds = %lp1.h
  br label %lp0.latch

lp0.latch:                                        ; preds = %lp1.exit
  %i0.next = add nsw i32 %i0, -2
  %IV.S.next.1 = add i64 %IV.S.1, -8
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
