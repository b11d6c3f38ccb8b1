; CBE across an if/else diamond: both arms and the join access one base (a 16-float record per thread) at different constant offsets
; shapes: cbe-if-else, cross-block, if-else, tid-1d, i64-index, generic-ptr, range-attr
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; float *rec = M + 16 * g;            /* g = blockIdx.x * blockDim.x + threadIdx.x */
; if (g & 1) rec[3] = rec[1] * 2; else rec[5] = rec[2] + 1;
; rec[7] = (float)g;
; (the variant with a signed runtime row stride is corpus/llvm-bugs/sepconst_negative_row.ll)
define void @cbe_if_else(ptr %M) {
entry:
  %tid = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul nuw nsw i32 %ctaid, %ntid
  %g = add nuw nsw i32 %cm, %tid
  %g64 = zext nneg i32 %g to i64
  %off = shl nuw nsw i64 %g64, 4
  %odd = and i32 %g, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %if.then, label %if.else

if.then:
  %o1 = add nuw nsw i64 %off, 1
  %p1 = getelementptr inbounds float, ptr %M, i64 %o1
  %v1 = load float, ptr %p1, align 4
  %w1 = fmul float %v1, 2.000000e+00
  %o3 = add nuw nsw i64 %off, 3
  %p3 = getelementptr inbounds float, ptr %M, i64 %o3
  store float %w1, ptr %p3, align 4
  br label %if.end

if.else:
  %o2 = add nuw nsw i64 %off, 2
  %p2 = getelementptr inbounds float, ptr %M, i64 %o2
  %v2 = load float, ptr %p2, align 4
  %w2 = fadd float %v2, 1.000000e+00
  %o5 = add nuw nsw i64 %off, 5
  %p5 = getelementptr inbounds float, ptr %M, i64 %o5
  store float %w2, ptr %p5, align 4
  br label %if.end

if.end:
  %gf = uitofp i32 %g to float
  %o7 = add nuw nsw i64 %off, 7
  %p7 = getelementptr inbounds float, ptr %M, i64 %o7
  store float %gf, ptr %p7, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @cbe_if_else, !"kernel", i32 1}
