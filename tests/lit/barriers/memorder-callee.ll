; Memory order across a barrier, with the other thread's access in a device function.  Each
; thread's helper @put stores its word of the shared tile, a barrier, then each thread loads
; its neighbour's word.  Two wrong changes a pass author could make, both once proved (the
; memory-order rule looked only at the kernel's own tagged accesses, and a call tgt moved
; across a barrier was not checked): the load hoisted above the barrier, and the barrier
; moved above the call.  The helper's store is read off its body (verify_call_accesses): each
; is a confirmed counterexample.  With @put only declared, each is unknown, the call named.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %S/../../../corpus/adversary/helper_store_load_hoisted_above_barrier.src.ll %S/../../../corpus/adversary/helper_store_load_hoisted_above_barrier.tgt.ll | FileCheck %s --check-prefix=HOIST
; HOIST:      counterexample: memory-order in @k at #2
; HOIST:        first: load float addrspace(3) (src line 13) by thread t, the access tgt moved
; HOIST-NEXT:   second: store float addrspace(3) (src line 20, in @put) by thread t', in src's other interval
; HOIST:        confirmed: yes, by execution
; RUN: not nvtv verify %S/../../../corpus/adversary/barrier_moved_above_helper_store.src.ll %S/../../../corpus/adversary/barrier_moved_above_helper_store.tgt.ll | FileCheck %s --check-prefix=CALL
; CALL:      counterexample: memory-order in @k
; CALL-NEXT:   access: call @put (src line 9, tgt line 10)
; CALL:        first: store float addrspace(3) (src line 20, in @put) by thread t, the access tgt moved
; CALL-NEXT:   second: load float addrspace(3) (src line 13) by thread t', in src's other interval
; CALL:        confirmed: yes, by execution
; RUN: not nvtv verify %t/esrc.ll %t/etgt.ll | FileCheck %s --check-prefix=EHOIST
; EHOIST: unknown: unknown in @k at #2
; EHOIST: reason: tgt moved the access across a barrier, and another thread's call of @put (src line 9), which nvtv cannot look into, may write its bytes
; RUN: not nvtv verify %t/esrc.ll %t/etgt2.ll | FileCheck %s --check-prefix=ECALL
; ECALL: unknown: unknown in @k
; ECALL: reason: tgt moved the call of @put (src line 9, tgt line 10) across a barrier: nvtv cannot look into the callee to check its accesses against other threads'

;--- esrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [256 x float] undef, align 4
define void @k(ptr addrspace(1) noalias %out, float %a) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %mine = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %x
  call void @put(ptr addrspace(3) %mine, float %a)
  call void @llvm.nvvm.barrier0(), !nvtv.id !1
  %o = xor i64 %x, 1
  %s = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %o
  %v = load float, ptr addrspace(3) %s, align 4, !nvtv.id !2
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
declare void @put(ptr addrspace(3), float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, ptr @k, !"maxntidx", i32 256}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}

;--- etgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [256 x float] undef, align 4
define void @k(ptr addrspace(1) noalias %out, float %a) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %mine = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %x
  call void @put(ptr addrspace(3) %mine, float %a)
  %o = xor i64 %x, 1
  %s = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %o
  %v = load float, ptr addrspace(3) %s, align 4, !nvtv.id !2
  call void @llvm.nvvm.barrier0(), !nvtv.id !1
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
declare void @put(ptr addrspace(3), float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, ptr @k, !"maxntidx", i32 256}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}

;--- etgt2.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [256 x float] undef, align 4
define void @k(ptr addrspace(1) noalias %out, float %a) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %mine = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %x
  call void @llvm.nvvm.barrier0(), !nvtv.id !1
  call void @put(ptr addrspace(3) %mine, float %a)
  %o = xor i64 %x, 1
  %s = getelementptr inbounds [256 x float], ptr addrspace(3) @tile, i64 0, i64 %o
  %v = load float, ptr addrspace(3) %s, align 4, !nvtv.id !2
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %v, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
declare void @put(ptr addrspace(3), float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, ptr @k, !"maxntidx", i32 256}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}

