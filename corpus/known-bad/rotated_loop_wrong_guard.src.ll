; known-bad: loop rotation whose guard tests i <= n where src's header tests i < n [src]
; shapes: for-loop (unrotated), loop-rotate, grid-stride sum
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
define void @rotated_loop_wrong_guard(ptr addrspace(1) %out, ptr addrspace(1) %x, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.cond
for.cond:
  %i = phi i32 [ %t, %entry ], [ %i.next, %for.body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %for.body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %for.body, label %exit
for.body:
  %e = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %e
  %v = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  br label %for.cond
exit:
  %te = sext i32 %t to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %te
  store i32 %i, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}
!0 = !{i64 0}
!1 = !{i64 1}
