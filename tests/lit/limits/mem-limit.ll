; --mem-limit SIZE: what the verification of one function may allocate (the child's address
; space may grow by that much).  A switch of 12,000 cases needs more than 16M: @k is unknown
; with the limit named, and the next function (@small, appended from this file) is proved.
; RUN: %{python} %S/../unsupported/Inputs/big.py switch 12000 > %t.ll
; RUN: grep -v '^;' %s >> %t.ll
; RUN: not nvtv verify %t.ll %t.ll --mem-limit 16M 2>%t.err | FileCheck %s
; CHECK: unknown: limit in @k
; CHECK-NEXT: reason: --mem-limit 16M reached; not verified
; CHECK: @k: 0 proved, 0 bounded, 12000 unknown, 0 counterexamples
; CHECK: @small: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; What the stopped child said on its way down ("out of memory", C++ runtime aborts) is dropped:
; the finding names the limit.
; RUN: count 0 < %t.err
; Values that are not sizes, or are too small to mean anything, are usage errors:
; RUN: not nvtv verify %s %s --mem-limit 3X 2>&1 | FileCheck --check-prefix=BAD %s
; BAD: nvtv: verify: option --mem-limit: '3X' is not a size (N, Nk, NM, NG)
; RUN: not nvtv check %s -passes=cbe --mem-limit 1M 2>&1 | FileCheck --check-prefix=SMALL %s
; SMALL: nvtv: check: option --mem-limit: '1M' is below 16M
; RUN: not nvtv verify %s %s --kernel-timeout 0 2>&1 | FileCheck --check-prefix=TIME %s
; TIME: nvtv: verify: option --kernel-timeout: '0' is not a duration of at least 1 s (N, Ns, Nm or Nh)

define void @small(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
