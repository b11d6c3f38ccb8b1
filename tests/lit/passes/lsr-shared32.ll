; Shared memory with 32-bit pointers (p3:32): the inner loop of a shared-memory tile
; product, As[ty][k] * Bs[k][tx], with a global store out[k] beside it.
;  - By default the shared addresses get 32-bit shared-pointer induction variables (IV.S.,
;    ptr addrspace(3), stepped by i32 4 and 64): never widened to 64 bits or to generic
;    pointers, so the .shared accesses and their 32-bit addressing keep their form.  The
;    global store gets its own 64-bit one.
;  - disable-lsr-for-sharedmem32-ptr leaves the shared addresses exactly as they were (the
;    seed's protection of 32-bit shared pointers); only the global store changes.
; Both are proved.
; RUN: nvtv opt %s -passes=lsr -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: nvtv opt %s -passes=lsr -disable-lsr-for-sharedmem32-ptr -o %t.keep.ll 2>&1 | FileCheck %s --check-prefix=REMARK-KEEP
; RUN: FileCheck %s --check-prefix=KEEP < %t.keep.ll
; RUN: nvtv check %s -passes=lsr | FileCheck %s --check-prefix=VERIFY
; RUN: nvtv check %s -passes=lsr -disable-lsr-for-sharedmem32-ptr | FileCheck %s --check-prefix=VERIFY

target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4

define void @tile_dot(ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %tx = call range(i32 0, 16) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call range(i32 0, 16) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %k.ph, label %done

k.ph:
  br label %k.body

k.body:
  %k = phi i32 [ 0, %k.ph ], [ %k.next, %k.body ]
  %pa = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i32 0, i32 %ty, i32 %k
  %x = load float, ptr addrspace(3) %pa, align 4
  %pb = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @Bs, i32 0, i32 %k, i32 %tx
  %y = load float, ptr addrspace(3) %pb, align 4
  %xy = fmul contract float %x, %y
  %k64 = zext nneg i32 %k to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %k64
  store float %xy, ptr addrspace(1) %po, align 4
  %k.next = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k.next, %n
  br i1 %c, label %k.body, label %done

done:
  ret void
}

; REMARK: lsr: @tile_dot loop %k.body: 4 uses in 4 groups, {{.*}}: median addr:per-register addr:per-register addr:per-register cmp:keep
; REMARK-KEEP: lsr: @tile_dot loop %k.body: 4 uses in 4 groups, {{.*}}: median addr:keep addr:keep addr:per-register cmp:keep

; CHECK-LABEL: define void @tile_dot(
; CHECK:       k.ph:
; CHECK-NEXT:    %[[SA:.*]] = getelementptr [16 x [16 x float]], ptr addrspace(3) @As, i32 0, i32 %ty, i32 0
; CHECK-NEXT:    %[[SB:.*]] = getelementptr [16 x [16 x float]], ptr addrspace(3) @Bs, i32 0, i32 0, i32 %tx
; CHECK:       k.body:
; CHECK-DAG:     %[[O:IV.S.[0-9]+]] = phi ptr addrspace(1) [ %out, %k.ph ],
; CHECK-DAG:     %[[B:IV.S.[0-9]+]] = phi ptr addrspace(3) [ %[[SB]], %k.ph ],
; CHECK-DAG:     %[[A:IV.S.[0-9]+]] = phi ptr addrspace(3) [ %[[SA]], %k.ph ],
; CHECK:         %x = load float, ptr addrspace(3) %[[A]], align 4
; CHECK-NEXT:    %y = load float, ptr addrspace(3) %[[B]], align 4
; CHECK:         store float %xy, ptr addrspace(1) %[[O]], align 4
; CHECK-DAG:     getelementptr i8, ptr addrspace(3) %[[A]], i32 4
; CHECK-DAG:     getelementptr i8, ptr addrspace(3) %[[B]], i32 64
; CHECK-DAG:     getelementptr i8, ptr addrspace(1) %[[O]], i64 4
; CHECK-NOT:     addrspacecast

; KEEP-LABEL: define void @tile_dot(
; KEEP:       k.body:
; KEEP-NOT:     phi ptr addrspace(3)
; KEEP:         %pa = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i32 0, i32 %ty, i32 %k
; KEEP-NEXT:    %x = load float, ptr addrspace(3) %pa, align 4
; KEEP-NEXT:    %pb = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @Bs, i32 0, i32 %k, i32 %tx
; KEEP-NEXT:    %y = load float, ptr addrspace(3) %pb, align 4
; KEEP:         store float %xy, ptr addrspace(1) %IV.S.{{[0-9]+}}, align 4

; VERIFY: @tile_dot: 3 proved, 0 bounded, 0 unknown, 0 counterexamples

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
