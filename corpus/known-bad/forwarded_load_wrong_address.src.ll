; known-bad: GVN-style forwarding of an earlier load's value to a deleted load of a different address (a[t] for a[t + 1]) [src]
; shapes: deleted-load, forwarding, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @forwarded_load_wrong_address(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  %y = load i32, ptr addrspace(1) %p1, align 4, !nvtv.id !2
  %s = sub i32 %y, %x
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
