; the barrier family with blockDim.x = 128 (reqntidx): barrier.sync.cnt, membar.cta, membar.gl, barrier.sync, bar.sync, barrier.n around s[t], s[(t+1)&127] and out[g]
; sync: 1 barrier.sync.cnt(0,128), 2 membar.cta, 3 membar.gl: REMOVABLE (only s[t] of the same thread around them); 4 barrier.sync(0): NEEDED (read-after-write on the neighbour s[t+1]); 5 bar.sync(0), 6 barrier.n(0): REMOVABLE (only the thread's own out[g] after them) (nvtv's dse keeps both membars: it removes a fence only when nothing is on one of its sides to order)
; shapes: shared, barrier, barrier-sync-named, barrier-sync-cnt, fence, membar, thread-private, reqntid, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [128 x i32] undef, align 4

; s[t] = in[g]; barrier.sync(0, 128); s[t] = s[t] * 3; __threadfence_block(); s[t] = s[t] + 1; __threadfence();
; int c = s[t]; barrier.sync(0); out[g] = c + s[(t + 1) & 127]; bar.sync(0); out[g] += c; barrier.n(0);
; %out is not noalias: it is re-read after a barrier, and with noalias LLVM treats the barrier as not touching it
define void @barrier_variants(ptr addrspace(1) noalias %in, ptr addrspace(1) %out) {
entry:
  %t = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = shl i32 %ctaid, 7
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %ps = getelementptr inbounds [128 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier.sync.cnt(i32 0, i32 128)
  %a = load i32, ptr addrspace(3) %ps, align 4
  %a3 = mul i32 %a, 3
  store i32 %a3, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.membar.cta()
  %b = load i32, ptr addrspace(3) %ps, align 4
  %b1 = add i32 %b, 1
  store i32 %b1, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.membar.gl()
  %c = load i32, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier.sync(i32 0)
  %t1 = add nuw nsw i32 %t, 1
  %nb = and i32 %t1, 127
  %pn = getelementptr inbounds [128 x i32], ptr addrspace(3) @s, i32 0, i32 %nb
  %n = load i32, ptr addrspace(3) %pn, align 4
  %r = add i32 %c, %n
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  call void @llvm.nvvm.bar.sync(i32 0)
  %o = load i32, ptr addrspace(1) %po, align 4
  %o2 = add i32 %o, %c
  store i32 %o2, ptr addrspace(1) %po, align 4
  call void @llvm.nvvm.barrier.n(i32 0)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.bar.sync(i32)
declare void @llvm.nvvm.barrier.n(i32)

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @barrier_variants, !"kernel", i32 1}
!1 = !{ptr @barrier_variants, !"reqntidx", i32 128}
