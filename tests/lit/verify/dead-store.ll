; Correspondence rule: dead-store (LLVM's DSE).  A plain store tgt deleted is dead when
; a later src store in its block writes the same address (the same normal form), at least as
; many bytes, and nothing in between reads memory (loads of a distinct object excepted),
; synchronises, touches memory in a call or may stop the thread: another thread's read of the
; first value would be a data race.  @dead: `out[t] = 0` before `out[t] = 3 * a[t]` (a is
; __restrict__).  @read: a load of out[t + 1] comes between: not proved dead (unsupported).
; RUN: rm -rf %t && split-file %s %t
; RUN: sh -c 'nvtv verify %t/src.ll %t/tgt.ll > %t/out; test $? -eq 3' && FileCheck %s < %t/out
; CHECK:      unsupported: unsupported in @read at #4
; CHECK-NEXT:   access:
; CHECK-NEXT:   reason:     memory access deleted by the transformation (no later src store in its block overwrites it before anything may read it: the dead-store rule does not apply)
; CHECK:      @dead: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; CHECK:      rules: proved 4 one-to-one, 0 merged, 0 deleted-load, 0 widened, 0 dead-local, 0 unrolled, 0 licm, 1 dead-store
; CHECK-NOT:  counterexample:

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; out[t] = 0; v = a[t] * 3; out[t] = v;   (the first store is dead)
define void @dead(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ti
  store i32 0, ptr addrspace(1) %po, align 4, !nvtv.id !1
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ti
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !2
  %w = mul i32 %v, 3
  store i32 %w, ptr addrspace(1) %po, align 4, !nvtv.id !3
  ret void
}
; out[t] = 0; v = out[t + 1]; out[t] = v;   (out[t + 1] may be read by ... this thread reads out, not distinct: kept)
define void @read(ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ti
  store i32 0, ptr addrspace(1) %po, align 4, !nvtv.id !4
  %t1 = add nuw nsw i64 %ti, 1
  %pn = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t1
  %v = load i32, ptr addrspace(1) %pn, align 4, !nvtv.id !5
  store i32 %v, ptr addrspace(1) %po, align 4, !nvtv.id !6
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; DSE: the first store deleted
define void @dead(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ti
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %ti
  %v = load i32, ptr addrspace(1) %pa, align 4, !nvtv.id !2
  %w = mul i32 %v, 3
  store i32 %w, ptr addrspace(1) %po, align 4, !nvtv.id !3
  ret void
}
; the first store deleted, though a load of the same object comes between
define void @read(ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ti
  %t1 = add nuw nsw i64 %ti, 1
  %pn = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t1
  %v = load i32, ptr addrspace(1) %pn, align 4, !nvtv.id !5
  store i32 %v, ptr addrspace(1) %po, align 4, !nvtv.id !6
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
