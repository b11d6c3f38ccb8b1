; known-bad: byte offset `mul i64 %i, 4` strength-reduced to `shl i64 %i, 3` (x8 instead of x4) [src]
; shapes: cbe-mul-shl, byte-gep, generic-ptr, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; long i = threadIdx.x + off;  q[i] = *(int *)((char *)p + i*4) ^ 5;
define void @shl_wrong_amount(ptr %p, ptr addrspace(1) noalias %q, i64 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %i = add i64 %t, %off
  %b = mul i64 %i, 4
  %a = getelementptr i8, ptr %p, i64 %b
  %v = load i32, ptr %a, align 4
  %w = xor i32 %v, 5
  %pq = getelementptr i32, ptr addrspace(1) %q, i64 %i
  store i32 %w, ptr addrspace(1) %pq, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @shl_wrong_amount, !"kernel", i32 1}
