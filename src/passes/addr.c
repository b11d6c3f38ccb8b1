/* What the address passes share: terms for IR values, the split of an address into a
 * base key and a constant, availability (dominance) of values at a point, hoisting a pure
 * computation to a dominator, expanding a normal-form term back into IR (the counterpart
 * of LLVM's SCEVExpander), and removing what a rewrite left dead.
 * requires: a function with a body; breaks: nothing by itself (the passes edit the IR and
 * reopen the analysis afterwards). */
#include "passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void known_free(addr_fn *a);
static void known_init(addr_fn *a);

addr_fn *addr_open(LLVMValueRef fn) {
  if (LLVMCountBasicBlocks(fn) == 0) return NULL;
  addr_fn *a = calloc(1, sizeof *a);
  if (!a) ir_oom();
  a->fn = fn;
  a->mod = LLVMGetGlobalParent(fn);
  a->ctx = LLVMGetModuleContext(a->mod);
  a->td = LLVMGetModuleDataLayout(a->mod);
  a->cfg = ir_cfg_build(fn);
  a->c = sym_new();
  a->gid = calloc((size_t)a->cfg->nloops + 1, sizeof *a->gid);
  if (!a->gid) ir_oom();
  for (int i = 0; i < a->cfg->nloops; i++) a->gid[i] = (uint32_t)i;
  sym_opts so = {.respect_range_attrs = true};
  a->sf = sym_fn_build(a->c, a->cfg, a->gid, 0, &so);
  a->b = LLVMCreateBuilderInContext(a->ctx);
  ir_map_init(&a->tag_inst);
  ir_map_init(&a->known);
  known_init(a); /* before any edit: terms of new values are not built */
  for (int i = 0; i < a->sf->naccess; i++)
    if (a->sf->acc[i].tag >= 0) ir_map_put(&a->tag_inst, (void *)(intptr_t)(a->sf->acc[i].tag + 1), a->sf->acc[i].inst);
  return a;
}


void addr_close(addr_fn *a) {
  if (!a) return;
  known_free(a);
  ir_map_free(&a->tag_inst);
  LLVMDisposeBuilder(a->b);
  sym_fn_free(a->sf);
  sym_free(a->c);
  ir_cfg_free(a->cfg);
  free(a->gid);
  free(a);
}

sym_term *addr_term(addr_fn *a, LLVMValueRef v) { return sym_value_at(a->sf, v, -1); }

int addr_block(addr_fn *a, LLVMValueRef inst) {
  return LLVMIsAInstruction(inst) ? ir_block_index(a->cfg, LLVMGetInstructionParent(inst)) : -1;
}

/* ---- splitting addresses ---- */

static int depth_of(sym_term *t, int cap) {
  if (!t->nops || cap <= 0) return 1;
  int d = 0;
  for (int i = 0; i < t->nops; i++) {
    int x = depth_of(t->ops[i], cap - 1);
    if (x > d) d = x;
  }
  return d + 1;
}

int64_t addr_const_part(sym_term *nf) {
  if (nf->op == SYM_CONST) return sym_sext64(nf->imm, nf->width);
  if (nf->op == SYM_ADD && nf->ops[nf->nops - 1]->op == SYM_CONST)
    return sym_sext64(nf->ops[nf->nops - 1]->imm, nf->width);
  return 0;
}

int addr_key_loop(addr_fn *a, sym_term *t) {
  int best = -1;
  for (int l = 0; l < a->cfg->nloops; l++)
    if (sym_depends_on_loop(t, a->gid[l]) && (best < 0 || a->cfg->loops[l].depth > a->cfg->loops[best].depth))
      best = l;
  return best;
}

bool addr_affine(addr_fn *a, sym_term *t, int l, sym_term **start, sym_term **step) {
  sym_ctx *c = a->c;
  uint32_t g = a->gid[l];
  sym_term *k = sym_leaf(c, SYM_K, 64, g);
  sym_term *next = sym_subst_loop(c, t, g, sym_bin(c, SYM_ADD, 0, k, sym_const(c, 64, 1)), false);
  *step = sym_nf(c, sym_bin(c, SYM_SUB, 0, sym_nf(c, next), t));
  *start = sym_nf(c, sym_subst_loop(c, t, g, sym_const(c, 64, 0), false));
  return !sym_depends_on_loop(*step, g) && !sym_depends_on_loop(*start, g) && !sym_has_op(*step, SYM_EXITK) &&
         !sym_has_op(*start, SYM_EXITK);
}

static bool split_nf(addr_fn *a, LLVMValueRef ptr, sym_term *t, sym_term *nf, addr_split_t *out) {
  sym_ctx *c = a->c;
  unsigned w = nf->width;
  if (nf->op == SYM_CONST) return false;
  out->nf = nf;
  out->off = addr_const_part(nf);
  out->key = sym_nf(c, sym_bin(c, SYM_SUB, 0, nf, sym_const(c, w, (uint64_t)out->off)));
  out->root = sym_root_of(t);
  out->aspace = LLVMGetPointerAddressSpace(LLVMTypeOf(ptr));
  out->depth = depth_of(out->key, 64);
  return true;
}

