// A warp-synchronous reduction.  Lines are the kernel's: __syncwarp() is reported on the line
// that calls it, not on the prelude's (its helpers are nodebug).  The interpreter does not
// model __syncwarp as ordering: the lanes' exchange through shared memory is a race there, the
// message says why, and nvtv diff compares nothing and says so (exit 3, not 0).
// RUN: nvtv check %s -passes=default -v | FileCheck %s --check-prefix=LINES
// LINES: llvm.nvvm.bar.warp.sync (line 23)
// LINES: llvm.nvvm.bar.warp.sync (line 25)
// RUN: nvtv run %s --ntid 32,1,1 | FileCheck %s --check-prefix=RACE
// RACE: data race ({{RAW|WAR|WAW}}) on {{.*}}no barrier between them (__syncwarp/bar.warp.sync is not modelled: it orders nothing here)
// RUN: nvtv tag %s -o %t.ll
// RUN: %{python} -c "import subprocess,sys; sys.exit(subprocess.call(sys.argv[1:]) != 3)" nvtv diff %s %t.ll --runs 2 --ntid 32,1,1 > %t.out
// RUN: FileCheck %s --check-prefix=DIFF < %t.out
// DIFF: 0 compared, {{.*}}: NOTHING COMPARED (no run gave src a defined, race-free result)

__global__ void __launch_bounds__(32) warp_sum(const float *in, float *out) {
  __shared__ float s[32];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  __syncwarp();
  for (unsigned off = 16; off > 0; off >>= 1) {
    float v = 0.0f;
    if (t < off) v = s[t + off];
    __syncwarp();
    if (t < off) s[t] += v;
    __syncwarp();
  }
  if (t == 0) out[0] = s[0];
}
