; memory intrinsics: per-thread row copy with llvm.memcpy (variable length) and llvm.memset of the padding
; shapes: mem-intrinsics, tid-1d, byte-gep, zext, guarded
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; if (g < rows) { memcpy(dst + g*dpitch, src + g*spitch, w); memset(dst + g*dpitch + w, 0, dpitch - w); }
define void @memcpy_rows(ptr addrspace(1) noalias %dst, ptr addrspace(1) noalias %src, i64 %rows, i64 %dpitch, i64 %spitch, i64 %w) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %tid
  %g = zext i32 %g32 to i64
  %in = icmp ult i64 %g, %rows
  br i1 %in, label %copy, label %exit

copy:
  %doff = mul i64 %g, %dpitch
  %soff = mul i64 %g, %spitch
  %d = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 %doff
  %s = getelementptr inbounds i8, ptr addrspace(1) %src, i64 %soff
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 4 %s, i64 %w, i1 false)
  %pad = getelementptr inbounds i8, ptr addrspace(1) %d, i64 %w
  %padlen = sub i64 %dpitch, %w
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 1 %pad, i8 0, i64 %padlen, i1 false)
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p1.i64(ptr addrspace(1) nocapture writeonly, i8, i64, i1 immarg)

!nvvm.annotations = !{!0}
!0 = !{ptr @memcpy_rows, !"kernel", i32 1}
