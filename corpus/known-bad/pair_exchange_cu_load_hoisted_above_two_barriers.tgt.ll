; ModuleID = 'out/pair_exchange.O1.ll'
source_filename = "kernels/pair_exchange.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13pair_exchangePKiPiiE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13pair_exchangePKiPii(ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef writeonly %out, i32 noundef %n) local_unnamed_addr #0 !dbg !10 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %mul = shl i32 %1, 8, !dbg !20
  %add = add i32 %mul, %0, !dbg !21
  %idxprom = sext i32 %add to i64, !dbg !22
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom, !dbg !22
  %2 = load i32, ptr %arrayidx, align 4, !dbg !22, !tbaa !23, !nvtv.id !27
  %idxprom2 = zext nneg i32 %0 to i64, !dbg !28
  %arrayidx3 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13pair_exchangePKiPiiE1s to ptr), i64 0, i64 %idxprom2, !dbg !28
  store i32 %2, ptr %arrayidx3, align 4, !dbg !29, !tbaa !23, !nvtv.id !30
  %3 = load i32, ptr %arrayidx3, align 4, !dbg !31, !tbaa !23, !nvtv.id !32
  tail call void @llvm.nvvm.barrier0(), !dbg !33, !nvtv.id !34
  %xor = xor i32 %0, 1, !dbg !35
  %idxprom4 = zext nneg i32 %xor to i64, !dbg !36
  %arrayidx5 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13pair_exchangePKiPiiE1s to ptr), i64 0, i64 %idxprom4, !dbg !36
  %4 = load i32, ptr %arrayidx5, align 4, !dbg !36, !tbaa !23, !nvtv.id !37
  %mul6 = shl nsw i32 %4, 1, !dbg !38
  %add7 = add nsw i32 %mul6, %2, !dbg !39
  store i32 %add7, ptr %arrayidx5, align 4, !dbg !40, !tbaa !23, !nvtv.id !41
  tail call void @llvm.nvvm.barrier0(), !dbg !42, !nvtv.id !43
  %arrayidx14 = getelementptr inbounds i32, ptr %out, i64 %idxprom, !dbg !44
  store i32 %3, ptr %arrayidx14, align 4, !dbg !45, !tbaa !23, !nvtv.id !46
  ret void, !dbg !47
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!1 = !DIFile(filename: "kernels/pair_exchange.cu", directory: "/work/helper-pass")
!2 = !{ptr @_Z13pair_exchangePKiPii, !"kernel", i32 1}
!3 = !{ptr @_Z13pair_exchangePKiPii, !"maxntidx", i32 256}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "pair_exchange", scope: !1, file: !1, line: 7, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 53, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!16 = distinct !DILocation(line: 10, column: 19, scope: !10)
!17 = !DILocation(line: 66, column: 3, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 11, column: 19, scope: !10)
!20 = !DILocation(line: 11, column: 30, scope: !10)
!21 = !DILocation(line: 11, column: 38, scope: !10)
!22 = !DILocation(line: 13, column: 22, scope: !10)
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !{i64 1}
!28 = !DILocation(line: 14, column: 5, scope: !10)
!29 = !DILocation(line: 14, column: 10, scope: !10)
!30 = !{i64 2}
!31 = !DILocation(line: 21, column: 14, scope: !10)
!32 = !{i64 7}
!33 = !DILocation(line: 15, column: 5, scope: !10)
!34 = !{i64 3}
!35 = !DILocation(line: 17, column: 29, scope: !10)
!36 = !DILocation(line: 17, column: 25, scope: !10)
!37 = !{i64 4}
!38 = !DILocation(line: 18, column: 25, scope: !10)
!39 = !DILocation(line: 18, column: 21, scope: !10)
!40 = !DILocation(line: 18, column: 14, scope: !10)
!41 = !{i64 5}
!42 = !DILocation(line: 19, column: 5, scope: !10)
!43 = !{i64 6}
!44 = !DILocation(line: 21, column: 5, scope: !10)
!45 = !DILocation(line: 21, column: 12, scope: !10)
!46 = !{i64 8}
!47 = !DILocation(line: 22, column: 1, scope: !10)