static sym_term *split_term(addr_fn *a, LLVMValueRef ptr, addr_split_t *out) {
  memset(out, 0, sizeof *out);
  if (LLVMGetTypeKind(LLVMTypeOf(ptr)) != LLVMPointerTypeKind) return NULL;
  sym_term *t = addr_term(a, ptr);
  if (!t || sym_has_op(t, SYM_UNSUPP) || sym_has_op(t, SYM_OPAQUE)) return NULL;
  return t;
}

bool addr_split(addr_fn *a, LLVMValueRef ptr, addr_split_t *out) {
  sym_term *t = split_term(a, ptr, out);
  return t && split_nf(a, ptr, t, sym_nf(a->c, t), out);
}

bool addr_split_facts(addr_fn *a, LLVMValueRef ptr, addr_split_t *out) {
  sym_term *t = split_term(a, ptr, out);
  if (!t) return false;
  sym_facts *f = sym_facts_new(a->c);
  sym_facts_assume(f, sym_not(a->c, sym_poison(a->c, t)));
  sym_term *nf = sym_facts_nf(f, t);
  sym_facts_free(f);
  return split_nf(a, ptr, t, nf, out);
}

bool addr_key_in_loop(addr_fn *a, sym_term *key) {
  for (int l = 0; l < a->cfg->nloops; l++)
    if (sym_depends_on_loop(key, a->gid[l])) return true;
  return false;
}

/* ---- availability ---- */

bool addr_available(addr_fn *a, LLVMValueRef v, LLVMValueRef at) {
  if (!LLVMIsAInstruction(v)) return true;
  int db = addr_block(a, v), ub = addr_block(a, at);
  if (db < 0 || ub < 0) return false;
  if (db != ub) return ir_dominates(a->cfg, db, ub);
  for (LLVMValueRef i = LLVMGetNextInstruction(v); i; i = LLVMGetNextInstruction(i))
    if (i == at) return true;
  return false;
}

bool addr_inst_dominates(addr_fn *a, LLVMValueRef x, LLVMValueRef y) {
  return x == y || addr_available(a, x, y);
}

/* ---- hoisting ---- */

static bool speculatable(LLVMValueRef v) {
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMGetElementPtr: case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr:
  case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMTrunc: case LLVMZExt:
  case LLVMSExt: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast: case LLVMAddrSpaceCast:
  case LLVMICmp: case LLVMSelect:
    return true;
  case LLVMCall: {
    const char *n = ir_callee_name(v, NULL);
    return n && strncmp(n, "llvm.nvvm.read.ptx.sreg.", 24) == 0;
  }
  default: return false;
  }
}

/* A hoisted copy may run where the original did not, so it must not be poison where the
 * original would never have been computed. */
void addr_drop_poison_flags(LLVMValueRef v) {
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl:
    LLVMSetNSW(v, 0);
    LLVMSetNUW(v, 0);
    break;
  case LLVMGetElementPtr: LLVMGEPSetNoWrapFlags(v, 0); break;
  case LLVMLShr: case LLVMAShr: case LLVMUDiv: case LLVMSDiv: LLVMSetExact(v, 0); break;
  case LLVMOr: LLVMSetIsDisjoint(v, 0); break;
  case LLVMZExt: LLVMSetNNeg(v, 0); break;
  default: break;
  }
}

static LLVMValueRef hoist_rec(addr_fn *a, LLVMValueRef v, LLVMValueRef before, bool drop, const char *prefix,
                              ir_map *done, int depth) {
  if (addr_available(a, v, before)) return v;
  if (depth > 32 || !LLVMIsAInstruction(v) || !speculatable(v)) return NULL;
  LLVMValueRef got = ir_map_get(done, v);
  if (got) return got;
  int n = LLVMGetNumOperands(v);
  LLVMValueRef ops[16];
  if (n > 16) return NULL;
  for (int i = 0; i < n; i++) {
    LLVMValueRef o = LLVMGetOperand(v, (unsigned)i);
    ops[i] = LLVMIsAInstruction(o) ? hoist_rec(a, o, before, drop, prefix, done, depth + 1) : o;
    if (!ops[i]) return NULL;
  }
  LLVMValueRef cl = LLVMInstructionClone(v);
  for (int i = 0; i < n; i++)
    if (ops[i] != LLVMGetOperand(v, (unsigned)i)) LLVMSetOperand(cl, (unsigned)i, ops[i]);
  if (drop) addr_drop_poison_flags(cl);
  char name[64];
  snprintf(name, sizeof name, "%s%d", prefix, a->counter++);
  LLVMPositionBuilderBefore(a->b, before);
  LLVMInsertIntoBuilderWithName(a->b, cl, name);
  ir_map_put(done, v, cl);
  return cl;
}

LLVMValueRef addr_hoist(addr_fn *a, LLVMValueRef v, LLVMValueRef before, bool drop_flags, const char *prefix) {
  ir_map done;
  ir_map_init(&done);
  LLVMValueRef r = hoist_rec(a, v, before, drop_flags, prefix, &done, 0);
  ir_map_free(&done);
  return r;
}

