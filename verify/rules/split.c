/* The split-copy rule: a memcpy that SROA split into the loads and stores of its
 * fields.
 *
 * At -O0 clang copies every struct value with llvm.memcpy: `float4 p = pos[i];` is a copy
 * from global memory into a local, `new_pos[i] = p;` one from the local back.  SROA
 * promotes the local and splits each copy into one load or store per field, which carry no
 * !nvtv.id: src has a copy tgt lost, tgt has untagged scalar loads and stores.
 *
 * Left open by the issue ("memcpy/memset formation: prove lane-wise coverage of the same
 * bytes"): how the fields are paired and what covering means.  Chosen:
 *   - what a copy writes into a local and what loads of the local read are modelled by the
 *     local's slots (sym_build.c): a load of field o of a local filled by the copy reads
 *     what the copy reads at o, a term of the copy's tag and o (SYM_LOAD, aux SYM_FIELD + o);
 *   - an untagged tgt load whose address is a constant offset o into the source of a copy
 *     tgt lost (normal forms; o plus its size within the copy's length) reads that term
 *     (sym_opts.untagged, sym_merge.ctag), and is checked as src's copy reading its field o:
 *     tgt reads there only where src runs the copy (reach-added), at that address, defined
 *     where src's is (the tagged-pair obligations, replays compare memory);
 *   - an untagged tgt store at a constant offset o into the destination of such a copy is
 *     checked as src's copy writing its field o, of what src's copy writes there (the
 *     source local's slot, or the copy's read): reach both ways, address, value, poison;
 *   - every byte of a destination that is not a local tgt promoted must be written by a
 *     paired tgt store, or be a byte src's copy leaves as it was: an undefined byte of the
 *     source local (never written), or the value an earlier copy in the same block read from
 *     that very address with nothing in between that may write it (SROA drops the store of
 *     `v.w` back where it came from) - else the copy is unsupported, saying which bytes;
 *   - a copy into a local tgt promoted writes nothing anyone sees (as the dead-local rule);
 *     a copy from a local reads no memory.
 * Counted in the rule column split-copy.  Not covered: memset split into stores, copies of
 * a non-constant length, a field tgt reads as a vector or in another width than it writes.
 */
#include "rules.h"

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

static split_state *sstate(vctx *v) { return verify_rule_state(v, &verify_rule_split, sizeof(split_state)); }

#include <stdlib.h>
#include <string.h>


static bool local_operand(vctx *v, const sym_access *a, int k) {
  return sym_local_of(v->s.sf, ir_mem_pointer(a->inst, k)) != NULL;
}

/* a copy tgt lost */
static bool verify_split_planned(vctx *v, sym_access *a) {
  return a->tag >= 0 && verify_copy_len(a) >= 0 && !verify_acc_by_tag(&v->t, a->tag);
}

/* the constant o with p == base + o (normal forms, or where the copy's addresses are not
 * poison: `sext(y)` of src's `y = tid.y + ctaid.y*ntid.y`, an add nsw, is tgt's
 * `sext(tid.y) + sext(ctaid.y)*sext(ntid.y)`; the source's side only, as sym_build.c's
 * merged_load gives a load that field's value), within [0, len - bytes].  Only a proposal:
 * the pair's obligations prove the addresses equal.  (On the destination's side such pairs
 * cost box_blur's split store 45 s of timeouts and proved nothing.) */
static bool offset_in(vctx *v, sym_term *p, sym_term *base, bool source, uint64_t bytes, int64_t len, uint64_t *o) {
  if (p->width != base->width) return false;
  sym_term *d = sym_bin(v->c, SYM_SUB, 0, p, base);
  d = source ? sym_nf_where_defined(v->c, d, base) : sym_nf(v->c, d);
  if (d->op != SYM_CONST || d->imm >= (uint64_t)len || (uint64_t)len - d->imm < bytes) return false;
  *o = d->imm;
  return true;
}

/* the lost src copy one of whose fields tgt's access at p (bytes long) is, on side k (0: the
 * destination, 1: the source): its index, and the offset in *o; -1 for none */
