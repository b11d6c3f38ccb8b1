; nvtv diff: src and tgt on the same random inputs under every schedule.  An equivalent
; rewrite (mul by 4 -> shl by 2) shows no difference (exit 0); a wrong one (shl by 3)
; shows the run, its inputs and the first bytes that differ (exit 1); a removed barrier
; shows a schedule whose final memory src never produces; UB in tgt where src is defined
; is a difference too.  Runs where src has UB are discarded, and runs where src races
; (its result depends on the schedule) as well.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv diff %t/src.ll %t/good.ll --runs 20 | FileCheck %s --check-prefix=GOOD
; RUN: not nvtv diff %t/src.ll %t/bad.ll --runs 20 | FileCheck %s --check-prefix=BAD
; RUN: not nvtv diff %t/usrc.ll %t/ub.ll --runs 40 | FileCheck %s --check-prefix=UB
; RUN: not nvtv diff %t/bar.ll %t/nobar.ll --runs 5 | FileCheck %s --check-prefix=BAR
; RUN: not nvtv diff %t/src.ll %t/bad.ll --runs 20 --schedule rr --json | FileCheck %s --check-prefix=JSON
; RUN: not nvtv diff %t/src.ll 2>&1 | FileCheck %s --check-prefix=USAGE
; GOOD:      @k: 20 runs (every schedule): [[N:[0-9]+]] compared, {{[0-9]+}} discarded (src undefined), 0 racy, 0 inconclusive: no difference
; BAD:       difference: @k: run 0 (seed 0x{{[0-9a-f]+}}), schedule rr
; BAD-NEXT:    inputs: %out = [4096 bytes]{{(\+2048)?}}, %n = {{-?[0-9]+}}; ntid = (8,1,1), ctaid = (0,0,0)
; BAD-NEXT:    memory: %out+0x{{[0-9a-f]+}}: src {{[0-9a-f ]+}}, tgt {{[0-9a-f ]+}} ({{[0-9]+}} bytes differ)
; BAD-NEXT:            (tgt's final memory is not src's under any of its 5 schedules)
; BAD-NEXT:  @k: 1 run (every schedule): 0 compared, 0 discarded (src undefined), 0 racy, 0 inconclusive: DIFFERENCE
; UB:        difference: @k: run {{[0-9]+}} (seed 0x{{[0-9a-f]+}}), schedule rr
; UB:          src:    defined under every schedule
; UB-NEXT:     tgt:    undefined behaviour: store of a poison value in thread (0,0,0) of @k: store i32 %w, ptr addrspace(1) %p, align 4
; BAR:       difference: @k: run 0 (seed 0x{{[0-9a-f]+}}), schedule random
; BAR:         memory: %out+0x{{[0-9a-f]+}}: src 01000000 01000000, tgt 00000000 00000000 (5 bytes differ)
; JSON:      {"versions":{"nvtv":"{{[^"]+}}","git":"{{[^"]*}}","llvm":"19.{{[^"]+}}","z3":"{{[^"]+}}"},"functions":[{"name":"k","runs":1,"compared":0,"discarded":0,"racy":0,"inconclusive":0,"executions":2,"difference":"@k: run 0 {{.*}}"}],"difference":true}
; USAGE:     nvtv: diff: expected SRC.ll TGT.ll [FUNC], got 1 argument(s)

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %t, %n
  %x = sext i32 %i to i64
  %b = mul i64 %x, 4
  %p = getelementptr i8, ptr addrspace(1) %out, i64 %b
  %v = shl i32 %t, 1
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

;--- good.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %t, %n
  %x = sext i32 %i to i64
  %b = shl i64 %x, 2
  %p = getelementptr i8, ptr addrspace(1) %out, i64 %b
  %v = add i32 %t, %t
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

;--- bad.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %t, %n
  %x = sext i32 %i to i64
  %b = shl i64 %x, 3
  %p = getelementptr i8, ptr addrspace(1) %out, i64 %b
  %v = shl i32 %t, 1
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

;--- usrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %x
  %v = shl i32 %t, 1
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

;--- ub.ll
; or-ing in (shl nsw %n, 1) & 0 changes no value, but it is poison when %n has more than
; 30 significant bits, and so is the stored value
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %x
  %v = shl i32 %t, 1
  %big = shl nsw i32 %n, 1
  %z = and i32 %big, 0
  %w = or i32 %v, %z
  store i32 %w, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

;--- bar.ll
; thread 0 sets a flag in shared memory; after the barrier every thread copies it out
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@flag = internal addrspace(3) global i32 0, align 4
define void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %set, label %sync
set:
  store i32 1, ptr addrspace(3) @flag, align 4
  br label %sync
sync:
  call void @llvm.nvvm.barrier0()
  %f = load i32, ptr addrspace(3) @flag, align 4
  %t64 = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %f, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

;--- nobar.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@flag = internal addrspace(3) global i32 0, align 4
define void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %set, label %sync
set:
  store i32 1, ptr addrspace(3) @flag, align 4
  br label %sync
sync:
  %f = load i32, ptr addrspace(3) @flag, align 4
  %t64 = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %f, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
