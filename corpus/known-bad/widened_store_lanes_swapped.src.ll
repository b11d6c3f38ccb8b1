; known-bad: SLP-style widening of four byte stores into one <4 x i8> store whose first two lanes are swapped [src]
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
  store i8 %b0, ptr addrspace(1) %p0, align 4, !nvtv.id !2
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 1
  store i8 %b1, ptr addrspace(1) %p1, align 1, !nvtv.id !3
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 2
  store i8 %b2, ptr addrspace(1) %p2, align 2, !nvtv.id !4
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %p0, i64 3
  store i8 %b3, ptr addrspace(1) %p3, align 1, !nvtv.id !5
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
