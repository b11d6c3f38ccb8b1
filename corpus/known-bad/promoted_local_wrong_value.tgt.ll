; known-bad: mem2reg/SROA-style promotion of two -O0 locals with the wrong value forwarded to the global store (tid*4 for v = tid*3) [tgt]
; shapes: dead-local, local-forwarding, tid-1d
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

define void @promoted_local_wrong_value(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = mul i32 %t, 4
  %e = sext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e
  store i32 %x, ptr addrspace(1) %p, align 4, !nvtv.id !0
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i64 4}
