/* The obligation layer (verify/oblig/): the per-function context, the obligations every
 * correspondence rule needs (address equal, reach implied, not poison, value equal, trip
 * count, no overlap, memory-order interval, two threads' conflicts), each discharged by the
 * normal form or Z3, and the one API through which verdicts become findings.  Nothing here
 * calls a rule (verify/rules/) or the driver (verify/driver.c).  Not part of the module's
 * interface (verify.h). */
#ifndef NVTV_VERIFY_OBLIG_H
#define NVTV_VERIFY_OBLIG_H

#include "verify.h"

typedef struct side {
  LLVMValueRef fn;
  ir_cfg *cfg;
  sym_fn *sf;
  ir_map bytag;   /* tag -> access index + 1 */
  ir_map dup;     /* tags seen twice */
  ir_map extra;   /* tgt: sync copies that another copy of their tag dominates (added_sync.c) */
  ir_map copies;  /* tag + 1 -> ir_vec* of the accesses carrying it, in block order (several:
                     copies by unrolling or peeling; verify_index_copies) */
  ir_vec copy_lists; /* copies' vectors, to free */
  uint32_t *gid;  /* per cfg loop */
  ir_linemap *lm;
} side;





/* The memory-order rule's state (memorder.c): each access's sync intervals, built on demand. */
typedef struct memorder_state {
  bool ready, any;  /* any: either side has a sync point */
  ir_map src, tgt;  /* access instruction -> its intervals */
  char *sreach, *treach; /* per side, block x block: reached without a back edge (NULL: irreducible) */
} memorder_state;

typedef enum v_check {
  V_CHECK_ONE,    /* a tagged pair */
  V_CHECK_MERGED, /* a src access merged into an untagged tgt one: no reach-added (once per tgt
                     access, verify_reach_added), replays compare memory */
  V_CHECK_PROBE,  /* the same, quiet, and the address only: is this the tgt access? */
  V_CHECK_READ    /* V_CHECK_MERGED for a read tgt may skip where src reads (split.c): no reach-lost */
} v_check;

typedef struct vctx {
  const verify_opts *o;
  verify_report *r;
  sym_ctx *c;
  smt *z;
  side s, t;
  v_func *fr;
  int *gsrc, *gtgt; /* gid -> cfg loop, or -1 */
  int ngid;
  v_verdict *gstat; /* verdict of each loop pair's checks */
  int trip_loop;    /* g + 1 while loop g's own trip count is checked: its exit is src's alone */
  sym_term *src_defined; /* src defined at its accesses, at the block's ends (facts.c), once built */
  int late_asks;    /* a timeout's or an unrunnable model's questions asked again in this function (facts.c) */
  sym_term **gbound; /* per gid: the last iteration src's loop can reach (loop_bound), NULL unknown */
  bool *gbound_done;
  sym_term **gnowrap; /* per gid: src's tested recurrences do not wrap up to iteration k (verify_loop_nowrap) */
  sym_term **grot;   /* per gid: src's header test when tgt's loop is src's rotated, else NULL */
  bool *gdrop;       /* per gid: grot is a header test tgt dropped, not a rotation (header_test_dropped) */
  int64_t *gexit;    /* per gid: the exit iteration of a src loop with a constant trip count
                        that tgt has no loop for, or -1 (the unrolled-copy rule's plan), or NULL */
  bool trace;       /* NVTV_TRACE: print every solver query (a developer aid) */
  ir_launch launch; /* the kernel's launch facts, with the user's */
  int acc_fast, acc_z3; /* -v: the current access's obligations decided by the fast path / Z3 */
  double acc_z3_ms;
  bool quiet;            /* run obligations for their verdict only: no findings, no replay */
  const char *rule_note; /* the correspondence rule in use, printed with its findings */
  bool *taken;           /* per tgt access: a rule paired it before the checks (merged, widened) */
  ir_map copied;         /* src tag + 1: a rule pairs its several tgt copies with src's
                            iterations (unrolled) */
  sym_term *fwd;         /* facts the rules forward to every check (values two loads share,
                            hoisted loads that read the same at every iteration), or NULL */
  void *state[8];        /* each rule's own (verify_rule_state), by its place in verify_rules */
  memorder_state memorder;
  ir_map callees;        /* src call -> its accesses (callee.c) */
  sym_access *piece_of;  /* the src access the one being checked is a piece of (split.c), or NULL */
  bool whole_memory;     /* replays of the current access compare memory (licm.c) */
  /* an unrolled copy being checked (unroll.c): src's counter of loop gid g is `it`, and the
   * chain of loops around the pair differs by that loop */
  struct {
    bool on;
    uint32_t g;
    uint64_t it;
  } copy;
} vctx;

