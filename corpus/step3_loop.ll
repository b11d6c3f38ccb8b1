; non-unit step: i += 3 over interleaved RGB triples with a second unit-step IV for the output
; shapes: step-3, two-ivs, rotated-loop, i32-iv, sext-nsw, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; row = gid; for (int i = 0, j = 0; i < w3; i += 3, ++j)
;   gray[row*w + j] = 0.3f*rgb[row*w3 + i] + 0.59f*rgb[row*w3 + i+1] + 0.11f*rgb[row*w3 + i+2];
define void @step3_loop(ptr addrspace(1) noalias %rgb, ptr addrspace(1) noalias %gray, i32 %w, i32 %w3) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul nsw i32 %ctaid, %ntid
  %row = add nsw i32 %cm, %tid
  %rin = mul nsw i32 %row, %w3
  %rout = mul nsw i32 %row, %w
  %g = icmp sgt i32 %w3, 0
  br i1 %g, label %loop.ph, label %exit

loop.ph:
  br label %loop

loop:
  %i = phi i32 [ 0, %loop.ph ], [ %i.next, %loop ]
  %j = phi i32 [ 0, %loop.ph ], [ %j.next, %loop ]
  %b0 = add nsw i32 %rin, %i
  %x0 = sext i32 %b0 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %rgb, i64 %x0
  %r = load float, ptr addrspace(1) %p0, align 4
  %b1 = add nsw i32 %b0, 1
  %x1 = sext i32 %b1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %rgb, i64 %x1
  %gr = load float, ptr addrspace(1) %p1, align 4
  %b2 = add nsw i32 %b0, 2
  %x2 = sext i32 %b2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %rgb, i64 %x2
  %bl = load float, ptr addrspace(1) %p2, align 4
  %mr = fmul float %r, 0x3FD3333340000000
  %mg = fmul float %gr, 0x3FE2E147A0000000
  %mb = fmul float %bl, 0x3FBC28F5C0000000
  %s1 = fadd float %mr, %mg
  %s = fadd float %s1, %mb
  %o = add nsw i32 %rout, %j
  %xo = sext i32 %o to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %gray, i64 %xo
  store float %s, ptr addrspace(1) %po, align 4
  %i.next = add nuw nsw i32 %i, 3
  %j.next = add nuw nsw i32 %j, 1
  %c = icmp slt i32 %i.next, %w3
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @step3_loop, !"kernel", i32 1}
