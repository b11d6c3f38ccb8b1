; A nest of 20 loops: the loop chains around an access have no fixed size (a 16-entry array
; overflowed here before), so identity is proved and our passes run.
; RUN: %{python} %S/Inputs/big.py nest 20 > %t.ll
; RUN: nvtv verify %t.ll %t.ll | FileCheck %s
; CHECK: @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: nvtv check %t.ll -passes=default | FileCheck %s
