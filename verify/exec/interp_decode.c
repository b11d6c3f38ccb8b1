/* interp: decoding a module into the interpreter's program (interp_prog_new): operands as
 * register slots, constants folded once, phis as edge moves, vectors per lane, intrinsics
 * as opcodes; an unsupported construct is reported, never guessed. */
#include "interp_impl.h"

/* ---- decoding ------------------------------------------------------------------------ */

typedef struct dec {
  interp_prog *p;
  dfn *f;
  ir_map slot; /* LLVMValueRef -> slot + 1 */
  uint32_t nslot;
  cell *tmpl;
  uint32_t captmpl;
  ins *code;
  uint32_t ncode, capcode;
  LLVMValueRef *src;
  LLVMValueRef cur;
  ir_vec edges;
} dec;

static const obj *prog_obj(const void *ctx, uint32_t prov) {
  const interp_prog *p = ctx;
  return prov >= 1 && (int)prov <= p->ng ? &p->g[prov - 1].o : NULL;
}

static uint64_t alloc_size(const interp_prog *p, LLVMTypeRef t) { return LLVMABISizeOfType(p->td, t); }

static bool starts(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }
static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && strcmp(s + n - k, suffix) == 0;
}

static bool const_eval(interp_prog *p, LLVMValueRef c, cell *out, int ncell, int depth);

/* Builds g from a GEP instruction or constant expression.  Variable indices get slots from
 * d (NULL for a constant expression, whose indices are all constant). */
static uint32_t opnd(dec *d, LLVMValueRef v);

static bool gep_build(interp_prog *p, dec *d, LLVMValueRef gep, gepd *g) {
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
  LLVMTypeRef bt = LLVMTypeOf(LLVMGetOperand(gep, 0));
  if (LLVMGetTypeKind(bt) != LLVMPointerTypeKind) return false;
  memset(g, 0, sizeof *g);
  g->as = (uint16_t)LLVMGetPointerAddressSpace(bt);
  g->pw = (uint8_t)(LLVMPointerSizeForAS(p->td, g->as) * 8);
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  g->idx = ir_alloc(p->arena, n * sizeof *g->idx);
  g->scale = ir_alloc(p->arena, n * sizeof *g->scale);
  g->iw = ir_alloc(p->arena, n);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef ix = LLVMGetOperand(gep, i);
    if (LLVMGetTypeKind(LLVMTypeOf(ix)) != LLVMIntegerTypeKind) return false;
    int64_t scale;
    if (i == 1) {
      scale = (int64_t)alloc_size(p, ty);
    } else if (LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
      if (!LLVMIsAConstantInt(ix)) return false;
      unsigned field = (unsigned)LLVMConstIntGetZExtValue(ix);
      g->cst += (int64_t)LLVMOffsetOfElement(p->td, ty, field);
      ty = LLVMStructGetTypeAtIndex(ty, field);
      continue;
    } else if (LLVMGetTypeKind(ty) == LLVMArrayTypeKind || LLVMGetTypeKind(ty) == LLVMVectorTypeKind) {
      ty = LLVMGetElementType(ty);
      scale = (int64_t)alloc_size(p, ty);
    } else {
      return false;
    }
    unsigned iw = LLVMGetIntTypeWidth(LLVMTypeOf(ix));
    if (iw > 64) return false;
    if (LLVMIsAConstantInt(ix) || (!d && LLVMIsConstant(ix))) {
      cell cv;
      if (!const_eval(p, ix, &cv, 1, 1) || cv.poison) return false;
      int64_t iv = sx(cv.v, iw), prod;
      if (iw > g->pw) iv = sx((uint64_t)iv & mask(g->pw), g->pw);
      if (__builtin_mul_overflow(iv, scale, &prod) || __builtin_add_overflow(g->cst, prod, &g->cst)) g->cst_ovf = true;
    } else {
      if (!d) return false;
      uint32_t s = opnd(d, ix);
      if (s == NOSLOT) return false;
      g->idx[g->n] = s;
      g->scale[g->n] = scale;
      g->iw[g->n] = (uint8_t)iw;
      g->n++;
    }
  }
  return true;
}

static unsigned gep_flags(LLVMValueRef gep) {
  unsigned fl = 0;
  if (LLVMIsAInstruction(gep)) {
    LLVMGEPNoWrapFlags nw = LLVMGEPGetNoWrapFlags(gep);
    if (nw & LLVMGEPFlagInBounds) fl |= F_INB;
    if (nw & LLVMGEPFlagNUSW) fl |= F_NUSW;
    if (nw & LLVMGEPFlagNUW) fl |= F_NUW;
  } else if (LLVMIsInBounds(gep)) {
    fl |= F_INB;
  }
  return fl;
}

static bool const_expr(interp_prog *p, LLVMValueRef c, cell *out, vty ty, int depth) {
  LLVMOpcode op = LLVMGetConstOpcode(c);
  if (op == LLVMGetElementPtr) {
    gepd g;
    cell base;
    if (!const_eval(p, LLVMGetOperand(c, 0), &base, 1, depth + 1) || !gep_build(p, NULL, c, &g)) return false;
    *out = interp_gep_eval(&g, gep_flags(c), base, NULL, prog_obj, p);
    return true;
  }
  LLVMValueRef o0 = LLVMGetOperand(c, 0);
  vty t0 = interp_type_of(p->td, LLVMTypeOf(o0));
  if (t0.ncell != 1 || ty.ncell != 1) return false;
  cell a, b = {0, 0, 0};
  if (!const_eval(p, o0, &a, 1, depth + 1)) return false;
  if (LLVMGetNumOperands(c) > 1 && !const_eval(p, LLVMGetOperand(c, 1), &b, 1, depth + 1)) return false;
  *out = a;
  out->poison = a.poison | b.poison;
  switch (op) {
  case LLVMAddrSpaceCast: out->v = interp_ascast(a.v, t0.as, ty.as, ty.w); return true;
  case LLVMPtrToInt: out->v = a.v & mask(ty.w); return true; /* the provenance stays, as at run time */
  case LLVMIntToPtr:
    out->v = a.v & mask(ty.w);
    if (a.prov) return true;
    for (int i = 0; i < p->ng; i++) {
      uint64_t base;
      if (interp_obj_base_in(&p->g[i].o, ty.as, &base) && out->v - base < p->g[i].o.size) out->prov = (uint32_t)i + 1;
    }
    return true;
  case LLVMBitCast: out->prov = ty.k == T_PTR ? a.prov : 0; return true;
  case LLVMTrunc: case LLVMZExt: case LLVMSExt:
    out->prov = 0;
    interp_cast_int(op == LLVMTrunc ? OP_TRUNC : op == LLVMZExt ? OP_ZEXT : OP_SEXT, 0, t0.w, ty.w, a.v, &out->v);
    return true;
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMXor: case LLVMAnd: case LLVMOr: {
    unsigned o = op == LLVMAdd ? OP_ADD : op == LLVMSub ? OP_SUB : op == LLVMMul ? OP_MUL : op == LLVMShl ? OP_SHL
               : op == LLVMXor ? OP_XOR : op == LLVMAnd ? OP_AND : OP_OR;
    out->prov = int_prov(o, a.prov, b.prov);
    if (interp_alu(o, 0, ty.w, a.v, b.v, &out->v) != ALU_OK) out->poison = 1;
    return true;
  }
  default: return false;
  }
}

static bool const_eval(interp_prog *p, LLVMValueRef c, cell *out, int ncell, int depth) {
  memset(out, 0, (size_t)ncell * sizeof *out);
  if (depth > 32) return false;
  vty ty = interp_type_of(p->td, LLVMTypeOf(c));
  if (ty.k == T_BAD || ty.k == T_VOID || ty.ncell != ncell) return false;
  /* undef may be a different value at each use, and a transformation may pick any: as an
   * oracle we treat it as poison (frozen, it is 0), so that no choice of ours can be the
   * difference between src and tgt */
  if (LLVMIsUndef(c)) {
    for (int i = 0; i < ncell; i++) out[i].poison = 1;
    return true;
  }
  if (LLVMIsAGlobalVariable(c)) {
    intptr_t gi = (intptr_t)ir_map_get(&p->gidx, c);
    uint64_t base;
    if (!gi || !interp_obj_base_in(&p->g[gi - 1].o, ty.as, &base)) return false;
    out->v = base & mask(ty.w);
    out->prov = (uint32_t)gi;
    return true;
  }
  if (LLVMIsAGlobalValue(c)) return false; /* functions, aliases */
  if (LLVMIsAConstantInt(c)) {
    out->v = LLVMConstIntGetZExtValue(c) & mask(ty.w);
    return true;
  }
  if (LLVMIsAConstantFP(c)) {
    LLVMBool loses;
    double v = LLVMConstRealGetDouble(c, &loses);
    out->v = ty.k == T_F32 ? interp_fbits32((float)v) : ty.k == T_F16 ? interp_fput(v, 16) : interp_fbits64(v);
    return true;
  }
  if (LLVMIsNull(c)) return true;
  if (ty.k == T_AGG || ty.lanes > 1) {
    if (!LLVMIsAConstantDataSequential(c) && !LLVMIsAConstantVector(c) && !LLVMIsAConstantArray(c) &&
        !LLVMIsAConstantStruct(c))
      return false;
    LLVMTypeRef t = LLVMTypeOf(c);
    unsigned n = LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
                 : LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t)
                                                            : (unsigned)LLVMGetArrayLength2(t);
    int at = 0;
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef e = LLVMGetAggregateElement(c, i);
      if (!e) return false;
      vty et = interp_type_of(p->td, LLVMTypeOf(e));
      if (at + et.ncell > ncell || !const_eval(p, e, out + at, et.ncell, depth + 1)) return false;
      at += et.ncell;
    }
    return true;
  }
  if (LLVMIsAConstantExpr(c)) return const_expr(p, c, out, ty, depth);
  return false;
}

