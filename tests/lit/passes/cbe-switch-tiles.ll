; Common Base Elimination across a switch over tile indices (seed 001's "Multiple BBs
; accessing the same base"): every tile block accesses A and B at base + 64*tile bytes.
; Neither tile's access dominates the others, so the anchor (offset 0) is computed once at
; the switch (scevcgptmp_) and each tile adds its constant (scevcgp_).  The shift is shared
; by both arrays' bases.  cbe-verbose prints the seed's progress lines.
; RUN: nvtv opt %s -passes=cbe -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: nvtv verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv opt %s -passes=cbe -cbe-verbose=1 --remarks -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERBOSE
; RUN: nvtv opt %s -passes=cbe -scev-cgp-cross-block-limit=1 -o %t.lim.ll
; RUN: FileCheck %s --check-prefix=LIMIT < %t.lim.ll

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cbe_switch_tiles(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i32 %tile) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %gid = add i32 %mul, %tid.x
  %gid64 = zext i32 %gid to i64
  %base = shl nuw nsw i64 %gid64, 6
  switch i32 %tile, label %sw.default [
    i32 0, label %sw.t0
    i32 1, label %sw.t1
    i32 2, label %sw.t2
    i32 3, label %sw.t3
  ]

sw.t0:
  %a0 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %base
  %v0 = load i32, ptr addrspace(1) %a0, align 4
  %w0 = shl i32 %v0, 1
  %b0 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %base
  store i32 %w0, ptr addrspace(1) %b0, align 4
  br label %sw.epilog

sw.t1:
  %o1 = add nuw nsw i64 %base, 16
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %o1
  %v1 = load i32, ptr addrspace(1) %a1, align 4
  %w1 = mul i32 %v1, 3
  %b1 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %o1
  store i32 %w1, ptr addrspace(1) %b1, align 4
  br label %sw.epilog

sw.t2:
  %o2 = add nuw nsw i64 %base, 32
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %o2
  %v2 = load i32, ptr addrspace(1) %a2, align 4
  %w2 = mul i32 %v2, 5
  %b2 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %o2
  store i32 %w2, ptr addrspace(1) %b2, align 4
  br label %sw.epilog

sw.t3:
  %o3 = add nuw nsw i64 %base, 48
  %a3 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %o3
  %v3 = load i32, ptr addrspace(1) %a3, align 4
  %w3 = mul i32 %v3, 7
  %b3 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %o3
  store i32 %w3, ptr addrspace(1) %b3, align 4
  br label %sw.epilog

sw.default:
  %o4 = add nuw nsw i64 %base, 63
  %b4 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %o4
  store i32 0, ptr addrspace(1) %b4, align 4
  br label %sw.epilog

sw.epilog:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @cbe_switch_tiles, !"kernel", i32 1}

; CHECK-LABEL: define void @cbe_switch_tiles(
; CHECK:         %[[SH:scevcgptmp_[0-9]+]] = shl i64 %gid64, 8
; CHECK-NEXT:    %[[A:scevcgptmp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %A, i64 %[[SH]]
; CHECK-NEXT:    %[[B:scevcgptmp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %B, i64 %[[SH]]
; CHECK-NEXT:    switch i32 %tile
; CHECK:       sw.t0:
; CHECK-NEXT:    %v0 = load i32, ptr addrspace(1) %[[A]], align 4
; CHECK:         store i32 %w0, ptr addrspace(1) %[[B]], align 4
; CHECK:       sw.t1:
; CHECK-NEXT:    %[[A1:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %[[A]], i64 64
; CHECK-NEXT:    %v1 = load i32, ptr addrspace(1) %[[A1]], align 4
; CHECK:         %[[B1:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %[[B]], i64 64
; CHECK-NEXT:    store i32 %w1, ptr addrspace(1) %[[B1]], align 4
; CHECK:       sw.t3:
; CHECK-NEXT:    %[[A3:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %[[A]], i64 192
; CHECK:       sw.default:
; CHECK-NEXT:    %[[B4:scevcgp_[0-9]+]] = getelementptr i8, ptr addrspace(1) %[[B]], i64 252
; CHECK-NEXT:    store i32 0, ptr addrspace(1) %[[B4]], align 4

; VERIFY: @cbe_switch_tiles: 9 proved, 0 bounded, 0 unknown, 0 counterexamples

; VERBOSE: cbe: Processing cbe_switch_tiles / Block 0
; VERBOSE: cbe: Processing cbe_switch_tiles / Block 6
; VERBOSE: cbe: @cbe_switch_tiles: group of 4 accesses, anchor offset 0, 4 rewritten, base placed at the common dominator

; One new base per block: the second array keeps its own addresses.
; LIMIT-COUNT-1: = getelementptr i8, ptr addrspace(1) %A
; LIMIT-NOT:     = getelementptr i8, ptr addrspace(1) %B
