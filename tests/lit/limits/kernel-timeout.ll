; --kernel-timeout S: each function is verified in a child with S CPU seconds.  A switch of
; 12,000 cases needs several; it is unknown (kind "limit", every access counted unknown), and
; the next function (@small, appended from this file) is still verified.  CPU time, not wall
; time: the same verdict on a loaded machine.
; RUN: %{python} %S/../unsupported/Inputs/big.py switch 12000 > %t.ll
; RUN: cat %s >> %t.ll
; RUN: not nvtv verify %t.ll %t.ll --kernel-timeout 1 | FileCheck %s
; CHECK: unknown: limit in @k
; CHECK-NEXT: reason: --kernel-timeout 1 s reached (CPU time); not verified
; CHECK: @k: 0 proved, 0 bounded, 12000 unknown, 0 counterexamples
; CHECK: @small: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; The exit status is 3 (unknown only), as for any unknown:
; RUN: %{python} -c "import subprocess,sys; sys.exit(subprocess.call(sys.argv[1:], stdout=subprocess.DEVNULL) != 3)" nvtv verify %t.ll %t.ll --kernel-timeout 1
; check takes the same limit, per function after the pipeline; JSON names the kind:
; RUN: not nvtv check %t.ll -passes=cbe --kernel-timeout 1 --json | FileCheck --check-prefix=JSON %s
; JSON: "kind":"limit"
; JSON-SAME: "message":"--kernel-timeout 1 s reached (CPU time); not verified"
; A generous limit changes nothing:
; RUN: nvtv verify %S/../../../corpus/cbe_if_else.ll %S/../../../corpus/cbe_if_else.ll --kernel-timeout 60 --mem-limit 2G | FileCheck --check-prefix=SAME %s
; SAME: total: {{[1-9][0-9]*}} proved, 0 bounded, 0 unknown, 0 counterexamples

define void @small(ptr addrspace(1) %p, i32 %i) {
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %a
  ret void
}
