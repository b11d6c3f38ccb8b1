target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [256 x float] undef, align 4
define void @k(ptr addrspace(1) noalias %out, float %a) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %mine = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %x
  call void @llvm.nvvm.barrier0(), !nvtv.id !1
  call void @put(ptr addrspace(3) %mine, float %a)
  %o = xor i64 %x, 1
  %s = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %o
  %v = load float, ptr addrspace(3) %s, align 4, !nvtv.id !2
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
define internal void @put(ptr addrspace(3) %p, float %v) noinline {
entry:
  store float %v, ptr addrspace(3) %p, align 4, !nvtv.id !4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, ptr @k, !"maxntidx", i32 256}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