static int copy_at(vctx *v, sym_term *p, unsigned space, uint64_t bytes, int k, uint64_t *o) {
  for (int i = 0; i < v->s.sf->naccess; i++) {
    sym_access *a = &v->s.sf->acc[i];
    sym_term *base = sstate(v)->base[k][i];
    if (v->trace && base) {
      char x[400] = "";
      sym_print(v->c, sym_nf(v->c, sym_bin(v->c, SYM_SUB, 0, p, base)), x, sizeof x);
      fprintf(stderr, "[trace] split: side %d of #%ld at %s from the access\n", k, a->tag, x);
    }
    if (base && a->aspace[k] == space && offset_in(v, p, base, k == 1, bytes, verify_copy_len(a), o)) return i;
  }
  return -1;
}

/* After both sides are built and the merged-access rule has paired its accesses: each
 * untagged tgt access at a field of a copy tgt lost: a scalar load of its source, a scalar
 * store to its destination, or a copy (the bytes tgt copies as they are) from one's source
 * to one's destination. */
static void verify_split_assign(vctx *v) {
  split_state *s = sstate(v);
  int nt = v->t.sf->naccess, ns = v->s.sf->naccess;
  for (int k = 0; k < 2; k++) {
    s->src[k] = malloc((size_t)(nt + 1) * sizeof *s->src[k]);
    s->off[k] = calloc((size_t)nt + 1, sizeof *s->off[k]);
    s->base[k] = calloc((size_t)ns + 1, sizeof *s->base[k]);
    if (!s->src[k] || !s->off[k] || !s->base[k]) ir_oom();
  }
  for (int i = 0; i < ns; i++) { /* each lost copy's destination in memory, and the memory it reads */
    sym_access *a = &v->s.sf->acc[i];
    if (!verify_split_planned(v, a)) continue;
    s->base[0][i] = local_operand(v, a, 0) ? NULL : a->addr[0];
    s->base[1][i] = verify_split_source(v, a);
  }
  for (int j = 0; j < nt; j++) {
    sym_access *b = &v->t.sf->acc[j];
    s->src[0][j] = s->src[1][j] = -1;
    if (b->tag >= 0 || v->taken[j]) continue;
    int64_t len = verify_copy_len(b);
    if (len >= 0) {
      s->src[0][j] = copy_at(v, b->addr[0], b->aspace[0], (uint64_t)len, 0, &s->off[0][j]);
      s->src[1][j] = copy_at(v, b->addr[1], b->aspace[1], (uint64_t)len, 1, &s->off[1][j]);
      if (s->src[0][j] < 0 || s->src[1][j] < 0) s->src[0][j] = s->src[1][j] = -1;
      continue;
    }
    if (!verify_plain_load(b->inst) && !verify_plain_store(b->inst)) continue;
    LLVMTypeRef ty = ir_mem_type(b->inst);
    LLVMTypeKind tk = LLVMGetTypeKind(ty);
    if (tk == LLVMVectorTypeKind || tk == LLVMStructTypeKind || tk == LLVMArrayTypeKind) continue;
    int k = b->kind == IR_MEM_LOAD ? 1 : 0;
    s->src[k][j] = copy_at(v, b->addr[0], b->aspace[0], LLVMStoreSizeOfType(v->t.sf->td, ty), k, &s->off[k][j]);
  }
}

static bool verify_split_covers(vctx *v, int tidx) {
  return sstate(v)->src[0] && (sstate(v)->src[0][tidx] >= 0 || sstate(v)->src[1][tidx] >= 0);
}

static sym_term *offset_by(vctx *v, sym_term *p, uint64_t off) {
  if (!off) return p;
  sym_term *ops[2] = {p, sym_const(v->c, p->width, off)};
  return sym_mk(v->c, SYM_GEP, p->width, 0, 0, 0, 2, ops);
}

/* Access x (of tgt's kind and type: the tgt instruction stands in for them, so a replay
 * compares memory) at base (pointer k of access a) + off; with a's reach when a is src's */
static sym_access at_offset(vctx *v, const sym_access *x, const sym_access *a, int k, sym_term *base, uint64_t off,
                            sym_term *value) {
  sym_access F = *x;
  if (a != x) {
    F.tag = a->tag;
    F.block = a->block;
    F.loop = a->loop;
    F.reach = a->reach;
    F.reachd = a->reachd;
  }
  F.npointers = 1;
  F.aspace[0] = a->aspace[k];
  F.addr[0] = offset_by(v, base, off);
  F.gaddr[0] = sym_to_generic(v->c, F.addr[0], F.aspace[0]);
  F.value = value;
  F.cmp = F.len = NULL;
  F.nlanes = 0;
  return F;
}

