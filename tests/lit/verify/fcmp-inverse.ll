; Float comparisons: `!(x oge y)` is `x ult y` (LLVM's inverse predicate, exact with NaNs),
; which instcombine writes for clang -O0's `xor (fcmp oge), true`; the builder writes an
; unordered predicate as the negation of the ordered inverse, so the two are one term and
; the store's reach is proved.  `x olt y` is not the same test (a NaN makes it false where
; `!(x oge y)` is true): not proved (the comparison is an uninterpreted operation: unknown).
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/ult.ll | FileCheck %s --check-prefix=ULT
; ULT: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: not nvtv verify %t/src.ll %t/olt.ll | FileCheck %s --check-prefix=OLT
; OLT: unknown: unknown in @k at #2
; OLT: @k: 1 proved, 0 bounded, 1 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, float %lo) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %v = load float, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %ge = fcmp oge float %v, %lo
  %lt = xor i1 %ge, true
  br i1 %lt, label %then, label %done
then:
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i
  store float %lo, ptr addrspace(1) %q, align 4, !nvtv.id !2
  br label %done
done:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
;--- ult.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, float %lo) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %v = load float, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %lt = fcmp ult float %v, %lo
  br i1 %lt, label %then, label %done
then:
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i
  store float %lo, ptr addrspace(1) %q, align 4, !nvtv.id !2
  br label %done
done:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
;--- olt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, float %lo) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %v = load float, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %lt = fcmp olt float %v, %lo
  br i1 %lt, label %then, label %done
then:
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i
  store float %lo, ptr addrspace(1) %q, align 4, !nvtv.id !2
  br label %done
done:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
