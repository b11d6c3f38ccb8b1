; known-bad: a struct copy split into per-field stores with two fields' stores swapped [tgt]
; shapes: struct-copy, memcpy, sroa, local-struct, tid-1d
; SROA done wrong: p.y's new value stored to out[t].z and p.z's to out[t].y
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

define void @split_copy_fields_swapped(ptr addrspace(1) noalias nocapture readonly %in, ptr addrspace(1) noalias nocapture writeonly %out, i32 %s) local_unnamed_addr #1 {
entry:
  %t = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext nneg i32 %t to i64
  %src = getelementptr inbounds %struct.int4, ptr addrspace(1) %in, i64 %ti
  %p.sroa.0.0.copyload = load i32, ptr addrspace(1) %src, align 16
  %p.sroa.2.0.src.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %src, i64 4
  %p.sroa.2.0.copyload = load i32, ptr addrspace(1) %p.sroa.2.0.src.sroa_idx, align 4
  %p.sroa.4.0.src.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %src, i64 8
  %p.sroa.4.0.copyload = load i32, ptr addrspace(1) %p.sroa.4.0.src.sroa_idx, align 8
  %p.sroa.6.0.src.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %src, i64 12
  %p.sroa.6.0.copyload = load i32, ptr addrspace(1) %p.sroa.6.0.src.sroa_idx, align 4
  %y2 = mul i32 %p.sroa.2.0.copyload, 3
  %z2 = add i32 %p.sroa.4.0.copyload, %s
  %dst = getelementptr inbounds %struct.int4, ptr addrspace(1) %out, i64 %ti
  store i32 %p.sroa.0.0.copyload, ptr addrspace(1) %dst, align 16
  %p.sroa.2.0.dst.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 4
  %p.sroa.4.0.dst.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 8
  store i32 %y2, ptr addrspace(1) %p.sroa.4.0.dst.sroa_idx, align 8
  store i32 %z2, ptr addrspace(1) %p.sroa.2.0.dst.sroa_idx, align 4
  %p.sroa.6.0.dst.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 12
  store i32 %p.sroa.6.0.copyload, ptr addrspace(1) %p.sroa.6.0.dst.sroa_idx, align 4
  ret void
}


!nvvm.annotations = !{!0}

!0 = !{ptr @split_copy_fields_swapped, !"kernel", i32 1}
