; pointer induction variables: two ptr phis stepping by a grid stride (gep float, p, stride), exit on ptr compare
; shapes: ptr-iv, grid-stride, rotated-loop, ptr-compare, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for (float *p = A + g, *q = B + g; p < A + n; p += stride, q += stride) *q = *p * 3.0f;
define void @ptr_iv_loop(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %tid
  %g = zext i32 %g32 to i64
  %st32 = mul i32 %ntid, %nctaid
  %st = zext i32 %st32 to i64
  %pstart = getelementptr inbounds float, ptr addrspace(1) %A, i64 %g
  %qstart = getelementptr inbounds float, ptr addrspace(1) %B, i64 %g
  %pend = getelementptr inbounds float, ptr addrspace(1) %A, i64 %n
  %guard = icmp ult ptr addrspace(1) %pstart, %pend
  br i1 %guard, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %p = phi ptr addrspace(1) [ %pstart, %loop.ph ], [ %p.next, %loop ]
  %q = phi ptr addrspace(1) [ %qstart, %loop.ph ], [ %q.next, %loop ]
  %v = load float, ptr addrspace(1) %p, align 4
  %r = fmul float %v, 3.000000e+00
  store float %r, ptr addrspace(1) %q, align 4
  %p.next = getelementptr inbounds float, ptr addrspace(1) %p, i64 %st
  %q.next = getelementptr inbounds float, ptr addrspace(1) %q, i64 %st
  %c = icmp ult ptr addrspace(1) %p.next, %pend
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @ptr_iv_loop, !"kernel", i32 1}
