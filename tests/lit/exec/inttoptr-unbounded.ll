; The integer form of an address (CGP with -addr-sink-using-gep=0: ptrtoint, add, inttoptr)
; keeps the pointer's object in the interpreter: with objects unbounded, as the verifier and
; nvtv fuzz --exec-oracle take them, g0 + 4*ld for a huge ld is still g0's, whether written
; as a GEP or as integers, for a global argument and for a shared array (a constant
; expression). A --random-knobs campaign once reported 36 false verifier-unsound findings here:
; inttoptr recovered the object from the number alone, and found none.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv diff %t/src.ll %t/tgt.ll --unbounded --runs 64 | FileCheck %s
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=PROVED
; CHECK: @k: 64 runs (every schedule): {{[1-9][0-9]*}} compared, {{.*}}: no difference
; PROVED: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s0 = internal addrspace(3) global [64 x i32] undef, align 4
define void @k(ptr addrspace(1) %g0, i64 %ld) {
  %p = getelementptr i32, ptr addrspace(1) %g0, i64 %ld
  %v = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr i32, ptr addrspace(3) @s0, i64 %ld
  store i32 %v, ptr addrspace(3) %q, align 4
  ret void
}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s0 = internal addrspace(3) global [64 x i32] undef, align 4
define void @k(ptr addrspace(1) %g0, i64 %ld) {
  %i = ptrtoint ptr addrspace(1) %g0 to i64
  %o = shl i64 %ld, 2
  %a = add i64 %i, %o
  %p = inttoptr i64 %a to ptr addrspace(1)
  %v = load i32, ptr addrspace(1) %p, align 4
  %a3 = add i64 ptrtoint (ptr addrspace(3) @s0 to i64), %o
  %q = inttoptr i64 %a3 to ptr addrspace(3)
  store i32 %v, ptr addrspace(3) %q, align 4
  ret void
}
