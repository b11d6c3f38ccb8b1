/* SCEV-CGP: NVIDIA's scalar-evolution CodeGenPrepare (seed 003, "NVIDIA SCEV-CGP").
 * requires: a valid function; breaks: nothing the verifier relies on (memory operations
 * keep their !nvtv.id; only their address operands change).  Off by default: it runs only
 * with nv-disable-scev-cgp=0 and do-scev-cgp=1, as in cicc.
 *
 * Every address is decomposed, through the normal form, into root + T + R: its root object
 * (argument, global or alloca), T the terms that involve special registers (thread and
 * block ids and sizes: the seed's "thread ID as an induction variable"), and R the rest.
 *  1. Factoring.  Addresses whose T is the same (in one block, or anywhere in the function
 *     with do-function-scev-cgp) get T computed once, at their nearest common dominator
 *     (scevcgptmp_), and become root + T + R (scevcgp_): the thread-id arithmetic is shared
 *     across arrays and dimensions instead of being recomputed per address.
 *  2. Narrowing.  When T provably fits in a signed 32-bit integer, given that thread ids and
 *     block sizes are below scev-cgp-tid-max-value (z: 64) and block ids below 2^31 (y, z:
 *     2^16), it is computed in 32 bits and sign-extended once: 32-bit integer operations
 *     are cheaper than 64-bit ones on every SM, and modular 32-bit arithmetic gives the
 *     exact value whenever the final value fits.
 *
 * The seed's unsound knobs stay unsound, on purpose (DESIGN.md):
 *  - ignore-32-bit-overflow narrows T without the range proof;
 *  - ignore-signed-32-bit-overflow splits sext(a + b) into sext(a) + sext(b) without nsw;
 *  - ignore-bad-base derives an address from another root's rewritten address with an
 *    inbounds GEP across objects (poison in LLVM's semantics).
 *
 * What the seed leaves open, and what was chosen:
 *  - scev-cgp-norm: 0 and 1 group by the plain normal form, 2 under the facts each
 *    address's own no-poison condition gives (extensions through nsw arithmetic); 0 also
 *    turns factoring off (only narrowing, address by address).
 *  - Profitability (the seed names no cost model): T is expanded first, then the group is
 *    rewritten only when what dies outweighs what was added by at least
 *    scev-cgp-check-latency, both in addr_cost's units (a 64-bit add two 32-bit operations,
 *    a 64-bit multiply four).  Expansions from the normal form distribute products over
 *    sums, so a shared T is often longer than the source's Horner form, and on the corpus
 *    the pass rarely pays: the reason cicc keeps it off is visible in nvtv bench ptx.
 *  - do-scev-cgp-aggresively: single addresses are rewritten too, and the profitability
 *    check is skipped ("expanded search"); otherwise a group needs two members.
 *  - scev-cgp-inst-limit bounds the size of T (terms) analysed;
 *    scev-cgp-control bounds the rewrites per function; topo-sort-begin skips the first N
 *    addresses in program order; scev-cgp-old-base keeps each address's own base chain and
 *    only narrows; special-reassociate-for-threadid=0 treats the whole offset as T (no
 *    separation of thread-id terms); scev-cgp-cross-block-limit / -idom-level-limit bound
 *    where the shared T is placed, as in CBE.
 *  - print-after-scev-cgp prints the function, dump-scev-cgp each decision, as remarks.
 */
#include "passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef __int128 wide;

typedef struct range {
  wide lo, hi;
} range;

typedef struct scg {
  addr_fn *a;
  const nvtv_knobs *k;
  nvtv_remarks *r;
  const char *fname;
  int rewrites;
} scg;

typedef struct cand {
  addr_member m;
  sym_term *root, *t, *rest; /* root + T + R, at the pointer's width */
  int group;          /* block, or 0 at function level */
} cand;

/* ---- ranges ---- */

static range full(unsigned w) {
  wide h = (wide)1 << (w - 1);
  return (range){-h, h - 1};
}

