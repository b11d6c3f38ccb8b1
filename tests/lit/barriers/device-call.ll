; A call of a device function may access memory.  Found by nvtv fuzz --shape memops
; --exec-oracle (a verifier-unsound finding): every thread calls @dev, which stores g[0], then a
; barrier, then thread 0 stores g[0..1].  DSE saw no access in the call and removed the
; barrier, the verifier proved the removal, and execution showed the race.  Now a call that
; may touch memory (no memory(none)) is an access of any address: DSE keeps the barrier, and a
; tgt without it is unknown, with the call named.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv check %t/src.ll -passes=dse --remarks 2>&1 | FileCheck %s --check-prefix=DSE
; DSE-NOT: dse: @k: removed
; DSE: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: nvtv tag %t/src.ll -o %t/tsrc.ll
; RUN: grep -v 'call void @llvm.nvvm.barrier0()' %t/tsrc.ll > %t/tgt.ll
; RUN: not nvtv verify %t/tsrc.ll %t/tgt.ll | FileCheck %s --check-prefix=VERIFY
; VERIFY: unknown: unknown in @k at #1
; VERIFY: first: call @dev (src line {{[0-9]+}}) by thread t, before the sync
; VERIFY: second: store <2 x i32> addrspace(1)
; VERIFY: reason: a call that may access memory (nvtv does not look into callees)
; Calls of functions that touch no memory (memory(none)) are not accesses: the barrier goes.
; RUN: nvtv check %t/pure.ll -passes=dse --remarks 2>&1 | FileCheck %s --check-prefix=PURE
; PURE: dse: @k: removed llvm.nvvm.barrier0 in %entry

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) noalias %g) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @dev(ptr addrspace(1) %g)
  call void @llvm.nvvm.barrier0()
  %t = add i32 %tx, %tx
  %x = sext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %g, i64 %x
  store <2 x i32> <i32 -1, i32 0>, ptr addrspace(1) %p, align 4
  ret void
}
define internal void @dev(ptr addrspace(1) %p) noinline {
entry:
  store i32 0, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}

;--- pure.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) noalias %g) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @sq(i32 %tx)
  call void @llvm.nvvm.barrier0()
  %x = sext i32 %tx to i64
  %p = getelementptr i32, ptr addrspace(1) %g, i64 %x
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
define internal i32 @sq(i32 %a) noinline memory(none) {
entry:
  %m = mul i32 %a, %a
  ret i32 %m
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
