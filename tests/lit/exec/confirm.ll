; nvtv diff --confirm: verify src against tgt, which replays each counterexample
; concretely with its inputs, thread ids and iteration, and show what execution saw.  An
; address bug is seen as different bytes accessed by the model's thread; a removed barrier as a schedule (the two threads of the
; finding first, t' before t) whose final memory src never produces.  Exit status 1: a
; counterexample was confirmed by execution.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv diff %t/src.ll %t/tgt.ll --confirm | FileCheck %s
; RUN: not nvtv diff %t/src.ll %t/tgt.ll --confirm --json | FileCheck %s --check-prefix=JSON
; RUN: not nvtv diff %t/bar.ll %t/nobar.ll --confirm | FileCheck %s --check-prefix=BAR
; CHECK:      counterexample: address-mismatch in @k at #1
; CHECK-NEXT:   access:     store float addrspace(1) (src line 11, tgt line 13)
; CHECK:        inputs:     {{.*}}%n = {{[0-9]+}}
; CHECK:        thread:     tid.x = 0, ntid.x = 1
; CHECK-NEXT:   iteration:  k.loop = 1
; CHECK-NEXT:   values:     src = 0x20, tgt = 0x40
; CHECK-NEXT:   re-evaluated: yes (outside Z3)
; CHECK-NEXT:   confirmed:  yes, by execution: access: thread (0,0,0), execution 2 of #1: src: store of 0x3f800000 (4 bytes) at %a+0x20 (k.loop = 1); tgt: store of 0x3f800000 (4 bytes) at %a+0x40 (k.loop = 1)
; CHECK-NEXT: total: 1 counterexample, 1 confirmed by execution, 0 refuted by execution
; JSON:       {"versions":{{{[^}]+}}},"findings":[{"verdict":"counterexample","kind":"address-mismatch",{{.*}},"reevaluated":true,"execution":"confirmed","observation":"access: thread (0,0,0), execution 2 of #1: {{.*}}","confirmed":true}],"counterexamples":1,"confirmed":1,"refuted":0}
; BAR:        counterexample: barrier-race in @k at #2
; BAR:          hazard:     RAW on shared memory
; BAR:          thread:     tid.x = 0, tid.x' = 1, ntid.x = 2
; BAR:          re-evaluated: yes (outside Z3)
; BAR-NEXT:     confirmed:  yes, by execution: memory: schedule adversarial, thread t' = (1,0,0) first, then t = (0,0,0): final memory differs from src's under every schedule: %out+0x4: src 01000000, tgt 00000000 (1 byte differs); tgt has a data race (read-write) on @flag+0x0 between threads (1,0,0) and (0,0,0), no barrier between them
; BAR-NEXT:   total: 1 counterexample, 1 confirmed by execution, 0 refuted by execution

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ %t, %entry ], [ %i1, %loop ]
  %x = zext i32 %i to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %i1 = add nuw i32 %i, 8
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!0 = !{i64 1}

;--- tgt.ll
; the pointer induction variable steps 16 elements instead of 8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x0 = zext i32 %t to i64
  %p0 = getelementptr float, ptr addrspace(1) %a, i64 %x0
  br label %loop
loop:
  %i = phi i32 [ %t, %entry ], [ %i1, %loop ]
  %p = phi ptr addrspace(1) [ %p0, %entry ], [ %pn, %loop ]
  store float 1.0, ptr addrspace(1) %p, align 4, !nvtv.id !0
  %pn = getelementptr float, ptr addrspace(1) %p, i64 16
  %i1 = add nuw i32 %i, 8
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!0 = !{i64 1}

;--- bar.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@flag = internal addrspace(3) global i32 0, align 4
define void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %set, label %sync
set:
  store i32 1, ptr addrspace(3) @flag, align 4, !nvtv.id !1
  br label %sync
sync:
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %f = load i32, ptr addrspace(3) @flag, align 4, !nvtv.id !3
  %t64 = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %f, ptr addrspace(1) %p, align 4, !nvtv.id !4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- nobar.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@flag = internal addrspace(3) global i32 0, align 4
define void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %set, label %sync
set:
  store i32 1, ptr addrspace(3) @flag, align 4, !nvtv.id !1
  br label %sync
sync:
  %f = load i32, ptr addrspace(3) @flag, align 4, !nvtv.id !3
  %t64 = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %f, ptr addrspace(1) %p, align 4, !nvtv.id !4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!1 = !{i64 1}
!3 = !{i64 3}
!4 = !{i64 4}
