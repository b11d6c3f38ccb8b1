; Common Base Elimination's pointer-to-global grouping (seed 001, Phase 4): two local
; pointers into @g, reached through different GEP chains, share the anchor's base.  The
; member in the branch becomes anchor + 4.  With `tid2 = tid + shift` (the corpus kernel
; cbe_two_ptrs_global) the distance is not a constant, and nothing changes.
; RUN: nvtv opt %s -passes=cbe -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global [1024 x float] zeroinitializer, align 4

define void @two_ptrs(i1 %c) {
entry:
  %tid32 = call range(i32 0, 1023) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid = zext nneg i32 %tid32 to i64
  %p = getelementptr inbounds [1024 x float], ptr addrspace(1) @g, i64 0, i64 %tid
  %v = load float, ptr addrspace(1) %p, align 4
  br i1 %c, label %then, label %end

then:
  %row = getelementptr inbounds [1024 x float], ptr addrspace(1) @g, i64 0, i64 1
  %q = getelementptr inbounds float, ptr addrspace(1) %row, i64 %tid
  store float %v, ptr addrspace(1) %q, align 4
  br label %end

end:
  store float 0.0, ptr addrspace(1) %p, align 4
  ret void
}

; CHECK-LABEL: define void @two_ptrs(
; CHECK:         %p = getelementptr inbounds [1024 x float], ptr addrspace(1) @g, i64 0, i64 %tid
; CHECK-NEXT:    %v = load float, ptr addrspace(1) %p, align 4
; CHECK:       then:
; CHECK-NEXT:    %[[Q:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %p, i64 4
; CHECK-NEXT:    store float %v, ptr addrspace(1) %[[Q]], align 4
; CHECK:       end:
; CHECK-NEXT:    store float 0.000000e+00, ptr addrspace(1) %p, align 4

; VERIFY: @two_ptrs: 3 proved, 0 bounded, 0 unknown, 0 counterexamples

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
