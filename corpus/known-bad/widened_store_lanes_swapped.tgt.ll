; known-bad: SLP-style widening of four byte stores into one <4 x i8> store whose first two lanes are swapped [tgt]
; shapes: widened-store, char4, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @widened_store_lanes_swapped(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %pin, align 4, !nvtv.id !1
  %b0 = trunc i32 %x to i8
  %s1 = lshr i32 %x, 8
  %b1 = trunc i32 %s1 to i8
  %s2 = lshr i32 %x, 16
  %b2 = trunc i32 %s2 to i8
  %s3 = lshr i32 %x, 24
  %b3 = trunc i32 %s3 to i8
  %p0 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %out, i64 %i
  %v0 = insertelement <4 x i8> poison, i8 %b1, i64 0
  %v1 = insertelement <4 x i8> %v0, i8 %b0, i64 1
  %v2 = insertelement <4 x i8> %v1, i8 %b2, i64 2
  %v3 = insertelement <4 x i8> %v2, i8 %b3, i64 3
  store <4 x i8> %v3, ptr addrspace(1) %p0, align 4
  ret void
}
!1 = !{i64 1}
