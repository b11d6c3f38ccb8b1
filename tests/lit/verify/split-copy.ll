; Correspondence rule: split-copy (SROA splitting struct copies).  clang -O0 copies
; every struct value with llvm.memcpy; SROA promotes the local and splits each copy into
; untagged per-field loads and stores, or copies the fields it leaves alone with a new memcpy.
; A tgt access at a constant offset into the source (loads) or destination (stores) of a copy
; tgt lost is checked as that copy reading or writing its field; the value written is read off
; the local's slots.  @copy: x scaled, y..w copied by a new 12-byte memcpy; @inplace:
; `v = a[t]; v.z += s; a[t] = v`, tgt writes back z alone (x, y, w are left as they were: an
; earlier copy read them from that very address); @twolocals: a copy between two locals and a
; constant field; @dropped: tgt forgets p.y's store (unsupported, saying which bytes).
; corpus/known-bad/split_copy_fields_swapped swaps two fields' stores (value-mismatch).
; RUN: rm -rf %t && split-file %s %t
; RUN: sh -c 'nvtv verify %t/src.ll %t/tgt.ll -v > %t/out; test $? -eq 3' && FileCheck %s < %t/out
; CHECK:      @copy #1 llvm.memcpy.p0.p1.i64 addrspace(0) (line {{[0-9]+}}): proved
; CHECK:      @copy #4 llvm.memcpy.p1.p0.i64 addrspace(1) (line {{[0-9]+}}): proved
; CHECK:      @inplace #8 llvm.memcpy.p1.p0.i64 addrspace(1) (line {{[0-9]+}}): proved
; CHECK:      @twolocals #10 llvm.memcpy.p0.p0.i64 addrspace(0) (line {{[0-9]+}}): proved
; CHECK:      @twolocals #12 llvm.memcpy.p1.p0.i64 addrspace(1) (line {{[0-9]+}}): proved
; CHECK:      unsupported: unsupported in @dropped at #18
; CHECK-NEXT:   access:
; CHECK-NEXT:   reason:     copy split by the transformation (0 reads and 3 writes in tgt): bytes 4 to 7 of the copy's destination: tgt does not write them, and src's copy may change them
; CHECK:      @copy: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
; CHECK-NEXT: @inplace: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
; CHECK-NEXT: @twolocals: 4 proved, 0 bounded, 0 unknown, 0 counterexamples
; CHECK-NEXT: @dropped: 5 proved, 0 bounded, 0 unknown, 0 counterexamples, 1 unsupported
; CHECK:      rules: proved 0 one-to-one, 0 merged, 4 deleted-load, 0 widened, 5 dead-local, 0 unrolled, 0 licm, 0 dead-store, 8 split-copy
; CHECK-NOT:  counterexample:
; RUN: sh -c 'nvtv verify %S/../../../corpus/known-bad/split_copy_fields_swapped.src.ll %S/../../../corpus/known-bad/split_copy_fields_swapped.tgt.ll > %t/bad; test $? -eq 1' && FileCheck --check-prefix=BAD %s < %t/bad
; BAD:        counterexample: value-mismatch in @split_copy_fields_swapped at #6
; BAD:        rule:       split-copy: tgt's untagged store (tgt line {{[0-9]+}}): bytes 8 to 11 of the copy's destination
; BAD:        confirmed:  yes, by execution

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.float4 = type { float, float, float, float }
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
; float4 p = in[t]; p.x *= s; out[t] = p;
define void @copy(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, float %s) {
entry:
  %p = alloca %struct.float4, align 16
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %src = getelementptr inbounds %struct.float4, ptr addrspace(1) %in, i64 %ti
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %p, ptr addrspace(1) align 16 %src, i64 16, i1 false), !nvtv.id !1
  %px = getelementptr inbounds %struct.float4, ptr %p, i32 0, i32 0
  %x = load float, ptr %px, align 16, !nvtv.id !2
  %x2 = fmul float %x, %s
  store float %x2, ptr %px, align 16, !nvtv.id !3
  %dst = getelementptr inbounds %struct.float4, ptr addrspace(1) %out, i64 %ti
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 16 %dst, ptr align 16 %p, i64 16, i1 false), !nvtv.id !4
  ret void
}
; float4 v = a[t]; v.z += s; a[t] = v;   (tgt writes back z alone)
define void @inplace(ptr addrspace(1) noalias %a, float %s) {
entry:
  %v = alloca %struct.float4, align 16
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %pa = getelementptr inbounds %struct.float4, ptr addrspace(1) %a, i64 %ti
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) align 16 %pa, i64 16, i1 false), !nvtv.id !5
  %pz = getelementptr inbounds %struct.float4, ptr %v, i32 0, i32 2
  %z = load float, ptr %pz, align 8, !nvtv.id !6
  %z2 = fadd float %z, %s
  store float %z2, ptr %pz, align 8, !nvtv.id !7
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 16 %pa, ptr align 16 %v, i64 16, i1 false), !nvtv.id !8
  ret void
}
; float4 p = in[t]; float4 q = p; q.w = 1; out[t] = q;
define void @twolocals(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %p = alloca %struct.float4, align 16
  %q = alloca %struct.float4, align 16
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %src = getelementptr inbounds %struct.float4, ptr addrspace(1) %in, i64 %ti
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %p, ptr addrspace(1) align 16 %src, i64 16, i1 false), !nvtv.id !9
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %q, ptr align 16 %p, i64 16, i1 false), !nvtv.id !10
  %qw = getelementptr inbounds %struct.float4, ptr %q, i32 0, i32 3
  store float 1.0, ptr %qw, align 4, !nvtv.id !11
  %dst = getelementptr inbounds %struct.float4, ptr addrspace(1) %out, i64 %ti
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 16 %dst, ptr align 16 %q, i64 16, i1 false), !nvtv.id !12
  ret void
}
; float4 p = in[t]; p.y *= s; p.z += s; out[t] = p;   (tgt forgets the store of p.y)
define void @dropped(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, float %s) {
entry:
  %p = alloca %struct.float4, align 16
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %src = getelementptr inbounds %struct.float4, ptr addrspace(1) %in, i64 %ti
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %p, ptr addrspace(1) align 16 %src, i64 16, i1 false), !nvtv.id !13
  %py = getelementptr inbounds %struct.float4, ptr %p, i32 0, i32 1
  %y = load float, ptr %py, align 4, !nvtv.id !14
  %y2 = fmul float %y, %s
  store float %y2, ptr %py, align 4, !nvtv.id !15
  %pz = getelementptr inbounds %struct.float4, ptr %p, i32 0, i32 2
  %z = load float, ptr %pz, align 8, !nvtv.id !16
  %z2 = fadd float %z, %s
  store float %z2, ptr %pz, align 8, !nvtv.id !17
  %dst = getelementptr inbounds %struct.float4, ptr addrspace(1) %out, i64 %ti
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 16 %dst, ptr align 16 %p, i64 16, i1 false), !nvtv.id !18
  ret void
}

