; nvtv run: undefined behaviour ends the execution (exit status 1) with what happened, in
; which thread and at which instruction; the memory is printed as it was then.  Bounds are
; exact: the last element is fine, one past it is not, and neither is an address far
; enough out to look like another buffer's.  Poison reaching an address or a branch, a
; store of poison and division by zero are UB too.  Deadlock is reported like UB.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv run %t/oob.ll --args i=7,out=32 --fill zero | FileCheck %s --check-prefix=LAST
; RUN: not nvtv run %t/oob.ll --args i=8,out=32 --fill zero | FileCheck %s --check-prefix=OOB
; RUN: not nvtv run %t/oob.ll --args i=0x10000000000,out=32 --fill zero | FileCheck %s --check-prefix=FAR
; RUN: not nvtv run %t/poison.ll --args x=2147483647 | FileCheck %s --check-prefix=POISON
; RUN: not nvtv run %t/poison.ll --args x=0 | FileCheck %s --check-prefix=DIV0
; RUN: not nvtv run %t/deadlock.ll | FileCheck %s --check-prefix=DEADLOCK
; LAST:     @k: 8 threads, schedule rr: ok after 32 instructions
; OOB:      @k: 8 threads, schedule rr: undefined behaviour after 17 instructions
; OOB-NEXT: inputs: %out = [32 bytes], %i = 8; ntid = (8,1,1), ctaid = (0,0,0)
; OOB-NEXT: undefined behaviour: out-of-bounds store of 4 bytes at %out+0x20 (a 32-byte buffer) in thread (0,0,0) of @k: store i32 %t, ptr addrspace(1) %p, align 4
; OOB-NEXT: %out: 32 bytes of global memory, unchanged
; FAR:      undefined behaviour: out-of-bounds store of 4 bytes at %out+0x40000000000 (a 32-byte buffer)
; POISON:   undefined behaviour: branch on poison in thread (0,0,0) of @k: br i1 %c, label %a, label %b
; DIV0:     undefined behaviour: division by zero in thread (0,0,0) of @k: %q = sdiv i32 100, %x
; DEADLOCK:      @k: 8 threads, schedule rr: deadlock after {{[0-9]+}} instructions
; DEADLOCK-NEXT: inputs: ntid = (8,1,1), ctaid = (0,0,0)
; DEADLOCK-NEXT: deadlock: 4 threads wait ((4,0,0) at barrier 0 (4 of 8 arrived), (5,0,0) at barrier 0 (4 of 8 arrived), (6,0,0) at barrier 0 (4 of 8 arrived), (7,0,0) at barrier 0 (4 of 8 arrived)), 4 exited

;--- oob.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out, i64 %i) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

;--- poison.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %v = add nsw i32 %x, 1
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %a, label %b
a:
  %q = sdiv i32 100, %x
  store i32 %q, ptr addrspace(1) %out, align 4
  ret void
b:
  %r = sdiv i32 100, %x
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

;--- deadlock.ll
; threads 0..3 return early; 4..7 wait at the barrier forever
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k() {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 4
  br i1 %c, label %quit, label %wait
quit:
  ret void
wait:
  call void @llvm.nvvm.barrier0()
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
