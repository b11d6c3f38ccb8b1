; nvtv run --schedule: every thread stores tid+100 to s[t] and then reads its neighbour
; s[t+1].  With the barrier, every schedule gives out[t] = (t+1)%8 + 100.  Without it (the
; nosync kernel), the schedules disagree: round robin per instruction lets every thread
; store before any loads; rr-block runs each thread's block (the kernel is one) in turn, so
; thread 0 reads s[1] before thread 1 wrote it, and thread 7 reads s[0] after.  The
; adversarial schedules are also weak: a thread's stores stay in its store buffer until it
; syncs or the kernel ends, so with no sync every thread reads its neighbour's stale word,
; whichever runs first (adversarial-rev runs thread 7 first).  The race is reported as a
; warning.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv run %t/k.ll sync --args out=32 --fill zero --schedule adversarial | FileCheck %s --check-prefix=SYNC
; RUN: nvtv run %t/k.ll sync --args out=32 --fill zero --schedule adversarial-rev | FileCheck %s --check-prefix=SYNC
; RUN: nvtv run %t/k.ll sync --args out=32 --fill zero --schedule random --seed 5 | FileCheck %s --check-prefix=SYNC
; RUN: nvtv run %t/k.ll nosync --args out=32 --fill zero --schedule rr | FileCheck %s --check-prefix=RR
; RUN: nvtv run %t/k.ll nosync --args out=32 --fill zero --schedule rr-block | FileCheck %s --check-prefix=RRB
; RUN: nvtv run %t/k.ll nosync --args out=32 --fill zero --schedule adversarial | FileCheck %s --check-prefix=ADV
; RUN: nvtv run %t/k.ll nosync --args out=32 --fill zero --schedule adversarial-rev | FileCheck %s --check-prefix=REV
; SYNC-NOT:   warning
; SYNC:       %out: 32 bytes of global memory, 1 line of 32 changed
; SYNC-NEXT:    +0x0000: 65000000 66000000 67000000 68000000 69000000 6a000000 6b000000 64000000
; RR:         @nosync: 8 threads, schedule rr: ok after 96 instructions
; RR-NEXT:    inputs: %out = [32 bytes]; ntid = (8,1,1), ctaid = (0,0,0)
; RR-NEXT:    warning: data race (read-write) on @s+0x4 between threads (1,0,0) and (0,0,0), no barrier between them
; RR:         %out: 32 bytes of global memory, 1 line of 32 changed
; RR-NEXT:      +0x0000: 65000000 66000000 67000000 68000000 69000000 6a000000 6b000000 64000000
; RRB:        warning: data race (read-write) on @s+0x4 between threads (0,0,0) and (1,0,0), no barrier between them
; RRB:        %out: 32 bytes of global memory, 1 line of 32 changed
; RRB-NEXT:     +0x0000: 00000000 00000000 00000000 00000000 00000000 00000000 00000000 64000000
; ADV:        warning: data race (read-write) on @s+0x4 between threads (0,0,0) and (1,0,0), no barrier between them
; ADV:        @s: 32 bytes of shared memory, 1 line of 32 changed
; ADV-NEXT:     +0x0000: 64000000 65000000 66000000 67000000 68000000 69000000 6a000000 6b000000
; ADV-NEXT:   %out: 32 bytes of global memory, unchanged
; REV:        warning: data race (read-write) on @s+0x1c between threads (7,0,0) and (6,0,0), no barrier between them
; REV:        %out: 32 bytes of global memory, unchanged

;--- k.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [8 x i32] undef, align 4

define void @sync(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  %v = add i32 %t, 100
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %t1 = add i32 %t, 1
  %nb = and i32 %t1, 7
  %pn = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %nb
  %w = load i32, ptr addrspace(3) %pn, align 4
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %w, ptr addrspace(1) %po, align 4
  ret void
}

define void @nosync(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ps = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  %v = add i32 %t, 100
  store i32 %v, ptr addrspace(3) %ps, align 4
  %t1 = add i32 %t, 1
  %nb = and i32 %t1, 7
  %pn = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %nb
  %w = load i32, ptr addrspace(3) %pn, align 4
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %w, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
