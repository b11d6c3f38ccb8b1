; nvtv diff and uninitialized locals: a fresh alloca holds undef (LangRef), so src copying a
; local whose bytes 1 to 3 it never wrote leaves those bytes of out[t] undefined, and a tgt
; that writes only byte 0 refines it: no difference (before, the interpreter filled allocas
; with defined bytes and reported a DIFFERENCE).  Undefined bytes go along with a copy, and
; a load that reads one gets poison: storing that is undefined behaviour, so a run where src
; stores an uninitialized value is discarded rather than compared.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv diff %t/src.ll %t/tgt.ll --runs 10 | FileCheck %s --check-prefix=PAD
; RUN: sh -c 'nvtv diff %t/usrc.ll %t/utgt.ll --runs 10 > %t/load; test $? -eq 3' && FileCheck %s --check-prefix=LOAD < %t/load
; PAD:  @pad: 10 runs (every schedule): 10 compared, 0 discarded (src undefined), 0 racy, 0 inconclusive: no difference
; LOAD: @uninit: 10 runs (every schedule): 0 compared, 10 discarded (src undefined), 0 racy, 0 inconclusive: NOTHING COMPARED

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
; struct { char c; /* 3 bytes of padding */ } s; s.c = 7; out[t] = s;
define void @pad(ptr addrspace(1) noalias %out) {
entry:
  %s = alloca i32, align 4
  store i8 7, ptr %s, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ti
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %po, ptr align 4 %s, i64 4, i1 false)
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @pad, !"kernel", i32 1}
;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @pad(ptr addrspace(1) noalias %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ti
  store i8 7, ptr addrspace(1) %po, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @pad, !"kernel", i32 1}
;--- usrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; int x; out[t] = x;   (x never written)
define void @uninit(ptr addrspace(1) noalias %out) {
entry:
  %x = alloca i32, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ti
  %v = load i32, ptr %x, align 4
  store i32 %v, ptr addrspace(1) %po, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @uninit, !"kernel", i32 1}
;--- utgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @uninit(ptr addrspace(1) noalias %out) {
entry:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @uninit, !"kernel", i32 1}
