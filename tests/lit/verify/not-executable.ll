; A counterexample the interpreter cannot execute stays a counterexample, marked so, with
; why: here the kernel runs inline PTX the interpreter does not model (nanosleep; it runs
; the syncs CUDA writes in asm, not every instruction).  The address
; bug (a[i + 1] for a[i]) does not depend on it.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: not nvtv verify %t/src.ll %t/tgt.ll --json | FileCheck %s --check-prefix=JSON
; CHECK:      counterexample: address-mismatch in @k at #1
; CHECK:        re-evaluated: yes (outside Z3)
; CHECK-NEXT:   confirmed:  no, not executable: src: @k: unsupported: inline asm 'nanosleep.u32 100'
; CHECK:      @k: 0 proved, 0 bounded, 0 unknown, 1 counterexample
; JSON:       "kind":"address-mismatch"{{.*}}"execution":"not-executable","observation":"src: {{.*}}","confirmed":false

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a) {
entry:
  call void asm sideeffect "nanosleep.u32 100;", ""()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a) {
entry:
  call void asm sideeffect "nanosleep.u32 100;", ""()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %x1 = add i64 %x, 1
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x1
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}
