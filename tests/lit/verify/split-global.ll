; GlobalOpt splits an internal aggregate global into parts @G.0, @G.1, ... (numbered in the
; order of the used parts' offsets).  A fresh CUDA kernel at -O0 under default<O3>
; (`__shared__ float s_stats[2]`) gave provenance-changed counterexamples that were
; none: "tgt's pointer is based on @s_stats.0, src's on @s_stats".  tgt's parts are rejoined
; into src's object at the slices their tagged accesses agree on.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/split.ll | FileCheck %s --check-prefix=SPLIT
; SPLIT:     @k: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
; SPLIT:     rejoined: tgt's @s.0 at 0, @s.1 at 8 of @s (GlobalOpt's split
; In JSON, "rejoined" at the top level.
; RUN: nvtv verify %t/src.ll %t/split.ll --json | FileCheck %s --check-prefix=JSON
; JSON:      "rejoined":"@s.0 at 0, @s.1 at 8 of @s"
; Element 1 unused (its accesses deleted): the parts are numbered 0 and 1 but lie at 0 and 8.
; The numbering is not the offset: the parts' slices come from the tags.
; The parts swapped (@s.1 holds element 0): as good, the parts are private.
; RUN: nvtv verify %t/src.ll %t/swapped.ll | FileCheck %s --check-prefix=SWAPPED
; SWAPPED:   @k: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
; SWAPPED:   rejoined: tgt's @s.1 at 0, @s.0 at 8 of @s
; One part for elements 0 and 2: the accesses through @s.0 disagree on its slice, nothing is
; rejoined, and the store to element 2 now overwrites element 0: a counterexample.
; RUN: not nvtv verify %t/src.ll %t/merged.ll | FileCheck %s --check-prefix=MERGED
; MERGED:    counterexample: provenance-changed in @k at #2
; MERGED:      change:     tgt's pointer is based on @s.0, src's on @s
; MERGED-NOT: rejoined:
; A part whose address escapes (stored to memory) is not rejoined either.
; RUN: not nvtv verify %t/src.ll %t/escaped.ll | FileCheck %s --check-prefix=ESCAPED
; ESCAPED:   counterexample: provenance-changed
; ESCAPED-NOT: rejoined:

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [3 x float] undef, align 4
define void @k(ptr addrspace(1) %out, float %a, float %b) {
  store float %a, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4, !nvtv.id !1
  store float %b, ptr getelementptr inbounds ([3 x float], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 2), align 4, !nvtv.id !2
  %x = load float, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4, !nvtv.id !3
  store float %x, ptr addrspace(1) %out, align 4, !nvtv.id !4
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- split.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s.0 = internal unnamed_addr addrspace(3) global float undef, align 4
@s.1 = internal unnamed_addr addrspace(3) global float undef, align 4
define void @k(ptr addrspace(1) %out, float %a, float %b) {
  store float %a, ptr addrspace(3) @s.0, align 4, !nvtv.id !1
  store float %b, ptr addrspace(3) @s.1, align 4, !nvtv.id !2
  %x = load float, ptr addrspace(3) @s.0, align 4, !nvtv.id !3
  store float %x, ptr addrspace(1) %out, align 4, !nvtv.id !4
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- swapped.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s.0 = internal unnamed_addr addrspace(3) global float undef, align 4
@s.1 = internal unnamed_addr addrspace(3) global float undef, align 4
define void @k(ptr addrspace(1) %out, float %a, float %b) {
  store float %a, ptr addrspace(3) @s.1, align 4, !nvtv.id !1
  store float %b, ptr addrspace(3) @s.0, align 4, !nvtv.id !2
  %x = load float, ptr addrspace(3) @s.1, align 4, !nvtv.id !3
  store float %x, ptr addrspace(1) %out, align 4, !nvtv.id !4
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- merged.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s.0 = internal unnamed_addr addrspace(3) global float undef, align 4
define void @k(ptr addrspace(1) %out, float %a, float %b) {
  store float %a, ptr addrspace(3) @s.0, align 4, !nvtv.id !1
  store float %b, ptr addrspace(3) @s.0, align 4, !nvtv.id !2
  %x = load float, ptr addrspace(3) @s.0, align 4, !nvtv.id !3
  store float %x, ptr addrspace(1) %out, align 4, !nvtv.id !4
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}

;--- escaped.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s.0 = internal unnamed_addr addrspace(3) global float undef, align 4
@s.1 = internal unnamed_addr addrspace(3) global float undef, align 4
@p = addrspace(1) global ptr addrspace(3) null
define void @k(ptr addrspace(1) %out, float %a, float %b) {
  store float %a, ptr addrspace(3) @s.0, align 4, !nvtv.id !1
  store float %b, ptr addrspace(3) @s.1, align 4, !nvtv.id !2
  %x = load float, ptr addrspace(3) @s.0, align 4, !nvtv.id !3
  store float %x, ptr addrspace(1) %out, align 4, !nvtv.id !4
  store ptr addrspace(3) @s.1, ptr addrspace(1) @p, align 8
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