/* The bytes of a global's initializer; false for undef (the buffer is filled instead). */
static bool const_bytes(interp_prog *p, LLVMValueRef c, uint8_t *dst, uint64_t size, int depth) {
  if (depth > 16) return false;
  if (LLVMIsUndef(c) || LLVMIsNull(c)) {
    memset(dst, 0, size);
    return !LLVMIsUndef(c) || depth > 0;
  }
  LLVMTypeRef t = LLVMTypeOf(c);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) {
    unsigned n = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
                 : k == LLVMVectorTypeKind ? LLVMGetVectorSize(t)
                                           : (unsigned)LLVMGetArrayLength2(t);
    memset(dst, 0, size);
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef e = LLVMGetAggregateElement(c, i);
      if (!e) return false;
      LLVMTypeRef et = LLVMTypeOf(e);
      uint64_t off = k == LLVMStructTypeKind ? LLVMOffsetOfElement(p->td, t, i) : i * alloc_size(p, et);
      uint64_t es = LLVMStoreSizeOfType(p->td, et);
      if (off + es > size || !const_bytes(p, e, dst + off, es, depth + 1)) return false;
    }
    return true;
  }
  cell v;
  if (!const_eval(p, c, &v, 1, 0)) return false;
  uint64_t n = LLVMStoreSizeOfType(p->td, t);
  if (n > 8 || n > size) return false;
  memcpy(dst, &v.v, n);
  return true;
}

static uint32_t new_slots(dec *d, unsigned n) {
  if (d->nslot + n > d->captmpl) {
    uint32_t cap = d->captmpl ? d->captmpl * 2 : 64;
    while (cap < d->nslot + n) cap *= 2;
    cell *t = realloc(d->tmpl, cap * sizeof *t);
    if (!t) ir_oom();
    memset(t + d->captmpl, 0, (cap - d->captmpl) * sizeof *t);
    d->tmpl = t;
    d->captmpl = cap;
  }
  uint32_t at = d->nslot;
  d->nslot += n;
  return at;
}

static uint32_t slot_of(dec *d, LLVMValueRef v) {
  void *s = ir_map_get(&d->slot, v);
  return s ? (uint32_t)(uintptr_t)s - 1 : NOSLOT;
}

static uint32_t opnd(dec *d, LLVMValueRef v) {
  uint32_t s = slot_of(d, v);
  if (s != NOSLOT || !LLVMIsConstant(v)) return s;
  vty t = interp_type_of(d->p->td, LLVMTypeOf(v));
  if (t.k == T_BAD || t.k == T_VOID) return NOSLOT;
  cell tmp[64], *c = t.ncell <= 64 ? tmp : malloc(t.ncell * sizeof *c);
  if (!c) ir_oom();
  bool ok = const_eval(d->p, v, c, t.ncell, 0);
  if (ok) {
    s = new_slots(d, t.ncell);
    memcpy(d->tmpl + s, c, t.ncell * sizeof *c);
    ir_map_put(&d->slot, v, (void *)(uintptr_t)(s + 1));
  }
  if (c != tmp) free(c);
  return ok ? s : NOSLOT;
}

static ins *emit(dec *d, unsigned op, unsigned w, unsigned fl, uint32_t dst, uint32_t a, uint32_t b, uint32_t c,
                 uint64_t imm, void *x) {
  if (d->ncode == d->capcode) {
    d->capcode = d->capcode ? d->capcode * 2 : 64;
    d->code = realloc(d->code, d->capcode * sizeof *d->code);
    d->src = realloc(d->src, d->capcode * sizeof *d->src);
    if (!d->code || !d->src) ir_oom();
  }
  ins *I = &d->code[d->ncode];
  d->src[d->ncode++] = d->cur;
  I->op = (uint16_t)op;
  I->w = (uint8_t)w;
  I->fl = (uint8_t)fl;
  I->d = dst;
  I->a = a;
  I->b = b;
  I->c = c;
  I->imm = imm;
  I->x = x;
  return I;
}

static void unsup(dec *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void unsup(dec *d, const char *fmt, ...) {
  char text[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  emit(d, OP_UNSUP, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, ir_strdup(d->p->arena, text));
}

/* An instruction's text without leading blanks and metadata, for messages. */
void interp_inst_text(LLVMValueRef I, char *text, size_t n) {
  char *s = LLVMPrintValueToString(I);
  const char *t = s;
  while (*t == ' ') t++;
  size_t len = strlen(t);
  const char *md = strstr(t, ", !");
  if (md) len = (size_t)(md - t);
  if (len > 160) len = 160;
  snprintf(text, n, "%.*s", (int)len, t);
  LLVMDisposeMessage(s);
}

static int loop_header_of(const ir_cfg *cfg, int b) {
  for (int l = 0; l < cfg->nloops; l++)
    if (cfg->loops[l].header == b) return l;
  return -1;
}

static edge *mk_edge(dec *d, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  ir_cfg *cfg = d->f->cfg;
  edge *e = ir_alloc(d->p->arena, sizeof *e);
  int ti = ir_block_index(cfg, to), fi = ir_block_index(cfg, from);
  e->to = (uint32_t)ti;
  int n = 0;
  for (LLVMValueRef phi = LLVMGetFirstInstruction(to); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
       phi = LLVMGetNextInstruction(phi))
    n += interp_type_of(d->p->td, LLVMTypeOf(phi)).ncell;
  e->dst = ir_alloc(d->p->arena, (size_t)(n ? n : 1) * sizeof *e->dst);
  e->src = ir_alloc(d->p->arena, (size_t)(n ? n : 1) * sizeof *e->src);
  for (LLVMValueRef phi = LLVMGetFirstInstruction(to); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
       phi = LLVMGetNextInstruction(phi)) {
    LLVMValueRef in = NULL;
    for (unsigned i = 0; i < LLVMCountIncoming(phi); i++)
      if (LLVMGetIncomingBlock(phi, i) == from) in = LLVMGetIncomingValue(phi, i);
    vty t = interp_type_of(d->p->td, LLVMTypeOf(phi));
    uint32_t s = in ? opnd(d, in) : NOSLOT, ds = slot_of(d, phi);
    if (s == NOSLOT || ds == NOSLOT || t.k == T_BAD) {
      e->nmov = -1;
      return e;
    }
    for (unsigned c = 0; c < t.ncell; c++) {
      e->dst[e->nmov] = ds + c;
      e->src[e->nmov++] = s + c;
    }
  }
  if (e->nmov > d->f->maxmov) d->f->maxmov = e->nmov;
  e->loop = loop_header_of(cfg, ti);
  e->back = e->loop >= 0 && ir_loop_contains(cfg, e->loop, fi);
  ir_vec_push(&d->edges, e);
  return e;
}

/* The cells of an aggregate type t at byte offset base, in interp_type_of's cell order: each
 * struct element at its layout offset, array elements and vector lanes at their stride.
 * False for a cell not a whole number of bytes. */
static bool agg_fields(LLVMTargetDataRef td, LLVMTypeRef t, uint64_t base, mfield *f, int *n, int cap) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMStructTypeKind:
    for (unsigned i = 0; i < LLVMCountStructElementTypes(t); i++)
      if (!agg_fields(td, LLVMStructGetTypeAtIndex(t, i), base + LLVMOffsetOfElement(td, t, i), f, n, cap)) return false;
    return true;
  case LLVMArrayTypeKind: {
    LLVMTypeRef e = LLVMGetElementType(t);
    uint64_t stride = LLVMABISizeOfType(td, e);
    for (uint64_t i = 0; i < LLVMGetArrayLength2(t); i++)
      if (!agg_fields(td, e, base + i * stride, f, n, cap)) return false;
    return true;
  }
  default: {
    vty v = interp_type_of(td, t);
    if (v.k < T_INT || v.k > T_PTR || v.w % 8 || base > UINT32_MAX) return false;
    for (unsigned l = 0; l < v.lanes; l++) {
      if (*n >= cap) return false;
      f[(*n)++] = (mfield){(uint32_t)(base + l * (v.w / 8u)), v.k, v.w, (uint8_t)(v.w / 8u), v.as};
    }
    return true;
  }
  }
}

/* the loops around I, outermost first */
static void memd_loops(dec *d, LLVMValueRef I, memd *m) {
  const ir_cfg *cfg = d->f->cfg;
  int b = ir_block_index(cfg, LLVMGetInstructionParent(I));
  int chain[64], n = 0;
  for (int l = b >= 0 ? cfg->loop_of[b] : -1; l >= 0 && n < 64; l = cfg->loops[l].parent) chain[n++] = l;
  m->nloop = n;
  m->loops = ir_alloc(d->p->arena, (size_t)(n ? n : 1) * sizeof *m->loops);
  for (int i = 0; i < n; i++) m->loops[i] = chain[n - 1 - i];
}

