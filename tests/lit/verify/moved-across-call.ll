; The memory-order rule within a thread, across calls (verify/oblig/memorder.c call_order): an
; access tgt moved across a call that may touch its bytes is unknown, never proved.  src
; calls @setv(&s, v), which writes s (memory(argmem: write), as LLVM infers it for a device
; function), and @ext(&s), a declaration with no memory attributes, and reads s and g[t]
; after both.  A load of s hoisted above @setv reads s before it is written: nvtv verify
; says unknown (it was proved before the rule; nvtv diff on the CUDA form of this pair shows
; the difference, and @ext is not executable here).  A load of g[t] hoisted above @setv is
; proved (setv writes only its argument's alloca, and g is a parameter), above @ext it is
; unknown (ext may write anything g points to).  libdevice's __nv_sincosf writes through its
; pointers like @setv: it is such a call too (tests/lit/cuda/math-library.cu).
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/src.ll | FileCheck %s --check-prefix=SAME
; SAME: @k: 5 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: not nvtv verify %t/src.ll %t/hoist-s.ll | FileCheck %s --check-prefix=S
; S:      unknown: unknown in @k at #3
; S:      reason: tgt moved the access across the call of @setv (src line {{[0-9]+}}), which may write its bytes
; RUN: nvtv verify %t/src.ll %t/hoist-g.ll | FileCheck %s --check-prefix=G
; G: @k: 5 proved, 0 bounded, 0 unknown, 0 counterexamples
; RUN: not nvtv verify %t/src.ll %t/hoist-g-ext.ll | FileCheck %s --check-prefix=EXT
; EXT: reason: tgt moved the access across the call of @ext (src line {{[0-9]+}}), which may write its bytes

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @ext(ptr)
define void @setv(ptr %p, float %v) #0 {
  %w = fmul float %v, 2.0
  store float %w, ptr %p, align 4, !nvtv.id !9
  ret void
}
define void @k(ptr %in, ptr %g, ptr %out) {
entry:
  %s = alloca float, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pi = getelementptr inbounds float, ptr %in, i64 %x
  %v = load float, ptr %pi, align 4, !nvtv.id !0
  call void @setv(ptr %s, float %v)
  %pg = getelementptr inbounds float, ptr %g, i64 %x
  %a = load float, ptr %s, align 4, !nvtv.id !2
  %b = load float, ptr %pg, align 4, !nvtv.id !3
  call void @ext(ptr %s)
  %c = load float, ptr %pg, align 4, !nvtv.id !4
  %ab = fadd float %a, %b
  %abc = fadd float %ab, %c
  %po = getelementptr inbounds float, ptr %out, i64 %x
  store float %abc, ptr %po, align 4, !nvtv.id !5
  ret void
}
attributes #0 = { memory(argmem: write) }
!0 = !{i64 1}
!2 = !{i64 3}
!3 = !{i64 4}
!4 = !{i64 5}
!5 = !{i64 6}
!9 = !{i64 2}

;--- hoist-s.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @ext(ptr)
define void @setv(ptr %p, float %v) #0 {
  %w = fmul float %v, 2.0
  store float %w, ptr %p, align 4, !nvtv.id !9
  ret void
}
define void @k(ptr %in, ptr %g, ptr %out) {
entry:
  %s = alloca float, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pi = getelementptr inbounds float, ptr %in, i64 %x
  %v = load float, ptr %pi, align 4, !nvtv.id !0
  %a = load float, ptr %s, align 4, !nvtv.id !2
  call void @setv(ptr %s, float %v)
  %pg = getelementptr inbounds float, ptr %g, i64 %x
  %b = load float, ptr %pg, align 4, !nvtv.id !3
  call void @ext(ptr %s)
  %c = load float, ptr %pg, align 4, !nvtv.id !4
  %ab = fadd float %a, %b
  %abc = fadd float %ab, %c
  %po = getelementptr inbounds float, ptr %out, i64 %x
  store float %abc, ptr %po, align 4, !nvtv.id !5
  ret void
}
attributes #0 = { memory(argmem: write) }
!0 = !{i64 1}
!2 = !{i64 3}
!3 = !{i64 4}
!4 = !{i64 5}
!5 = !{i64 6}
!9 = !{i64 2}

;--- hoist-g.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @ext(ptr)
define void @setv(ptr %p, float %v) #0 {
  %w = fmul float %v, 2.0
  store float %w, ptr %p, align 4, !nvtv.id !9
  ret void
}
define void @k(ptr %in, ptr %g, ptr %out) {
entry:
  %s = alloca float, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pi = getelementptr inbounds float, ptr %in, i64 %x
  %v = load float, ptr %pi, align 4, !nvtv.id !0
  %pg = getelementptr inbounds float, ptr %g, i64 %x
  %b = load float, ptr %pg, align 4, !nvtv.id !3
  call void @setv(ptr %s, float %v)
  %a = load float, ptr %s, align 4, !nvtv.id !2
  call void @ext(ptr %s)
  %c = load float, ptr %pg, align 4, !nvtv.id !4
  %ab = fadd float %a, %b
  %abc = fadd float %ab, %c
  %po = getelementptr inbounds float, ptr %out, i64 %x
  store float %abc, ptr %po, align 4, !nvtv.id !5
  ret void
}
attributes #0 = { memory(argmem: write) }
!0 = !{i64 1}
!2 = !{i64 3}
!3 = !{i64 4}
!4 = !{i64 5}
!5 = !{i64 6}
!9 = !{i64 2}

;--- hoist-g-ext.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @ext(ptr)
define void @setv(ptr %p, float %v) #0 {
  %w = fmul float %v, 2.0
  store float %w, ptr %p, align 4, !nvtv.id !9
  ret void
}
define void @k(ptr %in, ptr %g, ptr %out) {
entry:
  %s = alloca float, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %pi = getelementptr inbounds float, ptr %in, i64 %x
  %v = load float, ptr %pi, align 4, !nvtv.id !0
  call void @setv(ptr %s, float %v)
  %pg = getelementptr inbounds float, ptr %g, i64 %x
  %a = load float, ptr %s, align 4, !nvtv.id !2
  %b = load float, ptr %pg, align 4, !nvtv.id !3
  %c = load float, ptr %pg, align 4, !nvtv.id !4
  call void @ext(ptr %s)
  %ab = fadd float %a, %b
  %abc = fadd float %ab, %c
  %po = getelementptr inbounds float, ptr %out, i64 %x
  store float %abc, ptr %po, align 4, !nvtv.id !5
  ret void
}
attributes #0 = { memory(argmem: write) }
!0 = !{i64 1}
!2 = !{i64 3}
!3 = !{i64 4}
!4 = !{i64 5}
!5 = !{i64 6}
!9 = !{i64 2}
