; A GEP whose constant byte offset wraps 2^64: an i9 index of 2^63 - 3 (elements of 2 bytes).
; The constant-offset helper multiplied in int64_t (signed overflow under UBSan, found by
; nvtv-irfuzzer in fuzz.ir-libfuzzer); GEP arithmetic is modulo 2^64, and so is the helper's.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %src = getelementptr i9, ptr addrspace(1) %b, i64 9223372036854775805
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %a, ptr addrspace(1) %src, i64 8, i1 false), !nvtv.id !1
  ret void
}
!1 = !{i64 1}
