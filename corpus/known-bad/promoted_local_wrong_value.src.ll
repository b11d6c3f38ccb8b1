; known-bad: mem2reg/SROA-style promotion of two -O0 locals with the wrong value forwarded to the global store (tid*4 for v = tid*3) [src]
; shapes: dead-local, local-forwarding, tid-1d
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @promoted_local_wrong_value(ptr addrspace(1) %out, i32 %n) {
entry:
  %i.addr = alloca i32, align 4
  %v.addr = alloca i32, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %t, ptr %i.addr, align 4, !nvtv.id !0
  %x = mul i32 %t, 3
  store i32 %x, ptr %v.addr, align 4, !nvtv.id !1
  %i = load i32, ptr %i.addr, align 4, !nvtv.id !2
  %v = load i32, ptr %v.addr, align 4, !nvtv.id !3
  %e = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e
  store i32 %v, ptr addrspace(1) %p, align 4, !nvtv.id !4
  ret void
}
!0 = !{i64 0}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
