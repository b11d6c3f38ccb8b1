/* verify: translation validation of src -> tgt.
 *
 * smt.c is the only code that includes z3.h and owns every Z3 reference count.  refine.c
 * states the per-access and per-loop obligations of DESIGN.md ("Refinement obligations"),
 * discharges them on the normal-form fast path or with Z3, unrolls opaque recurrences
 * when it must, and records findings with concrete, minimised counterexamples that are
 * re-evaluated with sym_eval() before they are reported.  report.c prints results.
 */
#ifndef NVTV_VERIFY_H
#define NVTV_VERIFY_H

#include <stdio.h>

#include "sym.h"

/* ---- smt.c --------------------------------------------------------------------------- */

typedef struct smt smt;
typedef enum smt_result { SMT_UNSAT, SMT_SAT, SMT_UNKNOWN } smt_result;

typedef struct smt_stats {
  int queries, sat, unsat, unknown;
  double ms, max_ms;
  double *times; /* every query's duration in ms (owned; smt_stats_free) */
  int ntimes, captimes;
} smt_stats;

smt *smt_new(sym_ctx *c, unsigned timeout_ms);
void smt_free(smt *s);
/* Is the conjunction of the boolean terms satisfiable?  Range facts about special
 * registers and functional consistency of uninterpreted applications are added.  On SAT,
 * fills model with every leaf's value, pushed toward small numbers when minimize is set.
 * On UNKNOWN, why says what Z3 said. */
smt_result smt_check(smt *s, sym_term *const *facts, int n, bool minimize, sym_model *model,
                     char *why, size_t whylen);
/* The same question with nonlinear products and their overflow conditions abstracted as
 * fresh variables, on the word-level solver only: UNSAT here means UNSAT for the real
 * query; SAT or UNKNOWN mean nothing. */
smt_result smt_check_abstract(smt *s, sym_term *const *facts, int n, unsigned timeout_ms);
const smt_stats *smt_get_stats(const smt *s);
void smt_add_stats(smt_stats *into, const smt_stats *s);
void smt_stats_free(smt_stats *s);

/* ---- refine.c ------------------------------------------------------------------------ */

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
  const char *src_path, *tgt_path; /* for line numbers, may be NULL */
} verify_opts;

typedef struct v_finding {
  v_verdict verdict;   /* V_CEX, V_UNKNOWN or V_UNSUPPORTED */
  const char *kind;    /* address-mismatch, value-mismatch, reach-added, reach-lost, tgt-poison,
                          trip-count, access-changed, unsupported, unknown, fast-path-unsound */
  char func[128];
  long tag;            /* the access (or the smallest access of the loop), -1 if none */
  int src_line, tgt_line;
  char *text;          /* detail lines, each starting with two spaces */
  char *json;          /* JSON object with the same facts */
  bool confirmed;      /* the counterexample re-evaluated to a real difference */
} v_finding;

typedef struct v_func {
  char name[128];
  int naccess;
  int count[V_NVERDICTS]; /* per access; loop findings add to V_CEX / V_UNKNOWN */
  int nloops;
  double ms;
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
  int z3_unconfirmed; /* --always-z3: fast-path proofs Z3 could not re-check in time */
  size_t peak_terms;
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

/* ---- report.c ------------------------------------------------------------------------ */

void verify_print_text(FILE *out, const verify_report *r, const char *label);
/* The approximations in force and the --always-z3 re-check tally. */
void verify_print_notes(FILE *out, const verify_report *r);
void verify_print_json(FILE *out, const verify_report *r, const char *src, const char *tgt);
/* One summary line per function: "LABEL @f: P proved, B bounded, U unknown, C counterexample" */
void verify_print_summary(FILE *out, const verify_report *r, int from_fn, const char *label);
void verify_totals(const verify_report *r, int from_fn, int count[V_NVERDICTS]);
/* JSON string escaping into a malloc'd buffer. */
char *verify_json_str(const char *s);

#endif
