; ModuleID = 'matmul_tiled.cu'
source_filename = "matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11sgemm_tilediiifPKfS0_fPfE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11sgemm_tilediiifPKfS0_fPf(i32 noundef %M, i32 noundef %N, i32 noundef %K, float noundef %alpha, ptr noalias nocapture noundef readonly %A, ptr noalias nocapture noundef readonly %B, float noundef %beta, ptr noalias nocapture noundef %C) local_unnamed_addr #0 !dbg !10 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !18
  %2 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !21
  %mul = shl nuw nsw i32 %2, 4, !dbg !24
  %add = add nuw nsw i32 %mul, %1, !dbg !25
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %mul4 = shl i32 %3, 4, !dbg !29
  %add5 = add i32 %mul4, %0, !dbg !30
  %cmp103 = icmp sgt i32 %K, 0, !dbg !31
  br i1 %cmp103, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !32

for.body.lr.ph:                                   ; preds = %entry
  %sub = add nuw nsw i32 %K, 15, !dbg !33
  %div106107 = lshr i32 %sub, 4, !dbg !34
  %cmp11 = icmp slt i32 %add, %M
  %mul13 = mul nuw nsw i32 %add, %K
  %idxprom15 = zext nneg i32 %1 to i64
  %idxprom17 = zext nneg i32 %0 to i64
  %arrayidx18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 %idxprom17
  %cmp21 = icmp slt i32 %add5, %N
  %arrayidx33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 %idxprom15, i64 %idxprom17
  %arrayidx41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 0, !dbg !35
  %arrayidx45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 0, i64 %idxprom17
  %arrayidx41.1 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 1
  %arrayidx45.1 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 1, i64 %idxprom17
  %arrayidx41.2 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 2
  %arrayidx45.2 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 2, i64 %idxprom17
  %arrayidx41.3 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 3
  %arrayidx45.3 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 3, i64 %idxprom17
  %arrayidx41.4 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 4
  %arrayidx45.4 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 4, i64 %idxprom17
  %arrayidx41.5 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 5
  %arrayidx45.5 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 5, i64 %idxprom17
  %arrayidx41.6 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 6
  %arrayidx45.6 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 6, i64 %idxprom17
  %arrayidx41.7 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 7
  %arrayidx45.7 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 7, i64 %idxprom17
  %arrayidx41.8 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 8
  %arrayidx45.8 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 8, i64 %idxprom17
  %arrayidx41.9 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 9
  %arrayidx45.9 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 9, i64 %idxprom17
  %arrayidx41.10 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 10
  %arrayidx45.10 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 10, i64 %idxprom17
  %arrayidx41.11 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 11
  %arrayidx45.11 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 11, i64 %idxprom17
  %arrayidx41.12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 12
  %arrayidx45.12 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 12, i64 %idxprom17
  %arrayidx41.13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 13
  %arrayidx45.13 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 13, i64 %idxprom17
  %arrayidx41.14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 14
  %arrayidx45.14 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 14, i64 %idxprom17
  %arrayidx41.15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %idxprom15, i64 15
  %arrayidx45.15 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 15, i64 %idxprom17
  br label %for.body, !dbg !32

for.cond.cleanup:                                 ; preds = %cond.end28, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add47.15, %cond.end28 ], !dbg !36
  %cmp51 = icmp slt i32 %add, %M, !dbg !37
  %cmp53 = icmp slt i32 %add5, %N
  %or.cond100 = and i1 %cmp51, %cmp53, !dbg !38
  br i1 %or.cond100, label %if.then, label %if.end, !dbg !38

for.body:                                         ; preds = %for.body.lr.ph, %cond.end28
  %acc.0105 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add47.15, %cond.end28 ]
  %t.0104 = phi i32 [ 0, %for.body.lr.ph ], [ %inc49, %cond.end28 ]
  %mul7 = shl nsw i32 %t.0104, 4, !dbg !39
  %add8 = add nuw nsw i32 %mul7, %0, !dbg !40
  %add10 = add nuw nsw i32 %mul7, %1, !dbg !41
  %cmp12 = icmp slt i32 %add8, %K
  %or.cond = select i1 %cmp11, i1 %cmp12, i1 false, !dbg !42
  br i1 %or.cond, label %cond.true, label %cond.end, !dbg !42

