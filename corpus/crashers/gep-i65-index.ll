target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [64 x float] undef
define void @k(ptr addrspace(1) %p, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g1 = getelementptr i32, ptr addrspace(1) %p, i65 0
  %g2 = getelementptr i32, ptr addrspace(1) %g1, i32 %t
  %v = load i32, ptr addrspace(1) %g2
  %g3 = getelementptr inbounds [64 x float], ptr addrspace(3) @s, i65 0, i32 %t
  %g4 = getelementptr float, ptr addrspace(3) %g3, i65 1
  store float 1.0, ptr addrspace(3) %g4
  store i32 %v, ptr addrspace(1) %g1
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
