; known-bad: 64-bit shared pointers; byte offset zext(%x) + 4 (i64) narrowed to `add i32 %x, 4`, which the GEP sign-extends [tgt: the bad rewrite]
; shapes: shared, barrier, zext, byte-gep, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sb = internal addrspace(3) global [4096 x i8] undef, align 4

; unsigned x = off + threadIdx.x;  sb[(unsigned long)x + 4] = in[threadIdx.x];  __syncthreads();
define void @shared32_wrap(ptr addrspace(1) noalias %in, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %pi = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %t64
  %v = load i8, ptr addrspace(1) %pi, align 1
  %x = add i32 %off, %tid
  %o32 = add i32 %x, 4
  %ps = getelementptr i8, ptr addrspace(3) @sb, i32 %o32
  store i8 %v, ptr addrspace(3) %ps, align 1
  call void @llvm.nvvm.barrier0()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @shared32_wrap, !"kernel", i32 1}
