; A tagged nvvm.exit's executions are recorded as a sync's are.  A pass changed the exit
; test of `if (tid >= n) exit` to `tid > n`: thread 0 with n = 0 exits in src and runs on in
; tgt.  Before, execution kept no record of an exit and called the model refuted (unknown).
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv tag %t/src.ll -o %t/tsrc.ll
; RUN: nvtv tag %t/tgt.ll -o %t/ttgt.ll
; RUN: not nvtv verify %t/tsrc.ll %t/ttgt.ll | FileCheck %s
; CHECK:      counterexample: reach-lost in @k at #1
; CHECK-NEXT:   access:     llvm.nvvm.exit
; CHECK:        confirmed:  yes, by execution: access: thread (0,0,0) runs #1 1 time in src, 0 in tgt; src's execution 1: the exit; tgt: never gets there
; CHECK:      @k: 0 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.exit()
define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp uge i32 %t, %n
  br i1 %c, label %quit, label %work
quit:
  call void @llvm.nvvm.exit()
  br label %work
work:
  ret void
}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.exit()
define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ugt i32 %t, %n
  br i1 %c, label %quit, label %work
quit:
  call void @llvm.nvvm.exit()
  br label %work
work:
  ret void
}
