; Irreducible control flow (two blocks that branch into each other, each entered from the
; entry) is unsupported, named, in the verifier and in the interpreter's output; our passes
; leave the function alone instead of crashing.
; RUN: sh -c 'nvtv verify %s %s > %t.out; test $? -eq 3'
; RUN: FileCheck %s --input-file=%t.out
; CHECK: reason:     irreducible control flow
; CHECK: @k: 0 proved, 0 bounded, 0 unknown, 0 counterexamples, 2 unsupported
; RUN: sh -c 'nvtv check %s -passes=default > %t.check 2>&1; test $? -eq 3'
; RUN: FileCheck %s --check-prefix=PASSES --input-file=%t.check
; PASSES-NOT: crashed
; PASSES: irreducible control flow
; RUN: nvtv run %s --args n=5,c=1 | FileCheck %s --check-prefix=EXEC
; EXEC: %p: 4096 bytes of global memory
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p, i32 %n, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %i = phi i32 [ 0, %entry ], [ %j1, %b ]
  %i1 = add i32 %i, 1
  %pa = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i1
  store i32 1, ptr addrspace(1) %pa
  %ca = icmp slt i32 %i1, %n
  br i1 %ca, label %b, label %exit
b:
  %j = phi i32 [ 0, %entry ], [ %i1, %a ]
  %j1 = add i32 %j, 2
  %pb = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %j1
  store i32 2, ptr addrspace(1) %pb
  %cb = icmp slt i32 %j1, %n
  br i1 %cb, label %a, label %exit
exit:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
