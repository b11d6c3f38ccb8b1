/* NVIDIA's Loop Strength Reduction (seed 002): a formula solver per loop over add-recurrences.
 * requires: a valid function; breaks: nothing the verifier relies on (memory operations keep
 * their !nvtv.id and only their address operands change; an exit test gets an operand of
 * equal value; new induction variables are header phis that step by a loop-invariant amount
 * at every latch, i.e. add-recurrences, so every address is proved for all iterations).
 *
 * cicc runs a 7-phase formula solver over LLVM's SCEV.  Here the SCEV of a value is its
 * normal form (src/sym), and a value is an add-recurrence of loop L when its normal form is
 * start + k*step with start and step free of L's counter k (sym_subst_loop on SYM_K).  Loops
 * are done innermost first, one per round: the analysis is rebuilt after each, so an outer
 * loop sees the inner loop's new induction variables.  The seed's structures map as follows.
 *
 *  - Uses (the seed's 96-byte use records: base, stride, offset, address space).
 *      address  a load, store or atomic whose address (normal form under the facts of its
 *               own no-poison condition, as BASR) is start + k*step + offset, in the loop
 *               whose counter is the innermost one it depends on;
 *      narrow   an address base + c*ext(x) that is not an add-recurrence in 64 bits but whose
 *               narrow index x is one in its own width (an i32 index that may wrap);
 *      compare  the operand of an exit test (an icmp feeding an exiting branch) that is an
 *               add-recurrence tested against an invariant (the seed's loop bound +712/+720);
 *      start    a value of the loop that inner loops read (an inner induction variable's
 *               start, a base): what lets an outer loop take over an inner loop's setup.
 *    Uses with one start (up to a constant), stride, space and kind form a group; one
 *    register serves a group, its offsets folding into PTX's [reg+imm].  An address whose
 *    index is an extended narrow add-recurrence (sext(tid + i) with nsw) also has a narrow
 *    alternative: base + c*ext(X) with X a 32-bit register that wraps as the index would,
 *    kept when its normal form under the address's facts is the address's (lsr-sxtopt).
 *  - Registers: each group's own new induction variable, the narrow alternatives', and the
 *    loop's existing header phis that are add-recurrences (the reuse chain table, +320).
 *  - Phases 1-5 make each group's candidate formulae, each computing its value from one
 *    register:
 *      1 per-register: the group's own induction variable (IV.S.N, stepped by IV.S.next.N);
 *      2 unfolded offsets, for the pure integer uses (base == NULL): a narrow index served by
 *        another group's register plus an offset (an add, or an invariant register: sub-pass
 *        A), and the exit test served by a register before or after its increment, when the
 *        test reads exactly its values (sub-pass B, the loop bound factored in);
 *      3 stride factors: base + S*R for an integer register R with S*step(R) the group's
 *        stride.  The stride table is the ratios between the loop's strides, with the seed's
 *        overflow guards S*stride/S == stride and nothing INT64_MIN;
 *      4 chains: another group's induction variable plus the invariant difference of the
 *        bases, computed once per iteration (lsr.chain), within one address space (the
 *        seed's use+48 == a1+40 test) and, for pointers, one object: a pointer register of
 *        array A plus (B - A) has B's address but A's provenance, which alias analysis
 *        trusts (nvtv fuzz --exec-oracle found this; corpus/known-bad/lsr_chain_cross_object);
 *        the exit test on an address group's register;
 *      5 reuse: an existing header phi plus the difference of the bases (same object).
 *    A formula is kept only if the invariants it needs can be computed before the loop, and
 *    a register made for one group serves another only if the values its start and step
 *    are computed from are ones the other group is computed from too (else a poison value
 *    the first group depends on would reach the second).
 *  - Phase 6 (the seed's hash tables): a plan picks one formula per group, from the product
 *    of the groups' candidates (at most PLAN_CAP plans; the groups with the most candidates
 *    lose their last ones).  Registers shared by several formulae count once (registers by
 *    index, invariants by normal form).  A plan costs (instructions per iteration,
 *    registers):
 *      instructions: what stays alive of the loop's own integer code (a liveness walk from
 *        everything that is not address arithmetic, the replaced operands cut; a GEP is an
 *        add per variable index plus a multiply per distinct scaled index; an extension
 *        folded into mul.wide, and anything invariant, which code generation hoists, is
 *        free; instructions of inner loops count twice), plus the increments, chain, base
 *        and index additions, and in an inner loop the instructions a new start takes in
 *        the preheader (they run in every outer iteration);
 *      registers, the register-pressure estimate (in 32-bit registers, 64-bit values two):
 *        the live header phis of the loop and its inner loops, values read across inner
 *        loops, addresses computed in the loop (live until their access: PTX issues an
 *        iteration's loads together), new induction variables, the live-in values the body
 *        reads and those live across the loop (invariants by normal form; kernel parameters
 *        are free, ptxas reads them from the constant bank), and, with
 *        count-sxt-opt-for-reg-pressure, two per live 64-bit extension: the seed's sign
 *        extension credit, which plans that remove them are given.
 *  - Phase 7 (selection).  With lsr-check-rp a plan whose estimate exceeds lsr-rp-limit is
 *    rejected unless it does not raise the loop's estimate (the seed skips loops already
 *    at the limit; here they may still take register-neutral plans).  filter-bad-formula
 *    drops plans dominated by another and plans with more instructions than the loop as it
 *    is, and keeps one plan per (instructions, registers).  lsr-selection=median (the
 *    seed's heuristic) walks the rest from the fewest instructions towards the fewest
 *    registers, weighing each by its cost (instructions + registers - the complexity
 *    discount, one per address group addressed as register + immediate) and stops where
 *    the running cost reaches half the total (the seed's total_cost / 2); cheapest takes
 *    the plan of least cost, as upstream LLVM would.  disable-lsr-complexity-discount drops
 *    the discount and orders by registers first.  The width-fit checks: a narrow register
 *    keeps the source index's width and wrapping (so the extension at the use is the
 *    source's); member offsets that do not fit PTX's signed 32-bit immediate cost an add;
 *    new 64-bit induction variables need do-lsr-64-bit.
 *  - Rewriting.  IV.S.N starts in the preheader and steps by IV.S.next.N at every latch
 *    (before the exit test when the test reads the stepped value).  Per-iteration values
 *    (lsr.chain, lsr.scaled, lsr.base, lsr.narrow, lsr.ext) are computed once after the
 *    header's phis; each access becomes one of them plus its constant (lsr.addr).  Starts
 *    and steps are rebuilt from the loop's own code where that is exact (the address at
 *    iteration 0 cloned without poison flags, lsr.start; its derivative, lsr.step), else from
 *    the normal form, preferring the values the uses are computed from (sext(%rown) rather
 *    than 64-bit products of distributed extensions), and placed in the preheader of the
 *    outermost loop they do not vary in.  Dead induction cycles are removed.
 *  - lsr_fold_term_cond.  An exit test moves onto a register other uses keep alive (the
 *    loop's own, or a narrow index serving addresses) only when that register holds
 *    exactly the tested values, before or after its step: the comparison and its bound are
 *    unchanged, so the trip count is equal by construction, and the test is renamed
 *    lsr_fold_term_cond.replaced_term_cond.  A fold onto a pointer against a computed end
 *    (LLVM's term-fold) needs a no-wrap argument in every iteration that the source's
 *    nsw/nuw do not give for a relational test, and is not made.
 *
 * Knobs (the seed's eleven, and lsr-selection): disable-unknown-trip-lsr skips loops with an
 * exit that is not an affine test against an invariant; lsr-loop-level N > 0 keeps the loops
 * of height N (1 innermost, 2 their parents: the seed's "1 = innermost only");
 * lsr-skip-outer-loop skips loops that contain loops; disable-lsr-for-sharedmem32-ptr leaves
 * addresses of 32-bit shared pointers alone (by default they get 32-bit shared-pointer
 * induction variables, never wider ones); do-lsr-64-bit -1 is "by --mcpu", resolved by
 * pipe_run_ours (off below sm_70, on from it; a caller passing -1 directly gets the default
 * CPU's, on); lsr-sxtopt allows the narrow formulae; the RP and selection knobs as above.
 * The seed leaves the RP estimate to "an earlier pass"; ours is the one above.  Each loop
 * gets one remark: its uses, groups, plans, the front and the formula chosen per group.
 */
#include "passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { U_ADDR, U_NARROW, U_CMP, U_START };
enum { F_KEEP, F_REG, F_SCALED, F_NARROW, F_CMP };
enum { PLAN_CAP = 4096, MAX_FORMS = 12, MAX_GROUPS = 64 };

static const char *const phase_name[] = {"keep", "per-register", "unfolded offset", "stride factor", "chain", "reuse"};

typedef struct luse {
  int kind;
  LLVMValueRef inst; /* memop, icmp or child header phi */
  unsigned opnd;     /* operand replaced */
  int block;
  int64_t off;       /* constant part (address, start, narrow index) */
  /* value = start + k*step (+ off); narrow: address = base + scale*ext(x), x = start + k*step + off */
  sym_term *start, *step;
  sym_term *base;
  int64_t scale;
  bool sx, ptr;
  unsigned nw, as;
  int group;
  /* an address (U_ADDR) computed from an extended narrow index x: address = alt_base +
   * alt_scale*ext(x) under its own facts, with a narrow register standing for x */
  bool alt;
  sym_term *alt_base, *alt_start, *alt_step;
  int64_t alt_scale;
  bool alt_sx;
  unsigned alt_nw;
  LLVMValueRef alt_x;
} luse;

typedef struct lgroup {
  int kind;
  bool ptr;
  unsigned as, width; /* width: of the value (pointers: the space's width); narrow: nw */
  sym_term *start, *step, *base;
  int64_t scale, min_off, max_off;
  bool sx;
  int own;            /* its own register */
  int own_post;       /* compares: its own register one step earlier, or -1 */
  /* addresses: the narrow alternative shared by every use (base at min_off), its register */
  bool alt;
  sym_term *alt_base;
  int alt_reg;
} lgroup;

typedef struct lreg {
  bool isnew;
  LLVMValueRef phi;   /* existing: the phi; new: set when created */
  LLVMValueRef *next; /* new: the increment at each latch */
  bool ptr;
  unsigned as, width;
  sym_term *start, *step;
  bool post_cmp;      /* a compare uses its stepped value: increment before it */
  LLVMValueRef cmp;
  LLVMValueRef src;   /* new: an IR value of the loop with these values (its start and step
                         are built from its own computation when that is exact) */
  LLVMValueRef sv, dv; /* the start and step in the preheader, once made */
  bool tried, sv_own, dv_own; /* sv/dv from the loop's own code */
  int setup;          /* new instructions in the preheader its start and step take */
  int owner;          /* new: the group it was made for */
} lreg;

typedef struct lform {
  int how, phase;
  int reg;
  sym_term *x;       /* F_REG: invariant difference; F_SCALED/F_NARROW: base; F_CMP: delta */
  int64_t s;         /* F_SCALED: scale; F_NARROW: delta of the index (const part) */
  sym_term *xd;      /* F_NARROW: invariant (non-constant) delta of the index, or NULL */
  int64_t roff;      /* offset of the register's start relative to the group's start */
  bool post;         /* F_CMP: the register's stepped value */
  int64_t nscale;    /* F_NARROW: address = base + nscale * ext(index), sext when nsx */
  bool nsx;
} lform;

typedef struct lcost {
  int insns, regs, setup, changed, discount;
  long cost;
} lcost;

typedef struct lsr lsr;

/* the liveness model of the loop's own code */
typedef struct linst {
  LLVMValueRef v;
  bool pure, escapes, phi, header_phi, ext64;
  bool child_livein;  /* computed here, read inside an inner loop: live across it */
  bool invariant;     /* the same in every iteration: hoisted by code generation, a live-in */
  int weight;        /* PTX instructions, without scaled indices */
  int nscale;        /* scaled indices of a GEP: (value, size) */
  LLVMValueRef sv[4];
  uint64_t ss[4];
  int units;         /* registers of its result */
  int mult;          /* 2 inside inner loops */
} linst;

typedef struct lloop {
  lsr *p;
  addr_fn *a;
  int l;
  uint32_t g;
  ir_loop *L;
  luse *u;
  int nu, capu;
  lgroup gr[MAX_GROUPS];
  int ng;
  lreg *reg;
  int nreg, capreg;
  lform forms[MAX_GROUPS][MAX_FORMS];
  int nforms[MAX_GROUPS];
  linst *in;
  int nin;
  ir_map idx;        /* instruction -> index + 1 */
  const void *through[64]; /* values live across the loop (defined before it, used after it) */
  int nthrough, through_units;
  ir_map exp_int, exp_ptr; /* normal form -> expansion in the preheader (or a failure mark) */
  LLVMValueRef pre_at, hdr_at;
  ir_map old;        /* the function's instructions before this loop's round */
  bool single_latch;
} lloop;

struct lsr {
  const nvtv_knobs *k;
  nvtv_remarks *r;
  const char *fname;
  int ivs;  /* IV.S. numbering across the function */
  int rewritten;
};

static LLVMValueRef const failed_mark = (LLVMValueRef)(uintptr_t)1;

/* ---- terms ---- */

/* addr_affine, with start and step known (not opaque) and the step not zero. */
static bool affine(addr_fn *a, sym_term *t, int l, sym_term **start, sym_term **step) {
  return addr_affine(a, t, l, start, step) && !sym_has_op(*step, SYM_OPAQUE) && !sym_has_op(*start, SYM_OPAQUE) &&
         !sym_is_const(*step, 0);
}

static sym_term *nf_add(sym_ctx *c, sym_term *x, int64_t k) {
  return k ? sym_nf(c, sym_bin(c, SYM_ADD, 0, x, sym_const(c, x->width, (uint64_t)k))) : x;
}

static sym_term *nf_sub(sym_ctx *c, sym_term *x, sym_term *y) { return sym_nf(c, sym_bin(c, SYM_SUB, 0, x, y)); }

static sym_term *nf_mul(sym_ctx *c, sym_term *x, int64_t k) {
  return sym_nf(c, sym_bin(c, SYM_MUL, 0, x, sym_const(c, x->width, (uint64_t)k)));
}

/* Splits the constant off: nf = rest + *k. */
static sym_term *split_const(sym_ctx *c, sym_term *nf, int64_t *k) {
  *k = addr_const_part(nf);
  return nf_add(c, nf, -*k);
}

static bool fits_imm(int64_t x) { return x >= INT32_MIN && x <= INT32_MAX; }

/* S with S * d == D, S from the loop's stride table: both constant, or D a constant multiple
 * of the symbolic d.  The seed's overflow guards: S*d/S == d, and neither is INT64_MIN. */
static bool stride_ratio(sym_ctx *c, sym_term *D, sym_term *d, int64_t *S) {
  if (D->width != d->width) return false;
  int64_t num, den;
  if (D->op == SYM_CONST && d->op == SYM_CONST) {
    num = sym_sext64(D->imm, D->width);
    den = sym_sext64(d->imm, d->width);
  } else {
    /* leading coefficients of the first summands */
    sym_term *x = D->op == SYM_ADD ? D->ops[0] : D, *y = d->op == SYM_ADD ? d->ops[0] : d;
    num = x->op == SYM_MUL && !(x->flags & SYM_ATOM) && x->ops[0]->op == SYM_CONST ? sym_sext64(x->ops[0]->imm, x->width) : 1;
    den = y->op == SYM_MUL && !(y->flags & SYM_ATOM) && y->ops[0]->op == SYM_CONST ? sym_sext64(y->ops[0]->imm, y->width) : 1;
  }
  if (den == 0 || num == INT64_MIN || den == INT64_MIN || num % den) return false;
  int64_t s = num / den;
  if (s == 0 || s == INT64_MIN || (s * den) / s != den) return false;
  if (nf_mul(c, d, s) != D) return false;
  *S = s;
  return true;
}

