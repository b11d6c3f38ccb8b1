; cbe-clone-allocas (seed 004, "Dominance and the Alloca + PHI Argument"): an alloca
; outside the entry block is re-created there (baseValue), so that accesses to it in
; different branches can share one base; an alloca in a loop allocates per iteration and
; stays where it is.
; RUN: nvtv opt %s -passes=cbe -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=cbe -cbe-clone-allocas=0 | FileCheck %s --check-prefix=OFF

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scratch(ptr addrspace(1) %out, i32 %i, i1 %c) {
entry:
  br i1 %c, label %fill, label %done

fill:
  %buf = alloca [16 x i32], align 4
  %x = sext i32 %i to i64
  %p0 = getelementptr inbounds [16 x i32], ptr %buf, i64 0, i64 %x
  store i32 1, ptr %p0, align 4
  %x1 = add nsw i64 %x, 1
  %p1 = getelementptr inbounds [16 x i32], ptr %buf, i64 0, i64 %x1
  store i32 2, ptr %p1, align 4
  %v = load i32, ptr %p0, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

; CHECK-LABEL: define void @scratch(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %buf = alloca [16 x i32], align 4
; CHECK:       fill:
; CHECK-NOT:     alloca
; CHECK:         %p0 = getelementptr inbounds [16 x i32], ptr %buf, i64 0, i64 %x
; CHECK-NEXT:    store i32 1, ptr %p0, align 4
; CHECK-NEXT:    %[[P1:scevcgp_[0-9]+]] = getelementptr i8, ptr %p0, i64 4
; CHECK-NEXT:    store i32 2, ptr %[[P1]], align 4
; CHECK-NEXT:    %v = load i32, ptr %p0, align 4

; OFF:       fill:
; OFF-NEXT:    %buf = alloca [16 x i32], align 4

; VERIFY: @scratch: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
