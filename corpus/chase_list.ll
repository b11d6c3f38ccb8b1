; data-dependent recurrence: linked-list walk j = next[j] feeding the next iteration's addresses
; shapes: nonaffine-recurrence, load-dependent-address, rotated-loop, i32-iv, sext, tid-1d
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; int j = head[g]; float acc = 0;
; for (int k = 0; k < len; ++k) { acc += val[j]; rank[j] = k; j = next[j]; }
; sum[g] = acc + (float)head[g];
define void @chase_list(ptr addrspace(1) noalias %head, ptr addrspace(1) noalias %next, ptr addrspace(1) noalias %val, ptr addrspace(1) noalias %rank, ptr addrspace(1) noalias %sum, i32 %len) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %tid
  %g = zext i32 %g32 to i64
  %ph = getelementptr inbounds i32, ptr addrspace(1) %head, i64 %g
  %j0 = load i32, ptr addrspace(1) %ph, align 4
  %guard = icmp sgt i32 %len, 0
  br i1 %guard, label %loop.ph, label %done

loop.ph:
  br label %loop

loop:
  %k = phi i32 [ 0, %loop.ph ], [ %k.next, %loop ]
  %j = phi i32 [ %j0, %loop.ph ], [ %j.next, %loop ]
  %acc = phi float [ 0.000000e+00, %loop.ph ], [ %acc.next, %loop ]
  %jx = sext i32 %j to i64
  %pv = getelementptr inbounds float, ptr addrspace(1) %val, i64 %jx
  %v = load float, ptr addrspace(1) %pv, align 4
  %acc.next = fadd float %acc, %v
  %pr = getelementptr inbounds i32, ptr addrspace(1) %rank, i64 %jx
  store i32 %k, ptr addrspace(1) %pr, align 4
  %pn = getelementptr inbounds i32, ptr addrspace(1) %next, i64 %jx
  %j.next = load i32, ptr addrspace(1) %pn, align 4
  %k.next = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k.next, %len
  br i1 %c, label %loop, label %done.loopexit

done.loopexit:
  %acc.lcssa = phi float [ %acc.next, %loop ]
  br label %done

done:
  %acc.out = phi float [ 0.000000e+00, %entry ], [ %acc.lcssa, %done.loopexit ]
  %j0f = sitofp i32 %j0 to float
  %res = fadd float %acc.out, %j0f
  %ps = getelementptr inbounds float, ptr addrspace(1) %sum, i64 %g
  store float %res, ptr addrspace(1) %ps, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @chase_list, !"kernel", i32 1}
