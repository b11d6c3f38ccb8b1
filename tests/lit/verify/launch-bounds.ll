; Launch bounds are facts about the input.  tgt adds `tid.x < 256` to the guard, which is
; only right when no block has more than 256 threads: a reach-lost counterexample without
; launch facts, and proved when the kernel says so (maxntid: __launch_bounds__(256);
; reqntid) or the user does (--max-threads, --ntid).  A user's launch that contradicts the
; kernel's is an input error.
; RUN: rm -rf %t && split-file %s %t
; RUN: not nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=FREE
; RUN: nvtv verify %t/src.ll %t/tgt.ll --max-threads 256 | FileCheck %s --check-prefix=MAX
; RUN: nvtv verify %t/src.ll %t/tgt.ll --ntid 128,2,1 | FileCheck %s --check-prefix=NTID
; RUN: nvtv verify %t/maxntid.ll %t/maxntid-tgt.ll | FileCheck %s --check-prefix=MAX
; RUN: nvtv verify %t/reqntid.ll %t/reqntid-tgt.ll | FileCheck %s --check-prefix=REQ
; RUN: not nvtv verify %t/maxntid.ll %t/maxntid-tgt.ll --ntid 512,1,1 2>&1 | FileCheck %s --check-prefix=BAD
; FREE:      counterexample: reach-lost in @k at #1
; FREE:        thread: tid.x = {{25[6-9]|2[6-9][0-9]|[3-9][0-9][0-9]|10[0-2][0-9]}}, ntid.x = {{[0-9]+}}
; FREE:        confirmed:  yes, by execution:
; MAX:       @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; MAX:       launch: @k: ntid.x*ntid.y*ntid.z <= 256
; NTID:      @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; NTID:      launch: @k: ntid = 128,2,1
; REQ:       @k: 1 proved, 0 bounded, 0 unknown, 0 counterexamples
; REQ:       launch: @k: ntid = 64,4,1
; BAD:       nvtv: verify: @k: the required block shape has 512 threads, more than 256 allowed

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, %n
  br i1 %c, label %then, label %exit
then:
  %x = zext i32 %t to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}

;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c0 = icmp ult i32 %t, %n
  %c1 = icmp ult i32 %t, 256
  %c = and i1 %c0, %c1
  br i1 %c, label %then, label %exit
then:
  %x = zext i32 %t to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}
;--- maxntid.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, %n
  br i1 %c, label %then, label %exit
then:
  %x = zext i32 %t to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 256}

;--- maxntid-tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c0 = icmp ult i32 %t, %n
  %c1 = icmp ult i32 %t, 256
  %c = and i1 %c0, %c1
  br i1 %c, label %then, label %exit
then:
  %x = zext i32 %t to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 256}

;--- reqntid.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, %n
  br i1 %c, label %then, label %exit
then:
  %x = zext i32 %t to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, !"reqntidx", i32 64, !"reqntidy", i32 4, !"reqntidz", i32 1}

;--- reqntid-tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c0 = icmp ult i32 %t, %n
  %c1 = icmp ult i32 %t, 256
  %c = and i1 %c0, %c1
  br i1 %c, label %then, label %exit
then:
  %x = zext i32 %t to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, !"reqntidx", i32 64, !"reqntidy", i32 4, !"reqntidz", i32 1}
