; ModuleID = 'kernels/swap_pairs.cu'
source_filename = "kernels/swap_pairs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10swap_pairsPKfPfiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10swap_pairsPKfPfi(ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef writeonly %out, i32 noundef %n) local_unnamed_addr #0 !dbg !10 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %mul = shl i32 %1, 8, !dbg !20
  %cmp18 = icmp slt i32 %mul, %n, !dbg !21
  br i1 %cmp18, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !22

for.body.lr.ph:                                   ; preds = %entry
  %idxprom2 = zext nneg i32 %0 to i64
  %arrayidx3 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10swap_pairsPKfPfiE1s to ptr), i64 0, i64 %idxprom2
  %xor = xor i32 %0, 1
  %idxprom4 = zext nneg i32 %xor to i64
  %arrayidx5 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10swap_pairsPKfPfiE1s to ptr), i64 0, i64 %idxprom4
  %2 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul10 = shl i32 %2, 8
  br label %for.body, !dbg !22

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !23

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %base.019 = phi i32 [ %mul, %for.body.lr.ph ], [ %add11, %for.body ]
  %add = add nsw i32 %base.019, %0, !dbg !24
  %idxprom = sext i32 %add to i64, !dbg !25
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !25
  %3 = load float, ptr %arrayidx, align 4, !dbg !25, !tbaa !26, !nvtv.id !30
  store float %3, ptr %arrayidx3, align 4, !dbg !31, !tbaa !26, !nvtv.id !32
  tail call void @llvm.nvvm.barrier0(), !dbg !33, !nvtv.id !34
  %4 = load float, ptr %arrayidx5, align 4, !dbg !35, !tbaa !26, !nvtv.id !36
  %arrayidx8 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !37
  store float %4, ptr %arrayidx8, align 4, !dbg !38, !tbaa !26, !nvtv.id !39
  tail call void @llvm.nvvm.barrier0(), !dbg !40, !nvtv.id !41
  %add11 = add i32 %base.019, %mul10, !dbg !42
  %cmp = icmp slt i32 %add11, %n, !dbg !21
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !22, !llvm.loop !43
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!1 = !DIFile(filename: "kernels/swap_pairs.cu", directory: "/work/helper-pass")
!2 = !{ptr @_Z10swap_pairsPKfPfi, !"kernel", i32 1}
!3 = !{ptr @_Z10swap_pairsPKfPfi, !"maxntidx", i32 256}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "swap_pairs", scope: !1, file: !1, line: 6, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 53, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!16 = distinct !DILocation(line: 9, column: 19, scope: !10)
!17 = !DILocation(line: 66, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 10, column: 21, scope: !10)
!20 = !DILocation(line: 10, column: 32, scope: !10)
!21 = !DILocation(line: 10, column: 46, scope: !10)
!22 = !DILocation(line: 10, column: 5, scope: !10)
!23 = !DILocation(line: 16, column: 1, scope: !10)
!24 = !DILocation(line: 11, column: 24, scope: !10)
!25 = !DILocation(line: 11, column: 16, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !{i64 1}
!31 = !DILocation(line: 11, column: 14, scope: !10)
!32 = !{i64 2}
!33 = !DILocation(line: 12, column: 9, scope: !10)
!34 = !{i64 3}
!35 = !DILocation(line: 13, column: 25, scope: !10)
!36 = !{i64 4}
!37 = !DILocation(line: 13, column: 9, scope: !10)
!38 = !DILocation(line: 13, column: 23, scope: !10)
!39 = !{i64 5}
!40 = !DILocation(line: 14, column: 9, scope: !10)
!41 = !{i64 6}
!42 = !DILocation(line: 10, column: 56, scope: !10)
!43 = distinct !{!43, !22, !44, !45, !46}
!44 = !DILocation(line: 15, column: 5, scope: !10)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
