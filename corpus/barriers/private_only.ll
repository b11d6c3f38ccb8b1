; two barriers, every access thread-private: s[t] = in[g]; barrier; v = s[t]*3; out[g] = v; s[t] = v+1; barrier; out[g] = out[g] + s[t]
; sync: 1 REMOVABLE and 2 REMOVABLE (each thread touches only its own s[t] and its own out[g]; g differs for different threads of a CTA, so nothing crosses either barrier)
; shapes: shared, barrier, thread-private, addrspace1-global, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; s[t] = in[g]; __syncthreads();
; int v = s[t] * 3; out[g] = v; s[t] = v + 1; __syncthreads();
; out[g] = out[g] + s[t];
; %out is not noalias: it is re-read after a barrier, and with noalias LLVM treats the barrier as not touching it
define void @private_only(ptr addrspace(1) noalias %in, ptr addrspace(1) %out) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %x, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %a = load i32, ptr addrspace(3) %ps, align 4
  %v = mul i32 %a, 3
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %v, ptr addrspace(1) %po, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %b = load i32, ptr addrspace(1) %po, align 4
  %c = load i32, ptr addrspace(3) %ps, align 4
  %r = add i32 %b, %c
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @private_only, !"kernel", i32 1}
