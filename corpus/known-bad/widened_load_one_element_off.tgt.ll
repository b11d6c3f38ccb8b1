; known-bad: load-store-vectorizer-style widening of four i32 loads into one <4 x i32> load, one element off (a[4t+1..4t+4] for a[4t..4t+3]) [tgt]
; shapes: widened-load, int4, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @widened_load_one_element_off(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p0 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %a, i64 %i
  %pv = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %v = load <4 x i32>, ptr addrspace(1) %pv, align 4
  %x0 = extractelement <4 x i32> %v, i64 0
  %x1 = extractelement <4 x i32> %v, i64 1
  %x2 = extractelement <4 x i32> %v, i64 2
  %x3 = extractelement <4 x i32> %v, i64 3
  %s01 = add i32 %x0, %x1
  %s23 = add i32 %x2, %x3
  %s = add i32 %s01, %s23
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !5
  ret void
}
!5 = !{i64 5}
