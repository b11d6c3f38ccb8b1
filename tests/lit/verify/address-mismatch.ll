; Verifier message: address-mismatch.  tgt stores to A[i + 1] where src stores to A[i];
; the two addresses differ by 4 bytes for every input.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: address-mismatch in @k at #1
; CHECK-NEXT:   access: store float addrspace(1) (src line 10, tgt line 11)
; CHECK-NEXT:   check: src and tgt access the same address
; CHECK-NEXT:   src: (%a + sext64((tid.x + %n))*4)
; CHECK-NEXT:   tgt: (%a + (sext64((tid.x + %n)) + 1)*4)
; CHECK-NEXT:   inputs: %n = {{.+}}
; CHECK-NEXT:   objects: {{.*}}object.size({{.*}}
; CHECK-NEXT:   thread: tid.x = {{.+}}
; CHECK-NEXT:   values: src = 0x[[#%x,SRC:]], tgt =
; CHECK-SAME:   0x[[#%x,SRC+4]]{{$}}
; CHECK-NEXT:   re-evaluated: yes (outside Z3)
; CHECK-NEXT:   confirmed: yes, by execution:
; CHECK-NEXT: @k: 0 proved, 0 bounded, 0 unknown, 1 counterexample
; CHECK-NEXT: total: 0 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %t, %n
  %x = sext i32 %i to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
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
  %i = add nsw i32 %t, %n
  %x = sext i32 %i to i64
  %x1 = add i64 %x, 1
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x1
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}
