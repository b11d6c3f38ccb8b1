; per-CTA counter in shared memory: thread 0 zeroes cnt; barrier; atomicAdd(&cnt, in[g] > 0); barrier; thread 0 stores cnt to out[ctaid]
; sync: 1 NEEDED (write-after-write: the other threads' atomic adds must follow thread 0's plain store of 0), 2 NEEDED (read-after-write: thread 0's plain load of cnt must follow every thread's atomic add)
; shapes: atomics, shared, barrier, if-then, uniform-index, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@cnt = internal addrspace(3) global i32 undef, align 4

; if (t == 0) cnt = 0; __syncthreads();
; atomicAdd(&cnt, in[g] > 0); __syncthreads();
; if (t == 0) out[blockIdx.x] = cnt;
define void @atomic_count(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %sync0

init:
  store i32 0, ptr addrspace(3) @cnt, align 4
  br label %sync0

sync0:
  call void @llvm.nvvm.barrier0()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %pos = icmp sgt i32 %v, 0
  %inc = zext i1 %pos to i32
  %old = atomicrmw add ptr addrspace(3) @cnt, i32 %inc monotonic, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %first, label %write, label %done

write:
  %n = load i32, ptr addrspace(3) @cnt, align 4
  %c64 = zext i32 %ctaid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %c64
  store i32 %n, ptr addrspace(1) %po, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @atomic_count, !"kernel", i32 1}
