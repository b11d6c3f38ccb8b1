/* Two threads of one CTA: can their accesses overlap?  The normal-form half of the barrier
 * question, used by Dead Sync Elimination to decide and by the barrier verifier as its fast
 * path (Z3 answers whatever this cannot).
 *
 * With x thread t's address and y' the other thread's (sym_other_thread), the byte ranges
 * [x, x+sx) and [y', y'+sy) overlap iff -sy < y' - x < sx.  When the normal form of y' - x is
 * e + sum_d k_d * (tid'_d - tid_d) with constant e and k_d (the thread-independent parts
 * cancelled), the question is a small integer search over delta_d = tid'_d - tid_d in
 * [-1023, 1023] (z: [-63, 63]) with delta != 0.  Anything else (loop counters, loaded values,
 * different strides for the two threads, products with arguments) is "may overlap".
 */
#include "sym.h"

#include <string.h>

typedef __int128 wide;

/* coefficient * tid_d (other = false) or tid'_d (other = true) */
static bool thread_term(sym_term *t, wide *coef, int *dim, bool *other) {
  *coef = 1;
  if (t->op == SYM_MUL && t->nops == 2 && t->ops[0]->op == SYM_CONST) {
    *coef = sym_sext64(t->ops[0]->imm, t->width);
    t = t->ops[1];
  }
  if ((t->op == SYM_SEXT || t->op == SYM_ZEXT) && t->ops[0]->op == SYM_SREG) t = t->ops[0];
  if (t->op != SYM_SREG) return false;
  if (t->imm <= SREG_TID_Z) {
    *dim = (int)t->imm;
    *other = false;
    return true;
  }
  if (t->imm >= SREG_TID2_X && t->imm <= SREG_TID2_Z) {
    *dim = (int)(t->imm - SREG_TID2_X);
    *other = true;
    return true;
  }
  return false;
}

static wide floordiv(wide a, wide b) {
  wide q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
  return q;
}

/* Is there delta_j in [-r, r] with lo < k * delta_j + p < hi, nonzero if must_move? */
static bool solve_last(wide k, wide p, wide lo, wide hi, wide r, bool must_move) {
  /* lo - p < k*d < hi - p */
  wide a = lo - p, b = hi - p, dmin, dmax;
  if (k > 0) {
    dmin = floordiv(a, k) + 1;
    dmax = -floordiv(-b, k) - 1;
  } else {
    dmin = floordiv(-b, -k) + 1;
    dmax = -floordiv(a, -k) - 1;
  }
  if (dmin < -r) dmin = -r;
  if (dmax > r) dmax = r;
  if (dmin > dmax) return false;
  if (!must_move) return true;
  return dmin != 0 || dmax != 0;
}

/* The one pointer leaf of a normal-form sum, or NULL. */
static sym_term *root_atom(sym_term *k) {
  sym_term **sum = &k, *root = NULL;
  int n = 1;
  if (k->op == SYM_ADD) {
    sum = k->ops;
    n = k->nops;
  }
  for (int i = 0; i < n; i++)
    if (sym_leaf_aspace(sum[i]) >= 0) {
      if (root) return NULL;
      root = sum[i];
    }
  return root;
}

static bool has_thread_leaf(sym_term *t, bool other) {
  if (t->op == SYM_SREG)
    return other ? t->imm >= SREG_TID2_X && t->imm <= SREG_TID2_Z : t->imm <= SREG_TID_Z;
  if (t->op == SYM_K || t->op == SYM_LOAD || t->op == SYM_UF || t->op == SYM_OPAQUE) return true; /* per thread */
  for (int i = 0; i < t->nops; i++)
    if (has_thread_leaf(t->ops[i], other)) return true;
  return false;
}

/* An extension of a narrow sum u + c * tid_d with u the same for every thread: the two
 * threads' values differ by c * delta_d + m * 2^w, m in {-1, 0, 1} (w the sum's width). */
typedef struct wrapped {
  sym_term *atom; /* thread t's */
  wide k;         /* its coefficient in y' - x (the other thread's is -k... negated) */
  int dim;
  wide c;
  unsigned w;
} wrapped;

static bool parse_wrapped(sym_term *atom, wrapped *out) {
  if ((atom->op != SYM_SEXT && atom->op != SYM_ZEXT) || atom->ops[0]->width > 32) return false;
  sym_term *in = atom->ops[0], **sum = &in;
  int n = 1, found = 0;
  if (in->op == SYM_ADD) {
    sum = in->ops;
    n = in->nops;
  }
  for (int i = 0; i < n; i++) {
    wide coef;
    int dim;
    bool other;
    if (thread_term(sum[i], &coef, &dim, &other)) {
      if (other || found++) return false;
      out->dim = dim;
      out->c = coef;
    } else if (has_thread_leaf(sum[i], false)) {
      return false;
    }
  }
  if (found != 1 || out->c > (1 << 20) || out->c < -(1 << 20)) return false;
  out->atom = atom;
  out->w = in->width;
  return true;
}

