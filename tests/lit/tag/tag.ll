; nvtv tag attaches !nvtv.id !{i64 N} to every memory operation and sync intrinsic, in
; textual order, numbering from 1 across the module; other instructions stay untagged.
; A module that already carries tags is left as it is.
; RUN: nvtv tag %s | FileCheck %s
; RUN: nvtv tag %s -o %t.ll
; RUN: nvtv tag %t.ll | FileCheck %s

; CHECK-LABEL: define void @k(
; CHECK:         %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(){{$}}
; CHECK:         %v = load float, ptr addrspace(1) %p, align 4, !nvtv.id ![[ID1:[0-9]+]]
; CHECK-NEXT:    %w = fadd float %v, 1.000000e+00{{$}}
; CHECK-NEXT:    store float %w, ptr addrspace(3) @s, align 4, !nvtv.id ![[ID2:[0-9]+]]
; CHECK-NEXT:    call void @llvm.nvvm.barrier0(), !nvtv.id ![[ID3:[0-9]+]]
; CHECK-NEXT:    %old = atomicrmw add ptr addrspace(1) %c, i32 1 monotonic, align 4, !nvtv.id ![[ID4:[0-9]+]]
; CHECK-NEXT:    call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %p, ptr addrspace(1) %c, i64 16, i1 false), !nvtv.id ![[ID5:[0-9]+]]
; CHECK-NEXT:    ret void
; CHECK-LABEL: define void @second(
; CHECK:         store i32 0, ptr %q, align 4, !nvtv.id ![[ID6:[0-9]+]]
; CHECK-DAG:   ![[ID1]] = !{i64 1}
; CHECK-DAG:   ![[ID2]] = !{i64 2}
; CHECK-DAG:   ![[ID3]] = !{i64 3}
; CHECK-DAG:   ![[ID4]] = !{i64 4}
; CHECK-DAG:   ![[ID5]] = !{i64 5}
; CHECK-DAG:   ![[ID6]] = !{i64 6}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global float undef, align 4

define void @k(ptr addrspace(1) %a, ptr addrspace(1) %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr float, ptr addrspace(1) %a, i64 %x
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fadd float %v, 1.0
  store float %w, ptr addrspace(3) @s, align 4
  call void @llvm.nvvm.barrier0()
  %old = atomicrmw add ptr addrspace(1) %c, i32 1 monotonic
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %p, ptr addrspace(1) %c, i64 16, i1 false)
  ret void
}

define void @second(ptr %q) {
entry:
  store i32 0, ptr %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
