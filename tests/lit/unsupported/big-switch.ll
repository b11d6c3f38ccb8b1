; A switch of 2,000 cases: reachability is one conjunction of the cases, not a quadratic
; chain of them, so the passes and the verifier finish in seconds (the timing is measured
; by nvtv bench, not asserted here).
; RUN: %{python} %S/Inputs/big.py switch 2000 > %t.ll
; RUN: nvtv check %t.ll -passes=default | FileCheck %s
; CHECK: @k: 2000 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: nvtv verify %t.ll %t.ll | FileCheck %s
