; A query that runs out of its Z3 budget is unknown, never proved, and says why: the
; resource limit of --timeout-ms (Z3 4.8 reports it as "canceled"; the message names the
; budget instead). rowmajor64's counterexamples under -ignore-32-bit-overflow take Z3
; 0.3-0.6 s; at 5 ms (Z3 gets at least 20 ms of units) none is found. The limit is in Z3's resource units, so the verdict is
; the same on a loaded machine.
; RUN: not nvtv check %corpus/rowmajor64.ll -passes=cbe,basr,cgp,scev-cgp -nv-disable-scev-cgp=0 -ignore-32-bit-overflow=1 --timeout-ms 5 | FileCheck %s
; CHECK: unknown: unknown in @rowmajor64 at #{{[0-9]+}}
; CHECK-NEXT: access:
; CHECK-NEXT: check:
; CHECK-NEXT: reason: timeout: Z3's resource limit for the query's {{[0-9]+}} ms budget (--timeout-ms; its last solver had {{[0-9]+}} ms of it)
; CHECK: total: 1 files, 1 kernels: {{[0-9]+}} proved, 0 bounded, {{[1-9][0-9]*}} unknown, 0 counterexamples