/* ---- expanding normal forms ---- */

/* Values an expansion may reuse: equal normal form and never poison, so equal everywhere
 * they are defined.  New expansions are added as they are made. */
static void known_add(addr_fn *a, sym_term *nf, LLVMValueRef v) {
  ir_vec *vs = ir_map_get(&a->known, nf);
  if (!vs) {
    vs = calloc(1, sizeof *vs);
    if (!vs) ir_oom();
    ir_map_put(&a->known, nf, vs);
  }
  ir_vec_push(vs, v);
}

bool addr_never_poison(addr_fn *a, sym_term *t) {
  sym_term *p = sym_nf(a->c, sym_poison(a->c, t));
  if (p == sym_false(a->c)) return true;
  sym_term **d, *one = p;
  int n = sym_disjuncts(p, &d);
  if (!d) d = &one;
  for (int i = 0; i < n; i++)
    if (!sym_range_always_holds(d[i])) return false;
  return true;
}

static void known_init(addr_fn *a) {
  for (int blk = 0; blk < a->cfg->n; blk++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(a->cfg->block[blk]); i; i = LLVMGetNextInstruction(i)) {
      LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(i));
      if ((k != LLVMIntegerTypeKind && k != LLVMPointerTypeKind) || !speculatable(i)) continue;
      sym_term *t = addr_term(a, i);
      if (!t || sym_has_op(t, SYM_UNSUPP) || sym_has_op(t, SYM_OPAQUE)) continue;
      if (!addr_never_poison(a, t)) continue;
      known_add(a, sym_nf(a->c, t), i);
    }
}

static void known_free(addr_fn *a) {
  for (size_t i = 0; i < a->known.cap; i++)
    if (a->known.keys[i]) {
      ir_vec *vs = a->known.vals[i];
      ir_vec_free(vs);
      free(vs);
    }
  ir_map_free(&a->known);
}

/* A known value of type ty equal to nf and available before `before`, or NULL. */
static LLVMValueRef known_value(addr_fn *a, sym_term *nf, LLVMTypeRef ty, LLVMValueRef before) {
  ir_vec *vs = ir_map_get(&a->known, nf);
  for (int i = 0; vs && i < vs->n; i++)
    if (LLVMTypeOf(vs->v[i]) == ty && addr_available(a, vs->v[i], before)) return vs->v[i];
  return NULL;
}

typedef struct expander {
  addr_fn *a;
  LLVMValueRef before;
  const char *prefix;
  ir_map memo;
} expander;

static LLVMValueRef ex_int(expander *e, sym_term *t);

static LLVMTypeRef int_ty(addr_fn *a, unsigned w) { return LLVMIntTypeInContext(a->ctx, w); }

static const char *nm(expander *e, char *buf) {
  snprintf(buf, 64, "%s%d", e->prefix, e->a->counter++);
  return buf;
}

static LLVMValueRef sreg_call(expander *e, sym_sreg r) {
  char name[64];
  snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s", sym_sreg_name(r));
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  if (!id) return NULL;
  LLVMValueRef f = LLVMGetIntrinsicDeclaration(e->a->mod, id, NULL, 0);
  LLVMTypeRef fty = LLVMGlobalGetValueType(f);
  char b[64];
  return LLVMBuildCall2(e->a->b, fty, f, NULL, 0, nm(e, b));
}

/* the header phi of loop gid that counts 0, 1, 2, ... at width w */
static LLVMValueRef counter_phi(expander *e, uint32_t gid, unsigned w) {
  addr_fn *a = e->a;
  if (gid >= (uint32_t)a->cfg->nloops) return NULL;
  ir_loop *L = &a->cfg->loops[gid];
  sym_term *want = sym_nf(a->c, w >= 64 ? sym_leaf(a->c, SYM_K, 64, gid)
                                         : sym_cast(a->c, SYM_TRUNC, 0, w, sym_leaf(a->c, SYM_K, 64, gid)));
  for (LLVMValueRef i = LLVMGetFirstInstruction(a->cfg->block[L->header]); i && LLVMGetInstructionOpcode(i) == LLVMPHI;
       i = LLVMGetNextInstruction(i)) {
    if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(i)) != w) continue;
    if (sym_nf(a->c, addr_term(a, i)) == want && addr_available(a, i, e->before)) return i;
  }
  return NULL;
}

