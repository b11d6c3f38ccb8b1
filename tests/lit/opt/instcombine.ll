; nvtv opt runs a stock LLVM pipeline (NVPTX target machine, in a child process) and
; prints the resulting module.
; RUN: nvtv opt %s -llvm-passes='function(instcombine<no-verify-fixpoint>)' | FileCheck %s
; RUN: nvtv opt %s -llvm-passes='function(instcombine<no-verify-fixpoint>)' -o %t.ll
; RUN: FileCheck %s < %t.ll

; CHECK-LABEL: define void @k(
; CHECK:         %x = sext i32 %i to i64
; CHECK-NEXT:    %off = shl nsw i64 %x, 2
; CHECK-NEXT:    %p = getelementptr i8, ptr addrspace(1) %a, i64 %off
; CHECK-NEXT:    %v = load float, ptr addrspace(1) %p, align 4
; CHECK-NOT:     mul
; CHECK:         store float %v, ptr addrspace(1) %q, align 4
; CHECK-NEXT:    ret void
; CHECK-NOT:   !nvtv.id

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