!nvvm.annotations = !{!20, !21, !22, !23}
!20 = !{ptr @copy, !"kernel", i32 1}
!21 = !{ptr @inplace, !"kernel", i32 1}
!22 = !{ptr @twolocals, !"kernel", i32 1}
!23 = !{ptr @dropped, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!8 = !{i64 8}
!9 = !{i64 9}
!10 = !{i64 10}
!11 = !{i64 11}
!12 = !{i64 12}
!13 = !{i64 13}
!14 = !{i64 14}
!15 = !{i64 15}
!16 = !{i64 16}
!17 = !{i64 17}
!18 = !{i64 18}
;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.float4 = type { float, float, float, float }
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
define void @copy(ptr addrspace(1) noalias nocapture readonly %in, ptr addrspace(1) noalias nocapture writeonly %out, float %s) {
entry:
  %t = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext nneg i32 %t to i64
  %src = getelementptr inbounds %struct.float4, ptr addrspace(1) %in, i64 %ti
  %p.sroa.0.0.copyload = load float, ptr addrspace(1) %src, align 16
  %p.sroa.4.0.src.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %src, i64 4
  %x2 = fmul float %p.sroa.0.0.copyload, %s
  %dst = getelementptr inbounds %struct.float4, ptr addrspace(1) %out, i64 %ti
  store float %x2, ptr addrspace(1) %dst, align 16
  %p.sroa.4.0.dst.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 4
  tail call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %p.sroa.4.0.dst.sroa_idx, ptr addrspace(1) noundef align 4 dereferenceable(12) %p.sroa.4.0.src.sroa_idx, i64 12, i1 false)
  ret void
}

