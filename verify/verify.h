/* verify: translation validation of src -> tgt.
 *
 * Three layers, arrows downward only.  The driver (driver.c, match.c, limits.c) matches
 * functions and loops and runs the correspondence rules of verify/rules/ (rules.h: one file
 * each, one table) in order; the rules pair src accesses with tgt ones and state the
 * obligations of DESIGN.md ("Refinement obligations") through verify/oblig/ (oblig.h), which
 * discharges them on the normal-form fast path or with Z3 (oblig/smt.c, the only code that
 * includes z3.h and owns every Z3 reference count), unrolls opaque recurrences when it must,
 * and records findings with concrete, minimised counterexamples that are re-evaluated with
 * sym_eval() and replayed in the interpreter (verify/exec/) before they are reported.
 * oblig/report.c holds and prints the report.
 */
#ifndef NVTV_VERIFY_H
#define NVTV_VERIFY_H

#include <stdio.h>

#include "sym.h"
#include "exec.h"

#include <jansson.h>

/* ---- smt.c --------------------------------------------------------------------------- */

typedef struct smt smt;
typedef enum smt_result { SMT_UNSAT, SMT_SAT, SMT_UNKNOWN } smt_result;

typedef struct smt_stats {
  int queries, sat, unsat, unknown;
  double ms, max_ms;
  double rlimit;  /* Z3 resource units spent (the deterministic budget, see smt.c) */
  double solver_units[2], solver_ms[2]; /* per solver of the portfolio: word-level, bit-blasting */
  int wall_stops; /* queries stopped by a safety net (wall-clock or CPU time), not the budget */
  int cached;     /* queries answered by an earlier proof of the same query (not counted above) */
  double *times; /* every query's duration in ms (owned; smt_stats_free) */
  int ntimes, captimes;
} smt_stats;

smt *smt_new(sym_ctx *c, unsigned timeout_ms);
void smt_free(smt *s);
/* Z3's version, "4.8.12" */
void smt_version(char *out, size_t n);
/* Is the conjunction of the boolean terms satisfiable?  Range facts about special
 * registers and functional consistency of uninterpreted applications are added.  On SAT,
 * fills model with every leaf's value, pushed toward small numbers when minimize is 1
 * (0 and 1 for each leaf, in short solver calls, when it is 2: a quick model).
 * On UNKNOWN, why says what Z3 said. */
smt_result smt_check(smt *s, sym_term *const *facts, int n, int minimize, sym_model *model,
                     char *why, size_t whylen);
/* The same question with nonlinear products and their overflow conditions abstracted as
 * fresh variables, on the word-level solver only: UNSAT here means UNSAT for the real
 * query; SAT or UNKNOWN mean nothing. */
smt_result smt_check_abstract(smt *s, sym_term *const *facts, int n, unsigned timeout_ms);
/* The same with every boolean that is not an and/or/not/select of booleans abstracted as a
 * variable of its own (a pure SAT question over the comparisons as atoms): UNSAT here means
 * UNSAT for the real query.  Reachability conditions rearranged by a pass (branches split,
 * merged, duplicated) are usually equivalent by propositional logic alone. */
smt_result smt_check_prop(smt *s, sym_term *const *facts, int n, unsigned timeout_ms);
/* smt_check within timeout_ms (at most the solver's own budget), without a model */
smt_result smt_check_exact(smt *s, sym_term *const *facts, int n, unsigned timeout_ms);
/* The per-query budget from now on (the solver's resource limit follows it); the old one. */
unsigned smt_set_timeout(smt *s, unsigned timeout_ms);
/* From now on, every check together may take at most ms of this thread's CPU time (0:
 * no limit): once it is spent, each query is unknown at once, with a reason that says so. */
void smt_set_allowance(smt *s, unsigned ms);
/* The kernel's launch facts (block shape, maximum threads, cluster): added to every
 * query's facts about the special registers.  NULL: the hardware's bounds only. */
void smt_set_launch(smt *s, const ir_launch *l);
const smt_stats *smt_get_stats(const smt *s);
void smt_add_stats(smt_stats *into, const smt_stats *s);
void smt_stats_free(smt_stats *s);

/* ---- the verifier (driver.c) ------------------------------------------------------------ */

