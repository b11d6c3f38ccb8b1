/* fuzz: the kernel generator, the IR mutator, fuzz campaigns, the reducer and the reports.
 *
 * gen.c       kernel specs decoded from bytes (a byte mutation is a structural mutation),
 *             encoded back, biased by shapes
 * gen_emit.c  a spec emitted as NVPTX IR text
 * mutate.c    IR-level mutations of corpus kernels
 * oracle.c    one kernel through a pipeline and the verifier: findings and their signatures
 * campaign.c  nvtv fuzz: forked workers, atomic finding directories, resume
 * reduce.c    delta debugging over the spec and over the IR
 * report.c    SARIF 2.1.0 and JUnit XML
 * adversary.c nvtv fuzz --adversary: mutate-tgt's pairs, the verifier's verdict held against
 *             execution, recall per kind of change
 * Every external name is prefixed gen_, mut_, orc_, camp_, red_, rep_ or adv_.
 */
#ifndef NVTV_FUZZ_H
#define NVTV_FUZZ_H

#include <stdint.h>
#include <stdio.h>

#include "passes.h"
#include "verify.h"

/* ---- specs (gen.c) -------------------------------------------------------------------- */

enum { GEN_MAX_STMTS = 48, GEN_MAX_ARRAYS = 4, GEN_MAX_DEPTH = 3, GEN_SPEC_BYTES = 512 };

typedef enum gen_kind { GS_ACCESS, GS_IF, GS_SWITCH, GS_LOOP, GS_BARRIER, GS_NKINDS } gen_kind;

/* An index in elements: sum of coefficient * atom + k.  Atoms: tid.x, tid.y, tid.z, the
 * global id (ctaid.x * ntid.x + tid.x), the argument %n, the 64-bit argument %ld times the
 * row id (tid.y, or the global id in 1-D kernels: a 64-bit product), and the counters of the
 * enclosing loops, innermost first. */
enum { GA_TX, GA_TY, GA_TZ, GA_GID, GA_N, GA_ROWLD, GA_L0, GA_L1, GA_L2, GA_NATOMS };

typedef struct gen_index {
  int8_t c[GA_NATOMS];
  int16_t k;
  uint8_t form; /* how it is written; see gen.c "forms" */
} gen_index;

typedef struct gen_stmt {
  uint8_t kind;   /* gen_kind */
  uint8_t var;    /* variant (0-15; 0-9 plain): access: 10 volatile, 11 <2 x T>, 12 <4 x T>,
                     13 memcpy, 14 memset, 15 a call of an internal device function; barrier:
                     6 barrier.sync, 7 barrier.sync.cnt, 8-10 barrier0.popc/and/or, 11
                     bar.warp.sync, 12-14 membar.cta/gl/sys, 15 by bound: cp.async.bulk.wait,
                     cluster arrive.relaxed + wait, barrier.cluster arrive + wait, nvvm.exit,
                     trap, barrier.n; loop: bit 0 an i64 counter, bit 1 starting at
                     the enclosing loop's counter, bit 2 an exit test on pointers into
                     %g0 that the body loads through, bit 3 an increment without nsw
                     (C's unsigned counter) */
  uint8_t stride; /* loop (0-63): 48-63 a step from gen.c's step table (large, non-power-of-
                     two, or the enclosing loop's) */
  uint8_t scale;  /* access (0-63): 48-59 the loop counters' coefficients times a factor of
                     gen.c's scale table, 60-63 a constant offset beyond 2^30 elements */
  uint8_t nkids[2]; /* direct children in arm 0 (then / body / cases) and arm 1 (else) */
  uint8_t array;  /* access: which array (globals first, then shared) */
  uint8_t op;     /* access: 0 load, 1 store, 2 atomic add; branch: condition kind */
  uint8_t value;  /* store: 0 constant, 1 last loaded value, 2 %n, 3 a loop counter */
  uint8_t step;   /* loop: step 1, 2, 3 or ntid.x (3) */
  uint8_t down;   /* loop: counts down */
  int16_t bound;  /* loop bound or branch constant */
  uint8_t argb;   /* loop: bound is %n */
  uint8_t rot;    /* loop: rotated (a guard, the test of i.next in the latch: -O3's form) */
  gen_index idx;
} gen_stmt;

