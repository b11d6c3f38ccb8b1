/* Internals shared by the files of verify/ (refine.c, barrier.c): the per-function
 * context, growable text, and the helpers that build findings.  Not part of the module's
 * interface (verify.h). */
#ifndef NVTV_VERIFY_IMPL_H
#define NVTV_VERIFY_IMPL_H

#include "verify.h"

typedef struct side {
  LLVMValueRef fn;
  ir_cfg *cfg;
  sym_fn *sf;
  ir_map bytag;   /* tag -> access index + 1 */
  ir_map dup;     /* tags seen twice */
  ir_map extra;   /* tgt: sync copies that another copy of their tag dominates (added_sync.c) */
  uint32_t *gid;  /* per cfg loop */
  ir_linemap *lm;
} side;

/* The merged-access rule's state for one function pair (merge.c). */
typedef struct merge_state {
  ir_map untagged;      /* tgt untagged load -> sym_merge* (sym_opts.untagged) */
  sym_merge **plans;
  int nplans;
  int *into;            /* per src access: the tgt access it is merged into, or -1 */
  int *ncand;           /* per src access: its untagged tgt candidates */
  int *ncover;          /* per tgt access: src accesses merged into it */
  int *first;           /* per tgt access: the first of them */
  sym_term **sreach;    /* per tgt access: src reaches one of them */
  v_verdict *group;     /* per tgt access: its reach-added verdict, V_NVERDICTS until run */
  int *lane;            /* per src access: the lane of a widened tgt store it is, or -1 */
  unsigned *lanes;      /* per tgt access: the lanes src accesses were paired with (a bit each) */
  sym_term *fwd;        /* forwarding facts (verify_merge_forward), a premise of every check */
} merge_state;

/* The unrolled-copy rule's state for one function pair (unroll.c). */
typedef struct unroll_plan {
  uint32_t g;            /* src's loop (gid), fully unrolled in tgt */
  const ir_vec *copies;  /* tgt's copies (unroll_state.bytag), in tgt's block order */
  uint64_t *iter;        /* the src iteration each copy stands for */
} unroll_plan;

typedef struct unroll_state {
  ir_map copies;         /* tgt access instruction -> src iteration + 1 (sym_opts.copies) */
  ir_map plans;          /* src tag + 1 -> unroll_plan* */
  ir_vec all;            /* the plans, to free */
  ir_map bytag;          /* tgt tag + 1 -> ir_vec* of the tgt accesses carrying it, reverse
                            post-order (several: copies by unrolling or peeling) */
  ir_vec lists;          /* bytag's vectors, to free */
  int64_t *exit;         /* per gid: the exit iteration of a src loop with a constant trip count
                            that tgt has no loop for, or -1 */
  ir_map nested;         /* exit-iteration application with constant outer iterations -> its
                            exit + 2 (1: none), for loops inside such loops (unroll.c) */
} unroll_state;

/* The LICM rule's state for one function pair (licm.c). */
enum { LICM_LOAD0, LICM_STORE0, LICM_LAST };
typedef struct licm_item {
  int kind;            /* tgt's load / store before the loop: src's at iteration 0 (LICM_LOAD0,
                          LICM_STORE0); tgt's store after it: src's at its last (LICM_LAST) */
  long tag;            /* src's access */
  int sidx;
  LLVMValueRef tinst;  /* tgt's access outside the loop */
  int sloop;           /* src's cfg loop */
  uint32_t g;
  LLVMValueRef phi;    /* scalar promotion: tgt's header phi that holds the location, or NULL */
  LLVMValueRef update; /* (the store's item) the phi's value from the latch */
  int partner;         /* scalar promotion: the other item of the location, or -1 */
  bool dropped;        /* its license failed (why) */
  char why[300];
} licm_item;

typedef struct licm_state {
  licm_item *items;
  int n;
  ir_map hoisted, promoted; /* sym_opts.hoisted / .promoted */
} licm_state;