cond.true:                                        ; preds = %for.body
  %add14 = add nuw nsw i32 %add8, %mul13
  %idxprom = zext nneg i32 %add14 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !dbg !43, !tbaa !44, !nvtv.id !48
  br label %cond.end, !dbg !49

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi contract float [ %4, %cond.true ], [ 0.000000e+00, %for.body ], !dbg !49
  store float %cond, ptr %arrayidx18, align 4, !dbg !50, !tbaa !44, !nvtv.id !51
  %cmp19 = icmp slt i32 %add10, %K, !dbg !52
  %or.cond99 = and i1 %cmp21, %cmp19, !dbg !53
  br i1 %or.cond99, label %cond.true22, label %cond.end28, !dbg !53

cond.true22:                                      ; preds = %cond.end
  %mul23 = mul nsw i32 %add10, %N
  %add24 = add nsw i32 %mul23, %add5
  %idxprom25 = sext i32 %add24 to i64
  %arrayidx26 = getelementptr inbounds float, ptr %B, i64 %idxprom25
  %5 = load float, ptr %arrayidx26, align 4, !dbg !54, !tbaa !44, !nvtv.id !55
  br label %cond.end28, !dbg !56

cond.end28:                                       ; preds = %cond.end, %cond.true22
  %cond29 = phi contract float [ %5, %cond.true22 ], [ 0.000000e+00, %cond.end ], !dbg !56
  store float %cond29, ptr %arrayidx33, align 4, !dbg !57, !tbaa !44, !nvtv.id !58
  tail call void @llvm.nvvm.barrier0(), !dbg !59, !nvtv.id !60
  %6 = load float, ptr %arrayidx41, align 4, !dbg !35, !tbaa !44, !nvtv.id !61
  %7 = load float, ptr %arrayidx45, align 4, !dbg !62, !tbaa !44, !nvtv.id !63
  %mul46 = fmul contract float %6, %7, !dbg !64
  %add47 = fadd contract float %acc.0105, %mul46, !dbg !65
  %8 = load float, ptr %arrayidx41.1, align 4, !dbg !35, !tbaa !44, !nvtv.id !66
  %9 = load float, ptr %arrayidx45.1, align 4, !dbg !62, !tbaa !44, !nvtv.id !67
  %mul46.1 = fmul contract float %8, %9, !dbg !64
  %add47.1 = fadd contract float %add47, %mul46.1, !dbg !65
  %10 = load float, ptr %arrayidx41.2, align 4, !dbg !35, !tbaa !44, !nvtv.id !68
  %11 = load float, ptr %arrayidx45.2, align 4, !dbg !62, !tbaa !44, !nvtv.id !69
  %mul46.2 = fmul contract float %10, %11, !dbg !64
  %add47.2 = fadd contract float %add47.1, %mul46.2, !dbg !65
  %12 = load float, ptr %arrayidx41.3, align 4, !dbg !35, !tbaa !44, !nvtv.id !70
  %13 = load float, ptr %arrayidx45.3, align 4, !dbg !62, !tbaa !44, !nvtv.id !71
  %mul46.3 = fmul contract float %12, %13, !dbg !64
  %add47.3 = fadd contract float %add47.2, %mul46.3, !dbg !65
  %14 = load float, ptr %arrayidx41.4, align 4, !dbg !35, !tbaa !44, !nvtv.id !72
  %15 = load float, ptr %arrayidx45.4, align 4, !dbg !62, !tbaa !44, !nvtv.id !73
  %mul46.4 = fmul contract float %14, %15, !dbg !64
  %add47.4 = fadd contract float %add47.3, %mul46.4, !dbg !65
  %16 = load float, ptr %arrayidx41.5, align 4, !dbg !35, !tbaa !44, !nvtv.id !74
  %17 = load float, ptr %arrayidx45.5, align 4, !dbg !62, !tbaa !44, !nvtv.id !75
  %mul46.5 = fmul contract float %16, %17, !dbg !64
  %add47.5 = fadd contract float %add47.4, %mul46.5, !dbg !65
  %18 = load float, ptr %arrayidx41.6, align 4, !dbg !35, !tbaa !44, !nvtv.id !76
  %19 = load float, ptr %arrayidx45.6, align 4, !dbg !62, !tbaa !44, !nvtv.id !77
  %mul46.6 = fmul contract float %18, %19, !dbg !64
  %add47.6 = fadd contract float %add47.5, %mul46.6, !dbg !65
  %20 = load float, ptr %arrayidx41.7, align 4, !dbg !35, !tbaa !44, !nvtv.id !78
  %21 = load float, ptr %arrayidx45.7, align 4, !dbg !62, !tbaa !44, !nvtv.id !79
  %mul46.7 = fmul contract float %20, %21, !dbg !64
  %add47.7 = fadd contract float %add47.6, %mul46.7, !dbg !65
  %22 = load float, ptr %arrayidx41.8, align 4, !dbg !35, !tbaa !44, !nvtv.id !80
  %23 = load float, ptr %arrayidx45.8, align 4, !dbg !62, !tbaa !44, !nvtv.id !81
  %mul46.8 = fmul contract float %22, %23, !dbg !64
  %add47.8 = fadd contract float %add47.7, %mul46.8, !dbg !65
  %24 = load float, ptr %arrayidx41.9, align 4, !dbg !35, !tbaa !44, !nvtv.id !82
  %25 = load float, ptr %arrayidx45.9, align 4, !dbg !62, !tbaa !44, !nvtv.id !83
  %mul46.9 = fmul contract float %24, %25, !dbg !64
  %add47.9 = fadd contract float %add47.8, %mul46.9, !dbg !65
  %26 = load float, ptr %arrayidx41.10, align 4, !dbg !35, !tbaa !44, !nvtv.id !84
  %27 = load float, ptr %arrayidx45.10, align 4, !dbg !62, !tbaa !44, !nvtv.id !85
  %mul46.10 = fmul contract float %26, %27, !dbg !64
  %add47.10 = fadd contract float %add47.9, %mul46.10, !dbg !65
  %28 = load float, ptr %arrayidx41.11, align 4, !dbg !35, !tbaa !44, !nvtv.id !86
  %29 = load float, ptr %arrayidx45.11, align 4, !dbg !62, !tbaa !44, !nvtv.id !87
  %mul46.11 = fmul contract float %28, %29, !dbg !64
  %add47.11 = fadd contract float %add47.10, %mul46.11, !dbg !65
  %30 = load float, ptr %arrayidx41.12, align 4, !dbg !35, !tbaa !44, !nvtv.id !88
  %31 = load float, ptr %arrayidx45.12, align 4, !dbg !62, !tbaa !44, !nvtv.id !89
  %mul46.12 = fmul contract float %30, %31, !dbg !64
  %add47.12 = fadd contract float %add47.11, %mul46.12, !dbg !65
  %32 = load float, ptr %arrayidx41.13, align 4, !dbg !35, !tbaa !44, !nvtv.id !90
  %33 = load float, ptr %arrayidx45.13, align 4, !dbg !62, !tbaa !44, !nvtv.id !91
  %mul46.13 = fmul contract float %32, %33, !dbg !64
  %add47.13 = fadd contract float %add47.12, %mul46.13, !dbg !65
  %34 = load float, ptr %arrayidx41.14, align 4, !dbg !35, !tbaa !44, !nvtv.id !92
  %35 = load float, ptr %arrayidx45.14, align 4, !dbg !62, !tbaa !44, !nvtv.id !93
  %mul46.14 = fmul contract float %34, %35, !dbg !64
  %add47.14 = fadd contract float %add47.13, %mul46.14, !dbg !65
  %36 = load float, ptr %arrayidx41.15, align 4, !dbg !35, !tbaa !44, !nvtv.id !94
  %37 = load float, ptr %arrayidx45.15, align 4, !dbg !62, !tbaa !44, !nvtv.id !95
  %mul46.15 = fmul contract float %36, %37, !dbg !64
  %add47.15 = fadd contract float %add47.14, %mul46.15, !dbg !65
  tail call void @llvm.nvvm.barrier0(), !dbg !96, !nvtv.id !97
  %inc49 = add nuw nsw i32 %t.0104, 1, !dbg !98
  %exitcond.not = icmp eq i32 %inc49, %div106107, !dbg !31
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !32, !llvm.loop !99

