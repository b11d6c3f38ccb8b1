/* The Z3 encoding of terms.  The only file that includes z3.h.
 *
 * Terms of width 1 are Z3 booleans, others bit-vectors.  Applications of uninterpreted
 * functions (loaded values, unknown calls, opaque phis, loop facts) become fresh constants
 * and are Ackermannised: two applications of the same function whose arguments are equal
 * have equal values.  That keeps every query in QF_BV.  Every AST kept beyond one API call
 * is reference counted here and released in smt_free() or at the end of the query.
 */
#include "verify.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <z3.h>

struct smt {
  sym_ctx *c;
  Z3_context z;
  Z3_solver solver;    /* the one in use */
  Z3_solver solvers[2]; /* [0]: the "smt" tactic (word-level propagation), [1]: QF_BV bit-blasting */
  unsigned timeout_ms;
  ir_map caches[3];    /* sym_term* -> Z3_ast (inc_ref'd); [1]: linear abstraction, [2]: propositional */
  ir_vec cachedv[3];   /* terms with a cache entry, for release */
  int mode;            /* 0 exact, 1 nonlinear products abstracted, 2 propositional */
  ir_vec scratch;      /* ASTs referenced for the current query */
  ir_vec apps;         /* application and leaf terms met in the current query */
  ir_map app_seen;
  smt_stats st;
  ir_map proofs;       /* query hash -> proof chain: queries already proved (UNSAT) */
  ir_vec proofv;       /* every proof, for release */
  char err[256];
  ir_launch launch;    /* the kernel's launch facts (smt_set_launch) */
  bool ack_cut;        /* the current query left out Ackermann pairs (SMT_ACK_MAX) */
  struct cpu_watch *watch; /* the CPU-time net's watcher (solve_within), made at the first check */
  double allow_ms, allow_start; /* smt_set_allowance: CPU time for every check from then on (0: none) */
};

static void on_error(Z3_context z, Z3_error_code e) { (void)z, (void)e; }

static Z3_ast keep(smt *s, Z3_ast a) {
  Z3_inc_ref(s->z, a);
  ir_vec_push(&s->scratch, (void *)a);
  return a;
}

static void release_scratch(smt *s) {
  for (int i = 0; i < s->scratch.n; i++) Z3_dec_ref(s->z, (Z3_ast)s->scratch.v[i]);
  s->scratch.n = 0;
}

/* A query's budget is Z3's deterministic resource limit (rlimit), not wall-clock time, so
 * that the same input gives the same verdict on a loaded or slower machine.  Budgets are
 * stated in milliseconds (--timeout-ms) and converted at the rate each solver of the
 * portfolio spends resource units on our queries on an idle machine: measured with nvtv
 * bench verify (which prints both rates) on the corpus, 2 cores, LLVM's address pipeline,
 * --always-z3: word-level 5,000-6,000 units per ms, bit-blasting 2,300-2,800.
 * NVTV_RLIMIT_PER_MS overrides both (calibration).  Wall-clock time stays as a safety net
 * only, SMT_WALL_FACTOR times the budget and at least SMT_WALL_FLOOR_MS (a 20 ms budget
 * beside eight busy processes took 660 ms of wall time and flipped a verdict): a query it
 * stops is unknown with a reason that says so. */
#define SMT_UNITS_PER_MS_WORD 5500.0
#define SMT_UNITS_PER_MS_BLAST 2500.0
#define SMT_WALL_FACTOR 8
#define SMT_WALL_FLOOR_MS 10000u
/* Z3's count undercounts some searches tenfold: spmv_csr_scalar at -O3 under LLVM's address
 * pipeline had a query use 6 of its 11 million units in 17 s (113,000 conflicts that cost a
 * fifth of the units of ordinary ones), stopped only by the wall-clock net.  CPU time, unlike
 * wall time, does not grow with the machine's load, so a second net counts it: the thread's
 * CPU time, SMT_CPU_FACTOR times the budget and SMT_CPU_EXTRA_MS more (on the corpus no
 * query that was answered took more than twice its budget). */
#define SMT_CPU_FACTOR 3
#define SMT_CPU_EXTRA_MS 1000u

/* The safety net's wall-clock limit for a budget of ms. */
static unsigned wall_ms(unsigned ms) {
  if (ms > (4000000000u - 500) / SMT_WALL_FACTOR) return 4000000000u;
  unsigned w = ms * SMT_WALL_FACTOR + 500;
  return w < SMT_WALL_FLOOR_MS ? SMT_WALL_FLOOR_MS : w;
}

static double now_ms(void);

/* The CPU-time net: one watcher thread per smt, asleep between checks, which interrupts Z3
 * (a no-op outside a check) once the checking thread's CPU time passes the check's limit.
 * Arming it costs a lock, not a thread (a thread per check cost campaigns of small kernels a
 * tenth of their speed).  A forked child has no watcher: it makes its own (owner). */
typedef struct cpu_watch {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  pthread_t thread;
  pid_t owner;          /* the process the thread runs in */
  Z3_context z;
  clockid_t clock;      /* the checking thread's CPU clock */
  double start, limit;  /* ms of that clock */
  unsigned long armed;  /* the check being watched (0: none) */
  unsigned long fired;  /* the last check the watcher interrupted */
  unsigned long next;
  bool quit;
} cpu_watch;

