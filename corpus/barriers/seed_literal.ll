; the seed's literal example: every thread loads s[i] (i uniform), barrier0, then stores s[i] + 1
; sync: 1 NEEDED (write-after-read across threads: thread A's store to s[i] below the barrier hits the s[i] that thread B loads above it)
; shapes: shared, barrier, shared-ptr-arg, uniform-index, war
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; int v = s[i]; __syncthreads(); s[i] = v + 1;
define void @seed_literal(ptr addrspace(3) %s, i32 %i) {
entry:
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(3) %p, align 4
  ret void
}

declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @seed_literal, !"kernel", i32 1}
