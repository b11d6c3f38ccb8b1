; unsigned i32 indices through zext: `zext nneg` of a known non-negative index and plain zext of a wrapping add
; shapes: zext-nneg, zext-no-nuw, for-loop, i32-iv, tid-1d, range-attr
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (int k = 0; k < cnt; ++k) { unsigned i = tid + k*ntid;   // wraps: zext without nuw
;   out[(long)tid + (long)k*ntid] = in[i] + in[i + 7u]; }     // k >= 0: zext nneg
define void @zext_nneg_index(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %cnt) {
entry:
  %tid = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.cond

for.cond:
  %k = phi i32 [ 0, %entry ], [ %k.next, %for.body ]
  %c = icmp slt i32 %k, %cnt
  br i1 %c, label %for.body, label %for.end

for.body:
  %kn = mul i32 %k, %ntid
  %i = add i32 %tid, %kn
  %x = zext i32 %i to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %x
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %i7 = add i32 %i, 7
  %x7 = zext i32 %i7 to i64
  %p7 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %x7
  %v7 = load float, ptr addrspace(1) %p7, align 4
  %s = fadd float %v0, %v7
  %k64 = zext nneg i32 %k to i64
  %tid64 = zext nneg i32 %tid to i64
  %ntid64 = zext nneg i32 %ntid to i64
  %kn64 = mul nuw nsw i64 %k64, %ntid64
  %io = add nuw nsw i64 %kn64, %tid64
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %io
  store float %s, ptr addrspace(1) %po, align 4
  %k.next = add nuw nsw i32 %k, 1
  br label %for.cond

for.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @zext_nneg_index, !"kernel", i32 1}
