; Correspondence rule: widened stores.  SLP turns four byte stores into one `store <4 x i8>`;
; LLVM drops the unknown !nvtv.id.  Each lane of the untagged vector store is a store of its
; element type at the vector's address + lane * size, storing the scalar the lane was built
; from (insertelement chains, shuffles, integer casts); a src store is paired with the lane
; a probe proves at its address, and that lane's obligations are checked.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/good.ll | FileCheck %s --check-prefix=GOOD
; GOOD:      @k: 5 proved, 0 bounded, 0 unknown, 0 counterexamples
; GOOD:      rules: proved 1 one-to-one, 0 merged, 0 deleted-load, 4 widened
; Lanes built by integer vector arithmetic (a splat shifted lane by lane, then truncated) are
; read through lane by lane.
; RUN: nvtv verify %t/src.ll %t/arith.ll | FileCheck %s --check-prefix=ARITH
; ARITH:     @k: 5 proved, 0 bounded, 0 unknown, 0 counterexamples
; ARITH:     rules: proved 1 one-to-one, 0 merged, 0 deleted-load, 4 widened
; The first two lanes swapped: src's byte 0 is lane 0 by its address, and lane 0 stores byte 1.
; RUN: not nvtv verify %t/src.ll %t/swapped.ll | FileCheck %s --check-prefix=SWAP
; SWAP:      counterexample: value-mismatch in @k at #2
; SWAP:        check:      the stored values are equal
; SWAP:        rule:       widened: lane 0 of tgt's untagged store of <4 x i8>
; SWAP:        confirmed:  yes, by execution: memory:
; A lane src never writes: src stores three bytes, tgt four.
; RUN: not nvtv verify %t/src3.ll %t/good.ll --fail-on-unknown | FileCheck %s --check-prefix=EXTRA
; EXTRA:     reason: tgt's widened store (tgt line {{[0-9]+}}) writes lanes that no src store was paired with
; EXTRA:     @k: 4 proved, 0 bounded, 0 unknown, 0 counterexamples, 1 unsupported

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
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
;--- good.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
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
  %v0 = insertelement <4 x i8> poison, i8 %b0, i64 0
  %v1 = insertelement <4 x i8> %v0, i8 %b1, i64 1
  %v2 = insertelement <4 x i8> %v1, i8 %b2, i64 2
  %v3 = insertelement <4 x i8> %v2, i8 %b3, i64 3
  store <4 x i8> %v3, ptr addrspace(1) %p0, align 4
  ret void
}
!1 = !{i64 1}
;--- arith.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
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
  %x4 = insertelement <4 x i32> poison, i32 %x, i64 0
  %xs = shufflevector <4 x i32> %x4, <4 x i32> poison, <4 x i32> zeroinitializer
  %sh = lshr <4 x i32> %xs, <i32 0, i32 8, i32 16, i32 24>
  %v3 = trunc <4 x i32> %sh to <4 x i8>
  store <4 x i8> %v3, ptr addrspace(1) %p0, align 4
  ret void
}
!1 = !{i64 1}
;--- swapped.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
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
;--- src3.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
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
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