static LLVMValueRef ex_leaf(expander *e, sym_term *t) {
  addr_fn *a = e->a;
  char b[64];
  switch (t->op) {
  case SYM_CONST: return LLVMConstInt(int_ty(a, t->width), t->imm, 0);
  case SYM_ARG: {
    if (t->imm >= LLVMCountParams(a->fn)) return NULL;
    LLVMValueRef p = LLVMGetParam(a->fn, (unsigned)t->imm);
    if (LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind) return LLVMBuildPtrToInt(a->b, p, int_ty(a, t->width), nm(e, b));
    return p;
  }
  case SYM_GLOBAL: {
    const char *name = sym_name(a->c, (uint32_t)t->imm);
    LLVMValueRef g = LLVMGetNamedGlobal(a->mod, name);
    if (!g) g = LLVMGetNamedFunction(a->mod, name);
    return g ? LLVMBuildPtrToInt(a->b, g, int_ty(a, t->width), nm(e, b)) : NULL;
  }
  case SYM_SREG: return sreg_call(e, (sym_sreg)t->imm);
  case SYM_K: return counter_phi(e, (uint32_t)t->imm, 64);
  case SYM_LOAD: {
    LLVMValueRef l = ir_map_get(&a->tag_inst, (void *)(intptr_t)(t->imm + 1));
    if (!l || t->aux || LLVMGetInstructionOpcode(l) != LLVMLoad || !addr_available(a, l, e->before)) return NULL;
    /* the same iteration: the load's own term must be this one */
    if (sym_nf(a->c, addr_term(a, l)) != t) return NULL;
    if (LLVMGetTypeKind(LLVMTypeOf(l)) == LLVMPointerTypeKind) return LLVMBuildPtrToInt(a->b, l, int_ty(a, t->width), nm(e, b));
    return LLVMGetTypeKind(LLVMTypeOf(l)) == LLVMIntegerTypeKind ? l : NULL;
  }
  default: return NULL;
  }
}

static LLVMValueRef ex_atom(expander *e, sym_term *t) {
  addr_fn *a = e->a;
  LLVMBuilderRef B = a->b;
  char b[64];
  if (!t->nops || t->op == SYM_LOAD) return ex_leaf(e, t);
  LLVMValueRef x = ex_int(e, t->ops[0]);
  if (!x) return NULL;
  LLVMValueRef y = NULL;
  if (t->nops > 1 && t->op != SYM_ITE) {
    y = ex_int(e, t->ops[1]);
    if (!y) return NULL;
  }
  LLVMTypeRef ty = int_ty(a, t->width);
  switch (t->op) {
  case SYM_SEXT: return LLVMBuildSExt(B, x, ty, nm(e, b));
  case SYM_ZEXT: return LLVMBuildZExt(B, x, ty, nm(e, b));
  case SYM_TRUNC:
    if (t->ops[0]->op == SYM_K) {
      LLVMValueRef p = counter_phi(e, (uint32_t)t->ops[0]->imm, t->width);
      if (p) return p;
    }
    return LLVMBuildTrunc(B, x, ty, nm(e, b));
  case SYM_SHL: return LLVMBuildShl(B, x, y, nm(e, b));
  case SYM_LSHR: return LLVMBuildLShr(B, x, y, nm(e, b));
  case SYM_ASHR: return LLVMBuildAShr(B, x, y, nm(e, b));
  case SYM_AND: return LLVMBuildAnd(B, x, y, nm(e, b));
  case SYM_OR: return LLVMBuildOr(B, x, y, nm(e, b));
  case SYM_XOR: return LLVMBuildXor(B, x, y, nm(e, b));
  case SYM_MUL: return LLVMBuildMul(B, x, y, nm(e, b)); /* an opaque product */
  case SYM_ICMP: return LLVMBuildICmp(B, (LLVMIntPredicate)t->imm, x, y, nm(e, b));
  case SYM_NOT: return LLVMBuildNot(B, x, nm(e, b));
  case SYM_ITE: {
    LLVMValueRef p = ex_int(e, t->ops[1]), q = p ? ex_int(e, t->ops[2]) : NULL;
    return q ? LLVMBuildSelect(B, x, p, q, nm(e, b)) : NULL;
  }
  default: return NULL; /* divisions may trap; the rest is not worth re-creating */
  }
}

static LLVMValueRef ex_int(expander *e, sym_term *t) {
  LLVMValueRef v = ir_map_get(&e->memo, t);
  if (v) return v;
  addr_fn *a = e->a;
  if (t->op != SYM_CONST && (v = known_value(a, t, int_ty(a, t->width), e->before))) return v;
  LLVMBuilderRef B = a->b;
  char b[64];
  unsigned w = t->width;
  if (t->op == SYM_ADD || (t->op == SYM_MUL && !(t->flags & SYM_ATOM))) {
    sym_term **terms = t->op == SYM_ADD ? t->ops : &t;
    int n = t->op == SYM_ADD ? t->nops : 1;
    for (int i = 0; i < n; i++) {
      sym_term *m = terms[i];
      LLVMValueRef s;
      if (m->op == SYM_CONST) {
        s = LLVMConstInt(int_ty(a, w), m->imm, 0);
      } else if (m->op == SYM_MUL && !(m->flags & SYM_ATOM) && (s = known_value(a, m, int_ty(a, w), e->before))) {
        /* an equal product is already there */
      } else if (m->op == SYM_MUL && !(m->flags & SYM_ATOM)) {
        int j0 = m->ops[0]->op == SYM_CONST;
        s = NULL;
        for (int j = j0; j < m->nops; j++) {
          LLVMValueRef f = ex_int(e, m->ops[j]);
          if (!f) return NULL;
          s = s ? LLVMBuildMul(B, s, f, nm(e, b)) : f;
        }
        if (j0) {
          uint64_t k = m->ops[0]->imm;
          if (k && !(k & (k - 1))) s = LLVMBuildShl(B, s, LLVMConstInt(int_ty(a, w), (uint64_t)__builtin_ctzll(k), 0), nm(e, b));
          else s = LLVMBuildMul(B, s, LLVMConstInt(int_ty(a, w), k, 0), nm(e, b));
        }
        if (t->op == SYM_ADD) known_add(a, m, s);
      } else {
        s = ex_int(e, m);
      }
      if (!s) return NULL;
      v = v ? LLVMBuildAdd(B, v, s, nm(e, b)) : s;
    }
  } else {
    v = ex_atom(e, t);
  }
  if (v) {
    ir_map_put(&e->memo, t, v);
      known_add(a, t, v);
  }
  return v;
}

