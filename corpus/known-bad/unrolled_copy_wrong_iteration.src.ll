; known-bad: a fully unrolled loop whose third copy does the fourth iteration's access (b[4t+3] twice, b[4t+2] never) [src]
; shapes: for-loop, full-unroll, i64-iv, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (int j = 0; j < 4; ++j) b[4*t + j] = a[4*t + j] * 3;
define void @unrolled_copy_wrong_iteration(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %t to i64
  %base = shl nuw nsw i64 %g, 2
  br label %for.cond

for.cond:
  %j = phi i64 [ 0, %entry ], [ %j.next, %for.body ]
  %c = icmp ult i64 %j, 4
  br i1 %c, label %for.body, label %for.end

for.body:
  %k = add nuw nsw i64 %base, %j
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %k
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  %w = mul i32 %v, 3
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %k
  store i32 %w, ptr addrspace(1) %pb, align 4, !nvtv.id !2
  %j.next = add nuw nsw i64 %j, 1
  br label %for.cond

for.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @unrolled_copy_wrong_iteration, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