/* The hardware's bounds, with thread ids and block sizes capped by the knob. */
static range sreg_range(const scg *p, sym_sreg s) {
  uint64_t lo, hi;
  if (!sym_sreg_bounds(s, &lo, &hi)) return full(32);
  wide tid = knob(p->k, KNOB_SCEV_CGP_TID_MAX_VALUE);
  bool thread = s <= SREG_NTID_Z;
  if (thread && (s == SREG_NTID_X || s == SREG_NTID_Y || s == SREG_NTID_Z) && (wide)hi > tid) hi = (uint64_t)tid;
  if (thread && s <= SREG_TID_Z && (wide)hi > tid - 1) hi = (uint64_t)(tid - 1);
  return (range){(wide)lo, (wide)hi};
}

static bool fits(range r, unsigned w) {
  range f = full(w);
  return r.lo >= f.lo && r.hi <= f.hi;
}

static range mul_range(range x, range y) {
  wide c[4] = {x.lo * y.lo, x.lo * y.hi, x.hi * y.lo, x.hi * y.hi};
  range r = {c[0], c[0]};
  for (int i = 1; i < 4; i++) {
    if (c[i] < r.lo) r.lo = c[i];
    if (c[i] > r.hi) r.hi = c[i];
  }
  return r;
}

/* Range of a normal-form term read as a signed integer of its width; the full range when
 * the exact polynomial could wrap. */
static range term_range(const scg *p, sym_term *t, int depth) {
  unsigned w = t->width;
  if (depth > 24 || w > 64) return full(w);
  range r;
  switch (t->op) {
  case SYM_CONST: {
    wide v = sym_sext64(t->imm, w);
    return (range){v, v};
  }
  case SYM_SREG: r = sreg_range(p, (sym_sreg)t->imm); break;
  case SYM_SEXT: r = term_range(p, t->ops[0], depth + 1); break;
  case SYM_ZEXT: {
    r = term_range(p, t->ops[0], depth + 1);
    if (r.lo < 0) r = (range){0, ((wide)1 << t->ops[0]->width) - 1};
    break;
  }
  case SYM_ADD: {
    r = (range){0, 0};
    for (int i = 0; i < t->nops; i++) {
      range x = term_range(p, t->ops[i], depth + 1);
      r.lo += x.lo;
      r.hi += x.hi;
      if (!fits(r, w + 2)) return full(w); /* keep the arithmetic small */
    }
    break;
  }
  case SYM_MUL: {
    r = (range){1, 1};
    for (int i = 0; i < t->nops; i++) {
      r = mul_range(r, term_range(p, t->ops[i], depth + 1));
      if (!fits(r, w + 2)) return full(w);
    }
    break;
  }
  default: return full(w);
  }
  return fits(r, w) ? r : full(w);
}

/* ---- splitting an offset into thread-id terms and the rest ---- */

static bool is_tid_term(sym_term *t) { return sym_has_op(t, SYM_SREG); }

static int term_size(sym_term *t, int cap) {
  int n = 1;
  for (int i = 0; i < t->nops && n < cap; i++) n += term_size(t->ops[i], cap - n);
  return n;
}

/* sext(a + b) -> sext(a) + sext(b) everywhere, the ignore-signed-32-bit-overflow way. */
static sym_term *split_sext(sym_ctx *c, sym_term *t, int depth) {
  if (!t->nops || depth > 16) return t;
  if (t->op == SYM_SEXT && t->ops[0]->op == SYM_ADD) {
    sym_term *in = t->ops[0], *sum = NULL;
    for (int i = 0; i < in->nops; i++) {
      sym_term *x = sym_cast(c, SYM_SEXT, 0, t->width, split_sext(c, in->ops[i], depth + 1));
      sum = sum ? sym_bin(c, SYM_ADD, 0, sum, x) : x;
    }
    return sym_nf(c, sum);
  }
  sym_term *ops[16];
  if (t->nops > 16) return t;
  bool changed = false;
  for (int i = 0; i < t->nops; i++) {
    ops[i] = split_sext(c, t->ops[i], depth + 1);
    changed |= ops[i] != t->ops[i];
  }
  if (!changed) return t;
  return sym_nf(c, sym_mk(c, (sym_op)t->op, t->width, t->flags, t->imm, t->aux, t->nops, ops));
}

