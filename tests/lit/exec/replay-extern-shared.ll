; A counterexample is replayed with objects as the verifier assumes them: an extern
; __shared__ array (a zero-sized declaration) is an object of unknown size, so an inbounds
; GEP into it is not poison past the launch's dynamic shared memory (4096 bytes in the
; interpreter).  Execution once refuted every model here, whose index needed to pass 2047
; (src undefined: "store through a poison address" at the shared store), and the verdict was
; unknown.  tgt masks the global store's index with 2047.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s
; CHECK:      counterexample: {{.*}} in @k at #2
; CHECK:        confirmed: yes, by execution
; CHECK:      @k: 1 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = external addrspace(3) global [0 x i32], align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %out, i32 %base) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %tx, %base
  %ie = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(3) @tile, i64 %ie
  store i32 1, ptr addrspace(3) %p, align 4, !nvtv.id !1
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ie
  store i32 2, ptr addrspace(1) %q, align 4, !nvtv.id !2
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = external addrspace(3) global [0 x i32], align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %out, i32 %base) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %tx, %base
  %ie = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(3) @tile, i64 %ie
  store i32 1, ptr addrspace(3) %p, align 4, !nvtv.id !1
  %j = and i64 %ie, 2047
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %j
  store i32 2, ptr addrspace(1) %q, align 4, !nvtv.id !2
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
