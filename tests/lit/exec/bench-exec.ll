; nvtv bench exec: dynamic instructions per second on kernels, and the synthetic loop
; kernel of the interpreter's brief (8 threads, about 10^4 dynamic instructions in all) under each
; schedule, with the time of one run per 10^4 instructions (the budget is 5 ms).
; RUN: nvtv bench exec %s | FileCheck %s
; CHECK:      nvtv bench exec: 1 file, 8 threads per CTA, schedules rr (a switch after every instruction) and adversarial
; CHECK-NEXT: file                         kernel                   decode     instrs     us/run   Minstr/s
; CHECK-NEXT: bench-exec.ll                k                      {{ *[0-9.]+}}ms        136 {{ *[0-9.]+ +[0-9.]+$}}
; CHECK-NEXT: corpus: 1 kernels, {{[0-9.]+}} million dynamic instructions per second (0 files not run)
; CHECK-NEXT: synthetic loop, 8 threads:
; CHECK-NEXT:   rr                 {{ *[0-9]+}} instructions per run, {{.*}} ms per 10^4 instructions, {{.*}} Minstr/s
; CHECK-NEXT:   rr-block
; CHECK-NEXT:   random
; CHECK-NEXT:   adversarial
; CHECK-NEXT: decoding the kernel: {{[0-9.]+}} ms
; CHECK-NEXT: ms per 10^4-instruction 8-thread run: {{[0-9.]+}} (slowest schedule, setup included; budget 5 ms)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %i, ptr addrspace(1) %p, align 4
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 2
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
