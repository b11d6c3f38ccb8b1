; A replay has its own limit: the counterexample of sext(i + 1) split into sext(i) + 1 without
; nsw needs the wrapping i32 counter at INT_MAX, 2^31 iterations away (the counter starts at
; tid, steps by ntid: no first iteration wraps, so asking again at k = 0 or 1 finds none).  The
; model's iteration lies beyond the replay's instruction limit: reported at once as not
; replayed (a counterexample, marked so), never lost and never a hang (it held `nvtv check` for
; minutes before).
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: address-mismatch in @sext_no_nsw_index at #1
; CHECK:        confirmed:  no, not executable: not replayed: the {{.*}}limit
; CHECK:      @sext_no_nsw_index: 1 proved, 0 bounded, 0 unknown, 2 counterexamples

;--- src.ll
; ModuleID = '/work/main/corpus/sext_no_nsw_index.ll'
source_filename = "/work/main/corpus/sext_no_nsw_index.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @sext_no_nsw_index(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i32 %off, i32 %end) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %start = add i32 %tid, 0
  %g = icmp ne i32 %start, %end
  br i1 %g, label %loop.ph, label %exit

loop.ph:                                          ; preds = %entry
  br label %loop

loop:                                             ; preds = %loop, %loop.ph
  %i = phi i32 [ %start, %loop.ph ], [ %i.next, %loop ]
  %i1 = add i32 %i, 1
  %x1 = sext i32 %i1 to i64
  %p1 = getelementptr float, ptr addrspace(1) %A, i64 %x1
  %v1 = load float, ptr addrspace(1) %p1, align 4, !nvtv.id !1
  %i2 = add i32 %i, 2
  %x2 = sext i32 %i2 to i64
  %p2 = getelementptr float, ptr addrspace(1) %A, i64 %x2
  %v2 = load float, ptr addrspace(1) %p2, align 4, !nvtv.id !2
  %t = fmul float %v1, 2.000000e+00
  %r = fadd float %t, %v2
  %pb = getelementptr float, ptr addrspace(1) %B, i64 %x1
  store float %r, ptr addrspace(1) %pb, align 4, !nvtv.id !3
  %i.next = add i32 %i, %ntid
  %c = icmp ne i32 %i.next, %end
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:                                    ; preds = %loop
  br label %exit

exit:                                             ; preds = %exit.loopexit, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}

!0 = !{ptr @sext_no_nsw_index, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}

;--- tgt.ll
; ModuleID = '/work/main/corpus/sext_no_nsw_index.ll'
source_filename = "/work/main/corpus/sext_no_nsw_index.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @sext_no_nsw_index(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i32 %off, i32 %end) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %start = add i32 %tid, 0
  %g = icmp ne i32 %start, %end
  br i1 %g, label %loop.ph, label %exit

loop.ph:                                          ; preds = %entry
  br label %loop

loop:                                             ; preds = %loop, %loop.ph
  %i = phi i32 [ %start, %loop.ph ], [ %i.next, %loop ]
  %i1 = add i32 %i, 1
  %xi = sext i32 %i to i64
  %x1 = add i64 %xi, 1
  %p1 = getelementptr float, ptr addrspace(1) %A, i64 %x1
  %v1 = load float, ptr addrspace(1) %p1, align 4, !nvtv.id !1
  %i2 = add i32 %i, 2
  %x2 = sext i32 %i2 to i64
  %p2 = getelementptr float, ptr addrspace(1) %A, i64 %x2
  %v2 = load float, ptr addrspace(1) %p2, align 4, !nvtv.id !2
  %t = fmul float %v1, 2.000000e+00
  %r = fadd float %t, %v2
  %pb = getelementptr float, ptr addrspace(1) %B, i64 %x1
  store float %r, ptr addrspace(1) %pb, align 4, !nvtv.id !3
  %i.next = add i32 %i, %ntid
  %c = icmp ne i32 %i.next, %end
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:                                    ; preds = %loop
  br label %exit

exit:                                             ; preds = %exit.loopexit, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}

!0 = !{ptr @sext_no_nsw_index, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