typedef enum v_verdict {
  V_PROVED,
  V_BOUNDED,      /* verified up to the unroll bound */
  V_UNKNOWN,      /* solver timeout, or an unconfirmed counterexample */
  V_CEX,          /* counterexample */
  V_UNSUPPORTED,  /* a change or construct nvtv does not model: neither proof nor failure */
  V_NVERDICTS
} v_verdict;

const char *v_verdict_name(v_verdict v);

typedef struct verify_opts {
  unsigned timeout_ms; /* per query, default 2000 */
  int unroll;          /* bound for opaque recurrences, default 4 */
  bool always_z3;      /* re-check fast-path verdicts with Z3 */
  bool range_attrs;    /* respect call-site range attributes and !range (default on) */
  int barrier_model;   /* removed syncs: 0 cuda (default), 1 four-map (the seed's) */
  bool quick;          /* counterexamples without pushing values toward small numbers (the
                          reducer's and the fuzzers' interestingness tests) */
  bool first_cex;      /* a function's checks stop at its first counterexample (a campaign
                          asks whether there is one; the adversary's verdict), its models
                          still minimized and replayed as a report's are */
  bool first_doubt;    /* ... and at its first access that is not proved either (a quick look:
                          is there a counterexample before anything is in doubt?) */
  unsigned allowance_ms; /* CPU time for all of a function's queries together (0: no limit):
                            past it, every query is unknown (smt_set_allowance) */
  const char *src_path, *tgt_path; /* for line numbers, may be NULL */
  bool no_replay;      /* report counterexamples without running them in the interpreter */
  bool verbose;        /* -v: one line per access in verify_report.lines: how it was decided */
  /* The launch, as the user states it (--ntid, --max-threads): ntid[d] > 0 fixes the block
   * size in dimension d; max_threads > 0 bounds ntid.x*ntid.y*ntid.z.  They add to what the
   * kernel itself says (reqntid, maxntid, __launch_bounds__, cluster dimensions). */
  unsigned ntid[3];
  unsigned max_threads;
  /* --kernel-timeout, --mem-limit: when either is set, each function is verified in a child
   * process with that many CPU seconds and bytes of address space (limits.c); one that runs
   * past them is unknown (kind "limit"), and the next function goes on.  0: no limit. */
  unsigned kernel_timeout_s;
  size_t mem_limit;
  /* check --budget: a wall-clock deadline (verify_now_ms), 0 for none.  A function not begun
   * by then, or still running in its limited child, is unknown of kind "budget": not
   * reached, never proved. */
  double deadline_ms;
} verify_opts;

typedef struct v_finding {
  v_verdict verdict;   /* V_CEX, V_UNKNOWN or V_UNSUPPORTED */
  const char *kind;    /* address-mismatch, value-mismatch, reach-added, reach-lost, tgt-poison,
                          trip-count, access-changed, unsupported, unknown, fast-path-unsound */
  char func[128];
  long tag;            /* the access (or the smallest access of the loop), -1 if none */
  int src_line, tgt_line;
  char *text;          /* detail lines, each starting with two spaces */
  json_t *json;        /* the same facts as a JSON object (Jansson; owned): terms in full,
                          64-bit values as decimal strings */
  bool confirmed;      /* the counterexample was executed and the difference observed */
  bool reevaluated;    /* sym_eval (outside Z3) agrees that the model gives a difference */
  bool refuted;        /* an unknown that was a counterexample until execution refuted it */
} v_finding;

/* How a src access was paired with tgt's (the correspondence rules of DESIGN.md). */
typedef enum v_rule {
  V_RULE_TAG,    /* the tgt access with its !nvtv.id */
  V_RULE_MERGED, /* an untagged tgt access that stands for several src ones (merge.c) */
  V_RULE_DELETED, /* a plain load tgt deleted: its value is checked where it is used */
  V_RULE_WIDENED, /* a lane of an untagged vector store that replaced scalar ones (merge.c) */
  V_RULE_DEADLOCAL, /* a store to a non-escaping local variable tgt promoted away (merge.c) */
  V_RULE_UNROLLED, /* copies of an access that full unrolling made, one per iteration (unroll.c) */
  V_RULE_LICM,   /* an access LICM moved out of a loop, or scalar promotion (licm.c) */
  V_RULE_DEADSTORE, /* a store tgt deleted that src overwrites before anything reads it (merge.c) */
  V_RULE_SPLIT,  /* a memcpy tgt split into the loads and stores of its fields (split.c) */
  V_NRULES
} v_rule;
extern const char *const v_rule_names[V_NRULES];

