; A call of a device function may access memory.  Found by nvtv fuzz --shape memops
; --exec-oracle (a verifier-unsound finding): every thread calls @dev, which stores g[0], then a
; barrier, then thread 0 stores g[0..1].  DSE saw no access in the call and removed the
; barrier, the verifier proved the removal, and execution showed the race.  A call that may
; touch memory (no memory(none)) is an access: DSE keeps the barrier.  The verifier reads the
; accesses of a device function without loops or calls off its body, in the caller's terms
; (verify_call_accesses): a tgt without the barrier is a confirmed counterexample that names
; the callee's store.  A callee nvtv cannot read (a declaration) stays an access of any
; address, unknown with the call named.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv check %t/src.ll -passes=dse --remarks 2>&1 | FileCheck %s --check-prefix=DSE
; DSE-NOT: dse: @k: removed
; DSE: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: nvtv tag %t/src.ll -o %t/tsrc.ll
; RUN: grep -v 'call void @llvm.nvvm.barrier0()' %t/tsrc.ll > %t/tgt.ll
; RUN: not nvtv verify %t/tsrc.ll %t/tgt.ll | FileCheck %s --check-prefix=VERIFY
; VERIFY: counterexample: barrier-race in @k at #1
; VERIFY: first: store i32 addrspace(1) (src line {{[0-9]+}}, in @dev) by thread t, before the sync
; VERIFY: second: store <2 x i32> addrspace(1)
; VERIFY: confirmed: yes, by execution
; RUN: nvtv tag %t/ext.ll -o %t/esrc.ll
; RUN: grep -v 'call void @llvm.nvvm.barrier0()' %t/esrc.ll > %t/etgt.ll
; RUN: not nvtv verify %t/esrc.ll %t/etgt.ll | FileCheck %s --check-prefix=EXTERN
; EXTERN: unknown: unknown in @k at #1
; EXTERN: first: call @dev (src line {{[0-9]+}}) by thread t, before the sync
; EXTERN: reason: a call that may access memory (nvtv does not look into callees)
; Each thread's helper writes its own word of global memory before the barrier, and the
; shared tile's read after it: no conflict the barrier ordered.  Proved (the helper's store
; is in global memory, the tile's load in shared).
; RUN: nvtv tag %t/own.ll -o %t/town.ll
; RUN: grep -v 'call void @llvm.nvvm.barrier0()' %t/town.ll > %t/tgt-own.ll
; RUN: nvtv verify %t/town.ll %t/tgt-own.ll | FileCheck %s --check-prefix=OWN
; OWN: @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; Calls of functions that touch no memory (memory(none)) are not accesses: the barrier goes.
; RUN: nvtv check %t/pure.ll -passes=dse --remarks 2>&1 | FileCheck %s --check-prefix=PURE
; PURE: dse: @k: removed llvm.nvvm.barrier0 in %entry

;--- own.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [256 x float] undef, align 4
define void @k(ptr addrspace(1) noalias %g, ptr addrspace(1) noalias %out) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %g, i64 %x
  call void @put(ptr addrspace(1) %p, float 1.0)
  call void @llvm.nvvm.barrier0()
  %s = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %x
  %v = load float, ptr addrspace(3) %s, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %q, align 4
  ret void
}
define internal void @put(ptr addrspace(1) %p, float %v) noinline {
entry:
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, ptr @k, !"maxntidx", i32 256}

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

;--- ext.ll
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
declare void @dev(ptr addrspace(1))
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
