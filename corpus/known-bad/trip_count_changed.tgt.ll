; known-bad: the exit test `i < n` of a for loop becomes `i <= n` (one extra iteration) [tgt: the bad rewrite]
; shapes: for-loop, i32-iv, zext-nneg, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; out[g] = 0; for (int i = 0; i < n; ++i) B[g*n + i] = A[g*n + i] + 1;
define void @trip_count_changed(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 0, ptr addrspace(1) %po, align 4
  %n64 = sext i32 %n to i64
  %base = mul i64 %g, %n64
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %c = icmp sle i32 %i, %n
  br i1 %c, label %for.body, label %for.end

for.body:
  %ix = zext nneg i32 %i to i64
  %k = add i64 %base, %ix
  %pa = getelementptr i32, ptr addrspace(1) %A, i64 %k
  %v = load i32, ptr addrspace(1) %pa, align 4
  %w = add i32 %v, 1
  %pb = getelementptr i32, ptr addrspace(1) %B, i64 %k
  store i32 %w, ptr addrspace(1) %pb, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %for.cond

for.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @trip_count_changed, !"kernel", i32 1}
