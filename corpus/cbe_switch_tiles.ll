; CBE seed shape: switch over a tile index, each case block accesses one base at a different tile offset
; shapes: cbe-switch, cross-block, tid-1d, i64-index, zext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; long base = (long)gid * 64;
; switch (tile) { case 0: B[base] = A[base]*2; break; case 1: B[base+16] = A[base+16]*3; break;
;                 case 2: B[base+32] = A[base+32]*5; break; case 3: B[base+48] = A[base+48]*7; break;
;                 default: B[base+63] = 0; }
define void @cbe_switch_tiles(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, i32 %tile) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %gid = add i32 %mul, %tid.x
  %gid64 = zext i32 %gid to i64
  %base = shl nuw nsw i64 %gid64, 6
  switch i32 %tile, label %sw.default [
    i32 0, label %sw.t0
    i32 1, label %sw.t1
    i32 2, label %sw.t2
    i32 3, label %sw.t3
  ]

sw.t0:
  %a0 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %base
  %v0 = load i32, ptr addrspace(1) %a0, align 4
  %w0 = shl i32 %v0, 1
  %b0 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %base
  store i32 %w0, ptr addrspace(1) %b0, align 4
  br label %sw.epilog

sw.t1:
  %o1 = add nuw nsw i64 %base, 16
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %o1
  %v1 = load i32, ptr addrspace(1) %a1, align 4
  %w1 = mul i32 %v1, 3
  %b1 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %o1
  store i32 %w1, ptr addrspace(1) %b1, align 4
  br label %sw.epilog

sw.t2:
  %o2 = add nuw nsw i64 %base, 32
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %o2
  %v2 = load i32, ptr addrspace(1) %a2, align 4
  %w2 = mul i32 %v2, 5
  %b2 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %o2
  store i32 %w2, ptr addrspace(1) %b2, align 4
  br label %sw.epilog

sw.t3:
  %o3 = add nuw nsw i64 %base, 48
  %a3 = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %o3
  %v3 = load i32, ptr addrspace(1) %a3, align 4
  %w3 = mul i32 %v3, 7
  %b3 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %o3
  store i32 %w3, ptr addrspace(1) %b3, align 4
  br label %sw.epilog

sw.default:
  %o4 = add nuw nsw i64 %base, 63
  %b4 = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %o4
  store i32 0, ptr addrspace(1) %b4, align 4
  br label %sw.epilog

sw.epilog:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @cbe_switch_tiles, !"kernel", i32 1}