/* ---- registers of a type ---- */

static int units_of_type(addr_fn *a, LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w <= 1 ? 0 : (int)((w + 31) / 32);
  }
  case LLVMPointerTypeKind: return LLVMPointerSizeForAS(a->td, LLVMGetPointerAddressSpace(t)) > 4 ? 2 : 1;
  case LLVMDoubleTypeKind: return 2;
  case LLVMFloatTypeKind: case LLVMHalfTypeKind: case LLVMBFloatTypeKind: return 1;
  case LLVMVectorTypeKind: return (int)LLVMGetVectorSize(t) * units_of_type(a, LLVMGetElementType(t));
  case LLVMVoidTypeKind: case LLVMLabelTypeKind: case LLVMMetadataTypeKind: return 0;
  default: return 1;
  }
}

static unsigned ptr_width(addr_fn *a, unsigned as) { return LLVMPointerSizeForAS(a->td, as) * 8; }

/* ---- uses ---- */

static luse *new_use(lloop *lp) {
  if (lp->nu == lp->capu) {
    lp->capu = lp->capu ? 2 * lp->capu : 16;
    lp->u = realloc(lp->u, (size_t)lp->capu * sizeof *lp->u);
    if (!lp->u) ir_oom();
  }
  luse *u = &lp->u[lp->nu++];
  memset(u, 0, sizeof *u);
  u->group = -1;
  return u;
}

/* key = base + scale * ext(x), ext widening an affine narrow x: the one summand that moves
 * with the loop is a constant times an extension. */
static bool narrow_split(lloop *lp, sym_term *key, luse *u) {
  addr_fn *a = lp->a;
  sym_ctx *c = a->c;
  sym_term **sum = &key;
  int n = 1;
  if (key->op == SYM_ADD) {
    sum = key->ops;
    n = key->nops;
  }
  sym_term *atom = NULL, *term = NULL;
  int64_t scale = 1;
  for (int i = 0; i < n; i++) {
    if (!sym_depends_on_loop(sum[i], lp->g)) continue;
    if (term) return false;
    term = sum[i];
    atom = term;
    scale = 1;
    if (term->op == SYM_MUL && !(term->flags & SYM_ATOM)) {
      if (term->nops != 2 || term->ops[0]->op != SYM_CONST) return false;
      scale = sym_sext64(term->ops[0]->imm, term->width);
      atom = term->ops[1];
    }
  }
  if (!atom || (atom->op != SYM_SEXT && atom->op != SYM_ZEXT)) return false;
  sym_term *x = atom->ops[0];
  if (x->width >= key->width || x->width < 8) return false;
  sym_term *xs, *xd;
  if (!affine(a, x, lp->l, &xs, &xd)) return false;
  sym_term *base = nf_sub(c, key, term);
  if (sym_depends_on_loop(base, lp->g)) return false;
  u->kind = U_NARROW;
  u->base = base;
  u->scale = scale;
  u->sx = atom->op == SYM_SEXT;
  u->nw = x->width;
  u->start = split_const(c, xs, &u->off);
  u->step = xd;
  return true;
}

/* The first extension to the pointer's width inside the raw term whose operand is an
 * add-recurrence of the loop in its own width. */
static sym_term *find_ext(lloop *lp, sym_term *t, ir_map *seen, int depth) {
  if (depth > 32 || ir_map_has(seen, t) || !sym_depends_on_loop(t, lp->g)) return NULL;
  ir_map_put(seen, t, t);
  if ((t->op == SYM_SEXT || t->op == SYM_ZEXT) && t->ops[0]->width < t->width && t->ops[0]->width >= 8) {
    sym_term *s0, *d0;
    if (affine(lp->a, sym_nf(lp->a->c, t->ops[0]), lp->l, &s0, &d0)) return t;
  }
  for (int i = 0; i < t->nops; i++) {
    sym_term *x = find_ext(lp, t->ops[i], seen, depth + 1);
    if (x) return x;
  }
  return NULL;
}

/* The IR value whose term is x, on the way from v down its operands. */
static LLVMValueRef value_of_term(lloop *lp, LLVMValueRef v, sym_term *x, int depth) {
  if (depth > 16 || !LLVMIsAInstruction(v)) return NULL;
  if (addr_term(lp->a, v) == x) return v;
  for (int i = 0; i < LLVMGetNumOperands(v); i++) {
    LLVMValueRef r = value_of_term(lp, LLVMGetOperand(v, (unsigned)i), x, depth + 1);
    if (r) return r;
  }
  return NULL;
}

/* lsr-sxtopt for an address that is an add-recurrence only because its index does not wrap
 * (sext(tid + i) with nsw): base + c*ext(X) with X a narrow register that wraps exactly as
 * the source's index would; kept when its normal form under the address's facts is the
 * address's (what the verifier proves). */
static void narrow_alternative(lloop *lp, LLVMValueRef ptr, sym_term *key_nf, luse *u) {
  addr_fn *a = lp->a;
  sym_ctx *c = a->c;
  sym_term *t = addr_term(a, ptr);
  ir_map seen;
  ir_map_init(&seen);
  sym_term *e = t ? find_ext(lp, t, &seen, 0) : NULL;
  ir_map_free(&seen);
  if (!e || e->width != key_nf->width) return;
  sym_term *xs, *xd;
  if (!affine(a, sym_nf(c, e->ops[0]), lp->l, &xs, &xd)) return;
  sym_facts *f = sym_facts_new(c);
  sym_facts_assume(f, sym_not(c, sym_poison(c, t)));
  sym_term *ef = sym_facts_nf(f, e), *es, *ed, *ks, *kd;
  int64_t sc;
  if (affine(a, ef, lp->l, &es, &ed) && affine(a, key_nf, lp->l, &ks, &kd) && stride_ratio(c, kd, ed, &sc)) {
    sym_term *base = sym_nf(c, sym_bin(c, SYM_SUB, 0, key_nf, sym_bin(c, SYM_MUL, 0, ef, sym_const(c, ef->width, (uint64_t)sc))));
    sym_term *ops[3] = {xs, xd, sym_leaf(c, SYM_K, 64, lp->g)};
    sym_term *rec = sym_mk(c, SYM_ADDREC, e->ops[0]->width, 0, 0, 0, 3, ops);
    sym_term *tt = sym_bin(c, SYM_ADD, 0, base,
                           sym_bin(c, SYM_MUL, 0, sym_cast(c, e->op, 0, e->width, rec), sym_const(c, e->width, (uint64_t)sc)));
    LLVMValueRef xv = value_of_term(lp, ptr, e->ops[0], 0);
    if (!sym_depends_on_loop(base, lp->g) && sym_facts_nf(f, tt) == key_nf && xv) {
      u->alt = true;
      u->alt_base = base;
      u->alt_scale = sc;
      u->alt_sx = e->op == SYM_SEXT;
      u->alt_nw = e->ops[0]->width;
      u->alt_start = xs;
      u->alt_step = xd;
      u->alt_x = xv;
    }
  }
  sym_facts_free(f);
}

static void collect_addresses(lloop *lp) {
  addr_fn *a = lp->a;
  addr_member *m;
  int n = addr_collect(a, true, NULL, NULL, &m);
  for (int i = 0; i < n; i++) {
    if (!ir_loop_contains(a->cfg, lp->l, m[i].block) || addr_key_loop(a, m[i].s.key) != lp->l) continue;
    luse tmp;
    memset(&tmp, 0, sizeof tmp);
    sym_term *start, *step;
    if (affine(a, m[i].s.key, lp->l, &start, &step)) {
      tmp.kind = U_ADDR;
      int64_t k;
      tmp.start = split_const(a->c, start, &k);
      tmp.off = m[i].s.off + k;
      tmp.step = step;
    } else if (!narrow_split(lp, m[i].s.key, &tmp)) {
      continue;
    } else {
      /* the address's own constant belongs to the base */
      tmp.base = nf_add(a->c, tmp.base, m[i].s.off);
    }
    luse *u = new_use(lp);
    *u = tmp;
    u->group = -1;
    u->inst = m[i].inst;
    u->opnd = LLVMGetInstructionOpcode(m[i].inst) == LLVMStore ? 1 : 0;
    u->block = m[i].block;
    u->as = m[i].s.aspace;
    u->ptr = tmp.kind == U_ADDR;
    if (tmp.kind == U_ADDR) {
      u->nw = ptr_width(a, m[i].s.aspace);
      if (knob(lp->p->k, KNOB_LSR_SXTOPT)) narrow_alternative(lp, m[i].ptr, m[i].s.nf, u);
    }
  }
  free(m);
}

static bool value_ok(LLVMValueRef v) {
  LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(v));
  return k == LLVMIntegerTypeKind || k == LLVMPointerTypeKind;
}

/* The value's plain normal form as an add-recurrence of the loop. */
static bool value_affine(lloop *lp, LLVMValueRef v, sym_term **start, sym_term **step) {
  addr_fn *a = lp->a;
  if (!value_ok(v)) return false;
  sym_term *t = addr_term(a, v);
  if (!t || sym_has_op(t, SYM_UNSUPP) || sym_has_op(t, SYM_OPAQUE)) return false;
  sym_term *nf = sym_nf(a->c, t);
  return addr_key_loop(a, nf) == lp->l && affine(a, nf, lp->l, start, step); /* not moving with an inner loop */
}

/* The same in every iteration of the loop and of its inner loops. */
static bool invariant_value(lloop *lp, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v)) return true;
  sym_term *t = addr_term(lp->a, v);
  if (!t || sym_has_op(t, SYM_UNSUPP)) return false;
  t = sym_nf(lp->a->c, t);
  ir_cfg *cfg = lp->a->cfg;
  for (int q = 0; q < cfg->nloops; q++) {
    int x = q;
    while (x >= 0 && x != lp->l) x = cfg->loops[x].parent;
    if (x == lp->l && sym_depends_on_loop(t, lp->a->gid[q])) return false;
  }
  return true;
}

static void set_type(lloop *lp, luse *u, LLVMTypeRef ty) {
  u->ptr = LLVMGetTypeKind(ty) == LLVMPointerTypeKind;
  u->as = u->ptr ? LLVMGetPointerAddressSpace(ty) : 0;
  u->nw = u->ptr ? ptr_width(lp->a, u->as) : LLVMGetIntTypeWidth(ty);
}

/* Exit tests: an icmp feeding the branch of an exiting block, one side an add-recurrence, the
 * other invariant.  *known: every exit is such a test (the trip count is known). */
static void collect_compares(lloop *lp, bool *known) {
  addr_fn *a = lp->a;
  ir_loop *L = lp->L;
  *known = L->nexits > 0;
  for (int e = 0; e < L->nexits; e++) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(a->cfg->block[L->exit_from[e]]);
    LLVMValueRef cmp = LLVMIsABranchInst(term) && LLVMIsConditional(term) ? LLVMGetCondition(term) : NULL;
    bool found = false;
    if (cmp && LLVMIsAICmpInst(cmp) && LLVMIsAInstruction(cmp) && ir_loop_contains(a->cfg, lp->l, addr_block(a, cmp))) {
      for (int i = 0; i < lp->nu; i++)
        if (lp->u[i].inst == cmp) found = true;
      for (unsigned o = 0; o < 2 && !found; o++) {
        sym_term *start, *step;
        if (!invariant_value(lp, LLVMGetOperand(cmp, 1 - o)) || !value_affine(lp, LLVMGetOperand(cmp, o), &start, &step))
          continue;
        luse *u = new_use(lp);
        u->kind = U_CMP;
        u->inst = cmp;
        u->opnd = o;
        u->block = addr_block(a, cmp);
        u->start = start;
        u->step = step;
        set_type(lp, u, LLVMTypeOf(LLVMGetOperand(cmp, o)));
        found = true;
      }
    }
    if (!found) *known = false;
  }
}

/* Values of the loop that inner loops read (the start of an inner induction variable, a base
 * an inner loop addresses from): add-recurrences here, invariant there. */
static void collect_values(lloop *lp) {
  addr_fn *a = lp->a;
  ir_loop *L = lp->L;
  for (int bi = 0; bi < L->nblocks; bi++) {
    int b = L->blocks[bi];
    if (a->cfg->loop_of[b] == lp->l) continue;
    for (LLVMValueRef in = LLVMGetFirstInstruction(a->cfg->block[b]); in; in = LLVMGetNextInstruction(in)) {
      unsigned n = (unsigned)LLVMGetNumOperands(in);
      if (LLVMIsAPHINode(in)) n = LLVMCountIncoming(in);
      for (unsigned o = 0; o < n; o++) {
        LLVMValueRef v = LLVMGetOperand(in, o);
        if (!LLVMIsAInstruction(v) || LLVMIsAPHINode(v) || a->cfg->loop_of[addr_block(a, v)] != lp->l) continue;
        if (LLVMIsAPHINode(in) && a->cfg->loop_of[addr_block(a, in)] >= 0 &&
            !ir_loop_contains(a->cfg, lp->l, ir_block_index(a->cfg, LLVMGetIncomingBlock(in, o))))
          continue;
        sym_term *start, *step;
        if (!value_affine(lp, v, &start, &step)) continue;
        luse *u = new_use(lp);
        u->kind = U_START;
        u->inst = in;
        u->opnd = o;
        u->block = addr_block(a, v);
        u->start = split_const(a->c, start, &u->off);
        u->step = step;
        set_type(lp, u, LLVMTypeOf(v));
      }
    }
  }
}

/* ---- groups ---- */

/* Narrow uses group only with the same index offset: ext(x + 1) is not ext(x) + 1. */
static bool same_group(const luse *u, const lgroup *g) {
  if (u->kind != g->kind || u->step != g->step || u->as != g->as || u->ptr != g->ptr || u->nw != g->width) return false;
  switch (u->kind) {
  case U_ADDR: case U_START: return u->start == g->start;
  case U_NARROW:
    return u->start == g->start && u->off == g->min_off && u->base == g->base && u->scale == g->scale && u->sx == g->sx;
  default: return false; /* each compare is its own group */
  }
}

static bool make_groups(lloop *lp) {
  lp->ng = 0;
  for (int i = 0; i < lp->nu; i++) {
    luse *u = &lp->u[i];
    int gi = -1;
    for (int j = 0; j < lp->ng && gi < 0; j++)
      if (same_group(u, &lp->gr[j])) gi = j;
    if (gi < 0) {
      if (lp->ng == MAX_GROUPS) return false;
      gi = lp->ng++;
      lgroup *g = &lp->gr[gi];
      memset(g, 0, sizeof *g);
      g->kind = u->kind;
      g->start = u->start;
      g->step = u->step;
      g->min_off = g->max_off = u->off;
      g->width = u->nw;
      g->ptr = u->ptr;
      g->as = u->as;
      if (u->kind == U_NARROW) {
        g->base = u->base;
        g->scale = u->scale;
        g->sx = u->sx;
      }
    }
    lgroup *g = &lp->gr[gi];
    u->group = gi;
    if (u->off < g->min_off) g->min_off = u->off;
    if (u->off > g->max_off) g->max_off = u->off;
  }
  return true;
}

