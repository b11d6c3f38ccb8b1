; known-bad: a loop whose header test `i < n` tgt dropped, keeping it as the guard only, while
; its break tests `i == n` where src's tests `i == n - 1` [src]
; shapes: dropped-header-test, mid-loop-exit
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (int i = 0; i < n; ++i) { out[i*ntid + tid] = i; if (i == n - 1) break; }
define void @dropped_header_test_wrong_break(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.inc ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %for.body, label %exit

for.body:
  %r = mul nsw i32 %i, %nt
  %ix = add nsw i32 %r, %t
  %e = sext i32 %ix to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e
  store i32 %i, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %last = add nsw i32 %n, -1
  %b = icmp eq i32 %i, %last
  br i1 %b, label %exit, label %for.inc

for.inc:
  %i.next = add nsw i32 %i, 1
  br label %for.cond

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!1}
!0 = !{i64 0}
!1 = !{ptr @dropped_header_test_wrong_break, !"kernel", i32 1}