LLVMValueRef addr_expand(addr_fn *a, sym_term *nf, LLVMValueRef before, const char *prefix) {
  expander e = {a, before, prefix, {0}};
  ir_map_init(&e.memo);
  LLVMPositionBuilderBefore(a->b, before);
  LLVMValueRef v = ex_int(&e, sym_nf(a->c, nf));
  ir_map_free(&e.memo);
  return v;
}

/* A pointer: the one pointer atom of the polynomial (coefficient 1) plus the rest as an i8
 * GEP offset. */
LLVMValueRef addr_expand_ptr(addr_fn *a, sym_term *nf, unsigned as, LLVMValueRef before, const char *prefix) {
  sym_ctx *c = a->c;
  nf = sym_nf(c, nf);
  LLVMValueRef have = known_value(a, nf, LLVMPointerTypeInContext(a->ctx, as), before);
  if (have) return have;
  sym_term **sum = &nf, *root = NULL;
  int n = 1;
  if (nf->op == SYM_ADD) {
    sum = nf->ops;
    n = nf->nops;
  }
  for (int i = 0; i < n; i++)
    if (sym_leaf_aspace(sum[i]) >= 0) {
      if (root) return NULL;
      root = sum[i];
    }
  if (!root) return NULL;
  LLVMValueRef base;
  if (root->op == SYM_ARG) {
    base = LLVMGetParam(a->fn, (unsigned)root->imm);
  } else {
    const char *name = sym_name(c, (uint32_t)root->imm);
    base = LLVMGetNamedGlobal(a->mod, name);
    if (!base) base = LLVMGetNamedFunction(a->mod, name);
    if (!base) {
      /* an alloca: find it by its name */
      if (strncmp(name, "alloca.", 7) != 0) return NULL;
      for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(a->fn)); i && !base; i = LLVMGetNextInstruction(i)) {
        size_t ln;
        const char *in = LLVMGetValueName2(i, &ln);
        if (LLVMGetInstructionOpcode(i) == LLVMAlloca && ln == strlen(name + 7) && !memcmp(in, name + 7, ln)) base = i;
      }
      if (!base || !addr_available(a, base, before)) return NULL;
    }
  }
  sym_term *rest = sym_nf(c, sym_bin(c, SYM_SUB, 0, nf, root));
  LLVMValueRef ptr = base;
  char b[64];
  if (!sym_is_const(rest, 0)) {
    LLVMValueRef off = addr_expand(a, rest, before, prefix);
    if (!off) return NULL;
    LLVMPositionBuilderBefore(a->b, before);
    snprintf(b, sizeof b, "%s%d", prefix, a->counter++);
    LLVMValueRef idx = off;
    ptr = LLVMBuildGEP2(a->b, LLVMInt8TypeInContext(a->ctx), base, &idx, 1, b);
  }
  unsigned pas = LLVMGetPointerAddressSpace(LLVMTypeOf(ptr));
  if (pas != as) {
    LLVMPositionBuilderBefore(a->b, before);
    ptr = LLVMBuildAddrSpaceCast(a->b, ptr, LLVMPointerTypeInContext(a->ctx, as), "bitCastEnd");
  }
  known_add(a, nf, ptr);
  return ptr;
}

/* ---- rewriting an access ---- */

LLVMValueRef addr_offset_from(addr_fn *a, LLVMValueRef base, int64_t delta, unsigned as, LLVMValueRef before,
                              const char *name) {
  LLVMValueRef p = base;
  LLVMPositionBuilderBefore(a->b, before);
  if (delta) {
    LLVMValueRef idx = LLVMConstInt(LLVMInt64TypeInContext(a->ctx), (uint64_t)delta, 1);
    unsigned w = LLVMPointerSizeForAS(a->td, LLVMGetPointerAddressSpace(LLVMTypeOf(base))) * 8;
    if (w && w != 64) idx = LLVMConstInt(LLVMIntTypeInContext(a->ctx, w), (uint64_t)delta, 1);
    p = LLVMBuildGEP2(a->b, LLVMInt8TypeInContext(a->ctx), base, &idx, 1, name);
  }
  if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != as)
    p = LLVMBuildAddrSpaceCast(a->b, p, LLVMPointerTypeInContext(a->ctx, as), "bitCastEnd");
  return p;
}