typedef struct gen_spec {
  uint8_t nglobal, nshared; /* arrays */
  uint8_t elem[GEN_MAX_ARRAYS * 2]; /* 0 i32, 1 float, 2 i64 */
  uint8_t dims;    /* bit 1: y, bit 2: z */
  uint8_t flags;   /* 1: global arrays noalias, 2: range attributes on tid */
  uint8_t kflags;  /* 1: the first shared array is dynamic (extern [0 x T]), 2: 3-D tiles
                      (shared indices scale tid.y by 8 and tid.z by 64), 4: a private array
                      (alloca) in each if's then arm */
  int ns;
  gen_stmt s[GEN_MAX_STMTS]; /* preorder: a statement, then the subtrees of its children */
  uint8_t off[GEN_MAX_STMTS]; /* reducer: statement (and its subtree) left out */
} gen_spec;

typedef struct gen_opts {
  unsigned shapes; /* GEN_SHAPE_* to favour (0: all) */
} gen_opts;

enum {
  GEN_SHAPE_STRIDED = 1,
  GEN_SHAPE_NEGOFF = 2,
  GEN_SHAPE_CROSSBLOCK = 4,
  GEN_SHAPE_BARRIER = 8,
  GEN_SHAPE_LOOP = 16,
  GEN_SHAPE_WIDE = 32,   /* 64-bit index arithmetic (what SCEV-CGP narrows) */
  GEN_SHAPE_SHARED = 64,
  GEN_SHAPE_SYNC = 128,    /* every sync intrinsic: barrier variants, warp sync, fences, exit... */
  GEN_SHAPE_I64 = 256,     /* i64 loop counters */
  GEN_SHAPE_STRIDE = 512,  /* large, negative and non-power-of-two steps and coefficients */
  GEN_SHAPE_MEMOPS = 1024, /* vectors, volatile, memcpy/memset, device calls, atomics in loops */
  GEN_SHAPE_TILE3D = 2048, /* 3-D kernels with shared tiles, dynamic shared memory */
  GEN_SHAPE_ALL = 4095
};

/* Names "strided,negoff,crossblock,barrier,loop,wide,shared,sync,i64,stride,memops,tile3d"
 * (or "all") -> bits; false on an unknown. */
bool gen_parse_shapes(const char *s, unsigned *out, char *err, size_t errlen);
/* Decodes a spec from bytes (any bytes give a valid spec; missing bytes read as 0). */
void gen_decode(const uint8_t *data, size_t n, const gen_opts *o, gen_spec *s);
/* The bytes that decode to s (at most cap; returns the length). */
size_t gen_encode(const gen_spec *s, uint8_t *out, size_t cap);
/* Spec bytes from a 64-bit seed. */
void gen_seed_bytes(uint64_t seed, uint8_t *out, size_t n);
/* The spec of a seed, biased toward shapes (GEN_SHAPE_*; 0 for none). */
void gen_from_seed(uint64_t seed, unsigned shapes, gen_spec *s);
/* NVPTX IR text of the spec's kernel @k (malloc'd); every emitted module passes the IR
 * verifier. */
char *gen_emit(const gen_spec *s);
/* Structural mutation of a spec (libFuzzer's custom mutator, the campaign). */
void gen_mutate(gen_spec *s, uint64_t *rng);
uint64_t gen_rand(uint64_t *state); /* splitmix64 */
int gen_live_stmts(const gen_spec *s);

/* ---- IR mutations (mutate.c) ---------------------------------------------------------- */

/* One random mutation of m in place: shift an offset, swap equal index forms, add or remove
 * a flag, duplicate an access at a new offset, insert or move a barrier, split a block.
 * Returns the mutation's name, or NULL when nothing applied.  m still verifies. */
const char *mut_apply(LLVMModuleRef m, uint64_t *rng);

/* ---- one kernel through the oracle (oracle.c) ----------------------------------------- */

/* The per-query budget of the adversary's verdict on a pair execution cannot tell apart, and
 * the CPU time all of a function's queries may take there */
#define ORC_SAME_QUERY_MS 250
#define ORC_SAME_ALLOWANCE_MS 300

