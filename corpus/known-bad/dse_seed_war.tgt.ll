; known-bad: the DSE example of seed 004, barrier deleted as the seed says [tgt]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @seed_literal(ptr addrspace(3) %s, i32 %i) {
entry:
  %p = getelementptr i32, ptr addrspace(3) %s, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4, !nvtv.id !1
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(3) %p, align 4, !nvtv.id !3
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

attributes #0 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @seed_literal, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
