; shared-memory tree reduction: for (s = ntid/2; s > 0; s >>= 1) { if (tid < s) sdata[tid] += sdata[tid+s]; barrier }
; shapes: shared, barrier, barrier-in-loop, nonaffine-recurrence, rotated-loop, if-then, shared32, tid-1d
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = internal addrspace(3) global [1024 x i32] undef, align 4

define void @smem_reduce(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %gid = add i32 %cm, %tid
  %gid64 = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid64
  %v = load i32, ptr addrspace(1) %pin, align 4
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %s0 = lshr i32 %ntid, 1
  %g = icmp ne i32 %s0, 0
  br i1 %g, label %loop.ph, label %after

loop.ph:
  br label %loop

loop:
  %s = phi i32 [ %s0, %loop.ph ], [ %s.next, %latch ]
  %act = icmp ult i32 %tid, %s
  br i1 %act, label %if.then, label %latch

if.then:
  %o = add i32 %tid, %s
  %po = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %o
  %b = load i32, ptr addrspace(3) %po, align 4
  %a = load i32, ptr addrspace(3) %ps, align 4
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(3) %ps, align 4
  br label %latch

latch:
  call void @llvm.nvvm.barrier0()
  %s.next = lshr i32 %s, 1
  %c = icmp ugt i32 %s, 1
  br i1 %c, label %loop, label %after.loopexit

after.loopexit:
  br label %after

after:
  %t0 = icmp eq i32 %tid, 0
  br i1 %t0, label %write, label %done

write:
  %r = load i32, ptr addrspace(3) @sdata, align 4
  %ctaid64 = zext i32 %ctaid to i64
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ctaid64
  store i32 %r, ptr addrspace(1) %pout, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @smem_reduce, !"kernel", i32 1}
