; A local device function kept out of line (as at -O0: noinline) whose constant argument
; IPSCCP and dead-argument elimination removed under default<O3>: atomicAnd(p, 0) became
; atomicrmw xchg p, 0 in a one-parameter body.  Checked alone, tgt's body is wrong for
; other arguments; it is right for its callers', which a function-by-function check does
; not see: unsupported, never a counterexample (jacobi_convergence_vote.cu at -O0 gave
; "access-changed: atomicrmw operation changed").
; RUN: sh -c 'nvtv check %s -llvm-passes="default<O3>" > %t; test $? -eq 3'
; RUN: FileCheck %s < %t
; CHECK: unsupported: unsupported in @and_v
; CHECK-NEXT: reason: an interprocedural pass changed the signature of @and_v (its parameters or return type)
; CHECK-NOT: counterexample:
; CHECK: @and_v: 0 proved, 0 bounded, 0 unknown, 0 counterexamples, 1 unsupported
; CHECK: 0 counterexamples
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define internal i32 @and_v(ptr %p, i32 %v) noinline {
  %r = atomicrmw and ptr %p, i32 %v seq_cst, align 4
  ret i32 %r
}
define void @k(ptr addrspace(1) %flag) {
  %g = addrspacecast ptr addrspace(1) %flag to ptr
  %r = call i32 @and_v(ptr %g, i32 0)
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
