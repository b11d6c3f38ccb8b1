; CodeGenPrepare sunk_phi, from seed 003's "Transform 2" fragment: %addr is used in then,
; else and the merge block.  Each arm gets its own sunkaddr copy; with addr-sink-new-phis
; the merge block takes a phi of the two copies (sunk_phi) instead of a third copy.
; RUN: nvtv opt %s -passes=cgp -addr-sink-new-phis=1 -o %t.phi.ll
; RUN: FileCheck %s --check-prefixes=CHECK,PHI < %t.phi.ll
; RUN: nvtv verify %s %t.phi.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=cgp -o %t.copy.ll
; RUN: FileCheck %s --check-prefixes=CHECK,COPY < %t.copy.ll
; RUN: nvtv verify %s %t.copy.ll | FileCheck %s --check-prefix=VERIFY

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @sunk(ptr addrspace(1) %base, i64 %idx, i1 %cond, ptr addrspace(1) %out) {
entry:
  %addr = getelementptr float, ptr addrspace(1) %base, i64 %idx
  br i1 %cond, label %then, label %else

then:
  %v1 = load float, ptr addrspace(1) %addr, align 4
  br label %merge

else:
  %v2 = load float, ptr addrspace(1) %addr, align 4
  br label %merge

merge:
  %v = phi float [ %v1, %then ], [ %v2, %else ]
  %w = fadd float %v, 1.0
  store float %w, ptr addrspace(1) %addr, align 4
  ret void
}

; CHECK-LABEL: define void @sunk(
; CHECK:       entry:
; CHECK-NEXT:    br i1 %cond, label %then, label %else
; CHECK:       then:
; CHECK-NEXT:    %[[T:sunkaddr[0-9]+]] = getelementptr float, ptr addrspace(1) %base, i64 %idx
; CHECK-NEXT:    %v1 = load float, ptr addrspace(1) %[[T]], align 4
; CHECK:       else:
; CHECK-NEXT:    %[[E:sunkaddr[0-9]+]] = getelementptr float, ptr addrspace(1) %base, i64 %idx
; CHECK-NEXT:    %v2 = load float, ptr addrspace(1) %[[E]], align 4
; CHECK:       merge:
; PHI-NEXT:      %sunk_phi = phi ptr addrspace(1) [ %[[E]], %else ], [ %[[T]], %then ]
; PHI:           store float %w, ptr addrspace(1) %sunk_phi, align 4
; COPY-NOT:      sunk_phi
; COPY:          %[[M:sunkaddr[0-9]+]] = getelementptr float, ptr addrspace(1) %base, i64 %idx
; COPY:          store float %w, ptr addrspace(1) %[[M]], align 4

; VERIFY: @sunk: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
