; nvtv bench ptx on a corpus kernel: LLVM's NVPTX code generation of the file as is (the
; baseline) against our default pipeline followed by the same code generation.  The
; baseline column is LLVM 19's: basr_strided4's loop is mul.wide.s32, four add.s64, add.s32
; and setp.lt.s32 (7), plus mad.lo.s32, setp.ge.s32 and mul.lo.s32 outside it (10).  The
; candidate's numbers are whatever our passes achieve, so they are only matched here.
; RUN: nvtv bench ptx %corpus/basr_strided4.ll | FileCheck %s
; RUN: nvtv bench ptx %corpus/basr_strided4.ll --json | FileCheck %s --check-prefix=JSON
; RUN: nvtv bench ptx %corpus/basr_strided4.ll --baseline-passes=default -passes=default | FileCheck %s --check-prefix=SAME

; CHECK:      nvtv bench ptx: 1 files, 1 functions, NVPTX codegen at -O3 for sm_90; registers: {{ptxas -v|n/a .*}}
; CHECK-NEXT: baseline:  as is
; CHECK-NEXT: candidate: -passes=cbe,basr{{.*}}
; CHECK-NEXT: kernel{{ +}}base-alu  cand-alu  ratio  base-loop  cand-loop  ratio  base-regs  cand-regs  base-mov  cand-mov
; CHECK-NEXT: basr_strided4{{ +}}10{{ +}}{{[0-9]+}}  {{[0-9]\.[0-9][0-9][0-9]}}{{ +}}7{{ +}}{{[0-9]+}}  {{[0-9]\.[0-9][0-9][0-9]}}{{ +}}{{[0-9]+|n/a}}{{ +}}{{[0-9]+|n/a}}{{ +}}4{{ +}}{{[0-9]+}}
; CHECK-NEXT: geometric mean of the ratios (candidate / baseline): int-ALU {{[0-9.]+}} over 1 kernels, loop int-ALU {{[0-9.]+}} over 1 kernels
; CHECK-NEXT: candidate worse (more registers or more int-ALU instructions): {{none|basr_strided4}}

; JSON: {"versions":{{{[^}]+}}},"mcpu":"sm_90","baseline":"as is","candidate":"-passes=cbe,basr
; JSON-SAME: "kernel":"basr_strided4","baseline":{"int_alu":10,"loop_int_alu":7,"mov":4,

; the same pipeline on both sides: nothing to gain or lose
; SAME:      baseline:  -passes=cbe,basr
; SAME:      basr_strided4{{ +}}[[ALU:[0-9]+]]{{ +}}[[ALU]]  1.000{{ +}}[[LOOP:[0-9]+]]{{ +}}[[LOOP]]  1.000
; SAME:      candidate worse (more registers or more int-ALU instructions): none