static memd *mk_memd(dec *d, LLVMValueRef I, int kind, LLVMValueRef ptr, LLVMTypeRef vt) {
  interp_prog *p = d->p;
  memd *m = ir_alloc(p->arena, sizeof *m);
  m->tag = ir_tag_of(I);
  m->kind = (uint8_t)kind;
  if (vt && (kind == MK_LOAD || kind == MK_STORE) && interp_type_of(p->td, vt).k == T_AGG) {
    m->ty = interp_type_of(p->td, vt);
    m->f = ir_alloc(p->arena, m->ty.ncell * sizeof *m->f);
    uint64_t size = LLVMStoreSizeOfType(p->td, vt);
    if (!agg_fields(p->td, vt, 0, m->f, &m->nf, m->ty.ncell) || m->nf != m->ty.ncell || size > 512) return NULL;
    m->bytes = (uint32_t)size;
    m->esize = m->bytes;
  } else if (vt) {
    m->ty = interp_type_of(p->td, vt);
    if (m->ty.k < T_INT || m->ty.k > T_PTR) return NULL;
    if (m->ty.k == T_INT) {
      if (m->ty.w % 8 && m->ty.lanes > 1) return NULL;
      m->esize = (m->ty.w + 7u) / 8;
    } else {
      m->esize = m->ty.w / 8u;
    }
    m->bytes = m->esize * m->ty.lanes;
  }
  LLVMTypeRef pt = LLVMTypeOf(ptr);
  if (LLVMGetTypeKind(pt) != LLVMPointerTypeKind) return NULL;
  m->as = (uint16_t)LLVMGetPointerAddressSpace(pt);
  m->pw = (uint8_t)(LLVMPointerSizeForAS(p->td, m->as) * 8);
  LLVMOpcode op = LLVMGetInstructionOpcode(I);
  if (op == LLVMLoad || op == LLVMStore || op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg) {
    m->vol = (uint8_t)LLVMGetVolatile(I);
    m->ord = (uint8_t)(op == LLVMAtomicCmpXchg ? LLVMGetCmpXchgSuccessOrdering(I) : LLVMGetOrdering(I));
  }
  if (op == LLVMAtomicRMW) {
    m->rmw = (uint8_t)LLVMGetAtomicRMWBinOp(I);
    switch (m->rmw) {
    case LLVMAtomicRMWBinOpAdd: case LLVMAtomicRMWBinOpSub: case LLVMAtomicRMWBinOpAnd: case LLVMAtomicRMWBinOpOr:
    case LLVMAtomicRMWBinOpXor: case LLVMAtomicRMWBinOpMax: case LLVMAtomicRMWBinOpMin: case LLVMAtomicRMWBinOpUMax:
    case LLVMAtomicRMWBinOpUMin: m->commutes = LLVMGetFirstUse(I) == NULL; break;
    default: m->commutes = 0; /* xchg, float add (rounding), inc/dec wrap */
    }
  }
  memd_loops(d, I, m);
  return m;
}

/* A tagged sync's (or exit's: kind MK_EXIT) record: its tag and loops (NULL for an untagged
 * one, never recorded) */
static memd *call_memd(dec *d, LLVMValueRef I, int kind) {
  long tag = ir_tag_of(I);
  if (tag < 0) return NULL;
  memd *m = ir_alloc(d->p->arena, sizeof *m);
  memset(m, 0, sizeof *m);
  m->tag = tag;
  m->kind = (uint8_t)kind;
  memd_loops(d, I, m);
  return m;
}

static void lanes(dec *d, unsigned op, vty t, unsigned w, unsigned fl, uint32_t dst, uint32_t a, uint32_t b, uint32_t c,
                  uint64_t imm) {
  for (unsigned l = 0; l < t.lanes; l++)
    emit(d, op, w, fl, dst + l, a == NOSLOT ? NOSLOT : a + l, b == NOSLOT ? NOSLOT : b + l,
         c == NOSLOT ? NOSLOT : c + l, imm, NULL);
}

static int sreg_index(const char *s) {
  static const char *const n[] = {"tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z", "ctaid.x", "ctaid.y",
                            "ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z", "laneid", "warpsize",
                            "lanemask.eq", "lanemask.le", "lanemask.lt", "lanemask.ge", "lanemask.gt",
                            "activemask", "clock", "clock64", "globaltimer"};
  for (int i = 0; i < 23; i++)
    if (strcmp(s, n[i]) == 0) return i;
  return -1;
}

static bool const_true(LLVMValueRef v) { return v && LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) != 0; }

/* An operand of a sync written in inline asm: "$N" (the call's argument N) or a decimal
 * constant.  *s moves past it and a following comma. */
static bool asm_operand(dec *d, LLVMValueRef I, const char **s, uint32_t *slot) {
  const char *p = *s;
  while (*p == ' ' || *p == '\t') p++;
  char *end;
  if (*p == '$') {
    long k = strtol(p + 1, &end, 10);
    if (end == p + 1 || k < 0 || k >= (long)LLVMGetNumArgOperands(I)) return false;
    *slot = opnd(d, LLVMGetOperand(I, (unsigned)k));
  } else {
    long v = strtol(p, &end, 10);
    if (end == p || v < 0) return false;
    *slot = opnd(d, LLVMConstInt(LLVMInt32TypeInContext(LLVMGetModuleContext(d->p->m)), (unsigned long long)v, 0));
  }
  p = end;
  while (*p == ' ' || *p == '\t') p++;
  if (*p == ',') p++;
  *s = p;
  return *slot != NOSLOT;
}

/* CUB's shuffles in inline asm (util_ptx's ShuffleUp/ShuffleDown/ShuffleIndex, WarpScanShfl's
 * and WarpReduceShfl's fused shuffle-add), as the shuffle they are; a fused add is carried in
 * the kind (imm bits 8-15: 1 integer, 2 f32).  The forms, blanks aside:
 *   "shfl.sync.DIR.b32 $0, $1, $2, $3, $4;"                      value, lane, clamp, mask
 *   "{ .reg .T r0; .reg .pred p; shfl.sync.DIR.b32 r0|p, $1, $2, $3, $5;
 *      @p add.T r0, r0, $4; mov.T $0, r0;}"                       value, lane, clamp, value, mask
 * with DIR up, down, bfly or idx (the fused form: up or down), T s32, u32 or f32.  $0 is the
 * result, $1.. the call's arguments 0...  False when the text is none of these. */
static bool dec_cub_shfl(dec *d, LLVMValueRef I, uint32_t dst, const char *text, size_t len) {
  char t[256], *o = t;
  for (size_t i = 0; i < len && o < t + sizeof t - 1; i++) /* without blanks */
    if (text[i] != ' ' && text[i] != '\t' && text[i] != '\n') *o++ = text[i];
  *o = 0;
  while (o > t && o[-1] == ';') *--o = 0;
  static const char *const dirs[] = {"up", "down", "bfly", "idx"}, *const ty[] = {"s32", "u32", "f32"};
  unsigned na = (unsigned)LLVMGetNumArgOperands(I);
  for (int dir = 0; dir < 4; dir++) {
    char want[200];
    snprintf(want, sizeof want, "shfl.sync.%s.b32$0,$1,$2,$3,$4", dirs[dir]);
    int add = 0;
    if (strcmp(t, want) != 0) {
      if (dir > 1) continue;
      for (int k = 0; k < 3 && !add; k++) {
        snprintf(want, sizeof want, "{.reg.%sr0;.reg.predp;shfl.sync.%s.b32r0|p,$1,$2,$3,$5;@padd.%sr0,r0,$4;mov.%s$0,r0;}",
                 ty[k], dirs[dir], ty[k], ty[k]);
        if (strcmp(t, want) == 0) add = k == 2 ? 2 : 1;
      }
      if (!add) continue;
      if (na != 5 || LLVMGetOperand(I, 0) != LLVMGetOperand(I, 3)) return false;
    } else if (na != 4) {
      return false;
    }
    uint32_t a[5];
    for (unsigned i = 0; i < na; i++)
      if ((a[i] = opnd(d, LLVMGetOperand(I, i))) == NOSLOT) return false;
    emit(d, OP_WARP, 32, 0, dst, a[na - 1], a[0], a[1], (uint64_t)dir | (uint64_t)add << 8,
         (void *)(uintptr_t)(a[2] + 1));
    return true;
  }
  return false;
}

/* The syncs CUDA code writes in inline asm (named barriers above all): "bar.sync a{, b};",
 * "barrier.sync{.aligned} a{, b};", "bar.arrive a, b;", "barrier.arrive{.aligned} a, b;",
 * "bar.warp.sync m;", "membar.*;", "fence.*;".  Anything else is unsupported. */
