; CodeGenPrepare's branch optimisations (seed 003, "Transform 3"): a branch on `a & b` is
; split through BB.cond.split, and an edge its weights make unlikely (<= 1%) gets a block
; SUCC.unlikely that takes the computations only that path needs.  disable-cgp-branch-opts
; turns both off.
; RUN: nvtv opt %s -passes=cgp -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=cgp -disable-cgp-branch-opts=1 | FileCheck %s --check-prefix=OFF

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @guard(ptr addrspace(1) %a, i32 %n, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp slt i32 %t, %n
  %k2 = icmp slt i32 %t, %m
  %both = and i1 %k1, %k2
  br i1 %both, label %body, label %exit, !prof !0

body:
  %x = sext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ 1, %body ]
  store i32 %r, ptr addrspace(1) %a, align 4
  ret void
}

; CHECK-LABEL: define void @guard(
; CHECK:         br i1 %k1, label %entry.cond.split, label %exit, !prof ![[W1:[0-9]+]]
; CHECK:       entry.cond.split:
; CHECK-NEXT:    br i1 %k2, label %body, label %exit, !prof ![[W2:[0-9]+]]
; CHECK:       exit:
; CHECK-NEXT:    %r = phi i32 [ 0, %entry ], [ 1, %body ], [ 0, %entry.cond.split ]

; The error path is cold: the error code is only computed there.  (Its address, used only
; there too, is sunk into %fail itself.)
define void @cold(ptr addrspace(1) %a, ptr addrspace(1) %err, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = sext i32 %t to i64
  %perr = getelementptr inbounds i32, ptr addrspace(1) %err, i64 %x
  %code0 = mul i32 %t, 7
  %code = add i32 %code0, %n
  %bad = icmp sge i32 %t, %n
  br i1 %bad, label %fail, label %ok, !prof !1

fail:
  store i32 %code, ptr addrspace(1) %perr, align 4
  br label %exit

ok:
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %exit

exit:
  ret void
}

; CHECK-LABEL: define void @cold(
; CHECK:       entry:
; CHECK-NOT:     %code
; CHECK:         br i1 %bad, label %fail.unlikely, label %ok, !prof
; CHECK:       fail.unlikely:
; CHECK-NEXT:    %code0 = mul i32 %t, 7
; CHECK-NEXT:    %code = add i32 %code0, %n
; CHECK-NEXT:    br label %fail
; CHECK:       fail:
; CHECK-NEXT:    %[[S:sunkaddr[0-9]+]] = getelementptr inbounds i32, ptr addrspace(1) %err, i64 %x
; CHECK-NEXT:    store i32 %code, ptr addrspace(1) %[[S]], align 4

; The second branch keeps the weights; the first adds half the false weight to its true side.
; CHECK-DAG: ![[W1]] = !{!"branch_weights", i32 1000, i32 10}
; CHECK-DAG: ![[W2]] = !{!"branch_weights", i32 990, i32 10}

; OFF-NOT: cond.split
; OFF-NOT: unlikely

; VERIFY: total: 4 proved, 0 bounded, 0 unknown, 0 counterexamples

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!0 = !{!"branch_weights", i32 990, i32 20}
!1 = !{!"branch_weights", i32 1, i32 2000}
