; known-bad: a fully unrolled loop whose third copy does the fourth iteration's access (b[4t+3] twice, b[4t+2] never) [tgt]
; shapes: for-loop, full-unroll, i64-iv, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; loop-unroll-full's four copies of the body, the third at j = 3 instead of j = 2
define void @unrolled_copy_wrong_iteration(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %t to i64
  %base = shl nuw nsw i64 %g, 2
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %base
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  %w = mul i32 %v, 3
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %base
  store i32 %w, ptr addrspace(1) %pb, align 4, !nvtv.id !2
  %k.1 = or disjoint i64 %base, 1
  %pa.1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.1
  %v.1 = load i32, ptr addrspace(1) %pa.1, align 4, !nvtv.id !1
  %w.1 = mul i32 %v.1, 3
  %pb.1 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.1
  store i32 %w.1, ptr addrspace(1) %pb.1, align 4, !nvtv.id !2
  %k.2 = or disjoint i64 %base, 3
  %pa.2 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.2
  %v.2 = load i32, ptr addrspace(1) %pa.2, align 4, !nvtv.id !1
  %w.2 = mul i32 %v.2, 3
  %pb.2 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.2
  store i32 %w.2, ptr addrspace(1) %pb.2, align 4, !nvtv.id !2
  %k.3 = or disjoint i64 %base, 3
  %pa.3 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k.3
  %v.3 = load i32, ptr addrspace(1) %pa.3, align 4, !nvtv.id !1
  %w.3 = mul i32 %v.3, 3
  %pb.3 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k.3
  store i32 %w.3, ptr addrspace(1) %pb.3, align 4, !nvtv.id !2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @unrolled_copy_wrong_iteration, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