/* The split-copy rule's state (split.c). */
typedef struct split_state {
  /* per tgt access, [0] for what it writes, [1] for what it reads: the src copy whose
   * destination / source it accesses (index), or -1, and the offset in the copy */
  int *src[2];
  uint64_t *off[2];
  /* per src access, a copy tgt lost: [0] its destination unless a local, [1] the memory it
   * reads (sym_copy_source), NULL otherwise */
  sym_term **base[2];
} split_state;

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
  sym_term *src_defined; /* src defined at its accesses, at the block's ends (refine.c), once built */
  int late_asks;    /* a timeout's or an unrunnable model's questions asked again in this function (refine.c) */
  sym_term **gbound; /* per gid: the last iteration src's loop can reach (loop_bound), NULL unknown */
  bool *gbound_done;
  sym_term **gnowrap; /* per gid: src's tested recurrences do not wrap up to iteration k (verify_loop_nowrap) */
  sym_term **grot;   /* per gid: src's header test when tgt's loop is src's rotated, else NULL */
  bool *gdrop;       /* per gid: grot is a header test tgt dropped, not a rotation (header_test_dropped) */
  bool trace;       /* NVTV_TRACE: print every solver query (a developer aid) */
  ir_launch launch; /* the kernel's launch facts, with the user's */
  int acc_fast, acc_z3; /* -v: the current access's obligations decided by the fast path / Z3 */
  double acc_z3_ms;
  bool quiet;            /* run obligations for their verdict only: no findings, no replay */
  const char *rule_note; /* the correspondence rule in use, printed with its findings */
  merge_state merge;
  unroll_state unroll;
  licm_state licm;
  split_state split;
  memorder_state memorder;
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
/* inputs / thread / iteration / loads / other lines of a model */
void verify_print_model(vctx *v, const sym_model *m, verify_sbuf *txt, json_t *js);
sym_access *verify_acc_by_tag(side *sd, long tag);
sym_access *verify_access_of(side *sd, LLVMValueRef inst); /* the access of an instruction, or NULL */
sym_term *verify_address_poison(vctx *v, sym_access *a);
/* rewrite.c: how tgt's computation of an access's pointer differs from src's, as the opcodes
 * (with no-wrap flags) only one side has ("-add.nsw,+gep.inbounds"); false when both use the
 * same ones. */
bool verify_rewrite_words(LLVMValueRef src_access, LLVMValueRef tgt_access, char *out, size_t n);
/* The facts about the loops whose counters or exit iterations the terms mention: the
 * induction hypothesis of an entered loop, and that a left loop stopped at its exit
 * iteration (refine.c).  Appends to facts[*n], at most cap in all. */
void verify_loop_facts(vctx *v, sym_term *const *terms, int nterms, sym_term **facts, int *n, int cap);
/* One function pair, in this process (refine.c), or in a child under --kernel-timeout and
 * --mem-limit (limits.c).  v has o, r, fr, launch and the line maps set. */
void verify_one(vctx *v, LLVMValueRef fs, LLVMValueRef ft);
void verify_limited(vctx *v, LLVMValueRef fs, LLVMValueRef ft);
/* Runs a counterexample's model (kind, access tag) in the interpreter (interp_replay). */
interp_replay_verdict verify_replay(vctx *v, const char *kind, long tag, const sym_model *m, char *obs, size_t n);
/* The "re-evaluated:" and "confirmed:" lines of a counterexample, and their JSON. */
void verify_confirmation_lines(verify_sbuf *txt, json_t *js, bool reevaluated, bool replayed,
                               interp_replay_verdict exec, const char *obs);

/* The per-access obligations of a src access a and its tgt counterpart b (refine.c). */
v_verdict verify_check_access(vctx *v, sym_access *a, sym_access *b, v_check mode);
/* reach-added: tgt executes b only where sreach holds (a's reach, or for a merged access the
 * reach of any src access merged into b; a is the first of them). */
v_verdict verify_reach_added(vctx *v, sym_access *a, sym_access *b, sym_term *sreach);
/* The worse of two verdicts (proved < bounded < unsupported < unknown < counterexample). */
v_verdict verify_worse(v_verdict a, v_verdict b);

/* ---- merge.c: the merged-access rule ---- */

void verify_merge_plan(vctx *v);   /* after src's terms: sets merge.untagged for tgt's */
void verify_merge_assign(vctx *v); /* after both: pairs each lost src access */
void verify_merge_forward(vctx *v); /* after both: merge.fwd */
/* from runs before to wherever to runs, at the same iterations, and nothing between may
 * change what a plain read of src pointer p (address term addr) reads (merge.c) */
