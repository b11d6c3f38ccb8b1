target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@sm = internal addrspace(3) global [64 x i32] undef, align 4
define void @k(ptr addrspace(1) %p, i32 %i) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = getelementptr inbounds [64 x i32], ptr addrspace(3) @sm, i32 0, i32 %t
  store i32 %i, ptr addrspace(3) %a
  call void asm sideeffect "bar.sync 0;", "~{memory}"()
  %x = call i32 asm "ld.shared.u32 $0, [$1];", "=r,r"(ptr addrspace(3) %a)
  %n = xor i32 %t, 1
  %b = getelementptr inbounds [64 x i32], ptr addrspace(3) @sm, i32 0, i32 %n
  %y = load i32, ptr addrspace(3) %b
  %s = add i32 %x, %y
  %g = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %s
  store i32 %s, ptr addrspace(1) %g
  fence syncscope("block") acq_rel
  %z = atomicrmw add ptr addrspace(1) %g, i32 1 monotonic
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
