; access types and widths: i8, i16, double, <4 x float> (float4), a volatile i32 load and an i64 store
; shapes: access-types, vector-access, volatile, tid-1d, zext, byte-gep
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @mixed_access_types(ptr addrspace(1) noalias %bytes, ptr addrspace(1) noalias %halves, ptr addrspace(1) noalias %dbl, ptr addrspace(1) noalias %vec, ptr addrspace(1) noalias %flag, ptr addrspace(1) noalias %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %tid
  %g = zext i32 %g32 to i64
  %pb = getelementptr inbounds i8, ptr addrspace(1) %bytes, i64 %g
  %b = load i8, ptr addrspace(1) %pb, align 1
  %ph = getelementptr inbounds i16, ptr addrspace(1) %halves, i64 %g
  %h = load i16, ptr addrspace(1) %ph, align 2
  %pd = getelementptr inbounds double, ptr addrspace(1) %dbl, i64 %g
  %d = load double, ptr addrspace(1) %pd, align 8
  %pv = getelementptr inbounds <4 x float>, ptr addrspace(1) %vec, i64 %g
  %v = load <4 x float>, ptr addrspace(1) %pv, align 16
  %f = load volatile i32, ptr addrspace(1) %flag, align 4
  %bx = zext i8 %b to i64
  %hx = sext i16 %h to i64
  %fx = zext i32 %f to i64
  %di = fptosi double %d to i64
  %s1 = add i64 %bx, %hx
  %s2 = add i64 %s1, %di
  %s3 = xor i64 %s2, %fx
  %g2 = shl nuw nsw i64 %g, 1
  %po = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %g2
  store i64 %s3, ptr addrspace(1) %po, align 16
  %v2 = fmul <4 x float> %v, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %ob = getelementptr inbounds i8, ptr addrspace(1) %po, i64 16
  store <4 x float> %v2, ptr addrspace(1) %ob, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @mixed_access_types, !"kernel", i32 1}