/* The scalar field of type t at byte off (its start in *at, counted from the object's), or
 * NULL for padding */
static LLVMTypeRef scalar_at(LLVMTargetDataRef td, LLVMTypeRef t, uint64_t off, uint64_t *at) {
  *at = 0;
  for (int d = 0; d < 32; d++) {
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMStructTypeKind) {
      unsigned n = LLVMCountStructElementTypes(t), i;
      for (i = 0; i < n; i++) {
        LLVMTypeRef e = LLVMStructGetTypeAtIndex(t, i);
        uint64_t eo = LLVMOffsetOfElement(td, t, i);
        if (eo <= off && off < eo + LLVMStoreSizeOfType(td, e)) {
          *at += eo;
          off -= eo;
          t = e;
          break;
        }
      }
      if (i == n) return NULL;
    } else if (k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) {
      LLVMTypeRef e = LLVMGetElementType(t);
      uint64_t es = LLVMABISizeOfType(td, e);
      if (!es) return NULL;
      *at += off / es * es;
      off %= es;
      t = e;
    } else {
      return k == LLVMIntegerTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind || k == LLVMHalfTypeKind ||
                     k == LLVMPointerTypeKind
                 ? t
                 : NULL;
    }
  }
  return NULL;
}

/* never written: an undefined value on every path */
static bool undefined(const sym_term *t) {
  for (int d = 0; d < 64 && t->op == SYM_ITE; d++) {
    if (!undefined(t->ops[1])) return false;
    t = t->ops[2];
  }
  return t->op == SYM_UNDEF;
}

/* The bytes [rel, rel + w/8) of copy a's destination that tgt does not write: what src's
 * copy writes there is undefined, or what was there already (an earlier copy read it from
 * that address, and nothing on the paths between may write it: verify_quiet_path). */
static bool left_alone(vctx *v, const sym_access *a, uint64_t rel, unsigned w) {
  sym_ctx *c = v->c;
  sym_term *val = sym_copy_read(v->s.sf, a->inst, rel, w);
  if (undefined(val)) return true;
  if (val->op != SYM_LOAD || val->aux < SYM_FIELD) return false;
  sym_access *m = verify_acc_by_tag(&v->s, (long)val->imm);
  if (!m || m->npointers != 2 || m->aspace[1] != a->aspace[0]) return false;
  sym_term *at = a->addr[0], *from = m->addr[1];
  if (rel) at = sym_mk(c, SYM_GEP, at->width, 0, 0, 0, 2, (sym_term *[]){at, sym_const(c, at->width, rel)});
  if (val->aux > SYM_FIELD)
    from = sym_mk(c, SYM_GEP, from->width, 0, 0, 0, 2, (sym_term *[]){from, sym_const(c, from->width, val->aux - SYM_FIELD)});
  if (sym_nf(c, at) != sym_nf(c, from)) return false;
  return verify_quiet_path(v, m->inst, a->inst, ir_mem_pointer(m->inst, 1), at);
}

/* The piece of copy a's destination at byte p: the scalar field of the source local there
 * (its offset in *rel, width in *w, bytes returned), or the byte p alone (padding, or a
 * source that is not a local); 0 when the field starts before the copy or ends after it */
static uint64_t piece_at(vctx *v, const sym_access *a, int64_t len, uint64_t p, uint64_t *rel, unsigned *w) {
  LLVMValueRef A = sym_local_of(v->s.sf, ir_mem_pointer(a->inst, 1));
  uint64_t base = 0, at = 0;
  LLVMTypeRef ft = A && sym_local_offset(v->s.sf, a->inst, 1, &base)
                       ? scalar_at(v->s.sf->td, LLVMGetAllocatedType(A), base + p, &at)
                       : NULL;
  *rel = p;
  *w = 8;
  if (!ft) return 1;
  uint64_t size = LLVMStoreSizeOfType(v->s.sf->td, ft);
  if (at < base || at - base + size > (uint64_t)len) return 0;
  *rel = at - base;
  *w = (unsigned)LLVMSizeOfTypeInBits(v->s.sf->td, ft);
  return size;
}

/* Every byte of copy a's destination that no paired tgt store writes is left alone; else
 * false with the first such range in why. */