define void @inplace(ptr addrspace(1) noalias nocapture %a, float %s) {
entry:
  %t = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext nneg i32 %t to i64
  %v.sroa.2.0.pa.sroa_idx = getelementptr inbounds %struct.float4, ptr addrspace(1) %a, i64 %ti, i32 2
  %v.sroa.2.0.copyload = load float, ptr addrspace(1) %v.sroa.2.0.pa.sroa_idx, align 8
  %z2 = fadd float %v.sroa.2.0.copyload, %s
  store float %z2, ptr addrspace(1) %v.sroa.2.0.pa.sroa_idx, align 8
  ret void
}

define void @twolocals(ptr addrspace(1) noalias nocapture readonly %in, ptr addrspace(1) noalias nocapture writeonly %out) {
entry:
  %t = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext nneg i32 %t to i64
  %src = getelementptr inbounds %struct.float4, ptr addrspace(1) %in, i64 %ti
  %dst = getelementptr inbounds %struct.float4, ptr addrspace(1) %out, i64 %ti
  tail call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noundef align 16 dereferenceable(12) %dst, ptr addrspace(1) noundef align 16 dereferenceable(12) %src, i64 12, i1 false)
  %q.sroa.2.0.dst.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 12
  store float 1.000000e+00, ptr addrspace(1) %q.sroa.2.0.dst.sroa_idx, align 4
  ret void
}

define void @dropped(ptr addrspace(1) noalias nocapture readonly %in, ptr addrspace(1) noalias nocapture writeonly %out, float %s) {
entry:
  %t = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext nneg i32 %t to i64
  %src = getelementptr inbounds %struct.float4, ptr addrspace(1) %in, i64 %ti
  %p.sroa.0.0.copyload = load float, ptr addrspace(1) %src, align 16
  %p.sroa.2.0.src.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %src, i64 4
  %p.sroa.2.0.copyload = load float, ptr addrspace(1) %p.sroa.2.0.src.sroa_idx, align 4
  %p.sroa.4.0.src.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %src, i64 8
  %p.sroa.4.0.copyload = load float, ptr addrspace(1) %p.sroa.4.0.src.sroa_idx, align 8
  %p.sroa.6.0.src.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %src, i64 12
  %p.sroa.6.0.copyload = load float, ptr addrspace(1) %p.sroa.6.0.src.sroa_idx, align 4
  %y2 = fmul float %p.sroa.2.0.copyload, %s
  %z2 = fadd float %p.sroa.4.0.copyload, %s
  %dst = getelementptr inbounds %struct.float4, ptr addrspace(1) %out, i64 %ti
  store float %p.sroa.0.0.copyload, ptr addrspace(1) %dst, align 16
  %p.sroa.2.0.dst.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 4
  %p.sroa.4.0.dst.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 8
  store float %z2, ptr addrspace(1) %p.sroa.4.0.dst.sroa_idx, align 8
  %p.sroa.6.0.dst.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 12
  store float %p.sroa.6.0.copyload, ptr addrspace(1) %p.sroa.6.0.dst.sroa_idx, align 4
  ret void
}

!nvvm.annotations = !{!20, !21, !22, !23}
!20 = !{ptr @copy, !"kernel", i32 1}
!21 = !{ptr @inplace, !"kernel", i32 1}
!22 = !{ptr @twolocals, !"kernel", i32 1}
!23 = !{ptr @dropped, !"kernel", i32 1}
