; Correspondence rules: deleted-load and merged loads, with forwarding facts.  src loads
; a[t] twice in one block with nothing in between that writes memory or synchronises; tgt
; (GVN) keeps one load.  The deleted load changes no memory, and its value is checked where
; it is used (the store of x + y against tgt's x << 1), with the fact that both loads read
; the same value.  In merged.ll the remaining load lost its tag too: it stands for both.
; In barrier.ll a barrier separates the two loads: another thread's write, ordered by the
; barrier, may change a[t] in between, so no fact, and the store is not proved.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=DEL
; DEL:      @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; DEL:      rules: proved 2 one-to-one, 0 merged, 1 deleted-load
; RUN: nvtv verify -v %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=DELV
; DELV: @k #2 load i32 addrspace(1) (line 11): removed: proved unnecessary
; RUN: nvtv verify %t/src.ll %t/merged.ll | FileCheck %s --check-prefix=MERGED
; MERGED:      @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; MERGED:      rules: proved 1 one-to-one, 2 merged, 0 deleted-load
; RUN: not nvtv verify %t/bsrc.ll %t/btgt.ll | FileCheck %s --check-prefix=BARRIER
; BARRIER:      unknown: unknown in @k at #3
; BARRIER:        check: the stored values are equal
; BARRIER:      @k: 3 proved, 0 bounded, 1 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %y = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !2
  %s = add i32 %x, %y
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %s = shl i32 %x, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!3 = !{i64 3}
;--- merged.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %s = shl i32 %x, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!3 = !{i64 3}
;--- bsrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  %y = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !2
  %s = add i32 %x, %y
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
;--- btgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  %s = shl i32 %x, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!3 = !{i64 3}
!4 = !{i64 4}