static void dec_asm(dec *d, LLVMValueRef I, LLVMValueRef callee, uint32_t dst) {
  size_t len, clen;
  const char *text = LLVMGetInlineAsmAsmString(callee, &len);
  const char *cons = LLVMGetInlineAsmConstraintString(callee, &clen);
  /* asm without side effects or a memory clobber whose result nothing uses is dead: CUDA's
   * cooperative groups read %reserved_smem_offset_1 so into a thread_block that -O1 drops */
  bool clobbers = false;
  for (size_t i = 0; i + 6 <= clen && !clobbers; i++) clobbers = !memcmp(cons + i, "memory", 6);
  if (!LLVMGetInlineAsmHasSideEffects(callee) && !LLVMGetFirstUse(I) && !clobbers) {
    emit(d, OP_NOP, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  char a[128];
  snprintf(a, sizeof a, "%.*s", (int)(len < sizeof a - 1 ? len : sizeof a - 1), text);
  size_t n = strlen(a);
  while (n && (a[n - 1] == ';' || a[n - 1] == ' ' || a[n - 1] == '\t' || a[n - 1] == '\n')) a[--n] = 0;
  const char *s = a + strspn(a, " \t");
  static const struct { const char *op; int kind; } ops[] = {
      {"barrier.sync.aligned ", 0}, {"barrier.sync ", 0}, {"bar.sync ", 0}, {"barrier.arrive.aligned ", 1},
      {"barrier.arrive ", 1}, {"bar.arrive ", 1}, {"bar.warp.sync ", 2}};
  for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
    if (!starts(s, ops[i].op)) continue;
    const char *q = s + strlen(ops[i].op);
    uint32_t x = NOSLOT, y = NOSLOT;
    if (!asm_operand(d, I, &q, &x) || (*q && !asm_operand(d, I, &q, &y)) || *q || (ops[i].kind == 1 && y == NOSLOT) ||
        (ops[i].kind == 2 && y != NOSLOT))
      break;
    d->p->needs_vc |= ops[i].kind != 0 || y != NOSLOT;
    if (ops[i].kind == 2) emit(d, OP_WARP, 0, 0, dst, x, NOSLOT, NOSLOT, 8, NULL);
    else emit(d, OP_BARRIER, 0, ops[i].kind ? F_FLAG : 0, dst, x, y, NOSLOT, 0, call_memd(d, I, MK_SYNC));
    return;
  }
  if ((starts(s, "membar.") || starts(s, "fence.")) && !strchr(s, ' ') && !strchr(s, ';')) {
    d->p->needs_vc = true;
    emit(d, OP_FENCE, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, call_memd(d, I, MK_SYNC));
    return;
  }
  /* special registers CUDA's headers read in asm: "mov.u32 $0, %laneid" */
  char reg[32];
  if (sscanf(s, "mov.u32 $0, %%%31[a-z.]", reg) == 1 && sreg_index(reg) >= 0 && dst != NOSLOT) {
    emit(d, OP_SREG, 32, 0, dst, NOSLOT, NOSLOT, NOSLOT, (uint64_t)sreg_index(reg), NULL);
    return;
  }
  /* CUB's shuffles, plain and fused with an add */
  if (dst != NOSLOT && dec_cub_shfl(d, I, dst, text, len)) return;
  /* cuda_fp16's arithmetic and conversions, one instruction in braces: "{add.f16 $0,$1,$2;}" */
  int code, nin;
  if (dst != NOSLOT && interp_half_asm(s, &code, &nin) && (unsigned)nin == LLVMGetNumArgOperands(I)) {
    uint32_t x[3] = {NOSLOT, NOSLOT, NOSLOT};
    for (int i = 0; i < nin; i++)
      if ((x[i] = opnd(d, LLVMGetOperand(I, (unsigned)i))) == NOSLOT) {
        unsup(d, "inline asm '%s'", a);
        return;
      }
    emit(d, OP_HALF, interp_type_of(d->p->td, LLVMTypeOf(I)).w, 0, dst, x[0], x[1], x[2], (uint64_t)code, NULL);
    return;
  }
  unsup(d, "inline asm '%s'", a);
}

/* NVVM's atomic intrinsics: nvvm.atomic.load.inc/dec.32 (atomicInc, atomicDec) and the scoped
 * nvvm.atomic.OP.gen.{i,f}.{cta,sys} ones, as the atomicrmw (cmpxchg for cas) they are. */
static bool dec_atomic_call(dec *d, LLVMValueRef I, const char *name, uint32_t dst, const uint32_t *a, vty t) {
  static const struct { const char *n; int op; } at[] = {
      {"llvm.nvvm.atomic.load.inc.32.", LLVMAtomicRMWBinOpUIncWrap}, {"llvm.nvvm.atomic.load.dec.32.", LLVMAtomicRMWBinOpUDecWrap},
      {"llvm.nvvm.atomic.add.gen.i.", LLVMAtomicRMWBinOpAdd}, {"llvm.nvvm.atomic.add.gen.f.", LLVMAtomicRMWBinOpFAdd},
      {"llvm.nvvm.atomic.and.gen.i.", LLVMAtomicRMWBinOpAnd}, {"llvm.nvvm.atomic.or.gen.i.", LLVMAtomicRMWBinOpOr},
      {"llvm.nvvm.atomic.xor.gen.i.", LLVMAtomicRMWBinOpXor}, {"llvm.nvvm.atomic.max.gen.i.", LLVMAtomicRMWBinOpMax},
      {"llvm.nvvm.atomic.min.gen.i.", LLVMAtomicRMWBinOpMin}, {"llvm.nvvm.atomic.exch.gen.i.", LLVMAtomicRMWBinOpXchg},
      {"llvm.nvvm.atomic.inc.gen.i.", LLVMAtomicRMWBinOpUIncWrap}, {"llvm.nvvm.atomic.dec.gen.i.", LLVMAtomicRMWBinOpUDecWrap},
      {"llvm.nvvm.atomic.cas.gen.i.", -1}};
  unsigned na = (unsigned)LLVMGetNumArgOperands(I);
  for (size_t i = 0; i < sizeof at / sizeof *at; i++) {
    if (!starts(name, at[i].n)) continue;
    bool cas = at[i].op < 0;
    if (na != (cas ? 3u : 2u) || t.lanes != 1 || (t.k != T_INT && t.k != T_F32 && t.k != T_F64)) return false;
    memd *m = mk_memd(d, I, cas ? MK_CMPXCHG : MK_RMW, LLVMGetOperand(I, 0), LLVMTypeOf(I));
    if (!m) return false;
    m->ord = LLVMAtomicOrderingMonotonic;
    if (cas) {
      m->cas1 = 1;
      emit(d, OP_CMPXCHG, m->ty.w, 0, dst, a[0], a[1], a[2], 0, m);
      return true;
    }
    m->rmw = (uint8_t)at[i].op;
    m->commutes = at[i].op != LLVMAtomicRMWBinOpXchg && at[i].op != LLVMAtomicRMWBinOpFAdd &&
                  at[i].op != LLVMAtomicRMWBinOpUIncWrap && at[i].op != LLVMAtomicRMWBinOpUDecWrap &&
                  LLVMGetFirstUse(I) == NULL;
    emit(d, OP_RMW, t.w, 0, dst, a[0], a[1], NOSLOT, 0, m);
    return true;
  }
  return false;
}

static void dec_call(dec *d, LLVMValueRef I, uint32_t dst, vty t) {
  interp_prog *p = d->p;
  LLVMValueRef callee = LLVMGetCalledValue(I);
  if (LLVMIsAInlineAsm(callee)) {
    dec_asm(d, I, callee, dst);
    return;
  }
  if (!LLVMIsAFunction(callee)) {
    unsup(d, "indirect call");
    return;
  }
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  static const char *const nops[] = {"llvm.nvvm.cp.async.bulk.commit.group", "llvm.nvvm.cp.async.bulk.wait.group",
                               "llvm.lifetime.", "llvm.dbg.", "llvm.experimental.noalias.scope.decl",
                               "llvm.invariant.", "llvm.sideeffect", "llvm.donothing", "llvm.pseudoprobe"};
  for (size_t i = 0; i < sizeof nops / sizeof *nops; i++)
    if (starts(name, nops[i])) return;
  if (starts(name, "llvm.nvvm.membar") || starts(name, "llvm.nvvm.fence")) {
    p->needs_vc = true;
    emit(d, OP_FENCE, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, call_memd(d, I, MK_SYNC));
    return;
  }
  unsigned na = (unsigned)LLVMGetNumArgOperands(I);
  LLVMValueRef av[4] = {0};
  uint32_t a[4] = {NOSLOT, NOSLOT, NOSLOT, NOSLOT};
  for (unsigned i = 0; i < na && i < 4; i++) {
    av[i] = LLVMGetOperand(I, i);
    a[i] = opnd(d, av[i]);
  }
  if (!LLVMIsDeclaration(callee)) {
    intptr_t fi = (intptr_t)ir_map_get(&p->fnidx, callee);
    if (!fi) {
      unsup(d, "call to @%s", name);
      return;
    }
    calld *cd = ir_alloc(p->arena, sizeof *cd);
    cd->callee = (int)fi - 1;
    cd->nargs = (int)na;
    cd->args = ir_alloc(p->arena, (na ? na : 1) * sizeof *cd->args);
    cd->ncell = ir_alloc(p->arena, (na ? na : 1) * sizeof *cd->ncell);
    for (unsigned i = 0; i < na; i++) {
      LLVMValueRef v = LLVMGetOperand(I, i);
      cd->args[i] = opnd(d, v);
      cd->ncell[i] = interp_type_of(p->td, LLVMTypeOf(v)).ncell;
      if (cd->args[i] == NOSLOT) {
        unsup(d, "argument %u of a call to @%s", i, name);
        return;
      }
    }
    cd->rcell = t.ncell;
    d->f->calls = true;
    emit(d, OP_CALL, 0, 0, dst, NOSLOT, NOSLOT, NOSLOT, 0, cd);
    return;
  }
  for (unsigned i = 0; i < na && i < 4; i++)
    if (a[i] == NOSLOT && LLVMGetValueKind(av[i]) != LLVMMetadataAsValueValueKind) {
      unsup(d, "argument %u of a call to @%s", i, name);
      return;
    }
  if (starts(name, "llvm.nvvm.read.ptx.sreg.")) {
    int r = sreg_index(name + strlen("llvm.nvvm.read.ptx.sreg."));
    if (r < 0) unsup(d, "special register @%s", name);
    else emit(d, OP_SREG, t.w, 0, dst, NOSLOT, NOSLOT, NOSLOT, (uint64_t)r, NULL);
    if (r >= 0 && r < 6) {
      p->dims |= 1u << (r % 3);
      d->f->dims |= 1u << (r % 3);
    }
    return;
  }
  /* warp collectives: shfl.sync.{up,down,bfly,idx} and vote.{all,any,uni,ballot}.sync */
  static const char *const wnames[] = {"llvm.nvvm.shfl.sync.up.", "llvm.nvvm.shfl.sync.down.",
                                       "llvm.nvvm.shfl.sync.bfly.", "llvm.nvvm.shfl.sync.idx.",
                                       "llvm.nvvm.vote.all.sync", "llvm.nvvm.vote.any.sync",
                                       "llvm.nvvm.vote.uni.sync", "llvm.nvvm.vote.ballot.sync"};
  for (unsigned i = 0; i < 8; i++) {
    if (!starts(name, wnames[i])) continue;
    bool shfl = i < 4;
    if (shfl && (na != 4 || t.k == T_AGG || t.lanes != 1 || ends_with(name, ".p"))) break;
    if (!shfl && na != 2) break;
    emit(d, OP_WARP, t.w, 0, dst, a[0], a[1], shfl ? a[2] : NOSLOT, i, shfl ? (void *)(uintptr_t)(a[3] + 1) : NULL);
    return;
  }
  if (starts(name, "llvm.nvvm.redux.sync.") && na == 2) { /* __reduce_add_sync, ...: every lane gets the reduction */
    static const char *const ops[] = {"add", "min", "max", "umin", "umax", "and", "or", "xor"};
    for (unsigned k = 0; k < 8; k++)
      if (!strcmp(name + strlen("llvm.nvvm.redux.sync."), ops[k])) {
        emit(d, OP_WARP, 32, 0, dst, a[0], a[1], NOSLOT, 9 | (uint64_t)k << 8, NULL);
        return;
      }
  }
  if (starts(name, "llvm.nvvm.match.any.sync.i") && na == 2 && t.k == T_INT) { /* __match_any_sync */
    emit(d, OP_WARP, 32, 0, dst, a[0], a[1], NOSLOT, 10, NULL);
    return;
  }
  if (!strcmp(name, "llvm.nvvm.activemask") && na == 0) { /* the warp's lanes that have not exited */
    emit(d, OP_SREG, 32, 0, dst, NOSLOT, NOSLOT, NOSLOT, (uint64_t)sreg_index("activemask"), NULL);
    return;
  }
  if (starts(name, "llvm.nvvm.bar.warp.sync") && na == 1) { /* __syncwarp: the lanes of the mask meet */
    p->needs_vc = true;
    emit(d, OP_WARP, 0, 0, dst, a[0], NOSLOT, NOSLOT, 8, NULL);
    return;
  }
  if (starts(name, "llvm.nvvm.atomic.")) {
    if (!dec_atomic_call(d, I, name, dst, a, t)) unsup(d, "@%s of this type", name);
    return;
  }
  if (ir_is_ldg_name(name)) { /* __ldg: a load through the read-only cache */
    memd *m = mk_memd(d, I, MK_LOAD, av[0], LLVMTypeOf(I));
    if (!m) unsup(d, "@%s of this type", name);
    else emit(d, OP_LOAD, t.w, 0, dst, a[0], NOSLOT, NOSLOT, 0, m);
    return;
  }
  if (!strcmp(name, "llvm.nvvm.barrier0")) {
    emit(d, OP_BARRIER, 0, 0, dst, NOSLOT, NOSLOT, NOSLOT, 0, call_memd(d, I, MK_SYNC));
    return;
  }
  if (!strcmp(name, "llvm.nvvm.barrier0.popc") || !strcmp(name, "llvm.nvvm.barrier0.and") ||
      !strcmp(name, "llvm.nvvm.barrier0.or")) {
    unsigned k = name[19] == 'p' ? 1 : name[19] == 'a' ? 2 : 3;
    emit(d, OP_BARRIER, 32, 0, dst, NOSLOT, NOSLOT, a[0], k, call_memd(d, I, MK_SYNC));
    return;
  }
  if (!strcmp(name, "llvm.nvvm.barrier.n") || !strcmp(name, "llvm.nvvm.bar.sync") ||
      !strcmp(name, "llvm.nvvm.barrier.sync")) {
    emit(d, OP_BARRIER, 0, 0, dst, a[0], NOSLOT, NOSLOT, 0, call_memd(d, I, MK_SYNC));
    return;
  }
  if (!strcmp(name, "llvm.nvvm.barrier.sync.cnt") || !strcmp(name, "llvm.nvvm.barrier")) {
    p->needs_vc = true; /* a thread count: it may order only some threads */
    emit(d, OP_BARRIER, 0, 0, dst, a[0], a[1], NOSLOT, 0, call_memd(d, I, MK_SYNC));
    return;
  }
  if (starts(name, "llvm.nvvm.barrier.cluster.arrive")) {
    emit(d, OP_CL_ARRIVE, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (starts(name, "llvm.nvvm.barrier.cluster.wait")) {
    emit(d, OP_CL_WAIT, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (!strcmp(name, "llvm.nvvm.exit")) {
    emit(d, OP_EXIT, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, call_memd(d, I, MK_EXIT));
    return;
  }
  if (!strcmp(name, "llvm.nvvm.nanosleep")) { /* __nanosleep: time passes, nothing else */
    emit(d, OP_NOP, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (!strcmp(name, "__assertfail")) { /* a failed assert() traps, as CUDA's */
    emit(d, OP_TRAP, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (!strcmp(name, "llvm.trap") || !strcmp(name, "llvm.nvvm.trap") || !strcmp(name, "llvm.debugtrap") ||
      !strcmp(name, "llvm.ubsantrap")) {
    emit(d, OP_TRAP, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  bool cpy = starts(name, "llvm.memcpy."), mov = starts(name, "llvm.memmove."), set = starts(name, "llvm.memset.");
  if (cpy || mov || set) {
    memd *m = na >= 3 ? mk_memd(d, I, set ? MK_MEMSET : cpy ? MK_MEMCPY : MK_MEMMOVE, av[0], NULL) : NULL;
    if (!m) {
      unsup(d, "@%s", name);
      return;
    }
    m->vol = (uint8_t)const_true(na >= 4 ? av[3] : NULL);
    if (!set) {
      LLVMTypeRef st = LLVMTypeOf(av[1]);
      m->as2 = (uint16_t)LLVMGetPointerAddressSpace(st);
      m->pw2 = (uint8_t)(LLVMPointerSizeForAS(p->td, m->as2) * 8);
    }
    emit(d, set ? OP_MEMSET : OP_MEMCPY, interp_type_of(p->td, LLVMTypeOf(av[2])).w, 0, NOSLOT, a[0], a[1], a[2], 0, m);
    return;
  }
  if (!strcmp(name, "llvm.assume")) {
    emit(d, OP_ASSUME, 0, 0, NOSLOT, a[0], NOSLOT, NOSLOT, 0, NULL);
    return;
  }
  if (starts(name, "llvm.expect.") || starts(name, "llvm.ssa.copy.")) {
    emit(d, OP_MOV, 0, 0, dst, a[0], NOSLOT, NOSLOT, t.ncell, NULL);
    return;
  }
  /* NVVM's float math (the approximations as the exact functions: src and tgt run the same
   * semantics, and a verifier finding never rests on a float's value) */
  static const struct { const char *n; unsigned fn; } fm[] = {
    {"llvm.nvvm.rsqrt.approx.", 0}, {"llvm.nvvm.sqrt.", 1}, {"llvm.nvvm.ex2.approx.", 2}, {"llvm.nvvm.lg2.approx.", 3},
    {"llvm.nvvm.sin.approx.", 4}, {"llvm.nvvm.cos.approx.", 5}, {"llvm.nvvm.rcp.", 6}, {"llvm.nvvm.fabs", 7},
    {"llvm.exp2.", 2}, {"llvm.log2.", 3}, {"llvm.sin.", 4}, {"llvm.cos.", 5}, {"llvm.exp.", 8}, {"llvm.log.", 9},
    {"llvm.floor.", 10}, {"llvm.ceil.", 11}, {"llvm.trunc.", 12}, {"llvm.rint.", 13}, {"llvm.nearbyint.", 13},
    {"llvm.round.", 14}, {"llvm.nvvm.floor.", 10}, {"llvm.nvvm.ceil.", 11}, {"llvm.nvvm.trunc.", 12},
    {"llvm.nvvm.round.", 14}, {"llvm.nvvm.saturate.", 15}, {"llvm.nvvm.d2f.", 16}, {"llvm.tanh.", 19},
    {"llvm.tan.", 20}};
  for (size_t i = 0; i < sizeof fm / sizeof *fm; i++) {
    if (!starts(name, fm[i].n) || (t.k != T_F32 && t.k != T_F64) || t.lanes != 1 || na != 1) continue;
    vty at = interp_type_of(p->td, LLVMTypeOf(av[0]));
    if (!interp_is_fp(at.k)) break;
    emit(d, OP_FMATH, t.w, 0, dst, a[0], NOSLOT, NOSLOT, fm[i].fn | (uint64_t)at.w << 8, NULL);
    return;
  }
  if ((starts(name, "llvm.nvvm.f2i.") || starts(name, "llvm.nvvm.f2ui.") || starts(name, "llvm.nvvm.d2i.") ||
       starts(name, "llvm.nvvm.d2ui.")) && t.k == T_INT && t.lanes == 1 && na == 1) {
    vty at = interp_type_of(p->td, LLVMTypeOf(av[0]));
    if (at.k != T_F32 && at.k != T_F64) {
      unsup(d, "call to @%s", name);
      return;
    }
    bool uns = name[11] == 'u' || name[12] == 'u';
    emit(d, OP_FMATH, t.w, 0, dst, a[0], NOSLOT, NOSLOT, (uns ? 18u : 17u) | (uint64_t)at.w << 8, NULL);
    return;
  }
  static const struct { const char *n; unsigned op, nargs; } ew[] = {
    {"llvm.smin.", OP_SMIN, 2}, {"llvm.smax.", OP_SMAX, 2}, {"llvm.umin.", OP_UMIN, 2}, {"llvm.umax.", OP_UMAX, 2},
    {"llvm.abs.", OP_ABS, 1}, {"llvm.fmuladd.", OP_FMA, 3}, {"llvm.fma.", OP_FMA, 3}, {"llvm.fabs.", OP_FABS, 1},
    {"llvm.minnum.", OP_FMIN, 2}, {"llvm.maxnum.", OP_FMAX, 2}, {"llvm.sqrt.", OP_FSQRT, 1},
    {"llvm.ctpop.", OP_CTPOP, 1}, {"llvm.ctlz.", OP_CTLZ, 1}, {"llvm.cttz.", OP_CTTZ, 1}, {"llvm.bswap.", OP_BSWAP, 1},
    {"llvm.bitreverse.", OP_BITREV, 1}, {"llvm.fshl.", OP_FSHL, 3}, {"llvm.fshr.", OP_FSHR, 3},
    {"llvm.ptrmask.", OP_PTRMASK, 2}};
  for (size_t i = 0; i < sizeof ew / sizeof *ew; i++) {
    if (!starts(name, ew[i].n)) continue;
    if (t.k < T_INT || t.k > T_PTR) break;
    unsigned fl = 0;
    if ((ew[i].op == OP_ABS || ew[i].op == OP_CTLZ || ew[i].op == OP_CTTZ) && const_true(av[1])) fl = F_FLAG;
    lanes(d, ew[i].op, t, t.w, fl, dst, a[0], ew[i].nargs > 1 ? a[1] : NOSLOT, ew[i].nargs > 2 ? a[2] : NOSLOT, 0);
    return;
  }
  static const char *const ovf[] = {"llvm.sadd.with.overflow.", "llvm.uadd.with.overflow.", "llvm.ssub.with.overflow.",
                              "llvm.usub.with.overflow.", "llvm.smul.with.overflow.", "llvm.umul.with.overflow."};
  for (unsigned i = 0; i < 6; i++)
    if (starts(name, ovf[i])) {
      vty ot = interp_type_of(p->td, LLVMTypeOf(av[0]));
      if (ot.k != T_INT || ot.lanes != 1) break;
      emit(d, OP_OVFOP, ot.w, 0, dst, a[0], a[1], NOSLOT, i, NULL);
      return;
    }
  if (!strcmp(name, "vprintf") && t.k == T_INT && t.lanes == 1) { /* printf: output is no memory the comparison sees */
    emit(d, OP_MOV, 0, 0, dst, opnd(d, LLVMConstInt(LLVMTypeOf(I), 0, 0)), NOSLOT, NOSLOT, t.ncell, NULL);
    return;
  }
  int code, nargs, mode;
  if (interp_nvmath_lookup(name, &code, &nargs, &mode) && (unsigned)nargs == na && t.lanes == 1 &&
      (t.k == T_INT || t.k == T_F32 || t.k == T_F64)) {
    uint64_t imm = (uint64_t)code | (uint64_t)mode << 24;
    for (unsigned i = 0; i < na; i++) {
      vty at = interp_type_of(p->td, LLVMTypeOf(av[i]));
      if (at.lanes != 1 || (at.k != T_INT && at.k != T_F32 && at.k != T_F64)) {
        unsup(d, "call to @%s", name);
        return;
      }
      imm |= (uint64_t)at.w << (32 + 8 * i);
    }
    emit(d, OP_NVMATH, t.w, 0, dst, a[0], na > 1 ? a[1] : NOSLOT, na > 2 ? a[2] : NOSLOT, imm, NULL);
    return;
  }
  static const char *const sat[] = {"llvm.sadd.sat.", "llvm.uadd.sat.", "llvm.ssub.sat.", "llvm.usub.sat."};
  for (unsigned i = 0; i < 4; i++)
    if (starts(name, sat[i]) && t.k == T_INT) {
      lanes(d, OP_SAT, t, t.w, 0, dst, a[0], a[1], NOSLOT, i);
      return;
    }
  unsup(d, "call to @%s", name);
}

static void dec_inst(dec *d, LLVMValueRef I) {
  interp_prog *p = d->p;
  d->cur = I;
  LLVMOpcode opc = LLVMGetInstructionOpcode(I);
  vty t = interp_type_of(p->td, LLVMTypeOf(I));
  uint32_t dst = t.k == T_VOID ? NOSLOT : slot_of(d, I);
  unsigned nops = (unsigned)LLVMGetNumOperands(I);
  uint32_t a = NOSLOT, b = NOSLOT, c = NOSLOT;
  if (opc == LLVMPHI) return;
  if (opc == LLVMFence) {
    p->needs_vc = true;
    emit(d, OP_FENCE, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, call_memd(d, I, MK_SYNC));
    return;
  }
  if (t.k == T_BAD) {
    char text[200];
    interp_inst_text(I, text, sizeof text);
    unsup(d, "type of '%s'", text);
    return;
  }
  if (opc != LLVMCall && opc != LLVMBr && opc != LLVMSwitch && opc != LLVMGetElementPtr) {
    if (nops > 0 && (a = opnd(d, LLVMGetOperand(I, 0))) == NOSLOT) goto bad_operand;
    if (nops > 1 && (b = opnd(d, LLVMGetOperand(I, 1))) == NOSLOT) goto bad_operand;
    if (nops > 2 && (c = opnd(d, LLVMGetOperand(I, 2))) == NOSLOT) goto bad_operand;
  }
  switch (opc) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
  case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor: {
    static const unsigned map[] = {[LLVMAdd] = OP_ADD, [LLVMSub] = OP_SUB, [LLVMMul] = OP_MUL, [LLVMUDiv] = OP_UDIV,
                                   [LLVMSDiv] = OP_SDIV, [LLVMURem] = OP_UREM, [LLVMSRem] = OP_SREM, [LLVMShl] = OP_SHL,
                                   [LLVMLShr] = OP_LSHR, [LLVMAShr] = OP_ASHR, [LLVMAnd] = OP_AND, [LLVMOr] = OP_OR,
                                   [LLVMXor] = OP_XOR};
    if (t.k != T_INT) break;
    unsigned fl = 0;
    if (opc == LLVMAdd || opc == LLVMSub || opc == LLVMMul || opc == LLVMShl) {
      if (LLVMGetNSW(I)) fl |= F_NSW;
      if (LLVMGetNUW(I)) fl |= F_NUW;
    }
    if ((opc == LLVMUDiv || opc == LLVMSDiv || opc == LLVMLShr || opc == LLVMAShr) && LLVMGetExact(I)) fl |= F_EXACT;
    if (opc == LLVMOr && LLVMGetIsDisjoint(I)) fl |= F_DISJ;
    lanes(d, map[opc], t, t.w, fl, dst, a, b, NOSLOT, 0);
    return;
  }
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFNeg: {
    if (!interp_is_fp(t.k)) break;
    unsigned op = opc == LLVMFAdd ? OP_FADD : opc == LLVMFSub ? OP_FSUB : opc == LLVMFMul ? OP_FMUL
                : opc == LLVMFDiv ? OP_FDIV : opc == LLVMFRem ? OP_FREM : OP_FNEG;
    lanes(d, op, t, t.w, 0, dst, a, b, NOSLOT, 0);
    return;
  }
  case LLVMICmp: case LLVMFCmp: {
    vty ot = interp_type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0)));
    if (opc == LLVMICmp) lanes(d, OP_ICMP, t, ot.w, 0, dst, a, b, NOSLOT, (uint64_t)LLVMGetICmpPredicate(I));
    else lanes(d, OP_FCMP, t, ot.w, 0, dst, a, b, NOSLOT, (uint64_t)LLVMGetFCmpPredicate(I));
    return;
  }
  case LLVMSelect: {
    vty ct = interp_type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0)));
    if (ct.lanes > 1) lanes(d, OP_SELECT, t, t.w, 0, dst, a, b, c, 1);
    else emit(d, OP_SELECT, t.w, 0, dst, a, b, c, t.ncell, NULL);
    return;
  }
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP:
  case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
  case LLVMAddrSpaceCast: {
    vty st = interp_type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0)));
    if (st.k == T_BAD || st.k == T_AGG || t.k == T_AGG) break;
    unsigned fl = 0;
    if (opc == LLVMTrunc) fl = (LLVMGetNUW(I) ? F_NUW : 0) | (LLVMGetNSW(I) ? F_NSW : 0);
    if ((opc == LLVMZExt || opc == LLVMUIToFP) && LLVMGetNNeg(I)) fl = F_NNEG;
    unsigned op;
    switch (opc) {
    case LLVMTrunc: op = OP_TRUNC; break;
    case LLVMZExt: op = OP_ZEXT; break;
    case LLVMSExt: op = OP_SEXT; break;
    case LLVMFPToUI: op = OP_FPTOUI; break;
    case LLVMFPToSI: op = OP_FPTOSI; break;
    case LLVMUIToFP: op = OP_UITOFP; break;
    case LLVMSIToFP: op = OP_SITOFP; break;
    case LLVMFPTrunc: op = OP_FPTRUNC; break;
    case LLVMFPExt: op = OP_FPEXT; break;
    case LLVMPtrToInt: op = OP_PTRTOINT; break;
    case LLVMIntToPtr: op = OP_INTTOPTR; break;
    case LLVMAddrSpaceCast: op = OP_ASCAST; break;
    default: op = OP_BITCAST; break;
    }
    if (op == OP_BITCAST) {
      if (st.lanes == t.lanes && st.w == t.w) {
        emit(d, OP_MOV, 0, 0, dst, a, NOSLOT, NOSLOT, t.ncell, NULL);
        return;
      }
      if (st.k == T_PTR || t.k == T_PTR || st.w * st.lanes != t.w * t.lanes || st.w % 8 || t.w % 8) break;
      emit(d, OP_BITCAST, t.w, 0, dst, a, NOSLOT, NOSLOT, ((uint64_t)st.w << 32) | ((uint64_t)st.lanes << 16) | t.lanes, NULL);
      return;
    }
    uint64_t imm = op == OP_ASCAST ? ((uint64_t)st.as << 16 | t.as) : st.w;
    if (op == OP_INTTOPTR) imm = t.as;
    for (unsigned l = 0; l < t.lanes; l++) emit(d, op, t.w, fl, dst + l, a + l, NOSLOT, NOSLOT, imm, NULL);
    return;
  }
  case LLVMGetElementPtr: {
    if (t.k != T_PTR || t.lanes != 1) break;
    gepd *g = ir_alloc(p->arena, sizeof *g);
    a = opnd(d, LLVMGetOperand(I, 0));
    if (a == NOSLOT || !gep_build(p, d, I, g)) break;
    emit(d, OP_GEP, g->pw, gep_flags(I), dst, a, NOSLOT, NOSLOT, 0, g);
    return;
  }
  case LLVMLoad: {
    memd *m = mk_memd(d, I, MK_LOAD, LLVMGetOperand(I, 0), LLVMTypeOf(I));
    if (!m) break;
    emit(d, OP_LOAD, t.w, 0, dst, a, NOSLOT, NOSLOT, 0, m);
    return;
  }
  case LLVMStore: {
    memd *m = mk_memd(d, I, MK_STORE, LLVMGetOperand(I, 1), LLVMTypeOf(LLVMGetOperand(I, 0)));
    if (!m) break;
    emit(d, OP_STORE, m->ty.w, 0, NOSLOT, b, a, NOSLOT, 0, m);
    return;
  }
  case LLVMAtomicRMW: {
    memd *m = mk_memd(d, I, MK_RMW, LLVMGetOperand(I, 0), LLVMTypeOf(I));
    if (!m || m->ty.lanes != 1) break;
    emit(d, OP_RMW, t.w, 0, dst, a, b, NOSLOT, 0, m);
    return;
  }
  case LLVMAtomicCmpXchg: {
    memd *m = mk_memd(d, I, MK_CMPXCHG, LLVMGetOperand(I, 0), LLVMTypeOf(LLVMGetOperand(I, 1)));
    if (!m || m->ty.lanes != 1 || t.ncell != 2) break;
    emit(d, OP_CMPXCHG, m->ty.w, 0, dst, a, b, c, 0, m);
    return;
  }
  case LLVMAlloca: {
    if (t.k != T_PTR) break;
    emit(d, OP_ALLOCA, t.w, 0, dst, a, NOSLOT, NOSLOT, alloc_size(p, LLVMGetAllocatedType(I)), NULL)->x =
        (void *)(uintptr_t)t.as;
    return;
  }
  case LLVMCall: dec_call(d, I, dst, t); return;
  case LLVMFreeze: emit(d, OP_FREEZE, 0, 0, dst, a, NOSLOT, NOSLOT, t.ncell, NULL); return;
  case LLVMExtractValue: case LLVMInsertValue: {
    LLVMTypeRef sub;
    LLVMTypeRef at = LLVMTypeOf(LLVMGetOperand(I, 0));
    int off = interp_agg_offset(p->td, at, LLVMGetIndices(I), LLVMGetNumIndices(I), &sub);
    if (off < 0) break;
    unsigned n = interp_type_of(p->td, sub).ncell;
    if (opc == LLVMExtractValue) {
      emit(d, OP_MOV, 0, 0, dst, a + (uint32_t)off, NOSLOT, NOSLOT, n, NULL);
    } else {
      emit(d, OP_MOV, 0, 0, dst, a, NOSLOT, NOSLOT, t.ncell, NULL);
      emit(d, OP_MOV, 0, 0, dst + (uint32_t)off, b, NOSLOT, NOSLOT, n, NULL);
    }
    return;
  }
  case LLVMExtractElement: {
    LLVMValueRef ix = LLVMGetOperand(I, 1);
    vty vt = interp_type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0)));
    if (LLVMIsAConstantInt(ix) && LLVMConstIntGetZExtValue(ix) < vt.lanes)
      emit(d, OP_MOV, 0, 0, dst, a + (uint32_t)LLVMConstIntGetZExtValue(ix), NOSLOT, NOSLOT, 1, NULL);
    else
      emit(d, OP_EXTRACT, interp_type_of(p->td, LLVMTypeOf(ix)).w, 0, dst, a, b, NOSLOT, vt.lanes, NULL);
    return;
  }
  case LLVMInsertElement: {
    LLVMValueRef ix = LLVMGetOperand(I, 2);
    emit(d, OP_MOV, 0, 0, dst, a, NOSLOT, NOSLOT, t.ncell, NULL);
    if (LLVMIsAConstantInt(ix) && LLVMConstIntGetZExtValue(ix) < t.lanes)
      emit(d, OP_MOV, 0, 0, dst + (uint32_t)LLVMConstIntGetZExtValue(ix), b, NOSLOT, NOSLOT, 1, NULL);
    else
      emit(d, OP_INSERT, interp_type_of(p->td, LLVMTypeOf(ix)).w, 0, dst, b, c, NOSLOT, t.lanes, NULL);
    return;
  }
  case LLVMShuffleVector: {
    unsigned n1 = interp_type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0))).lanes;
    cell z = {0, 0, 1}; /* an undefined lane */
    uint32_t zs = new_slots(d, 1);
    d->tmpl[zs] = z;
    for (unsigned l = 0; l < t.lanes; l++) {
      int mv = LLVMGetMaskValue(I, l);
      uint32_t from = mv == LLVMGetUndefMaskElem() || mv < 0 ? zs : (unsigned)mv < n1 ? a + (uint32_t)mv : b + (uint32_t)mv - n1;
      emit(d, OP_MOV, 0, 0, dst + l, from, NOSLOT, NOSLOT, 1, NULL);
    }
    return;
  }
  case LLVMBr: {
    if (LLVMIsConditional(I)) {
      a = opnd(d, LLVMGetCondition(I));
      if (a == NOSLOT) goto bad_operand;
      edge **e = ir_alloc(p->arena, 2 * sizeof *e);
      e[0] = mk_edge(d, LLVMGetInstructionParent(I), LLVMGetSuccessor(I, 0));
      e[1] = mk_edge(d, LLVMGetInstructionParent(I), LLVMGetSuccessor(I, 1));
      emit(d, OP_CBR, 0, 0, NOSLOT, a, NOSLOT, NOSLOT, 0, e);
    } else {
      emit(d, OP_BR, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0,
           mk_edge(d, LLVMGetInstructionParent(I), LLVMGetSuccessor(I, 0)));
    }
    return;
  }
  case LLVMSwitch: {
    a = opnd(d, LLVMGetOperand(I, 0));
    if (a == NOSLOT) goto bad_operand;
    swd *s = ir_alloc(p->arena, sizeof *s);
    unsigned ns = LLVMGetNumSuccessors(I);
    LLVMBasicBlockRef from = LLVMGetInstructionParent(I);
    s->n = (int)ns - 1;
    s->val = ir_alloc(p->arena, ns * sizeof *s->val);
    s->e = ir_alloc(p->arena, ns * sizeof *s->e);
    s->def = mk_edge(d, from, LLVMGetSwitchDefaultDest(I));
    for (unsigned i = 1; i < ns; i++) {
      s->val[i - 1] = LLVMConstIntGetZExtValue(LLVMGetOperand(I, 2 * i));
      s->e[i - 1] = mk_edge(d, from, LLVMGetSuccessor(I, i));
    }
    emit(d, OP_SWITCH, 0, 0, NOSLOT, a, NOSLOT, NOSLOT, 0, s);
    return;
  }
  case LLVMRet:
    emit(d, OP_RET, 0, 0, NOSLOT, nops ? a : NOSLOT, NOSLOT, NOSLOT,
         nops ? interp_type_of(p->td, LLVMTypeOf(LLVMGetOperand(I, 0))).ncell : 0, NULL);
    return;
  case LLVMUnreachable: emit(d, OP_UNREACHABLE, 0, 0, NOSLOT, NOSLOT, NOSLOT, NOSLOT, 0, NULL); return;
  default: break;
  }
  {
    char text[200];
    interp_inst_text(I, text, sizeof text);
    unsup(d, "'%s'", text);
    return;
  }