/* T and R of an address; false when it has no root or no thread-id terms. */
static bool decompose(scg *p, cand *x) {
  sym_ctx *c = p->a->c;
  sym_term *nf = x->m.s.nf, *root = NULL;
  if (knob(p->k, KNOB_IGNORE_SIGNED_32_BIT_OVERFLOW)) nf = split_sext(c, nf, 0);
  sym_term **sum = &nf;
  int n = 1;
  if (nf->op == SYM_ADD) {
    sum = nf->ops;
    n = nf->nops;
  }
  sym_term *t = sym_const(c, nf->width, 0), *rest = sym_const(c, nf->width, 0);
  bool apart = knob(p->k, KNOB_SPECIAL_REASSOCIATE_FOR_THREADID) != 0;
  for (int i = 0; i < n; i++) {
    if (sym_leaf_aspace(sum[i]) >= 0) {
      if (root) return false;
      root = sum[i];
      continue;
    }
    if (sum[i]->op != SYM_CONST && (!apart || is_tid_term(sum[i])))
      t = sym_bin(c, SYM_ADD, 0, t, sum[i]);
    else
      rest = sym_bin(c, SYM_ADD, 0, rest, sum[i]);
  }
  x->root = root;
  x->t = sym_nf(c, t);
  x->rest = sym_nf(c, rest);
  return root && !sym_is_const(x->t, 0) && is_tid_term(x->t) &&
         term_size(x->t, 1 << 20) <= knob(p->k, KNOB_SCEV_CGP_INST_LIMIT) && !addr_key_in_loop(p->a, x->t);
}

/* ---- rewriting ---- */

static bool narrowable(scg *p, sym_term *t) {
  unsigned w = t->width;
  if (w <= 32) return false;
  if (knob(p->k, KNOB_IGNORE_32_BIT_OVERFLOW)) return true;
  return fits(term_range(p, t, 0), 32);
}

/* T as an integer of the pointer's width, before `at`; narrowed when it fits. */
static LLVMValueRef make_t(scg *p, sym_term *t, LLVMValueRef at, bool *narrowed) {
  addr_fn *a = p->a;
  sym_ctx *c = a->c;
  *narrowed = narrowable(p, t);
  if (!*narrowed) return addr_expand(a, t, at, "scevcgptmp_");
  sym_term *t32 = sym_nf(c, sym_cast(c, SYM_TRUNC, 0, 32, t));
  LLVMValueRef v = addr_expand(a, t32, at, "scevcgptmp_");
  if (!v) return NULL;
  LLVMPositionBuilderBefore(a->b, at);
  char name[32];
  snprintf(name, sizeof name, "scevcgptmp_%d", a->counter++);
  return LLVMBuildSExt(a->b, v, LLVMIntTypeInContext(a->ctx, t->width), name);
}

/* root + tv + R before the access (R expanded there); with `from` (ignore-bad-base), that
 * member's new address plus the distance, by an inbounds GEP even across objects. */
static LLVMValueRef member_address(scg *p, cand *x, LLVMValueRef tv, LLVMValueRef from, const cand *fc) {
  addr_fn *a = p->a;
  sym_ctx *c = a->c;
  LLVMValueRef at = x->m.inst;
  char name[32];
  LLVMTypeRef i8 = LLVMInt8TypeInContext(a->ctx);
  if (from && fc->root != x->root) {
    sym_term *mine = sym_bin(c, SYM_ADD, 0, x->root, x->rest), *theirs = sym_bin(c, SYM_ADD, 0, fc->root, fc->rest);
    LLVMValueRef dv = addr_expand(a, sym_nf(c, sym_bin(c, SYM_SUB, 0, mine, theirs)), at, "scevcgptmp_");
    if (!dv) return NULL;
    LLVMPositionBuilderBefore(a->b, at);
    snprintf(name, sizeof name, "scevcgp_%d", a->counter++);
    return LLVMBuildInBoundsGEP2(a->b, i8, from, &dv, 1, name);
  }
  LLVMValueRef base = addr_expand_ptr(a, x->root, LLVMGetPointerAddressSpace(LLVMTypeOf(x->m.ptr)), at, "scevcgptmp_");
  LLVMValueRef rv = sym_is_const(x->rest, 0) ? NULL : addr_expand(a, x->rest, at, "scevcgptmp_");
  if (!base || (!rv && !sym_is_const(x->rest, 0))) return NULL;
  LLVMPositionBuilderBefore(a->b, at);
  snprintf(name, sizeof name, "scevcgp_%d", a->counter++);
  LLVMValueRef q = LLVMBuildGEP2(a->b, i8, base, &tv, 1, name);
  if (rv) {
    snprintf(name, sizeof name, "scevcgp_%d", a->counter++);
    q = LLVMBuildGEP2(a->b, i8, q, &rv, 1, name);
  }
  return q;
}

