; A mutated corpus kernel (malformed.inputs) whose memcpy source sits 3 bytes below
; 2^63 past its object: `nvtv diff` (objects unbounded) computed the offsets of its 8 bytes
; in int64_t, and UBSan reported the signed overflow in race_check.  Now an access whose last
; byte's offset wraps is UB ("wraps the address space"), before any byte is touched.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %src = getelementptr i8, ptr addrspace(1) %b, i64 9223372036854775805
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %a, ptr addrspace(1) %src, i64 8, i1 false), !nvtv.id !1
  ret void
}
!1 = !{i64 1}