if.then:                                          ; preds = %for.cond.cleanup
  %mul55 = mul nsw i32 %add, %N
  %add56 = add nsw i32 %mul55, %add5
  %idxprom57 = sext i32 %add56 to i64
  %arrayidx58 = getelementptr inbounds float, ptr %C, i64 %idxprom57
  %mul54 = fmul contract float %acc.0.lcssa, %alpha
  %38 = load float, ptr %arrayidx58, align 4, !dbg !102, !tbaa !44, !nvtv.id !103
  %mul59 = fmul contract float %38, %beta, !dbg !104
  %add60 = fadd contract float %mul54, %mul59, !dbg !105
  store float %add60, ptr %arrayidx58, align 4, !dbg !106, !tbaa !44, !nvtv.id !107
  br label %if.end, !dbg !108

if.end:                                           ; preds = %if.then, %for.cond.cleanup
  ret void, !dbg !109
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/corpus/cuda/matmul_tiled.cu", directory: "/work/scratch")
!2 = !{ptr @_Z11sgemm_tilediiifPKfS0_fPf, !"kernel", i32 1}
!3 = !{ptr @_Z11sgemm_tilediiifPKfS0_fPf, !"maxntidx", i32 256}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "sgemm_tiled", scope: !11, file: !11, line: 18, type: !12, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DIFile(filename: "main/corpus/cuda/matmul_tiled.cu", directory: "/work")
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 25, column: 20, scope: !10)
!18 = !DILocation(line: 54, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !16, file: !16, line: 54, type: !12, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 25, column: 38, scope: !10)
!21 = !DILocation(line: 67, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !16, file: !16, line: 67, type: !12, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 26, column: 21, scope: !10)
!24 = !DILocation(line: 26, column: 32, scope: !10)
!25 = !DILocation(line: 26, column: 39, scope: !10)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 27, column: 21, scope: !10)
!29 = !DILocation(line: 27, column: 32, scope: !10)
!30 = !DILocation(line: 27, column: 39, scope: !10)
!31 = !DILocation(line: 32, column: 23, scope: !10)
!32 = !DILocation(line: 32, column: 5, scope: !10)
!33 = !DILocation(line: 30, column: 37, scope: !10)
!34 = !DILocation(line: 30, column: 42, scope: !10)
!35 = !DILocation(line: 41, column: 20, scope: !10)
!36 = !DILocation(line: 29, column: 11, scope: !10)
!37 = !DILocation(line: 45, column: 13, scope: !10)
!38 = !DILocation(line: 45, column: 17, scope: !10)
!39 = !DILocation(line: 33, column: 29, scope: !10)
!40 = !DILocation(line: 33, column: 36, scope: !10)
!41 = !DILocation(line: 34, column: 36, scope: !10)
!42 = !DILocation(line: 35, column: 31, scope: !10)
!43 = !DILocation(line: 35, column: 47, scope: !10)
!44 = !{!45, !45, i64 0}
!45 = !{!"float", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C++ TBAA"}
!48 = !{i64 1}
!49 = !DILocation(line: 35, column: 22, scope: !10)
!50 = !DILocation(line: 35, column: 20, scope: !10)
!51 = !{i64 2}
!52 = !DILocation(line: 36, column: 29, scope: !10)
!53 = !DILocation(line: 36, column: 33, scope: !10)
!54 = !DILocation(line: 36, column: 47, scope: !10)
!55 = !{i64 3}
!56 = !DILocation(line: 36, column: 22, scope: !10)
!57 = !DILocation(line: 36, column: 20, scope: !10)
!58 = !{i64 4}
!59 = !DILocation(line: 37, column: 9, scope: !10)
!60 = !{i64 5}
!61 = !{i64 6}
!62 = !DILocation(line: 41, column: 32, scope: !10)
!63 = !{i64 7}
!64 = !DILocation(line: 41, column: 30, scope: !10)
!65 = !DILocation(line: 41, column: 17, scope: !10)
!66 = !{i64 8}
!67 = !{i64 9}
!68 = !{i64 10}
!69 = !{i64 11}
!70 = !{i64 12}
!71 = !{i64 13}
!72 = !{i64 14}
!73 = !{i64 15}
!74 = !{i64 16}
!75 = !{i64 17}
!76 = !{i64 18}
!77 = !{i64 19}
!78 = !{i64 20}
!79 = !{i64 21}
!80 = !{i64 22}
!81 = !{i64 23}
!82 = !{i64 24}
!83 = !{i64 25}
!84 = !{i64 26}
!85 = !{i64 27}
!86 = !{i64 28}
!87 = !{i64 29}
!88 = !{i64 30}
!89 = !{i64 31}
!90 = !{i64 32}
!91 = !{i64 33}
!92 = !{i64 34}
!93 = !{i64 35}
!94 = !{i64 36}
!95 = !{i64 37}
!96 = !DILocation(line: 42, column: 9, scope: !10)
!97 = !{i64 38}
!98 = !DILocation(line: 32, column: 36, scope: !10)
!99 = distinct !{!99, !32, !100, !101}
!100 = !DILocation(line: 43, column: 5, scope: !10)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 46, column: 49, scope: !10)
!103 = !{i64 39}
!104 = !DILocation(line: 46, column: 47, scope: !10)
!105 = !DILocation(line: 46, column: 40, scope: !10)
!106 = !DILocation(line: 46, column: 26, scope: !10)
!107 = !{i64 40}
!108 = !DILocation(line: 46, column: 9, scope: !10)
!109 = !DILocation(line: 47, column: 1, scope: !10)
