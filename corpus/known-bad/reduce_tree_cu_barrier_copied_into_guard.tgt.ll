; ModuleID = 'reduce_tree.cu'
source_filename = "reduce_tree.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15reduce_sum_treePKfPfm(ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef writeonly %block_sums, i64 noundef %n) local_unnamed_addr #0 !dbg !10 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %conv = zext nneg i32 %1 to i64, !dbg !21
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %conv3 = zext nneg i32 %2 to i64, !dbg !25
  %mul = mul nuw nsw i64 %conv, %conv3, !dbg !26
  %conv4 = zext nneg i32 %0 to i64, !dbg !27
  %add = add nuw nsw i64 %mul, %conv4, !dbg !28
  %cmp45 = icmp ult i64 %add, %n, !dbg !29
  br i1 %cmp45, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !30

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %conv9 = zext nneg i32 %3 to i64
  %mul10 = mul nuw nsw i64 %conv3, %conv9
  br label %for.body, !dbg !30

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add5, %for.body ], !dbg !31
  %arrayidx12 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %conv4, !dbg !32
  store float %sum.0.lcssa, ptr %arrayidx12, align 4, !dbg !33, !tbaa !34, !nvtv.id !38
  tail call void @llvm.nvvm.barrier0(), !dbg !39, !nvtv.id !40
  %cmp15.not49 = icmp ult i32 %2, 2, !dbg !41
  br i1 %cmp15.not49, label %for.cond.cleanup16, label %for.body17, !dbg !42

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.047 = phi i64 [ %add, %for.body.lr.ph ], [ %add11, %for.body ]
  %sum.046 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add5, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %i.047, !dbg !43
  %4 = load float, ptr %arrayidx, align 4, !dbg !43, !tbaa !34, !nvtv.id !44
  %add5 = fadd contract float %sum.046, %4, !dbg !45
  %add11 = add i64 %i.047, %mul10, !dbg !46
  %cmp = icmp ult i64 %add11, %n, !dbg !29
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !30, !llvm.loop !47

for.cond.cleanup16:                               ; preds = %if.end, %for.cond.cleanup
  %cmp27 = icmp eq i32 %0, 0, !dbg !51
  br i1 %cmp27, label %if.then28, label %if.end32, !dbg !52

for.body17:                                       ; preds = %for.cond.cleanup, %if.end
  %s.050.in = phi i32 [ %s.050, %if.end ], [ %2, %for.cond.cleanup ]
  %s.050 = lshr i32 %s.050.in, 1, !dbg !53
  %cmp18 = icmp ult i32 %0, %s.050, !dbg !54
  br i1 %cmp18, label %if.then, label %if.end, !dbg !55

if.then:                                          ; preds = %for.body17
  tail call void @llvm.nvvm.barrier0(), !nvtv.id !64
  %add19 = add nuw nsw i32 %s.050, %0, !dbg !56
  %idxprom20 = zext nneg i32 %add19 to i64, !dbg !57
  %arrayidx21 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %idxprom20, !dbg !57
  %5 = load float, ptr %arrayidx21, align 4, !dbg !57, !tbaa !34, !nvtv.id !58
  %6 = load float, ptr %arrayidx12, align 4, !dbg !59, !tbaa !34, !nvtv.id !60
  %add24 = fadd contract float %5, %6, !dbg !59
  store float %add24, ptr %arrayidx12, align 4, !dbg !59, !tbaa !34, !nvtv.id !61
  br label %if.end, !dbg !62

if.end:                                           ; preds = %if.then, %for.body17
  tail call void @llvm.nvvm.barrier0(), !dbg !63, !nvtv.id !64
  %cmp15.not = icmp ult i32 %s.050.in, 4, !dbg !41
  br i1 %cmp15.not, label %for.cond.cleanup16, label %for.body17, !dbg !42, !llvm.loop !65

if.then28:                                        ; preds = %for.cond.cleanup16
  %7 = load float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !dbg !67, !tbaa !34, !nvtv.id !68
  %arrayidx31 = getelementptr inbounds float, ptr %block_sums, i64 %conv, !dbg !69
  store float %7, ptr %arrayidx31, align 4, !dbg !70, !tbaa !34, !nvtv.id !71
  br label %if.end32, !dbg !69