/* A search over delta with e and the coefficients per dimension. */
static bool search(const wide k[3], wide e, wide lo, wide hi, unsigned dims) {
  static const wide range[3] = {1023, 1023, 63};
  bool free_dim = false; /* a dimension the CTA has whose id does not matter */
  int used[3], nu = 0;
  for (int j = 0; j < 3; j++)
    if (dims >> j & 1) {
      if (k[j] == 0) free_dim = true;
      else used[nu++] = j;
    }
  if (nu == 0) return free_dim && lo < e && e < hi;
  wide r0 = nu >= 2 ? range[used[0]] : 0, r1 = nu >= 3 ? range[used[1]] : 0;
  for (wide d0 = -r0; d0 <= r0; d0++)
    for (wide d1 = -r1; d1 <= r1; d1++) {
      wide p = e;
      if (nu >= 2) p += k[used[0]] * d0;
      if (nu >= 3) p += k[used[1]] * d1;
      bool must_move = !free_dim && d0 == 0 && d1 == 0;
      if (solve_last(k[used[nu - 1]], p, lo, hi, range[used[nu - 1]], must_move)) return true;
    }
  return false;
}

static bool noalias_arg(LLVMValueRef fn, const sym_term *r) {
  if (!fn || r->op != SYM_ARG || r->imm >= LLVMCountParams(fn)) return false;
  unsigned kind = LLVMGetEnumAttributeKindForName("noalias", 7);
  return LLVMGetEnumAttributeAtIndex(fn, (unsigned)r->imm + 1, kind) != NULL;
}

/* an alloca of this call against an argument: no caller has its address */
static bool alloca_vs_arg(const sym_term *a, const sym_term *b) {
  return a->op == SYM_GLOBAL && (a->flags & SYM_ALLOCA) && b->op == SYM_ARG;
}

bool sym_distinct_objects(LLVMValueRef fn, sym_term *x, sym_term *y) {
  sym_term *rx = root_atom(x), *ry = root_atom(y);
  return rx && ry && rx != ry &&
         ((rx->op == SYM_GLOBAL && ry->op == SYM_GLOBAL) || noalias_arg(fn, rx) || noalias_arg(fn, ry) ||
          alloca_vs_arg(rx, ry) || alloca_vs_arg(ry, rx));
}

bool sym_threads_may_overlap(sym_ctx *c, LLVMValueRef fn, sym_term *x, uint64_t sx, sym_term *yo, uint64_t sy,
                             unsigned dims) {
  if (!sx || !sy || x->width != yo->width) return true;
  dims |= 1; /* there is always an x dimension */
  if (sym_distinct_objects(fn, x, yo)) return false;
  sym_term *d = sym_nf(c, sym_bin(c, SYM_SUB, 0, yo, x));
  sym_term **sum = &d;
  int n = 1;
  if (d->op == SYM_ADD) {
    sum = d->ops;
    n = d->nops;
  }
  wide e = 0, kx[3] = {0, 0, 0}, ky[3] = {0, 0, 0};
  wrapped wr[4];
  int nwr = 0;
  sym_term *pending[8];
  wide pcoef[8];
  int np = 0;
  for (int i = 0; i < n; i++) {
    wide coef;
    int dim;
    bool other;
    if (sum[i]->op == SYM_CONST) {
      e += sym_sext64(sum[i]->imm, d->width);
      continue;
    }
    if (thread_term(sum[i], &coef, &dim, &other)) {
      if (other) ky[dim] += coef;
      else kx[dim] += coef;
      continue;
    }
    /* coefficient * ext(u + c * tid): matched with the other thread's copy below */
    sym_term *atom = sum[i];
    coef = 1;
    if (atom->op == SYM_MUL && atom->nops == 2 && atom->ops[0]->op == SYM_CONST) {
      coef = sym_sext64(atom->ops[0]->imm, atom->width);
      atom = atom->ops[1];
    }
    if (np == 8) return true;
    pending[np] = atom;
    pcoef[np++] = coef;
  }
  /* pair each of t's wrapped atoms (coefficient -k) with t''s copy (coefficient +k) */
  bool used[8] = {false};
  for (int i = 0; i < np; i++) {
    if (used[i]) continue;
    wrapped w;
    if (nwr == 4 || !parse_wrapped(pending[i], &w)) return true;
    sym_term *theirs = sym_other_thread(c, pending[i], 0);
    int j = -1;
    for (int q = 0; q < np && j < 0; q++)
      if (!used[q] && q != i && pending[q] == theirs && pcoef[q] == -pcoef[i]) j = q;
    if (j < 0) return true;
    used[i] = used[j] = true;
    w.k = pcoef[j];
    if (w.k > ((wide)1 << 30) || w.k < -((wide)1 << 30)) return true;
    kx[w.dim] -= w.k * w.c;
    ky[w.dim] += w.k * w.c;
    wr[nwr++] = w;
  }
  wide k[3];
  for (int j = 0; j < 3; j++) {
    if (ky[j] != -kx[j]) return true; /* the two threads' strides differ */
    k[j] = ky[j];
    if (k[j] > ((wide)1 << 40) || k[j] < -((wide)1 << 40)) return true;
  }
  /* every combination of wraps: e + sum m_i * k_i * 2^w_i */
  int combos = 1;
  for (int i = 0; i < nwr; i++) combos *= 3;
  for (int cmb = 0; cmb < combos; cmb++) {
    wide ee = e;
    for (int i = 0, r = cmb; i < nwr; i++, r /= 3) ee += (wide)(r % 3 - 1) * wr[i].k * ((wide)1 << wr[i].w);
    if (search(k, ee, -(wide)sy, (wide)sx, dims)) return true;
  }
  return false;
}

