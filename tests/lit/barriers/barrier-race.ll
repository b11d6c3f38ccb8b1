; Verifier message: barrier-race.  Seed 004's DSE example: every thread loads s[%i] above the
; barrier and stores it below, %i uniform; tgt deletes the barrier, as the seed does.  Under
; the cuda model (default) and the four-map model alike, two threads t != t' meet at s[%i]:
; a write-after-read.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s --check-prefixes=CHECK,CUDA
; RUN: not nvtv verify %t/src.ll %t/tgt.ll --barrier-model=four-map | FileCheck %s --check-prefixes=CHECK,FOURMAP
; RUN: not nvtv verify %t/src.ll %t/tgt.ll --json | FileCheck %s --check-prefix=JSON
; CHECK:          counterexample: barrier-race in @k at #2
; CHECK-NEXT:       access: llvm.nvvm.barrier0 (src line 10)
; CHECK-NEXT:       check: no two threads make conflicting accesses that only the removed sync ordered
; CUDA-NEXT:        model: cuda
; FOURMAP-NEXT:     model: four-map
; CHECK-NEXT:       hazard: WAR on shared memory
; CHECK-NEXT:       first: load i32 addrspace(3) (src line 9) by thread t, before the sync
; CHECK-NEXT:       second: store i32 addrspace(3) (src line 12) by thread t', after the sync
; CHECK-NEXT:       inputs: %s = 0, %i = 0
; CHECK-NEXT:       objects: {{.*}}object.size({{.*}}
; CHECK-NEXT:       thread: tid.x = 0, tid.x' = 1, ntid.x = 2
; CHECK-NEXT:       values: t's address = 0x0, t''s address = 0x0 (generic)
; CHECK-NEXT:       re-evaluated: yes (outside Z3)
; CHECK-NEXT:       confirmed: yes, by execution:
; CHECK-NEXT:     @k: 2 proved, 0 bounded, 0 unknown, 1 counterexample
; JSON: "kind":"barrier-race","function":"k","barrier_model":"cuda"{{.*}}"hazard":"WAR","space":"shared"{{.*}}"first":{"id":1,"op":"load"{{.*}}"second":{"id":3,"op":"store"{{.*}}"confirmed":true

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(3) %s, i32 %i) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !2
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(3) %p, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(3) %s, i32 %i) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4, !nvtv.id !1
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(3) %p, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!3 = !{i64 3}
