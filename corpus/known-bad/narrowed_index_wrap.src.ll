; known-bad: 64-bit byte offset zext(%x) + 4 (i64) narrowed to `add i32 %x, 4`, which the GEP sign-extends [src]
; shapes: zext, byte-gep, tid-1d, barrier
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; unsigned x = off + threadIdx.x;  buf[(unsigned long)x + 4] = in[threadIdx.x];  __syncthreads();
define void @narrowed_index_wrap(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %buf, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %pi = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %t64
  %v = load i8, ptr addrspace(1) %pi, align 1
  %x = add i32 %off, %tid
  %z = zext i32 %x to i64
  %o = add nuw nsw i64 %z, 4
  %ps = getelementptr i8, ptr addrspace(1) %buf, i64 %o
  store i8 %v, ptr addrspace(1) %ps, align 1
  call void @llvm.nvvm.barrier0()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @narrowed_index_wrap, !"kernel", i32 1}
