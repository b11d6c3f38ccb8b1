; two-exit search loop (key found / end reached) with accesses in both exit blocks: cross-block loop-exit shape
; shapes: multi-exit-loop, loop-exit, for-loop, i64-iv, tid-1d, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; const int *row = keys + g*n; long i = 0;
; for (; i < n; ++i) if (row[i] == key) { pos[g] = i; return; }
; missing[g] = (int)n;
define void @search_loop_exit(ptr addrspace(1) noalias %keys, ptr addrspace(1) noalias %pos, ptr addrspace(1) noalias %missing, i64 %n, i32 %key) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %tid
  %g = zext i32 %g32 to i64
  %rowoff = mul i64 %g, %n
  %pp = getelementptr inbounds i64, ptr addrspace(1) %pos, i64 %g
  br label %for.cond

for.cond:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.inc ]
  %c = icmp slt i64 %i, %n
  br i1 %c, label %for.body, label %notfound

for.body:
  %k = add i64 %rowoff, %i
  %pk = getelementptr inbounds i32, ptr addrspace(1) %keys, i64 %k
  %v = load i32, ptr addrspace(1) %pk, align 4
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %found, label %for.inc

for.inc:
  %i.next = add nuw nsw i64 %i, 1
  br label %for.cond

found:
  %i.lcssa = phi i64 [ %i, %for.body ]
  store i64 %i.lcssa, ptr addrspace(1) %pp, align 8
  br label %exit

notfound:
  %pm = getelementptr inbounds i32, ptr addrspace(1) %missing, i64 %g
  %n32 = trunc i64 %n to i32
  store i32 %n32, ptr addrspace(1) %pm, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @search_loop_exit, !"kernel", i32 1}
