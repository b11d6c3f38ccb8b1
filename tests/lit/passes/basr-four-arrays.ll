; BASR on seed 000's opening example, the loop over A[tid + i], B[tid + i], C[tid + i],
; D[tid + i]: four arrays share one index.  At level 1 each array gets a pointer induction
; variable and the index chain (add, sext, four GEPs) leaves the loop.  At level 2 (the
; default) the rewrite is refused: rebuilding the four starts in the preheader costs more
; than dies, and LLVM's own loop strength reduction turns the four pointers back into one
; offset at code generation anyway (nvtv bench ptx: same 7 loop instructions).
; RUN: nvtv opt %s -passes=basr -do-base-address-strength-reduce=1 -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=basr | FileCheck %s --check-prefix=LEVEL2

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @four_arrays(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C, ptr addrspace(1) noalias %D, i32 %n) {
entry:
  %tid = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %stride = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
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
  br i1 %cmp, label %for.body, label %for.end

for.end:
  ret void
}

; CHECK-LABEL: define void @four_arrays(
; CHECK:       for.body:
; CHECK-COUNT-4: phi ptr addrspace(1)
; CHECK-NOT:     sext
; CHECK:         %a = load float, ptr addrspace(1) %basr_iv
; CHECK:         %b = load float, ptr addrspace(1) %basr_iv
; CHECK:         %c = load float, ptr addrspace(1) %basr_iv
; CHECK:         store float %r, ptr addrspace(1) %basr_iv
; CHECK-COUNT-4: getelementptr i8, ptr addrspace(1) %basr_iv{{[0-9]*}}, i64 %basr_step

; VERIFY: @four_arrays: 4 proved, 0 bounded, 0 unknown, 0 counterexamples

; LEVEL2-NOT: basr_iv
; LEVEL2: %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %idx

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
