; ModuleID = 'min.ll'
source_filename = "reduce"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s0 = internal addrspace(3) global [4096 x i64] undef, align 8
@s1 = internal addrspace(3) global [4096 x i32] undef, align 8

define void @k(ptr addrspace(1) noalias %g0, i32 %n, i64 %ld) {
entry:
  %t6 = icmp uge i32 0, 0
  br i1 %t6, label %x1.do, label %x1.end

x1.do:                                            ; preds = %entry
  call void @llvm.nvvm.exit(), !nvtv.id !1
  br label %x1.end

x1.end:                                           ; preds = %x1.do, %entry
  %t7 = sext i32 0 to i64
  %t8 = mul i64 0, 8
  %t12 = add i64 %t8, 1073741824
  %t13 = getelementptr i64, ptr addrspace(3) @s0, i64 %t12
  store i64 1, ptr addrspace(3) %t13, align 8, !nvtv.id !2
  %t15 = call i32 @llvm.nvvm.barrier0.or(i32 0), !nvtv.id !3
  br i1 false, label %if4.then, label %if4.else, !prof !4

if4.then:                                         ; preds = %x1.end
  %h4.then = load i64, ptr addrspace(1) null, align 8, !nvtv.id !5
  ret void

if4.else:                                         ; preds = %x1.end
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: convergent noreturn nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.exit() #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent noreturn nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{!"branch_weights", i32 1, i32 2000}
!5 = !{i64 4}