/* ---- registers ---- */

static int add_reg(lloop *lp, const lreg *r) {
  for (int i = 0; i < lp->nreg; i++) {
    lreg *x = &lp->reg[i];
    if (x->isnew == r->isnew && x->phi == r->phi && x->ptr == r->ptr && x->as == r->as && x->width == r->width &&
        x->start == r->start && x->step == r->step)
      return i;
  }
  if (lp->nreg == lp->capreg) {
    lp->capreg = lp->capreg ? 2 * lp->capreg : 16;
    lp->reg = realloc(lp->reg, (size_t)lp->capreg * sizeof *lp->reg);
    if (!lp->reg) ir_oom();
  }
  lp->reg[lp->nreg] = *r;
  return lp->nreg++;
}

/* The group's value at iteration 0 (with its smallest offset): the start of its own register. */
static sym_term *group_value0(lloop *lp, const lgroup *g) { return nf_add(lp->a->c, g->start, g->min_off); }

/* A group of addresses has the narrow alternative when every use has it with the same index,
 * scale and extension, and bases that differ by the uses' offsets. */
static void group_alternative(lloop *lp, int gi) {
  sym_ctx *c = lp->a->c;
  lgroup *g = &lp->gr[gi];
  luse *first = NULL;
  g->alt = false;
  g->alt_reg = -1;
  if (g->kind != U_ADDR) return;
  for (int i = 0; i < lp->nu; i++) {
    luse *u = &lp->u[i];
    if (u->group != gi) continue;
    if (!u->alt) return;
    if (!first) {
      first = u;
      continue;
    }
    if (u->alt_start != first->alt_start || u->alt_step != first->alt_step || u->alt_scale != first->alt_scale ||
        u->alt_sx != first->alt_sx || u->alt_nw != first->alt_nw ||
        nf_add(c, u->alt_base, first->off - u->off) != first->alt_base)
      return;
  }
  if (!first) return;
  g->alt = true;
  g->alt_base = nf_add(c, first->alt_base, g->min_off - first->off);
  lreg r = {0};
  r.isnew = true;
  r.width = first->alt_nw;
  r.start = first->alt_start;
  r.step = first->alt_step;
  r.src = first->alt_x;
  r.owner = gi;
  g->alt_reg = add_reg(lp, &r);
}

static void make_registers(lloop *lp) {
  addr_fn *a = lp->a;
  for (int gi = 0; gi < lp->ng; gi++) {
    lgroup *g = &lp->gr[gi];
    lreg r = {0};
    r.isnew = true;
    r.ptr = g->ptr;
    r.as = g->ptr ? g->as : 0;
    r.width = g->width;
    r.start = group_value0(lp, g);
    r.step = g->step;
    for (int i = 0; i < lp->nu && !r.src; i++) {
      luse *u = &lp->u[i];
      if (u->group != gi || u->off != g->min_off) continue;
      if (u->kind == U_ADDR) r.src = ir_mem_pointer(u->inst, 0);
      else if (u->kind == U_CMP || u->kind == U_START) r.src = LLVMGetOperand(u->inst, u->opnd);
    }
    r.owner = gi;
    g->own = add_reg(lp, &r);
    group_alternative(lp, gi);
    if (g->kind == U_CMP && lp->single_latch) {
      /* the same values one step later: the test reads the register after its increment */
      lreg q = r;
      q.src = NULL;
      q.start = nf_sub(lp->a->c, g->start, g->step);
      g->own_post = add_reg(lp, &q);
    } else {
      g->own_post = -1;
    }
  }
  for (LLVMValueRef phi = LLVMGetFirstInstruction(a->cfg->block[lp->L->header]); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
       phi = LLVMGetNextInstruction(phi)) {
    sym_term *start, *step;
    if (!value_affine(lp, phi, &start, &step)) continue;
    LLVMTypeRef ty = LLVMTypeOf(phi);
    lreg r = {0};
    r.phi = phi;
    r.ptr = LLVMGetTypeKind(ty) == LLVMPointerTypeKind;
    r.as = r.ptr ? LLVMGetPointerAddressSpace(ty) : 0;
    r.width = r.ptr ? ptr_width(a, r.as) : LLVMGetIntTypeWidth(ty);
    r.start = start;
    r.step = step;
    add_reg(lp, &r);
  }
}

/* ---- expansions in the preheader ---- */

/* Where an invariant goes: the preheader of the outermost enclosing loop it does not vary in
 * (an inner loop's start that only depends on an outer counter is computed once per outer
 * iteration, not once per entry of the inner loop). */
static LLVMValueRef place_for(lloop *lp, sym_term *nf) {
  ir_cfg *cfg = lp->a->cfg;
  LLVMValueRef at = lp->pre_at;
  for (int A = lp->L->parent; A >= 0; A = cfg->loops[A].parent) {
    if (cfg->loops[A].preheader < 0 || sym_depends_on_loop(nf, lp->a->gid[A]) || sym_has_op(nf, SYM_LOAD) ||
        sym_has_op(nf, SYM_UF))
      break;
    at = LLVMGetBasicBlockTerminator(cfg->block[cfg->loops[A].preheader]);
  }
  return at;
}

/* v (equal to nf, in the preheader) where place_for puts nf. */
static LLVMValueRef hoisted(lloop *lp, LLVMValueRef v, sym_term *nf) {
  LLVMValueRef at = place_for(lp, nf);
  if (!v || at == lp->pre_at || !LLVMIsAInstruction(v)) return v;
  LLVMValueRef h = addr_hoist(lp->a, v, at, false, "lsr.hoist");
  return h ? h : v;
}

static LLVMValueRef expand_int(lloop *lp, sym_term *nf) {
  LLVMValueRef v = ir_map_get(&lp->exp_int, nf);
  if (v) return v == failed_mark ? NULL : v;
  LLVMValueRef at = place_for(lp, nf);
  v = addr_expand(lp->a, nf, at, "lsr.inv");
  if (!v && at != lp->pre_at) v = addr_expand(lp->a, nf, lp->pre_at, "lsr.inv");
  ir_map_put(&lp->exp_int, nf, v ? v : failed_mark);
  return v;
}

/* Cached per normal form for the first space it is wanted in (one normal form in two spaces
 * is expanded again, uncached). */
static LLVMValueRef expand_ptr(lloop *lp, sym_term *nf, unsigned as) {
  LLVMValueRef v = ir_map_get(&lp->exp_ptr, nf);
  if (v == failed_mark) return NULL;
  if (v && LLVMGetPointerAddressSpace(LLVMTypeOf(v)) == as) return v;
  LLVMValueRef at = place_for(lp, nf);
  LLVMValueRef w = addr_expand_ptr(lp->a, nf, as, at, "lsr.inv");
  if (!w && at != lp->pre_at) w = addr_expand_ptr(lp->a, nf, as, lp->pre_at, "lsr.inv");
  if (!v) ir_map_put(&lp->exp_ptr, nf, w ? w : failed_mark);
  return w;
}

static LLVMValueRef inv_value(lloop *lp, sym_term *x) {
  if (x->op == SYM_CONST) return LLVMConstInt(LLVMIntTypeInContext(lp->a->ctx, x->width), x->imm, 0);
  return expand_int(lp, x);
}

/* ---- starts and steps from the loop's own code ----
 * The normal-form expander rebuilds a start from its polynomial, where every extension of an
 * nsw/nuw sum is distributed (4*sext(ctaid)*sext(ntid) + 4*sext(t)): correct, but 64-bit
 * multiplies that keep registers busy before the loop.  The loop's own computation of the
 * value, evaluated at iteration 0 (header phis replaced by their starts, cloned without poison
 * flags) or differentiated (the step), is what LLVM's expander would give (4*sext(g)); it is
 * used when its normal form is the one wanted, which makes it exact, and the expander
 * otherwise.  Values defined before the loop are used as they are: if one is poison, so is
 * the use in every iteration, since it depends on it. */

static bool in_loop(lloop *lp, LLVMValueRef v) {
  return LLVMIsAInstruction(v) && ir_loop_contains(lp->a->cfg, lp->l, addr_block(lp->a, v));
}

static LLVMValueRef header_start(lloop *lp, LLVMValueRef phi) {
  LLVMBasicBlockRef pre = lp->a->cfg->block[lp->L->preheader];
  for (unsigned i = 0; i < LLVMCountIncoming(phi); i++)
    if (LLVMGetIncomingBlock(phi, i) == pre) return LLVMGetIncomingValue(phi, i);
  return NULL;
}

static bool is_header_phi(lloop *lp, LLVMValueRef v) {
  return LLVMIsAPHINode(v) && LLVMGetInstructionParent(v) == lp->a->cfg->block[lp->L->header];
}

static bool clonable(LLVMValueRef v) {
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMGetElementPtr: case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMAnd: case LLVMOr:
  case LLVMXor: case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
  case LLVMAddrSpaceCast:
    return true;
  default: return false;
  }
}

static bool is_zero(LLVMValueRef v) { return LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) == 0; }
static bool is_one(LLVMValueRef v) { return LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) == 1; }

/* The operand that v with these operands is equal to (x + 0, x * 1, x << 0, a GEP by zeros). */
static LLVMValueRef identity_of(LLVMValueRef v, LLVMValueRef *ops, int n) {
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMAdd: case LLVMOr: case LLVMXor:
    return is_zero(ops[1]) ? ops[0] : is_zero(ops[0]) ? ops[1] : NULL;
  case LLVMSub: case LLVMShl: return is_zero(ops[1]) ? ops[0] : NULL;
  case LLVMMul: return is_one(ops[1]) ? ops[0] : is_one(ops[0]) ? ops[1] : NULL;
  case LLVMGetElementPtr:
    for (int i = 1; i < n; i++)
      if (!is_zero(ops[i])) return NULL;
    return LLVMTypeOf(ops[0]) == LLVMTypeOf(v) ? ops[0] : NULL;
  default: return NULL;
  }
}

/* v on constant operands, folded by the builder (a clone would not be), or NULL. */
static LLVMValueRef folded(lloop *lp, LLVMValueRef v, LLVMValueRef *ops, int n) {
  for (int i = 0; i < n; i++)
    if (!LLVMIsAConstantInt(ops[i])) return NULL;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  LLVMBuilderRef B = lp->a->b;
  LLVMPositionBuilderBefore(B, lp->pre_at);
  LLVMValueRef r = NULL;
  if (n == 1 && (op == LLVMZExt || op == LLVMSExt || op == LLVMTrunc)) r = LLVMBuildCast(B, op, ops[0], LLVMTypeOf(v), "");
  else if (n == 2 && op >= LLVMAdd && op <= LLVMXor && op != LLVMUDiv && op != LLVMSDiv && op != LLVMURem && op != LLVMSRem)
    r = LLVMBuildBinOp(B, op, ops[0], ops[1], "");
  return r && LLVMIsAConstant(r) ? r : NULL;
}

/* v at iteration 0, before the preheader's terminator, or NULL. */
static LLVMValueRef at_start(lloop *lp, LLVMValueRef v, ir_map *done, int depth) {
  if (!in_loop(lp, v)) return LLVMIsAInstruction(v) && !addr_available(lp->a, v, lp->pre_at) ? NULL : v;
  if (is_header_phi(lp, v)) return header_start(lp, v);
  LLVMValueRef got = ir_map_get(done, v);
  if (got) return got;
  if (depth > 24 || !clonable(v)) return NULL;
  int n = LLVMGetNumOperands(v);
  LLVMValueRef ops[16] = {0};
  if (n > 16) return NULL;
  for (int i = 0; i < n; i++)
    if (!(ops[i] = at_start(lp, LLVMGetOperand(v, (unsigned)i), done, depth + 1))) return NULL;
  LLVMValueRef same = identity_of(v, ops, n);
  if (!same) same = folded(lp, v, ops, n);
  if (same) {
    ir_map_put(done, v, same);
    return same;
  }
  LLVMValueRef cl = LLVMInstructionClone(v);
  for (int i = 0; i < n; i++) LLVMSetOperand(cl, (unsigned)i, ops[i]);
  addr_drop_poison_flags(cl);
  LLVMPositionBuilderBefore(lp->a->b, lp->pre_at);
  LLVMInsertIntoBuilderWithName(lp->a->b, cl, "lsr.start");
  ir_map_put(done, v, cl);
  return cl;
}

static LLVMTypeRef int_type(lloop *lp, unsigned w) { return LLVMIntTypeInContext(lp->a->ctx, w); }

static unsigned value_width(lloop *lp, LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMPointerTypeKind ? ptr_width(lp->a, LLVMGetPointerAddressSpace(t))
                                                     : LLVMGetIntTypeWidth(t);
}

/* A step: an integer value, or NULL for zero (*ok false: not derivable). */
typedef struct dstep {
  LLVMValueRef v;
  bool ok;
} dstep;

static dstep derive_invariant(lloop *lp, LLVMValueRef v);
static dstep derive_gep_indices(lloop *lp, LLVMValueRef g, bool indices_only, int depth);

static dstep d_fail(void) { return (dstep){NULL, false}; }
static dstep d_zero(void) { return (dstep){NULL, true}; }
static dstep d_val(LLVMValueRef v) { return (dstep){v, true}; }

static LLVMBuilderRef pre_builder(lloop *lp) {
  LLVMPositionBuilderBefore(lp->a->b, lp->pre_at);
  return lp->a->b;
}

static dstep d_add(lloop *lp, dstep x, dstep y, bool sub) {
  if (!x.ok || !y.ok) return d_fail();
  if (!y.v) return x;
  if (!x.v) return sub ? d_val(LLVMBuildNeg(pre_builder(lp), y.v, "lsr.step")) : y;
  return d_val(sub ? LLVMBuildSub(pre_builder(lp), x.v, y.v, "lsr.step") : LLVMBuildAdd(pre_builder(lp), x.v, y.v, "lsr.step"));
}

static dstep d_scale(lloop *lp, dstep x, uint64_t k) {
  if (!x.ok || !x.v || k == 1) return x;
  if (k == 0) return d_zero();
  LLVMTypeRef t = LLVMTypeOf(x.v);
  if (!(k & (k - 1))) return d_val(LLVMBuildShl(pre_builder(lp), x.v, LLVMConstInt(t, (uint64_t)__builtin_ctzll(k), 0), "lsr.step"));
  return d_val(LLVMBuildMul(pre_builder(lp), x.v, LLVMConstInt(t, k, 0), "lsr.step"));
}

static dstep d_cast(lloop *lp, dstep x, LLVMOpcode op, unsigned w) {
  if (!x.ok || !x.v) return x;
  unsigned xw = LLVMGetIntTypeWidth(LLVMTypeOf(x.v));
  if (xw == w) return x;
  if (xw > w) op = LLVMTrunc;
  else if (op == LLVMTrunc) op = LLVMSExt;
  return d_val(LLVMBuildCast(pre_builder(lp), op, x.v, int_type(lp, w), "lsr.step"));
}

