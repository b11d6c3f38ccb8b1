; BASR's negative offsets, seed 000 Phase 5: the loop reads in[i-32], in[i], in[i+32].  The
; group's largest offset is positive, so it is reduced at the default aggressiveness, with
; the -32 absorbed into the induction variable's start.  A group whose every offset is
; negative (in2[i-2], in2[i-1]) is only reduced when
; base-address-strength-reduce-neg-offset > 1.
; RUN: nvtv opt %s -passes=basr -o %t.ll
; RUN: FileCheck %s --check-prefixes=CHECK,DEFAULT < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=basr -base-address-strength-reduce-neg-offset=2 -o %t.neg.ll
; RUN: FileCheck %s --check-prefixes=CHECK,NEG < %t.neg.ll
; RUN: nvtv verify %s %t.neg.ll | FileCheck %s --check-prefix=VERIFY

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @negoff(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %in2, ptr addrspace(1) noalias %out, i64 %n) {
entry:
  %tid32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid = zext i32 %tid32 to i64
  %start = add nuw nsw i64 %tid, 32
  %limit = add nsw i64 %n, -32
  br label %for.cond

for.cond:
  %i = phi i64 [ %start, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i64 %i, %limit
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %im32 = add nsw i64 %i, -32
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %im32
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %ip32 = add nsw i64 %i, 32
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %ip32
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %im2 = add nsw i64 %i, -2
  %r0 = getelementptr inbounds float, ptr addrspace(1) %in2, i64 %im2
  %w0 = load float, ptr addrspace(1) %r0, align 4
  %im1 = add nsw i64 %i, -1
  %r1 = getelementptr inbounds float, ptr addrspace(1) %in2, i64 %im1
  %w1 = load float, ptr addrspace(1) %r1, align 4
  %s01 = fadd float %v0, %v1
  %s012 = fadd float %s01, %v2
  %t = fadd float %w0, %w1
  %s = fadd float %s012, %t
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %s, ptr addrspace(1) %po, align 4
  %i.next = add nsw i64 %i, 256
  br label %for.cond

for.end:
  ret void
}

; CHECK-LABEL: define void @negoff(
; CHECK:       for.body:
; CHECK:         %v0 = load float, ptr addrspace(1) %[[IV:basr_iv[0-9]*]], align 4
; CHECK-NEXT:    %[[P1:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %[[IV]], i64 128
; CHECK-NEXT:    %v1 = load float, ptr addrspace(1) %[[P1]], align 4
; CHECK-NEXT:    %[[P2:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %[[P1]], i64 128
; CHECK-NEXT:    %v2 = load float, ptr addrspace(1) %[[P2]], align 4
; DEFAULT-NEXT:  %im2 = add nsw i64 %i, -2
; DEFAULT-NEXT:  %r0 = getelementptr inbounds float, ptr addrspace(1) %in2, i64 %im2
; NEG-NEXT:      %w0 = load float, ptr addrspace(1) %[[IV2:basr_iv[0-9]*]], align 4
; NEG-NEXT:      %[[R1:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %[[IV2]], i64 4
; NEG-NEXT:      %w1 = load float, ptr addrspace(1) %[[R1]], align 4

; VERIFY: @negoff: 6 proved, 0 bounded, 0 unknown, 0 counterexamples

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
