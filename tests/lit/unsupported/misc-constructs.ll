; Vectors, i128, addrspace(4) constants, addrspace(5) allocas, a varargs call and an
; unreachable block: identity is proved for every access; the interpreter names the type it
; does not support (an i128 argument) instead of guessing.
; RUN: nvtv verify %s %s | FileCheck %s
; CHECK: @k: 7 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: nvtv check %s -passes=default | FileCheck %s
; RUN: not nvtv run %s 2>&1 | FileCheck %s --check-prefix=EXEC
; EXEC: nvtv: run: {{.*}}misc-constructs.ll: @k: argument %w has a type the interpreter does not support
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@c = internal addrspace(4) global [16 x i32] zeroinitializer, align 4
declare i32 @vf(i32, ...)
define void @k(ptr addrspace(1) %p, i32 %i, i128 %w) {
entry:
  %loc = alloca [8 x i32], align 4, addrspace(5)
  %a = getelementptr inbounds <4 x float>, ptr addrspace(1) %p, i32 %i
  %v = load <4 x float>, ptr addrspace(1) %a
  %b = getelementptr inbounds <4 x float>, ptr addrspace(1) %p, i32 1
  store <4 x float> %v, ptr addrspace(1) %b
  %c = getelementptr inbounds [16 x i32], ptr addrspace(4) @c, i32 0, i32 %i
  %cv = load i32, ptr addrspace(4) %c
  %l = getelementptr inbounds [8 x i32], ptr addrspace(5) %loc, i32 0, i32 %cv
  store i32 %i, ptr addrspace(5) %l
  %lv = load i32, ptr addrspace(5) %l
  %q = getelementptr inbounds i128, ptr addrspace(1) %p, i32 %lv
  store i128 %w, ptr addrspace(1) %q
  %r = call i32 (i32, ...) @vf(i32 1, i32 %i)
  %s = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %r
  store i32 0, ptr addrspace(1) %s
  ret void
dead:
  %d = getelementptr inbounds i32, ptr addrspace(1) %p, i32 99
  store i32 5, ptr addrspace(1) %d
  br label %dead
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
