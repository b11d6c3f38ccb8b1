; streamed tile loop with two barriers per iteration: s[t] = in[k*ntid + t]; barrier; acc += s[(t+1) % ntid]; barrier; then out[g] = acc
; sync: 1 NEEDED (read-after-write: thread t reads the element thread t+1 stored this iteration), 2 NEEDED (write-after-read through the back edge: thread t+1 overwrites s[t+1] in the next iteration after thread t read it)
; shapes: shared, barrier, barrier-in-loop, rotated-loop, i32-iv, urem-index, war, tid-1d, range-attr, shared32
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; int acc = 0;
; for (int k = 0; k < n; k++) { s[t] = in[k*blockDim.x + t]; __syncthreads(); acc += s[(t+1) % blockDim.x]; __syncthreads(); }
; out[blockIdx.x*blockDim.x + t] = acc;
define void @double_buffer(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  %t1 = add nuw nsw i32 %t, 1
  %nb = urem i32 %t1, %ntid
  %pn = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %nb
  %has = icmp sgt i32 %n, 0
  br i1 %has, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %k = phi i32 [ 0, %loop.ph ], [ %k.next, %loop ]
  %acc = phi i32 [ 0, %loop.ph ], [ %acc.next, %loop ]
  %kn = mul i32 %k, %ntid
  %idx32 = add i32 %kn, %t
  %idx = zext i32 %idx32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pi, align 4
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %x = load i32, ptr addrspace(3) %pn, align 4
  %acc.next = add i32 %acc, %x
  call void @llvm.nvvm.barrier0()
  %k.next = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k.next, %n
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  %acc.lcssa = phi i32 [ %acc.next, %loop ]
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %acc.lcssa, %exit.loopexit ]
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @double_buffer, !"kernel", i32 1}
