; Verifier message: trip-count of an outer loop, confirmed by execution on a second model.
; The outer loop's exit test of corpus/nested_loops2.ll changed (slt -> sle: one iteration
; more); the accesses sit in the inner loop, which a thread with tid.x >= n never enters.
; The first model picks such a thread, and execution sees the same (no) executions of #1 on
; both sides; the obligation is then asked again with the access reached in the extra
; iteration, and that model is confirmed.  Before, both accesses were unknown ("a trip-count
; counterexample that execution refutes").
; RUN: sed 's/icmp slt i32 %%i.next, %%m/icmp sle i32 %%i.next, %%m/' %corpus/nested_loops2.ll > %t.tgt.ll
; RUN: not nvtv verify %corpus/nested_loops2.ll %t.tgt.ll | FileCheck %s
; CHECK:      counterexample: trip-count in @nested_loops2 at #1
; CHECK-NEXT:   access:     load float addrspace(1)
; CHECK-NEXT:   check:      iteration k goes on to k+1 in src exactly when it does in tgt (loop exit condition)
; CHECK:        confirmed:  yes, by execution: access: thread ({{[0-9]+}},0,0) runs #1 1 time in src, 2 in tgt; tgt's execution 2: load of 4 bytes at %A+{{.*}} (k.outer = 1, k.inner = 0)
; CHECK:      total: 2 proved, 0 bounded, 0 unknown, 1 counterexample
