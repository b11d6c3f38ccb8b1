; Correspondence rule: dead-local, with local forwarding facts (-O0 code under
; default<O3>).  -O0 keeps every local and parameter in an alloca; SROA and mem2reg delete
; its loads and stores.  A deleted plain store to an alloca that does not escape (only plain
; loads and stores use its address) and that tgt no longer has at all is unobservable: the
; memory is the thread's own and dies with the call.  A src load of such an alloca whose one
; store dominates it reads that store's value (a fact, as mem2reg would forward it), so the
; global store's value and address are proved.  bad.ll forwards tid*4 for v = tid*3: a
; counterexample, confirmed by execution.  The rule does not apply when the alloca escapes
; (its address passed to a call: escape.ll) or when tgt keeps a load of it (kept.ll: tgt's
; load reads the variable never stored, an undefined value, where src stores tid*3).
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=GOOD
; GOOD:      @k: 5 proved, 0 bounded, 0 unknown, 0 counterexamples
; GOOD:      rules: proved 1 one-to-one, 0 merged, 2 deleted-load, 0 widened, 2 dead-local
; RUN: not nvtv verify %t/src.ll %t/bad.ll | FileCheck %s --check-prefix=BAD
; BAD:      counterexample: value-mismatch in @k at #4
; BAD:        confirmed: yes, by execution: access: thread (1,0,0), execution 1 of #4: src: store of 0x3 (4 bytes) at %out+0x4; tgt: store of 0x4 (4 bytes) at %out+0x4
; RUN: sh -c 'nvtv verify %t/escape.ll %t/escape-tgt.ll > %t/escape.out; test $? -eq 3'
; RUN: FileCheck %s --check-prefix=ESCAPE < %t/escape.out
; ESCAPE:   unsupported: unsupported in @k at #0
; ESCAPE-NEXT: access: store i32 addrspace(0)
; ESCAPE-NEXT: reason: memory access deleted by the transformation
; ESCAPE:   @k: 0 proved, 0 bounded, 0 unknown, 0 counterexamples, 1 unsupported
; RUN: sh -c 'nvtv verify %t/src.ll %t/kept.ll > %t/kept.out; test $? -eq 3'
; RUN: FileCheck %s --check-prefix=KEPT < %t/kept.out
; KEPT:     unsupported: unsupported in @k at #1
; KEPT-NEXT: access: store i32 addrspace(0)
; KEPT-NEXT: reason: memory access deleted by the transformation
; KEPT:     unknown: unknown in @k at #4
; KEPT:       tgt:        undef#
; KEPT:     rules: proved 1 one-to-one, 0 merged, 1 deleted-load, 0 widened, 1 dead-local

;--- src.ll
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %i.addr = alloca i32, align 4
  %v.addr = alloca i32, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %t, ptr %i.addr, align 4, !nvtv.id !0
  %x = mul i32 %t, 3
  store i32 %x, ptr %v.addr, align 4, !nvtv.id !1
  %i = load i32, ptr %i.addr, align 4, !nvtv.id !2
  %v = load i32, ptr %v.addr, align 4, !nvtv.id !3
  %e = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e
  store i32 %v, ptr addrspace(1) %p, align 4, !nvtv.id !4
  ret void
}
!0 = !{i64 0}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- tgt.ll
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = mul i32 %t, 3
  %e = sext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e
  store i32 %x, ptr addrspace(1) %p, align 4, !nvtv.id !4
  ret void
}
!4 = !{i64 4}

;--- bad.ll
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = mul i32 %t, 4
  %e = sext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e
  store i32 %x, ptr addrspace(1) %p, align 4, !nvtv.id !4
  ret void
}
!4 = !{i64 4}

;--- kept.ll
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %v.addr = alloca i32, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = load i32, ptr %v.addr, align 4, !nvtv.id !3
  %e = sext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e
  store i32 %v, ptr addrspace(1) %p, align 4, !nvtv.id !4
  ret void
}
!3 = !{i64 3}
!4 = !{i64 4}

;--- escape.ll
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @use(ptr)
define void @k(ptr addrspace(1) %out, i32 %t) {
entry:
  %v.addr = alloca i32, align 4
  store i32 %t, ptr %v.addr, align 4, !nvtv.id !0
  call void @use(ptr %v.addr)
  ret void
}
!0 = !{i64 0}

;--- escape-tgt.ll
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @use(ptr)
define void @k(ptr addrspace(1) %out, i32 %t) {
entry:
  %v.addr = alloca i32, align 4
  call void @use(ptr %v.addr)
  ret void
}
