; Named barriers with thread counts (barrier.sync.cnt, and bar.sync / bar.arrive written in
; inline asm as CUDA code does): only the threads that meet at one are ordered by it.
; @groups: threads 0-3 meet at barrier 1, threads 4-7 at barrier 2, each reads its own
; group's words: no race under any schedule.  @cross reads the other group's word after its
; own group's barrier: a race (a counted barrier starts no phase for the CTA).
; @prodcons: threads 0-3 write and bar.arrive, threads 4-7 bar.sync the same barrier of 8
; and read what the producers wrote: ordered.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv run %t/k.ll groups --threads 8 --args out=32 --fill zero --schedule adversarial | FileCheck %s --check-prefix=GROUPS
; RUN: nvtv run %t/k.ll groups --threads 8 --args out=32 --fill zero --schedule rr | FileCheck %s --check-prefix=GROUPS
; GROUPS-NOT:  warning
; GROUPS:      %out: 32 bytes of global memory, 1 line of 32 changed
; GROUPS-NEXT:   +0x0000: 0b000000 0c000000 0d000000 0a000000 0f000000 10000000 11000000 0e000000
; RUN: nvtv run %t/k.ll cross --threads 8 --args out=32 --fill zero --schedule rr-block | FileCheck %s --check-prefix=CROSS
; CROSS:       warning: data race (read-write) on @s
; RUN: nvtv run %t/k.ll prodcons --threads 8 --args out=32 --fill zero --schedule adversarial-rev | FileCheck %s --check-prefix=PC
; RUN: nvtv run %t/k.ll prodcons --threads 8 --args out=32 --fill zero --schedule adversarial | FileCheck %s --check-prefix=PC
; PC-NOT:      warning
; PC:          %out: 32 bytes of global memory, 1 line of 32 changed
; PC-NEXT:       +0x0000: 00000000 00000000 00000000 00000000 00000000 07000000 0e000000 15000000

;--- k.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [8 x i32] undef, align 4

define void @groups(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  %v = add i32 %t, 10
  store i32 %v, ptr addrspace(3) %ps, align 4
  %hi = icmp uge i32 %t, 4
  %id = select i1 %hi, i32 2, i32 1
  call void @llvm.nvvm.barrier.sync.cnt(i32 %id, i32 4)
  %t1 = add i32 %t, 1
  %nb = and i32 %t1, 3
  %grp = and i32 %t, 4
  %j = or i32 %nb, %grp
  %pn = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %j
  %w = load i32, ptr addrspace(3) %pn, align 4
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %w, ptr addrspace(1) %po, align 4
  ret void
}

define void @cross(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  %v = add i32 %t, 10
  store i32 %v, ptr addrspace(3) %ps, align 4
  %hi = icmp uge i32 %t, 4
  %id = select i1 %hi, i32 2, i32 1
  call void @llvm.nvvm.barrier.sync.cnt(i32 %id, i32 4)
  %j = xor i32 %t, 4
  %pn = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %j
  %w = load i32, ptr addrspace(3) %pn, align 4
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %w, ptr addrspace(1) %po, align 4
  ret void
}

define void @prodcons(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %hi = icmp uge i32 %t, 4
  br i1 %hi, label %cons, label %prod
prod:
  %ps = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  %v = mul i32 %t, 7
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void asm sideeffect "bar.arrive 1, 8;", ""()
  ret void
cons:
  call void asm sideeffect "bar.sync $0, $1;", "r,r"(i32 1, i32 8)
  %j = sub i32 %t, 4
  %pj = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %j
  %w = load i32, ptr addrspace(3) %pj, align 4
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %w, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