static bool covered(vctx *v, const sym_access *a, int64_t len, const unsigned char *done, char *why, size_t n) {
  for (int64_t p = 0; p < len;) {
    if (done[p]) {
      p++;
      continue;
    }
    uint64_t rel;
    unsigned w;
    uint64_t size = piece_at(v, a, len, (uint64_t)p, &rel, &w);
    bool ok = size > 0;
    for (uint64_t q = rel; ok && q < rel + size; q++) ok = !done[q];
    if (!ok || !left_alone(v, a, rel, w)) {
      snprintf(why, n, "bytes %lld to %lld of the copy's destination: tgt does not write them, and src's copy may change them",
               (long long)p, ok ? (long long)(rel + size - 1) : (long long)p);
      return false;
    }
    p = (int64_t)(rel + size);
  }
  return true;
}

/* One pair of pseudo-accesses: src's F against tgt's B, tagged-pair obligations with
 * reach-added (tgt runs B only where src runs a and `when` holds), under the rule note. */
static v_verdict check_piece(vctx *v, const sym_access *a, sym_access *F, sym_access *B, sym_term *when, const char *what) {
  char rule[240], where[32] = "";
  int line = ir_line_of(v->t.lm, B->inst);
  if (line) snprintf(where, sizeof where, " (tgt line %d)", line);
  snprintf(rule, sizeof rule, "split-copy: tgt's untagged %s%s: %s", ir_memkind_name(B->kind), where, what);
  v->rule_note = rule;
  v_verdict r = verify_check_access(v, F, B, F->value ? V_CHECK_MERGED : V_CHECK_READ);
  if (r != V_CEX) r = verify_worse(r, verify_reach_added(v, F, B, sym_and(v->c, a->reach, when)));
  v->rule_note = NULL;
  return r;
}

/* tgt's access b, paired with src copy a on side k (0: its destination, 1: its source) at
 * offset off */
static v_verdict check_paired(vctx *v, sym_access *a, sym_access *b, int j, int k, int64_t len, unsigned char *done) {
  split_state *s = sstate(v);
  sym_ctx *c = v->c;
  uint64_t off = s->off[k][j];
  char what[120];
  int64_t blen = verify_copy_len(b);
  sym_term *when = sym_true(c), *base = k ? sym_copy_source(v->s.sf, a->inst, &when) : a->addr[0];
  if (!base) return V_UNSUPPORTED; /* (paired by it) */
  if (blen < 0) { /* a scalar load of the copy's source, a store to its destination */
    uint64_t bytes = LLVMStoreSizeOfType(v->t.sf->td, ir_mem_type(b->inst));
    snprintf(what, sizeof what, "bytes %llu to %llu of the copy's %s", (unsigned long long)off,
             (unsigned long long)(off + bytes - 1), k ? "source" : "destination");
    sym_access F = at_offset(v, b, a, k, base, off, k ? NULL : sym_copy_read(v->s.sf, a->inst, off, b->value->width));
    if (!k) memset(done + off, 1, (size_t)bytes);
    return check_piece(v, a, &F, b, when, what);
  }
  snprintf(what, sizeof what, "copies bytes %llu to %llu of the copy's %s", (unsigned long long)off,
           (unsigned long long)(off + (uint64_t)blen - 1), k ? "source" : "destination");
  if (k) { /* the copy reads a's source there */
    sym_access F = at_offset(v, b, a, 1, base, off, NULL), B = at_offset(v, b, b, 1, b->addr[1], 0, NULL);
    return check_piece(v, a, &F, &B, when, what);
  }
  /* it writes a's destination there, piece by piece, what src's copy s->src[1][j] reads at
   * the same place of its source (tgt reads what src reads there) */
  const sym_access *from = &v->s.sf->acc[s->src[1][j]];
  sym_term *fwhen;
  uint64_t q = s->off[1][j];
  v_verdict r = V_PROVED;
  if (!sym_copy_source(v->s.sf, from->inst, &fwhen) || !sym_is_const(fwhen, 1)) {
    verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "tgt's copy (tgt line %d) reads what src's copy #%ld reads through a pointer it chooses",
                ir_line_of(v->t.lm, b->inst), from->tag);
    return V_UNSUPPORTED;
  }
  for (uint64_t p = 0; p < (uint64_t)blen && r != V_CEX;) {
    uint64_t rel;
    unsigned w;
    uint64_t size = piece_at(v, a, len, off + p, &rel, &w);
    if (!size || rel < off || rel + size > off + (uint64_t)blen) {
      verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "tgt's copy (tgt line %d) splits a field of the copy's source",
                  ir_line_of(v->t.lm, b->inst));
      return V_UNSUPPORTED;
    }
    sym_access F = at_offset(v, b, a, 0, a->addr[0], rel, sym_copy_read(v->s.sf, a->inst, rel, w));
    sym_access B = at_offset(v, b, b, 0, b->addr[0], rel - off, sym_copy_read(v->s.sf, from->inst, q + rel - off, w));
    r = verify_worse(r, check_piece(v, a, &F, &B, sym_true(c), what));
    memset(done + rel, 1, (size_t)size);
    p = rel + size - off;
  }
  return r;
}

