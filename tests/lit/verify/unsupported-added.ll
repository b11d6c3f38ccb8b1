; Verifier message: unsupported (an access added).  tgt stores once more, with no tag.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      unsupported: unsupported in @k{{$}}
; CHECK-NEXT:   reason: the transformation added a memory access
; CHECK-NEXT: @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples, 1 unsupported

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %x
  store i32 2, ptr addrspace(1) %p, align 4, !nvtv.id !1
  ret void
}
!1 = !{i64 1}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %x
  store i32 1, ptr addrspace(1) %p, align 4
  store i32 2, ptr addrspace(1) %p, align 4, !nvtv.id !1
  ret void
}
!1 = !{i64 1}