bool verify_quiet_path(vctx *v, LLVMValueRef from, LLVMValueRef to, LLVMValueRef p, sym_term *addr);
/* a copy (memcpy/memmove) of src of a constant length that is not volatile: its length, else -1 (split.c) */
int64_t verify_copy_len(const sym_access *a);
bool verify_merge_covers(vctx *v, int tidx);
bool verify_lanes_unpaired(vctx *v, int tidx);
sym_access verify_lane_access(vctx *v, const sym_access *b, int lane);
bool verify_plain_load(LLVMValueRef inst); /* not volatile, not atomic */
bool verify_plain_store(LLVMValueRef inst);
v_verdict verify_deleted_access(vctx *v, sym_access *a); /* deleted-load, or unsupported */
v_verdict verify_merged_access(vctx *v, int sidx, int nuntagged);
void verify_merge_free(vctx *v);

bool verify_local_gone(vctx *v, LLVMValueRef alloca); /* a local variable tgt promoted away */

/* ---- split.c: the split-copy rule ---- */

sym_term *verify_split_source(vctx *v, sym_access *a); /* the memory a copy reads, which tgt's loads may read */
bool verify_split_planned(vctx *v, sym_access *a); /* a copy tgt lost */
void verify_split_assign(vctx *v);                 /* after verify_merge_assign */
bool verify_split_covers(vctx *v, int tidx);
v_verdict verify_split_access(vctx *v, sym_access *a);
void verify_split_free(vctx *v);

/* ---- unroll.c: the unrolled-copy rule ---- */

void verify_unroll_index(vctx *v); /* first, from tgt's IR: unroll.bytag */
int verify_tgt_count(vctx *v, long tag); /* tgt accesses that carry the tag */
void verify_unroll_plan(vctx *v);  /* after src's terms, before tgt's: unroll.copies, src's exits */
void verify_unroll_tgt(vctx *v);   /* after tgt's terms: constant exits of tgt's loops without a counterpart */
bool verify_unroll_planned(vctx *v, long tag);
v_verdict verify_unrolled_access(vctx *v, sym_access *a);
/* A reason for a src access whose tag tgt duplicated and no plan covers. */
const char *verify_unroll_why(vctx *v, sym_access *a, char *buf, size_t n);
void verify_unroll_free(vctx *v);
/* The gids of the loops around a block, outermost first (refine.c). */
int verify_loop_chain(side *sd, int blk, uint32_t **out);

/* ---- refine.c / bound.c: the loop counter ---- */

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

/* ---- licm.c: the LICM rule ---- */

void verify_licm_plan(vctx *v);              /* after src's terms, before tgt's */
void verify_licm_opts(vctx *v, sym_opts *to); /* tgt's builder options for the pairs kept */
bool verify_licm_justify(vctx *v);           /* after tgt's terms: true when a pair was dropped */
sym_term *verify_licm_facts(vctx *v);        /* hoisted loads read the same at every iteration */
bool verify_licm_planned(vctx *v, long tag);
bool verify_licm_covers(vctx *v, LLVMValueRef tinst);
v_verdict verify_licm_access(vctx *v, sym_access *a);
void verify_licm_free(vctx *v);
/* refine.c, for licm.c: a promoted register's value against src's store; and "x leaves the
 * bytes at p alone" (quiet) */
v_verdict verify_carried_value(vctx *v, sym_access *a, sym_term *tval, sym_term *when, const char *check);
v_verdict verify_no_overlap(vctx *v, sym_access *x, sym_term *p, uint64_t bytes);

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
void verify_memorder_free(vctx *v);

/* ---- barrier.c ---- */

/* A sync intrinsic of src (a) that tgt no longer has: was it unnecessary under the
 * barrier model?  Adds its findings and returns the verdict. */
v_verdict verify_removed_sync(vctx *v, sym_access *a);

/* ---- added_sync.c ---- */

/* tgt's sync copies that another copy of the same tag dominates (a sync
 * duplicated below itself): v->t.extra, before tgt's accesses are indexed by tag. */
void verify_added_sync_index(vctx *v);
/* Is tgt's sync instruction one src has no counterpart for (an extra copy, or a tag src lacks)? */
bool verify_added_sync_is(vctx *v, LLVMValueRef inst);
/* A sync tgt added: a fence orders more and is proved; a barrier must be reached by every
 * thread of the CTA alike.  Adds its finding and returns the verdict. */
v_verdict verify_added_sync(vctx *v, sym_access *b);

#endif