/* v(k+1) - v(k) for a value of the loop, from its computation. */
static dstep derive(lloop *lp, LLVMValueRef v, int depth) {
  if (!in_loop(lp, v) || LLVMIsAConstant(v)) return d_zero();
  if (depth > 24) return d_fail();
  if (is_header_phi(lp, v)) {
    if (lp->L->nlatches != 1) return d_fail();
    LLVMValueRef nx = NULL;
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
      if (LLVMGetIncomingBlock(v, i) == lp->a->cfg->block[lp->L->latches[0]]) nx = LLVMGetIncomingValue(v, i);
    if (!nx || !LLVMIsAInstruction(nx)) return d_fail();
    LLVMOpcode op = LLVMGetInstructionOpcode(nx);
    if ((op == LLVMAdd || op == LLVMSub) && LLVMGetOperand(nx, 0) == v && !in_loop(lp, LLVMGetOperand(nx, 1)))
      return d_add(lp, d_zero(), d_val(LLVMGetOperand(nx, 1)), op == LLVMSub);
    if (op == LLVMAdd && LLVMGetOperand(nx, 1) == v && !in_loop(lp, LLVMGetOperand(nx, 0)))
      return d_val(LLVMGetOperand(nx, 0));
    if (op == LLVMGetElementPtr && LLVMGetOperand(nx, 0) == v) return derive_gep_indices(lp, nx, true, depth);
    return d_fail();
  }
  if (!LLVMIsAInstruction(v)) return d_zero();
  unsigned w = value_width(lp, v);
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  switch (op) {
  case LLVMAdd: case LLVMSub:
    return d_add(lp, derive(lp, LLVMGetOperand(v, 0), depth + 1), derive(lp, LLVMGetOperand(v, 1), depth + 1), op == LLVMSub);
  case LLVMMul: case LLVMShl: {
    LLVMValueRef c = LLVMGetOperand(v, 1), x = LLVMGetOperand(v, 0);
    if (op == LLVMMul && LLVMIsAConstantInt(x)) {
      LLVMValueRef t = x;
      x = c;
      c = t;
    }
    if (!LLVMIsAConstantInt(c)) return derive_invariant(lp, v);
    uint64_t k = LLVMConstIntGetZExtValue(c);
    if (op == LLVMShl) k = k < 64 ? 1ULL << k : 0;
    return d_scale(lp, derive(lp, x, depth + 1), k);
  }
  case LLVMSExt: case LLVMZExt: case LLVMTrunc:
    return d_cast(lp, derive(lp, LLVMGetOperand(v, 0), depth + 1), op, w);
  case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast: case LLVMAddrSpaceCast:
    return d_cast(lp, derive(lp, LLVMGetOperand(v, 0), depth + 1), LLVMTrunc, w);
  case LLVMGetElementPtr: return derive_gep_indices(lp, v, false, depth);
  default: return derive_invariant(lp, v);
  }
}

/* An instruction of the loop whose value does not change: step zero. */
static dstep derive_invariant(lloop *lp, LLVMValueRef v) {
  return invariant_value(lp, v) ? d_zero() : d_fail();
}

/* The step of a GEP: its base's (unless `indices_only`) plus each index's times its size. */
static dstep derive_gep_indices(lloop *lp, LLVMValueRef g, bool indices_only, int depth) {
  unsigned w = value_width(lp, g);
  dstep acc = indices_only ? d_zero() : derive(lp, LLVMGetOperand(g, 0), depth + 1);
  acc = d_cast(lp, acc, LLVMTrunc, w);
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(g);
  int n = LLVMGetNumOperands(g);
  for (int k = 1; k < n && acc.ok; k++) {
    LLVMValueRef iv = LLVMGetOperand(g, (unsigned)k);
    uint64_t foff;
    ir_gep_kind gk = ir_gep_step(lp->a->td, &ty, iv, k - 1, &foff);
    if (gk == IR_GEP_BAD) return d_fail();
    if (gk == IR_GEP_FIELD) continue;
    if (LLVMGetTypeKind(LLVMTypeOf(iv)) != LLVMIntegerTypeKind) return d_fail();
    dstep d = indices_only && in_loop(lp, iv) ? d_fail() : indices_only ? d_val(iv) : derive(lp, iv, depth + 1);
    d = d_cast(lp, d, LLVMSExt, w);
    acc = d_add(lp, acc, d_scale(lp, d, LLVMABISizeOfType(lp->a->td, ty)), false);
  }
  return acc;
}

/* Is the IR value's plain normal form `want`? */
static bool value_is(lloop *lp, LLVMValueRef v, sym_term *want) {
  sym_term *t = v ? addr_term(lp->a, v) : NULL;
  return t && !sym_has_op(t, SYM_UNSUPP) && sym_nf(lp->a->c, t) == want;
}



/* ---- expansions from the values the uses are computed from ----
 * The normal form of a start distributes every extension of an nsw/nuw computation:
 * 64*sext(by)*sext(n) + 4*sext(ty)*sext(n) + 4*sext(tx) + A, where the source had the i32
 * row*n (`%rown`) and one sext.  An expansion of the polynomial monomial by monomial costs a
 * 64-bit multiply per product and keeps registers busy before the loop.  So the values the
 * uses themselves are computed from, before the loop (seeds: v, sext(v), zext(v)), are tried
 * first: T = c*S + R for a seed S whenever that leaves fewer monomials in R.  A seed that is
 * poison makes every use computed from it poison in every iteration, so only seeds common to
 * all the uses a value serves are offered. */

typedef struct seed {
  LLVMValueRef v;
  int ext; /* 0 as is, 1 sext, 2 zext */
  sym_term *nf;
  LLVMValueRef made;
} seed;

typedef struct seeds {
  seed s[48];
  int n;
} seeds;

static void seed_add(lloop *lp, seeds *out, LLVMValueRef v, int ext) {
  sym_ctx *c = lp->a->c;
  for (int i = 0; i < out->n; i++)
    if (out->s[i].v == v && out->s[i].ext == ext) return;
  if (out->n == 48) return;
  sym_term *t = addr_term(lp->a, v);
  if (!t || sym_has_op(t, SYM_UNSUPP) || sym_has_op(t, SYM_OPAQUE)) return;
  if (ext) t = sym_cast(c, ext == 1 ? SYM_SEXT : SYM_ZEXT, 0, 64, t);
  seed *x = &out->s[out->n++];
  x->v = v;
  x->ext = ext;
  x->nf = sym_nf(c, t);
  x->made = NULL;
}

/* The values before the loop that v is computed from. */
static void seeds_of(lloop *lp, LLVMValueRef v, seeds *out, int depth) {
  if (depth > 12 || LLVMIsAConstant(v)) return;
  if (in_loop(lp, v)) {
    if (is_header_phi(lp, v)) {
      LLVMValueRef st = header_start(lp, v);
      if (st) seeds_of(lp, st, out, depth + 1);
      return;
    }
    if (!clonable(v)) return;
    for (int i = 0; i < LLVMGetNumOperands(v); i++) seeds_of(lp, LLVMGetOperand(v, (unsigned)i), out, depth + 1);
    return;
  }
  if (!(LLVMIsAInstruction(v) || LLVMIsAArgument(v)) || !value_ok(v)) return;
  if (LLVMIsAInstruction(v) && !addr_available(lp->a, v, lp->pre_at)) return;
  LLVMTypeRef t = LLVMTypeOf(v);
  if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind) {
    seed_add(lp, out, v, 0);
    if (LLVMGetIntTypeWidth(t) < 64 && LLVMGetIntTypeWidth(t) > 1) {
      seed_add(lp, out, v, 1);
      seed_add(lp, out, v, 2);
    }
  } else {
    seed_add(lp, out, v, 0);
  }
  if (LLVMIsAInstruction(v) && clonable(v))
    for (int i = 0; i < LLVMGetNumOperands(v); i++) seeds_of(lp, LLVMGetOperand(v, (unsigned)i), out, depth + 1);
}

/* Keeps the seeds of a that are also in b. */
static void seeds_meet(seeds *a, const seeds *b) {
  int n = 0;
  for (int i = 0; i < a->n; i++) {
    bool in = false;
    for (int j = 0; j < b->n && !in; j++) in = b->s[j].v == a->s[i].v && b->s[j].ext == a->s[i].ext;
    if (in) a->s[n++] = a->s[i];
  }
  a->n = n;
}

/* The seeds every use of the groups in `which` (a bitmask over groups) is computed from. */
static void seeds_for(lloop *lp, uint64_t which, seeds *out) {
  bool first = true;
  out->n = 0;
  for (int i = 0; i < lp->nu; i++) {
    luse *u = &lp->u[i];
    if (!(which >> u->group & 1)) continue;
    seeds mine = {.n = 0};
    LLVMValueRef v = u->kind == U_ADDR || u->kind == U_NARROW ? ir_mem_pointer(u->inst, 0) : LLVMGetOperand(u->inst, u->opnd);
    seeds_of(lp, v, &mine, 0);
    if (first) *out = mine;
    else seeds_meet(out, &mine);
    first = false;
  }
}

static int monomials(sym_term *t) {
  if (sym_is_const(t, 0)) return 0;
  if (t->op != SYM_ADD) return t->op == SYM_CONST ? 0 : 1;
  return t->nops - (t->ops[t->nops - 1]->op == SYM_CONST);
}

static int64_t coef_of(sym_term *m) {
  if (m->op == SYM_MUL && !(m->flags & SYM_ATOM) && m->ops[0]->op == SYM_CONST) return sym_sext64(m->ops[0]->imm, m->width);
  return 1;
}

static LLVMValueRef seed_value(lloop *lp, seed *s, LLVMValueRef at) {
  if (s->made) return s->made;
  LLVMValueRef v = s->v;
  if (s->ext) {
    LLVMPositionBuilderBefore(lp->a->b, at);
    v = s->ext == 1 ? LLVMBuildSExt(lp->a->b, v, int_type(lp, 64), "lsr.seed") : LLVMBuildZExt(lp->a->b, v, int_type(lp, 64), "lsr.seed");
  }
  return s->made = v;
}

/* An integer with normal form t before `at`, from the seeds where they help. */
static LLVMValueRef smart_int(lloop *lp, sym_term *t, seeds *sd, LLVMValueRef at, int depth) {
  sym_ctx *c = lp->a->c;
  int best = -1, gain = 0;
  int64_t bestc = 0;
  sym_term *bestr = NULL;
  int nt = monomials(t);
  if (depth < 6 && nt > 1)
    for (int i = 0; i < sd->n; i++) {
      seed *x = &sd->s[i];
      if (x->nf->width != t->width || LLVMGetTypeKind(LLVMTypeOf(x->v)) != LLVMIntegerTypeKind || x->nf->op == SYM_CONST) continue;
      int ns = monomials(x->nf);
      if (ns < 1) continue;
      sym_term *first = x->nf->op == SYM_ADD ? x->nf->ops[0] : x->nf;
      int64_t cs = coef_of(first);
      sym_term **tm = t->op == SYM_ADD ? t->ops : &t;
      int ntm = t->op == SYM_ADD ? t->nops : 1;
      for (int j = 0; j < ntm; j++) {
        if (tm[j]->op == SYM_CONST) continue;
        int64_t ct = coef_of(tm[j]);
        if (!cs || ct % cs) continue;
        int64_t k = ct / cs;
        sym_term *r = sym_nf(c, sym_bin(c, SYM_SUB, 0, t, sym_bin(c, SYM_MUL, 0, x->nf, sym_const(c, t->width, (uint64_t)k))));
        int g = 2 * (nt - monomials(r)) - (k != 1); /* monomials saved, then no scaling */
        if (g > gain) {
          gain = g;
          best = i;
          bestc = k;
          bestr = r;
        }
      }
    }
  if (best < 0) return addr_expand(lp->a, t, at, "lsr.inv");
  LLVMValueRef v = seed_value(lp, &sd->s[best], at);
  LLVMBuilderRef B = lp->a->b;
  LLVMPositionBuilderBefore(B, at);
  if (bestc != 1) {
    uint64_t k = (uint64_t)bestc;
    v = k && !(k & (k - 1)) ? LLVMBuildShl(B, v, LLVMConstInt(LLVMTypeOf(v), (uint64_t)__builtin_ctzll(k), 0), "lsr.inv")
                            : LLVMBuildMul(B, v, LLVMConstInt(LLVMTypeOf(v), k, 0), "lsr.inv");
  }
  if (sym_is_const(bestr, 0)) return v;
  LLVMValueRef rest = smart_int(lp, bestr, sd, at, depth + 1);
  if (!rest) return NULL;
  LLVMPositionBuilderBefore(B, at);
  return LLVMBuildAdd(B, v, rest, "lsr.inv");
}

/* A pointer with normal form t in space as: a pointer seed or the root, plus an integer. */
static LLVMValueRef smart_ptr(lloop *lp, sym_term *t, unsigned as, seeds *sd, LLVMValueRef at) {
  sym_ctx *c = lp->a->c;
  LLVMValueRef base = NULL;
  sym_term *rest = NULL;
  int bestn = 1 << 30;
  for (int i = 0; i < sd->n; i++) {
    seed *x = &sd->s[i];
    if (LLVMGetTypeKind(LLVMTypeOf(x->v)) != LLVMPointerTypeKind || x->nf->width != t->width) continue;
    sym_term *r = nf_sub(c, t, x->nf);
    sym_term **sum = r->op == SYM_ADD ? r->ops : &r;
    int n = r->op == SYM_ADD ? r->nops : 1;
    if (sym_has_op(r, SYM_GLOBAL)) continue; /* the rest must be an integer */
    bool ptrleaf = false;
    for (int j = 0; j < n; j++) ptrleaf |= sym_leaf_aspace(sum[j]) >= 0;
    if (ptrleaf) continue;
    if (monomials(r) < bestn) {
      bestn = monomials(r);
      base = x->v;
      rest = r;
    }
  }
  if (!base) {
    /* the root pointer leaf, as addr_expand_ptr finds it */
    sym_term **sum = t->op == SYM_ADD ? t->ops : &t;
    int n = t->op == SYM_ADD ? t->nops : 1;
    sym_term *root = NULL;
    for (int j = 0; j < n; j++)
      if (sym_leaf_aspace(sum[j]) >= 0) {
        if (root) return NULL;
        root = sum[j];
      }
    if (!root || root->op != SYM_ARG) return NULL;
    base = LLVMGetParam(lp->a->fn, (unsigned)root->imm);
    rest = nf_sub(c, t, root);
  }
  LLVMValueRef off = sym_is_const(rest, 0) ? NULL : smart_int(lp, rest, sd, at, 0);
  if (!sym_is_const(rest, 0) && !off) return NULL;
  LLVMPositionBuilderBefore(lp->a->b, at);
  LLVMValueRef p = base;
  if (off) p = LLVMBuildGEP2(lp->a->b, LLVMInt8TypeInContext(lp->a->ctx), base, &off, 1, "lsr.inv");
  if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != as)
    p = LLVMBuildAddrSpaceCast(lp->a->b, p, LLVMPointerTypeInContext(lp->a->ctx, as), "bitCastEnd");
  return p;
}

/* The normal form t (a pointer in `as` when ptr) before the loop, for the uses of the groups
 * in `which`: checked against t (an expansion that is not t is dropped for the plain one). */