if.end32:                                         ; preds = %if.then28, %for.cond.cleanup16
  ret void, !dbg !72
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z22reduce_sum_interleavedPKfPfi(ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef writeonly %block_sums, i32 noundef %n) local_unnamed_addr #0 !dbg !73 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !74
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !76
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !78
  %mul = mul i32 %1, %2, !dbg !80
  %add = add i32 %mul, %0, !dbg !81
  %cmp = icmp ult i32 %add, %n, !dbg !82
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !83

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64, !dbg !84
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !84
  %3 = load float, ptr %arrayidx, align 4, !dbg !84, !tbaa !34, !nvtv.id !85
  br label %cond.end, !dbg !83

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %3, %cond.true ], [ 0.000000e+00, %entry ], !dbg !83
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !86
  %arrayidx4 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %idxprom3, !dbg !86
  store float %cond, ptr %arrayidx4, align 4, !dbg !87, !tbaa !34, !nvtv.id !88
  tail call void @llvm.nvvm.barrier0(), !dbg !89, !nvtv.id !90
  %cmp633 = icmp ugt i32 %2, 1, !dbg !91
  br i1 %cmp633, label %for.body, label %for.cond.cleanup, !dbg !92

for.cond.cleanup:                                 ; preds = %if.end, %cond.end
  %cmp18 = icmp eq i32 %0, 0, !dbg !93
  br i1 %cmp18, label %if.then19, label %if.end23, !dbg !94

for.body:                                         ; preds = %cond.end, %if.end
  %s.034 = phi i32 [ %mul7, %if.end ], [ 1, %cond.end ]
  %mul7 = shl i32 %s.034, 1, !dbg !95
  %mul8 = mul i32 %mul7, %0, !dbg !96
  %cmp10 = icmp ult i32 %mul8, %2, !dbg !97
  br i1 %cmp10, label %if.then, label %if.end, !dbg !98

if.then:                                          ; preds = %for.body
  %add11 = add i32 %mul8, %s.034, !dbg !99
  %idxprom12 = zext i32 %add11 to i64, !dbg !100
  %arrayidx13 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %idxprom12, !dbg !100
  %4 = load float, ptr %arrayidx13, align 4, !dbg !100, !tbaa !34, !nvtv.id !101
  %idxprom14 = zext i32 %mul8 to i64, !dbg !102
  %arrayidx15 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %idxprom14, !dbg !102
  %5 = load float, ptr %arrayidx15, align 4, !dbg !103, !tbaa !34, !nvtv.id !104
  %add16 = fadd contract float %4, %5, !dbg !103
  store float %add16, ptr %arrayidx15, align 4, !dbg !103, !tbaa !34, !nvtv.id !105
  br label %if.end, !dbg !102

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier0(), !dbg !106, !nvtv.id !107
  %cmp6 = icmp ult i32 %mul7, %2, !dbg !91
  br i1 %cmp6, label %for.body, label %for.cond.cleanup, !dbg !92, !llvm.loop !108

if.then19:                                        ; preds = %for.cond.cleanup
  %6 = load float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !dbg !110, !tbaa !34, !nvtv.id !111
  %idxprom21 = zext nneg i32 %1 to i64, !dbg !112
  %arrayidx22 = getelementptr inbounds float, ptr %block_sums, i64 %idxprom21, !dbg !112
  store float %6, ptr %arrayidx22, align 4, !dbg !113, !tbaa !34, !nvtv.id !114
  br label %if.end23, !dbg !112

