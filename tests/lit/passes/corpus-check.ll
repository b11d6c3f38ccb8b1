; The acceptance runs of the address passes: every corpus kernel through our address passes, with and
; without SCEV-CGP, proves (or bounds, where a recurrence is not affine) every address;
; and the unsound SCEV-CGP knobs give counterexamples the verifier confirms.
; RUN: nvtv check %corpus/*.ll -passes=cbe,basr,cgp | FileCheck %s --check-prefix=SOUND
; RUN: nvtv check %corpus/*.ll -passes=cbe,basr,cgp,scev-cgp -nv-disable-scev-cgp=0 | FileCheck %s --check-prefix=SOUND
; RUN: nvtv check %corpus/*.ll -passes=default -nv-disable-scev-cgp=0 | FileCheck %s --check-prefix=SOUND
; SOUND: total: 36 files, 37 kernels and 1 device functions: {{[0-9]+}} proved, {{[0-9]+}} bounded, 0 unknown, 0 counterexamples

; (--timeout-ms 8000: a loaded machine once left one of the three unknown at the default 2000
; ms; the check here is the knob's unsoundness, not the budget)
; RUN: not nvtv check %corpus/rowmajor64.ll -passes=cbe,basr,cgp,scev-cgp -nv-disable-scev-cgp=0 -ignore-32-bit-overflow=1 --timeout-ms 8000 | FileCheck %s --check-prefix=OVF32
; OVF32: counterexample: address-mismatch in @rowmajor64
; OVF32: re-evaluated: yes (outside Z3)
; OVF32-NEXT: confirmed:  yes, by execution:
; OVF32: total: 1 files, 1 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, {{[1-9][0-9]*}} counterexamples

; The counterexamples of these two take 0.3-0.6 s of Z3 each (64-bit products), within the
; default budget: Z3's resource limit, so a loaded machine gives the same verdicts.
; ignore-signed-32-bit-overflow's split makes the thread-id terms longer, so only the
; aggressive mode (no profitability check) rewrites with it.
; RUN: not nvtv check %corpus/grid2d_index.ll -passes=scev-cgp -nv-disable-scev-cgp=0 -ignore-signed-32-bit-overflow=1 -do-scev-cgp-aggresively=1 | FileCheck %s --check-prefix=SOVF
; SOVF: counterexample: address-mismatch in @grid2d_index
; SOVF: total: 1 files, 1 kernels: 0 proved, 0 bounded, 0 unknown, 3 counterexamples
