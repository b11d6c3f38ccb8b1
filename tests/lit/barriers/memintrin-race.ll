; Verifier message: barrier-race with a memory intrinsic, confirmed by execution.  A memcpy
; or memset of a constant length is a plain access of that many bytes to the barrier rule: a
; memset writes through its pointer, a memcpy writes its destination and reads its source.
; Removing the barrier after each thread's memcpy into the tile (its neighbour reads the
; element) is a RAW race, removing the one before the memset that clears it a WAR race, both
; confirmed; removing the last barrier, between a thread's memset of its own element and its
; own load of it, is proved.  Before, every pair with an intrinsic was unknown ("a memory
; intrinsic or an address nvtv cannot model").
; RUN: rm -rf %t && split-file %s %t
; RUN: grep -v 'nvtv.id !2$' %t/src.ll > %t/a.ll
; RUN: grep -v 'nvtv.id !5$' %t/src.ll > %t/b.ll
; RUN: grep -v 'nvtv.id !7$' %t/src.ll > %t/c.ll
; RUN: not nvtv verify %t/src.ll %t/a.ll | FileCheck %s --check-prefix=RAW
; RUN: not nvtv verify %t/src.ll %t/b.ll | FileCheck %s --check-prefix=WAR
; RUN: nvtv verify %t/src.ll %t/c.ll | FileCheck %s --check-prefix=OWN
; RAW:      counterexample: barrier-race in @k at #2
; RAW:        hazard:     RAW on shared memory
; RAW-NEXT:   first:      memintrin addrspace(3) (src line 10) by thread t, before the sync
; RAW-NEXT:   second:     load i32 addrspace(3) (src line 15) by thread t', after the sync
; RAW:        confirmed:  yes, by execution: memory: {{.*}}tgt has a data race that src has under no schedule
; RAW:      total: 8 proved, 0 bounded, 0 unknown, 1 counterexample
; WAR:      counterexample: barrier-race in @k at #5
; WAR:        hazard:     WAR on shared memory
; WAR-NEXT:   first:      load i32 addrspace(3) (src line 15) by thread t, before the sync
; WAR-NEXT:   second:     memintrin addrspace(3) (src line 20) by thread t', after the sync
; WAR:        confirmed:  yes, by execution
; WAR:      total: 8 proved, 0 bounded, 0 unknown, 1 counterexample
; OWN:      total: 9 proved, 0 bounded, 0 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [256 x i32] undef, align 4
define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %src = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t64
  %dst = getelementptr inbounds [256 x i32], ptr addrspace(3) @tile, i64 0, i64 %t64
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 4 %dst, ptr addrspace(1) align 4 %src, i64 4, i1 false), !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %n = xor i32 %t, 1
  %n64 = zext i32 %n to i64
  %q = getelementptr inbounds [256 x i32], ptr addrspace(3) @tile, i64 0, i64 %n64
  %v = load i32, ptr addrspace(3) %q, align 4, !nvtv.id !3
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %v, ptr addrspace(1) %o, align 4, !nvtv.id !4
  call void @llvm.nvvm.barrier0(), !nvtv.id !5
  %own = getelementptr inbounds [256 x i32], ptr addrspace(3) @tile, i64 0, i64 %t64
  call void @llvm.memset.p3.i64(ptr addrspace(3) align 4 %own, i8 0, i64 4, i1 false), !nvtv.id !6
  call void @llvm.nvvm.barrier0(), !nvtv.id !7
  %w = load i32, ptr addrspace(3) %own, align 4, !nvtv.id !8
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %w, ptr addrspace(1) %o2, align 4, !nvtv.id !9
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!8 = !{i64 8}
!9 = !{i64 9}
