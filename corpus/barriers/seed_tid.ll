; the seed's example with the uniform index replaced by threadIdx.x: each thread loads s[tid], barrier0, stores s[tid] + 1
; sync: 1 REMOVABLE (every thread touches only its own element s[tid], so no access of another thread crosses the barrier)
; shapes: shared, barrier, shared-ptr-arg, tid-1d, thread-private
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; int v = s[threadIdx.x]; __syncthreads(); s[threadIdx.x] = v + 1;
define void @seed_tid(ptr addrspace(3) %s) {
entry:
  %tid = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %tid
  %v = load i32, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(3) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @seed_tid, !"kernel", i32 1}