if.end23:                                         ; preds = %if.then19, %for.cond.cleanup
  ret void, !dbg !115
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/corpus/cuda/reduce_tree.cu", directory: "/tmp/w")
!2 = !{ptr @_Z15reduce_sum_treePKfPfm, !"kernel", i32 1}
!3 = !{ptr @_Z22reduce_sum_interleavedPKfPfi, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "reduce_sum_tree", scope: !11, file: !11, line: 18, type: !12, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DIFile(filename: "/work/main/corpus/cuda/reduce_tree.cu", directory: "")
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 23, column: 30, scope: !10)
!18 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 25, column: 29, scope: !10)
!21 = !DILocation(line: 25, column: 29, scope: !10)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 79, type: !12, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 25, column: 42, scope: !10)
!25 = !DILocation(line: 25, column: 42, scope: !10)
!26 = !DILocation(line: 25, column: 40, scope: !10)
!27 = !DILocation(line: 25, column: 55, scope: !10)
!28 = !DILocation(line: 25, column: 53, scope: !10)
!29 = !DILocation(line: 25, column: 62, scope: !10)
!30 = !DILocation(line: 25, column: 5, scope: !10)
!31 = !DILocation(line: 0, scope: !10)
!32 = !DILocation(line: 29, column: 5, scope: !10)
!33 = !DILocation(line: 29, column: 16, scope: !10)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !{i64 1}
!39 = !DILocation(line: 30, column: 5, scope: !10)
!40 = !{i64 2}
!41 = !DILocation(line: 32, column: 45, scope: !10)
!42 = !DILocation(line: 32, column: 5, scope: !10)
!43 = !DILocation(line: 27, column: 16, scope: !10)
!44 = !{i64 3}
!45 = !DILocation(line: 27, column: 13, scope: !10)
!46 = !DILocation(line: 26, column: 12, scope: !10)
!47 = distinct !{!47, !30, !48, !49, !50}
!48 = !DILocation(line: 27, column: 20, scope: !10)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !{!"llvm.loop.unroll.disable"}
!51 = !DILocation(line: 38, column: 13, scope: !10)
!52 = !DILocation(line: 38, column: 9, scope: !10)
!53 = !DILocation(line: 32, scope: !10)
!54 = !DILocation(line: 33, column: 17, scope: !10)
!55 = !DILocation(line: 33, column: 13, scope: !10)
!56 = !DILocation(line: 34, column: 37, scope: !10)
!57 = !DILocation(line: 34, column: 27, scope: !10)
!58 = !{i64 4}
!59 = !DILocation(line: 34, column: 24, scope: !10)
!60 = !{i64 5}
!61 = !{i64 6}
!62 = !DILocation(line: 34, column: 13, scope: !10)
!63 = !DILocation(line: 35, column: 9, scope: !10)
!64 = !{i64 7}
!65 = distinct !{!65, !42, !66, !49, !50}
!66 = !DILocation(line: 36, column: 5, scope: !10)
!67 = !DILocation(line: 39, column: 34, scope: !10)
!68 = !{i64 8}
!69 = !DILocation(line: 39, column: 9, scope: !10)
!70 = !DILocation(line: 39, column: 32, scope: !10)
!71 = !{i64 9}
!72 = !DILocation(line: 40, column: 1, scope: !10)
!73 = distinct !DISubprogram(name: "reduce_sum_interleaved", scope: !11, file: !11, line: 47, type: !12, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !75)
!75 = distinct !DILocation(line: 52, column: 30, scope: !73)
!76 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !77)
!77 = distinct !DILocation(line: 53, column: 28, scope: !73)
!78 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !79)
!79 = distinct !DILocation(line: 53, column: 41, scope: !73)
!80 = !DILocation(line: 53, column: 39, scope: !73)
!81 = !DILocation(line: 53, column: 52, scope: !73)
!82 = !DILocation(line: 54, column: 21, scope: !73)
!83 = !DILocation(line: 54, column: 18, scope: !73)
!84 = !DILocation(line: 54, column: 42, scope: !73)
!85 = !{i64 10}
!86 = !DILocation(line: 54, column: 5, scope: !73)
!87 = !DILocation(line: 54, column: 16, scope: !73)
!88 = !{i64 11}
!89 = !DILocation(line: 55, column: 5, scope: !73)
!90 = !{i64 12}
!91 = !DILocation(line: 57, column: 32, scope: !73)
!92 = !DILocation(line: 57, column: 5, scope: !73)
!93 = !DILocation(line: 64, column: 13, scope: !73)
!94 = !DILocation(line: 64, column: 9, scope: !73)
!95 = !DILocation(line: 58, column: 38, scope: !73)
!96 = !DILocation(line: 58, column: 42, scope: !73)
!97 = !DILocation(line: 59, column: 19, scope: !73)
!98 = !DILocation(line: 59, column: 13, scope: !73)
!99 = !DILocation(line: 60, column: 41, scope: !73)
!100 = !DILocation(line: 60, column: 29, scope: !73)
!101 = !{i64 13}
!102 = !DILocation(line: 60, column: 13, scope: !73)
!103 = !DILocation(line: 60, column: 26, scope: !73)
!104 = !{i64 14}
!105 = !{i64 15}
!106 = !DILocation(line: 61, column: 9, scope: !73)
!107 = !{i64 16}
!108 = distinct !{!108, !92, !109, !49, !50}
!109 = !DILocation(line: 62, column: 5, scope: !73)
!110 = !DILocation(line: 65, column: 34, scope: !73)
!111 = !{i64 17}
!112 = !DILocation(line: 65, column: 9, scope: !73)
!113 = !DILocation(line: 65, column: 32, scope: !73)
!114 = !{i64 18}
!115 = !DILocation(line: 66, column: 1, scope: !73)