/* ---- finding.c: the one API through which the driver and the rules report ---- */

/* A term printed into at most cap bytes (" ..." where it was cut), malloc'd; _str: 400 bytes. */
char *verify_term_str_n(vctx *v, sym_term *t, size_t cap);
char *verify_term_str(vctx *v, sym_term *t);
v_finding *verify_add_finding(vctx *v, v_verdict verdict, const char *kind, long tag);
/* An access's words for messages: " <type>" of its memory operand ("" for none) into ty, and
 * its operation (load, store, the intrinsic's name) as the result. */
const char *verify_access_words(const sym_access *x, char *ty, size_t n);
/* The "access:" line (and JSON) of the access with this tag, src's if it has one. */
void verify_describe_access(vctx *v, v_finding *f, verify_sbuf *txt, json_t *js, long tag);
/* The finding's text and JSON object (taken). */
void verify_finish(v_finding *f, verify_sbuf *txt, json_t *js);
/* A finding's JSON object with verdict, kind and function. */
json_t *verify_json_head(const v_finding *f);
/* A 64-bit value as JSON: a decimal string (jq and JavaScript round numbers above 2^53). */
json_t *verify_json_u64(uint64_t v);
/* A term in full (no truncation), for JSON. */
char *verify_term_full(vctx *v, sym_term *t);
/* A finding with a one-line reason. */
void verify_note(vctx *v, v_verdict verdict, const char *kind, long tag, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* -v: the access's line, "@k #3 load i32 addrspace(1) (line 12): proved by the normal form
 * (4 obligations)" (removed: a sync or access tgt no longer has) */
void verify_verbose_line(vctx *v, sym_access *a, v_verdict r, bool removed);
/* inputs / thread / iteration / loads / other lines of a model */
void verify_print_model(vctx *v, const sym_model *m, verify_sbuf *txt, json_t *js);
sym_access *verify_acc_by_tag(side *sd, long tag);
sym_access *verify_access_of(side *sd, LLVMValueRef inst); /* the access of an instruction, or NULL */
/* The accesses of a side by tag, copies included (side.copies), before terms are built; the
 * number of tgt accesses that carry a tag */
void verify_index_copies(side *sd);
void verify_free_copies(side *sd);
int verify_tgt_count(vctx *v, long tag);
/* Is tgt's sync instruction one src has no counterpart for (an extra copy, or a tag src lacks)? */
bool verify_added_sync_is(vctx *v, LLVMValueRef inst);
sym_term *verify_address_poison(vctx *v, sym_access *a);
/* The accesses a call at src block blk makes, in src's terms (callee.c), read once per
 * function: *out stays the function's (NULL when there are none); -1 when nvtv cannot read
 * them off the callee.  verify_callees_free ends the function's. */
int verify_call_accesses(vctx *v, LLVMValueRef call, int blk, const sym_access **out);
void verify_callees_free(vctx *v);
/* rewrite.c: how tgt's computation of an access's pointer differs from src's, as the opcodes
 * (with no-wrap flags) only one side has ("-add.nsw,+gep.inbounds"); false when both use the
 * same ones. */
bool verify_rewrite_words(LLVMValueRef src_access, LLVMValueRef tgt_access, char *out, size_t n);
/* The facts about the loops whose counters or exit iterations the terms mention: the
 * induction hypothesis of an entered loop, and that a left loop stopped at its exit
 * iteration (facts.c).  Appends to facts[*n], at most cap in all. */
void verify_loop_facts(vctx *v, sym_term *const *terms, int nterms, sym_term **facts, int *n, int cap);
/* Runs a counterexample's model (kind, access tag) in the interpreter (interp_replay). */
interp_replay_verdict verify_replay(vctx *v, const char *kind, long tag, const sym_model *m, char *obs, size_t n);
/* The "re-evaluated:" and "confirmed:" lines of a counterexample, and their JSON. */
void verify_confirmation_lines(verify_sbuf *txt, json_t *js, bool reevaluated, bool replayed,
                               interp_replay_verdict exec, const char *obs);

/* The per-access obligations of a src access a and its tgt counterpart b (facts.c). */
v_verdict verify_check_access(vctx *v, sym_access *a, sym_access *b, v_check mode);
/* reach-added: tgt executes b only where sreach holds (a's reach, or for a merged access the
 * reach of any src access merged into b; a is the first of them). */
v_verdict verify_reach_added(vctx *v, sym_access *a, sym_access *b, sym_term *sreach);
/* The worse of two verdicts (proved < bounded < unsupported < unknown < counterexample). */
v_verdict verify_worse(v_verdict a, v_verdict b);

/* ---- facts.c / bound.c: the loop counter ---- */

typedef struct ksplit {
  int n;             /* highest power + 1 */
  sym_term *part[4]; /* normal forms of the parts */
} ksplit;
/* d split by powers of loop counter k (each part free of k), false when k is inside an atom */
bool verify_split_by_k(vctx *v, sym_term *d, sym_term *k, ksplit *out);
/* the conjuncts of a normalised boolean (one: storage for a single one) */
int verify_conjuncts(sym_term *t, sym_term ***out, sym_term **one);
/* The last iteration src's loop g can reach (its header is reached at k only if k <= it),
 * or NULL when no conjunct of its continuation gives one (bound.c). */
sym_term *verify_loop_bound(vctx *v, uint32_t g);
sym_term *verify_loop_nowrap(vctx *v, uint32_t g);
sym_term *verify_lone_bound(vctx *v, uint32_t g); /* a loop without a counterpart, either side */

/* src's access at iteration `it` of its loop g (unroll.c) */
sym_access verify_at_iteration(vctx *v, const sym_access *a, uint32_t g, uint64_t it);

/* ---- phis.c ---- */

/* Renames every tgt opaque header phi that provably equals a src one at every iteration
 * (same start, same update: induction) to that src phi.  Returns the number of pairs. */
int verify_match_phis(vctx *v);

/* ---- phase.c: sync intervals ---- */

enum { PHASE_DEPTH = 8 }; /* loops around an access the walk follows; deeper nests overflow */

typedef struct v_phase_lev {
  int loop;      /* cfg loop */
  uint32_t gid;
  uint8_t mode;  /* the access's own instance of the loop, or one entered through an exit */
  uint8_t d;     /* back edges crossed: 0, 1, 2 for two or more */
} v_phase_lev;

/* One barrier instance that may be the last before an access (see phase.c). */
typedef struct v_phase_alt {
  LLVMValueRef sync;  /* NULL: the kernel's entry */
  long id;            /* its tag (-1 entry; < -1 an untagged barrier) */
  int nlev, nfix;
  v_phase_lev lev[PHASE_DEPTH];              /* the barrier's loops, outermost first */
  struct { uint32_t gid; uint8_t d; } fix[PHASE_DEPTH]; /* the access's counters of loops left */
  bool exact, firm;
  bool must_run;      /* its barrier runs at that instance wherever the access runs */
  uint64_t between;   /* alternatives that may lie between this one and the access (bits) */
} v_phase_alt;

typedef struct v_phase_sig {
  int n, cap;
  v_phase_alt *alt;
  bool overflow;      /* the walk gave up (deep nest, irregular edge, too many states) */
} v_phase_sig;

/* How terms are made for one side: a barrier's reach within an iteration (NULL: true), and
 * whether that side's loop (by id) leaves one iteration early (a rotated loop of tgt). */
typedef struct v_phase_env {
  sym_ctx *c;
  sym_term *(*reach)(void *env, LLVMValueRef sync);
  void *reach_env;
  bool (*early)(void *env, uint32_t gid);
  void *early_env;
  const char *name;   /* names the free gaps of inexact alternatives */
} v_phase_env;

/* The barriers (is_sync) that may be last before x.  False on overflow. */
bool verify_phase_build(const ir_cfg *cfg, const uint32_t *gid, LLVMValueRef x,
                        bool (*is_sync)(LLVMValueRef, void *), void *env, v_phase_sig *out);
void verify_phase_free(v_phase_sig *s);
/* Same barriers by tag, same shapes loop by loop id. */
bool verify_phase_equal(const v_phase_sig *a, const v_phase_sig *b);
/* x by thread t and y by thread t' (kshift: sym_other_thread) follow the same barrier
 * instance: over-approximated, or (under) only where that is certain.  yterms (or NULL)
 * gets the terms of y's part as thread t's, before they became t''s (for loop facts). */
sym_term *verify_phase_same(const v_phase_env *ex, const v_phase_sig *sx, const v_phase_env *ey, const v_phase_sig *sy,
                            uint32_t kshift, bool under, ir_vec *yterms);
bool verify_phase_mentions(const v_phase_sig *s, LLVMValueRef sync);
void verify_phase_print(const v_phase_sig *s, FILE *out); /* developer aid */

/* ---- pair.c: two threads' conflicting accesses ---- */

typedef struct v_pair {
  vctx *v;
  uint32_t kshift;  /* the other thread's loop ids (sym_other_thread) */
  unsigned dims;    /* the dimensions the CTA extends in (sym_cta_dims) */
  bool no_retry;    /* a refuted model is not followed by others (the caller has an unknown) */
} v_pair;

typedef struct v_pair_result {
  smt_result r;
  sym_model model;
  bool confirmed;          /* re-evaluated by sym_eval */
  char why[1024];
  sym_term *ax, *ay;       /* the two generic addresses */
  bool replayed, refuted;
  bool bounded;            /* the model rests on opaque recurrences; none up to --unroll */
  interp_replay_verdict exec;
  char obs[512];
  sym_term *f[120];        /* the query's facts, to ask again without a refuted model */
  int nf;
  int core;                /* f[0..core) and the last: the conflict itself (a slice's seed) */
  bool allow_slice, sliced; /* a model may come from the slice; this one does */
  sym_term *last_inside;   /* the block's last thread runs src's accesses inside their objects */
} v_pair_result;

void verify_pair_begin(vctx *v, v_pair *p); /* names k.loop', unrolls the other thread's phis */
void verify_pair_end(v_pair *p);
/* Can t's x (sx bytes) and t''s y (sy bytes) overlap, both reached and defined in src, where
 * also holds (also_y: also's terms of y's thread before renaming, for loop facts) and extra? */
void verify_pair_ask(const v_pair *p, const sym_access *x, uint64_t sx, const sym_access *y, uint64_t sy,
                     sym_term *also, const ir_vec *also_y, sym_term *extra, v_pair_result *pr);
/* Can two threads t != t' at the same iteration of the loops `loops` (gids; hr: each one's
 * header reached) disagree on one of conds (t: true, t': false)?  The uniformity question of
 * an added barrier; without facts (the loops left on the way) it is a weaker question, whose
 * "no" is the same answer and whose model only execution can confirm. */
void verify_pair_ask_disagree(const v_pair *p, sym_term *const *conds, int nc, const uint32_t *loops,
                              sym_term *const *hr, int nl, bool facts, v_pair_result *pr);
/* The same for one thread: can its x and y (at the same iterations of the loops around both)
 * overlap, both reached and defined?  ..._apart: the normal forms say they cannot (their
 * addresses differ by a constant at least the size apart, wherever neither is poison). */
bool verify_pair_one_thread_apart(const v_pair *p, const sym_access *x, uint64_t sx, const sym_access *y, uint64_t sy);
void verify_pair_ask_one_thread(const v_pair *p, const sym_access *x, uint64_t sx, const sym_access *y, uint64_t sy,
                                v_pair_result *pr);
/* proved, bounded, counterexample (replayed as `kind`), or unknown (refuted by execution) */
v_verdict verify_pair_verdict(const v_pair *p, v_pair_result *pr, const char *kind, long tag, bool fast);
/* a finding's lines: the hazard (ordered: x runs first in src, else a read-write conflict),
 * each access, and the model or the reason */
void verify_pair_hazard(verify_sbuf *txt, json_t *js, bool xwrite, bool ywrite, bool ordered, int space);
void verify_pair_line(vctx *v, verify_sbuf *txt, json_t *js, const char *label, const sym_access *a, const char *who,
                      const char *where);
void verify_pair_values(vctx *v, const v_pair_result *pr, verify_sbuf *txt, json_t *js);
void verify_pair_finish(vctx *v, v_finding *f, const v_pair_result *pr, verify_sbuf *txt, json_t *js, bool fast_unsound);

/* ---- memorder.c: the memory-order rule ---- */

/* src access a and its tgt counterpart b: does b lie between the same sync instances? */
v_verdict verify_memorder_access(vctx *v, sym_access *a, sym_access *b);
v_verdict verify_unsupported_move(vctx *v, sym_access *a, sym_access *b, const char *why);
/* A call tgt moved across a sync (its barrier or sync intervals differ from src's): the
 * callee's accesses checked against every other thread's, as a moved access is. */
v_verdict verify_memorder_call(vctx *v, LLVMValueRef sc, LLVMValueRef tc);
void verify_memorder_free(vctx *v);

/* ---- the obligations (facts.c, discharge.c, answer.c) ---- */

typedef struct oblig {
  const char *kind;   /* finding kind on failure */
  const char *check;  /* what must hold, in words */
  sym_term *pre[24];
  int npre;
  sym_term *goal;
  sym_term *show[2];  /* src and tgt quantity to print */
  long tag;
  sym_term *eq[2];    /* an equality goal's two sides (src, tgt), or NULL */
  sym_term *k;        /* loop counter to split an equality by, or NULL */
  sym_term *later;    /* premise that holds when k >= 1 (facts of iteration 1 and k-1) */
  bool whole_memory;  /* replay: compare memory, not the executions of ob.tag (tgt's access has no tag) */
  const char *rule;   /* the correspondence rule that paired the access, when not its tag */
  sym_term *focus;    /* a premise under which the model's difference reaches the replayed access
                         (a loop's extra iteration executes it), asked when a first model is refuted */
} oblig;

typedef struct outcome {
  v_verdict v;
  sym_model model;
  bool have_model;
  bool confirmed;
  int bound_iter;     /* iteration of a bounded counterexample, or -1 */
  uint32_t bound_loop;
  char why[1024];
  sym_term *pre[24], *goal, *show[2];
  int npre;
  bool replayed;            /* the interpreter ran the model */
  bool no_answer;           /* unknown because the solver gave none (a timeout), not a model */
  interp_replay_verdict exec;
  char obs[512];            /* what it saw */
} outcome;

void verify_push_pre(oblig *ob, sym_term *t);
/* (between the layer's files) */
sym_facts *verify_facts_of(vctx *v, sym_term *const *pre, int npre);
bool verify_fast_implies(vctx *v, const sym_facts *F, sym_term *const *pre, int npre, sym_term *goal);
bool verify_by_cases(vctx *v, sym_term *const *pre, int npre, sym_term *goal, const sym_facts *F, int depth, unsigned ms);
bool verify_has_uf_operation(sym_term *t);
void verify_add_loop_facts(vctx *v, oblig *ob, sym_term **facts, int *n, int cap);
smt_result verify_abstract_sliced_first(vctx *v, sym_term *const *zf, int n, unsigned ms);
void verify_discharge(vctx *v, oblig *ob, outcome *oc);
int verify_rests_on_lone_loop(vctx *v, const oblig *ob);
const char *verify_lone_loop_words(vctx *v, int g, const char *verb, char *buf, size_t n);
bool verify_contains_term(sym_term *t, sym_term *sub, int depth);
sym_term *verify_access_outside(vctx *v, sym_access *a);
/* ob's verdict: discharged, its model replayed and asked again as answer.c says, its finding
 * reported (none under vctx.quiet) */
v_verdict verify_run_oblig(vctx *v, oblig *ob);

/* ---- loop.c: a matched loop pair's obligations, and the function's branches ---- */

void verify_check_loop(vctx *v, uint32_t g);
/* tgt branches on a defined value outside loops wherever src does; adds a counterexample to
 * the function's count */
v_verdict verify_check_branches(vctx *v);
/* The gids of the loops around a block, outermost first (*out malloc'd). */
int verify_loop_chain(side *sd, int blk, uint32_t **out);
/* src branches on defined values in every context from the function down to cfg loop l */
sym_term *verify_noub_chain(vctx *v, int l, bool self);

/* ---- access.c: a pair of accesses, and calls ---- */

/* a promoted register's value against src's store; and "x leaves the bytes at p alone" */
v_verdict verify_carried_value(vctx *v, sym_access *a, sym_term *tval, sym_term *when, const char *check);
v_verdict verify_no_overlap(vctx *v, sym_access *x, sym_term *p, uint64_t bytes);
bool verify_plain_load(LLVMValueRef inst); /* not volatile, not atomic */
bool verify_plain_store(LLVMValueRef inst);
/* a copy (memcpy/memmove) of src of a constant length (at most SPLIT_MAX_BYTES) that is not
 * volatile: its length, else -1; the memory a copy reads, which tgt's loads may read */
enum { SPLIT_MAX_BYTES = 4096 };
int64_t verify_copy_len(const sym_access *a);
sym_term *verify_split_source(vctx *v, sym_access *a);

/* ---- iter.c: src at a constant iteration ---- */

/* loop L's entry condition at the outer iterations of its header-reached atom h (expand:
 * unroll recurrences that become constant); every header-reached atom of t's leaves of loop
 * g up to iteration upto mapped to L's entry; x at iteration i of loop g; a whole access
 * there */
sym_term *verify_entry_at(sym_ctx *c, const sym_loopinfo *L, const sym_term *h, bool expand);
bool verify_map_header_reached(vctx *v, sym_term *t, uint32_t g, int64_t upto, ir_map *map);
sym_term *verify_at_iter(vctx *v, sym_term *x, uint32_t g, uint64_t i);
sym_access verify_at_iteration(vctx *v, const sym_access *a, uint32_t g, uint64_t it);

/* ---- quiet.c: what src's code between two points may change ---- */

/* from runs before to wherever to runs, at the same iterations, and nothing between may
 * change what a plain read of src pointer p (address term addr) reads */
bool verify_quiet_path(vctx *v, LLVMValueRef from, LLVMValueRef to, LLVMValueRef p, sym_term *addr);
/* the alloca of src a pointer is based on (a local variable's), or NULL; a local variable
 * tgt promoted away */
LLVMValueRef verify_local_of(vctx *v, LLVMValueRef p);
bool verify_local_gone(vctx *v, LLVMValueRef alloca);
/* Calls keep their reach and their arguments: the worst verdict */
v_verdict verify_check_calls(vctx *v);

#endif