typedef struct orc_config {
  const char *passes;      /* ours, or NULL */
  const char *llvm_passes; /* a stock pipeline, or NULL */
  const char *opt_cmd;     /* an external command (--opt-cmd), or NULL; always forked */
  nvtv_knobs knobs;
  verify_opts v;
  const char *mcpu;
  bool in_process;         /* run the pipeline in this process (a campaign worker) */
  unsigned timeout_s;      /* pipeline child limit when not in process */
  volatile int *phase;     /* when set: 1 while the pipeline runs, 2 while the verifier does,
                              4 while the interpreter does */
  volatile int *child_group; /* when set: an --opt-cmd's process group while it runs */
  volatile int *stop;      /* when set and nonzero: the reducer ends at its next test with what
                              it has (a campaign that reached --time or was interrupted) */
  bool exec_oracle;        /* also run src and tgt concretely (interp_diff) when Z3 finds nothing */
  bool exec_always;        /* ... and when it finds a counterexample too (the adversary's recall) */
  int exec_runs;           /* its random inputs per kernel (each under every schedule) */
  bool exec_widen;         /* ... tried in wider blocks where src is undefined on all (check, not campaigns) */
  bool progress;           /* the reducer shows its progress on stderr (nvtv reduce on a terminal) */
} orc_config;

typedef enum orc_kind {
  ORC_OK,             /* proved / bounded / unknown / unsupported only */
  ORC_FINDING,        /* the verifier found a counterexample */
  ORC_PASS_CRASH,
  ORC_PASS_HANG,
  ORC_INVALID_IR,
  ORC_INPUT,          /* the kernel itself does not load / verify (generator bug) */
  ORC_EXEC_DIFF       /* execution differs where Z3 found nothing: verifier-unsound when
                         every access was proved, exec-mismatch when some were bounded or
                         unknown */
} orc_kind;

typedef struct orc_result {
  orc_kind kind;
  char sig[256];       /* signature of the first finding (or of the failure) */
  char what[512];      /* one line */
  int count[V_NVERDICTS];
  LLVMModuleRef tgt;   /* owned; NULL when the pipeline failed */
  verify_report rep;   /* the verifier's report (findings with text and JSON) */
  bool have_rep;
  double pass_ms, verify_ms, exec_ms;
  int exec_compared, exec_discarded; /* the exec oracle's inputs compared / skipped (src UB...) */
  bool exec_unsupported;             /* the interpreter could not run this kernel */
  bool exec_ran;                     /* the exec oracle ran: exec_diff is interp_diff's answer */
  char exec_what[512];               /* what it saw (a difference: inputs, schedule, bytes) */
  int exec_diff;                     /* 1 a difference, 0 none, -1 the interpreter could not run it */
} orc_result;

void orc_config_default(orc_config *c);
/* Tags a copy of m, runs the pipeline and verifies.  m is left as it was. */
void orc_run(const orc_config *c, LLVMModuleRef m, orc_result *r);
void orc_result_free(orc_result *r);
/* Execution alone on a transformed pair, with the oracle's settings (c->exec_runs random
 * inputs, unbounded objects, a fixed seed): interp_diff_stats_run over kernel fn (NULL: every
 * kernel).  1 a difference, 0 none, -1 the interpreter cannot run it (what says why). */
int orc_exec(const orc_config *c, LLVMModuleRef src, LLVMModuleRef tgt, const char *fn, interp_diff_stats *st,
             char *what, size_t n);
/* "PIPELINE|kind|detail|role": pipeline, check kind, hazard or mismatch detail, role of the
 * access (load/store/atomic/barrier...).  mutate-tgt's -mutate-seed is not part of it (an
 * adversary's verifier-unsound finding is named by its kind of change, the role "KIND:CLASS"). */
void orc_signature(const orc_config *c, const v_finding *f, const char *role, char *out, size_t n);
/* The pipeline text of a configuration ("cbe,basr,cgp" or "llvm:PIPELINE") with the knobs that
 * differ from their defaults. */
void orc_pipeline_text(const orc_config *c, char *out, size_t n);
/* The same as a signature names it: without mutate-tgt's -mutate-seed. */
void orc_pipeline_sig(const orc_config *c, char *out, size_t n);
/* The empty pipeline (passes ""): a kernel against itself, which must always be proved; its
 * pipeline text is "identity" and a counterexample's kind identity-failed. */
