; A limited child that dies is never a proof: the function is unknown, kind verifier-crash,
; with the signal named, and the next function goes on.  A child that hangs without using
; CPU time is stopped by the wall-clock safety net (4 x --kernel-timeout + 10 s), which names
; itself.  NVTV_FAULT injects both (limits.c).
; RUN: env NVTV_FAULT=segv:k not nvtv verify %s %s --kernel-timeout 5 | FileCheck --check-prefix=SEGV %s
; SEGV: unknown: verifier-crash in @k
; SEGV-NEXT: reason: the verifier died with signal 11 (Segmentation fault) on this function; not verified
; SEGV: @k: 0 proved, 0 bounded, 1 unknown, 0 counterexamples
; SEGV: @small: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: env NVTV_FAULT=hang:small not nvtv verify %s %s --kernel-timeout 1 | FileCheck --check-prefix=HANG %s
; HANG: unknown: limit in @small
; HANG-NEXT: reason: the wall-clock safety net (4 x --kernel-timeout + 10 s = 14 s) stopped it after 0.0 CPU seconds; not verified
; HANG: @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples

define void @k(ptr addrspace(1) %p, i32 %i) {
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %a
  ret void
}

define void @small(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
