; ModuleID = 'matmul_tiled_war_barrier_removed.ll'
source_filename = "matmul_tiled_war_barrier_removed.ll"
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4

define void @smem_matmul_tiled(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C, i32 %n, i32 %nt) {
entry:
  %tx = call range(i32 0, 16) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call range(i32 0, 16) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %by16 = shl nsw i32 %by, 4
  %row = add nsw i32 %by16, %ty
  %bx16 = shl nsw i32 %bx, 4
  %col = add nsw i32 %bx16, %tx
  %rown = mul nsw i32 %row, %n
  %pas = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i32 0, i32 %ty, i32 %tx
  %pbs = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @Bs, i32 0, i32 %ty, i32 %tx
  %g = icmp sgt i32 %nt, 0
  br i1 %g, label %tile.ph, label %done

tile.ph:                                          ; preds = %entry
  br label %tile

tile:                                             ; preds = %tile.latch, %tile.ph
  %t = phi i32 [ 0, %tile.ph ], [ %t.next, %tile.latch ]
  %acc = phi float [ 0.000000e+00, %tile.ph ], [ %acc.k.lcssa, %tile.latch ]
  %t16 = shl nsw i32 %t, 4
  %ac = add nsw i32 %t16, %tx
  %ai32 = add nsw i32 %rown, %ac
  %ai = sext i32 %ai32 to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %A, i64 %ai
  %av = load float, ptr addrspace(1) %pa, align 4, !nvtv.id !1
  store float %av, ptr addrspace(3) %pas, align 4, !nvtv.id !2
  %br = add nsw i32 %t16, %ty
  %brn = mul nsw i32 %br, %n
  %bi32 = add nsw i32 %brn, %col
  %bi = sext i32 %bi32 to i64
  %pb = getelementptr inbounds float, ptr addrspace(1) %B, i64 %bi
  %bv = load float, ptr addrspace(1) %pb, align 4, !nvtv.id !3
  store float %bv, ptr addrspace(3) %pbs, align 4, !nvtv.id !4
  call void @llvm.nvvm.barrier0(), !nvtv.id !5
  br label %k.cond

k.cond:                                           ; preds = %k.body, %tile
  %k = phi i32 [ 0, %tile ], [ %k.next, %k.body ]
  %acc.k = phi float [ %acc, %tile ], [ %acc.next, %k.body ]
  %ck = icmp slt i32 %k, 16
  br i1 %ck, label %k.body, label %tile.latch

k.body:                                           ; preds = %k.cond
  %pak = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i32 0, i32 %ty, i32 %k
  %x = load float, ptr addrspace(3) %pak, align 4, !nvtv.id !6
  %pbk = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @Bs, i32 0, i32 %k, i32 %tx
  %y = load float, ptr addrspace(3) %pbk, align 4, !nvtv.id !7
  %xy = fmul contract float %x, %y
  %acc.next = fadd contract float %acc.k, %xy
  %k.next = add nuw nsw i32 %k, 1
  br label %k.cond

tile.latch:                                       ; preds = %k.cond
  %acc.k.lcssa = phi float [ %acc.k, %k.cond ]
  call void @llvm.nvvm.barrier0(), !nvtv.id !8
  %t.next = add nuw nsw i32 %t, 1
  %ct = icmp slt i32 %t.next, %nt
  br i1 %ct, label %tile, label %done.loopexit

done.loopexit:                                    ; preds = %tile.latch
  %acc.out = phi float [ %acc.k.lcssa, %tile.latch ]
  br label %done

done:                                             ; preds = %done.loopexit, %entry
  %res = phi float [ 0.000000e+00, %entry ], [ %acc.out, %done.loopexit ]
  %ci32 = add nsw i32 %rown, %col
  %ci = sext i32 %ci32 to i64
  %pc = getelementptr inbounds float, ptr addrspace(1) %C, i64 %ci
  store float %res, ptr addrspace(1) %pc, align 4, !nvtv.id !9
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @smem_matmul_tiled, !"kernel", i32 1}
!1 = !{i64 1}
!2 = !{i64 2}
!3 = !{i64 3}
!4 = !{i64 4}
!5 = !{i64 5}
!6 = !{i64 6}
!7 = !{i64 7}
!8 = !{i64 8}
!9 = !{i64 9}