static double clock_ms(clockid_t c) {
  struct timespec t;
  clock_gettime(c, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void wait_ms(cpu_watch *w, double ms) {
  struct timespec until;
  clock_gettime(CLOCK_REALTIME, &until);
  long ns = until.tv_nsec + (long)(ms * 1e6);
  until.tv_sec += ns / 1000000000L;
  until.tv_nsec = ns % 1000000000L;
  pthread_cond_timedwait(&w->cv, &w->mu, &until);
}

static void *cpu_watcher(void *arg) {
  cpu_watch *w = arg;
  pthread_mutex_lock(&w->mu);
  while (!w->quit) {
    if (!w->armed) {
      pthread_cond_wait(&w->cv, &w->mu);
      continue;
    }
    double used = clock_ms(w->clock) - w->start;
    if (used >= w->limit) { /* again every 50 ms while the check runs on: Z3 may be in a step that */
      Z3_interrupt(w->z);   /* does not look at the flag, and a later one clears it */
      w->fired = w->armed;
      wait_ms(w, 50);
      continue;
    }
    double wait = w->limit - used; /* CPU time passes no faster than wall time */
    wait_ms(w, (wait > 50 ? 50 : wait) + 0.1);
  }
  pthread_mutex_unlock(&w->mu);
  return NULL;
}

static cpu_watch *watch_start(smt *s) {
  cpu_watch *w = s->watch;
  if (w && w->owner == getpid()) return w;
  if (!w) {
    w = calloc(1, sizeof *w);
    if (!w) return NULL;
    s->watch = w;
  }
  /* (anew in a forked child, where the parent's thread does not run and its lock's state
   * is the parent's) */
  pthread_mutex_init(&w->mu, NULL);
  pthread_cond_init(&w->cv, NULL);
  w->z = s->z;
  w->armed = w->fired = 0;
  w->quit = false;
  w->owner = getpid();
  if (pthread_create(&w->thread, NULL, cpu_watcher, w) != 0) {
    w->owner = 0; /* no thread: the wall-clock net alone stands */
    return NULL;
  }
  return w;
}

static void watch_stop(smt *s) {
  cpu_watch *w = s->watch;
  if (!w) return;
  if (w->owner == getpid()) {
    pthread_mutex_lock(&w->mu);
    w->quit = true;
    pthread_cond_signal(&w->cv);
    pthread_mutex_unlock(&w->mu);
    pthread_join(w->thread, NULL);
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->mu);
  }
  free(w);
  s->watch = NULL;
}

/* (NVTV_CPU_NET_MS sets the limit itself: a developer's and a test's aid, as
 * NVTV_RLIMIT_PER_MS is) */
static unsigned cpu_limit_ms(unsigned ms) {
  const char *e = getenv("NVTV_CPU_NET_MS");
  long set = e ? strtol(e, NULL, 10) : 0;
  if (set > 0) return set > 4000000000L ? 4000000000u : (unsigned)set;
  if (ms > (4000000000u - SMT_CPU_EXTRA_MS) / SMT_CPU_FACTOR) return 4000000000u;
  return ms * SMT_CPU_FACTOR + SMT_CPU_EXTRA_MS;
}

static double thread_cpu_ms(void) { return clock_ms(CLOCK_THREAD_CPUTIME_ID); }

/* What is left of the allowance (smt_set_allowance), in ms of CPU time; a huge number
 * without one. */
static double allowance_left(const smt *s) {
  if (s->allow_ms <= 0) return 4e9;
  double left = s->allow_ms - (thread_cpu_ms() - s->allow_start);
  return left > 0 ? left : 0;
}

void smt_set_allowance(smt *s, unsigned ms) {
  s->allow_ms = ms;
  s->allow_start = thread_cpu_ms();
}

/* Z3_solver_check under the CPU-time net for a budget of ms, and at most cap ms of CPU time
 * (a caller's own allowance); *fired (where not NULL) says whether the net stopped the check.
 * Without a watcher (no thread could be made) the wall-clock net alone stands. */
static Z3_lbool solve_within(smt *s, unsigned ms, double cap, bool *fired) {
  if (fired) *fired = false;
  cpu_watch *w = watch_start(s);
  unsigned long id = 0;
  if (w) {
    clockid_t clock;
    if (pthread_getcpuclockid(pthread_self(), &clock) != 0) w = NULL;
    else {
      pthread_mutex_lock(&w->mu);
      w->clock = clock;
      w->start = clock_ms(clock);
      w->limit = cpu_limit_ms(ms);
      if (cap < w->limit) w->limit = cap < 1 ? 1 : cap;
      w->armed = id = ++w->next;
      pthread_cond_signal(&w->cv);
      pthread_mutex_unlock(&w->mu);
    }
  }
  Z3_lbool r = Z3_solver_check(s->z, s->solver);
  if (w) {
    pthread_mutex_lock(&w->mu);
    w->armed = 0;
    if (fired) *fired = w->fired == id && r == Z3_L_UNDEF;
    pthread_mutex_unlock(&w->mu);
  }
  return r;
}

static double rlimit_per_ms(const smt *s) {
  const char *e = getenv("NVTV_RLIMIT_PER_MS");
  double r = e ? strtod(e, NULL) : 0;
  if (r > 0) return r;
  return s->solver == s->solvers[1] ? SMT_UNITS_PER_MS_BLAST : SMT_UNITS_PER_MS_WORD;
}

static void set_timeout(smt *s, unsigned ms) {
  Z3_params p = Z3_mk_params(s->z);
  Z3_params_inc_ref(s->z, p);
  double units = ms * rlimit_per_ms(s);
  Z3_params_set_uint(s->z, p, Z3_mk_string_symbol(s->z, "rlimit"), units > 4e9 ? 4000000000u : (unsigned)units);
  Z3_params_set_uint(s->z, p, Z3_mk_string_symbol(s->z, "timeout"), wall_ms(ms));
  Z3_solver_set_params(s->z, s->solver, p);
  Z3_params_dec_ref(s->z, p);
}

/* One of the solver's statistics (0 where it has none). */
static double solver_stat(smt *s, const char *key) {
  Z3_stats st = Z3_solver_get_statistics(s->z, s->solver);
  Z3_stats_inc_ref(s->z, st);
  double r = 0;
  for (unsigned i = 0; i < Z3_stats_size(s->z, st); i++)
    if (!strcmp(Z3_stats_get_key(s->z, st, i), key))
      r = Z3_stats_is_uint(s->z, st, i) ? Z3_stats_get_uint_value(s->z, st, i) : Z3_stats_get_double_value(s->z, st, i);
  Z3_stats_dec_ref(s->z, st);
  return r;
}

/* Z3's resource counter ("rlimit count" in the solver's statistics; cumulative). */
static double last_rlimit(smt *s) { return solver_stat(s, "rlimit count"); }

smt *smt_new(sym_ctx *c, unsigned timeout_ms) {
  smt *s = calloc(1, sizeof *s);
  if (!s) ir_oom();
  s->c = c;
  s->timeout_ms = timeout_ms;
  ir_map_init(&s->caches[0]);
  ir_map_init(&s->caches[1]);
  ir_map_init(&s->caches[2]);
  ir_map_init(&s->app_seen);
  ir_map_init(&s->proofs);
  return s;
}

/* The Z3 context and its two solvers, made at the first query: a context costs tens of
 * milliseconds of page faults, and most functions are proved without one. */
static void ensure_z3(smt *s) {
  if (s->z) return;
  Z3_config cfg = Z3_mk_config();
  Z3_set_param_value(cfg, "model", "true");
  s->z = Z3_mk_context_rc(cfg);
  Z3_del_config(cfg);
  Z3_set_error_handler(s->z, on_error);
  Z3_tactic tac = Z3_mk_tactic(s->z, "smt");
  Z3_tactic_inc_ref(s->z, tac);
  s->solvers[0] = Z3_mk_solver_from_tactic(s->z, tac);
  Z3_solver_inc_ref(s->z, s->solvers[0]); /* before any other call: rc objects start at 0 */
  Z3_tactic_dec_ref(s->z, tac);
  s->solvers[1] = Z3_mk_solver_for_logic(s->z, Z3_mk_string_symbol(s->z, "QF_BV"));
  Z3_solver_inc_ref(s->z, s->solvers[1]);
  s->solver = s->solvers[1];
}

void smt_version(char *out, size_t n) {
  unsigned maj, min, build, rev;
  Z3_get_version(&maj, &min, &build, &rev);
  snprintf(out, n, "%u.%u.%u", maj, min, build);
}

void smt_free(smt *s) {
  if (!s) return;
  if (getenv("NVTV_TRACE_SMT"))
    fprintf(stderr, "[smt] %d queries in %.0f ms, %d answered by an earlier proof\n", s->st.queries, s->st.ms, s->st.cached);
  release_scratch(s);
  for (int m = 0; m < 3; m++) {
    for (int i = 0; i < s->cachedv[m].n; i++) Z3_dec_ref(s->z, (Z3_ast)ir_map_get(&s->caches[m], s->cachedv[m].v[i]));
    ir_map_free(&s->caches[m]);
    ir_vec_free(&s->cachedv[m]);
  }
  ir_map_free(&s->app_seen);
  for (int i = 0; i < s->proofv.n; i++) free(s->proofv.v[i]);
  ir_vec_free(&s->proofv);
  ir_map_free(&s->proofs);
  ir_vec_free(&s->scratch);
  ir_vec_free(&s->apps);
  watch_stop(s);
  if (s->z) {
    for (int i = 0; i < 2; i++) Z3_solver_dec_ref(s->z, s->solvers[i]);
    Z3_del_context(s->z);
  }
  smt_stats_free(&s->st);
  free(s);
}

void smt_set_launch(smt *s, const ir_launch *l) {
  if (l) s->launch = *l;
  else memset(&s->launch, 0, sizeof s->launch);
}

const smt_stats *smt_get_stats(const smt *s) { return &s->st; }

static void push_time(smt_stats *st, double ms) {
  if (st->ntimes == st->captimes) {
    st->captimes = st->captimes ? 2 * st->captimes : 64;
    st->times = realloc(st->times, (size_t)st->captimes * sizeof *st->times);
    if (!st->times) ir_oom();
  }
  st->times[st->ntimes++] = ms;
}

void smt_stats_free(smt_stats *s) {
  free(s->times);
  s->times = NULL;
  s->ntimes = s->captimes = 0;
}

void smt_add_stats(smt_stats *into, const smt_stats *s) {
  for (int i = 0; i < s->ntimes; i++) push_time(into, s->times[i]);
  into->queries += s->queries;
  into->sat += s->sat;
  into->unsat += s->unsat;
  into->unknown += s->unknown;
  into->ms += s->ms;
  into->rlimit += s->rlimit;
  for (int i = 0; i < 2; i++) into->solver_units[i] += s->solver_units[i], into->solver_ms[i] += s->solver_ms[i];
  into->wall_stops += s->wall_stops;
  into->cached += s->cached;
  if (s->max_ms > into->max_ms) into->max_ms = s->max_ms;
}

/* ---- proved queries ----
 * A query is its facts' terms, hash-consed in the smt's sym_ctx, which outlives it: the same
 * pointers in the same order are the same formula (the launch facts are the smt's, fixed).
 * UNSAT is a proof whatever the budget and whichever abstraction found it (each
 * over-approximates the exact query), so a query once proved is proved again without Z3;
 * -O3's unrolled copies ask the same poison question hundreds of times. */

typedef struct proof {
  struct proof *next; /* same hash */
  int n;
  sym_term *f[];
} proof;

static uint64_t query_hash(sym_term *const *f, int n) {
  uint64_t h = 1469598103934665603ULL ^ (uint64_t)n;
  for (int i = 0; i < n; i++) h = (h ^ (uint64_t)(uintptr_t)f[i]) * 1099511628211ULL;
  return h | 1; /* never a NULL key */
}

static bool proved_before(const smt *s, sym_term *const *f, int n) {
  for (const proof *p = ir_map_get(&s->proofs, (void *)(uintptr_t)query_hash(f, n)); p; p = p->next)
    if (p->n == n && !memcmp(p->f, f, (size_t)n * sizeof *f)) return true;
  return false;
}

static void remember_proof(smt *s, sym_term *const *f, int n) {
  void *key = (void *)(uintptr_t)query_hash(f, n);
  proof *p = malloc(sizeof *p + (size_t)n * sizeof *f);
  if (!p) ir_oom();
  p->next = ir_map_get(&s->proofs, key);
  p->n = n;
  memcpy(p->f, f, (size_t)n * sizeof *f);
  ir_map_put(&s->proofs, key, p);
  ir_vec_push(&s->proofv, p);
}

/* ---- helpers ---- */

static Z3_sort bv(smt *s, unsigned w) { return Z3_mk_bv_sort(s->z, w); }

static Z3_ast num(smt *s, unsigned w, uint64_t v) { return keep(s, Z3_mk_unsigned_int64(s->z, v, bv(s, w))); }

static Z3_ast num_str(smt *s, unsigned w, const char *dec) { return keep(s, Z3_mk_numeral(s->z, dec, bv(s, w))); }

/* 2^e as a decimal string (e < 200) */
static void pow2_str(unsigned e, char *out) {
  int d[80] = {1}, n = 1;
  for (unsigned i = 0; i < e; i++) {
    int carry = 0;
    for (int j = 0; j < n; j++) {
      int x = d[j] * 2 + carry;
      d[j] = x % 10;
      carry = x / 10;
    }
    if (carry) d[n++] = carry;
  }
  for (int j = 0; j < n; j++) out[j] = (char)('0' + d[n - 1 - j]);
  out[n] = 0;
}

static Z3_ast as_bv(smt *s, Z3_ast a, unsigned w) {
  if (w != 1) return a;
  return keep(s, Z3_mk_ite(s->z, a, num(s, 1, 1), num(s, 1, 0)));
}

static Z3_ast as_bool(smt *s, Z3_ast a) { return keep(s, Z3_mk_eq(s->z, a, num(s, 1, 1))); }

static Z3_ast mk_and2(smt *s, Z3_ast a, Z3_ast b) {
  Z3_ast v[2] = {a, b};
  return keep(s, Z3_mk_and(s->z, 2, v));
}

static Z3_ast mk_or2(smt *s, Z3_ast a, Z3_ast b) {
  Z3_ast v[2] = {a, b};
  return keep(s, Z3_mk_or(s->z, 2, v));
}

static Z3_ast mk_not(smt *s, Z3_ast a) { return keep(s, Z3_mk_not(s->z, a)); }
static Z3_ast mk_eq(smt *s, Z3_ast a, Z3_ast b) { return keep(s, Z3_mk_eq(s->z, a, b)); }

static Z3_ast ext(smt *s, Z3_ast a, unsigned by, bool sgn) {
  if (!by) return a;
  return keep(s, sgn ? Z3_mk_sign_ext(s->z, by, a) : Z3_mk_zero_ext(s->z, by, a));
}

/* ---- translation ---- */

static Z3_ast tr(smt *s, sym_term *t);

static Z3_ast fresh_leaf(smt *s, sym_term *t) {
  char name[48];
  snprintf(name, sizeof name, "%s.%u", sym_op_name((sym_op)t->op), t->id);
  Z3_sort sort = t->width == 1 ? Z3_mk_bool_sort(s->z) : bv(s, t->width);
  return keep(s, Z3_mk_const(s->z, Z3_mk_string_symbol(s->z, name), sort));
}

static bool is_leafish(const sym_term *t) {
  switch (t->op) {
  case SYM_ARG: case SYM_SREG: case SYM_GLOBAL: case SYM_WIN: case SYM_K: case SYM_UNDEF:
  case SYM_UNSUPP: case SYM_PHIVAR: case SYM_LOAD: case SYM_UF: case SYM_OPAQUE: case SYM_HR:
  case SYM_EXITK: case SYM_TERM: case SYM_FREEZE: case SYM_OBJ:
    return true;
  default: return false;
  }
}

/* Collects the leaves and applications of the current query (they get model values,
 * range facts and consistency constraints). */
static void visit(smt *s, sym_term *t) {
  if (ir_map_has(&s->app_seen, t)) return;
  ir_map_put(&s->app_seen, t, t);
  for (int i = 0; i < t->nops; i++) visit(s, t->ops[i]);
  if (t->op == SYM_FREEZE) visit(s, sym_poison(s->c, t->ops[0]));
  if (is_leafish(t)) ir_vec_push(&s->apps, t);
}

static Z3_ast tr_ovf(smt *s, sym_term *t) {
  Z3_context z = s->z;
  unsigned w = t->ops[0]->width;
  Z3_ast a = as_bv(s, tr(s, t->ops[0]), w);
  Z3_ast b = t->nops > 1 ? as_bv(s, tr(s, t->ops[1]), t->ops[1]->width) : NULL;
  Z3_ast wb = w > 1 ? num(s, w, w) : NULL;
  char buf[128];
  switch ((sym_ovf_kind)t->imm) {
  case OVF_SADD: return mk_not(s, mk_and2(s, keep(s, Z3_mk_bvadd_no_overflow(z, a, b, true)), keep(s, Z3_mk_bvadd_no_underflow(z, a, b))));
  case OVF_UADD: return mk_not(s, keep(s, Z3_mk_bvadd_no_overflow(z, a, b, false)));
  case OVF_SSUB: return mk_not(s, mk_and2(s, keep(s, Z3_mk_bvsub_no_overflow(z, a, b)), keep(s, Z3_mk_bvsub_no_underflow(z, a, b, true))));
  case OVF_USUB: return mk_not(s, keep(s, Z3_mk_bvsub_no_underflow(z, a, b, false)));
  case OVF_SMUL: case OVF_UMUL: {
    /* the exact product in 2w bits must fit w bits (Z3 4.8.12's bvmul_no_overflow/underflow
     * misreport products with a negative operand, so they are not used) */
    bool sg = t->imm == OVF_SMUL;
    Z3_ast p = keep(s, Z3_mk_bvmul(z, ext(s, a, w, sg), ext(s, b, w, sg)));
    Z3_ast back = ext(s, keep(s, Z3_mk_extract(z, w - 1, 0, p)), w, sg);
    return mk_not(s, mk_eq(s, back, p));
  }
  case OVF_SHL_S: case OVF_SHL_U: {
    Z3_ast sh = keep(s, Z3_mk_bvshl(z, a, b));
    Z3_ast back = keep(s, t->imm == OVF_SHL_S ? Z3_mk_bvashr(z, sh, b) : Z3_mk_bvlshr(z, sh, b));
    return mk_or2(s, keep(s, Z3_mk_bvuge(z, b, wb)), mk_not(s, mk_eq(s, back, a)));
  }
  case OVF_SHAMT: return w == 1 ? keep(s, Z3_mk_false(z)) : keep(s, Z3_mk_bvuge(z, a, wb));
  case OVF_EXACT_LSHR: case OVF_EXACT_ASHR: {
    Z3_ast sh = keep(s, t->imm == OVF_EXACT_LSHR ? Z3_mk_bvlshr(z, a, b) : Z3_mk_bvashr(z, a, b));
    Z3_ast back = keep(s, Z3_mk_bvshl(z, sh, b));
    return mk_and2(s, keep(s, Z3_mk_bvult(z, b, wb)), mk_not(s, mk_eq(s, back, a)));
  }
  case OVF_EXACT_UDIV:
    return mk_and2(s, mk_not(s, mk_eq(s, b, num(s, w, 0))), mk_not(s, mk_eq(s, keep(s, Z3_mk_bvurem(z, a, b)), num(s, w, 0))));
  case OVF_EXACT_SDIV: {
    Z3_ast ok = mk_and2(s, mk_not(s, mk_eq(s, b, num(s, w, 0))), mk_not(s, mk_eq(s, b, num(s, w, ~0ULL))));
    return mk_and2(s, ok, mk_not(s, mk_eq(s, keep(s, Z3_mk_bvsrem(z, a, b)), num(s, w, 0))));
  }
  case OVF_DIV0: return mk_eq(s, a, num(s, w, 0));
  case OVF_SDIV: return mk_and2(s, mk_eq(s, a, num(s, w, 1ULL << (w - 1))), mk_eq(s, b, num(s, w, ~0ULL)));
  case OVF_TRUNC_S: case OVF_TRUNC_U: {
    unsigned tw = (unsigned)t->ops[1]->imm;
    Z3_ast tr_ = keep(s, Z3_mk_extract(z, tw - 1, 0, a));
    return mk_not(s, mk_eq(s, ext(s, tr_, w - tw, t->imm == OVF_TRUNC_S), a));
  }
  case OVF_NNEG: return keep(s, Z3_mk_bvslt(z, a, num(s, w, 0)));
  case OVF_DISJOINT: return mk_not(s, mk_eq(s, keep(s, Z3_mk_bvand(z, a, b)), num(s, w, 0)));
  case OVF_PTRADD_S: {
    Z3_ast r = keep(s, Z3_mk_bvadd(z, ext(s, a, 2, false), ext(s, b, 2, true)));
    pow2_str(w, buf);
    return mk_or2(s, keep(s, Z3_mk_bvslt(z, r, num(s, w + 2, 0))), keep(s, Z3_mk_bvsge(z, r, num_str(s, w + 2, buf))));
  }
  case OVF_PTRADD_U: return mk_not(s, keep(s, Z3_mk_bvadd_no_overflow(z, a, b, false)));
  case OVF_REC_S: case OVF_REC_U: case OVF_REC_P: {
    Z3_ast k = tr(s, t->ops[2]);
    bool ss0 = t->imm == OVF_REC_S, st0 = t->imm != OVF_REC_U;
    if (w <= 32) {
      /* a non-zero step cannot run 2^w iterations in range: split on k < 2^w, so the
       * multiplication is (w+1) x w bits wide instead of 64 x w */
      unsigned W = 2 * w + 3;
      Z3_ast big = keep(s, Z3_mk_bvuge(z, k, num(s, 64, 1ULL << w)));
      Z3_ast nz = mk_not(s, mk_eq(s, b, num(s, w, 0)));
      Z3_ast kl = keep(s, Z3_mk_extract(z, w, 0, k));
      Z3_ast r = keep(s, Z3_mk_bvadd(z, ext(s, a, W - w, ss0), keep(s, Z3_mk_bvmul(z, ext(s, kl, W - w - 1, false), ext(s, b, W - w, st0)))));
      Z3_ast out;
      if (ss0) {
        Z3_ast lo2 = keep(s, Z3_mk_bvneg(z, num(s, W, 1ULL << (w - 1))));
        out = mk_or2(s, keep(s, Z3_mk_bvslt(z, r, lo2)), keep(s, Z3_mk_bvsge(z, r, num(s, W, 1ULL << (w - 1)))));
      } else {
        out = mk_or2(s, keep(s, Z3_mk_bvslt(z, r, num(s, W, 0))), keep(s, Z3_mk_bvsge(z, r, num(s, W, 1ULL << w))));
      }
      Z3_ast small = mk_and2(s, mk_not(s, big), out);
      return mk_or2(s, mk_and2(s, big, nz), small);
    }
    unsigned W = w + 66;
    bool ss = t->imm == OVF_REC_S, st = t->imm != OVF_REC_U;
    Z3_ast r = keep(s, Z3_mk_bvadd(z, ext(s, a, W - w, ss),
                                   keep(s, Z3_mk_bvmul(z, ext(s, k, W - 64, false), ext(s, b, W - w, st)))));
    if (ss) {
      char lo[128];
      pow2_str(w - 1, buf);
      snprintf(lo, sizeof lo, "%s", buf);
      Z3_ast lo_ast = keep(s, Z3_mk_bvneg(z, num_str(s, W, lo)));
      return mk_or2(s, keep(s, Z3_mk_bvslt(z, r, lo_ast)), keep(s, Z3_mk_bvsge(z, r, num_str(s, W, lo))));
    }
    pow2_str(w, buf);
    return mk_or2(s, keep(s, Z3_mk_bvslt(z, r, num(s, W, 0))), keep(s, Z3_mk_bvsge(z, r, num_str(s, W, buf))));
  }
  case OVF_RANGE: {
    uint64_t lo = t->ops[1]->imm, hi = t->ops[2]->imm;
    Z3_ast below = keep(s, Z3_mk_bvult(z, a, num(s, w, lo))), above = keep(s, Z3_mk_bvuge(z, a, num(s, w, hi)));
    return lo < hi ? mk_or2(s, below, above) : mk_and2(s, below, above);
  }
  case OVF_ABS: return mk_eq(s, a, num(s, w, 1ULL << (w - 1)));
  case OVF_INBOUNDS: {
    Z3_ast sz = tr(s, t->ops[2]);
    return mk_or2(s, keep(s, Z3_mk_bvult(z, a, b)), keep(s, Z3_mk_bvugt(z, keep(s, Z3_mk_bvsub(z, a, b)), sz)));
  }
  default: return keep(s, Z3_mk_true(z));
  }
}

static Z3_ast tr_cmp(smt *s, int pred, Z3_ast a, Z3_ast b) {
  Z3_context z = s->z;
  switch (pred) {
  case LLVMIntEQ: return mk_eq(s, a, b);
  case LLVMIntNE: return mk_not(s, mk_eq(s, a, b));
  case LLVMIntUGT: return keep(s, Z3_mk_bvugt(z, a, b));
  case LLVMIntUGE: return keep(s, Z3_mk_bvuge(z, a, b));
  case LLVMIntULT: return keep(s, Z3_mk_bvult(z, a, b));
  case LLVMIntULE: return keep(s, Z3_mk_bvule(z, a, b));
  case LLVMIntSGT: return keep(s, Z3_mk_bvsgt(z, a, b));
  case LLVMIntSGE: return keep(s, Z3_mk_bvsge(z, a, b));
  case LLVMIntSLT: return keep(s, Z3_mk_bvslt(z, a, b));
  default: return keep(s, Z3_mk_bvsle(z, a, b));
  }
}

static Z3_ast tr_op(smt *s, sym_term *t) {
  Z3_context z = s->z;
  unsigned w = t->width;
  switch (t->op) {
  case SYM_CONST: return w == 1 ? keep(s, t->imm ? Z3_mk_true(z) : Z3_mk_false(z)) : num(s, w, t->imm);
  case SYM_POISON: return w == 1 ? keep(s, Z3_mk_false(z)) : num(s, w, 0);
  case SYM_ARG: case SYM_SREG: case SYM_GLOBAL: case SYM_WIN: case SYM_K: case SYM_UNDEF:
  case SYM_UNSUPP: case SYM_PHIVAR: case SYM_LOAD: case SYM_UF: case SYM_OPAQUE: case SYM_HR:
  case SYM_EXITK: case SYM_TERM: case SYM_OBJ:
    for (int i = 0; i < t->nops; i++) tr(s, t->ops[i]); /* arguments take part in consistency */
    return fresh_leaf(s, t);
  case SYM_FREEZE: {
    Z3_ast x = tr(s, t->ops[0]), p = tr(s, sym_poison(s->c, t->ops[0]));
    return keep(s, Z3_mk_ite(z, p, fresh_leaf(s, t), x));
  }
  case SYM_OVF: return tr_ovf(s, t);
  case SYM_NOT: return mk_not(s, tr(s, t->ops[0]));
  case SYM_ITE: return keep(s, Z3_mk_ite(z, tr(s, t->ops[0]), tr(s, t->ops[1]), tr(s, t->ops[2])));
  case SYM_ICMP: {
    unsigned ow = t->ops[0]->width;
    Z3_ast a = as_bv(s, tr(s, t->ops[0]), ow), b = as_bv(s, tr(s, t->ops[1]), ow);
    return tr_cmp(s, (int)t->imm, a, b);
  }
  case SYM_RANGE: return tr(s, t->ops[0]);
  case SYM_SEXT: case SYM_ZEXT: {
    unsigned from = t->ops[0]->width;
    Z3_ast a = as_bv(s, tr(s, t->ops[0]), from);
    return ext(s, a, w - from, t->op == SYM_SEXT);
  }
  case SYM_TRUNC: {
    Z3_ast a = tr(s, t->ops[0]);
    Z3_ast r = keep(s, Z3_mk_extract(z, w - 1, 0, a));
    return w == 1 ? as_bool(s, r) : r;
  }
  case SYM_ADDREC: {
    Z3_ast k = tr(s, t->ops[2]);
    if (w < 64) k = keep(s, Z3_mk_extract(z, w - 1, 0, k));
    Z3_ast st = as_bv(s, tr(s, t->ops[1]), w), start = as_bv(s, tr(s, t->ops[0]), w);
    Z3_ast r = keep(s, Z3_mk_bvadd(z, start, keep(s, Z3_mk_bvmul(z, k, st))));
    return w == 1 ? as_bool(s, r) : r;
  }
  default: break;
  }
  if (w == 1 && (t->op == SYM_AND || t->op == SYM_OR || t->op == SYM_XOR)) {
    Z3_ast v[64];
    int n = t->nops < 64 ? t->nops : 64;
    for (int i = 0; i < n; i++) v[i] = tr(s, t->ops[i]);
    if (t->op == SYM_AND) return keep(s, Z3_mk_and(z, (unsigned)n, v));
    if (t->op == SYM_OR) return keep(s, Z3_mk_or(z, (unsigned)n, v));
    return keep(s, Z3_mk_xor(z, v[0], v[1]));
  }
  /* bit-vector operations; booleans converted */
  Z3_ast v[64];
  int n = t->nops < 64 ? t->nops : 64;
  for (int i = 0; i < n; i++) v[i] = as_bv(s, tr(s, t->ops[i]), t->ops[i]->width);
  Z3_ast r;
  switch (t->op) {
  case SYM_ADD: case SYM_GEP:
    r = v[0];
    for (int i = 1; i < n; i++) r = keep(s, Z3_mk_bvadd(z, r, v[i]));
    break;
  case SYM_MUL:
    r = v[0];
    for (int i = 1; i < n; i++) r = keep(s, Z3_mk_bvmul(z, r, v[i]));
    break;
  case SYM_AND:
    r = v[0];
    for (int i = 1; i < n; i++) r = keep(s, Z3_mk_bvand(z, r, v[i]));
    break;
  case SYM_OR:
    r = v[0];
    for (int i = 1; i < n; i++) r = keep(s, Z3_mk_bvor(z, r, v[i]));
    break;
  case SYM_XOR: r = keep(s, Z3_mk_bvxor(z, v[0], v[1])); break;
  case SYM_SUB: r = keep(s, Z3_mk_bvsub(z, v[0], v[1])); break;
  case SYM_SHL: r = keep(s, Z3_mk_bvshl(z, v[0], v[1])); break;
  case SYM_LSHR: r = keep(s, Z3_mk_bvlshr(z, v[0], v[1])); break;
  case SYM_ASHR: r = keep(s, Z3_mk_bvashr(z, v[0], v[1])); break;
  case SYM_UDIV: r = keep(s, Z3_mk_bvudiv(z, v[0], v[1])); break;
  case SYM_SDIV: r = keep(s, Z3_mk_bvsdiv(z, v[0], v[1])); break;
  case SYM_UREM: r = keep(s, Z3_mk_bvurem(z, v[0], v[1])); break;
  case SYM_SREM: r = keep(s, Z3_mk_bvsrem(z, v[0], v[1])); break;
  case SYM_SMIN: r = keep(s, Z3_mk_ite(z, keep(s, Z3_mk_bvslt(z, v[0], v[1])), v[0], v[1])); break;
  case SYM_SMAX: r = keep(s, Z3_mk_ite(z, keep(s, Z3_mk_bvsgt(z, v[0], v[1])), v[0], v[1])); break;
  case SYM_UMIN: r = keep(s, Z3_mk_ite(z, keep(s, Z3_mk_bvult(z, v[0], v[1])), v[0], v[1])); break;
  case SYM_UMAX: r = keep(s, Z3_mk_ite(z, keep(s, Z3_mk_bvugt(z, v[0], v[1])), v[0], v[1])); break;
  case SYM_ABS:
    r = keep(s, Z3_mk_ite(z, keep(s, Z3_mk_bvslt(z, v[0], num(s, w, 0))), keep(s, Z3_mk_bvneg(z, v[0])), v[0]));
    break;
  default: r = fresh_leaf(s, t); break;
  }
  return w == 1 ? as_bool(s, r) : r;
}

/* In the linear abstraction a product of two or more non-constant factors, a division by a
 * non-constant, and an overflow condition that needs a product, is a fresh variable: every
 * model of the real query is a model of the abstract one, so "unsatisfiable" carries over. */
static bool nonlinear(const sym_term *t) {
  if (t->op == SYM_MUL) {
    if (t->flags & SYM_ATOM) return true;
    int k = 0;
    for (int i = 0; i < t->nops; i++) k += t->ops[i]->op != SYM_CONST;
    return k >= 2;
  }
  if (t->op == SYM_OVF && (t->imm == OVF_SMUL || t->imm == OVF_UMUL))
    return t->ops[0]->op != SYM_CONST && t->ops[1]->op != SYM_CONST;
  if (t->op == SYM_OVF && (t->imm == OVF_REC_S || t->imm == OVF_REC_U || t->imm == OVF_REC_P))
    return t->ops[1]->op != SYM_CONST;
  if (t->op == SYM_ADDREC) return t->ops[1]->op != SYM_CONST;
  /* a division by a variable (a grid-stride loop's exit count, distance / (ntid * nctaid)):
   * bit-blasting it cost reduce_unrolled's reach checks 1.5 s each in the abstraction, which
   * then proved nothing the exact solver did not prove in a third of that */
  if (t->op == SYM_UDIV || t->op == SYM_UREM || t->op == SYM_SDIV || t->op == SYM_SREM)
    return t->ops[1]->op != SYM_CONST;
  return false;
}

static Z3_ast tr(smt *s, sym_term *t);

/* An unsigned upper bound of factor f where one is cheap to know: a constant, a widened
 * narrower value, or a special register widened (its hardware limits). */
static bool factor_max(const sym_term *f, uint64_t *max) {
  if (f->op == SYM_CONST) return *max = f->imm, true;
  if ((f->op == SYM_ZEXT || f->op == SYM_SEXT) && f->ops[0]->op == SYM_SREG) {
    static const uint64_t lim[SREG_NREAD] = {1023, 1023, 63, 1024, 1024, 64, 0x7ffffffe, 65534, 65534,
                                             0x7fffffff, 65535, 65535, 31, 32};
    uint64_t r = f->ops[0]->imm;
    return r < SREG_NREAD && (*max = lim[r], true);
  }
  if (f->op == SYM_ZEXT && f->ops[0]->width < 64) return *max = sym_mask(f->ops[0]->width), true;
  return false;
}

/* Where each factor of p has a bound and their product fits (p cannot wrap): p is at most
 * that product, and not 0 where no factor is. */
static Z3_ast product_bound(smt *s, sym_term *p) {
  unsigned __int128 m = 1;
  Z3_ast nz = keep(s, Z3_mk_true(s->z));
  for (int i = 0; i < p->nops; i++) {
    uint64_t x;
    if (!factor_max(p->ops[i], &x)) return NULL;
    m *= x;
    if (m > sym_mask(p->width)) return NULL;
    nz = mk_and2(s, nz, mk_not(s, mk_eq(s, tr(s, p->ops[i]), num(s, p->ops[i]->width, 0))));
  }
  Z3_ast a = tr(s, p);
  return mk_and2(s, keep(s, Z3_mk_bvule(s->z, a, num(s, p->width, (uint64_t)m))),
                 keep(s, Z3_mk_implies(s->z, nz, mk_not(s, mk_eq(s, a, num(s, p->width, 0))))));
}

/* The product under an abstracted c * (product), or t itself. */
static sym_term *abstracted_product(smt *s, sym_term *t) {
  if (t->op != SYM_MUL || (t->flags & SYM_ATOM) || !nonlinear(t)) return NULL;
  if (t->ops[0]->op != SYM_CONST) return t;
  return sym_mk(s->c, SYM_MUL, t->width, 0, 0, 0, t->nops - 1, t->ops + 1);
}

/* What the linear abstraction forgets of a product p = f1*...*fn that is cheap to give back:
 * its factors' bounds bound it (blockDim.x * gridDim.x < 2^41), and a loop counter 0 makes it
 * 0 and 1 the product of the other factors (a guard that skips a loop is its exit iteration
 * 0; tgt's rotated terms read iteration exit - 1 and 0 where src's read 1).  NULL: nothing. */
static Z3_ast product_lemmas(smt *s, sym_term *p) {
  Z3_context z = s->z;
  Z3_ast acc = product_bound(s, p), a = tr(s, p);
  sym_term *rest[64];
  if (p->nops > 64) return acc;
  for (int i = 0; i < p->nops; i++) {
    sym_term *f = p->ops[i];
    /* (a counter narrowed or widened, trunc32(k) of a 32-bit grid-stride loop: 0 and 1 at
     * the counter's 0 and 1) */
    if ((f->op == SYM_TRUNC || f->op == SYM_ZEXT || f->op == SYM_SEXT) && f->nops == 1 &&
        (f->ops[0]->op == SYM_K || f->ops[0]->op == SYM_EXITK))
      f = f->ops[0];
    if (f->op != SYM_K && f->op != SYM_EXITK) continue;
    Z3_ast fa = tr(s, f);
    Z3_ast zero = keep(s, Z3_mk_implies(z, mk_eq(s, fa, num(s, f->width, 0)), mk_eq(s, a, num(s, p->width, 0))));
    acc = acc ? mk_and2(s, acc, zero) : zero;
    int n = 0;
    for (int j = 0; j < p->nops; j++)
      if (j != i) rest[n++] = p->ops[j];
    sym_term *r = n == 1 ? rest[0] : sym_mk(s->c, SYM_MUL, p->width, 0, 0, 0, n, rest);
    acc = mk_and2(s, acc, keep(s, Z3_mk_implies(z, mk_eq(s, fa, num(s, f->width, 1)), mk_eq(s, a, tr(s, r)))));
  }
  return acc;
}

static void collect_products(smt *s, sym_term *t, ir_map *seen, ir_vec *out) {
  if (ir_map_has(seen, t)) return;
  ir_map_put(seen, t, t);
  sym_term *p = abstracted_product(s, t);
  if (p) ir_vec_push(out, p);
  else if (nonlinear(t)) return; /* a fresh variable: nothing below it is seen */
  for (int i = 0; i < t->nops; i++) collect_products(s, t->ops[i], seen, out);
}

/* The products of the abstract query's facts, with their lemmas, conjoined to base (base
 * itself where there are none: the same query, the same solver run, as without them). */
static Z3_ast abstraction_lemmas(smt *s, Z3_ast base, sym_term *const *facts, int n) {
  Z3_ast acc = base;
  if (s->mode != 1) return acc;
  ir_map seen;
  ir_vec prods = {0};
  ir_map_init(&seen);
  for (int i = 0; i < n; i++) collect_products(s, facts[i], &seen, &prods);
  for (int i = 0; i < prods.n; i++) {
    Z3_ast l = product_lemmas(s, prods.v[i]);
    if (l) acc = mk_and2(s, acc, l);
  }
  ir_map_free(&seen);
  ir_vec_free(&prods);
  return acc;
}

static Z3_ast tr(smt *s, sym_term *t) {
  Z3_ast a = ir_map_get(&s->caches[s->mode], t);
  if (a) return a;
  if (s->mode == 2 && !(t->width == 1 && (t->op == SYM_AND || t->op == SYM_OR || t->op == SYM_NOT ||
                                           t->op == SYM_CONST || t->op == SYM_ITE))) {
    /* the propositional abstraction: every other boolean is a variable of its own */
    char name[48];
    snprintf(name, sizeof name, "prop.%u", t->id);
    a = keep(s, Z3_mk_const(s->z, Z3_mk_string_symbol(s->z, name), Z3_mk_bool_sort(s->z)));
  } else if (s->mode == 1 && t->op == SYM_MUL && !(t->flags & SYM_ATOM) && t->ops[0]->op == SYM_CONST && nonlinear(t)) {
    /* c * (product): only the product is abstracted, so c*x and x stay related */
    sym_term *mono = sym_mk(s->c, SYM_MUL, t->width, 0, 0, 0, t->nops - 1, t->ops + 1);
    a = keep(s, Z3_mk_bvmul(s->z, tr(s, t->ops[0]), tr(s, mono)));
  } else if (s->mode == 1 && nonlinear(t)) {
    char name[48];
    snprintf(name, sizeof name, "abs.%u", t->id);
    Z3_sort sort = t->width == 1 ? Z3_mk_bool_sort(s->z) : bv(s, t->width);
    a = keep(s, Z3_mk_const(s->z, Z3_mk_string_symbol(s->z, name), sort));
  } else {
    a = tr_op(s, t);
  }
  Z3_inc_ref(s->z, a);
  ir_map_put(&s->caches[s->mode], t, (void *)a);
  ir_vec_push(&s->cachedv[s->mode], t);
  return a;
}

/* ---- background facts ---- */

static bool is_app(const sym_term *t) {
  switch (t->op) {
  case SYM_LOAD: case SYM_UF: case SYM_OPAQUE: case SYM_HR: case SYM_EXITK: case SYM_TERM:
    return true;
  default: return false;
  }
}

static Z3_ast sreg(smt *s, int r) {
  sym_term *t = sym_leaf(s->c, SYM_SREG, 32, (uint64_t)r);
  visit(s, t);
  return tr(s, t);
}

/* Every root pointer points into an allocated object [start, start + size] that does not
 * wrap the address space and is smaller than half of it (LangRef's inbounds). */
static Z3_ast object_facts(smt *s, int napps) {
  Z3_context z = s->z;
  Z3_ast acc = keep(s, Z3_mk_true(z));
  ir_map done;
  ir_map_init(&done);
  for (int i = 0; i < napps; i++) {
    sym_term *t = s->apps.v[i];
    if (t->op != SYM_OBJ || ir_map_has(&done, t->ops[0])) continue;
    sym_term *root = t->ops[0];
    ir_map_put(&done, root, root);
    unsigned w = root->width;
    sym_term *st = sym_mk(s->c, SYM_OBJ, w, 0, 0, 0, 1, &root), *sz = sym_mk(s->c, SYM_OBJ, w, 0, 1, 0, 1, &root);
    visit(s, st);
    visit(s, sz);
    Z3_ast r = tr(s, root), a = tr(s, st), b = tr(s, sz);
    Z3_ast f[4] = {keep(s, Z3_mk_bvule(z, a, r)), keep(s, Z3_mk_bvadd_no_overflow(z, a, b, false)),
                   keep(s, Z3_mk_bvule(z, r, keep(s, Z3_mk_bvadd(z, a, b)))),
                   keep(s, Z3_mk_bvule(z, b, num(s, w, sym_mask(w) >> 1)))};
    acc = mk_and2(s, acc, keep(s, Z3_mk_and(z, 4, f)));
  }
  /* roots of known size (globals, allocas, byval arguments): the object starts there and fits */
  for (int i = 0; i < napps; i++) {
    sym_term *t = s->apps.v[i];
    uint64_t size;
    if ((t->op != SYM_GLOBAL && t->op != SYM_ARG) || !sym_object_size(s->c, t, &size) ||
        size > (sym_mask(t->width) >> 1))
      continue;
    acc = mk_and2(s, acc, keep(s, Z3_mk_bvadd_no_overflow(z, tr(s, t), num(s, t->width, size), false)));
  }
  ir_map_free(&done);
  return acc;
}

static Z3_ast sreg_facts(smt *s) {
  Z3_context z = s->z;
  bool used[SREG_COUNT] = {false};
  int napps = s->apps.n;
  for (int i = 0; i < napps; i++) {
    sym_term *t = s->apps.v[i];
    if (t->op == SYM_SREG && t->imm < SREG_COUNT) used[t->imm] = true;
  }
  Z3_ast facts[64];
  int n = 0;
  bool ntid_all = false;
  for (int d = 0; d < 3; d++) {
    bool any = used[SREG_TID_X + d] || used[SREG_NTID_X + d] || used[SREG_TID2_X + d];
    bool anyc = used[SREG_CTAID_X + d] || used[SREG_NCTAID_X + d];
    if (any) {
      Z3_ast nt = sreg(s, SREG_NTID_X + d);
      facts[n++] = keep(s, Z3_mk_bvuge(z, nt, num(s, 32, 1)));
      facts[n++] = keep(s, Z3_mk_bvule(z, nt, num(s, 32, d == 2 ? 64 : 1024)));
      facts[n++] = keep(s, Z3_mk_bvult(z, sreg(s, SREG_TID_X + d), nt));
      if (used[SREG_TID2_X + d]) facts[n++] = keep(s, Z3_mk_bvult(z, sreg(s, SREG_TID2_X + d), nt));
      ntid_all = true;
    }
    if (anyc) {
      Z3_ast nc = sreg(s, SREG_NCTAID_X + d);
      facts[n++] = keep(s, Z3_mk_bvuge(z, nc, num(s, 32, 1)));
      facts[n++] = keep(s, Z3_mk_bvule(z, nc, num(s, 32, d == 0 ? 0x7fffffff : 65535)));
      facts[n++] = keep(s, Z3_mk_bvult(z, sreg(s, SREG_CTAID_X + d), nc));
    }
  }
  if (ntid_all) {
    /* at most 1024 threads per block (or the kernel's maximum), over the dimensions the
     * query mentions; each dimension the kernel requires exactly */
    Z3_ast prod = NULL;
    int dims = 0;
    const ir_launch *l = &s->launch;
    for (int d = 0; d < 3; d++)
      if (used[SREG_TID_X + d] || used[SREG_NTID_X + d] || used[SREG_TID2_X + d]) {
        Z3_ast nt = sreg(s, SREG_NTID_X + d);
        if (l->reqntid[d]) facts[n++] = mk_eq(s, nt, num(s, 32, l->reqntid[d]));
        prod = prod ? keep(s, Z3_mk_bvmul(z, prod, nt)) : nt;
        dims++;
      }
    unsigned most = l->max_threads ? l->max_threads : 1024;
    if (dims > 1 || most < 1024) facts[n++] = keep(s, Z3_mk_bvule(z, prod, num(s, 32, most)));
  }
  for (int d = 0; d < 3; d++)
    if (s->launch.cluster[d] > 1 && (used[SREG_CTAID_X + d] || used[SREG_NCTAID_X + d]))
      facts[n++] = mk_eq(s, keep(s, Z3_mk_bvurem(z, sreg(s, SREG_NCTAID_X + d), num(s, 32, s->launch.cluster[d]))),
                         num(s, 32, 0));
  if (used[SREG_LANEID]) facts[n++] = keep(s, Z3_mk_bvult(z, sreg(s, SREG_LANEID), num(s, 32, 32)));
  if (used[SREG_LANEID2]) facts[n++] = keep(s, Z3_mk_bvult(z, sreg(s, SREG_LANEID2), num(s, 32, 32)));
  /* shared, constant and local objects sit in small windows that do not wrap */
  for (int i = 0; i < napps && n < 56; i++) {
    sym_term *t = s->apps.v[i];
    int as = sym_leaf_aspace(t);
    if ((as == 3 || as == 4 || as == 5) && t->width > 24)
      facts[n++] = keep(s, Z3_mk_bvule(z, tr(s, t), num(s, t->width, 1ULL << 24)));
    if (t->op == SYM_WIN && t->width >= 63) facts[n++] = keep(s, Z3_mk_bvule(z, tr(s, t), num(s, t->width, 1ULL << 62)));
    /* a bit count is at most its operand's width (-O3 states it as a return range, whose
     * poison src, without one, must not seem to risk) */
    if (t->op == SYM_UF && t->nops >= 1 && n < 56) {
      const char *nm = sym_name(s->c, (uint32_t)t->imm);
      if (nm && (!strncmp(nm, "llvm.ctpop.", 11) || !strncmp(nm, "llvm.ctlz.", 10) || !strncmp(nm, "llvm.cttz.", 10)))
        facts[n++] = keep(s, Z3_mk_bvule(z, tr(s, t), num(s, t->width, t->ops[0]->width)));
    }
  }
  if (used[SREG_WARPSIZE]) facts[n++] = mk_eq(s, sreg(s, SREG_WARPSIZE), num(s, 32, 32));
  Z3_ast r = n ? keep(s, Z3_mk_and(z, (unsigned)n, facts)) : keep(s, Z3_mk_true(z));
  return mk_and2(s, r, object_facts(s, napps));
}

static bool same_function(const sym_term *a, const sym_term *b) {
  return a->op == b->op && a->imm == b->imm && a->aux == b->aux && a->width == b->width &&
         a->nops == b->nops && is_app(a);
}

/* a(x) and a(y) with x == y have equal values: at most SMT_ACK_MAX such pairs.  A -O0
 * matrix product's accumulator unrolled over a tile loop holds 64 fmul and 64 fadd
 * applications, 4,000 pairs of them and 11,000 implications in all: Z3 spent ten seconds
 * of wall time on that query without using up its resource limit.  Past the limit the query
 * is weaker than the real one: its UNSAT is still a proof, its SAT is unknown (ack_cut). */
enum { SMT_ACK_MAX = 1500 };

static Z3_ast ackermann(smt *s) {
  Z3_ast acc = keep(s, Z3_mk_true(s->z));
  int napps = s->apps.n; /* the loop below may translate, never add applications */
  int pairs = 0;
  s->ack_cut = false;
  for (int i = 0; i < napps; i++) {
    sym_term *a = s->apps.v[i];
    if (!is_app(a) || !a->nops) continue;
    for (int j = i + 1; j < napps; j++) {
      sym_term *b = s->apps.v[j];
      if (!same_function(a, b)) continue;
      if (++pairs > SMT_ACK_MAX) {
        s->ack_cut = true;
        return acc;
      }
      Z3_ast eqs[64];
      int n = 0;
      bool sorts = true; /* operands of other widths: not the same function */
      for (int k = 0; k < a->nops; k++) sorts &= a->ops[k]->width == b->ops[k]->width;
      if (!sorts) continue;
      for (int k = 0; k < a->nops && n < 64; k++)
        if (a->ops[k] != b->ops[k]) eqs[n++] = mk_eq(s, tr(s, a->ops[k]), tr(s, b->ops[k]));
      Z3_ast args = n ? keep(s, Z3_mk_and(s->z, (unsigned)n, eqs)) : keep(s, Z3_mk_true(s->z));
      Z3_ast vals = mk_eq(s, tr(s, a), tr(s, b));
      acc = mk_and2(s, acc, keep(s, Z3_mk_implies(s->z, args, vals)));
    }
  }
  return acc;
}

/* ---- models ---- */

static bool value_of(smt *s, Z3_model m, sym_term *t, uint64_t *out) {
  Z3_ast v = NULL;
  Z3_ast a = ir_map_get(&s->caches[s->mode], t);
  if (!a || !Z3_model_eval(s->z, m, a, true, &v) || !v) return false;
  Z3_inc_ref(s->z, v);
  bool ok = true;
  if (t->width == 1) {
    Z3_lbool b = Z3_get_bool_value(s->z, v);
    *out = b == Z3_L_TRUE;
  } else {
    ok = Z3_get_numeral_uint64(s->z, v, out);
  }
  Z3_dec_ref(s->z, v);
  return ok;
}

static void fill_model(smt *s, Z3_model m, sym_model *model) {
  for (int i = 0; i < s->apps.n; i++) {
    uint64_t v;
    if (value_of(s, m, s->apps.v[i], &v)) sym_model_set(model, s->apps.v[i], v);
  }
}

static int minimise_rank(const sym_term *t) {
  switch (t->op) {
  case SYM_ARG: return 0;
  case SYM_SREG: return 1;
  case SYM_K: case SYM_EXITK: return 2;
  case SYM_LOAD: case SYM_UF: return 3;
  case SYM_GLOBAL: case SYM_WIN: case SYM_OBJ: return 4;
  default: return 5;
  }
}

/* Whether a leaf's value v meets bound k of minimise's ladder (w: the leaf's width). */
static bool meets_bound(uint64_t v, int k, unsigned w, const uint64_t *bounds) {
  if (k < 2) return v == bounds[k];
  if (k < 6) return v <= bounds[k];
  return ((v + bounds[k]) & sym_mask(w)) < 2 * bounds[k];
}

/* The solver's current model, counted (NULL if none). */
static Z3_model current_model(smt *s) {
  Z3_model m = Z3_solver_get_model(s->z, s->solver);
  if (m) Z3_model_inc_ref(s->z, m);
  return m;
}

/* Pushes each leaf toward 0, then <= 0xF, then <= 0xFF, keeping the query satisfiable, on a
 * satisfiable solver state whose model is cur (counted); returns the last model found
 * (counted, cur or a later one; the caller releases it).
 * A bound the current model already meets is asserted without a solver call, and the calls
 * together get at most the query's own budget of resource units, a quarter of it for a
 * quick model (deterministic, as the budgets are: a count, not a clock). */
static Z3_model minimise(smt *s, Z3_model cur, unsigned budget, bool quick) {
  static const uint64_t bounds[8] = {0, 1, 2, 3, 0xF, 0xFF, 16, 256};
  unsigned per = budget < 250 ? budget : 250;
  if (quick && per > 20) per = 20;
  set_timeout(s, per);
  double left = budget * rlimit_per_ms(s) / (quick ? 4 : 1);
  /* and CPU time: twice the budget (a quarter of it, quick).  Z3's count misses most of what
   * bit-blasting a product costs: a 61-leaf model of nested_loops3 took 12 s of short calls,
   * each one stopped by the CPU-time net alone */
  double cpu_end = thread_cpu_ms() + (quick ? budget / 4.0 : 2.0 * budget);
  for (int rank = 0; rank <= 4 && left > 0; rank++)
    for (int i = 0; i < s->apps.n && left > 0 && thread_cpu_ms() < cpu_end; i++) {
      sym_term *t = s->apps.v[i];
      if (t->width == 1 || minimise_rank(t) != rank) continue;
      Z3_ast a = ir_map_get(&s->caches[s->mode], t);
      uint64_t now;
      if (!a || !value_of(s, cur, t, &now)) continue;
      /* 0, then 1 (block sizes cannot be 0), then small, then smallish, then small and
       * smallish negative numbers */
      for (int k = 0; k < (quick ? 2 : 8) && left > 0; k++) {
        if (bounds[k] > sym_mask(t->width) || (k >= 6 && t->width < 16)) break;
        Z3_solver_push(s->z, s->solver);
        Z3_ast c = k < 2   ? mk_eq(s, a, num(s, t->width, bounds[k]))
                   : k < 6 ? keep(s, Z3_mk_bvule(s->z, a, num(s, t->width, bounds[k])))
                           : keep(s, Z3_mk_bvult(s->z, keep(s, Z3_mk_bvadd(s->z, a, num(s, t->width, bounds[k]))),
                                                 num(s, t->width, 2 * bounds[k])));
        Z3_solver_assert(s->z, s->solver, c);
        if (meets_bound(now, k, t->width, bounds)) break; /* the current model is one */
        double before = last_rlimit(s);
        double cap = cpu_end - thread_cpu_ms(), al = allowance_left(s);
        Z3_lbool r = solve_within(s, per, al < cap ? al : cap, NULL);
        left -= last_rlimit(s) - before;
        if (r == Z3_L_TRUE) {
          Z3_model m = current_model(s);
          if (m) {
            Z3_model_dec_ref(s->z, cur);
            cur = m;
            break;
          }
        }
        Z3_solver_pop(s->z, s->solver, 1);
      }
    }
  return cur;
}

/* Every leaf of the current query of 14 bits or more lies in [-2^12, 2^12). */
static Z3_ast small_values(smt *s) {
  Z3_ast acc = keep(s, Z3_mk_true(s->z));
  for (int i = 0; i < s->apps.n; i++) {
    sym_term *t = s->apps.v[i];
    if (t->width < 14 || t->width > 64) continue;
    Z3_ast a = ir_map_get(&s->caches[s->mode], t);
    if (!a) continue;
    Z3_ast sh = keep(s, Z3_mk_bvadd(s->z, a, num(s, t->width, 1ULL << 12)));
    acc = mk_and2(s, acc, keep(s, Z3_mk_bvult(s->z, sh, num(s, t->width, 1ULL << 13))));
  }
  return acc;
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

unsigned smt_set_timeout(smt *s, unsigned timeout_ms) {
  unsigned was = s->timeout_ms;
  s->timeout_ms = timeout_ms;
  return was;
}

/* smt_check in mode (0 exact, 1 abstract, 2 propositional) within timeout_ms, no model */
static smt_result check_within(smt *s, sym_term *const *facts, int n, int mode, unsigned timeout_ms) {
  sym_term **nf = malloc((size_t)(n + 1) * sizeof *nf);
  if (!nf) ir_oom();
  for (int i = 0; i < n; i++) nf[i] = mode ? sym_nf(s->c, facts[i]) : facts[i];
  s->mode = mode;
  unsigned saved = s->timeout_ms;
  if (timeout_ms < saved) s->timeout_ms = timeout_ms;
  smt_result r = smt_check(s, nf, n, false, NULL, NULL, 0);
  s->timeout_ms = saved;
  s->mode = 0;
  free(nf);
  return r;
}

smt_result smt_check_prop(smt *s, sym_term *const *facts, int n, unsigned timeout_ms) {
  return check_within(s, facts, n, 2, timeout_ms);
}

smt_result smt_check_abstract(smt *s, sym_term *const *facts, int n, unsigned timeout_ms) {
  return check_within(s, facts, n, 1, timeout_ms);
}

smt_result smt_check_exact(smt *s, sym_term *const *facts, int n, unsigned timeout_ms) {
  return check_within(s, facts, n, 0, timeout_ms);
}

/* One solver of the portfolio on the asserted query; leaves the solver clean. */
static smt_result run_solver(smt *s, int which, Z3_ast *asserts, int n, unsigned ms, int minimize,
                             sym_model *model, char *why, size_t whylen) {
  s->solver = s->solvers[which];
  set_timeout(s, ms);
  Z3_solver_push(s->z, s->solver);
  for (int i = 0; i < n; i++) Z3_solver_assert(s->z, s->solver, asserts[i]);
  const char *dump = getenv("NVTV_DUMP_SMT"); /* developer aid: a directory */
  if (dump && which == 0) {
    char path[512];
    FILE *f = NULL; /* one file per query: a later smt of the process (the next function) takes the next free name */
    for (int k = 0; !f && k < 100; k++) {
      snprintf(path, sizeof path, "%s/p%d-q%04d%s-%d.smt2", dump, (int)getpid(), s->st.queries, s->mode ? "-abs" : "", k);
      f = fopen(path, "wx");
    }
    if (f) {
      fputs(Z3_solver_to_string(s->z, s->solver), f);
      fputs("(check-sat)\n", f);
      fclose(f);
    }
  }
  double before = last_rlimit(s), t0 = now_ms();
  bool cpu_net = false;
  double allow = allowance_left(s);
  Z3_lbool r = allow > 0 ? solve_within(s, ms, allow, &cpu_net) : Z3_L_UNDEF;
  bool spent = allow <= 0 || (cpu_net && allow < cpu_limit_ms(ms)); /* the allowance stopped it */
  double took = now_ms() - t0;
  double units = last_rlimit(s) - before; /* the counter is the context's, cumulative */
  s->st.rlimit += units;
  s->st.solver_units[which] += units;
  s->st.solver_ms[which] += took;
  smt_result res = r == Z3_L_TRUE ? SMT_SAT : r == Z3_L_FALSE ? SMT_UNSAT : SMT_UNKNOWN;
  if (res == SMT_UNKNOWN) {
    const char *msg = allow > 0 ? Z3_solver_get_reason_unknown(s->z, s->solver) : NULL;
    bool net = !cpu_net && msg && (strstr(msg, "canceled") || strstr(msg, "timeout")) && took >= (double)wall_ms(ms) - 500;
    s->st.wall_stops += (net || cpu_net) && !spent;
    if (why && spent)
      snprintf(why, whylen, "timeout: the check's CPU-time allowance (%.0f ms for all of a function's queries: a "
               "quick look's) is spent", s->allow_ms);
    else if (why && cpu_net)
      snprintf(why, whylen, "timeout: the CPU-time safety net (%u ms of CPU time for the query's %u ms budget) stopped "
               "Z3 before its resource limit (a search Z3's resource count undercounts)", cpu_limit_ms(ms), ms);
    else if (why && net)
      snprintf(why, whylen, "the wall-clock safety net (%u ms: %dx the budget, at least %u ms) stopped Z3 before its "
               "resource limit: a slow or overloaded machine", wall_ms(ms), SMT_WALL_FACTOR, SMT_WALL_FLOOR_MS);
    else if (why && ((msg && (strstr(msg, "resource") || strstr(msg, "canceled"))) ||
                     units >= 0.9 * (double)ms * rlimit_per_ms(s)))
      /* below the safety net, only the resource limit cancels Z3 (4.8's reason for it is
       * "canceled", or "sat.canceled" from the bit-blaster; a tactic that used it up may say
       * only "no reason given": tiled sgemm at -O0, by its resource count) */
      snprintf(why, whylen, "timeout: Z3's resource limit for the query's %u ms budget (--timeout-ms; its last solver "
               "had %u ms of it)", s->timeout_ms, ms);
    else if (why)
      snprintf(why, whylen, "Z3 gave up without an answer before its resource limit (its reason: \"%s\"): a query "
               "outside what its solvers decide", msg && *msg ? msg : "none");
  }
  double tm0 = now_ms();
  if (res == SMT_SAT && model) {
    Z3_model m = current_model(s);
    Z3_solver_push(s->z, s->solver);
    if (m && minimize) m = minimise(s, m, ms, minimize == 2);
    if (m) {
      fill_model(s, m, model);
      Z3_model_dec_ref(s->z, m);
    }
  }
  if (getenv("NVTV_TRACE_SMT")) /* developer aid: one line per solver call */
    fprintf(stderr, "[smt] q%04d %s solver %d: budget %u ms, %.1f ms, %.0f units, %.0f conflicts, %s; model %.1f ms; %d leaves\n",
            s->st.queries, s->mode == 2 ? "propositional" : s->mode ? "abstract" : "exact", which, ms, took, units,
            solver_stat(s, which ? "sat conflicts" : "conflicts"),
            res == SMT_SAT ? "sat" : res == SMT_UNSAT ? "unsat" : "unknown", now_ms() - tm0, s->apps.n);
  /* (the scopes are popped before the reset: Z3 4.8.12 reset with scopes still open left
   * rowmajor64's first query of lit passes/corpus-check.ll a timeout instead of its model) */
  Z3_solver_pop(s->z, s->solver, Z3_solver_get_num_scopes(s->z, s->solver));
  /* A fresh solver state for every query: the state
   * a popped query leaves behind (learned lemmas, activities, the tactic's caches) made later
   * verdicts depend on which queries came before (default<O3> over corpus/cuda: game_of_life's
   * #30 proved alone, unknown after another kernel's obligations changed), and made them
   * slower (94 s against 125 s). */
  Z3_solver_reset(s->z, s->solver);
  return res;
}

smt_result smt_check(smt *s, sym_term *const *facts, int n, int minimize, sym_model *model,
                     char *why, size_t whylen) {
  if (proved_before(s, facts, n)) {
    s->st.cached++;
    return SMT_UNSAT;
  }
  ensure_z3(s);
  double t0 = now_ms();
  s->apps.n = 0;
  ir_map_free(&s->app_seen);
  ir_map_init(&s->app_seen);
  for (int i = 0; i < n; i++) visit(s, facts[i]);
  Z3_ast *asserts = malloc((size_t)(n + 2) * sizeof *asserts);
  if (!asserts) ir_oom();
  for (int i = 0; i < n; i++) asserts[i] = tr(s, facts[i]);
  /* the propositional abstraction drops every constraint below its atoms */
  asserts[n] = s->mode == 2 ? keep(s, Z3_mk_true(s->z)) : ackermann(s);
  asserts[n + 1] = s->mode == 2 ? keep(s, Z3_mk_true(s->z)) : abstraction_lemmas(s, sreg_facts(s), facts, n);
  /* When a model is wanted: first the same query with every leaf small (a model there is a
   * model of the query, and bit-blasting 64-bit arithmetic whose high bits are known is ten
   * times faster); its UNSAT says nothing.  Then word-level (good at arithmetic arguments
   * over few variables), then bit-blasting (good at large modular identities) with what is
   * left of the budget. */
  smt_result res = SMT_UNKNOWN;
  unsigned spent = 0;
  if (minimize && !s->mode && s->timeout_ms >= 40) {
    unsigned small = s->timeout_ms / 5;
    Z3_ast *a2 = malloc((size_t)(n + 3) * sizeof *a2);
    if (!a2) ir_oom();
    memcpy(a2, asserts, (size_t)(n + 2) * sizeof *a2);
    a2[n + 2] = small_values(s);
    res = run_solver(s, 1, a2, n + 3, small, minimize, model, NULL, 0);
    spent = small; /* the budget, not the time it took: the split must not depend on load */
    free(a2);
    if (res != SMT_SAT) res = SMT_UNKNOWN;
  }
  unsigned budget = s->timeout_ms > spent + 20 ? s->timeout_ms - spent : 20;
  unsigned first = s->mode ? budget : budget * 2 / 5;
  if (first < 20) first = budget;
  if (res != SMT_SAT) res = run_solver(s, 0, asserts, n + 2, first, minimize, model, why, whylen);
  if (res == SMT_UNKNOWN && budget > first)
    res = run_solver(s, 1, asserts, n + 2, budget - first, minimize, model, why, whylen);
  if (res == SMT_SAT && s->ack_cut) {
    res = SMT_UNKNOWN;
    if (why)
      snprintf(why, whylen, "the query applies the same uninterpreted operation (a float operation, a call, a "
               "load) to more pairs of arguments than nvtv relates (%d): a model of what it kept is no "
               "counterexample", SMT_ACK_MAX);
  }
  free(asserts);
  release_scratch(s);
  double ms = now_ms() - t0;
  push_time(&s->st, ms);
  s->st.queries++;
  s->st.ms += ms;
  if (ms > s->st.max_ms) s->st.max_ms = ms;
  if (res == SMT_SAT) s->st.sat++;
  else if (res == SMT_UNSAT) s->st.unsat++, remember_proof(s, facts, n);
  else s->st.unknown++;
  return res;
}
