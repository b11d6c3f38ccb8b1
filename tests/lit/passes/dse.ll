; Dead Sync Elimination on seed 004's example.  @literal is the seed's kernel as written
; (uniform %i): every thread reads s[i] above the barrier and writes it below, so the barrier
; stays (DESIGN.md item 1: the seed's own example is wrong, its predicate is right).  @tid is
; the same with %i = tid.x: each thread has its own element, and the barrier goes.
; -print-dead-sync-elim prints the seed's "Removed dead synch: " with the four maps, and why a
; kept barrier stays.
; RUN: nvtv opt %s -passes=dse -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv check %s -passes=dse | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=dse -print-dead-sync-elim -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: nvtv opt %s -passes=dse -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHORT
; The seed's pseudo-code as written deletes both.
; RUN: nvtv opt %s -passes=dse -dse-criterion=pseudo-code | FileCheck %s --check-prefix=ALL

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @literal(ptr addrspace(3) %s, i32 %i) {
entry:
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(3) %p, align 4
  ret void
}

define void @tid(ptr addrspace(3) %s) {
entry:
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(3) %p, align 4
  ret void
}

; CHECK-LABEL: define void @literal(
; CHECK:         %v = load i32, ptr addrspace(3) %p, align 4
; CHECK-NEXT:    call void @llvm.nvvm.barrier0()
; CHECK-LABEL: define void @tid(
; CHECK:         %v = load i32, ptr addrspace(3) %p, align 4
; CHECK-NEXT:    %w = add i32 %v, 1
; CHECK-NEXT:    store i32 %w, ptr addrspace(3) %p, align 4

; VERIFY: @literal: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; VERIFY: @tid: 3 proved, 0 bounded, 0 unknown, 0 counterexamples

; REMARK:      dse: Kept synch: llvm.nvvm.barrier0 in %entry of @literal: read (%s + 4*sext64(%i) + window(as3)) above and write (%s + 4*sext64(%i) + window(as3)) below may conflict across threads
; REMARK-NEXT: dse: @tid: removed llvm.nvvm.barrier0 in %entry
; REMARK-NEXT: dse: Removed dead synch: llvm.nvvm.barrier0 in %entry of @tid
; REMARK-NEXT: dse:   Read above:  {(%s + 4*sext64(tid.x) + window(as3))}
; REMARK-NEXT: dse:   Write above: {}
; REMARK-NEXT: dse:   Read below:  {}
; REMARK-NEXT: dse:   Write below: {(%s + 4*sext64(tid.x) + window(as3))}

; SHORT-NOT:  Kept
; SHORT:      dse: @tid: removed llvm.nvvm.barrier0 in %entry
; SHORT-NOT:  Removed dead synch

; ALL-NOT: call void @llvm.nvvm.barrier0()

declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
