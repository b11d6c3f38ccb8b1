#!/usr/bin/env python3
"""Mutated and malformed inputs: kernels of the corpus with bytes flipped, lines
deleted, types and address spaces swapped, or cut short, through verify, check, opt, run and
diff.  Every command must end with an exit status (never a signal or a sanitizer report), and
every rejection (exit 2) must be one line that names the file.

usage: malformed_inputs.py NVTV SOURCE_DIR COUNT [SEED]"""
import glob
import os
import random
import re
import subprocess
import sys
import tempfile

SWAPS = [("i32", "i64"), ("i64", "i32"), ("float", "i32"), ("i32", "i17"), ("addrspace(1)", "addrspace(3)"),
         ("addrspace(3)", "addrspace(1)"), ("addrspace(1)", "addrspace(5)"), ("inbounds ", ""), ("nsw ", "nuw "),
         ("load ", "store "), ("br ", "ret "), ("phi ", "select "), ("!nvtv.id", "!range"),
         # odd integer widths in GEPs, odd datalayouts, calls that look like syncs and return a value
         ("i64 0, i", "i65 0, i"), ("i64 %", "i65 %"), ('datalayout = "e-', 'datalayout = "e-p:128:128-'),
         ('datalayout = "e-', 'datalayout = "e-p3:16:16-'),
         ("call void @llvm.nvvm.barrier0()", "call void @llvm.nvvm.barrier0.x()"),
         ("call void @llvm.nvvm.barrier0()", "call void @llvm.nvvm.membar.cta()")]


def mutate(text, rng):
    kind = rng.choice(["flip", "delete", "swap", "truncate", "duplicate"])
    if kind == "flip":
        b = bytearray(text.encode())
        for _ in range(rng.randint(1, 8)):
            i = rng.randrange(len(b))
            b[i] = rng.choice([0, 0x25, 0x40, 0x2c, 0x7b, 0x7d, 0x30 + rng.randrange(10), rng.randrange(256)])
        return bytes(b), kind
    lines = text.split("\n")
    if kind == "delete":
        for _ in range(rng.randint(1, 3)):
            if len(lines) > 1:
                del lines[rng.randrange(len(lines))]
    elif kind == "duplicate":
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
    elif kind == "swap":
        a, b = rng.choice(SWAPS)
        idx = [i for i, l in enumerate(lines) if a in l]
        for i in rng.sample(idx, min(len(idx), rng.randint(1, 3))):
            lines[i] = lines[i].replace(a, b, 1)
    else:
        return text.encode()[: rng.randrange(len(text))], kind
    return "\n".join(lines).encode(), kind


def main():
    nvtv, src, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    seeds = sorted(glob.glob(os.path.join(src, "corpus", "*.ll")) + glob.glob(os.path.join(src, "corpus", "*", "*.ll")))
    texts = [open(f).read() for f in seeds]
    stats = {"inputs": 0, "commands": 0, "rejected": 0, "accepted": 0}
    bad = []
    with tempfile.TemporaryDirectory(prefix="nvtv-malformed-") as tmp:
        for n in range(count):
            data, kind = mutate(rng.choice(texts), rng)
            path = os.path.join(tmp, "m%d.ll" % n)
            with open(path, "wb") as fh:
                fh.write(data)
            stats["inputs"] += 1
            for args in (["verify", path, path], ["check", path, "-passes=default", "--timeout-ms", "300"],
                         ["opt", path, "-passes=default", "-o", os.devnull], ["run", path, "--max-steps", "20000"],
                         ["diff", path, path, "--runs", "1", "--max-steps", "20000", "--timeout-ms", "300"]):
                try:
                    p = subprocess.run([nvtv] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
                except subprocess.TimeoutExpired:
                    bad.append("%s (%s): nvtv %s: no answer in 300 s" % (path, kind, args[0]))
                    continue
                stats["commands"] += 1
                err = p.stderr.decode(errors="replace")
                if p.returncode < 0 or p.returncode > 3 or "Sanitizer" in err or "runtime error" in err:
                    bad.append("%s (%s): nvtv %s: exit %d %s" % (path, kind, args[0], p.returncode, err[-1500:]))
                    keep = os.environ.get("NVTV_CRASHERS_DIR")  # e.g. corpus/crashers, by hand
                    if keep:
                        with open(os.path.join(keep, "new-%d-%s.ll" % (n, args[0])), "wb") as fh:
                            fh.write(data)
                elif p.returncode == 2:
                    stats["rejected"] += 1
                    if err.count("\n") != 1 or "m%d.ll" % n not in err:
                        bad.append("%s (%s): nvtv %s: a rejection must be one line naming the file: %r"
                                   % (path, kind, args[0], err[-600:]))
                else:
                    stats["accepted"] += 1
    print("%d inputs, %d commands: %d rejected (one line each), %d ran to a verdict, %d problems"
          % (stats["inputs"], stats["commands"], stats["rejected"], stats["accepted"], len(bad)))
    if bad:
        sys.exit("FAIL:\n" + "\n".join(bad[:10]))


main()
