; Correspondence rules: deleted-load and merged loads, with forwarding facts.  src loads
; a[t] twice in one block with nothing in between that writes memory or synchronises; tgt
; (GVN) keeps one load.  The deleted load changes no memory, and its value is checked where
; it is used (the store of x + y against tgt's x << 1), with the fact that both loads read
; the same value.  In merged.ll the remaining load lost its tag too: it stands for both.
; In barrier.ll a barrier separates the two loads: another thread's write, ordered by the
; barrier, may change a[t] in between, so no fact, and the store is not proved.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=DEL
; DEL:      @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; DEL:      rules: proved 2 one-to-one, 0 merged, 1 deleted-load
; RUN: nvtv verify -v %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=DELV
; DELV: @k #2 load i32 addrspace(1) (line 11): removed: proved unnecessary
; RUN: nvtv verify %t/src.ll %t/merged.ll | FileCheck %s --check-prefix=MERGED
; MERGED:      @k: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; MERGED:      rules: proved 1 one-to-one, 2 merged, 0 deleted-load
; RUN: not nvtv verify %t/bsrc.ll %t/btgt.ll | FileCheck %s --check-prefix=BARRIER
; BARRIER:      unknown: unknown in @k at #3
; BARRIER:        check: the stored values are equal
; BARRIER:      @k: 3 proved, 0 bounded, 1 unknown, 0 counterexamples

; Across blocks: in xsrc.ll's @fx the second load is in a block only the first
; one's reaches, with a call between to a helper that writes only its own locals: a fact.
; @fp reads a field of a byval argument again after a barrier and a store to global memory:
; nothing but a write through the argument can change it (a private object), a fact.  @fw
; stores through %b, which may point into %a, between the two loads, and @fc calls a
; function that writes global memory: no fact, and the stored value is not proved (the
; replay, with %a and %b apart, refutes the model: unknown).  @fs loads in another block
; what a store it runs after wrote there (store-to-load forwarding): a fact.
; RUN: not nvtv verify %t/xsrc.ll %t/xtgt.ll | FileCheck %s --check-prefix=CROSS
; CROSS-DAG: unknown: unknown in @fw at #13
; CROSS-DAG: unknown: unknown in @fc at #33
; CROSS-DAG: @fx: 3 proved, 0 bounded, 0 unknown, 0 counterexamples
; CROSS-DAG: @fw: 3 proved, 0 bounded, 1 unknown, 0 counterexamples
; CROSS-DAG: @fc: 2 proved, 0 bounded, 1 unknown, 0 counterexamples
; CROSS-DAG: @fp: 5 proved, 0 bounded, 0 unknown, 0 counterexamples
; CROSS-DAG: @fs: 3 proved, 0 bounded, 0 unknown, 0 counterexamples

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %y = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !2
  %s = add i32 %x, %y
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %s = shl i32 %x, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!3 = !{i64 3}
;--- merged.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %s = shl i32 %x, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!3 = !{i64 3}
;--- bsrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  %y = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !2
  %s = add i32 %x, %y
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
;--- btgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  call void @llvm.nvvm.barrier0(), !nvtv.id !4
  %s = shl i32 %x, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  ret void
}
!1 = !{i64 1}
!3 = !{i64 3}
!4 = !{i64 4}
;--- xsrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.P = type { ptr addrspace(1), i32 }
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define internal i32 @helper(i32 %v) noinline {
entry:
  %v.addr = alloca i32, align 4
  store i32 %v, ptr %v.addr, align 4, !nvtv.id !50
  %r = load i32, ptr %v.addr, align 4, !nvtv.id !51
  ret i32 %r
}
define internal void @writer(ptr addrspace(1) %p) noinline {
entry:
  store i32 7, ptr addrspace(1) %p, align 4, !nvtv.id !52
  ret void
}
; the second load of a[t] is in another block, reached only through the first one's
define void @fx(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %h = call i32 @helper(i32 %x)
  %go = icmp slt i32 %t, %c
  br i1 %go, label %then, label %done
then:
  %y = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !2
  %s = add i32 %h, %y
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  br label %done
done:
  ret void
}
; a store through %b, which may point into %a, between the two loads
define void @fw(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !11
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 0, ptr addrspace(1) %q, align 4, !nvtv.id !14
  %go = icmp slt i32 %t, %c
  br i1 %go, label %then, label %done
then:
  %y = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !12
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !13
  br label %done
done:
  ret void
}
; a call that writes global memory between the two loads
define void @fc(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !31
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  call void @writer(ptr addrspace(1) %q)
  %y = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !32
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %p, align 4, !nvtv.id !33
  ret void
}
; a field of a byval argument, read again after a barrier and a store to global memory:
; nothing but a write through the argument can change it
define void @fp(ptr byval(%struct.P) align 8 %s, i32 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %f = getelementptr inbounds %struct.P, ptr %s, i32 0, i32 0
  %a = load ptr addrspace(1), ptr %f, align 8, !nvtv.id !21
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  store i32 %c, ptr addrspace(1) %p, align 4, !nvtv.id !22
  call void @llvm.nvvm.barrier0(), !nvtv.id !23
  %a2 = load ptr addrspace(1), ptr %f, align 8, !nvtv.id !24
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %a2, i64 %i
  store i32 1, ptr addrspace(1) %p2, align 4, !nvtv.id !25
  ret void
}
; a store, then in a block it dominates a load of the same address (store-to-load forwarding)
define void @fs(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %v = mul i32 %t, 3
  store i32 %v, ptr addrspace(1) %p, align 4, !nvtv.id !41
  %go = icmp slt i32 %t, %c
  br i1 %go, label %then, label %done
then:
  %y = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !42
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %y, ptr addrspace(1) %q, align 4, !nvtv.id !43
  br label %done
done:
  ret void
}
!1 = !{i64 1}
!41 = !{i64 41}
!42 = !{i64 42}
!43 = !{i64 43}
!2 = !{i64 2}
!3 = !{i64 3}
!11 = !{i64 11}
!12 = !{i64 12}
!13 = !{i64 13}
!14 = !{i64 14}
!21 = !{i64 21}
!22 = !{i64 22}
!23 = !{i64 23}
!24 = !{i64 24}
!25 = !{i64 25}
!31 = !{i64 31}
!32 = !{i64 32}
!33 = !{i64 33}
!50 = !{i64 50}
!51 = !{i64 51}
!52 = !{i64 52}
;--- xtgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.P = type { ptr addrspace(1), i32 }
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define internal i32 @helper(i32 %v) noinline {
entry:
  %v.addr = alloca i32, align 4
  store i32 %v, ptr %v.addr, align 4, !nvtv.id !50
  %r = load i32, ptr %v.addr, align 4, !nvtv.id !51
  ret i32 %r
}
define internal void @writer(ptr addrspace(1) %p) noinline {
entry:
  store i32 7, ptr addrspace(1) %p, align 4, !nvtv.id !52
  ret void
}
; the second load of a[t] is in another block, reached only through the first one's
define void @fx(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !1
  %h = call i32 @helper(i32 %x)
  %go = icmp slt i32 %t, %c
  br i1 %go, label %then, label %done
then:
  %s = add i32 %h, %x
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !3
  br label %done
done:
  ret void
}
; a store through %b, which may point into %a, between the two loads
define void @fw(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !11
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 0, ptr addrspace(1) %q, align 4, !nvtv.id !14
  %go = icmp slt i32 %t, %c
  br i1 %go, label %then, label %done
then:
  %s = shl i32 %x, 1
  store i32 %s, ptr addrspace(1) %q, align 4, !nvtv.id !13
  br label %done
done:
  ret void
}
; a call that writes global memory between the two loads
define void @fc(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p, align 4, !nvtv.id !31
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  call void @writer(ptr addrspace(1) %q)
  %s = shl i32 %x, 1
  store i32 %s, ptr addrspace(1) %p, align 4, !nvtv.id !33
  ret void
}
; a field of a byval argument, read again after a barrier and a store to global memory:
; nothing but a write through the argument can change it
define void @fp(ptr byval(%struct.P) align 8 %s, i32 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %f = getelementptr inbounds %struct.P, ptr %s, i32 0, i32 0
  %a = load ptr addrspace(1), ptr %f, align 8, !nvtv.id !21
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  store i32 %c, ptr addrspace(1) %p, align 4, !nvtv.id !22
  call void @llvm.nvvm.barrier0(), !nvtv.id !23
  store i32 1, ptr addrspace(1) %p, align 4, !nvtv.id !25
  ret void
}
; a store, then in a block it dominates a load of the same address (store-to-load forwarding)
define void @fs(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %v = mul i32 %t, 3
  store i32 %v, ptr addrspace(1) %p, align 4, !nvtv.id !41
  %go = icmp slt i32 %t, %c
  br i1 %go, label %then, label %done
then:
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  store i32 %v, ptr addrspace(1) %q, align 4, !nvtv.id !43
  br label %done
done:
  ret void
}
!1 = !{i64 1}
!41 = !{i64 41}
!42 = !{i64 42}
!43 = !{i64 43}
!2 = !{i64 2}
!3 = !{i64 3}
!11 = !{i64 11}
!12 = !{i64 12}
!13 = !{i64 13}
!14 = !{i64 14}
!21 = !{i64 21}
!22 = !{i64 22}
!23 = !{i64 23}
!24 = !{i64 24}
!25 = !{i64 25}
!31 = !{i64 31}
!32 = !{i64 32}
!33 = !{i64 33}
!50 = !{i64 50}
!51 = !{i64 51}
!52 = !{i64 52}