static void dump(scg *p, const char *fmt, sym_term *t, const char *what) {
  if (!knob(p->k, KNOB_DUMP_SCEV_CGP)) return;
  char buf[256] = "";
  if (t) sym_print(p->a->c, t, buf, sizeof buf);
  remark(p->r, "scev-cgp", fmt, p->fname, buf, what);
}

static int cmp_cand(const void *x, const void *y) {
  const cand *a = x, *b = y;
  if (a->group != b->group) return a->group - b->group;
  if (a->t != b->t) return a->t->id < b->t->id ? -1 : 1;
  return a->m.block - b->m.block;
}

static void process(scg *p, cand *v, int from, int to) {
  addr_fn *a = p->a;
  bool aggressive = knob(p->k, KNOB_DO_SCEV_CGP_AGGRESIVELY) != 0;
  if (to - from < 2 && !aggressive) return;
  if (p->rewrites >= knob(p->k, KNOB_SCEV_CGP_CONTROL)) return;
  int ncd = v[from].m.block;
  for (int i = from + 1; i < to; i++) ncd = ir_nearest_common_dominator(a->cfg, ncd, v[i].m.block);
  for (int i = from; i < to; i++)
    if (a->cfg->domdepth[v[i].m.block] - a->cfg->domdepth[ncd] > knob(p->k, KNOB_SCEV_CGP_IDOM_LEVEL_LIMIT)) {
      dump(p, "@%s: T = %s: %s", v[from].t, "skipped: beyond scev-cgp-idom-level-limit");
      return;
    }
  bool narrow = narrowable(p, v[from].t);
  if (to - from < 2 && !narrow) return; /* alone, only narrowing can pay */
  addr_member *ms = malloc((size_t)(to - from) * sizeof *ms);
  if (!ms) ir_oom();
  for (int i = from; i < to; i++) ms[i - from] = v[i].m;
  int dead = addr_dying_cost(a, ms, 0, to - from, -1);
  free(ms);
  /* T goes before the group's first access in the dominator, or at its end */
  LLVMBasicBlockRef nb = a->cfg->block[ncd];
  LLVMValueRef at = LLVMGetBasicBlockTerminator(nb);
  for (LLVMValueRef i = LLVMGetFirstInstruction(nb); i && at == LLVMGetBasicBlockTerminator(nb); i = LLVMGetNextInstruction(i))
    for (int q = from; q < to; q++)
      if (v[q].m.inst == i) at = i;
  ir_map old;
  ir_map_init(&old);
  for (LLVMValueRef i = LLVMGetFirstInstruction(nb); i; i = LLVMGetNextInstruction(i)) ir_map_put(&old, i, i);
  bool narrowed;
  LLVMValueRef tv = make_t(p, v[from].t, at, &narrowed);
  /* what computing T cost (reused values are free), plus one 64-bit add per member and one
   * more per member whose rest is not a constant (constants fold into [reg+imm]) */
  int added = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(nb); i; i = LLVMGetNextInstruction(i))
    if (!ir_map_has(&old, i)) added += addr_cost(i);
  ir_map_free(&old);
  added += 2 * (to - from);
  for (int i = from; i < to; i++) added += 2 * (v[i].rest->op != SYM_CONST);
  if (!tv) {
    dump(p, "@%s: T = %s: %s", v[from].t, "skipped: cannot be computed at the common dominator");
    return;
  }
  if (!aggressive && dead - added < knob(p->k, KNOB_SCEV_CGP_CHECK_LATENCY)) {
    dump(p, "@%s: T = %s: %s", v[from].t, "skipped: saves fewer instructions than scev-cgp-check-latency");
    return; /* T's instructions are dead and go */
  }
  LLVMValueRef first = NULL;
  const cand *fc = NULL;
  bool bad_base = knob(p->k, KNOB_IGNORE_BAD_BASE) != 0;
  int n = 0;
  for (int i = from; i < to; i++) {
    LLVMValueRef np = member_address(p, &v[i], tv, bad_base ? first : NULL, fc);
    if (!np) continue;
    if (LLVMGetPointerAddressSpace(LLVMTypeOf(np)) != v[i].m.s.aspace) {
      LLVMPositionBuilderBefore(a->b, v[i].m.inst);
      np = LLVMBuildAddrSpaceCast(a->b, np, LLVMPointerTypeInContext(a->ctx, v[i].m.s.aspace), "bitCastEnd");
    }
    addr_set_pointer(v[i].m.inst, np);
    if (!first) {
      first = np;
      fc = &v[i];
    }
    n++;
  }
  if (!n) {
    dump(p, "@%s: T = %s: %s", v[from].t, "skipped: the rest of no address can be computed at its access");
    return; /* T's instructions are dead and go */
  }
  p->rewrites++;
  remark_cover(p->r, narrowed ? PC_SCG_NARROWED : PC_SCG_SHARED);
  dump(p, "@%s: T = %s: %s", v[from].t, narrowed ? "shared, computed in 32 bits" : "shared");
  remark(p->r, "scev-cgp", "@%s: %d addresses share their thread-id terms%s", p->fname, n,
         narrowed ? ", computed in 32 bits" : "");
}

