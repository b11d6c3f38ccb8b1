; non-affine recurrence in an address: walk a heap path j = 2*j + 1 (not an add-recurrence; bounded check only)
; shapes: nonaffine-recurrence, for-loop, i32-iv, sext-nsw, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (int j = tid; j < n; j = 2*j + 1) out[j] = in[j] + (float)j;
define void @nonaffine_recur(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %while.cond

while.cond:
  %j = phi i32 [ %tid, %entry ], [ %j.next, %while.body ]
  %c = icmp slt i32 %j, %n
  br i1 %c, label %while.body, label %while.end

while.body:
  %x = sext i32 %j to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %x
  %v = load float, ptr addrspace(1) %pi, align 4
  %jf = sitofp i32 %j to float
  %r = fadd float %v, %jf
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %r, ptr addrspace(1) %po, align 4
  %j2 = shl nsw i32 %j, 1
  %j.next = or disjoint i32 %j2, 1
  br label %while.cond

while.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @nonaffine_recur, !"kernel", i32 1}