void addr_set_pointer(LLVMValueRef memop, LLVMValueRef ptr) {
  unsigned idx = LLVMGetInstructionOpcode(memop) == LLVMStore ? 1 : 0;
  LLVMSetOperand(memop, idx, ptr);
}

/* ---- what a rewrite saves ---- */

int addr_cost(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (LLVMIsAGetElementPtrInst(v) || LLVMIsAPtrToIntInst(v) || LLVMIsAIntToPtrInst(v)) return 2;
  if (k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) > 32)
    return LLVMGetInstructionOpcode(v) == LLVMMul ? 4 : 2; /* a 64-bit multiply is three IMADs and more */
  return 1;
}

static int dying(addr_fn *a, const addr_member *m, int from, int to, int l, bool weigh);

int addr_dying(addr_fn *a, const addr_member *m, int from, int to, int l) { return dying(a, m, from, to, l, false); }

int addr_dying_cost(addr_fn *a, const addr_member *m, int from, int to, int l) { return dying(a, m, from, to, l, true); }

static int dying(addr_fn *a, const addr_member *m, int from, int to, int l, bool weigh) {
  ir_map uses; /* instruction -> remaining uses + 1 */
  ir_map_init(&uses);
  ir_vec work = {0};
  int dead = 0;
  for (int i = from; i < to; i++) ir_vec_push(&work, m[i].ptr);
  for (int w = 0; w < (int)work.n; w++) {
    LLVMValueRef v = work.v[w];
    if (!LLVMIsAGetElementPtrInst(v) && !LLVMIsABinaryOperator(v) && !LLVMIsACastInst(v)) continue;
    intptr_t left = (intptr_t)ir_map_get(&uses, v);
    if (!left) {
      left = 1;
      for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) left++;
    }
    left--;
    ir_map_put(&uses, v, (void *)left);
    if (left != 1) continue; /* still used (the +1 bias) */
    int b = addr_block(a, v);
    if (b < 0 || (l >= 0 && !ir_loop_contains(a->cfg, l, b))) continue;
    dead += weigh ? addr_cost(v) : 1;
    int n = LLVMGetNumOperands(v);
    for (int o = 0; o < n; o++) ir_vec_push(&work, LLVMGetOperand(v, (unsigned)o));
  }
  ir_vec_free(&work);
  ir_map_free(&uses);
  return dead;
}

/* ---- rewriting a group around its anchor ---- */

/* Where a base for the group goes: before the group's first access in the dominator's
 * block, or at its end. */
static LLVMValueRef placement(addr_fn *a, addr_member *m, int from, int to, int ncd) {
  for (LLVMValueRef i = LLVMGetFirstInstruction(a->cfg->block[ncd]); i; i = LLVMGetNextInstruction(i))
    for (int q = from; q < to; q++)
      if (m[q].inst == i) return i;
  return LLVMGetBasicBlockTerminator(a->cfg->block[ncd]);
}

/* Is ptr already base + delta (base itself, or an i8 GEP of base by that constant)? */
static bool is_offset_of(LLVMValueRef ptr, LLVMValueRef base, int64_t delta) {
  if (ptr == base) return delta == 0;
  if (!LLVMIsAGetElementPtrInst(ptr) || LLVMGetOperand(ptr, 0) != base || LLVMGetNumOperands(ptr) != 2) return false;
  LLVMValueRef idx = LLVMGetOperand(ptr, 1);
  return LLVMGetGEPSourceElementType(ptr) == LLVMInt8TypeInContext(LLVMGetTypeContext(LLVMTypeOf(ptr))) &&
         LLVMIsAConstantInt(idx) && LLVMConstIntGetSExtValue(idx) == delta;
}

