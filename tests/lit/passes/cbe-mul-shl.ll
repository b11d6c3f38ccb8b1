; Common Base Elimination, seed 004's example: `mul nsw i,4` and `shl nsw i,2` are
; textually different but equal, so the two accesses share one base.  The first GEP is the
; anchor (its load dominates the store) and the store reuses it at delta 0.
; RUN: nvtv opt %s -passes=cbe -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; cbe-enable=0 and cbe-min-uses above the group size leave it alone.
; RUN: nvtv opt %s -passes=cbe -cbe-enable=0 | FileCheck %s --check-prefix=OFF
; RUN: nvtv opt %s -passes=cbe -cbe-min-uses=3 | FileCheck %s --check-prefix=OFF

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, i64 %i) {
entry:
  %t0 = mul nsw i64 %i, 4
  %a0 = getelementptr i8, ptr %p, i64 %t0
  %v0 = load i32, ptr %a0, align 4
  %t1 = shl nsw i64 %i, 2
  %a1 = getelementptr i8, ptr %p, i64 %t1
  store i32 %v0, ptr %a1, align 4
  ret void
}

; CHECK-LABEL: define void @k(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %t0 = mul nsw i64 %i, 4
; CHECK-NEXT:    %a0 = getelementptr i8, ptr %p, i64 %t0
; CHECK-NEXT:    %v0 = load i32, ptr %a0, align 4
; CHECK-NEXT:    store i32 %v0, ptr %a0, align 4
; CHECK-NEXT:    ret void

; OFF: %t1 = shl nsw i64 %i, 2
; OFF: store i32 %v0, ptr %a1, align 4

; VERIFY: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
