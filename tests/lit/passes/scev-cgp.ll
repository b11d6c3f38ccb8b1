; SCEV-CGP (seed 003), off by default.  Two arrays indexed by the same 2-D thread id share
; their thread-id terms, computed once (scevcgptmp_) and, since tid.x, tid.y < 1024 (the
; scev-cgp-tid-max-value default) keep 64*tid.y + 4*tid.x below 2^31, in 32 bits.
; RUN: nvtv opt %s -passes=scev-cgp | FileCheck %s --check-prefix=OFF
; RUN: nvtv opt %s -passes=scev-cgp -nv-disable-scev-cgp=0 -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=PROVED
; scev-cgp-tid-max-value is a promise: @wide's offset tid.x << 23 only fits 32 bits below
; tid.x = 256.  With the promise 64 it is narrowed, and the verifier, whose thread ids go up
; to 1024 whatever the knob says, finds the thread that breaks it.
; RUN: nvtv opt %s -passes=scev-cgp -nv-disable-scev-cgp=0 -scev-cgp-tid-max-value=64 -o %t.64.ll
; RUN: not nvtv verify %s %t.64.ll | FileCheck %s --check-prefix=TIDMAX
; The unsound knobs: ignore-32-bit-overflow narrows @wide's tid.x << 23, which does not fit; ignore-bad-base derives %b's addresses from %a's (a pointer based on the wrong object, and an inbounds GEP across objects).
; RUN: nvtv opt %s -passes=scev-cgp -nv-disable-scev-cgp=0 -ignore-32-bit-overflow=1 -o %t.u.ll
; RUN: not nvtv verify %s %t.u.ll | FileCheck %s --check-prefix=OVERFLOW
; RUN: nvtv opt %s -passes=scev-cgp -nv-disable-scev-cgp=0 -ignore-bad-base=1 -o %t.b.ll
; RUN: FileCheck %s --check-prefix=BADBASE-IR < %t.b.ll
; RUN: not nvtv verify %s %t.b.ll | FileCheck %s --check-prefix=BADBASE
; RUN: nvtv opt %s -passes=scev-cgp -nv-disable-scev-cgp=0 -dump-scev-cgp=1 --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @tile2d(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %row = shl nuw nsw i64 %y, 4
  %i = add nuw nsw i64 %row, %x
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %v = load float, ptr addrspace(1) %pa, align 4
  %y16 = mul nuw nsw i64 %y, 16
  %j = add nuw nsw i64 %x, %y16
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %j
  store float %v, ptr addrspace(1) %pb, align 4
  ret void
}

; OFF: %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i

; CHECK-LABEL: define void @tile2d(
; CHECK:         %[[T32:scevcgptmp_[0-9]+]] = add i32
; CHECK-NEXT:    %[[T:scevcgptmp_[0-9]+]] = sext i32 %[[T32]] to i64
; CHECK-NEXT:    %[[PA:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %a, i64 %[[T]]
; CHECK-NEXT:    %v = load float, ptr addrspace(1) %[[PA]], align 4
; CHECK-NEXT:    %[[PB:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %b, i64 %[[T]]
; CHECK-NEXT:    store float %v, ptr addrspace(1) %[[PB]], align 4

; PROVED: @tile2d: 2 proved, 0 bounded, 0 unknown, 0 counterexamples

define void @global1d(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, i64 %ld) {
entry:
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cn = mul i32 %c, %n
  %g = add i32 %cn, %t
  %g64 = zext i32 %g to i64
  %r = mul i64 %g64, %ld
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %r
  %v = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %r
  store float %v, ptr addrspace(1) %pb, align 4
  ret void
}

; PROVED: @global1d: 2 proved, 0 bounded, 0 unknown, 0 counterexamples

define void @wide(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %i = shl nuw nsw i64 %t64, 21
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %v = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i
  store float %v, ptr addrspace(1) %pb, align 4
  ret void
}

; PROVED: @wide: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; PROVED: total: 6 proved, 0 bounded, 0 unknown, 0 counterexamples

; TIDMAX: counterexample: address-mismatch in @wide
; TIDMAX: thread: tid.x = {{0x[1-3][0-9a-f][0-9a-f]|[2-9][0-9][0-9]|1[0-9][0-9][0-9]}},

; OVERFLOW: counterexample: address-mismatch in @wide
; OVERFLOW: values: src = 0x{{[0-9a-f]+}}, tgt = 0xffffffff{{[0-9a-f]+}}

; BADBASE-IR: %[[PA:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %a,
; BADBASE-IR: getelementptr inbounds i8, ptr addrspace(1) %[[PA]],
; BADBASE: counterexample: provenance-changed in @tile2d
; BADBASE: change: tgt's pointer is based on %a, src's on %b

; DUMP: scev-cgp: @tile2d: T = {{.*}}: shared, computed in 32 bits
; DUMP: scev-cgp: @global1d: T = {{.*}}: shared{{$}}
; DUMP: scev-cgp: @wide: T = {{.*}}: shared{{$}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
