; count, then %n phases: every thread counts itself with atomicAdd(&cnt[0], 1); the CTA runs %n phases, each writing shared memory and ending in a barrier; then thread 0 resets cnt[0]
; sync: 1 NEEDED (write-after-write: thread 0's reset of cnt[0] must follow every thread's atomic add; only the barrier in the phase loop orders them, and when %n <= 0 the loop does not run and src races, which a CFG path around the loop must not hide)
; shapes: atomics, global, shared, barrier, counted-loop, zero-trip-bypass, if-then, tid-1d, range-attr, zext; found by nvtv fuzz --exec-oracle as a verifier-unsound
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x i32] undef, align 4

; atomicAdd(&cnt[0], 1);
; for (int i = 0; i < n; i++) { s[t] = i; __syncthreads(); }
; if (t == 0) cnt[0] = 0;
define void @phase_loop_bypass(ptr addrspace(1) %cnt, i32 %n) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %old = atomicrmw add ptr addrspace(1) %cnt, i32 1 monotonic, align 4
  %t64 = zext i32 %t to i64
  %ps = getelementptr inbounds [1024 x i32], ptr addrspace(3) @s, i64 0, i64 %t64
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %phase.ph, label %reset.check

phase.ph:
  br label %phase

phase:
  %i = phi i32 [ 0, %phase.ph ], [ %i.next, %phase ]
  store i32 %i, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %phase, label %phase.exit

phase.exit:
  br label %reset.check

reset.check:
  %first = icmp eq i32 %t, 0
  br i1 %first, label %reset, label %done

reset:
  store i32 0, ptr addrspace(1) %cnt, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @phase_loop_bypass, !"kernel", i32 1}
