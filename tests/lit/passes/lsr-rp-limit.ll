; The register-pressure gate (lsr-check-rp, lsr-rp-limit).  The loop is the four-array loop
; with 64-bit indices (corpus/basr_strided4_i64.ll): i is an i64 induction variable that
; steps by the grid stride, A[i], B[i], C[i], D[i] are read and written.  The loop as it is
; needs i, n and the stride (the four bases are kernel parameters, which ptxas reads from
; the constant bank); the cheapest plan gives each array a pointer induction variable: one
; instruction less per iteration, and by the estimate two registers more (four 64-bit
; pointers and their step, where the loop had the shifted index).
;  - with the default limit (32) the estimate stays under it: the cheapest plan is taken;
;  - with -lsr-rp-limit=13 that plan would take the loop over the limit and above its
;    present pressure, so it is rejected, and with it every plan that needs as many
;    registers: the loop keeps its form;
;  - -lsr-check-rp=0 turns the gate off again.
; RUN: nvtv opt %s -passes=lsr -lsr-selection=cheapest -o %t.ll 2>&1 | FileCheck %s --check-prefix=TAKEN
; RUN: FileCheck %s --check-prefix=IVS < %t.ll
; RUN: nvtv opt %s -passes=lsr -lsr-selection=cheapest -lsr-rp-limit=13 -o %t.gated.ll 2>&1 | FileCheck %s --check-prefix=GATED
; RUN: FileCheck %s --check-prefix=KEPT < %t.gated.ll
; RUN: nvtv opt %s -passes=lsr -lsr-selection=cheapest -lsr-rp-limit=13 -lsr-check-rp=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=TAKEN
; RUN: nvtv check %s -passes=lsr -lsr-selection=cheapest | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv check %s -passes=lsr -lsr-selection=cheapest -lsr-rp-limit=13 | FileCheck %s --check-prefix=VERIFY

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @basr_strided4_i64(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C, ptr addrspace(1) noalias %D, i64 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid.x = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %ctaid64 = zext i32 %ctaid to i64
  %ntid64 = zext i32 %ntid to i64
  %tid64 = zext i32 %tid.x to i64
  %nctaid64 = zext i32 %nctaid to i64
  %base = mul nuw nsw i64 %ctaid64, %ntid64
  %start = add nuw nsw i64 %base, %tid64
  %stride = mul nuw nsw i64 %nctaid64, %ntid64
  %guard = icmp ult i64 %start, %n
  br i1 %guard, label %for.body.preheader, label %for.end

for.body.preheader:
  br label %for.body

for.body:
  %i = phi i64 [ %start, %for.body.preheader ], [ %i.next, %for.body ]
  %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %i
  %a = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %B, i64 %i
  %b = load float, ptr addrspace(1) %pb, align 4
  %pc = getelementptr inbounds float, ptr addrspace(1) %C, i64 %i
  %c = load float, ptr addrspace(1) %pc, align 4
  %ab = fmul contract float %a, %b
  %r = fadd contract float %ab, %c
  %pd = getelementptr inbounds float, ptr addrspace(1) %D, i64 %i
  store float %r, ptr addrspace(1) %pd, align 4
  %i.next = add nuw i64 %i, %stride
  %cmp = icmp ult i64 %i.next, %n
  br i1 %cmp, label %for.body, label %for.end.loopexit

for.end.loopexit:
  br label %for.end

for.end:
  ret void
}

; TAKEN: lsr: @basr_strided4_i64 loop %for.body: 5 uses in 5 groups, {{[0-9]+}} plans, {{[0-9]+}} on the front: cheapest addr:per-register addr:per-register addr:per-register addr:per-register cmp:keep (insns 7 -> 6, regs 12 -> 14)
; GATED: lsr: @basr_strided4_i64 loop %for.body: 5 uses in 5 groups, {{[0-9]+}} plans ({{[1-9][0-9]*}} over lsr-rp-limit): kept (7 insns, 12 regs)

; IVS:       for.body:
; IVS-COUNT-4: phi ptr addrspace(1)
; IVS:         %i = phi i64

; KEPT:       for.body:
; KEPT-NEXT:    %i = phi i64 [ %start, %for.body.preheader ], [ %i.next, %for.body ]
; KEPT-NEXT:    %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %i
; KEPT-NOT:     IV.S

; VERIFY: @basr_strided4_i64: 4 proved, 0 bounded, 0 unknown, 0 counterexamples

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
