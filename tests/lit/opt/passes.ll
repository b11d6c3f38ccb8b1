; nvtv opt -passes= runs our passes (in a child) instead of a stock pipeline.  A kernel with
; one access gives the address passes nothing to share, so every pass list leaves it as it
; is: the output parses, verifies against the input, and has the same instructions.
; RUN: nvtv opt %s -passes=cbe | FileCheck %s
; RUN: nvtv opt %s -passes=cbe,basr,cgp -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=default | FileCheck %s
; RUN: nvtv opt %s -passes=scev-cgp -nv-disable-scev-cgp=0 | FileCheck %s
; RUN: nvtv check %s -passes=default | FileCheck %s --check-prefix=VERIFY

; CHECK-LABEL: define void @k(ptr addrspace(1) %a, i32 %n) {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    %i = add nsw i32 %t, %n
; CHECK-NEXT:    %x = sext i32 %i to i64
; CHECK-NEXT:    %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x
; CHECK-NEXT:    store float 0.000000e+00, ptr addrspace(1) %p, align 4
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }

; VERIFY: @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples

; Unknown passes, empty names, and both kinds of pipeline at once are usage errors.
; RUN: not nvtv opt %s -passes=nonexistent 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not nvtv check %s -passes=cbe,nonexistent 2>&1 | FileCheck %s --check-prefix=UNKNOWN-CHECK
; RUN: not nvtv opt %s -passes=cbe,,basr 2>&1 | FileCheck %s --check-prefix=EMPTY
; RUN: not nvtv opt %s -passes=cbe -llvm-passes='function(gvn)' 2>&1 | FileCheck %s --check-prefix=BOTH
; RUN: not nvtv opt %s 2>&1 | FileCheck %s --check-prefix=NONE
; UNKNOWN: nvtv: opt: bad pipeline: unknown pass 'nonexistent' (known: cbe, basr, lsr, cgp, scev-cgp, dse, mutate-tgt){{$}}
; UNKNOWN-NOT: {{.}}
; UNKNOWN-CHECK: nvtv: check: bad pipeline: unknown pass 'nonexistent' (known: cbe, basr, lsr, cgp, scev-cgp, dse, mutate-tgt){{$}}
; EMPTY: nvtv: opt: bad pipeline: empty pass name in 'cbe,,basr'
; BOTH: nvtv: opt: give one of -passes=, -llvm-passes= and --opt-cmd, not several
; NONE: nvtv: opt: no pipeline given (use -passes=LIST, -llvm-passes='...' or --opt-cmd 'COMMAND')

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %t, %n
  %x = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x
  store float 0.0, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
