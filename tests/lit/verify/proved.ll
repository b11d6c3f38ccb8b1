; Verifier message: proved.  sext(tid.x + n) * 4 (nsw) is rewritten as
; (zext(tid.x) + sext(n)) << 2 in i64: equal wherever src is defined.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; RUN: nvtv verify %t/src.ll %t/tgt.ll --always-z3 | FileCheck %s
; RUN: nvtv verify %t/src.ll %t/tgt.ll --json | FileCheck %s --check-prefix=JSON
; CHECK-NOT:  counterexample
; CHECK:      @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; CHECK-NEXT: total: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; JSON:       "findings":[]
; JSON-SAME:  "total":{"proved":1,"bounded":0,"unknown":0,"counterexample":0,"unsupported":0}

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %t, %n
  %x = sext i32 %i to i64
  %off = mul i64 %x, 4
  %p = getelementptr i8, ptr addrspace(1) %a, i64 %off
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %n64 = sext i32 %n to i64
  %x = add nsw i64 %t64, %n64
  %off = shl i64 %x, 2
  %p = getelementptr i8, ptr addrspace(1) %a, i64 %off
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}
