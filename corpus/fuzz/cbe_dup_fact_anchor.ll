; found by a 10-minute nvtv fuzz campaign (default pipeline, seed 2026): CBE rewrites the store to %g0
; from the anchor gep inbounds %g0, 84, so tgt's address is poison unless %g0+336 is in %g0's
; object. The load of the anchor dominates the store, so src is undefined there already; the
; verifier skipped that fact because a later, non-dominating load of the same address had marked
; it a duplicate. Regression: nvtv check -passes=default finds nothing.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %g0, i32 %n, i64 %ld) {
entry:
  %t0 = getelementptr inbounds i32, ptr addrspace(1) %g0, i64 84
  %t1 = load i32, ptr addrspace(1) %t0, align 4
  switch i32 0, label %sw1.end [
    i32 0, label %sw1.c0
    i32 1, label %sw1.c1
  ]

sw1.c0:                                           ; preds = %entry
  store i32 1, ptr addrspace(1) %g0, align 4
  ret void

sw1.c1:                                           ; preds = %entry
  %t4 = getelementptr inbounds i32, ptr addrspace(1) %g0, i64 84
  %t5 = load i32, ptr addrspace(1) %t4, align 4
  ret void

sw1.end:                                          ; preds = %entry
  ret void
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
