; Verifier message: barrier-race across iterations.  A barrier at the end of a loop body orders
; thread t's accesses of iteration k before thread t''s of iteration k + 1.  In @tree (the tree
; reduction) no two threads conflict within one iteration: the race is the store of iteration k
; against the other thread's load of iteration k + 1.  In @own each thread only ever touches its
; own element: the barrier is unnecessary.  In @racy src already races within an iteration (every
; thread writes s[0]): the removal adds cross-iteration pairs, but execution cannot tell them from
; src's own race, so the verdict is unknown, printed once -- never proved, never a counterexample.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: not nvtv verify %t/src.ll %t/tgt.ll -v | FileCheck %s --check-prefix=VERBOSE
; CHECK:      counterexample: barrier-race in @tree at #5
; CHECK:        hazard: {{RAW|WAR}} on shared memory
; CHECK:        iteration: k.loop = {{[0-9]+}}, k.loop' = {{[0-9]+}}
; CHECK:        confirmed: yes, by execution:
; CHECK:      unknown: unknown in @racy at #13
; CHECK:        reason: a barrier-race counterexample that execution refutes (memory: src {{.*}}racy: data race
; CHECK-NOT:  unknown: unknown in @racy
; CHECK:      @own: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; CHECK:      approximations: barriers: every thread runs the same barrier instances (CUDA's rule); two threads' accesses are ordered exactly when a barrier instance lies between them, compared iteration by iteration
; VERBOSE:    @tree #5 llvm.nvvm.barrier0 (line {{[0-9]+}}): removed: counterexample
; VERBOSE:    @own #9 llvm.nvvm.barrier0 (line {{[0-9]+}}): removed: proved unnecessary
; VERBOSE:    @racy #13 llvm.nvvm.barrier0 (line {{[0-9]+}}): removed: unknown

;--- src.ll
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [1024 x i32] undef, align 4
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @tree() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %pt = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  %s0 = lshr i32 %ntid, 1
  %g = icmp ne i32 %s0, 0
  br i1 %g, label %loop, label %done
loop:
  %st = phi i32 [ %s0, %entry ], [ %sn, %latch ]
  %act = icmp ult i32 %tid, %st
  br i1 %act, label %then, label %latch
then:
  %o = add i32 %tid, %st
  %po = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %o
  %b = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !1
  %a = load i32, ptr addrspace(3) %pt, align 4, !nvtv.id !2
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(3) %pt, align 4, !nvtv.id !3
  br label %latch
latch:
  call void @llvm.nvvm.barrier0(), !nvtv.id !5
  %sn = lshr i32 %st, 1
  %c = icmp ugt i32 %st, 1
  br i1 %c, label %loop, label %done
done:
  ret void
}

define void @own(i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pt = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %done
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %a = load i32, ptr addrspace(3) %pt, align 4, !nvtv.id !6
  %a1 = add i32 %a, %k
  store i32 %a1, ptr addrspace(3) %pt, align 4, !nvtv.id !7
  call void @llvm.nvvm.barrier0(), !nvtv.id !9
  %k1 = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

define void @racy(i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %done
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %a = load i32, ptr addrspace(3) @s, align 4, !nvtv.id !10
  %a1 = add i32 %a, 1
  store i32 %a1, ptr addrspace(3) @s, align 4, !nvtv.id !11
  call void @llvm.nvvm.barrier0(), !nvtv.id !13
  %k1 = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!9 = !{i64 9}
!10 = !{i64 10}
!11 = !{i64 11}
!13 = !{i64 13}

;--- tgt.ll
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [1024 x i32] undef, align 4
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @tree() {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %pt = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  %s0 = lshr i32 %ntid, 1
  %g = icmp ne i32 %s0, 0
  br i1 %g, label %loop, label %done
loop:
  %st = phi i32 [ %s0, %entry ], [ %sn, %latch ]
  %act = icmp ult i32 %tid, %st
  br i1 %act, label %then, label %latch
then:
  %o = add i32 %tid, %st
  %po = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %o
  %b = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !1
  %a = load i32, ptr addrspace(3) %pt, align 4, !nvtv.id !2
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(3) %pt, align 4, !nvtv.id !3
  br label %latch
latch:
  %sn = lshr i32 %st, 1
  %c = icmp ugt i32 %st, 1
  br i1 %c, label %loop, label %done
done:
  ret void
}

define void @own(i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pt = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %tid
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %done
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %a = load i32, ptr addrspace(3) %pt, align 4, !nvtv.id !6
  %a1 = add i32 %a, %k
  store i32 %a1, ptr addrspace(3) %pt, align 4, !nvtv.id !7
  %k1 = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

define void @racy(i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %done
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %a = load i32, ptr addrspace(3) @s, align 4, !nvtv.id !10
  %a1 = add i32 %a, 1
  store i32 %a1, ptr addrspace(3) @s, align 4, !nvtv.id !11
  %k1 = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!9 = !{i64 9}
!10 = !{i64 10}
!11 = !{i64 11}
!13 = !{i64 13}