typedef struct v_func {
  char name[128];
  int naccess;
  int count[V_NVERDICTS]; /* per access; loop findings add to V_CEX / V_UNKNOWN */
  int nloops;
  double ms;
  char launch[128];       /* the launch facts assumed ("" for none), see ir_launch_str */
  bool kernel;            /* a kernel (__global__), not a device function */
  int rule[V_NRULES];     /* proved accesses per correspondence rule */
} v_func;

enum { V_APPROX_INBOUNDS = 1, V_APPROX_MEMORDER = 2, V_APPROX_CALLS = 4, V_APPROX_FLOAT = 8, V_APPROX_BARRIER = 16 };

typedef struct verify_report {
  v_func *fn;
  int nfn, capfn;
  v_finding *f;
  int nf, capf;
  unsigned approx;   /* V_APPROX_* */
  int unroll;
  smt_stats smt;
  int fast_proved, z3_proved, obligations;
  int sliced_proved;  /* of z3_proved: by the query cut to its goal's leaves */
  char *lines;        /* -v: one line per access ("@f #3 load i32 ...: proved by the normal form") */
  size_t lines_n, lines_cap;
  int z3_unconfirmed; /* --always-z3: fast-path proofs Z3 could not re-check in time */
  size_t peak_terms;
  char rejoined[400]; /* tgt's parts of src globals split by GlobalOpt, rejoined (ir_rejoin_split_globals) */
} verify_report;

void verify_opts_default(verify_opts *o);
void verify_report_init(verify_report *r);
void verify_report_free(verify_report *r);
/* Verifies every function defined in src against the function of the same name in tgt.
 * Returns false (with err) when the inputs cannot be compared at all. */
bool verify_modules(LLVMModuleRef src, LLVMModuleRef tgt, const verify_opts *o,
                    verify_report *r, char *err, size_t errlen);
/* 0 all proved or bounded; 1 a counterexample; 3 unknown/unsupported only (1 with
 * fail_on_unknown). */
int verify_exit_status(const verify_report *r, bool fail_on_unknown);
/* The monotonic clock in ms: verify_opts.deadline_ms is on it. */
double verify_now_ms(void);

/* ---- oblig/report.c --------------------------------------------------------------------- */

void verify_print_text(FILE *out, const verify_report *r, const char *label);
/* The approximations in force and the --always-z3 re-check tally. */
void verify_print_notes(FILE *out, const verify_report *r);
void verify_print_json(FILE *out, const verify_report *r, const char *src, const char *tgt);
/* One summary line per function: "LABEL @f: P proved, B bounded, U unknown, C counterexample" */
void verify_print_summary(FILE *out, const verify_report *r, int from_fn, const char *label);
void verify_totals(const verify_report *r, int from_fn, int count[V_NVERDICTS]);
/* A new finding of function func in r (zeroed but for these; text and json are the caller's
 * to set, kind must outlive r).  The verifier's own, and those of the execution oracle. */
v_finding *verify_report_add(verify_report *r, const char *func, v_verdict verdict, const char *kind, long tag);
/* Growable text (a NUL-terminated malloc'd string, s NULL until the first print). */
typedef struct verify_sbuf {
  char *s;
  size_t n, cap;
} verify_sbuf;
void verify_sbprintf(verify_sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* JSON string escaping into a malloc'd buffer. */
/* JSON documents (Jansson): every one carries the versions; findings their objects. */
json_t *verify_json_versions(void);          /* {nvtv, git, llvm, z3} */
json_t *verify_json_approximations(const verify_report *r);
json_t *verify_json_function(const v_func *f);
json_t *verify_json_totals(const verify_report *r, int from_fn);
/* Writes doc compactly with a newline and releases it; false when it could not. */
bool verify_json_dump(FILE *out, json_t *doc);

/* Replays a counterexample finding f of verify_modules on src and tgt in the interpreter
 * (interp_replay, exec.h): confirmed, refuted or not executable, with what was seen in obs.
 * A finding that is no counterexample is not executable. */
interp_replay_verdict verify_finding_replay(LLVMModuleRef src, LLVMModuleRef tgt, const v_finding *f, char *obs, size_t n);
/* verify_finding_replay's confirmed */
bool verify_finding_confirm(LLVMModuleRef src, LLVMModuleRef tgt, const v_finding *f, char *obs, size_t n);

#endif
