; 3-D thread indexing: out[(z*ny+y)*nx+x] = in[(z*ny+y)*nx+x] + in[((z+1)*ny+y)*nx+x] (plane above)
; shapes: tid-3d, guarded, if-then, i64-index, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @grid3d_index(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i64 %nx, i64 %ny, i64 %nz) {
entry:
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %cz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %bz = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %x0 = mul i32 %cx, %bx
  %x32 = add i32 %x0, %tx
  %x = zext i32 %x32 to i64
  %y0 = mul i32 %cy, %by
  %y32 = add i32 %y0, %ty
  %y = zext i32 %y32 to i64
  %z0 = mul i32 %cz, %bz
  %z32 = add i32 %z0, %tz
  %z = zext i32 %z32 to i64
  %inx = icmp ult i64 %x, %nx
  %iny = icmp ult i64 %y, %ny
  %nz1 = add i64 %nz, -1
  %inz = icmp ult i64 %z, %nz1
  %cxy = and i1 %inx, %iny
  %c = and i1 %cxy, %inz
  br i1 %c, label %if.then, label %if.end

if.then:
  %zny = mul i64 %z, %ny
  %zy = add i64 %zny, %y
  %zyx = mul i64 %zy, %nx
  %idx = add i64 %zyx, %x
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %plane = mul i64 %nx, %ny
  %idx1 = add i64 %idx, %plane
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx1
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %d = fsub float %v1, %v0
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %d, ptr addrspace(1) %po, align 4
  br label %if.end

if.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()

!nvvm.annotations = !{!0}
!0 = !{ptr @grid3d_index, !"kernel", i32 1}
