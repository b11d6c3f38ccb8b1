; generic pointer from addrspacecast of a shared array: b[t] = in[g] through `ptr`, barrier0, then buf[t+1] through the addrspace(3) pointer (guarded)
; sync: 1 NEEDED (read-after-write: the generic store is a shared-memory store, and thread t reads the element thread t+1 stored through it)
; shapes: generic-from-shared, addrspacecast, shared, barrier, guarded, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [1024 x float] undef, align 4

; float *b = (float *)buf;  /* generic */
; b[t] = in[g]; __syncthreads(); if (t + 1 < blockDim.x) out[g] = buf[t + 1];
define void @generic_store_shared_load(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %b = addrspacecast ptr addrspace(3) @buf to ptr
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g
  %v = load float, ptr addrspace(1) %pi, align 4
  %t64 = zext nneg i32 %t to i64
  %pb = getelementptr inbounds float, ptr %b, i64 %t64
  store float %v, ptr %pb, align 4
  call void @llvm.nvvm.barrier0()
  %t1 = add nuw nsw i32 %t, 1
  %ok = icmp ult i32 %t1, %ntid
  br i1 %ok, label %read, label %done

read:
  %pn = getelementptr inbounds [1024 x float], ptr addrspace(3) @buf, i32 0, i32 %t1
  %a = load float, ptr addrspace(3) %pn, align 4
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g
  store float %a, ptr addrspace(1) %po, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @generic_store_shared_load, !"kernel", i32 1}
