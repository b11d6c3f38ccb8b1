; Correspondence rule: widened loads.  The load-store vectorizer turns four i32 loads into one
; `load <4 x i32>` whose lanes are taken out by extractelement; LLVM drops the !nvtv.id.  Lane
; j is a load at the vector's address + 4j; each src load is paired with the lane a probe
; proves at its address, and what extractelement of lane j reads is what the src load at the
; lane's address reads.  corpus/known-bad/widened_load_one_element_off is the same load one
; element further (a counterexample at the store, confirmed by execution).
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/good.ll | FileCheck %s --check-prefix=GOOD
; GOOD:      @k: 5 proved, 0 bounded, 0 unknown, 0 counterexamples
; GOOD:      rules: proved 1 one-to-one, 0 merged, 0 deleted-load, 4 widened
; RUN: not nvtv verify %t/src.ll %t/off.ll | FileCheck %s --check-prefix=OFF
; OFF:       unsupported: tags-lost in @k at #1
; OFF:       counterexample: value-mismatch in @k at #5
; OFF:         tgt:        ((load#2() + load#3()) + (load#4() + untagged.load.{{[0-9]+}}()))
; OFF:         confirmed:  yes, by execution
; OFF:         reason:     tgt's widened load (tgt line {{[0-9]+}}) reads lanes that no src load was paired with
; OFF:       @k: 3 proved, 0 bounded, 0 unknown, 1 counterexample, 2 unsupported

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %a, i64 %i
  %x0 = load i32, ptr addrspace(1) %p0, align 16, !nvtv.id !1
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %x1 = load i32, ptr addrspace(1) %p1, align 4, !nvtv.id !2
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 2
  %x2 = load i32, ptr addrspace(1) %p2, align 8, !nvtv.id !3
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 3
  %x3 = load i32, ptr addrspace(1) %p3, align 4, !nvtv.id !4
  %s01 = add i32 %x0, %x1
  %s23 = add i32 %x2, %x3
  %s = add i32 %s01, %s23
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !5
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
;--- good.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %a, i64 %i
  %v = load <4 x i32>, ptr addrspace(1) %p0, align 16
  %x0 = extractelement <4 x i32> %v, i64 0
  %x1 = extractelement <4 x i32> %v, i64 1
  %x2 = extractelement <4 x i32> %v, i64 2
  %x3 = extractelement <4 x i32> %v, i64 3
  %s01 = add i32 %x0, %x1
  %s23 = add i32 %x2, %x3
  %s = add i32 %s01, %s23
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !5
  ret void
}
!5 = !{i64 5}
;--- off.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %a, i64 %i
  %pv = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %v = load <4 x i32>, ptr addrspace(1) %pv, align 4
  %x0 = extractelement <4 x i32> %v, i64 0
  %x1 = extractelement <4 x i32> %v, i64 1
  %x2 = extractelement <4 x i32> %v, i64 2
  %x3 = extractelement <4 x i32> %v, i64 3
  %s01 = add i32 %x0, %x1
  %s23 = add i32 %x2, %x3
  %s = add i32 %s01, %s23
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !5
  ret void
}
!5 = !{i64 5}