static LLVMValueRef expand_for(lloop *lp, sym_term *t, bool ptr, unsigned as, uint64_t which) {
  if (t->op == SYM_CONST && !ptr) return LLVMConstInt(int_type(lp, t->width), t->imm, 0);
  seeds sd;
  seeds_for(lp, which, &sd);
  LLVMValueRef at = place_for(lp, t);
  /* seeds must be available where the value goes */
  int n = 0;
  for (int i = 0; i < sd.n; i++)
    if (!LLVMIsAInstruction(sd.s[i].v) || addr_available(lp->a, sd.s[i].v, at)) sd.s[n++] = sd.s[i];
  sd.n = n;
  LLVMValueRef v = ptr ? smart_ptr(lp, t, as, &sd, at) : smart_int(lp, t, &sd, at, 0);
  if (v && value_is(lp, v, t)) return v;
  return ptr ? expand_ptr(lp, t, as) : inv_value(lp, t);
}

/* The register's start and step in the preheader: from its source value when exact, else
 * from the normal forms. */
static bool reg_parts(lloop *lp, lreg *r) {
  if (r->tried) return r->sv && r->dv;
  r->tried = true;
  if (r->src) {
    ir_map done;
    ir_map_init(&done);
    LLVMValueRef s = at_start(lp, r->src, &done, 0);
    ir_map_free(&done);
    if (s && value_is(lp, s, r->start) && (!r->ptr || LLVMGetPointerAddressSpace(LLVMTypeOf(s)) == r->as)) {
      r->sv = hoisted(lp, s, r->start);
      r->sv_own = true;
    }
    LLVMValueRef have = ir_map_get(&lp->exp_int, r->step);
    if (have && have != failed_mark) {
      r->dv = have;
    } else if (r->step->op != SYM_CONST) {
      dstep d = derive(lp, r->src, 0);
      if (d.ok && d.v && LLVMGetIntTypeWidth(LLVMTypeOf(d.v)) == r->width && value_is(lp, d.v, r->step)) {
        r->dv = hoisted(lp, d.v, r->step);
        r->dv_own = true;
        ir_map_put(&lp->exp_int, r->step, r->dv);
      }
    }
  }
  if (!r->sv) r->sv = expand_for(lp, r->start, r->ptr, r->as, 1ULL << r->owner);
  if (!r->dv) r->dv = r->step->op == SYM_CONST ? inv_value(lp, r->step) : expand_for(lp, r->step, false, 0, 1ULL << r->owner);
  return r->sv && r->dv;
}

/* ---- who may share a register ----
 * A register's start and step are built from values the group it was made for is computed
 * from; if one of those is poison, so is the register, in every iteration.  Another group may
 * use the register only if it is computed from the same values (then it is poison whenever
 * the register is), or the values cannot be poison. */

static bool never_poison_value(lloop *lp, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v)) return true; /* arguments, constants, globals */
  sym_term *t = addr_term(lp->a, v);
  return t && !sym_has_op(t, SYM_UNSUPP) && addr_never_poison(lp->a, t);
}

/* The values from before this round that v's computation reads (v made in the preheader). */
static void leaves_of(lloop *lp, LLVMValueRef v, ir_vec *out, ir_map *seen, int depth) {
  if (!v || !LLVMIsAInstruction(v) || ir_map_has(seen, v) || depth > 32) return;
  ir_map_put(seen, v, v);
  if (ir_map_has(&lp->old, v)) {
    ir_vec_push(out, v);
    return;
  }
  for (int i = 0; i < LLVMGetNumOperands(v); i++) leaves_of(lp, LLVMGetOperand(v, (unsigned)i), out, seen, depth + 1);
}

static bool reg_shareable(lloop *lp, lreg *r, int gi) {
  if (!r->isnew || r->owner == gi) return true;
  ir_vec lv = {0};
  ir_map seen;
  ir_map_init(&seen);
  leaves_of(lp, r->sv, &lv, &seen, 0);
  leaves_of(lp, r->dv, &lv, &seen, 0);
  ir_map_free(&seen);
  seeds sd;
  seeds_for(lp, 1ULL << gi, &sd);
  bool ok = true;
  for (int i = 0; i < lv.n && ok; i++) {
    if (never_poison_value(lp, lv.v[i])) continue;
    bool in = false;
    for (int j = 0; j < sd.n && !in; j++) in = sd.s[j].v == lv.v[i] && sd.s[j].ext == 0;
    ok = in;
  }
  ir_vec_free(&lv);
  return ok;
}

/* Can the invariant x (a pointer in `as` when ptr) be computed before the loop for group gi? */
static bool inv_feasible(lloop *lp, int gi, sym_term *x, bool ptr, unsigned as) {
  if (!x || x->op == SYM_CONST) return true;
  return expand_for(lp, x, ptr, as, 1ULL << gi) != NULL;
}

static int inst_weight(LLVMValueRef v);

/* New instructions in the loop's preheader block that v needs. */
static int preheader_cost(lloop *lp, LLVMValueRef v, ir_map *seen, int depth) {
  if (!v || !LLVMIsAInstruction(v) || ir_map_has(seen, v) || ir_map_has(&lp->old, v) || depth > 32) return 0;
  ir_map_put(seen, v, v);
  int n = LLVMGetInstructionParent(v) == lp->a->cfg->block[lp->L->preheader] && inst_weight(v) ? 1 : 0;
  for (int i = 0; i < LLVMGetNumOperands(v); i++) n += preheader_cost(lp, LLVMGetOperand(v, (unsigned)i), seen, depth + 1);
  return n;
}

static bool reg_feasible(lloop *lp, lreg *r) {
  if (!r->isnew) return true;
  bool first = !r->tried;
  if (!reg_parts(lp, r)) return false;
  if (first) {
    ir_map seen;
    ir_map_init(&seen);
    r->setup = preheader_cost(lp, r->sv, &seen, 0) + preheader_cost(lp, r->dv, &seen, 0);
    ir_map_free(&seen);
  }
  return true;
}

/* ---- candidate formulae (phases 1-5) ---- */

static bool allow_reg(lloop *lp, lreg *r, int gi) {
  if (r->isnew && r->width > 32 && !knob(lp->p->k, KNOB_LSR_64_BIT)) return false;
  return reg_feasible(lp, r) && reg_shareable(lp, r, gi);
}

/* The coverage kind of a formula (a candidate, or used by the chosen plan). */
static pass_cov form_cov(const lform *f, bool used) {
  pass_cov k = PC_LSR_CAND_REG_P1;
  switch (f->how) {
  case F_REG: k = f->phase == 4 ? PC_LSR_CAND_REG_P4 : f->phase == 5 ? PC_LSR_CAND_REG_P5 : PC_LSR_CAND_REG_P1; break;
  case F_SCALED: k = PC_LSR_CAND_SCALED_P3; break;
  case F_NARROW: k = f->phase == 2 ? PC_LSR_CAND_NARROW_P2 : f->phase == 5 ? PC_LSR_CAND_NARROW_P5 : PC_LSR_CAND_NARROW_P1; break;
  case F_CMP:
    k = f->phase == 2 ? PC_LSR_CAND_CMP_P2 : f->phase == 4 ? PC_LSR_CAND_CMP_P4 : f->phase == 5 ? PC_LSR_CAND_CMP_P5 : PC_LSR_CAND_CMP_P1;
    break;
  }
  if (!used) return k;
  switch (k) {
  case PC_LSR_CAND_REG_P1: return PC_LSR_USED_REG_P1;
  case PC_LSR_CAND_NARROW_P1: return PC_LSR_USED_NARROW_P1;
  case PC_LSR_CAND_CMP_P1: case PC_LSR_CAND_CMP_P2: case PC_LSR_CAND_CMP_P4: return PC_LSR_USED_CMP_P1;
  case PC_LSR_CAND_NARROW_P2: return PC_LSR_USED_NARROW_P2;
  case PC_LSR_CAND_SCALED_P3: return PC_LSR_USED_SCALED_P3;
  case PC_LSR_CAND_REG_P4: return PC_LSR_USED_REG_P4;
  case PC_LSR_CAND_REG_P5: return PC_LSR_USED_REG_P5;
  case PC_LSR_CAND_NARROW_P5: return PC_LSR_USED_NARROW_P5;
  default: return PC_LSR_USED_CMP_P5;
  }
}

static void add_form(lloop *lp, int gi, const lform *f) {
  if (f->how != F_KEEP) remark_cover(lp->p->r, form_cov(f, false)); /* made, even if an earlier phase made it too */
  if (lp->nforms[gi] >= MAX_FORMS) return;
  for (int i = 0; i < lp->nforms[gi]; i++) {
    lform *x = &lp->forms[gi][i];
    if (x->how == f->how && x->reg == f->reg && x->x == f->x && x->s == f->s && x->xd == f->xd && x->post == f->post &&
        x->nscale == f->nscale && x->nsx == f->nsx)
      return;
  }
  lp->forms[gi][lp->nforms[gi]++] = *f;
}

/* A pointer or start group served by register r (same kind, space and step) plus the
 * invariant difference of their values at iteration 0. */
/* Does a normal form mention a pointer argument or global? */
static bool mentions_object(const sym_term *t) {
  if (sym_leaf_aspace(t) >= 0) return true;
  for (int i = 0; i < t->nops; i++)
    if (mentions_object(t->ops[i])) return true;
  return false;
}

static void form_from_reg(lloop *lp, int gi, int ri, int phase) {
  sym_ctx *c = lp->a->c;
  lgroup *g = &lp->gr[gi];
  lreg *r = &lp->reg[ri];
  if (r->ptr != g->ptr || r->as != g->as || r->width != g->width || r->step != g->step || !allow_reg(lp, r, gi)) return;
  lform f = {.how = F_REG, .phase = phase, .reg = ri};
  /* the group's value at iteration 0 is start + min_off = r->start + rest + k: a member with
   * offset off is the register + rest (an invariant register) + k + off - min_off */
  sym_term *diff = nf_sub(c, group_value0(lp, g), r->start);
  int64_t k;
  sym_term *rest = split_const(c, diff, &k);
  f.roff = k;
  /* a pointer register of another object (a chain or a reused phi over another array): the
   * address would be right, but the pointer would be based on the wrong object, which
   * LLVM's alias analysis takes at its word */
  if (r->ptr && mentions_object(rest)) return;
  if (!sym_is_const(rest, 0)) {
    if (!inv_feasible(lp, gi, rest, false, 0)) return;
    f.x = rest;
  }
  add_form(lp, gi, &f);
}

static void forms_narrow(lloop *lp, int gi);

static void forms_pointer(lloop *lp, int gi) {
  lgroup *g = &lp->gr[gi];
  /* phase 1: its own register */
  form_from_reg(lp, gi, g->own, 1);
  /* phase 4: chained from another group's register of the same space and stride (and,
   * for pointers, of the same object: form_from_reg) */
  for (int j = 0; j < lp->ng; j++)
    if (j != gi && lp->gr[j].kind == g->kind && lp->gr[j].ptr == g->ptr) form_from_reg(lp, gi, lp->gr[j].own, 4);
  /* phase 5: an existing header phi */
  for (int r = 0; r < lp->nreg; r++)
    if (!lp->reg[r].isnew) form_from_reg(lp, gi, r, 5);
  /* the narrow alternative (lsr-sxtopt) */
  if (g->alt && knob(lp->p->k, KNOB_LSR_SXTOPT)) forms_narrow(lp, gi);
  /* phase 3: base + S * R for an integer register of the pointer's width */
  if (!g->ptr || g->kind != U_ADDR) return;
  sym_ctx *c = lp->a->c;
  for (int r = 0; r < lp->nreg; r++) {
    lreg *R = &lp->reg[r];
    int64_t S;
    if (R->ptr || R->width != g->width || !stride_ratio(c, g->step, R->step, &S) || !allow_reg(lp, R, gi)) continue;
    sym_term *base = nf_sub(c, group_value0(lp, g), nf_mul(c, R->start, S));
    if (!inv_feasible(lp, gi, base, true, g->as)) continue;
    lform f = {.how = F_SCALED, .phase = 3, .reg = r, .x = base, .s = S};
    add_form(lp, gi, &f);
  }
}

/* The narrow index of a group: its own (U_NARROW) or an address group's alternative. */
typedef struct nidx {
  unsigned w;
  sym_term *x0, *step, *base;
  int64_t scale;
  bool sx;
} nidx;

static bool narrow_of(lloop *lp, const lgroup *g, nidx *n) {
  if (g->kind == U_NARROW) {
    *n = (nidx){g->width, group_value0(lp, g), g->step, g->base, g->scale, g->sx};
    return true;
  }
  if (g->kind != U_ADDR || !g->alt) return false;
  lreg *r = &lp->reg[g->alt_reg];
  for (int i = 0; i < lp->nu; i++)
    if (lp->u[i].group == g - lp->gr) {
      *n = (nidx){r->width, r->start, r->step, g->alt_base, lp->u[i].alt_scale, lp->u[i].alt_sx};
      return true;
    }
  return false;
}

/* A narrow index served by an integer register R of its width and stride:
 * base + scale * ext(R + delta). */
static void form_narrow_reg(lloop *lp, int gi, int ri, int phase) {
  sym_ctx *c = lp->a->c;
  lgroup *g = &lp->gr[gi];
  lreg *r = &lp->reg[ri];
  nidx n;
  if (!narrow_of(lp, g, &n) || r->ptr || r->width != n.w || r->step != n.step || !allow_reg(lp, r, gi)) return;
  if (!inv_feasible(lp, gi, n.base, true, g->as)) return;
  /* the index is r + rest + k */
  sym_term *diff = nf_sub(c, n.x0, r->start);
  int64_t k;
  sym_term *rest = split_const(c, diff, &k);
  lform f = {.how = F_NARROW, .phase = phase, .reg = ri, .x = n.base, .s = k, .nscale = n.scale, .nsx = n.sx};
  if (!sym_is_const(rest, 0)) {
    if (!inv_feasible(lp, gi, rest, false, 0)) return;
    f.xd = rest;
  }
  add_form(lp, gi, &f);
}

static int narrow_reg(const lgroup *g) { return g->kind == U_NARROW ? g->own : g->alt ? g->alt_reg : -1; }

static void forms_narrow(lloop *lp, int gi) {
  lgroup *g = &lp->gr[gi];
  form_narrow_reg(lp, gi, narrow_reg(g), 1);
  for (int j = 0; j < lp->ng; j++)
    if (j != gi && narrow_reg(&lp->gr[j]) >= 0) form_narrow_reg(lp, gi, narrow_reg(&lp->gr[j]), 2);
  for (int r = 0; r < lp->nreg; r++)
    if (!lp->reg[r].isnew) form_narrow_reg(lp, gi, r, 5);
}

/* An exit test: a register with exactly the operand's values, before its increment (same
 * start) or after it (start one step earlier: the test must be in the single latch). */
static void form_cmp_reg(lloop *lp, int gi, int ri, int phase) {
  sym_ctx *c = lp->a->c;
  lgroup *g = &lp->gr[gi];
  lreg *r = &lp->reg[ri];
  if (r->ptr != g->ptr || r->as != g->as || r->width != g->width || r->step != g->step || !allow_reg(lp, r, gi)) return;
  lform f = {.how = F_CMP, .phase = phase, .reg = ri};
  if (r->start == g->start) {
    add_form(lp, gi, &f);
    return;
  }
  if (lp->single_latch && nf_sub(c, g->start, r->start) == r->step) {
    int latch = lp->L->latches[0]; /* the test must sit in the latch itself */
    for (int i = 0; i < lp->nu; i++)
      if (lp->u[i].group == gi && lp->u[i].block != latch) return;
    f.post = true;
    add_form(lp, gi, &f);
  }
}

