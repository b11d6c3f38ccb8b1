; atomics: per-CTA shared histogram (atomicrmw add addrspace(3)), barriers, then atomicrmw add into the global histogram
; shapes: atomics, shared, barrier, grid-stride, rotated-loop, load-dependent-address, i32-iv, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lh = internal addrspace(3) global [256 x i32] undef, align 4

; if (t < 256) lh[t] = 0; __syncthreads();
; for (int i = g; i < n; i += stride) atomicAdd(&lh[data[i] & 255], 1);
; __syncthreads(); if (t < 256) atomicAdd(&hist[t], lh[t]);
define void @atomic_histogram(ptr addrspace(1) noalias %data, ptr addrspace(1) noalias %hist, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %t64 = zext nneg i32 %t to i64
  %pl = getelementptr inbounds [256 x i32], ptr addrspace(3) @lh, i64 0, i64 %t64
  %own = icmp ult i32 %t, 256
  br i1 %own, label %clear, label %sync0

clear:
  store i32 0, ptr addrspace(3) %pl, align 4
  br label %sync0

sync0:
  call void @llvm.nvvm.barrier0()
  %cm = mul nsw i32 %ctaid, %ntid
  %g = add nsw i32 %cm, %t
  %stride = mul nsw i32 %ntid, %nctaid
  %guard = icmp slt i32 %g, %n
  br i1 %guard, label %loop.ph, label %sync1

loop.ph:
  br label %loop

loop:
  %i = phi i32 [ %g, %loop.ph ], [ %i.next, %loop ]
  %ix = sext i32 %i to i64
  %pd = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %ix
  %d = load i32, ptr addrspace(1) %pd, align 4
  %bin = and i32 %d, 255
  %bx = zext nneg i32 %bin to i64
  %pbin = getelementptr inbounds [256 x i32], ptr addrspace(3) @lh, i64 0, i64 %bx
  %old = atomicrmw add ptr addrspace(3) %pbin, i32 1 monotonic, align 4
  %i.next = add nsw i32 %i, %stride
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %sync1.loopexit

sync1.loopexit:
  br label %sync1

sync1:
  call void @llvm.nvvm.barrier0()
  br i1 %own, label %flush, label %exit

flush:
  %cnt = load i32, ptr addrspace(3) %pl, align 4
  %ph = getelementptr inbounds i32, ptr addrspace(1) %hist, i64 %t64
  %prev = atomicrmw add ptr addrspace(1) %ph, i32 %cnt monotonic, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @atomic_histogram, !"kernel", i32 1}
