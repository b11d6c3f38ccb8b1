; Base Address Strength Reduction, seed 000's example: four accesses at
; base + tid*stride + 0 / 16 / 32 / 48 in a loop body.  The offset-0 access is the anchor;
; it becomes a pointer induction variable (basr_iv: start in the preheader, + step at the
; latch) and the others anchor + 16 / 32 / 48.  The chain variant (default) derives each
; from the previous one; without it every member derives from the anchor.
; RUN: nvtv opt %s -passes=basr -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=basr -do-base-address-strength-reduce-chain=0 -o %t.nochain.ll
; RUN: FileCheck %s --check-prefix=NOCHAIN < %t.nochain.ll
; RUN: nvtv verify %s %t.nochain.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=basr -do-base-address-strength-reduce=0 | FileCheck %s --check-prefix=OFF
; RUN: nvtv opt %s -passes=basr -base-address-strength-reduce-max-iv=0 | FileCheck %s --check-prefix=INBODY
; RUN: nvtv opt %s -passes=basr -dump-base-address-strength-reduce=1 --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @four(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = add nsw i32 %tid, %i
  %q = shl nsw i32 %j, 2
  %x0 = sext i32 %q to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x0
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %q1 = add nsw i32 %q, 4
  %x1 = sext i32 %q1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x1
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %s = fadd float %v0, %v1
  %q2 = add nsw i32 %q, 8
  %x2 = sext i32 %q2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x2
  store float %s, ptr addrspace(1) %p2, align 4
  %q3 = add nsw i32 %q, 12
  %x3 = sext i32 %q3 to i64
  %p3 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x3
  store float %v0, ptr addrspace(1) %p3, align 4
  %i.next = add nsw i32 %i, %ntid
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: define void @four(
; CHECK:       entry:
; CHECK:         %[[START:basr_start[0-9]+]] = getelementptr i8, ptr addrspace(1) %a, i64
; CHECK:         %[[STEP:basr_step[0-9]+]] = shl i64 %{{.*}}, 4
; CHECK:       loop:
; CHECK-NEXT:    %basr_iv = phi ptr addrspace(1) [ %[[START]], %entry ], [ %basr_iv.next, %loop ]
; CHECK-NOT:     sext
; CHECK:         %v0 = load float, ptr addrspace(1) %basr_iv, align 4
; CHECK-NEXT:    %[[P1:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %basr_iv, i64 16
; CHECK-NEXT:    %v1 = load float, ptr addrspace(1) %[[P1]], align 4
; CHECK:         %[[P2:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %[[P1]], i64 16
; CHECK-NEXT:    store float %s, ptr addrspace(1) %[[P2]], align 4
; CHECK-NEXT:    %[[P3:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %[[P2]], i64 16
; CHECK-NEXT:    store float %v0, ptr addrspace(1) %[[P3]], align 4
; CHECK:         %basr_iv.next = getelementptr i8, ptr addrspace(1) %basr_iv, i64 %[[STEP]]
; CHECK-NEXT:    br i1 %c, label %loop, label %exit

; NOCHAIN:       %{{.*}} = getelementptr i8, ptr addrspace(1) %basr_iv, i64 16
; NOCHAIN:       %{{.*}} = getelementptr i8, ptr addrspace(1) %basr_iv, i64 32
; NOCHAIN:       %{{.*}} = getelementptr i8, ptr addrspace(1) %basr_iv, i64 48

; OFF-NOT: basr_iv
; OFF:     %p3 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x3

; Without a new induction variable the group is still rewritten around its anchor.
; INBODY-NOT:  basr_iv
; INBODY:      %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x0
; INBODY-NEXT: %v0 = load float, ptr addrspace(1) %p0, align 4
; INBODY-NEXT: %{{.*}} = getelementptr i8, ptr addrspace(1) %p0, i64 16

; DUMP: basr: @four loop 0: base ({{.*}}) offsets {0,16,32,48}: strength-reduced into a pointer induction variable

; VERIFY: @four: 4 proved, 0 bounded, 0 unknown, 0 counterexamples

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