static void forms_cmp(lloop *lp, int gi) {
  lgroup *g = &lp->gr[gi];
  form_cmp_reg(lp, gi, g->own, 1);
  if (g->own_post >= 0) form_cmp_reg(lp, gi, g->own_post, 1);
  for (int j = 0; j < lp->ng; j++) {
    if (j != gi && (lp->gr[j].kind == U_NARROW || lp->gr[j].kind == U_CMP || lp->gr[j].kind == U_START))
      form_cmp_reg(lp, gi, lp->gr[j].own, 2);
    if (j != gi && lp->gr[j].alt) form_cmp_reg(lp, gi, lp->gr[j].alt_reg, 2);
  }
  for (int j = 0; j < lp->ng; j++)
    if (j != gi && lp->gr[j].kind == U_ADDR) form_cmp_reg(lp, gi, lp->gr[j].own, 4);
  for (int r = 0; r < lp->nreg; r++)
    if (!lp->reg[r].isnew) form_cmp_reg(lp, gi, r, 5);
}

static bool shared32(lloop *lp, const lgroup *g) {
  return g->ptr && g->as == 3 && g->width == 32 && knob(lp->p->k, KNOB_LSR_SHAREDMEM32);
}

static void make_forms(lloop *lp) {
  for (int gi = 0; gi < lp->ng; gi++) {
    lgroup *g = &lp->gr[gi];
    lp->nforms[gi] = 0;
    lform keep = {.how = F_KEEP, .reg = -1};
    add_form(lp, gi, &keep);
    if (shared32(lp, g)) continue;
    switch (g->kind) {
    case U_ADDR: case U_START:
      forms_pointer(lp, gi);
      break;
    case U_NARROW:
      if (knob(lp->p->k, KNOB_LSR_SXTOPT)) forms_narrow(lp, gi);
      break;
    case U_CMP: forms_cmp(lp, gi); break;
    }
  }
}

/* ---- the loop's own code, for the cost of a plan ---- */

static bool is_pure(LLVMValueRef v) {
  if (!value_ok(v)) return false;
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMGetElementPtr: case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr:
  case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMPtrToInt:
  case LLVMIntToPtr: case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMICmp: case LLVMSelect: case LLVMPHI:
  case LLVMFreeze:
    return true;
  default: return false;
  }
}

/* An extension whose users all scale it (GEP indices, multiplies or shifts by a constant):
 * PTX's mul.wide does both at once. */
static bool ext_folds(LLVMValueRef v) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef w = LLVMGetUser(u);
    if (LLVMIsAGetElementPtrInst(w) && LLVMGetOperand(w, 0) != v) continue;
    LLVMOpcode op = LLVMIsAInstruction(w) ? LLVMGetInstructionOpcode(w) : (LLVMOpcode)0;
    if ((op == LLVMMul || op == LLVMShl) && (LLVMIsAConstantInt(LLVMGetOperand(w, 0)) || LLVMIsAConstantInt(LLVMGetOperand(w, 1))))
      continue;
    return false;
  }
  return true;
}

static void gep_weight(lloop *lp, LLVMValueRef g, linst *x) {
  addr_fn *a = lp->a;
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(g);
  int n = LLVMGetNumOperands(g);
  x->weight = 0;
  x->nscale = 0;
  for (int k = 1; k < n; k++) {
    LLVMValueRef iv = LLVMGetOperand(g, (unsigned)k);
    uint64_t foff;
    if (ir_gep_step(a->td, &ty, iv, k - 1, &foff) == IR_GEP_FIELD) continue;
    if (LLVMIsAConstant(iv)) continue;
    x->weight++; /* the add */
    uint64_t size = LLVMTypeIsSized(ty) ? LLVMABISizeOfType(a->td, ty) : 1;
    if (size != 1 && x->nscale < 4 && !invariant_value(lp, iv)) { /* an invariant's product is hoisted */
      x->sv[x->nscale] = iv;
      x->ss[x->nscale++] = size;
    }
  }
}

static int inst_weight(LLVMValueRef v) {
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMPHI: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast: case LLVMFreeze: return 0;
  case LLVMSExt: case LLVMZExt: return ext_folds(v) ? 0 : 1;
  default: return 1;
  }
}

static void model_loop(lloop *lp) {
  addr_fn *a = lp->a;
  ir_loop *L = lp->L;
  int cap = 64;
  lp->in = malloc((size_t)cap * sizeof *lp->in);
  if (!lp->in) ir_oom();
  lp->nin = 0;
  ir_map_init(&lp->idx);
  for (int bi = 0; bi < L->nblocks; bi++) {
    int b = L->blocks[bi];
    bool inner = a->cfg->loop_of[b] != lp->l;
    for (LLVMValueRef i = LLVMGetFirstInstruction(a->cfg->block[b]); i; i = LLVMGetNextInstruction(i)) {
      if (lp->nin == cap) {
        cap *= 2;
        lp->in = realloc(lp->in, (size_t)cap * sizeof *lp->in);
        if (!lp->in) ir_oom();
      }
      linst *x = &lp->in[lp->nin];
      memset(x, 0, sizeof *x);
      x->v = i;
      x->pure = is_pure(i);
      x->phi = LLVMGetInstructionOpcode(i) == LLVMPHI;
      x->header_phi = x->phi && a->cfg->loops[a->cfg->loop_of[b]].header == b;
      x->mult = inner ? 2 : 1;
      x->units = units_of_type(a, LLVMTypeOf(i));
      LLVMOpcode op = LLVMGetInstructionOpcode(i);
      x->ext64 = (op == LLVMSExt || op == LLVMZExt) && LLVMGetIntTypeWidth(LLVMTypeOf(i)) >= 64;
      if (LLVMIsAGetElementPtrInst(i)) gep_weight(lp, i, x);
      else x->weight = x->pure ? inst_weight(i) : 0;
      x->invariant = x->pure && !x->phi && invariant_value(lp, i);
      if (x->invariant) {
        x->weight = 0;
        x->nscale = 0;
      }
      ir_map_put(&lp->idx, i, (void *)(intptr_t)(lp->nin + 1));
      lp->nin++;
    }
  }
  for (int i = 0; i < lp->nin; i++) {
    bool here = a->cfg->loop_of[addr_block(a, lp->in[i].v)] == lp->l;
    for (LLVMUseRef u = LLVMGetFirstUse(lp->in[i].v); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef w = LLVMGetUser(u);
      if (!ir_map_get(&lp->idx, w)) lp->in[i].escapes = true;
      else if (here && a->cfg->loop_of[addr_block(a, w)] != lp->l) lp->in[i].child_livein = true;
    }
  }
}

typedef struct keyset {
  const void *k[256];
  int n;
} keyset;

static bool keyset_add(keyset *s, const void *k) {
  for (int i = 0; i < s->n; i++)
    if (s->k[i] == k) return false;
  if (s->n < 256) s->k[s->n++] = k;
  return true;
}

/* A live-in value's key: its normal form when it has one, so that a new invariant equal to
 * an existing value is one register. */
static const void *livein_key(lloop *lp, LLVMValueRef v) {
  if (!value_ok(v)) return v;
  sym_term *t = addr_term(lp->a, v);
  if (!t || sym_has_op(t, SYM_UNSUPP)) return v;
  return sym_nf(lp->a->c, t);
}

static int value_units(lloop *lp, LLVMValueRef v) {
  if (LLVMIsAArgument(v)) return 0; /* a kernel parameter: read from the constant bank */
  return units_of_type(lp->a, LLVMTypeOf(v));
}

/* Values defined before the loop and used after it: registers for the whole loop whatever
 * the plan does to the loop's own uses of them.  A use counts when a path from the loop's
 * exits reaches it without passing the value's definition again (a value of an outer loop's
 * body that the next outer iteration recomputes is not live across this loop). */
static bool reaches_use(lloop *lp, LLVMValueRef v, int *work, bool *seen) {
  ir_cfg *cfg = lp->a->cfg;
  int bd = LLVMIsAInstruction(v) ? addr_block(lp->a, v) : -1, nw = 0;
  memset(seen, 0, (size_t)cfg->n * sizeof *seen);
  for (int e = 0; e < lp->L->nexits; e++) {
    int b = lp->L->exit_to[e];
    if (b != bd && !seen[b]) {
      seen[b] = true;
      work[nw++] = b;
    }
  }
  while (nw) {
    int b = work[--nw];
    for (int i = 0; i < cfg->nsucc[b]; i++) {
      int x = cfg->succ[b][i];
      if (!seen[x] && x != bd && !ir_loop_contains(cfg, lp->l, x)) {
        seen[x] = true;
        work[nw++] = x;
      }
    }
  }
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef w = LLVMGetUser(u);
    if (!LLVMIsAInstruction(w) || (is_pure(w) && !LLVMGetFirstUse(w))) continue;
    int bu = addr_block(lp->a, w);
    if (LLVMIsAPHINode(w)) { /* a phi reads its value at the end of the incoming edge */
      for (unsigned k = 0; k < LLVMCountIncoming(w); k++)
        if (LLVMGetIncomingValue(w, k) == v) {
          int bi = ir_block_index(cfg, LLVMGetIncomingBlock(w, k));
          if (bi >= 0 && seen[bi]) return true;
        }
      continue;
    }
    if (bu >= 0 && seen[bu]) return true;
  }
  return false;
}

static void live_through(lloop *lp) {
  addr_fn *a = lp->a;
  ir_cfg *cfg = a->cfg;
  bool *seen = calloc((size_t)cfg->n + 1, sizeof *seen);
  int *work = malloc(((size_t)cfg->n + 1) * sizeof *work);
  if (!seen || !work) ir_oom();
  lp->nthrough = lp->through_units = 0;
  keyset done;
  done.n = 0;
  for (unsigned i = 0; i < LLVMCountParams(a->fn); i++) {
    LLVMValueRef v = LLVMGetParam(a->fn, i);
    if (lp->nthrough < 64 && reaches_use(lp, v, work, seen) && keyset_add(&done, livein_key(lp, v))) {
      lp->through[lp->nthrough++] = livein_key(lp, v);
      lp->through_units += value_units(lp, v);
    }
  }
  for (int b = 0; b < cfg->n; b++)
    for (LLVMValueRef v = LLVMGetFirstInstruction(cfg->block[b]); v; v = LLVMGetNextInstruction(v)) {
      if (ir_loop_contains(cfg, lp->l, b) || !LLVMGetFirstUse(v) || LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVoidTypeKind ||
          !addr_available(a, v, lp->pre_at))
        continue;
      if (lp->nthrough < 64 && reaches_use(lp, v, work, seen) && keyset_add(&done, livein_key(lp, v))) {
        lp->through[lp->nthrough++] = livein_key(lp, v);
        lp->through_units += value_units(lp, v);
      }
    }
  free(seen);
  free(work);
}

static int inst_index(lloop *lp, LLVMValueRef v) {
  return LLVMIsAInstruction(v) ? (int)(intptr_t)ir_map_get(&lp->idx, v) - 1 : -1;
}

/* ---- phase 6: the cost of a plan ---- */

typedef struct pairset {
  const void *a[64];
  uint64_t b[64];
  int n;
} pairset;

static bool pairset_add(pairset *s, const void *a, uint64_t b) {
  for (int i = 0; i < s->n; i++)
    if (s->a[i] == a && s->b[i] == b) return false;
  if (s->n < 64) {
    s->a[s->n] = a;
    s->b[s->n++] = b;
  }
  return true;
}

/* Is operand o of instruction v replaced by the plan? */
static bool cut(lloop *lp, const int *plan, LLVMValueRef v, unsigned o) {
  for (int i = 0; i < lp->nu; i++) {
    luse *u = &lp->u[i];
    if (u->inst == v && u->opnd == o && lp->forms[u->group][plan[u->group]].how != F_KEEP) return true;
  }
  return false;
}

static int nf_units(const sym_term *t) {
  if (t->op == SYM_ARG) return 0;
  return t->width > 32 ? 2 : t->width > 1 ? 1 : 0;
}

