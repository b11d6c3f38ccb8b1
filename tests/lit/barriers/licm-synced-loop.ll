; A shared load hoisted out of a loop that has a barrier (LICM that forgets the barrier):
; the value it reads changes in the loop.  Two ways a pass author's LICM goes wrong:
; - red: the tree reduction's guarded load of the thread's own partial sum (#5), hoisted to
;   the preheader, while the thread stores the new sum to the same word in every iteration
;   (#6).  The load is conditional, so LICM's rule does not take it; it once stayed
;   "unsupported: the access moved into or out of a loop".  The memory-order obligation
;   shows the thread's own store on the other side of it: a confirmed counterexample.
; - flag: every thread reads a flag that thread 0 writes before the loop's barrier, in every
;   iteration; hoisted, the threads read the flag's first value only.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify --first-cex %t/red.src.ll %t/red.tgt.ll | FileCheck %s --check-prefix=RED
; RED:      counterexample: memory-order in @smem_reduce at #5
; RED-NEXT:   access: load i32 addrspace(3) (src line {{[0-9]+}}, tgt line {{[0-9]+}})
; RED-NEXT:   check: tgt keeps the order of the access and the same thread's accesses of the same bytes
; RED:        second: store i32 addrspace(3) (src line {{[0-9]+}}) by thread t, on the other side of it in tgt
; RED:        confirmed: yes, by execution
; RED-NOT:  unsupported
; RUN: not nvtv verify %t/flag.src.ll %t/flag.tgt.ll | FileCheck %s --check-prefix=FLAG
; FLAG:     counterexample: memory-order in @k at #3
; FLAG:       confirmed: yes, by execution
; FLAG:     @k: {{.*}} 0 unknown, {{[1-9]}} counterexample

;--- red.src.ll
; ModuleID = 'corpus/smem_reduce.ll'
source_filename = "corpus/smem_reduce.ll"
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = internal addrspace(3) global [1024 x i32] undef, align 4

define void @smem_reduce(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %gid = add i32 %cm, %tid
  %gid64 = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid64
  %v = load i32, ptr addrspace(1) %pin, align 4, !nvtv.id !1
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %ps, align 4, !nvtv.id !2
  call void @llvm.nvvm.barrier0(), !nvtv.id !3
  %s0 = lshr i32 %ntid, 1
  %g = icmp ne i32 %s0, 0
  br i1 %g, label %loop.ph, label %after

loop.ph:                                          ; preds = %entry
  br label %loop

loop:                                             ; preds = %latch, %loop.ph
  %s = phi i32 [ %s0, %loop.ph ], [ %s.next, %latch ]
  %act = icmp ult i32 %tid, %s
  br i1 %act, label %if.then, label %latch

if.then:                                          ; preds = %loop
  %o = add i32 %tid, %s
  %po = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %o
  %b = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !4
  %a = load i32, ptr addrspace(3) %ps, align 4, !nvtv.id !5
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(3) %ps, align 4, !nvtv.id !6
  br label %latch

latch:                                            ; preds = %if.then, %loop
  call void @llvm.nvvm.barrier0(), !nvtv.id !7
  %s.next = lshr i32 %s, 1
  %c = icmp ugt i32 %s, 1
  br i1 %c, label %loop, label %after.loopexit

after.loopexit:                                   ; preds = %latch
  br label %after

after:                                            ; preds = %after.loopexit, %entry
  %t0 = icmp eq i32 %tid, 0
  br i1 %t0, label %write, label %done

write:                                            ; preds = %after
  %r = load i32, ptr addrspace(3) @sdata, align 4, !nvtv.id !8
  %ctaid64 = zext i32 %ctaid to i64
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ctaid64
  store i32 %r, ptr addrspace(1) %pout, align 4, !nvtv.id !9
  br label %done

done:                                             ; preds = %write, %after
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @smem_reduce, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!8 = !{i64 8}
!9 = !{i64 9}
;--- red.tgt.ll
; ModuleID = 'corpus/smem_reduce.ll'
source_filename = "corpus/smem_reduce.ll"
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = internal addrspace(3) global [1024 x i32] undef, align 4

define void @smem_reduce(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %gid = add i32 %cm, %tid
  %gid64 = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid64
  %v = load i32, ptr addrspace(1) %pin, align 4, !nvtv.id !2
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %ps, align 4, !nvtv.id !3
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  %s0 = lshr i32 %ntid, 1
  %g = icmp ne i32 %s0, 0
  br i1 %g, label %loop.ph, label %after

loop.ph:                                          ; preds = %entry
  %a = load i32, ptr addrspace(3) %ps, align 4, !nvtv.id !5
  br label %loop

loop:                                             ; preds = %latch, %loop.ph
  %s = phi i32 [ %s0, %loop.ph ], [ %s.next, %latch ]
  %act = icmp ult i32 %tid, %s
  br i1 %act, label %if.then, label %latch

if.then:                                          ; preds = %loop
  %o = add i32 %tid, %s
  %po = getelementptr inbounds [1024 x i32], ptr addrspace(3) @sdata, i32 0, i32 %o
  %b = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !6
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(3) %ps, align 4, !nvtv.id !7
  br label %latch

latch:                                            ; preds = %if.then, %loop
  call void @llvm.nvvm.barrier0(), !nvtv.id !8
  %s.next = lshr i32 %s, 1
  %c = icmp ugt i32 %s, 1
  br i1 %c, label %loop, label %after.loopexit

after.loopexit:                                   ; preds = %latch
  br label %after

after:                                            ; preds = %after.loopexit, %entry
  %t0 = icmp eq i32 %tid, 0
  br i1 %t0, label %write, label %done

write:                                            ; preds = %after
  %r = load i32, ptr addrspace(3) @sdata, align 4, !nvtv.id !9
  %ctaid64 = zext i32 %ctaid to i64
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ctaid64
  store i32 %r, ptr addrspace(1) %pout, align 4, !nvtv.id !10
  br label %done

done:                                             ; preds = %write, %after
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!nvtv.mutation = !{!1}

!0 = !{ptr @smem_reduce, !"kernel", i32 1}
!1 = !{!"hoist", !"load-shared-out-of-synced-loop", !"load #5 (addrspace 3) hoisted out of its loop (which has a sync) to the preheader"}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 3}
!5 = !{i64 5}
!6 = !{i64 4}
!7 = !{i64 6}
!8 = !{i64 7}
!9 = !{i64 8}
!10 = !{i64 9}
;--- flag.src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@flag = internal addrspace(3) global i32 undef, align 4

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %tid, 0
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  br i1 %z, label %set, label %wait

set:
  store i32 %i, ptr addrspace(3) @flag, align 4, !nvtv.id !1
  br label %wait

wait:
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %f = load i32, ptr addrspace(3) @flag, align 4, !nvtv.id !3
  %acc.next = add i32 %acc, %f
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %t64 = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %acc.next, ptr addrspace(1) %p, align 4, !nvtv.id !5
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
;--- flag.tgt.ll
; ModuleID = 'src.ll'
source_filename = "src.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@flag = internal addrspace(3) global i32 undef, align 4

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %tid, 0
  %f = load i32, ptr addrspace(3) @flag, align 4, !nvtv.id !1
  br label %loop

loop:                                             ; preds = %latch, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  br i1 %z, label %set, label %wait

set:                                              ; preds = %loop
  store i32 %i, ptr addrspace(3) @flag, align 4, !nvtv.id !2
  br label %wait

wait:                                             ; preds = %set, %loop
  call void @llvm.nvvm.barrier0(), !nvtv.id !3
  %acc.next = add i32 %acc, %f
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  br label %latch

latch:                                            ; preds = %wait
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:                                             ; preds = %latch
  %t64 = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %acc.next, ptr addrspace(1) %p, align 4, !nvtv.id !5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvtv.mutation = !{!0}

!0 = !{!"hoist", !"load-shared-out-of-synced-loop", !"load #3 (addrspace 3) hoisted out of its loop (which has a sync) to the preheader"}
!1 = !{i64 3}
!2 = !{i64 1}
!3 = !{i64 2}
!4 = !{i64 4}
!5 = !{i64 5}