static int pointer_space(unsigned as) {
  if (as == 4 || as == 5 || as == 101) return -1;
  return as == 3 || as == 1 ? (int)as : 0;
}

int sym_access_space(const sym_access *x, sym_term *key) {
  unsigned as = x->aspace[0];
  if (x->kind == IR_MEM_INTRIN && x->npointers > 1) {
    /* memcpy/memmove: written through the first pointer, read through the second.  The
     * access touches both spaces: one space only if both are that one (or the other is
     * private or read-only), else any (nvtv fuzz found DSE removing a barrier before a
     * memcpy from shared to global memory, whose shared read it did not see). */
    int a = pointer_space(x->aspace[0]), b = pointer_space(x->aspace[1]);
    if (a == b || b < 0) return a;
    return a < 0 ? b : 0;
  }
  if (as == 4 || as == 5 || as == 101) return -1; /* constant, local, param */
  /* an alloca is the thread's own, whatever space its pointer is in (a datalayout without
   * an alloca space puts it in the generic one): no other thread has its address */
  LLVMValueRef ptr = x->inst && x->kind != IR_MEM_INTRIN ? ir_mem_pointer(x->inst, 0) : NULL;
  LLVMValueRef base = ptr ? ir_pointer_base(ptr) : NULL;
  if (base && LLVMIsAAllocaInst(base)) return -1;
  if (as == 3 || as == 1) return (int)as;
  if (key && sym_has_op(key, SYM_WIN)) return 3; /* a generic pointer into shared memory */
  sym_term *root = key ? sym_root_of(key) : NULL;
  if (root && sym_leaf_aspace(root) == 1) return 1;
  return 0;
}

sym_term *sym_access_key(sym_ctx *c, const sym_access *x) {
  sym_term *g = x->npointers ? x->gaddr[0] : NULL;
  if (!g || x->kind == IR_MEM_INTRIN || x->kind == IR_MEM_SYNC || sym_has_op(g, SYM_UNSUPP)) return NULL;
  /* under its own no-poison facts, as the address passes do: sext(tid.x + 1) with tid.x
   * below 1024 is sext(tid.x) + 1 */
  sym_facts *f = sym_facts_new(c);
  sym_facts_assume(f, sym_not(c, sym_poison(c, g)));
  sym_term *k = sym_facts_nf(f, g);
  sym_facts_free(f);
  return k;
}

/* Does v's value matter: does a chain of users reach a memory operation, a branch, a call
 * or a return?  (Dead code, which any pass may delete, does not count.) */
static bool matters(LLVMValueRef v, int depth) {
  if (depth > 12) return true;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsATerminatorInst(user) || LLVMIsACallInst(user) || ir_memkind_of(user) != IR_MEM_NONE) return true;
    if (matters(user, depth + 1)) return true;
  }
  return false;
}

unsigned sym_cta_dims(LLVMValueRef fn) {
  unsigned dims = 1;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      const char *n = LLVMGetInstructionOpcode(i) == LLVMCall ? ir_callee_name(i, NULL) : NULL;
      if (!n || strncmp(n, "llvm.nvvm.read.ptx.sreg.", 24) || !matters(i, 0)) continue;
      n += 24;
      if (!strcmp(n, "tid.y") || !strcmp(n, "ntid.y")) dims |= 2;
      if (!strcmp(n, "tid.z") || !strcmp(n, "ntid.z")) dims |= 4;
    }
  return dims;
}