static void plan_cost(lloop *lp, const int *plan, lcost *out) {
  addr_fn *a = lp->a;
  memset(out, 0, sizeof *out);
  bool *live = calloc((size_t)lp->nin + 1, sizeof *live);
  int *work = malloc(((size_t)lp->nin + 1) * sizeof *work), nw = 0;
  if (!live || !work) ir_oom();
  keyset ins;
  ins.n = 0;
  int in_units = lp->through_units;
  for (int i = 0; i < lp->nthrough; i++) keyset_add(&ins, lp->through[i]);
  /* roots: everything that is not address arithmetic, and values used outside the loop */
  for (int i = 0; i < lp->nin; i++)
    if (!lp->in[i].pure || lp->in[i].escapes) {
      live[i] = true;
      work[nw++] = i;
    }
  for (int gi = 0; gi < lp->ng; gi++) { /* existing registers the plan uses */
    lform *f = &lp->forms[gi][plan[gi]];
    int j = f->how != F_KEEP && !lp->reg[f->reg].isnew ? inst_index(lp, lp->reg[f->reg].phi) : -1;
    if (j >= 0 && !live[j]) {
      live[j] = true;
      work[nw++] = j;
    }
  }
  LLVMBasicBlockRef pre = a->cfg->block[lp->L->preheader];
  while (nw) {
    int i = work[--nw];
    LLVMValueRef v = lp->in[i].v;
    int n = LLVMGetNumOperands(v);
    bool hphi = lp->in[i].phi && LLVMGetInstructionParent(v) == a->cfg->block[lp->L->header];
    for (int o = 0; o < n; o++) {
      LLVMValueRef x = LLVMGetOperand(v, (unsigned)o);
      if (cut(lp, plan, v, (unsigned)o)) continue;
      if (hphi && LLVMGetIncomingBlock(v, (unsigned)o) == pre) continue; /* the start: copied once */
      int j = inst_index(lp, x);
      if (j >= 0 && lp->in[j].invariant) { /* hoisted out: read like a value from before the loop */
        if (!live[j]) live[j] = true;
        if (keyset_add(&ins, livein_key(lp, x))) in_units += value_units(lp, x);
      } else if (j >= 0) {
        if (!live[j]) {
          live[j] = true;
          work[nw++] = j;
        }
      } else if (LLVMIsAInstruction(x) || LLVMIsAArgument(x)) {
        if (keyset_add(&ins, livein_key(lp, x))) in_units += value_units(lp, x);
      }
    }
  }
  pairset scaled;
  scaled.n = 0;
  int insns = 0, held = 0, ext = 0; /* held: registers of values the loop keeps */
  for (int i = 0; i < lp->nin; i++) {
    linst *x = &lp->in[i];
    if (!live[i]) continue;
    if (x->header_phi || (x->child_livein && !x->phi && !x->invariant)) held += x->units;
    /* an address computed in the loop is a register until its access: PTX code issues the
     * loads of an iteration together, so these add up */
    else if (!x->phi && !x->invariant && x->pure && LLVMGetTypeKind(LLVMTypeOf(x->v)) == LLVMPointerTypeKind)
      held += x->units;
    if (!x->pure) continue;
    int w = x->weight;
    for (int s = 0; s < x->nscale; s++) w += pairset_add(&scaled, x->sv[s], x->ss[s]);
    insns += w * x->mult;
    if (x->ext64) ext++;
  }
  /* what the plan adds */
  int nl = lp->L->nlatches;
  bool *used = calloc((size_t)lp->nreg + 1, sizeof *used);
  if (!used) ir_oom();
  pairset adds;
  adds.n = 0;
  int temps = 0; /* addresses the plan computes in the loop */
  for (int gi = 0; gi < lp->ng; gi++) {
    lform *f = &lp->forms[gi][plan[gi]];
    lgroup *g = &lp->gr[gi];
    if (f->how == F_KEEP) continue;
    out->changed++;
    used[f->reg] = true;
    lreg *r = &lp->reg[f->reg];
    switch (f->how) {
    case F_REG:
      if (f->x && g->kind == U_ADDR) temps += g->width > 32 ? 2 : 1;
      if (f->x) {
        if (pairset_add(&adds, f->x, (uint64_t)f->reg)) insns++;
        if (keyset_add(&ins, f->x)) in_units += nf_units(f->x);
      }
      if (g->kind == U_ADDR) {
        if (!fits_imm(g->max_off - g->min_off + f->roff) || !fits_imm(f->roff)) insns++;
        if (!f->x) out->discount++;
      } else if (f->roff || g->max_off != g->min_off) {
        insns++;
      }
      if (g->kind == U_START && (f->x || f->roff || g->max_off != g->min_off)) held += g->width > 32 ? 2 : 1;
      break;
    case F_SCALED:
      temps += g->width > 32 ? 2 : 1;
      if (f->s != 1 && pairset_add(&adds, r, (uint64_t)f->s)) insns++;
      insns++;
      if (keyset_add(&ins, f->x)) in_units += nf_units(f->x);
      break;
    case F_NARROW: {
      temps += ptr_width(a, g->as) > 32 ? 2 : 1; /* the address */
      /* the index's offset add and its mul.wide are shared by the groups with the same
       * index; each group adds its base */
      uint64_t key = (uint64_t)f->s * 1000003u ^ (uint64_t)(uintptr_t)f->xd;
      if ((f->s || f->xd) && pairset_add(&adds, r, key)) insns++;
      if (pairset_add(&adds, r, key ^ (uint64_t)f->nscale * 7919u ^ (f->nsx ? 0x5bd1e995u : 0))) insns++;
      if (f->xd && keyset_add(&ins, f->xd)) in_units += nf_units(f->xd);
      insns++;
      if (keyset_add(&ins, f->x)) in_units += nf_units(f->x);
      break;
    }
    case F_CMP: break;
    }
  }
  int regs_new = 0;
  for (int ri = 0; ri < lp->nreg; ri++) {
    lreg *r = &lp->reg[ri];
    if (!used[ri] || !r->isnew) continue;
    regs_new += r->width > 32 ? 2 : 1;
    insns += nl;
    /* in an inner loop, what its start costs before the loop runs in every outer iteration */
    if (lp->L->parent >= 0) insns += r->setup;
    out->setup++;
    if (r->step->op != SYM_CONST && keyset_add(&ins, r->step)) in_units += nf_units(r->step);
  }
  out->insns = insns;
  out->regs = held + temps + regs_new + in_units + (knob(lp->p->k, KNOB_LSR_COUNT_SXT_RP) ? 2 * ext : 0);
  out->setup += adds.n;
  if (knob(lp->p->k, KNOB_LSR_NO_COMPLEXITY_DISCOUNT)) out->discount = 0;
  out->cost = out->insns + out->regs - out->discount;
  free(used);
  free(live);
  free(work);
}

/* ---- phase 7: selection ---- */

typedef struct lplan {
  int *pick;
  lcost c;
} lplan;

/* Orders of plans: by cost (instructions + registers - discount), by instructions, or by
 * registers first; ties go to fewer registers, less setup, fewer changed groups.  qsort's
 * comparison takes no argument, hence the mode variable (set just before each sort). */
enum { ORDER_COST, ORDER_INSNS, ORDER_REGS };
static int cmp_plan_mode;

static int cmp_plan(const void *x, const void *y) {
  const lplan *p = x, *q = y;
  long a1, b1, a2, b2;
  if (cmp_plan_mode == ORDER_REGS) {
    a1 = p->c.regs, b1 = q->c.regs, a2 = p->c.insns, b2 = q->c.insns;
  } else if (cmp_plan_mode == ORDER_INSNS) {
    a1 = p->c.insns, b1 = q->c.insns, a2 = p->c.cost, b2 = q->c.cost;
  } else {
    a1 = p->c.cost, b1 = q->c.cost, a2 = p->c.insns, b2 = q->c.insns;
  }
  if (a1 != b1) return a1 < b1 ? -1 : 1;
  if (a2 != b2) return a2 < b2 ? -1 : 1;
  if (p->c.regs != q->c.regs) return p->c.regs < q->c.regs ? -1 : 1;
  if (p->c.setup != q->c.setup) return p->c.setup < q->c.setup ? -1 : 1;
  if (p->c.changed != q->c.changed) return p->c.changed < q->c.changed ? -1 : 1;
  return 0;
}

static bool dominated(const lcost *x, const lcost *y) { /* y at least as good everywhere, better somewhere */
  return y->insns <= x->insns && y->regs <= x->regs && (y->insns < x->insns || y->regs < x->regs);
}

/* ---- rewriting ---- */

/* The header's first instruction after its phis, taken once before rewriting: values made
 * later go after the ones made earlier, which they may use. */
static LLVMValueRef header_insert_point(lloop *lp) {
  if (lp->hdr_at) return lp->hdr_at;
  LLVMValueRef i = LLVMGetFirstInstruction(lp->a->cfg->block[lp->L->header]);
  while (i && LLVMGetInstructionOpcode(i) == LLVMPHI) i = LLVMGetNextInstruction(i);
  return lp->hdr_at = i;
}

static LLVMValueRef const_int(lloop *lp, unsigned w, int64_t k) {
  return LLVMConstInt(LLVMIntTypeInContext(lp->a->ctx, w), (uint64_t)k, 1);
}

static LLVMValueRef make_reg(lloop *lp, int ri) {
  lreg *r = &lp->reg[ri];
  if (!r->isnew || r->phi) return r->phi;
  addr_fn *a = lp->a;
  ir_loop *L = lp->L;
  if (!reg_parts(lp, r)) return NULL;
  LLVMValueRef s = r->sv, d = r->dv;
  if (!s || !d) return NULL;
  int n = lp->p->ivs++;
  char name[48];
  snprintf(name, sizeof name, "IV.S.%d", n);
  LLVMPositionBuilderBefore(a->b, LLVMGetFirstInstruction(a->cfg->block[L->header]));
  LLVMValueRef phi = LLVMBuildPhi(a->b, LLVMTypeOf(s), name);
  LLVMBasicBlockRef pre = a->cfg->block[L->preheader];
  LLVMAddIncoming(phi, &s, &pre, 1);
  r->next = calloc((size_t)L->nlatches, sizeof *r->next);
  if (!r->next) ir_oom();
  snprintf(name, sizeof name, "IV.S.next.%d", n);
  for (int i = 0; i < L->nlatches; i++) {
    LLVMBasicBlockRef lb = a->cfg->block[L->latches[i]];
    LLVMValueRef at = LLVMGetBasicBlockTerminator(lb);
    if (r->post_cmp && r->cmp && LLVMGetInstructionParent(r->cmp) == lb) at = r->cmp;
    LLVMPositionBuilderBefore(a->b, at);
    LLVMValueRef next = r->ptr ? LLVMBuildGEP2(a->b, LLVMInt8TypeInContext(a->ctx), phi, &d, 1, name)
                               : LLVMBuildAdd(a->b, phi, d, name);
    LLVMAddIncoming(phi, &next, &lb, 1);
    r->next[i] = next;
  }
  r->phi = phi;
  return phi;
}

/* Per-iteration values already made (once per loop, after the header's phis), by what they
 * compute: a chain register + x, or a narrow index's scaled extension. */
typedef struct vmemo {
  struct {
    int how, reg;
    sym_term *x, *xd;
    int64_t s, nscale;
    bool nsx;
    LLVMValueRef v;
  } e[128];
  int n;
} vmemo;

static LLVMValueRef memo_get(vmemo *m, const lform *f) {
  for (int i = 0; i < m->n; i++)
    if (m->e[i].how == f->how && m->e[i].reg == f->reg && m->e[i].x == f->x && m->e[i].xd == f->xd && m->e[i].s == f->s &&
        m->e[i].nscale == f->nscale && m->e[i].nsx == f->nsx)
      return m->e[i].v;
  return NULL;
}

static void memo_put(vmemo *m, const lform *f, LLVMValueRef v) {
  if (m->n == 128) return;
  m->e[m->n].how = f->how;
  m->e[m->n].reg = f->reg;
  m->e[m->n].x = f->x;
  m->e[m->n].xd = f->xd;
  m->e[m->n].s = f->s;
  m->e[m->n].nscale = f->nscale;
  m->e[m->n].nsx = f->nsx;
  m->e[m->n++].v = v;
}

/* The per-iteration value a group's uses derive from, computed after the header's phis:
 * the register (plus the invariant difference), base + S*R, or a narrow index's address. */
static LLVMValueRef group_value(lloop *lp, int gi, vmemo *memo) {
  addr_fn *a = lp->a;
  lgroup *g = &lp->gr[gi];
  lform *f = &lp->forms[gi][0]; /* replaced by the caller: forms[gi][pick] copied to slot 0 */
  LLVMValueRef R = make_reg(lp, f->reg);
  if (!R) return NULL;
  LLVMValueRef at = header_insert_point(lp);
  LLVMTypeRef i8 = LLVMInt8TypeInContext(a->ctx);
  switch (f->how) {
  case F_REG: {
    if (!f->x) return R;
    LLVMValueRef x = expand_for(lp, f->x, false, 0, 1ULL << gi);
    if (!x) return NULL;
    LLVMValueRef v = memo_get(memo, f);
    if (v) return v;
    LLVMPositionBuilderBefore(a->b, at);
    v = lp->reg[f->reg].ptr ? LLVMBuildGEP2(a->b, i8, R, &x, 1, "lsr.chain") : LLVMBuildAdd(a->b, R, x, "lsr.chain");
    memo_put(memo, f, v);
    return v;
  }
  case F_SCALED: {
    LLVMValueRef base = expand_for(lp, f->x, true, g->as, 1ULL << gi);
    if (!base) return NULL;
    LLVMPositionBuilderBefore(a->b, at);
    LLVMValueRef sc = R;
    if (f->s != 1) {
      uint64_t s = (uint64_t)f->s;
      if (s && !(s & (s - 1))) sc = LLVMBuildShl(a->b, R, const_int(lp, g->width, __builtin_ctzll(s)), "lsr.scaled");
      else sc = LLVMBuildMul(a->b, R, const_int(lp, g->width, f->s), "lsr.scaled");
    }
    return LLVMBuildGEP2(a->b, i8, base, &sc, 1, "lsr.base");
  }
  case F_NARROW: {
    unsigned as = g->as;
    LLVMValueRef base = expand_for(lp, f->x, true, as, 1ULL << gi);
    LLVMValueRef xd = f->xd ? expand_for(lp, f->xd, false, 0, 1ULL << gi) : NULL;
    if (!base || (f->xd && !xd)) return NULL;
    LLVMPositionBuilderBefore(a->b, at);
    lform key = *f;
    key.x = NULL; /* the scaled index does not depend on the base */
    LLVMValueRef scaled = memo_get(memo, &key);
    if (scaled) return LLVMBuildGEP2(a->b, i8, base, &scaled, 1, "lsr.base");
    LLVMValueRef t = R;
    if (xd) t = LLVMBuildAdd(a->b, t, xd, "lsr.narrow");
    if (f->s) t = LLVMBuildAdd(a->b, t, const_int(lp, LLVMGetIntTypeWidth(LLVMTypeOf(R)), f->s), "lsr.narrow");
    unsigned pw = ptr_width(a, as);
    LLVMTypeRef wide = LLVMIntTypeInContext(a->ctx, pw);
    LLVMValueRef e = f->nsx ? LLVMBuildSExt(a->b, t, wide, "lsr.ext") : LLVMBuildZExt(a->b, t, wide, "lsr.ext");
    if (f->nscale != 1) {
      uint64_t s = (uint64_t)f->nscale;
      if (s && !(s & (s - 1))) e = LLVMBuildShl(a->b, e, const_int(lp, pw, __builtin_ctzll(s)), "lsr.scaled");
      else e = LLVMBuildMul(a->b, e, const_int(lp, pw, f->nscale), "lsr.scaled");
    }
    memo_put(memo, &key, e);
    return LLVMBuildGEP2(a->b, i8, base, &e, 1, "lsr.base");
  }
  default: return NULL;
  }
}

static LLVMValueRef offset_ptr(lloop *lp, LLVMValueRef base, int64_t delta, unsigned as, LLVMValueRef before, const char *name) {
  return addr_offset_from(lp->a, base, delta, as, before, name);
}

static bool rewrite_group(lloop *lp, int gi, vmemo *memo) {
  addr_fn *a = lp->a;
  lgroup *g = &lp->gr[gi];
  lform *f = &lp->forms[gi][0];
  if (f->how == F_CMP) {
    LLVMValueRef R = make_reg(lp, f->reg);
    if (!R) return false;
    lreg *r = &lp->reg[f->reg];
    /* lsr_fold_term_cond: the test moves onto a register other uses keep alive (the loop's
     * own, or one serving addresses), and the value it tested can die */
    bool fold = !r->isnew;
    for (int j = 0; j < lp->ng; j++) fold |= j != gi && lp->forms[j][0].how != F_KEEP && lp->forms[j][0].reg == f->reg;
    for (int i = 0; i < lp->nu; i++) {
      luse *u = &lp->u[i];
      if (u->group != gi) continue;
      LLVMValueRef v = R;
      if (f->post) {
        v = NULL;
        for (int q = 0; q < lp->L->nlatches; q++) {
          LLVMBasicBlockRef lb = a->cfg->block[lp->L->latches[q]];
          if (lb != LLVMGetInstructionParent(u->inst)) continue;
          if (r->next) {
            v = r->next[q];
          } else { /* an existing phi: its value from this latch, if computed before the test */
            for (unsigned k = 0; k < LLVMCountIncoming(R); k++)
              if (LLVMGetIncomingBlock(R, k) == lb) v = LLVMGetIncomingValue(R, k);
            if (v && !addr_available(a, v, u->inst)) v = NULL;
          }
        }
        if (!v) return false;
      }
      LLVMSetOperand(u->inst, u->opnd, v);
      if (fold) LLVMSetValueName2(u->inst, "lsr_fold_term_cond.replaced_term_cond", 37);
    }
    return true;
  }
  LLVMValueRef base = group_value(lp, gi, memo);
  if (!base) return false;
  /* the value of group_value at iteration k is the register's value; the group's value with
   * offset `off` is base + (off - min_off) + roff (F_REG) or base + (off - min_off) */
  for (int i = 0; i < lp->nu; i++) {
    luse *u = &lp->u[i];
    if (u->group != gi) continue;
    int64_t delta = u->off - g->min_off + (f->how == F_REG ? f->roff : 0);
    if (u->kind == U_ADDR) {
      LLVMValueRef np = offset_ptr(lp, base, delta, u->as, u->inst, "lsr.addr");
      addr_set_pointer(u->inst, np);
    } else { /* U_START: where the old value was computed (a phi's: the end of its edge) */
      LLVMValueRef old = LLVMGetOperand(u->inst, u->opnd);
      LLVMValueRef at = LLVMIsAPHINode(u->inst) ? LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(u->inst, u->opnd)) : old;
      if (!LLVMIsAPHINode(u->inst) && LLVMIsAPHINode(at)) {
        while (LLVMIsAPHINode(at)) at = LLVMGetNextInstruction(at);
      }
      LLVMValueRef v;
      if (g->ptr) {
        v = offset_ptr(lp, base, delta, g->as, at, "lsr.start");
      } else {
        LLVMPositionBuilderBefore(a->b, at);
        v = delta ? LLVMBuildAdd(a->b, base, const_int(lp, g->width, delta), "lsr.start") : base;
      }
      LLVMSetOperand(u->inst, u->opnd, v);
    }
  }
  return true;
}