/* The anchor's address, available at every member, or NULL. */
static LLVMValueRef anchor_base(addr_fn *a, addr_member *m, int from, int to, int ncd, const addr_group_opts *o, int *keep) {
  addr_member *anchor = &m[from];
  bool all = true, mem_dominates = true;
  for (int i = from; i < to; i++) {
    all &= addr_available(a, anchor->ptr, m[i].inst) || anchor->ptr == m[i].ptr;
    mem_dominates &= addr_inst_dominates(a, anchor->inst, m[i].inst);
  }
  if (all && mem_dominates) return anchor->ptr;
  if (o->made && *o->made >= o->limit) return NULL;
  /* a member whose access runs before all the others already has the base's value: the
   * anchor is derived from it, keeping its computation (and flags) as they were */
  for (int d = from; d < to; d++) {
    bool dom = true;
    for (int i = from; i < to && dom; i++)
      dom = addr_inst_dominates(a, m[d].inst, m[i].inst) && (m[d].ptr == m[i].ptr || addr_available(a, m[d].ptr, m[i].inst));
    if (!dom) continue;
    if (d == from) return m[d].ptr;
    if (is_offset_of(anchor->ptr, m[d].ptr, anchor->s.off - m[d].s.off)) { /* an earlier round's */
      bool avail = true;
      for (int i = from; i < to; i++)
        avail &= i == d || anchor->ptr == m[i].ptr || addr_available(a, anchor->ptr, m[i].inst);
      if (avail) {
        *keep = d;
        return anchor->ptr;
      }
    }
    /* right after m[d]'s access: every other member runs later (m[d] dominates them) */
    char name[32];
    snprintf(name, sizeof name, "%stmp_%d", a->prefix, a->counter++);
    if (o->made) ++*o->made;
    *keep = d;
    return addr_offset_from(a, m[d].ptr, anchor->s.off - m[d].s.off, anchor->s.aspace, LLVMGetNextInstruction(m[d].inst), name);
  }
  LLVMValueRef at = placement(a, m, from, to, ncd);
  /* the anchor's access may not run here, so its address may be poison here while a
   * member's is not: a copy of its computation is only good when it has no poison flags
   * at all (dropping them would change the value where the normal form relied on them);
   * otherwise the normal form itself is expanded */
  LLVMValueRef base = NULL;
  char tmp[32];
  snprintf(tmp, sizeof tmp, "%stmp_", a->prefix);
  if (sym_nf(a->c, sym_poison(a->c, addr_term(a, anchor->ptr))) == sym_false(a->c))
    base = addr_hoist(a, anchor->ptr, at, false, tmp);
  if (!base) base = addr_expand_ptr(a, anchor->s.nf, anchor->s.aspace, at, tmp);
  if (base && o->made) ++*o->made;
  return base;
}

static int rewrite_member(addr_fn *a, addr_member *mem, LLVMValueRef base, int64_t base_off) {
  if (is_offset_of(mem->ptr, base, mem->s.off - base_off) &&
      LLVMGetPointerAddressSpace(LLVMTypeOf(mem->ptr)) == mem->s.aspace)
    return 0;
  char name[32];
  snprintf(name, sizeof name, "%s_%d", a->prefix, a->counter++);
  LLVMValueRef np = addr_offset_from(a, base, mem->s.off - base_off, mem->s.aspace, mem->inst, name);
  if (np == mem->ptr) return 0;
  addr_set_pointer(mem->inst, np);
  mem->ptr = np;
  return 1;
}

/* Without a base at the dominator: members dominated by another member's access use its
 * address; a member in a join whose predecessors all have one gets a phi of them. */
static int rewrite_by_dominance(addr_fn *a, addr_member *m, int from, int to) {
  int n = 0;
  for (int i = from; i < to; i++) {
    addr_member *best = NULL;
    for (int j = from; j < to; j++) {
      if (j == i || !addr_inst_dominates(a, m[j].inst, m[i].inst) || !addr_available(a, m[j].ptr, m[i].inst)) continue;
      if (!best || addr_inst_dominates(a, best->inst, m[j].inst)) best = &m[j];
    }
    if (best) {
      n += rewrite_member(a, &m[i], best->ptr, best->s.off);
      continue;
    }
    int blk = m[i].block, np = a->cfg->npred[blk];
    if (np < 2 || np > 8 || LLVMGetInstructionOpcode(m[i].ptr) == LLVMPHI) continue;
    LLVMValueRef vals[8];
    LLVMBasicBlockRef from_bb[8];
    bool ok = true;
    for (int q = 0; q < np && ok; q++) {
      int pred = a->cfg->pred[blk][q];
      LLVMValueRef end = LLVMGetBasicBlockTerminator(a->cfg->block[pred]);
      addr_member *src = NULL;
      for (int j = from; j < to && !src; j++)
        if (j != i && addr_inst_dominates(a, m[j].inst, end) && addr_available(a, m[j].ptr, end)) src = &m[j];
      if (!src) {
        ok = false;
        break;
      }
      char name[32];
      snprintf(name, sizeof name, "%stmp_%d", a->prefix, a->counter++);
      vals[q] = addr_offset_from(a, src->ptr, m[i].s.off - src->s.off, m[i].s.aspace, end, name);
      from_bb[q] = a->cfg->block[pred];
    }
    if (!ok) continue;
    LLVMPositionBuilderBefore(a->b, LLVMGetFirstInstruction(a->cfg->block[blk]));
    char name[32];
    snprintf(name, sizeof name, "%stmp_phi", a->prefix);
    LLVMValueRef phi = LLVMBuildPhi(a->b, LLVMTypeOf(m[i].ptr), name);
    LLVMAddIncoming(phi, vals, from_bb, (unsigned)np);
    addr_set_pointer(m[i].inst, phi);
    m[i].ptr = phi;
    n++;
  }
  return n;
}

/* The nearest member before m[i] (in dominance) that the chain can start from: one
 * already rewritten whose address is available at m[i]. */
static addr_member *chain_from(addr_fn *a, addr_member *m, int from, int to, int i, const bool *done) {
  addr_member *best = NULL;
  for (int j = from; j < to; j++) {
    if (j == i || !done[j - from] || !addr_inst_dominates(a, m[j].inst, m[i].inst) || !addr_available(a, m[j].ptr, m[i].inst)) continue;
    if (!best || addr_inst_dominates(a, best->inst, m[j].inst)) best = &m[j];
  }
  return best;
}

