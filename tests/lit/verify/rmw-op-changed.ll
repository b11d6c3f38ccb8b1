; An atomicrmw whose operation a pass changed.  instcombine makes `atomicrmw and
; p, 0` an `atomicrmw xchg p, 0` (the same value left in memory, the old one returned);
; `atomicAnd(converged, 0)`, inlined at -O0 into corpus/cuda/jacobi_convergence_vote.cu,
; became that under default<O3> and was reported as a counterexample ("atomicrmw operation
; changed").  An operation change is now checked by what each operation leaves in memory, for
; every old value.  Turning the `and` into `or p, 0` (leaves memory alone) is a
; counterexample, confirmed by execution; an operation without an integer effect here (fadd)
; changed is still access-changed.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/xchg.ll | FileCheck %s --check-prefix=GOOD
; GOOD: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: not nvtv verify %t/src.ll %t/or.ll | FileCheck %s --check-prefix=BAD
; BAD:      counterexample: value-mismatch in @k at #{{[0-9]+}}
; BAD-NEXT:   access:
; BAD-NEXT:   check: both atomicrmw operations leave the same value in memory
; BAD:        confirmed: yes, by execution: {{.*}} src: atomicrmw xchg of 4 bytes at %flag+0x0, operand 0x0; tgt: atomicrmw or of 4 bytes
; RUN: not nvtv verify %t/fsrc.ll %t/fxchg.ll | FileCheck %s --check-prefix=FLOAT
; FLOAT:      counterexample: access-changed in @f at #{{[0-9]+}}
; FLOAT:        change: atomicrmw operation changed

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %old = atomicrmw and ptr addrspace(1) %flag, i32 0 monotonic, align 4
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %old, ptr addrspace(1) %p, align 4
  ret void
}
;--- xchg.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %old = atomicrmw xchg ptr addrspace(1) %flag, i32 0 monotonic, align 4
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %old, ptr addrspace(1) %p, align 4
  ret void
}
;--- or.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %old = atomicrmw or ptr addrspace(1) %flag, i32 0 monotonic, align 4
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %old, ptr addrspace(1) %p, align 4
  ret void
}
;--- fsrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(1) %acc) {
  %old = atomicrmw fadd ptr addrspace(1) %acc, float 0.0 monotonic, align 4
  ret void
}
;--- fxchg.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(1) %acc) {
  %old = atomicrmw xchg ptr addrspace(1) %acc, float 0.0 monotonic, align 4
  ret void
}