/* Narrow groups whose members have different index offsets: each offset is its own index
 * (ext(x + 1) is not ext(x) + 1), so each gets its own value from the same register. */
static bool rewrite_narrow(lloop *lp, int gi, vmemo *memo) {
  lgroup *g = &lp->gr[gi];
  lform f0 = lp->forms[gi][0];
  int64_t offs[64];
  int no = 0;
  for (int i = 0; i < lp->nu; i++) {
    if (lp->u[i].group != gi) continue;
    bool seen = false;
    for (int q = 0; q < no; q++) seen |= offs[q] == lp->u[i].off;
    if (!seen && no < 64) offs[no++] = lp->u[i].off;
  }
  for (int q = 0; q < no; q++) {
    lp->forms[gi][0] = f0;
    lp->forms[gi][0].s = f0.s + (offs[q] - g->min_off);
    LLVMValueRef v = group_value(lp, gi, memo);
    if (!v) return false;
    for (int i = 0; i < lp->nu; i++) {
      luse *u = &lp->u[i];
      if (u->group != gi || u->off != offs[q]) continue;
      addr_set_pointer(u->inst, offset_ptr(lp, v, 0, u->as, u->inst, "lsr.addr"));
    }
  }
  lp->forms[gi][0] = f0;
  return true;
}

/* Removes header phis of loop l that feed only themselves (the induction cycles a rewrite
 * left dead), with the pure instructions of their cycles. */
static int delete_dead_cycles(addr_fn *a, int l) {
  int n = 0;
  LLVMBasicBlockRef hdr = a->cfg->block[a->cfg->loops[l].header];
  for (bool again = true; again;) {
    again = false;
    for (LLVMValueRef phi = LLVMGetFirstInstruction(hdr); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
         phi = LLVMGetNextInstruction(phi)) {
      ir_vec set = {0};
      ir_map in;
      ir_map_init(&in);
      ir_vec_push(&set, phi);
      ir_map_put(&in, phi, phi);
      bool dead = true;
      for (int i = 0; i < set.n && dead; i++)
        for (LLVMUseRef u = LLVMGetFirstUse(set.v[i]); u && dead; u = LLVMGetNextUse(u)) {
          LLVMValueRef w = LLVMGetUser(u);
          if (ir_map_has(&in, w)) continue;
          if (!is_pure(w) || set.n > 32) dead = false;
          else {
            ir_vec_push(&set, w);
            ir_map_put(&in, w, w);
          }
        }
      if (dead) {
        for (int i = 0; i < set.n; i++)
          LLVMReplaceAllUsesWith(set.v[i], LLVMGetPoison(LLVMTypeOf(set.v[i])));
        for (int i = 0; i < set.n; i++) LLVMInstructionEraseFromParent(set.v[i]);
        n += set.n;
        again = true;
      }
      ir_vec_free(&set);
      ir_map_free(&in);
      if (again) break;
    }
  }
  return n;
}

/* ---- one loop ---- */

static int loop_height(const ir_cfg *cfg, int l) {
  int h = 1;
  for (int c = 0; c < cfg->nloops; c++)
    if (cfg->loops[c].parent == l) {
      int x = loop_height(cfg, c) + 1;
      if (x > h) h = x;
    }
  return h;
}

static const char *skip_reason(lsr *p, addr_fn *a, int l) {
  ir_loop *L = &a->cfg->loops[l];
  if (L->preheader < 0) return "no preheader";
  long level = knob(p->k, KNOB_LSR_LOOP_LEVEL);
  if (level > 0 && loop_height(a->cfg, l) != level) return "not at lsr-loop-level";
  if (knob(p->k, KNOB_LSR_SKIP_OUTER_LOOP) && L->nchildren > 0) return "an outer loop (lsr-skip-outer-loop)";
  return NULL;
}

static void describe(lloop *lp, const int *pick, char *buf, size_t cap) {
  size_t n = 0;
  buf[0] = 0;
  for (int gi = 0; gi < lp->ng && n + 40 < cap; gi++) {
    lform *f = &lp->forms[gi][pick[gi]];
    static const char *kind[] = {"addr", "narrow", "cmp", "start"};
    n += (size_t)snprintf(buf + n, cap - n, "%s%s:%s%s", gi ? " " : "", kind[lp->gr[gi].kind], phase_name[f->phase],
                          f->how == F_NARROW && lp->gr[gi].kind == U_ADDR ? " (narrow index)" : "");
  }
}

static void process_loop(lsr *p, addr_fn *a, int l) {
  lloop *lp = calloc(1, sizeof *lp);
  if (!lp) ir_oom();
  lp->p = p;
  lp->a = a;
  lp->l = l;
  lp->g = a->gid[l];
  lp->L = &a->cfg->loops[l];
  char hname[64];
  size_t hl;
  const char *hn = LLVMGetBasicBlockName(a->cfg->block[lp->L->header]);
  hl = hn ? strlen(hn) : 0;
  snprintf(hname, sizeof hname, "%.*s", (int)(hl > 40 ? 40 : hl), hn ? hn : "");
  const char *why = skip_reason(p, a, l);
  if (why) {
    remark(p->r, "lsr", "@%s loop %%%s: skipped: %s", p->fname, hname, why);
    remark_cover(p->r, PC_LSR_SKIPPED);
    free(lp);
    return;
  }
  lp->pre_at = LLVMGetBasicBlockTerminator(a->cfg->block[lp->L->preheader]);
  ir_map_init(&lp->old);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(a->fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) ir_map_put(&lp->old, i, i);
  lp->single_latch = lp->L->nlatches == 1;
  ir_map_init(&lp->exp_int);
  ir_map_init(&lp->exp_ptr);
  collect_addresses(lp);
  bool known;
  collect_compares(lp, &known);
  collect_values(lp);
  if (!known && knob(p->k, KNOB_LSR_DISABLE_UNKNOWN_TRIP)) {
    remark(p->r, "lsr", "@%s loop %%%s: skipped: unknown trip count (disable-unknown-trip-lsr)", p->fname, hname);
    remark_cover(p->r, PC_LSR_SKIPPED);
    goto out;
  }
  if (!lp->nu || !make_groups(lp)) goto out;
  model_loop(lp); /* before any candidate's code exists */
  live_through(lp);
  make_registers(lp);
  make_forms(lp);
  /* phase 6: the plans */
  /* at most PLAN_CAP plans: the groups with the most candidates lose their last ones (the
   * candidates are in phase order, so per-register and chains stay longest) */
  long total;
  for (;;) {
    total = 1;
    int widest = 0;
    for (int gi = 0; gi < lp->ng; gi++) {
      total *= lp->nforms[gi];
      if (lp->nforms[gi] > lp->nforms[widest]) widest = gi;
      if (total > PLAN_CAP) total = PLAN_CAP + 1;
    }
    if (total <= PLAN_CAP || lp->nforms[widest] <= 2) break;
    lp->nforms[widest]--;
  }
  if (total > PLAN_CAP) total = PLAN_CAP;
  lplan *plans = calloc((size_t)total, sizeof *plans);
  int *picks = calloc((size_t)total * (size_t)lp->ng + 1, sizeof *picks);
  if (!plans || !picks) ir_oom();
  int np = 0;
  int cur[MAX_GROUPS] = {0};
  for (long t = 0; t < total; t++) {
    int *pk = picks + (size_t)np * (size_t)lp->ng;
    memcpy(pk, cur, (size_t)lp->ng * sizeof *pk);
    plans[np].pick = pk;
    plan_cost(lp, pk, &plans[np].c);
    np++;
    for (int gi = 0; gi < lp->ng; gi++) {
      if (++cur[gi] < lp->nforms[gi]) break;
      cur[gi] = 0;
    }
  }
  lcost keep = plans[0].c; /* all KEEP */
  /* phase 7: filters */
  bool filter = knob(p->k, KNOB_LSR_FILTER_BAD_FORMULA) != 0;
  long limit = knob(p->k, KNOB_LSR_RP_LIMIT);
  int nk = 0, gated = 0;
  for (int i = 0; i < np; i++) {
    lcost *c = &plans[i].c;
    bool ok = true;
    if (knob(p->k, KNOB_LSR_CHECK_RP) && c->regs > limit && c->regs > keep.regs) {
      ok = false;
      gated++;
    }
    /* bad: worse than the loop as it is in instructions or in registers */
    if (ok && filter && i && c->insns > keep.insns) ok = false;
    if (ok && filter)
      for (int j = 0; j < np && ok; j++)
        if (j != i && dominated(c, &plans[j].c) &&
            !(knob(p->k, KNOB_LSR_CHECK_RP) && plans[j].c.regs > limit && plans[j].c.regs > keep.regs))
          ok = false;
    if (ok) plans[nk++] = plans[i];
  }
  if (filter) { /* one plan per (instructions, registers): the simplest */
    cmp_plan_mode = ORDER_COST;
    ir_sort(plans, (size_t)nk, sizeof *plans, cmp_plan);
    int m = 0;
    for (int i = 0; i < nk; i++) {
      bool dup = false;
      for (int j = 0; j < m && !dup; j++) dup = plans[j].c.insns == plans[i].c.insns && plans[j].c.regs == plans[i].c.regs;
      if (!dup) plans[m++] = plans[i];
    }
    nk = m;
  }
  int chosen = -1;
  if (nk > 0) {
    if (knob(p->k, KNOB_LSR_SELECTION) == 1) {
      cmp_plan_mode = knob(p->k, KNOB_LSR_NO_COMPLEXITY_DISCOUNT) ? ORDER_REGS : ORDER_COST;
      ir_sort(plans, (size_t)nk, sizeof *plans, cmp_plan);
      chosen = 0;
    } else {
      /* along the trade-off: from the fewest instructions towards the fewest registers (or
       * the reverse without the discount), weighted by cost */
      cmp_plan_mode = knob(p->k, KNOB_LSR_NO_COMPLEXITY_DISCOUNT) ? ORDER_REGS : ORDER_INSNS;
      ir_sort(plans, (size_t)nk, sizeof *plans, cmp_plan);
      long sum = 0, run = 0;
      for (int i = 0; i < nk; i++) sum += plans[i].c.cost > 0 ? plans[i].c.cost : 1;
      for (chosen = 0; chosen < nk; chosen++) {
        run += plans[chosen].c.cost > 0 ? plans[chosen].c.cost : 1;
        if (2 * run >= sum) break;
      }
      if (chosen >= nk) chosen = nk - 1;
    }
  }
  char desc[512];
  if (chosen < 0 || plans[chosen].c.changed == 0) {
    remark_cover(p->r, PC_LSR_KEPT);
    remark(p->r, "lsr", "@%s loop %%%s: %d uses in %d groups, %d plans (%d over lsr-rp-limit): kept (%d insns, %d regs)",
           p->fname, hname, lp->nu, lp->ng, np, gated, keep.insns, keep.regs);
  } else {
    lplan *pl = &plans[chosen];
    describe(lp, pl->pick, desc, sizeof desc);
    /* rewrite: the chosen form of each group goes to slot 0 */
    for (int gi = 0; gi < lp->ng; gi++) {
      lform f = lp->forms[gi][pl->pick[gi]];
      lp->forms[gi][0] = f;
      if (f.how == F_CMP && f.post) {
        lp->reg[f.reg].post_cmp = true;
        for (int i = 0; i < lp->nu; i++)
          if (lp->u[i].group == gi) lp->reg[f.reg].cmp = lp->u[i].inst;
      }
    }
    vmemo *memo = calloc(1, sizeof *memo);
    if (!memo) ir_oom();
    int done = 0;
    for (int gi = 0; gi < lp->ng; gi++) {
      if (lp->forms[gi][0].how == F_KEEP) continue;
      remark_cover(p->r, form_cov(&lp->forms[gi][0], true));
      bool ok = lp->forms[gi][0].how == F_NARROW && lp->gr[gi].kind == U_NARROW ? rewrite_narrow(lp, gi, memo)
                                                                                 : rewrite_group(lp, gi, memo);
      done += ok;
    }
    free(memo);
    delete_dead_cycles(a, l);
    p->rewritten += done;
    remark_cover(p->r, PC_LSR_REWRITTEN);
    remark(p->r, "lsr", "@%s loop %%%s: %d uses in %d groups, %d plans, %d on the front%s: %s %s (insns %d -> %d, regs %d -> %d)",
           p->fname, hname, lp->nu, lp->ng, np, nk, gated ? " (some over lsr-rp-limit)" : "",
           knob(p->k, KNOB_LSR_SELECTION) == 1 ? "cheapest" : "median", desc, keep.insns, pl->c.insns, keep.regs,
           pl->c.regs);
  }
  free(plans);
  free(picks);
out:
  for (int i = 0; i < lp->nreg; i++) free(lp->reg[i].next);
  free(lp->reg);
  free(lp->u);
  free(lp->in);
  if (lp->in || lp->nin) ir_map_free(&lp->idx);
  ir_map_free(&lp->exp_int);
  ir_map_free(&lp->exp_ptr);
  ir_map_free(&lp->old);
  free(lp);
}

/* ---- the function ---- */

/* Loop headers, innermost first (a loop after all of its inner loops). */
static int loop_order(addr_fn *a, LLVMBasicBlockRef *out) {
  int n = 0;
  /* cfg loops are listed parents before children: reversed, children come first */
  for (int l = a->cfg->nloops - 1; l >= 0; l--) out[n++] = a->cfg->block[a->cfg->loops[l].header];
  return n;
}

bool lsr_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r) {
  if (LLVMCountBasicBlocks(fn) == 0) return false;
  char fname[128];
  remark_fn_name(fn, fname, sizeof fname);
  lsr p = {k, r, fname, 0, 0};
  addr_fn *a = addr_open(fn);
  if (!a) return false;
  if (a->cfg->nloops == 0 || a->cfg->irreducible) {
    addr_close(a);
    return false;
  }
  int nl = a->cfg->nloops;
  LLVMBasicBlockRef *order = calloc((size_t)nl, sizeof *order);
  if (!order) ir_oom();
  loop_order(a, order);
  addr_close(a);
  for (int i = 0; i < nl; i++) {
    a = addr_open(fn);
    if (!a) break;
    int l = -1;
    for (int q = 0; q < a->cfg->nloops; q++)
      if (a->cfg->block[a->cfg->loops[q].header] == order[i]) l = q;
    if (l >= 0) process_loop(&p, a, l);
    addr_close(a);
    addr_delete_dead(fn);
  }
  free(order);
  return p.rewritten > 0;
}
