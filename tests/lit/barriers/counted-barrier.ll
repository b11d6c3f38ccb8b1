; A counted barrier (barrier.sync.cnt(id, count)) is checked as the CTA's barrier: the
; counterexample's count is the CTA's thread count.  Before, the model was free to pick
; %n = 0, which is undefined in src, and execution refuted it (the counterexample became
; unknown).  Found by nvtv fuzz (-dse-criterion=four-map), whose reducer had turned the count
; ntid.x into the argument %n.  Here the removal is a real race, confirmed by execution.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv tag %t/src.ll -o %t/tsrc.ll
; RUN: grep -v 'call void @llvm.nvvm.barrier.sync.cnt' %t/tsrc.ll > %t/tgt.ll
; RUN: not nvtv verify %t/tsrc.ll %t/tgt.ll | FileCheck %s
; CHECK: counterexample: barrier-race in @k at #2
; CHECK: hazard: WAR on shared memory
; CHECK: inputs: %n = [[N:[0-9]+]]
; CHECK: thread: {{.*}}ntid.x = [[N]], ntid.y = 1, ntid.z = 1
; CHECK: confirmed: yes, by execution

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [1024 x i32] undef, align 4

define void @k(i32 %n) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = getelementptr [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %tx
  %v = load i32, ptr addrspace(3) %a, align 4
  call void @llvm.nvvm.barrier.sync.cnt(i32 0, i32 %n)
  %t1 = add i32 %tx, 1
  %t2 = and i32 %t1, 1023
  %b = getelementptr [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t2
  store i32 %v, ptr addrspace(3) %b, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
