#!/usr/bin/env python3
"""Large kernels for the lit tests: a chain of N dependent instructions (OP: xor, mul, add)
or a switch of N cases, each case storing to its own address.

usage: big.py chain N OP | switch N | nest N (N loops nested, 2 iterations each)"""
import sys

HDR = '''target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
'''
ANN = '''!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
'''
kind, n = sys.argv[1], int(sys.argv[2])
out = [HDR]
if kind == "chain":
    op = sys.argv[3]
    out.append("define void @k(ptr addrspace(1) %p, i32 %i, i32 %j) {\n  %v0 = add i32 %i, 1\n")
    for k in range(1, n):
        out.append("  %%v%d = %s i32 %%v%d, %s\n" % (k, op, k - 1, "%j" if k % 2 else str(k % 7 + 1)))
    out.append("  %%a = getelementptr inbounds i32, ptr addrspace(1) %%p, i32 %%v%d\n" % (n - 1))
    out.append("  store i32 1, ptr addrspace(1) %a\n  ret void\n}\n")
elif kind == "nest":
    out.append("define void @k(ptr addrspace(1) %p, i32 %n) {\nentry:\n  br label %h0\n")
    for d in range(n):
        out.append("h%d:\n  %%i%d = phi i32 [ 0, %%%s ], [ %%i%dn, %%l%d ]\n" % (d, d, "entry" if d == 0 else "h%d" % (d - 1), d, d))
        if d < n - 1:
            out.append("  br label %%h%d\n" % (d + 1))
    out.append("  %%a = getelementptr inbounds i32, ptr addrspace(1) %%p, i32 %%i%d\n" % (n - 1))
    out.append("  store i32 1, ptr addrspace(1) %%a\n  br label %%l%d\n" % (n - 1))
    for d in range(n - 1, -1, -1):
        out.append("l%d:\n  %%i%dn = add nsw i32 %%i%d, 1\n  %%c%d = icmp slt i32 %%i%dn, 2\n" % (d, d, d, d, d))
        out.append("  br i1 %%c%d, label %%h%d, label %%%s\n" % (d, d, "l%d" % (d - 1) if d else "exit"))
    out.append("exit:\n  ret void\n}\n")
else:
    out.append("define void @k(ptr addrspace(1) %p, i32 %i) {\nentry:\n  switch i32 %i, label %d [\n")
    out += ["    i32 %d, label %%c%d\n" % (k, k) for k in range(n)]
    out.append("  ]\n")
    for k in range(n):
        out.append("c%d:\n  %%a%d = getelementptr inbounds i32, ptr addrspace(1) %%p, i32 %d\n" % (k, k, k))
        out.append("  store i32 %d, ptr addrspace(1) %%a%d\n  br label %%d\n" % (k, k))
    out.append("d:\n  ret void\n}\n")
out.append(ANN)
sys.stdout.write("".join(out))
