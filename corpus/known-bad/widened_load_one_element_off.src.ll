; known-bad: load-store-vectorizer-style widening of four i32 loads into one <4 x i32> load, one element off (a[4t+1..4t+4] for a[4t..4t+3]) [src]
; shapes: widened-load, int4, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @widened_load_one_element_off(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %a, i64 %i
  %x0 = load i32, ptr addrspace(1) %p0, align 16, !nvtv.id !1
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %x1 = load i32, ptr addrspace(1) %p1, align 4, !nvtv.id !2
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 2
  %x2 = load i32, ptr addrspace(1) %p2, align 8, !nvtv.id !3
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 3
  %x3 = load i32, ptr addrspace(1) %p3, align 4, !nvtv.id !4
  %s01 = add i32 %x0, %x1
  %s23 = add i32 %x2, %x3
  %s = add i32 %s01, %s23
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !5
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
