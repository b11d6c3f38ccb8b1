; seed 004 CBE pair: byte offsets `mul nsw i64 %i, 4` and `shl nsw i64 %i, 2` are the same base
; shapes: cbe-mul-shl, byte-gep, generic-ptr, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cbe_mul_shl(ptr %p, i64 %off) {
entry:
  %tid32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid = zext i32 %tid32 to i64
  %i = add nsw i64 %tid, %off
  %t0 = mul nsw i64 %i, 4
  %a0 = getelementptr i8, ptr %p, i64 %t0
  %v0 = load i32, ptr %a0, align 4
  %t1 = shl nsw i64 %i, 2
  %a1 = getelementptr i8, ptr %p, i64 %t1
  %w0 = add i32 %v0, 1
  store i32 %w0, ptr %a1, align 4
  %t2 = add nsw i64 %t1, 4
  %a2 = getelementptr i8, ptr %p, i64 %t2
  %v2 = load i32, ptr %a2, align 4
  %t3 = mul nsw i64 %i, 4
  %t4 = add nsw i64 %t3, 8
  %a3 = getelementptr i8, ptr %p, i64 %t4
  %w2 = xor i32 %v2, %v0
  store i32 %w2, ptr %a3, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @cbe_mul_shl, !"kernel", i32 1}
