target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p, i32 %n, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %i = phi i32 [ 0, %entry ], [ %j1, %b ]
  %i1 = add i32 %i, 1
  %pa = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i1
  store i32 1, ptr addrspace(1) %pa
  %ca = icmp slt i32 %i1, %n
  br i1 %ca, label %b, label %exit
b:
  %j = phi i32 [ 0, %entry ], [ %i1, %a ]
  %j1 = add i32 %j, 2
  %pb = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %j1
  store i32 2, ptr addrspace(1) %pb
  %cb = icmp slt i32 %j1, %n
  br i1 %cb, label %a, label %exit
exit:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
