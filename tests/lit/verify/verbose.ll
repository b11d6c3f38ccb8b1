; -v: one line per access saying how it was decided: by the normal form, by Z3 (with the
; time), the same terms, bounded, a removed barrier proved unnecessary, or the verdict.
; RUN: nvtv check %s -passes=default -v | FileCheck %s
; RUN: nvtv check %corpus/barriers/barrier_variants.ll -passes=dse -v | FileCheck %s --check-prefix=DSE
; CHECK: @k #1 load i32 addrspace(1) (line {{[0-9]+}}): proved
; CHECK: @k #2 store i32 addrspace(1) (line {{[0-9]+}}): proved
; CHECK: @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; DSE: @barrier_variants #3 llvm.nvvm.barrier.sync.cnt (line {{[0-9]+}}): removed: proved unnecessary

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %t, 3
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %x
  %v = load i32, ptr addrspace(1) %p, align 4
  %y = zext i32 %t to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %y
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}
