; CodeGenPrepare address sinking, from seed 003's "Transform 1" fragment: %addr is computed
; in entry and used only in the next block, so it moves next to its load as sunkaddr.
; RUN: nvtv opt %s -passes=cgp -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; With addr-sink-using-gep=0 the copy is integer arithmetic and an inttoptr.
; RUN: nvtv opt %s -passes=cgp -addr-sink-using-gep=0 -o %t.int.ll
; RUN: FileCheck %s --check-prefix=INT < %t.int.ll
; RUN: nvtv verify %s %t.int.ll | FileCheck %s --check-prefix=VERIFY

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @sink(ptr addrspace(1) %base, i64 %idx, ptr addrspace(1) %out) {
entry:
  %addr = getelementptr float, ptr addrspace(1) %base, i64 %idx
  br label %loop

loop:
  %val = load float, ptr addrspace(1) %addr, align 4
  store float %val, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define void @sink(
; CHECK:       entry:
; CHECK-NOT:     getelementptr
; CHECK:         br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %sunkaddr0 = getelementptr float, ptr addrspace(1) %base, i64 %idx
; CHECK-NEXT:    %val = load float, ptr addrspace(1) %sunkaddr0, align 4

; INT:       loop:
; INT-NEXT:    %sunkaddr = ptrtoint ptr addrspace(1) %base to i64
; INT-NEXT:    %sunkaddr1 = mul i64 %idx, 4
; INT-NEXT:    %sunkaddr2 = add i64 %sunkaddr, %sunkaddr1
; INT-NEXT:    %sunkaddr0 = inttoptr i64 %sunkaddr2 to ptr addrspace(1)
; INT-NEXT:    %val = load float, ptr addrspace(1) %sunkaddr0, align 4

; A real loop: the copy would run once per iteration instead of once, so nothing moves.
define void @no_sink_into_loop(ptr addrspace(1) %base, i64 %idx, ptr addrspace(1) %out, i32 %n) {
entry:
  %addr = getelementptr float, ptr addrspace(1) %base, i64 %idx
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %val = load float, ptr addrspace(1) %addr, align 4
  store float %val, ptr addrspace(1) %out, align 4
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: define void @no_sink_into_loop(
; CHECK:       entry:
; CHECK-NEXT:    %addr = getelementptr float, ptr addrspace(1) %base, i64 %idx
; CHECK:       loop:
; CHECK-NOT:     sunkaddr
; CHECK:         load float, ptr addrspace(1) %addr

; A constant offset folds into [reg+imm]: the copy is free, so it is made even though the
; original stays for its other use.
define void @free_copy(ptr addrspace(1) %base, i1 %c) {
entry:
  %addr = getelementptr inbounds i8, ptr addrspace(1) %base, i64 64
  store float 1.0, ptr addrspace(1) %addr, align 4
  br i1 %c, label %then, label %exit

then:
  store float 2.0, ptr addrspace(1) %addr, align 4
  br label %exit

exit:
  ret void
}

; CHECK-LABEL: define void @free_copy(
; CHECK:       entry:
; CHECK-NEXT:    %addr = getelementptr inbounds i8, ptr addrspace(1) %base, i64 64
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(1) %addr
; CHECK:       then:
; CHECK-NEXT:    %[[S:sunkaddr[0-9]+]] = getelementptr inbounds i8, ptr addrspace(1) %base, i64 64
; CHECK-NEXT:    store float 2.000000e+00, ptr addrspace(1) %[[S]]

; VERIFY: total: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples
