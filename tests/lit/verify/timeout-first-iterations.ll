; A query that reaches its budget is asked again at the loops' first iterations.  A
; grid-stride loop (`for (i = gid; i < n; i += ntid * nctaid)`) whose exit test a pass
; changed to `i <= n`: the trip-count query's product k*ntid*nctaid exhausts Z3's budget,
; and so did both accesses' (unknown, "timeout: ..."); at k = 0 the difference (start +
; stride = n) is found at once and execution confirms it.
; RUN: rm -rf %t && split-file %s %t
; RUN: nvtv tag %t/src.ll -o %t/tsrc.ll
; RUN: sed 's/icmp ult i64 %%i.next, %%n$/icmp ule i64 %%i.next, %%n/' %t/tsrc.ll > %t/ttgt.ll
; RUN: not nvtv verify %t/tsrc.ll %t/ttgt.ll | FileCheck %s
; CHECK:      counterexample: trip-count in @scale at #1
; CHECK:        check:      iteration k goes on to k+1 in src exactly when it does in tgt (loop exit condition)
; CHECK:        confirmed:  yes, by execution: access: thread (0,0,0) runs #1 1 time in src, 2 in tgt
; CHECK:      @scale: 2 proved, 0 bounded, 0 unknown, 1 counterexample

;--- src.ll
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
; for (i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) y[i] = a * x[i];
define void @scale(ptr addrspace(1) %x, ptr addrspace(1) %y, float %a, i64 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %c64 = zext i32 %ctaid to i64
  %n64 = zext i32 %ntid to i64
  %t64 = zext i32 %tid to i64
  %g64 = zext i32 %nctaid to i64
  %base = mul nuw nsw i64 %c64, %n64
  %start = add nuw nsw i64 %base, %t64
  %stride = mul nuw nsw i64 %g64, %n64
  %guard = icmp ult i64 %start, %n
  br i1 %guard, label %body, label %done
body:
  %i = phi i64 [ %start, %entry ], [ %i.next, %body ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %v = load float, ptr addrspace(1) %px, align 4
  %m = fmul float %v, %a
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i
  store float %m, ptr addrspace(1) %py, align 4
  %i.next = add nuw i64 %i, %stride
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %body, label %done
done:
  ret void
}
