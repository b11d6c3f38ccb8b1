; nvtv bench ptx counts, per PTX function, the integer ALU instructions (add, mad, setp,
; selp, cvt ... on integer or predicate types; not their float forms, loads, stores,
; branches or movs), those inside loop bodies (from a label to a branch back to it), and
; movs.  LLVM 19 compiles the kernel below (sm_90, -O3) to this, counted by hand:
;
;           setp.lt.s32  %p1, %r6, 1             int
;           @%p1 bra $L__BB0_7
;           mov.u32, mov.b32, mov.f32, mov.u32   4 movs
;           bra.uni $L__BB0_2
;   BB0_6:  add.s32, setp.lt.s32                 int, loop      (latch, placed first)
;           @%p4 bra $L__BB0_2; bra.uni $L__BB0_7
;   BB0_2:  mov.u64, mov.u32, mov.f32            3 movs
;   BB0_3:  cvt.rn.f32.s32                       float: not counted
;           ld.global.f32, mul.rn.f32, add.rn.f32
;           add.s32, add.s64, setp.lt.s32        int, loop
;           @%p2 bra $L__BB0_3                   back to BB0_3
;           setp.leu.f32                         float: not counted
;           @%p3 bra $L__BB0_6
;           add.s32, mul.wide.s32, add.s64       int, loop
;           st.global.f32
;           bra.uni $L__BB0_6                    back to BB0_6: BB0_6 .. here is a loop body
;   BB0_7:  ret
;
; int-ALU 9 (8 in loops), 7 movs.  The baseline is the file as is; the candidate is the same
; code generation after a pipeline that changes nothing, so the ratios are exactly 1.
; RUN: nvtv bench ptx %s -llvm-passes='function(verify)' | FileCheck %s
; RUN: nvtv bench ptx %s -llvm-passes='function(verify)' --json | FileCheck %s --check-prefix=JSON

; CHECK:      nvtv bench ptx: 1 files, 1 functions, NVPTX codegen at -O3 for sm_90; registers: {{ptxas -v|n/a}}
; CHECK-NEXT: baseline:  as is
; CHECK-NEXT: candidate: -llvm-passes=function(verify)
; CHECK-NEXT: kernel{{ +}}base-alu  cand-alu  ratio  base-loop  cand-loop  ratio  base-regs  cand-regs  base-mov  cand-mov
; CHECK-NEXT: counted{{ +}}9{{ +}}9  1.000{{ +}}8{{ +}}8  1.000{{ +}}[[REGS:[0-9]+|n/a]]{{ +}}[[REGS]]{{ +}}7{{ +}}7
; CHECK-NEXT: geometric mean of the ratios (candidate / baseline): int-ALU 1.000 over 1 kernels, loop int-ALU 1.000 over 1 kernels
; CHECK-NEXT: candidate worse (more registers or more int-ALU instructions): none

; JSON: "kernels":[{"file":"{{.*}}ptx-count.ll","kernel":"counted","baseline":{"int_alu":9,"loop_int_alu":8,"mov":7,"regs":{{[0-9]+|null}}},"candidate":{"int_alu":9,"loop_int_alu":8,"mov":7,
; JSON-SAME: "ratio":1.0,"loop_ratio":1.0,"worse":false}]
; JSON-SAME: "geomean":{"int_alu":1.0,"int_alu_kernels":1,"loop_int_alu":1.0,"loop_int_alu_kernels":1}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (i = 0; i < n; i++) { float s = 0; for (j = 0; j < n; j++) s += (float)j * a[j]; if (s > 1.0f) a[i + t] = s; }
define void @counted(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %exit

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %s = phi float [ 0.0, %outer ], [ %s.next, %inner ]
  %jf = sitofp i32 %j to float
  %jx = zext i32 %j to i64
  %pj = getelementptr inbounds float, ptr addrspace(1) %a, i64 %jx
  %v = load float, ptr addrspace(1) %pj, align 4
  %m = fmul float %jf, %v
  %s.next = fadd float %s, %m
  %j.next = add nuw nsw i32 %j, 1
  %jc = icmp slt i32 %j.next, %n
  br i1 %jc, label %inner, label %after

after:
  %big = fcmp ogt float %s.next, 1.0
  br i1 %big, label %store, label %latch

store:
  %it = add nsw i32 %i, %t
  %ix = sext i32 %it to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ix
  store float %s.next, ptr addrspace(1) %pi, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %ic = icmp slt i32 %i.next, %n
  br i1 %ic, label %outer, label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @counted, !"kernel", i32 1}
