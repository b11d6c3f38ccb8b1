; found by nvtv fuzz (default pipeline): the address passes delete a dead read of tid.y, and DSE then treated
; the kernel as 1-D while the verifier, on src, treated it as 2-D.  Dead reads no longer count (sym_cta_dims).
; Regression: nvtv check -passes=default finds nothing.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x i32] undef, align 8
@s1 = internal addrspace(3) global [4096 x i64] undef, align 8

define void @k(ptr addrspace(1) noalias %g0, ptr addrspace(1) noalias %g1, ptr addrspace(1) noalias %g2, i32 %n, i64 %ld) {
entry:
  %tx = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  br label %lp0.ph

lp0.ph:                                           ; preds = %entry
  br label %lp0.h

lp0.h:                                            ; preds = %lp0.latch, %lp0.ph
  br label %lp0.body

lp0.body:                                         ; preds = %lp0.h
  call void @llvm.nvvm.barrier0()
  %t1 = sext i32 %tx to i64
  %t2 = getelementptr i64, ptr addrspace(1) %g1, i64 %t1
  store i64 1, ptr addrspace(1) %t2, align 8
  br label %lp0.latch

lp0.latch:                                        ; preds = %lp0.body
  br label %lp0.h
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #0

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