bad_operand: {
    char text[200];
    interp_inst_text(I, text, sizeof text);
    unsup(d, "an operand of '%s'", text);
  }
}

static bool decode_fn(interp_prog *p, dfn *f, char *err, size_t errlen) {
  dec d = {0};
  d.p = p;
  d.f = f;
  ir_map_init(&d.slot);
  f->cfg = ir_cfg_build(f->fn);
  ir_cfg *cfg = f->cfg;
  f->nargs = (int)LLVMCountParams(f->fn);
  f->argslot = ir_alloc(p->arena, (size_t)(f->nargs ? f->nargs : 1) * sizeof *f->argslot);
  f->argty = ir_alloc(p->arena, (size_t)(f->nargs ? f->nargs : 1) * sizeof *f->argty);
  f->argname = ir_alloc(p->arena, (size_t)(f->nargs ? f->nargs : 1) * sizeof *f->argname);
  int i = 0;
  for (LLVMValueRef a = LLVMGetFirstParam(f->fn); a; a = LLVMGetNextParam(a), i++) {
    vty t = interp_type_of(p->td, LLVMTypeOf(a));
    size_t n;
    const char *nm = LLVMGetValueName2(a, &n);
    if (n) snprintf(f->argname[i], sizeof f->argname[i], "%.*s", (int)(n < 60 ? n : 60), nm);
    else snprintf(f->argname[i], sizeof f->argname[i], "arg%d", i);
    f->argty[i] = t;
    if (t.k == T_BAD || t.k == T_VOID) {
      snprintf(err, errlen, "@%s: argument %%%s has a type the interpreter does not support", f->name, f->argname[i]);
      ir_map_free(&d.slot);
      return false;
    }
    f->argslot[i] = new_slots(&d, t.ncell);
    ir_map_put(&d.slot, a, (void *)(uintptr_t)(f->argslot[i] + 1));
  }
  for (int b = 0; b < cfg->n; b++)
    for (LLVMValueRef I = LLVMGetFirstInstruction(cfg->block[b]); I; I = LLVMGetNextInstruction(I)) {
      vty t = interp_type_of(p->td, LLVMTypeOf(I));
      if (t.k == T_VOID) continue;
      uint32_t s = new_slots(&d, t.k == T_BAD ? 1 : t.ncell);
      ir_map_put(&d.slot, I, (void *)(uintptr_t)(s + 1));
    }
  f->blockpc = ir_alloc(p->arena, (size_t)(cfg->n ? cfg->n : 1) * sizeof *f->blockpc);
  for (int b = 0; b < cfg->n; b++) {
    f->blockpc[b] = d.ncode;
    for (LLVMValueRef I = LLVMGetFirstInstruction(cfg->block[b]); I; I = LLVMGetNextInstruction(I)) dec_inst(&d, I);
  }
  for (int e = 0; e < d.edges.n; e++) {
    edge *ed = d.edges.v[e];
    ed->to = f->blockpc[ed->to];
  }
  ir_vec_free(&d.edges);
  f->nloops = cfg->nloops;
  f->loopname = ir_alloc(p->arena, (size_t)(cfg->nloops ? cfg->nloops : 1) * sizeof *f->loopname);
  for (int l = 0; l < cfg->nloops; l++) {
    const char *hn = LLVMGetBasicBlockName(cfg->block[cfg->loops[l].header]);
    snprintf(f->loopname[l], sizeof f->loopname[l], "%s", *hn ? hn : "loop");
  }
  f->ncell = d.nslot;
  f->tmpl = d.tmpl ? d.tmpl : calloc(1, sizeof *d.tmpl);
  f->code = d.code;
  f->src = d.src;
  f->ncode = d.ncode;
  if (f->maxmov > p->maxmov) p->maxmov = f->maxmov;
  ir_map_free(&d.slot);
  return true;
}

