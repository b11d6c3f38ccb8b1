; The reference pipeline on a small kernel: tag, transform, verify by hand -- the steps
; `nvtv check` takes.  The tags survive the pipeline and both accesses are proved.
; RUN: nvtv tag %s -o %t.src.ll
; RUN: nvtv opt %t.src.ll -llvm-passes='%pipe' -o %t.tgt.ll
; RUN: FileCheck %s < %t.tgt.ll
; RUN: nvtv verify %t.src.ll %t.tgt.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv check %s -llvm-passes='%pipe' | FileCheck %s --check-prefix=CHECKCMD

; CHECK-LABEL: define void @k(
; CHECK:         %off = shl nsw i64 %x, 2
; CHECK:         load float, ptr addrspace(1) %p, align 4, !nvtv.id ![[LOAD:[0-9]+]]
; separate-const-offset-from-gep splits the +1 of the store's index into a constant GEP
; CHECK:         [[BASE:%[0-9a-z.]+]] = getelementptr float, ptr addrspace(1) %a, i64 %x
; CHECK-NEXT:    [[Q:%[0-9a-z.]+]] = getelementptr i8, ptr addrspace(1) [[BASE]], i64 4
; CHECK-NEXT:    store float %v, ptr addrspace(1) [[Q]], align 4, !nvtv.id ![[STORE:[0-9]+]]
; CHECK-DAG:   ![[LOAD]] = !{i64 1}
; CHECK-DAG:   ![[STORE]] = !{i64 2}

; VERIFY-NOT:  counterexample
; VERIFY:      @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; VERIFY-NEXT: total: 2 proved, 0 bounded, 0 unknown, 0 counterexamples

; CHECKCMD:      reference-pipeline.ll @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; CHECKCMD-NEXT: total: 1 files, 1 kernels: 2 proved, 0 bounded, 0 unknown, 0 counterexamples

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %t, %n
  %x = sext i32 %i to i64
  %off = mul i64 %x, 4
  %p = getelementptr i8, ptr addrspace(1) %a, i64 %off
  %v = load float, ptr addrspace(1) %p, align 4
  %i1 = add nsw i32 %i, 1
  %x1 = sext i32 %i1 to i64
  %q = getelementptr float, ptr addrspace(1) %a, i64 %x1
  store float %v, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
