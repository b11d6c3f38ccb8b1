target datalayout = "e-p:128:128"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [64 x float] undef
define void @k(ptr %p, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g2 = getelementptr i32, ptr %p, i32 %t
  %v = load i32, ptr %g2
  %g3 = getelementptr inbounds [64 x float], ptr addrspace(3) @s, i64 0, i32 %t
  store float 1.0, ptr addrspace(3) %g3
  call void @llvm.nvvm.barrier0()
  %pi = ptrtoint ptr %p to i128
  %q = add i128 %pi, 4
  %qp = inttoptr i128 %q to ptr
  store i32 %v, ptr %qp
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
