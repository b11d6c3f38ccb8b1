; Verifier message: added-barrier.  A barrier tgt added (a copy of one below itself, or one
; with a tag src lacks) must be reached by every thread of the CTA alike: a copy in a branch
; arm that depends on tid.x, or in a loop whose trip count does, deadlocks the block (CUDA:
; undefined).  A copy every thread reaches, an added fence and a barrier in a loop with a
; uniform trip count only order more: proved, and the accesses after them did not move.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/divergent.ll | FileCheck %s --check-prefix=DIV
; DIV:      counterexample: added-barrier in @k at #2
; DIV-NEXT:   access:     llvm.nvvm.barrier0 (src line 12, tgt line 12)
; DIV-NEXT:   check:      a barrier tgt added is reached by every thread of the CTA alike
; DIV-NEXT:   added:      at tgt line 16
; DIV:        confirmed:  yes, by execution: {{.*}}tgt has deadlock
; DIV:      @k: 4 proved, 0 bounded, 0 unknown, 1 counterexample{{$}}
; RUN: not nvtv verify %t/src.ll %t/newtag.ll | FileCheck %s --check-prefix=NEW
; NEW:      counterexample: added-barrier in @k at #9
; NEW:        confirmed:  yes, by execution: {{.*}}tgt has deadlock
; RUN: nvtv verify %t/src.ll %t/uniform.ll | FileCheck %s --check-prefix=OK
; RUN: nvtv verify %t/src.ll %t/fence.ll | FileCheck %s --check-prefix=OK
; OK-NOT:   unknown:
; OK:       @k: 4 proved, 0 bounded, 0 unknown, 0 counterexamples{{$}}
; RUN: not nvtv verify %t/lsrc-t.ll %t/ltgt-t.ll | FileCheck %s --check-prefix=LOOP
; LOOP:     counterexample: added-barrier in @k at #9
; LOOP:       iteration:  k.loop = {{[0-9]+}}, k.loop' = {{[0-9]+}}
; LOOP:       confirmed:  yes, by execution: {{.*}}tgt has deadlock
; RUN: nvtv verify %t/lsrc-n.ll %t/ltgt-n.ll | FileCheck %s --check-prefix=LOOPOK
; LOOPOK:   @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples{{$}}

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [256 x i32] undef, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.cta()
define void @k(ptr addrspace(1) %out) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %ps, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %c = icmp ult i32 %t, 16
  br i1 %c, label %then, label %end
then:
  %o = add nuw nsw i32 %t, 1
  %po = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %o
  %v = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !3
  %x = zext i32 %t to i64
  %pg = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %v, ptr addrspace(1) %pg, align 4, !nvtv.id !4
  br label %end
end:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- divergent.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [256 x i32] undef, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.cta()
define void @k(ptr addrspace(1) %out) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %ps, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %c = icmp ult i32 %t, 16
  br i1 %c, label %then, label %end
then:
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %o = add nuw nsw i32 %t, 1
  %po = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %o
  %v = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !3
  %x = zext i32 %t to i64
  %pg = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %v, ptr addrspace(1) %pg, align 4, !nvtv.id !4
  br label %end
end:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- uniform.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [256 x i32] undef, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.cta()
define void @k(ptr addrspace(1) %out) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %ps, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %c = icmp ult i32 %t, 16
  br i1 %c, label %then, label %end
then:
  %o = add nuw nsw i32 %t, 1
  %po = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %o
  %v = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !3
  %x = zext i32 %t to i64
  %pg = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %v, ptr addrspace(1) %pg, align 4, !nvtv.id !4
  br label %end
end:
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- fence.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [256 x i32] undef, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.cta()
define void @k(ptr addrspace(1) %out) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %ps, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %c = icmp ult i32 %t, 16
  br i1 %c, label %then, label %end
then:
  call void @llvm.nvvm.membar.cta()
  %o = add nuw nsw i32 %t, 1
  %po = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %o
  %v = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !3
  %x = zext i32 %t to i64
  %pg = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %v, ptr addrspace(1) %pg, align 4, !nvtv.id !4
  br label %end
end:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- newtag.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [256 x i32] undef, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.cta()
define void @k(ptr addrspace(1) %out) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %ps, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %c = icmp ult i32 %t, 16
  br i1 %c, label %then, label %end
then:
  call void @llvm.nvvm.barrier0(), !nvtv.id !9
  %o = add nuw nsw i32 %t, 1
  %po = getelementptr [256 x i32], ptr addrspace(3) @s, i32 0, i32 %o
  %v = load i32, ptr addrspace(3) %po, align 4, !nvtv.id !3
  %x = zext i32 %t to i64
  %pg = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %v, ptr addrspace(1) %pg, align 4, !nvtv.id !4
  br label %end
end:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!9 = !{i64 9}

;--- lsrc-t.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %out, i32 %n) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pg = getelementptr i32, ptr addrspace(1) %out, i64 %x
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  store i32 %i, ptr addrspace(1) %pg, align 4, !nvtv.id !1
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, %t
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!9 = !{i64 9}

;--- ltgt-t.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %out, i32 %n) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pg = getelementptr i32, ptr addrspace(1) %out, i64 %x
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  store i32 %i, ptr addrspace(1) %pg, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !9
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, %t
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!9 = !{i64 9}

;--- lsrc-n.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %out, i32 %n) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pg = getelementptr i32, ptr addrspace(1) %out, i64 %x
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  store i32 %i, ptr addrspace(1) %pg, align 4, !nvtv.id !1
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!9 = !{i64 9}

;--- ltgt-n.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %out, i32 %n) "nvvm.maxntid"="256" {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pg = getelementptr i32, ptr addrspace(1) %out, i64 %x
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  store i32 %i, ptr addrspace(1) %pg, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !9
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!9 = !{i64 9}
