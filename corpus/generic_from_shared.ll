; generic pointer from addrspacecast of a shared array: stores/loads through `ptr` that point into @buf
; shapes: generic-from-shared, addrspacecast, shared, barrier, tid-1d, sext-nsw
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [256 x float] undef, align 4

; float *b = (float *)buf;  /* generic */
; b[t] = in[g]; __syncthreads(); out[g] = b[(t + 7) & 255] + b[t ^ 1];
; (b[255 - t] is corpus/llvm-bugs/sepconst_reversed_shared.ll: LLVM 19 miscompiles it)
define void @generic_from_shared(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) {
entry:
  %t = call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul nsw i32 %ctaid, %ntid
  %g32 = add nsw i32 %cm, %t
  %g = sext i32 %g32 to i64
  %b = addrspacecast ptr addrspace(3) @buf to ptr
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g
  %v = load float, ptr addrspace(1) %pi, align 4
  %t64 = zext nneg i32 %t to i64
  %pb = getelementptr inbounds float, ptr %b, i64 %t64
  store float %v, ptr %pb, align 4
  call void @llvm.nvvm.barrier0()
  %t7 = add nuw nsw i64 %t64, 7
  %rt = and i64 %t7, 255
  %pr = getelementptr inbounds float, ptr %b, i64 %rt
  %a = load float, ptr %pr, align 4
  %tx = xor i64 %t64, 1
  %px = getelementptr inbounds float, ptr %b, i64 %tx
  %c = load float, ptr %px, align 4
  %s = fadd float %a, %c
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g
  store float %s, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @generic_from_shared, !"kernel", i32 1}
