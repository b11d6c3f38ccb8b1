; loop with a barrier0 in its body where each thread only ever touches its own s[t]: s[t] = in[g]; do { s[t] = s[t]*2 + k; barrier } while (++k < n); out[g] = s[t]
; sync: 1 REMOVABLE (every access in and around the loop is to the thread's own s[t] or out[g]; the back edge brings no other thread's access across it)
; shapes: shared, barrier, barrier-in-loop, do-while, i32-iv, thread-private, tid-1d, range-attr, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; s[t] = in[g];
; int k = 0; do { s[t] = s[t] * 2 + k; __syncthreads(); } while (++k < n);
; out[g] = s[t];
define void @loop_private(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cm = mul i32 %ctaid, %ntid
  %g32 = add i32 %cm, %t
  %g = zext i32 %g32 to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g
  %v = load i32, ptr addrspace(1) %pi, align 4
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %ps, align 4
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %a = load i32, ptr addrspace(3) %ps, align 4
  %a2 = shl i32 %a, 1
  %a3 = add i32 %a2, %k
  store i32 %a3, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %k.next = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = load i32, ptr addrspace(3) %ps, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @loop_private, !"kernel", i32 1}
