; known-bad: loop rotation whose guard tests i <= n where src's header tests i < n [tgt]
; (opt -passes=loop-rotate of the src, with the guard's slt changed to sle)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

define void @rotated_loop_wrong_guard(ptr addrspace(1) %out, ptr addrspace(1) %x, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %c1 = icmp sle i32 %t, %n
  br i1 %c1, label %for.body.lr.ph, label %exit

for.body.lr.ph:                                   ; preds = %entry
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %s3 = phi i32 [ 0, %for.body.lr.ph ], [ %s.next, %for.body ]
  %i2 = phi i32 [ %t, %for.body.lr.ph ], [ %i.next, %for.body ]
  %e = sext i32 %i2 to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %e
  %v = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %s.next = add i32 %s3, %v
  %i.next = add nsw i32 %i2, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %for.body, label %for.cond.exit_crit_edge

for.cond.exit_crit_edge:                          ; preds = %for.body
  %split = phi i32 [ %i.next, %for.body ]
  br label %exit

exit:                                             ; preds = %for.cond.exit_crit_edge, %entry
  %i.lcssa = phi i32 [ %split, %for.cond.exit_crit_edge ], [ %t, %entry ]
  %te = sext i32 %t to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %te
  store i32 %i.lcssa, ptr addrspace(1) %q, align 4, !nvtv.id !1
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i64 0}
!1 = !{i64 1}
