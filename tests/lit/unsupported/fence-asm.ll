; A plain fence, a fence with a sync scope, inline asm (a value and a side effect) and an
; atomic after them: identity proves what does not depend on the asm's value and says
; "unsupported: inline asm" for what does; nothing crashes (a fence compared with a call
; once dereferenced a callee that is not there).  The interpreter runs the asm barrier
; ("bar.sync 0;") and stops at the asm load, naming it.
; RUN: sh -c 'nvtv verify %s %s > %t.out; test $? -eq 3'
; RUN: FileCheck %s --input-file=%t.out
; CHECK: depends on a value nvtv does not model (inline asm)
; CHECK: @k: 4 proved, 0 bounded, 0 unknown, 0 counterexamples, 2 unsupported
; RUN: sh -c 'nvtv check %s -passes=default > %t.check; test $? -eq 3'
; RUN: FileCheck %s --check-prefix=PASSES --input-file=%t.check
; PASSES: @k: 4 proved, 0 bounded, 0 unknown, 0 counterexamples, 2 unsupported
; RUN: not nvtv run %s 2>&1 | FileCheck %s --check-prefix=EXEC
; EXEC: nvtv: run: {{.*}}fence-asm.ll: @k: unsupported: inline asm
; RUN: not nvtv diff %s %s 2>&1 | FileCheck %s --check-prefix=DIFF
; DIFF: nvtv: diff: {{.*}}fence-asm.ll: @k: unsupported: inline asm 'ld.shared.u32 $0, [$1]'{{$}}
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@sm = internal addrspace(3) global [64 x i32] undef, align 4

define void @k(ptr addrspace(1) %p, i32 %i) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = getelementptr inbounds [64 x i32], ptr addrspace(3) @sm, i32 0, i32 %t
  store i32 %i, ptr addrspace(3) %a
  fence seq_cst
  call void asm sideeffect "bar.sync 0;", "~{memory}"()
  %x = call i32 asm "ld.shared.u32 $0, [$1];", "=r,r"(ptr addrspace(3) %a)
  %n = xor i32 %t, 1
  %b = getelementptr inbounds [64 x i32], ptr addrspace(3) @sm, i32 0, i32 %n
  %y = load i32, ptr addrspace(3) %b
  %s = add i32 %x, %y
  %g = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %s
  store i32 %s, ptr addrspace(1) %g
  fence syncscope("block") acq_rel
  %z = atomicrmw add ptr addrspace(1) %g, i32 1 monotonic
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