/* A src copy tgt lost (verify_split_planned): the obligations of each piece tgt reads or
 * writes, and the coverage of its destination. */
static v_verdict verify_split_access(vctx *v, sym_access *a) {
  int64_t len = verify_copy_len(a);
  int self = (int)(a - v->s.sf->acc), nt = v->t.sf->naccess, nread = 0, nwrite = 0;
  bool to_local = local_operand(v, a, 0);
  if (to_local && !verify_local_gone(v, sym_local_of(v->s.sf, ir_mem_pointer(a->inst, 0)))) {
    verify_note(v, V_UNSUPPORTED, "unsupported", a->tag,
                "copy into a local variable deleted by the transformation, while tgt still has the variable");
    return V_UNSUPPORTED;
  }
  unsigned char *done = calloc((size_t)len + 1, 1);
  if (!done) ir_oom();
  v_verdict r = V_PROVED;
  v->piece_of = a; /* (each piece's premises are the whole copy's) */
  for (int j = 0; j < nt && r != V_CEX && sstate(v)->src[0]; j++)
    for (int k = 0; k < 2 && r != V_CEX; k++) {
      if (sstate(v)->src[k][j] != self) continue;
      r = verify_worse(r, check_paired(v, a, &v->t.sf->acc[j], j, k, len, done));
      k ? nread++ : nwrite++;
    }
  v->piece_of = NULL;
  char why[200];
  if (r != V_CEX && !to_local && !covered(v, a, len, done, why, sizeof why)) {
    if (!nread && !nwrite)
      verify_note(v, V_UNSUPPORTED, "unsupported", a->tag,
                  "copy deleted by the transformation, and no untagged tgt access reads or writes at a constant "
                  "offset into its source or destination (split-copy rule)");
    else
      verify_note(v, V_UNSUPPORTED, "unsupported", a->tag, "copy split by the transformation (%d read%s and %d write%s in tgt): %s",
                  nread, nread == 1 ? "" : "s", nwrite, nwrite == 1 ? "" : "s", why);
    r = verify_worse(r, V_UNSUPPORTED);
  }
  free(done);
  if (r == V_PROVED) v->fr->rule[V_RULE_SPLIT]++;
  return r;
}

static void verify_split_free(vctx *v) {
  for (int k = 0; k < 2; k++) {
    free(sstate(v)->src[k]);
    free(sstate(v)->off[k]);
    free(sstate(v)->base[k]);
  }
  memset(sstate(v), 0, sizeof(split_state));
}

static void split_claim(vctx *v, int lost, int unpaired) {
  if (lost && unpaired) verify_split_assign(v); /* (what the merged rule did not take) */
}

static bool split_takes(vctx *v, sym_access *a, sym_access *b, int lost) {
  (void)lost;
  return !b && verify_split_planned(v, a);
}

static v_verdict split_check(vctx *v, sym_access *a, int i, sym_access *b, int lost) {
  (void)i, (void)b, (void)lost;
  v_verdict r = verify_split_access(v, a);
  if (v->o->verbose && r != V_UNSUPPORTED) verify_verbose_line(v, a, r, false);
  return r;
}

static bool split_tgt_access(vctx *v, sym_access *b, int i) {
  (void)b;
  return verify_split_covers(v, i); /* (checked with the src copy it stands for) */
}

const verify_rule verify_rule_split = {.name = "split",
                                       .claim = split_claim,
                                       .takes = split_takes,
                                       .check = split_check,
                                       .tgt_access = split_tgt_access,
                                       .free = verify_split_free};
