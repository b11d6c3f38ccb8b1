; A memcpy reads through its second pointer.  Found by nvtv fuzz --shape memops
; --exec-oracle: each thread stores s[tid] to shared memory, a barrier, then copies s[tid+1]
; to global memory with memcpy.  DSE took the memcpy for a global access only (its first
; pointer's space), saw no shared conflict and removed the barrier; the verifier proved the
; removal for the same reason, and execution refuted it.  Now an intrinsic whose pointers are
; in different spaces touches both: DSE keeps the barrier, and a tgt without it is a
; counterexample (the memcpy's read of s[tid+1] races with thread tid+1's store), confirmed.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv check %t/src.ll -passes=dse --remarks 2>&1 | FileCheck %s --check-prefix=DSE
; DSE-NOT: dse: @k: removed
; DSE: @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: nvtv tag %t/src.ll -o %t/tsrc.ll
; RUN: grep -v 'call void @llvm.nvvm.barrier0()' %t/tsrc.ll > %t/tgt.ll
; RUN: not nvtv verify %t/tsrc.ll %t/tgt.ll | FileCheck %s --check-prefix=VERIFY
; VERIFY: counterexample: barrier-race in @k at #2
; VERIFY: hazard: RAW on shared memory
; VERIFY: second: memintrin addrspace(3) (src line {{[0-9]+}}) by thread t', after the sync
; VERIFY: confirmed: yes, by execution
; VERIFY: @k: 2 proved, 0 bounded, 0 unknown, 1 counterexample
; RUN: not nvtv diff %t/tsrc.ll %t/tgt.ll | FileCheck %s --check-prefix=EXEC
; EXEC: memory: %g+0x{{[0-9a-f]+}}: src

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [4096 x float] undef, align 8

define void @k(ptr addrspace(1) %g) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = zext i32 %tx to i64
  %p = getelementptr float, ptr addrspace(3) @s, i64 %a
  store float 1.0, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %j = add i64 %a, 1
  %q = getelementptr float, ptr addrspace(3) @s, i64 %j
  %o = getelementptr float, ptr addrspace(1) %g, i64 %a
  call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) align 4 %o, ptr addrspace(3) align 4 %q, i64 4, i1 false)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.memcpy.p1.p3.i64(ptr addrspace(1), ptr addrspace(3), i64, i1)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
