; A chain of 12,000 dependent instructions is verified (the command runs on a large stack);
; one of 30,000 exceeds the builder's depth limit and is unsupported with the limit named.
; Neither crashes, in the verifier or in our passes (a forked child).
; RUN: %{python} %S/Inputs/big.py chain 12000 xor > %t.12k.ll
; RUN: nvtv verify %t.12k.ll %t.12k.ll | FileCheck %s --check-prefix=ID
; ID: @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: nvtv check %t.12k.ll -passes=default | FileCheck %s --check-prefix=PASSES
; PASSES: @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: %{python} %S/Inputs/big.py chain 30000 mul > %t.30k.ll
; RUN: sh -c 'nvtv verify %t.30k.ll %t.30k.ll > %t.out; test $? -eq 3'
; RUN: FileCheck %s --check-prefix=DEEP --input-file=%t.out
; DEEP: unsupported: unsupported in @k at #1
; DEEP: an expression chain deeper than 20000 values
; DEEP: @k: 0 proved, 0 bounded, 0 unknown, 0 counterexamples, 1 unsupported
