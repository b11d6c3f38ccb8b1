target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = call i32 @llvm.nvvm.membar.xyz(i32 %t)
  %te = zext i32 %f to i64
  %g2 = getelementptr i32, ptr addrspace(1) %p, i64 %te
  store i32 1, ptr addrspace(1) %g2
  %b = call i64 @llvm.nvvm.barrier0.foo(i64 %te)
  %g3 = getelementptr i32, ptr addrspace(1) %p, i64 %b
  store i32 2, ptr addrspace(1) %g3
  %c = call ptr addrspace(1) @llvm.nvvm.fence.ptr(ptr addrspace(1) %g3)
  store i32 3, ptr addrspace(1) %c
  %d = call i32 @llvm.nvvm.bar.warp.sync.r(i32 %f)
  %g4 = getelementptr i32, ptr addrspace(1) %p, i32 %d
  store i32 4, ptr addrspace(1) %g4
  ret void
}
declare i32 @llvm.nvvm.membar.xyz(i32)
declare i64 @llvm.nvvm.barrier0.foo(i64)
declare ptr addrspace(1) @llvm.nvvm.fence.ptr(ptr addrspace(1))
declare i32 @llvm.nvvm.bar.warp.sync.r(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
