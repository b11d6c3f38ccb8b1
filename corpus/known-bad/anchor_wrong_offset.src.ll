; known-bad: BASR-style anchor rewrite of four accesses at base+0,+16,+32,+48 bytes; tgt uses delta 36 for the +32 store [src]
; shapes: basr-anchor, byte-gep, rotated-loop, i64-iv, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; char *a = A + ((long)g*n + i)*64:  x = *(int*)(a+0); y = *(int*)(a+16); *(int*)(a+32) = x+y; *(int*)(a+48) = x-y;
define void @anchor_wrong_offset(ptr addrspace(1) noalias %A, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %tid
  %g = zext i32 %g32 to i64
  %gn = mul i64 %g, %n
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.ph ], [ %i.next, %loop ]
  %row = add i64 %gn, %i
  %off = shl i64 %row, 6
  %p0 = getelementptr i8, ptr addrspace(1) %A, i64 %off
  %x = load i32, ptr addrspace(1) %p0, align 4
  %o16 = add i64 %off, 16
  %p1 = getelementptr i8, ptr addrspace(1) %A, i64 %o16
  %y = load i32, ptr addrspace(1) %p1, align 4
  %s = add i32 %x, %y
  %o32 = add i64 %off, 32
  %p2 = getelementptr i8, ptr addrspace(1) %A, i64 %o32
  store i32 %s, ptr addrspace(1) %p2, align 4
  %d = sub i32 %x, %y
  %o48 = add i64 %off, 48
  %p3 = getelementptr i8, ptr addrspace(1) %A, i64 %o48
  store i32 %d, ptr addrspace(1) %p3, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @anchor_wrong_offset, !"kernel", i32 1}
