; Correspondence rule: merged.  SimplifyCFG sinks the stores that end both arms of a branch
; into one store at the join, through phis of their indices and values; LLVM drops the
; unknown !nvtv.id on the merged store.  Each src store is paired with the untagged tgt store
; by proof (reach, address, value), and "no access added" is checked once for the merged
; store against both src reaches.  In bad.ll the then-arm's index is off by one: a
; counterexample, confirmed by execution (comparing memory: the merged store has no tag).
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv verify %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=GOOD
; GOOD:      @k: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; GOOD-NEXT: total: 2 proved, 0 bounded, 0 unknown, 0 counterexamples
; GOOD-NEXT: rules: proved 0 one-to-one, 2 merged, 0 deleted-load
; RUN: nvtv verify -v %t/src.ll %t/tgt.ll | FileCheck %s --check-prefix=VERBOSE
; VERBOSE-DAG: @k #1 store float addrspace(1) (line 12): proved
; VERBOSE-DAG: @k #2 store float addrspace(1) (line 18): proved
; RUN: not nvtv verify %t/src.ll %t/bad.ll | FileCheck %s --check-prefix=BAD
; BAD:      counterexample: address-mismatch in @k at #1
; BAD-NEXT:   access: store float addrspace(1) (src line 12)
; BAD-NEXT:   check: src and tgt access the same address
; BAD-NEXT:   rule: merged: tgt's untagged store (tgt line 20) stands for this access and 1 other src access
; BAD:        confirmed: yes, by execution: memory:
; BAD:      @k: 1 proved, 0 bounded, 0 unknown, 1 counterexample
; A tgt access that stands for one src store and runs where src does not: reach-added, replayed
; by memory (replaying by the tag would find tgt never running it and confirm falsely).
; RUN: not nvtv verify %t/onesrc.ll %t/onetgt.ll | FileCheck %s --check-prefix=ADDED
; ADDED:      counterexample: reach-added in @k at #1
; ADDED:        rule: merged: tgt's untagged store (tgt line 9) stands for this access
; ADDED:        confirmed: yes, by execution: memory:
; RUN: not nvtv verify --json %t/src.ll %t/bad.ll | FileCheck %s --check-prefix=JSON
; JSON: "rules":{"one-to-one":0,"merged":1,"deleted-load":0,"widened":0,"dead-local":0,"unrolled":0,"licm":0,"dead-store":0,"split-copy":0}
; JSON: "rule":"merged: tgt's untagged store (tgt line 20) stands for this access and 1 other src access"

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n, float %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %then, label %else
then:
  %i1 = zext i32 %t to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i1
  store float %x, ptr addrspace(1) %p1, align 4, !nvtv.id !1
  br label %end
else:
  %t2 = add nuw nsw i32 %t, 1024
  %i2 = zext i32 %t2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i2
  store float 0.0, ptr addrspace(1) %p2, align 4, !nvtv.id !2
  br label %end
end:
  ret void
}
!1 = !{i64 1}
!2 = !{i64 2}
;--- tgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n, float %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %then, label %else
then:
  br label %end
else:
  %t2 = add nuw nsw i32 %t, 1024
  br label %end
end:
  %j = phi i32 [ %t, %then ], [ %t2, %else ]
  %v = phi float [ %x, %then ], [ 0.0, %else ]
  %i = zext i32 %j to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}
;--- bad.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n, float %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %then, label %else
then:
  %t1 = add i32 %t, 1
  br label %end
else:
  %t2 = add nuw nsw i32 %t, 1024
  br label %end
end:
  %j = phi i32 [ %t1, %then ], [ %t2, %else ]
  %v = phi float [ %x, %then ], [ 0.0, %else ]
  %i = zext i32 %j to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}
;--- onesrc.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n, float %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  %i = zext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  br i1 %c, label %then, label %end
then:
  store float %x, ptr addrspace(1) %p, align 4, !nvtv.id !1
  br label %end
end:
  ret void
}
!1 = !{i64 1}
;--- onetgt.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %a, i32 %n, float %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  store float %x, ptr addrspace(1) %p, align 4
  ret void
}
