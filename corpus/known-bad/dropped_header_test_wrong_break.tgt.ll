; known-bad: a loop whose header test `i < n` tgt dropped, keeping it as the guard only, while
; its break tests `i == n` where src's tests `i == n - 1` [tgt]
; (the header test may go only because the break leaves at n - 1: here tgt runs iteration n)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dropped_header_test_wrong_break(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %for.body, label %exit

for.body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %r = mul nsw i32 %i, %nt
  %ix = add nsw i32 %r, %t
  %e = sext i32 %ix to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e
  store i32 %i, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %i.next = add nsw i32 %i, 1
  %b = icmp eq i32 %i, %n
  br i1 %b, label %exit, label %for.body

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!1}
!0 = !{i64 0}
!1 = !{ptr @dropped_header_test_wrong_break, !"kernel", i32 1}
