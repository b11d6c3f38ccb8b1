; Verifier message: provenance-changed.  tgt reaches %b's element through a pointer based on
; %a (a GEP by the distance between the objects, as a loop strength reduction that chains
; two arrays' IVs would): the same address, but LLVM's alias analysis may assume a pointer
; based on %a never touches %b.  A pointer that came from an int-to-pointer cast is not
; checked: it may be based on anything.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: nvtv verify %t/src.ll %t/tgt-inttoptr.ll | FileCheck %s --check-prefix=INTTOPTR
; CHECK:      counterexample: provenance-changed in @k at #2
; CHECK-NEXT:   access: store i32 addrspace(1) (src line 11, tgt line 14)
; CHECK-NEXT:   check: tgt's pointer is based on the object src's is based on (pointer provenance)
; CHECK-NEXT:   change: tgt's pointer is based on %a, src's on %b
; CHECK-NEXT: @k: 1 proved, 0 bounded, 0 unknown, 1 counterexample
; INTTOPTR: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %x
  %v = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %x
  store i32 %v, ptr addrspace(1) %pb, align 4
  ret void
}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %x
  %v = load i32, ptr addrspace(1) %pa, align 4
  %ia = ptrtoint ptr addrspace(1) %a to i64
  %ib = ptrtoint ptr addrspace(1) %b to i64
  %d = sub i64 %ib, %ia
  %pb = getelementptr i8, ptr addrspace(1) %pa, i64 %d
  store i32 %v, ptr addrspace(1) %pb, align 4
  ret void
}

;--- tgt-inttoptr.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %x
  %v = load i32, ptr addrspace(1) %pa, align 4
  %ia = ptrtoint ptr addrspace(1) %pa to i64
  %ib = ptrtoint ptr addrspace(1) %b to i64
  %d = sub i64 %ib, %ia
  %s = add i64 %ia, %d
  %x4 = shl i64 %x, 2
  %s2 = add i64 %s, %x4
  %pb = inttoptr i64 %s2 to ptr addrspace(1)
  store i32 %v, ptr addrspace(1) %pb, align 4
  ret void
}
