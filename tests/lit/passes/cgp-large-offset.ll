; cgp-split-large-offset-gep: constant offsets beyond PTX's signed 32-bit immediate cannot
; fold into [reg+imm]; accesses sharing such a base get one base at the large offset and
; small offsets from it.
; RUN: nvtv opt %s -passes=cgp -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=cgp -cgp-split-large-offset-gep=0 | FileCheck %s --check-prefix=OFF

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @far(ptr addrspace(1) %base, i64 %i) {
entry:
  %row = getelementptr inbounds float, ptr addrspace(1) %base, i64 %i
  %p0 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 8589934592
  store float 0.0, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 8589934596
  store float 1.0, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 8589934624
  store float 2.0, ptr addrspace(1) %p2, align 4
  ret void
}

; CHECK-LABEL: define void @far(
; CHECK:         %p0 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 8589934592
; CHECK-NEXT:    store float 0.000000e+00, ptr addrspace(1) %p0
; CHECK-NEXT:    %[[A:[a-z_0-9]+]] = getelementptr i8, ptr addrspace(1) %p0, i64 4
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(1) %[[A]]
; CHECK-NEXT:    %[[B:[a-z_0-9]+]] = getelementptr i8, ptr addrspace(1) %p0, i64 32
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(1) %[[B]]

; OFF: %p1 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 8589934596
; OFF: %p2 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 8589934624

; VERIFY: @far: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
