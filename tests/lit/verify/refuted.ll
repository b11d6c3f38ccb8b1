; A counterexample that execution refutes is not reported as one.  src loads a[0] twice and
; stores the difference; tgt stores 0.  The verifier does not model memory (a loaded value
; is an unknown per load), so Z3 finds two different loaded values; run in the interpreter
; with those inputs, both loads read the same word and src stores 0 too.  The finding is
; unknown, with the reason and the approximation behind it, and exit status 3.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: not nvtv verify %t/src.ll %t/tgt.ll --json | FileCheck %s --check-prefix=JSON
; RUN: not nvtv verify %t/src.ll %t/tgt.ll --no-replay | FileCheck %s --check-prefix=NOREPLAY
; RUN: not nvtv diff %t/src.ll %t/tgt.ll --confirm | FileCheck %s --check-prefix=DIFF
; CHECK:      unknown: unknown in @k at #3
; CHECK-NEXT:   access: store i32 addrspace(1) (src line {{[0-9]+}}, tgt line {{[0-9]+}})
; CHECK-NEXT:   check: the stored values are equal
; CHECK-NEXT:   reason: a value-mismatch counterexample that execution refutes (access: the 1 execution of #3 by thread (0,0,0) is the same in src and tgt (src: ok)); imprecision: src and tgt behave the same on these inputs: the model's difference rests on values the verifier leaves free (loaded values: memory is not modelled, values it cannot bound)
; CHECK:      @k: 2 proved, 0 bounded, 1 unknown, 0 counterexamples
; JSON:       "verdict":"unknown","kind":"unknown","function":"k"{{.*}}"execution":"refuted"
; NOREPLAY:   counterexample: value-mismatch in @k at #3
; NOREPLAY:     confirmed:  not replayed (--no-replay)
; DIFF:       refuted by execution: unknown in @k at #3
; DIFF:       total: 0 counterexamples, 0 confirmed by execution, 1 refuted by execution

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out) {
entry:
  %x = load i32, ptr addrspace(1) %a, align 4
  %y = load i32, ptr addrspace(1) %a, align 4
  %d = sub i32 %x, %y
  store i32 %d, ptr addrspace(1) %out, align 4
  ret void
}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out) {
entry:
  %x = load i32, ptr addrspace(1) %a, align 4
  %y = load i32, ptr addrspace(1) %a, align 4
  store i32 0, ptr addrspace(1) %out, align 4
  ret void
}