bool orc_is_identity(const orc_config *c);
/* Does verifying with this configuration give a finding with signature sig? */
bool orc_interesting(const orc_config *c, LLVMModuleRef m, const char *sig);
/* Is sig's kind one that only running the oracle shows (a crash, a hang, invalid IR, an
 * execution difference) rather than one of the verifier's counterexamples?  *exec is set
 * when the exec oracle is needed. */
bool orc_sig_needs_run(const char *sig, bool *exec);

/* ---- the reducer (reduce.c) ------------------------------------------------------------- */

typedef struct red_stats {
  int tests, kept;
  int before, after; /* instructions */
  double ms;
} red_stats;

/* Reduces m (in place) to a smaller module that still gives signature sig; when spec is
 * given, the spec is reduced first (m is then re-emitted from it).  Returns the reduced
 * module (may be a new one in ctx; the old one is disposed). */
LLVMModuleRef red_reduce(const orc_config *c, LLVMContextRef ctx, LLVMModuleRef m, gen_spec *spec, const char *sig,
                         double time_limit_s, red_stats *st);
int red_count_insts(LLVMModuleRef m);
/* The reducer's time budget for a kernel of insts instructions: base_s per 30 instructions,
 * at least base_s, at most RED_MAX_SCALE times it. */
enum { RED_MAX_SCALE = 6 };
double red_budget_s(double base_s, int insts);
/* Merges straight-line blocks of f (a block into its only predecessor when that ends in an
 * unconditional branch to it): every such pair when only < 0, else the only-th.  Returns the
 * number merged.  One of the reducer's steps. */
int red_merge_blocks(LLVMValueRef f, int only);

/* ---- reports (report.c) ------------------------------------------------------------------ */

typedef struct rep_item {
  const char *rule;     /* check kind */
  const char *message;
  const char *file;     /* src.ll path */
  int line;
  const char *func;
  const char *sig;
  const char *level;    /* "error" / "warning" / "note" */
  const char *detail;   /* the finding's detail lines (access, terms, inputs, values), or NULL */
} rep_item;

/* SARIF 2.1.0 with one result per item: URIs relative to NVTV_SARIF_ROOT (default: the
 * working directory) under uriBaseId SRCROOT, the detail in message.text, a fingerprint of
 * signature + file + line. */
bool rep_write_sarif(const char *path, const rep_item *items, int n, const char *tool_version);
/* JUnit XML: one testcase per case name; failing ones carry their items. */
typedef struct rep_case {
  const char *name;
  const rep_item *failures;
  int nfailures;
  double seconds;
  const char *skipped; /* why the case was not run (a <skipped/> element), or NULL */
} rep_case;
bool rep_write_junit(const char *path, const char *suite, const rep_case *cases, int n);
/* Writes text to path atomically (temporary name, then rename). */
bool rep_write_atomic(const char *path, const char *text, size_t n);

/* ---- the adversary (adversary.c) ------------------------------------------------------------
 * Each pair is (a kernel, mutate-tgt's one change of it).  Execution (interp_diff under every
 * schedule, boundary inputs among its random ones) says whether the two differ; the verifier
 * says counterexample, proved, bounded, unknown or unsupported.  Per kind of change: */
enum {
  ADV_PAIRS,    /* pairs (a change was made) */
  ADV_DIFFER,   /* execution tells src and tgt apart */
  ADV_HIT,      /* ... and the verifier gives a counterexample: recall = HIT / DIFFER */
  ADV_UNSOUND,  /* ... and the verifier proved every access: a verifier-unsound finding */
  ADV_BOUNDED,  /* ... and the verifier verified it up to the unroll bound */
  ADV_UNKNOWN,  /* ... and the verifier said unknown */
  ADV_UNSUPP,   /* ... and the verifier said unsupported */
  ADV_CEXONLY,  /* a counterexample where execution saw no difference */
  ADV_SAME,     /* execution compared inputs and saw no difference */
  ADV_NOTRUN,   /* the interpreter could not run the pair, or compared no input */
  ADV_NCOLS
};
/* row MUTATE_NKINDS counts kernels where no change of the kinds asked applied (PAIRS only) */
typedef struct adv_table {
  long n[MUTATE_NKINDS + 1][ADV_NCOLS];
} adv_table;
/* One pair's result (orc_run with mutate-tgt and exec_always) into t; true when it is a
 * finding to keep: verifier-unsound, or mutate-tgt itself failed (a crash, invalid IR). */
