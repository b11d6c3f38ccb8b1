; mutate-tgt, the adversary's pass: one change per module, of a kind -mutate-kind allows, at a
; place -mutate-seed picks; every instruction it keeps or moves keeps its !nvtv.id, and the
; module records the change as !nvtv.mutation (kind, class, description).
; RUN: nvtv tag %s -o %t.ll
; RUN: nvtv opt %t.ll -passes=mutate-tgt -mutate-kind=sync-delete -mutate-seed=1 2>&1 | FileCheck %s --check-prefix=DEL
; DEL:      mutate-tgt: @stencil: sync-delete: barrier0 #3 deleted
; DEL-NOT:  call void @llvm.nvvm.barrier0()
; DEL:      !nvtv.mutation = !{![[M:[0-9]+]]}
; DEL:      ![[M]] = !{!"sync-delete", !"barrier0", !"barrier0 #3 deleted"}
; RUN: nvtv opt %t.ll -passes=mutate-tgt -mutate-kind=hoist -mutate-seed=1 -o %t.hoist.ll 2>&1 | FileCheck %s --check-prefix=HOIST-REMARK
; HOIST-REMARK: mutate-tgt: @stencil: hoist: load #4 (addrspace 3) hoisted above barrier0 #3
; RUN: FileCheck %s --check-prefix=HOIST < %t.hoist.ll
; the load and the computation of its address now come before the barrier, its tag with it
; HOIST:      store i32 %v, ptr addrspace(3) %ps, align 4, !nvtv.id ![[T2:[0-9]+]]
; HOIST:      %t1 = add i32 %t, 1
; HOIST:      %w = load i32, ptr addrspace(3) %pn, align 4, !nvtv.id ![[T4:[0-9]+]]
; HOIST-NEXT: call void @llvm.nvvm.barrier0(), !nvtv.id ![[T3:[0-9]+]]
; HOIST-DAG:  ![[T3]] = !{i64 3}
; HOIST-DAG:  ![[T4]] = !{i64 4}
; execution tells the pair apart: another thread's word is read before it is written
; RUN: not nvtv diff %t.ll %t.hoist.ll --runs 4 | FileCheck %s --check-prefix=DIFF
; DIFF: DIFFERENCE
; RUN: nvtv opt %t.ll -passes=mutate-tgt -mutate-kind=sink -mutate-seed=1 2>&1 | FileCheck %s --check-prefix=SINK
; SINK:      sink: store #2 (addrspace 3) sunk below barrier0 #3
; SINK:      call void @llvm.nvvm.barrier0()
; SINK-NEXT: store i32 %v, ptr addrspace(3) %ps
; RUN: nvtv opt %t.ll -passes=mutate-tgt -mutate-kind=offset -mutate-seed=1 2>&1 | FileCheck %s --check-prefix=OFF
; OFF: offset: GEP index 1 of %ps: 0 -> 1
; OFF: %ps = getelementptr [64 x i32], ptr addrspace(3) @s, i32 1, i32 %t
; RUN: nvtv opt %t.ll -passes=mutate-tgt -mutate-kind=narrow -mutate-seed=1 2>&1 | FileCheck %s --check-prefix=NARROW
; NARROW: narrow: GEP index 1 of %po computed in 32 bits (trunc, sext)
; NARROW: %narrow = trunc i64 %t64 to i32
; NARROW: %narrow.ext = sext i32 %narrow to i64
; NARROW: %po = getelementptr i32, ptr addrspace(1) %out, i64 %narrow.ext
; a kind with no candidate here changes nothing, and says so
; RUN: nvtv opt %t.ll -passes=mutate-tgt -mutate-kind=cmp,swap,bound 2>&1 | FileCheck %s --check-prefix=NONE
; NONE:     mutate-tgt: no mutation of the kinds asked applies
; NONE-NOT: nvtv.mutation
; sync-move moves a barrier past a call that may touch memory too (a device function's),
; and the verifier holds the moved call to the barrier intervals (memory-order)
; RUN: nvtv opt %S/../../../corpus/adversary/barrier_moved_above_helper_store.src.ll -passes=mutate-tgt -mutate-kind=sync-move -mutate-seed=2 -o %t.call.ll 2>&1 | FileCheck %s --check-prefix=CALL
; CALL: mutate-tgt: @k: sync-move: barrier0 #1 moved above put
; RUN: not nvtv verify %S/../../../corpus/adversary/barrier_moved_above_helper_store.src.ll %t.call.ll | FileCheck %s --check-prefix=CALLV
; CALLV: counterexample: memory-order in @k
; RUN: not nvtv opt %t.ll -passes=mutate-tgt -mutate-kind=sideways 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: unknown choice 'sideways'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [64 x i32] undef, align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; a 1-D shared stencil: every thread stores its word, syncs, and reads its right neighbour's
define void @stencil(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %t64
  %v = load i32, ptr addrspace(1) %pi, align 4
  %ps = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %t1 = add i32 %t, 1
  %nb = and i32 %t1, 63
  %pn = getelementptr [64 x i32], ptr addrspace(3) @s, i32 0, i32 %nb
  %w = load i32, ptr addrspace(3) %pn, align 4
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %w, ptr addrspace(1) %po, align 4
  ret void
}
