; Odd integer widths in GEP indices and arithmetic (i17, i65, i128): identity is proved.
; RUN: nvtv verify %s %s | FileCheck %s
; CHECK: @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: nvtv check %s -passes=default | FileCheck %s
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%s = type { i32, [4 x i16] }

define void @k(ptr addrspace(1) %p, i65 %i, i17 %j, i128 %q) {
  %a = getelementptr %s, ptr addrspace(1) %p, i65 %i, i32 1, i17 %j
  store i16 1, ptr addrspace(1) %a
  %t = trunc i128 %q to i64
  %b = getelementptr i8, ptr addrspace(1) %p, i64 %t
  %v = load i8, ptr addrspace(1) %b
  %w = zext i8 %v to i65
  %x = add i65 %w, %i
  %c = getelementptr inbounds i32, ptr addrspace(1) %p, i65 %x
  store i32 5, ptr addrspace(1) %c
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