static void find_kernels(interp_prog *p) {
  for (int i = 0; i < p->nfn; i++) {
    ir_launch l;
    ir_launch_of(p->fn[i].fn, &l);
    p->fn[i].kernel = l.kernel;
    for (int d = 0; d < 3; d++) p->fn[i].reqntid[d] = l.reqntid[d] <= MAX_THREADS ? l.reqntid[d] : 0;
    p->fn[i].max_threads = l.max_threads;
  }

  p->kern = ir_alloc(p->arena, (size_t)(p->nfn ? p->nfn : 1) * sizeof *p->kern);
  for (int i = 0; i < p->nfn; i++)
    if (p->fn[i].kernel) p->kern[p->nkern++] = i;
  if (!p->nkern)
    for (int i = 0; i < p->nfn; i++) p->kern[p->nkern++] = i;
}

interp_prog *interp_prog_new(LLVMModuleRef m, char *err, size_t errlen) {
  interp_prog *p = calloc(1, sizeof *p);
  if (!p) ir_oom();
  p->m = m;
  p->td = LLVMGetModuleDataLayout(m);
  p->arena = ir_arena_new();
  ir_map_init(&p->fnidx);
  ir_map_init(&p->gidx);
  int nf = 0, ng = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) nf += !LLVMIsDeclaration(f);
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) ng++;
  p->fn = ir_alloc(p->arena, (size_t)(nf ? nf : 1) * sizeof *p->fn);
  p->g = ir_alloc(p->arena, (size_t)(ng ? ng : 1) * sizeof *p->g);
  /* globals first: their buffers have the ids 1..ng, so their addresses are constants */
  unsigned ord[8] = {0};
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    gvar *v = &p->g[p->ng++];
    v->gv = g;
    size_t n;
    const char *nm = LLVMGetValueName2(g, &n);
    snprintf(v->name, sizeof v->name, "%.*s", (int)(n < 90 ? n : 90), nm);
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    v->o.as = as == 0 ? 1 : as;
    v->o.size = alloc_size(p, LLVMGlobalGetValueType(g));
    /* extern __shared__ arrays (zero-sized declarations) get the launch's dynamic shared memory */
    if (!v->o.size && LLVMIsDeclaration(g) && as == 3) v->o.size = DYN_SHARED;
    v->o.objsize = v->o.size;
    v->fixed = !LLVMIsDeclaration(g) && v->o.size;
    v->readonly = LLVMIsGlobalConstant(g) || as == 4;
    v->o.base = v->o.as == 1 ? (uint64_t)p->ng << 40 : (uint64_t)(++ord[v->o.as & 7]) << 24;
    ir_map_put(&p->gidx, g, (void *)(intptr_t)p->ng);
  }
  for (int i = 0; i < p->ng; i++) {
    LLVMValueRef init = LLVMGetInitializer(p->g[i].gv);
    if (!init || p->g[i].o.size > (64u << 20)) continue;
    uint8_t *bytes = ir_alloc(p->arena, p->g[i].o.size ? p->g[i].o.size : 1);
    if (const_bytes(p, init, bytes, p->g[i].o.size, 0)) p->g[i].init = bytes;
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    dfn *d = &p->fn[p->nfn++];
    d->fn = f;
    size_t n;
    const char *nm = LLVMGetValueName2(f, &n);
    snprintf(d->name, sizeof d->name, "%.*s", (int)(n < 120 ? n : 120), nm);
    ir_map_put(&p->fnidx, f, (void *)(intptr_t)p->nfn);
  }
  for (int i = 0; i < p->nfn; i++)
    if (!decode_fn(p, &p->fn[i], err, errlen)) {
      interp_prog_free(p);
      return NULL;
    }
  find_kernels(p);
  return p;
}

void interp_prog_free(interp_prog *p) {
  if (!p) return;
  for (int i = 0; i < p->nfn; i++) {
    free(p->fn[i].tmpl);
    free(p->fn[i].code);
    free(p->fn[i].src);
    if (p->fn[i].cfg) ir_cfg_free(p->fn[i].cfg);
  }
  ir_map_free(&p->fnidx);
  ir_map_free(&p->gidx);
  ir_arena_free(p->arena);
  free(p);
}

int interp_prog_nkernels(const interp_prog *p) { return p->nkern; }

int interp_prog_kernel(const interp_prog *p, int i) { return i >= 0 && i < p->nkern ? p->kern[i] : -1; }

const char *interp_prog_name(const interp_prog *p, int k) { return k >= 0 && k < p->nfn ? p->fn[k].name : ""; }

int interp_prog_find(const interp_prog *p, const char *fn) {
  if (!fn) return p->nkern ? p->kern[0] : -1;
  for (int i = 0; i < p->nfn; i++)
    if (strcmp(p->fn[i].name, fn) == 0) return i;
  return -1;
}