int addr_rewrite_group(addr_fn *a, addr_member *m, int from, int to, const addr_group_opts *o, const char **how) {
  int ncd = addr_ncd(a, m, from, to), keep = -1, n = 0;
  a->prefix = o->prefix ? o->prefix : "scevcgp";
  LLVMValueRef base = o->base ? o->base : anchor_base(a, m, from, to, ncd, o, &keep);
  if (!base) {
    *how = "by dominance";
    return rewrite_by_dominance(a, m, from, to);
  }
  *how = o->base ? "from the given base" : keep >= 0 ? "base derived from the first access" : base == m[from].ptr ? "anchor reused" : "base placed at the common dominator";
  int64_t base_off = m[from].s.off;
  if (!o->chain) {
    for (int i = from; i < to; i++)
      if (i != keep) n += rewrite_member(a, &m[i], base, base_off);
    return n;
  }
  /* the chain: in dominance order, each member from the nearest one before it */
  bool *done = calloc((size_t)(to - from), sizeof *done);
  if (!done) ir_oom();
  for (int left = to - from; left > 0;) {
    int progress = 0;
    for (int i = from; i < to; i++) {
      if (done[i - from]) continue;
      bool first = true; /* no unfinished member dominates it */
      for (int j = from; j < to && first; j++)
        first = j == i || done[j - from] || !addr_inst_dominates(a, m[j].inst, m[i].inst);
      if (!first) continue;
      addr_member *prev = chain_from(a, m, from, to, i, done);
      if (i != keep) n += prev ? rewrite_member(a, &m[i], prev->ptr, prev->s.off) : rewrite_member(a, &m[i], base, base_off);
      done[i - from] = true;
      left--;
      progress++;
    }
    if (!progress) break;
  }
  free(done);
  return n;
}


/* ---- cleanup ---- */

static bool removable(LLVMValueRef i) {
  if (LLVMGetFirstUse(i)) return false;
  if (LLVMIsATerminatorInst(i)) return false;
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMStore: case LLVMAtomicRMW: case LLVMAtomicCmpXchg: case LLVMFence: case LLVMLoad:
  case LLVMAlloca: case LLVMLandingPad:
    return false;
  case LLVMCall: return speculatable(i);
  default: return true;
  }
}

int addr_delete_dead(LLVMValueRef fn) {
  int n = 0;
  for (bool again = true; again;) {
    again = false;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        if (removable(i)) {
          LLVMInstructionEraseFromParent(i);
          n++;
          again = true;
        }
      }
  }
  return n;
}

/* ---- groups ---- */

int addr_collect(addr_fn *a, bool facts, bool (*want)(addr_fn *, const addr_member *, void *), void *env,
                 addr_member **out) {
  int n = 0, cap = 16;
  addr_member *v = malloc((size_t)cap * sizeof *v);
  if (!v) ir_oom();
  for (int i = 0; i < a->sf->naccess; i++) {
    sym_access *x = &a->sf->acc[i];
    if (x->kind != IR_MEM_LOAD && x->kind != IR_MEM_STORE && x->kind != IR_MEM_RMW && x->kind != IR_MEM_CMPXCHG) continue;
    if (!ir_is_plain_memop(x->inst) || LLVMGetVolatile(x->inst)) continue;
    addr_member m;
    memset(&m, 0, sizeof m);
    m.inst = x->inst;
    m.ptr = ir_mem_pointer(x->inst, 0);
    m.block = x->block;
    m.loop = x->loop;
    if (!(facts ? addr_split_facts(a, m.ptr, &m.s) : addr_split(a, m.ptr, &m.s))) continue;
    if (want && !want(a, &m, env)) continue;
    if (n == cap) {
      cap *= 2;
      v = realloc(v, (size_t)cap * sizeof *v);
      if (!v) ir_oom();
    }
    v[n++] = m;
  }
  *out = v;
  return n;
}

static int cmp_member(const void *x, const void *y) {
  const addr_member *a = x, *b = y;
  if (a->s.key != b->s.key) return a->s.key->id < b->s.key->id ? -1 : 1;
  if (a->s.aspace != b->s.aspace) return a->s.aspace < b->s.aspace ? -1 : 1;
  if (a->s.off != b->s.off) return a->s.off < b->s.off ? -1 : 1;
  return a->block - b->block;
}

void addr_sort_groups(addr_member *m, int n) { ir_sort(m, (size_t)n, sizeof *m, cmp_member); }

int addr_group_end(const addr_member *m, int n, int from) {
  int j = from + 1;
  while (j < n && m[j].s.key == m[from].s.key && m[j].s.aspace == m[from].s.aspace) j++;
  return j;
}

int addr_ncd(addr_fn *a, const addr_member *m, int from, int to) {
  int d = m[from].block;
  for (int i = from + 1; i < to; i++) d = ir_nearest_common_dominator(a->cfg, d, m[i].block);
  return d;
}
