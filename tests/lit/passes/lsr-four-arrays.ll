; NVIDIA's loop strength reduction (seed 002) on the four-array loop (seed 000's opening
; example, corpus/basr_strided4.ll): D[tid+i] = A[tid+i] * B[tid+i] + C[tid+i] in a
; grid-stride loop, the index computed in i32 with nsw and sign-extended.
;
; The solver's plans for the loop's five uses (four addresses, the exit test) that survive
; filter-bad-formula are two, on the trade-off between instructions and registers:
;  - per-register (phase 1): four 64-bit pointer induction variables and a 32-bit one for
;    the exit test: 6 instructions per iteration, the most registers;
;  - the sign extension folded into a narrow index (lsr-sxtopt): one 32-bit induction
;    variable IV.S.0 that wraps exactly as %j would, extended and scaled once per iteration
;    (mul.wide) and added to each base; the exit test moves onto its stepped value
;    (lsr_fold_term_cond: %j.next is IV.S.next.0), so %i and %j die.
; lsr-selection=median (the seed's heuristic, the default) walks the front from the fewest
; instructions towards the fewest registers and takes the narrow index; cheapest takes the
; pointer induction variables.  Both are proved for every iteration.
; RUN: nvtv opt %s -passes=lsr -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --check-prefix=MEDIAN < %t.ll
; RUN: nvtv check %s -passes=lsr | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=lsr -lsr-selection=cheapest -o %t.cheap.ll 2>&1 | FileCheck %s --check-prefix=REMARK-CHEAP
; RUN: FileCheck %s --check-prefix=CHEAPEST < %t.cheap.ll
; RUN: nvtv check %s -passes=lsr -lsr-selection=cheapest | FileCheck %s --check-prefix=VERIFY
;
; nvtv bench ptx --vs-llvm-lsr compiles the loop after LLVM's loop-reduce and after ours,
; both without the LSR of LLVM's code generation: loop-reduce's loop is mul.wide, four adds,
; the add and the setp (7); the median's is the same count, the cheapest's one less.
; RUN: nvtv bench ptx %s --vs-llvm-lsr | FileCheck %s --check-prefix=BENCH
; RUN: nvtv bench ptx %s --vs-llvm-lsr -lsr-selection=cheapest | FileCheck %s --check-prefix=BENCH-CHEAP
; RUN: not nvtv bench ptx %s --vs-llvm-lsr --baseline-passes=cbe 2>&1 | FileCheck %s --check-prefix=BENCH-BAD

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @four_arrays(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C, ptr addrspace(1) noalias %D, i32 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %ctaid, %ntid
  %tid.x = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid = add i32 %mul, %tid.x
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %stride = mul i32 %nctaid, %ntid
  %guard = icmp slt i32 %tid, %n
  br i1 %guard, label %for.body.preheader, label %for.end

for.body.preheader:
  br label %for.body

for.body:
  %i = phi i32 [ 0, %for.body.preheader ], [ %i.next, %for.body ]
  %j = add nsw i32 %tid, %i
  %idx = sext i32 %j to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %idx
  %a = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %B, i64 %idx
  %b = load float, ptr addrspace(1) %pb, align 4
  %pc = getelementptr inbounds float, ptr addrspace(1) %C, i64 %idx
  %c = load float, ptr addrspace(1) %pc, align 4
  %ab = fmul contract float %a, %b
  %r = fadd contract float %ab, %c
  %pd = getelementptr inbounds float, ptr addrspace(1) %D, i64 %idx
  store float %r, ptr addrspace(1) %pd, align 4
  %i.next = add nsw i32 %i, %stride
  %j.next = add nsw i32 %tid, %i.next
  %cmp = icmp slt i32 %j.next, %n
  br i1 %cmp, label %for.body, label %for.end.loopexit

for.end.loopexit:
  br label %for.end

for.end:
  ret void
}

; REMARK: lsr: @four_arrays loop %for.body: 5 uses in 5 groups, {{[0-9]+}} plans, 2 on the front: median addr:per-register (narrow index) addr:per-register (narrow index) addr:per-register (narrow index) addr:per-register (narrow index) cmp:per-register (insns 9 -> 7,
; REMARK-CHEAP: lsr: @four_arrays loop %for.body: {{.*}}: cheapest addr:per-register addr:per-register addr:per-register addr:per-register cmp:per-register (insns 9 -> 6,

; MEDIAN-LABEL: define void @four_arrays(
; MEDIAN:       for.body:
; MEDIAN-NEXT:    %IV.S.0 = phi i32 [ %tid, %for.body.preheader ], [ %IV.S.next.0, %for.body ]
; MEDIAN-NEXT:    %[[EXT:.*]] = sext i32 %IV.S.0 to i64
; MEDIAN-NEXT:    %[[SC:.*]] = shl i64 %[[EXT]], 2
; MEDIAN-NEXT:    %[[PA:.*]] = getelementptr i8, ptr addrspace(1) %A, i64 %[[SC]]
; MEDIAN-NEXT:    %[[PB:.*]] = getelementptr i8, ptr addrspace(1) %B, i64 %[[SC]]
; MEDIAN-NEXT:    %[[PC:.*]] = getelementptr i8, ptr addrspace(1) %C, i64 %[[SC]]
; MEDIAN-NEXT:    %[[PD:.*]] = getelementptr i8, ptr addrspace(1) %D, i64 %[[SC]]
; MEDIAN-NEXT:    %a = load float, ptr addrspace(1) %[[PA]], align 4
; MEDIAN-NEXT:    %b = load float, ptr addrspace(1) %[[PB]], align 4
; MEDIAN-NEXT:    %c = load float, ptr addrspace(1) %[[PC]], align 4
; MEDIAN:         store float %r, ptr addrspace(1) %[[PD]], align 4
; MEDIAN-NEXT:    %IV.S.next.0 = add i32 %IV.S.0, %stride
; MEDIAN-NEXT:    %lsr_fold_term_cond.replaced_term_cond = icmp slt i32 %IV.S.next.0, %n
; MEDIAN-NEXT:    br i1 %lsr_fold_term_cond.replaced_term_cond, label %for.body, label %for.end.loopexit
; MEDIAN-NOT:   %i.next

; CHEAPEST-LABEL: define void @four_arrays(
; CHEAPEST:       for.body.preheader:
; CHEAPEST:         %[[STEP:lsr.step[0-9]*]] = shl i64 %{{.*}}, 2
; CHEAPEST:       for.body:
; CHEAPEST-COUNT-4: phi ptr addrspace(1)
; CHEAPEST-NOT:     sext
; CHEAPEST:         %a = load float, ptr addrspace(1) %IV.S.{{[0-9]+}}, align 4
; CHEAPEST:         store float %r, ptr addrspace(1) %IV.S.{{[0-9]+}}, align 4
; CHEAPEST:         %cmp = icmp slt i32 %IV.S.{{[0-9]+}}, %n
; CHEAPEST-COUNT-4: getelementptr i8, ptr addrspace(1) %IV.S.{{[0-9]+}}, i64 %[[STEP]]

; BENCH:      baseline:  -llvm-passes=loop(loop-reduce), codegen -disable-lsr
; BENCH-NEXT: candidate: -passes=lsr, codegen -disable-lsr
; BENCH:      four_arrays{{ +}}{{[0-9]+}}{{ +}}{{[0-9]+}}{{ +}}{{[0-9.]+}}{{ +}}7{{ +}}7{{ }}
; BENCH-CHEAP: candidate: -passes=lsr lsr-selection=cheapest, codegen -disable-lsr
; BENCH-CHEAP: four_arrays{{ +}}{{[0-9]+}}{{ +}}{{[0-9]+}}{{ +}}{{[0-9.]+}}{{ +}}7{{ +}}6{{ }}
; BENCH-BAD: nvtv: bench ptx: --vs-llvm-lsr sets the baseline (-llvm-passes='loop(loop-reduce)'); give no --baseline-*

; VERIFY: @four_arrays: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
; VERIFY: total: 1 files, 1 kernels: 4 proved, 0 bounded, 0 unknown, 0 counterexamples

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
