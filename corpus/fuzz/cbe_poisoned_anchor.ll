; found by nvtv-afl (default pipeline): CBE reuses an anchor whose address is out of its object; its access dominates the
; member, so src is already undefined there. The verifier missed that fact (dominating accesses were capped at
; eight, the farthest first); it now proves the rewrite. Regression: nvtv check -passes=default finds nothing.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x float] undef, align 8
@s1 = internal addrspace(3) global [4096 x i32] undef, align 8

define void @k(ptr addrspace(1) noalias %g0, i32 %n, i64 %ld) {
entry:
  %t6 = getelementptr inbounds i32, ptr addrspace(3) @s1, i64 -128
  %t7 = load i32, ptr addrspace(3) %t6, align 4
  store float 3.000000e+00, ptr addrspace(1) null, align 4
  %t10 = load i32, ptr addrspace(3) @s1, align 4
  %t12 = load i32, ptr addrspace(3) null, align 4
  %t14 = load i32, ptr addrspace(3) null, align 4
  %t28 = load i32, ptr addrspace(3) null, align 4
  %t30 = load float, ptr addrspace(1) null, align 4
  %t32 = load float, ptr addrspace(1) null, align 4
  %t36 = load float, ptr addrspace(1) null, align 4
  %t38 = load float, ptr addrspace(1) null, align 4
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
