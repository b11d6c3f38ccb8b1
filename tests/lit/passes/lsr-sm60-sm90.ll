; do-lsr-64-bit defaults by --mcpu (seed 002): new 64-bit induction variables only from
; sm_70 on, where 64-bit integer arithmetic is native; below, LSR keeps to 32-bit ones.
; The loop (corpus/step3_loop.ll) reads RGB triples rgb[rin + i], rgb[rin + i + 1],
; rgb[rin + i + 2] with i += 3 and writes gray[rout + j] with j += 1, all i32 with nsw.
;  - sm_90 (the default): each array gets a pointer induction variable (IV.S., 64-bit), the
;    triple is IV + 0/4/8 in PTX's [reg+imm], and the index arithmetic leaves the loop.
;  - sm_60: no 64-bit induction variable; gray's index becomes a 32-bit one (the sign
;    extension folded into it, lsr-sxtopt) and the triple keeps its form.
; The knob given explicitly wins over the CPU.  Every version is proved.
; RUN: nvtv opt %s -passes=lsr -o %t.90.ll
; RUN: FileCheck %s --check-prefix=SM90 < %t.90.ll
; RUN: nvtv opt %s -passes=lsr --mcpu sm_60 -o %t.60.ll
; RUN: FileCheck %s --check-prefix=SM60 < %t.60.ll
; RUN: nvtv opt %s -passes=lsr --mcpu sm_60 -do-lsr-64-bit=1 | FileCheck %s --check-prefix=SM90
; RUN: nvtv opt %s -passes=lsr -do-lsr-64-bit=0 | FileCheck %s --check-prefix=SM60
; RUN: nvtv check %s -passes=lsr | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv check %s -passes=lsr --mcpu sm_60 | FileCheck %s --check-prefix=VERIFY

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @step3(ptr addrspace(1) noalias %rgb, ptr addrspace(1) noalias %gray, i32 %w, i32 %w3) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul nsw i32 %ctaid, %ntid
  %row = add nsw i32 %cm, %tid
  %rin = mul nsw i32 %row, %w3
  %rout = mul nsw i32 %row, %w
  %g = icmp sgt i32 %w3, 0
  br i1 %g, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i32 [ 0, %loop.ph ], [ %i.next, %loop ]
  %j = phi i32 [ 0, %loop.ph ], [ %j.next, %loop ]
  %b0 = add nsw i32 %rin, %i
  %x0 = sext i32 %b0 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %rgb, i64 %x0
  %r = load float, ptr addrspace(1) %p0, align 4
  %b1 = add nsw i32 %b0, 1
  %x1 = sext i32 %b1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %rgb, i64 %x1
  %gr = load float, ptr addrspace(1) %p1, align 4
  %b2 = add nsw i32 %b0, 2
  %x2 = sext i32 %b2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %rgb, i64 %x2
  %bl = load float, ptr addrspace(1) %p2, align 4
  %mr = fmul float %r, 0x3FD3333340000000
  %mg = fmul float %gr, 0x3FE2E147A0000000
  %mb = fmul float %bl, 0x3FBC28F5C0000000
  %s1 = fadd float %mr, %mg
  %s = fadd float %s1, %mb
  %o = add nsw i32 %rout, %j
  %xo = sext i32 %o to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %gray, i64 %xo
  store float %s, ptr addrspace(1) %po, align 4
  %i.next = add nuw nsw i32 %i, 3
  %j.next = add nuw nsw i32 %j, 1
  %c = icmp slt i32 %i.next, %w3
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

; SM90-LABEL: define void @step3(
; SM90:       loop.ph:
; SM90:         %[[RGB:lsr.start[0-9]*]] = getelementptr float, ptr addrspace(1) %rgb, i64
; SM90:         %[[GRAY:lsr.start[0-9]*]] = getelementptr float, ptr addrspace(1) %gray, i64
; SM90:       loop:
; SM90-DAG:     %[[G:IV.S.[0-9]+]] = phi ptr addrspace(1) [ %[[GRAY]], %loop.ph ], [ %IV.S.next.{{[0-9]+}}, %loop ]
; SM90-DAG:     %[[P:IV.S.[0-9]+]] = phi ptr addrspace(1) [ %[[RGB]], %loop.ph ], [ %IV.S.next.{{[0-9]+}}, %loop ]
; SM90-NOT:     sext
; SM90:         %r = load float, ptr addrspace(1) %[[P]], align 4
; SM90-NEXT:    %[[P4:.*]] = getelementptr i8, ptr addrspace(1) %[[P]], i64 4
; SM90-NEXT:    %gr = load float, ptr addrspace(1) %[[P4]], align 4
; SM90-NEXT:    %[[P8:.*]] = getelementptr i8, ptr addrspace(1) %[[P]], i64 8
; SM90-NEXT:    %bl = load float, ptr addrspace(1) %[[P8]], align 4
; SM90:         store float %s, ptr addrspace(1) %[[G]], align 4
; SM90-DAG:     getelementptr i8, ptr addrspace(1) %[[P]], i64 12
; SM90-DAG:     getelementptr i8, ptr addrspace(1) %[[G]], i64 4

; SM60-LABEL: define void @step3(
; SM60:       loop:
; SM60-NOT:     phi ptr
; SM60:         %[[J:IV.S.[0-9]+]] = phi i32 [ %rout, %loop.ph ], [ %IV.S.next.{{[0-9]+}}, %loop ]
; SM60:         %[[E:.*]] = sext i32 %[[J]] to i64
; SM60:         %p0 = getelementptr inbounds float, ptr addrspace(1) %rgb, i64 %x0
; SM60:         store float %s, ptr addrspace(1) %lsr.base, align 4
; SM60:         add i32 %[[J]], 1

; VERIFY: @step3: 4 proved, 0 bounded, 0 unknown, 0 counterexamples

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
