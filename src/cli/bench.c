/* nvtv bench verify: kernels verified per second, median and p95 time per kernel and per
 * solver query, peak memory, over a corpus and a pipeline.  Each kernel is verified once on
 * the fast path (the default) and once with --always-z3, the baseline every verdict is
 * re-checked against, so the two figures come from the same run. */
#include "cli.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static const char *default_pipeline =
    "function(separate-const-offset-from-gep,slsr,gvn,nary-reassociate,early-cse,"
    "infer-address-spaces,loop-mssa(licm),instcombine<no-verify-fixpoint>,loop(loop-reduce))";

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double pct(double *v, int n, double p) {
  if (!n) return 0;
  qsort(v, (size_t)n, sizeof *v, cmp_double);
  int i = (int)(p * (n - 1) + 0.5);
  return v[i];
}

static int list_corpus(const char *dir, char ***out) {
  DIR *d = opendir(dir);
  if (!d) return -1;
  int n = 0, cap = 64;
  char **v = malloc((size_t)cap * sizeof *v);
  for (struct dirent *e; (e = readdir(d));) {
    size_t l = strlen(e->d_name);
    if (l < 4 || strcmp(e->d_name + l - 3, ".ll") != 0) continue;
    if (n == cap) v = realloc(v, (size_t)(cap *= 2) * sizeof *v);
    v[n] = malloc(strlen(dir) + l + 2);
    sprintf(v[n++], "%s/%s", dir, e->d_name);
  }
  closedir(d);
  qsort(v, (size_t)n, sizeof *v, (int (*)(const void *, const void *))strcmp);
  *out = v;
  return n;
}

typedef struct run {
  double *kms;
  int nk;
  double total_ms;
  int kernels;
  int count[V_NVERDICTS];
  int queries;
  double query_ms, query_max;
  double *qms;
  int nq, capq;
} run;

static bool run_corpus(cli_opts *o, const char **files, int nfiles, run *out) {
  memset(out, 0, sizeof *out);
  out->kms = calloc((size_t)nfiles + 1, sizeof *out->kms);
  for (int i = 0; i < nfiles; i++) {
    verify_report r;
    verify_report_init(&r);
    double ms = 0;
    if (cli_check_file(files[i], o, &r, &ms) != -1) return false;
    out->kms[out->nk++] = ms;
    out->total_ms += ms;
    out->kernels += r.nfn;
    int c[V_NVERDICTS];
    verify_totals(&r, 0, c);
    for (int k = 0; k < V_NVERDICTS; k++) out->count[k] += c[k];
    out->queries += r.smt.queries;
    for (int q = 0; q < r.smt.ntimes; q++) {
      if (out->nq == out->capq) {
        out->capq = out->capq ? 2 * out->capq : 256;
        out->qms = realloc(out->qms, (size_t)out->capq * sizeof *out->qms);
      }
      out->qms[out->nq++] = r.smt.times[q];
    }
    out->query_ms += r.smt.ms;
    if (r.smt.max_ms > out->query_max) out->query_max = r.smt.max_ms;
    verify_report_free(&r);
  }
  return true;
}

static void print_run(const char *name, run *r) {
  double med = pct(r->kms, r->nk, 0.5), p95 = pct(r->kms, r->nk, 0.95);
  double qmed = pct(r->qms, r->nq, 0.5), qp95 = pct(r->qms, r->nq, 0.95);
  printf("%-10s %3d kernels  %6.1f kernels/s  per kernel: median %7.2f ms, p95 %7.2f ms  "
         "solver queries %5d: median %6.2f ms, p95 %7.2f ms, max %7.1f ms  (proved %d, bounded %d, unknown %d, cex %d)\n",
         name, r->kernels, r->total_ms > 0 ? r->kernels * 1000.0 / r->total_ms : 0, med, p95, r->queries, qmed, qp95,
         r->query_max, r->count[V_PROVED], r->count[V_BOUNDED], r->count[V_UNKNOWN], r->count[V_CEX]);
}

int cli_bench(int argc, char **argv) {
  if (argc < 3 || strcmp(argv[2], "verify") != 0) {
    cli_fail("bench: expected 'verify' (usage: nvtv bench verify [FILES or DIR] [-llvm-passes=...])");
    return EXIT_USAGE;
  }
  cli_opts o;
  if (!cli_parse(argc, argv, 3, &o, "bench verify")) return EXIT_USAGE;
  if (!o.llvm_passes) o.llvm_passes = default_pipeline;
  char **listed = NULL;
  const char **files = o.files;
  int nfiles = o.nfiles;
  const char *dir = nfiles == 1 ? o.files[0] : (nfiles == 0 ? "corpus" : NULL);
  if (dir) {
    int n = list_corpus(dir, &listed);
    if (n >= 0) {
      files = (const char **)listed;
      nfiles = n;
    }
  }
  if (!nfiles) {
    cli_fail("bench: no kernels found");
    return EXIT_USAGE;
  }
  printf("nvtv bench verify: %d files, pipeline %s\n", nfiles, o.llvm_passes);
  run fast, z3;
  o.v.always_z3 = false;
  if (!run_corpus(&o, files, nfiles, &fast)) return EXIT_USAGE;
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  long peak_fast = ru.ru_maxrss;
  o.v.always_z3 = true;
  if (!run_corpus(&o, files, nfiles, &z3)) return EXIT_USAGE;
  getrusage(RUSAGE_SELF, &ru);
  print_run("fast path", &fast);
  print_run("always-z3", &z3);
  double mf = pct(fast.kms, fast.nk, 0.5), mz = pct(z3.kms, z3.nk, 0.5);
  printf("speed-up of the fast path over always-z3 (median per kernel): %.2fx\n", mf > 0 ? mz / mf : 0);
  printf("peak memory (RSS): %.1f MB after the fast-path run, %.1f MB after both\n", peak_fast / 1024.0,
         ru.ru_maxrss / 1024.0);
  for (int i = 0; listed && i < nfiles; i++) free(listed[i]);
  free(listed);
  free(fast.kms);
  free(z3.kms);
  free(fast.qms);
  free(z3.qms);
  free(o.files);
  return 0;
}