bool adv_classify(const orc_result *r, adv_table *t);
void adv_add(adv_table *into, const adv_table *t);
/* The table: one row per kind, the total, recall as HIT / DIFFER. */
void adv_print(FILE *out, const adv_table *t);
json_t *adv_json(const adv_table *t);
/* Reads adv_json's document back (a campaign's --resume); false when it is not one. */
bool adv_from_json(const json_t *j, adv_table *t);

/* ---- campaigns (campaign.c) --------------------------------------------------------------- */

typedef struct camp_opts {
  orc_config orc;
  double time_s;
  int jobs;
  const char *corpus;      /* mutate these .ll, .bc and .cu files too, or NULL */
  ir_cuda_opts cuda;       /* how .cu files of the corpus are compiled */
  const char *out;         /* output directory */
  uint64_t seed;
  bool resume;
  bool random_knobs, include_unsound;
  unsigned kernel_timeout_s;
  size_t mem_limit;        /* bytes per worker */
  unsigned shapes;
  bool quiet;
  double reduce_s;         /* time limit per reduction */
  long max_kernels;        /* per worker: stop after this many (0: none) */
  int max_findings;        /* stop once this many unique findings exist (0: none) */
  double stats_interval;   /* seconds between progress lines and plot_data rows */
  bool adversary;          /* orc is mutate-tgt with exec_always: each kernel is a pair of the
                              adversary (adversary.c); corpus files are taken as they are */
} camp_opts;

/* What campaign.json records (camp_state_load): the configuration a --resume restores, and
 * the counters it continues from. */
enum { CAMP_MAXJOBS = 64 };
/* --time is a wall-clock promise: once a campaign stops, a worker gets CAMP_STOP_GRACE_S to
 * finish its kernel (CAMP_STOP_FINDING_S while it reduces or writes a finding, its reduction
 * cut short), then it is killed and its kernel is not counted (a --resume makes it again). */
enum { CAMP_STOP_GRACE_S = 3, CAMP_STOP_FINDING_S = 15 };
/* a campaign's per-query budget (--timeout-ms at most this), and nvtv reduce's: what a finding
 * was found with is what its reduction tests */
enum { CAMP_QUERY_MS = 1000 };
typedef struct camp_state {
  uint64_t seed;
  int jobs;
  char pipeline[1024];     /* orc_pipeline_text: ours with knobs, llvm:..., cmd:... */
  unsigned shapes;
  char corpus[1024];       /* "" for none */
  bool exec_oracle;
  double elapsed;
  long iter[CAMP_MAXJOBS];
  long kernels, accesses[V_NVERDICTS], findings;
  bool adversary;
  adv_table adv;
} camp_state;

/* Reads OUT/campaign.json.  0: read; -1: absent; 1: unreadable or not a campaign's (msg). */
int camp_state_load(const char *out, camp_state *st, char *msg, size_t n);


typedef struct camp_summary {
  long kernels, accesses[V_NVERDICTS], findings, unique; /* the campaign's, across resumes */
  long run_kernels;                                      /* this run's (the times below) */
  double seconds;
  double gen_ms, pass_ms, verify_ms, exec_ms;
  long exec_compared, exec_discarded, exec_unsupported; /* --exec-oracle: inputs, kernels */
  long identity;        /* this run's kernels also verified against themselves (every 100th) */
  adv_table adv;        /* --adversary: the campaign's pairs, across resumes */
} camp_summary;

void camp_opts_default(camp_opts *o);
/* Knobs drawn from the seed: a third of them off their defaults, sound ones only unless
 * include_unsound; the ones given (given->set) stay. */
void camp_random_knobs(const nvtv_knobs *given, bool include_unsound, uint64_t seed, nvtv_knobs *k);
/* Runs a campaign; returns 0 without findings, 1 with, 2 on a setup error (message printed). */
int camp_run(const camp_opts *o, camp_summary *sum);
/* out/report.sarif and out/junit.xml from every finding in out/findings. */
bool camp_write_reports(const char *out);

#endif
