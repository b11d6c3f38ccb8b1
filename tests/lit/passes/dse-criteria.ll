; dse-criterion=four-map is the seed's predicate: per block, shared memory only, no
; write-after-write.  It deletes the barrier in @waw (only stores cross it) and in @cross (the
; consumer is in the next block, the barrier ends its own); the verifier's cuda model (the
; default) finds both races, its four-map model none.  The default criterion keeps both.
; RUN: not nvtv check %s -passes=dse -dse-criterion=four-map | FileCheck %s --check-prefix=CUDA
; RUN: nvtv check %s -passes=dse -dse-criterion=four-map --barrier-model=four-map | FileCheck %s --check-prefix=FOURMAP
; RUN: nvtv opt %s -passes=dse | FileCheck %s --check-prefix=KEPT

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

define void @waw(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 1, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %u = xor i32 %t, 1
  %q = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %u
  store i32 2, ptr addrspace(3) %q, align 4
  ret void
}

define void @cross(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call range(i32 0, 1023) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %n, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  br label %next

next:
  %t1 = add nuw nsw i32 %t, 1
  %q = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t1
  %v = load i32, ptr addrspace(3) %q, align 4
  %x = zext i32 %t to i64
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %x
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

; CUDA:      counterexample: barrier-race in @waw at #2
; CUDA:        model: cuda
; CUDA-NEXT:   hazard: WAW on shared memory
; CUDA:        thread: tid.x = 0, tid.x' = 1
; CUDA:      counterexample: barrier-race in @cross at #5
; CUDA:        hazard: RAW on shared memory
; CUDA-NEXT:   first: store i32 addrspace(3) {{.*}} by thread t, before the sync
; CUDA-NEXT:   second: load i32 addrspace(3) {{.*}} by thread t', after the sync
; CUDA:      total: 1 files, 2 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 2 counterexamples

; FOURMAP: total: 1 files, 2 kernels: {{[0-9]+}} proved, 0 bounded, 0 unknown, 0 counterexamples

; KEPT-COUNT-2: call void @llvm.nvvm.barrier0()

declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
