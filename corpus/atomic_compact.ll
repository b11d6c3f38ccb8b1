; atomics feeding addresses: stream compaction slot = atomicrmw add (global counter); out[slot] = v; plus a cmpxchg retry loop (float max)
; shapes: atomics, cmpxchg-loop, atomic-result-address, if-then, for-loop, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; float v = in[g]; if (v > thr) { int slot = atomicAdd(count, 1); out[slot] = v; idx[slot] = g; }
; atomicMaxFloat(gmax, v)   via a CAS loop on the bit pattern
define void @atomic_compact(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %idx, ptr addrspace(1) noalias %count, ptr addrspace(1) noalias %gmax, float %thr) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g = add i32 %cm, %tid
  %gx = zext i32 %g to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gx
  %v = load float, ptr addrspace(1) %pi, align 4
  %keep = fcmp ogt float %v, %thr
  br i1 %keep, label %emit, label %max.ph

emit:
  %slot = atomicrmw add ptr addrspace(1) %count, i32 1 monotonic, align 4
  %sx = sext i32 %slot to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %sx
  store float %v, ptr addrspace(1) %po, align 4
  %pidx = getelementptr inbounds i32, ptr addrspace(1) %idx, i64 %sx
  store i32 %g, ptr addrspace(1) %pidx, align 4
  br label %max.ph

max.ph:
  %vb = bitcast float %v to i32
  %init = load atomic i32, ptr addrspace(1) %gmax monotonic, align 4
  br label %cas.cond

cas.cond:
  %cur = phi i32 [ %init, %max.ph ], [ %seen, %cas.body ]
  %curf = bitcast i32 %cur to float
  %bigger = fcmp ogt float %v, %curf
  br i1 %bigger, label %cas.body, label %cas.end

cas.body:
  %pair = cmpxchg ptr addrspace(1) %gmax, i32 %cur, i32 %vb monotonic monotonic, align 4
  %seen = extractvalue { i32, i1 } %pair, 0
  br label %cas.cond

cas.end:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @atomic_compact, !"kernel", i32 1}