static bool scg_member(addr_fn *a, const addr_member *m, void *env) {
  (void)a, (void)env;
  return m->s.root != NULL;
}

bool scevcgp_run(LLVMValueRef fn, const nvtv_knobs *k, nvtv_remarks *r) {
  if (knob(k, KNOB_NV_DISABLE_SCEV_CGP) || !knob(k, KNOB_DO_SCEV_CGP) || LLVMCountBasicBlocks(fn) == 0) return false;
  char fname[128];
  remark_fn_name(fn, fname, sizeof fname);
  scg p = {0};
  p.k = k;
  p.r = r;
  p.fname = fname;
  p.a = addr_open(fn);
  if (!p.a) return false;
  addr_member *m;
  int n = addr_collect(p.a, knob(k, KNOB_SCEV_CGP_NORM) >= 2, scg_member, NULL, &m);
  cand *v = calloc((size_t)n + 1, sizeof *v);
  if (!v) ir_oom();
  int nv = 0;
  long skip = knob(k, KNOB_TOPO_SORT_BEGIN);
  bool function_level = knob(k, KNOB_DO_FUNCTION_SCEV_CGP) != 0;
  for (int i = 0; i < n; i++) {
    if (i < skip) continue;
    cand x = {m[i], NULL, NULL, NULL, function_level ? 0 : m[i].block};
    if (!decompose(&p, &x)) continue;
    v[nv++] = x;
  }
  free(m);
  if (knob(k, KNOB_SCEV_CGP_NORM) == 0) /* no grouping: each address alone */
    for (int i = 0; i < nv; i++) v[i].group = -1 - i;
  ir_sort(v, (size_t)nv, sizeof *v, cmp_cand);
  int before = p.rewrites;
  for (int i = 0; i < nv;) {
    int j = i + 1;
    while (j < nv && v[j].group == v[i].group && v[j].t == v[i].t) j++;
    process(&p, v, i, j);
    i = j;
  }
  free(v);
  addr_close(p.a);
  bool changed = p.rewrites > before;
  addr_delete_dead(fn); /* what refused groups expanded */
  if (knob(k, KNOB_PRINT_AFTER_SCEV_CGP)) {
    char *s = LLVMPrintValueToString(fn);
    remark(r, "scev-cgp", "*** IR Dump After SCEV-CGP ***\n%s", s);
    LLVMDisposeMessage(s);
  }
  return changed;
}
