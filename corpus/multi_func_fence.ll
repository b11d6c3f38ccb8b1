; three functions in one module (ids run across functions): device helper, producer with membar.gl, consumer with barrier.sync/bar.warp.sync
; shapes: multi-function, device-call, fence, barrier, barrier-sync-named, warp-sync, tid-1d, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@stage = internal addrspace(3) global [128 x i32] undef, align 4

; device function (not a kernel): p[i] = p[i] * 3 + 1; returns the old value
define internal i32 @scale_slot(ptr addrspace(1) %p, i64 %i) {
entry:
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %m = mul i32 %v, 3
  %r = add i32 %m, 1
  store i32 %r, ptr addrspace(1) %q, align 4
  ret i32 %v
}

; data[g] = g; old = scale_slot(aux, g); __threadfence(); if (t == 0) flag[ctaid] = old;
define void @producer(ptr addrspace(1) noalias %data, ptr addrspace(1) noalias %aux, ptr addrspace(1) noalias %flag) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pd = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %g
  store i32 %g32, ptr addrspace(1) %pd, align 4
  %old = call i32 @scale_slot(ptr addrspace(1) %aux, i64 %g)
  call void @llvm.nvvm.membar.gl()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %publish, label %exit

publish:
  %c64 = zext i32 %ctaid to i64
  %pf = getelementptr inbounds i32, ptr addrspace(1) %flag, i64 %c64
  store volatile i32 %old, ptr addrspace(1) %pf, align 4
  br label %exit

exit:
  ret void
}

; stage[t] = in[g]; barrier.sync(0); v = stage[t ^ 32]; bar.warp.sync(-1); out[g] = v + stage[t ^ 1]
define void @consumer(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %ps = getelementptr inbounds [128 x i32], ptr addrspace(3) @stage, i32 0, i32 %t
  store i32 %x, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier.sync(i32 0)
  %t32 = xor i32 %t, 32
  %pw = getelementptr inbounds [128 x i32], ptr addrspace(3) @stage, i32 0, i32 %t32
  %v = load i32, ptr addrspace(3) %pw, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %t1 = xor i32 %t, 1
  %pn = getelementptr inbounds [128 x i32], ptr addrspace(3) @stage, i32 0, i32 %t1
  %u = load i32, ptr addrspace(3) %pn, align 4
  %s = add i32 %v, %u
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %s, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.bar.warp.sync(i32)

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @producer, !"kernel", i32 1}
!1 = !{ptr @consumer, !"kernel", i32 1}
