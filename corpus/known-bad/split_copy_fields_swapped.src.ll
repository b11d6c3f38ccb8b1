; known-bad: a struct copy split into per-field stores with two fields' stores swapped [src]
; shapes: struct-copy, memcpy, sroa, local-struct, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.int4 = type { i32, i32, i32, i32 }
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
; int4 p = in[t]; p.y *= 3; p.z += s; out[t] = p;   (clang -O0: two memcpy calls through the local)
define void @split_copy_fields_swapped(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %s) {
entry:
  %p = alloca %struct.int4, align 16
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %src = getelementptr inbounds %struct.int4, ptr addrspace(1) %in, i64 %ti
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %p, ptr addrspace(1) align 16 %src, i64 16, i1 false), !nvtv.id !1
  %py = getelementptr inbounds %struct.int4, ptr %p, i32 0, i32 1
  %y = load i32, ptr %py, align 4, !nvtv.id !2
  %y2 = mul i32 %y, 3
  store i32 %y2, ptr %py, align 4, !nvtv.id !3
  %pz = getelementptr inbounds %struct.int4, ptr %p, i32 0, i32 2
  %z = load i32, ptr %pz, align 8, !nvtv.id !4
  %z2 = add i32 %z, %s
  store i32 %z2, ptr %pz, align 8, !nvtv.id !5
  %dst = getelementptr inbounds %struct.int4, ptr addrspace(1) %out, i64 %ti
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 16 %dst, ptr align 16 %p, i64 16, i1 false), !nvtv.id !6
  ret void
}
!nvvm.annotations = !{!20}
!20 = !{ptr @split_copy_fields_swapped, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
