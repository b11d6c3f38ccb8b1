/* interp: threads (running one until its quantum ends: barriers, warps, calls, allocas)
 * and the schedules that pick the next one. */
#include "interp_impl.h"

/* ---- threads ------------------------------------------------------------------------- */

frame *interp_push_frame(thr *t, const dfn *f, uint32_t ret) {
  if (t->depth == t->capfr) {
    t->capfr = t->capfr ? t->capfr * 2 : 4;
    t->fr = realloc(t->fr, (size_t)t->capfr * sizeof *t->fr);
    if (!t->fr) ir_oom();
  }
  frame *F = &t->fr[t->depth++];
  F->f = f;
  F->R = malloc((f->ncell ? f->ncell : 1) * sizeof *F->R);
  F->k = calloc((size_t)(f->nloops ? f->nloops : 1), sizeof *F->k);
  if (!F->R || !F->k) ir_oom();
  memcpy(F->R, f->tmpl, f->ncell * sizeof *F->R);
  F->pc = 0;
  F->ret = ret;
  return F;
}

void interp_pop_frame(thr *t) {
  frame *F = &t->fr[--t->depth];
  free(F->R);
  free(F->k);
}

static bool warp_ready(interp_exec *x, int warp, uint32_t m);
static void warp_release(interp_exec *x, int warp, uint32_t m);

/* ---- the runnable threads: a Fenwick tree, so that a pick is O(log threads) ------------- */

static void fw_add(interp_exec *x, int i, int d) {
  for (i++; i <= x->nt; i += i & -i) x->fw[i] += d;
}

static int fw_prefix(const interp_exec *x, int i) { /* how many of ranks 0..i */
  int s = 0;
  for (i++; i > 0; i -= i & -i) s += x->fw[i];
  return s;
}

static int fw_kth(const interp_exec *x, int k) { /* the rank of the k-th (from 1) */
  int pos = 0, step = 1;
  while (step * 2 <= x->nt) step *= 2;
  for (; step; step /= 2)
    if (pos + step <= x->nt && x->fw[pos + step] < k) {
      pos += step;
      k -= x->fw[pos];
    }
  return pos;
}

/* Every change of a thread's state goes through here, to keep the tree. */
static void set_state(interp_exec *x, thr *t, int st) {
  int old = t->st;
  t->st = st;
  if (!x->fw || old == st) return;
  int r = x->rank[t - x->t];
  if (old == TS_RUN) fw_add(x, r, -1), x->nrun--;
  if (st == TS_RUN) fw_add(x, r, 1), x->nrun++;
  x->nclwait += (st == TS_CLWAIT) - (old == TS_CLWAIT);
}

static void thread_done(interp_exec *x, thr *t) {
  while (t->depth) interp_pop_frame(t);
  set_state(x, t, TS_DONE);
  x->live--;
  /* lanes of its warp waiting at a collective no longer wait for it */
  int warp = t->id / 32;
  for (int l = 0; l < 32 && warp * 32 + l < x->nt; l++) {
    thr *o = &x->t[warp * 32 + l];
    if (o->st == TS_WARP && warp_ready(x, warp, o->warp_mask)) warp_release(x, warp, o->warp_mask);
  }
}

/* Releases the threads waiting at barrier id.  One that every thread of the CTA waited at
 * (and none only arrived at) starts a new phase: it orders everything before it before
 * everything after.  Any other orders what its vector clocks say (interp_sync.c). */
static void release(interp_exec *x, int id) {
  unsigned pop = 0, all = 1, any = 0;
  int nw = 0;
  thr **ws = malloc((size_t)x->nt * sizeof *ws);
  if (!ws) ir_oom();
  for (int i = 0; i < x->nt; i++) {
    thr *t = &x->t[i];
    if (t->st != TS_BAR || t->bar != id) continue;
    pop += t->bar_pred;
    all &= t->bar_pred;
    any |= t->bar_pred;
    ws[nw++] = t;
  }
  bool full = nw == x->nt && !x->barpart[id];
  interp_sync_release(x, ws, nw, id, full);
  for (int i = 0; i < nw; i++) {
    thr *t = ws[i];
    set_state(x, t, TS_RUN);
    if (full) {
      t->phase++;
      if (t->vc) t->vc[t->id]++; /* (clocks are compared within a phase only) */
    }
    if (t->bar_kind && t->bar_dst != NOSLOT) {
      cell *d = &t->fr[t->depth - 1].R[t->bar_dst];
      d->v = t->bar_kind == 1 ? pop : t->bar_kind == 2 ? all : any;
      d->prov = d->poison = 0;
    }
  }
  free(ws);
  x->arrived[id] = 0;
  x->expect[id] = 0;
  x->barpart[id] = false;
}

/* Arrives at a barrier (the thread blocks, unless it only arrives: bar.arrive); false after
 * UB.  Its stores are visible to the CTA from here on. */
static bool do_barrier(interp_exec *x, thr *t, uint32_t pc, const ins *I, const cell *R) {
  unsigned id = 0, cnt = (unsigned)x->nt;
  if (I->a != NOSLOT) {
    if (R[I->a].poison || R[I->a].v >= 16) {
      interp_stop(x, INTERP_UB, t, pc, "barrier id %s", R[I->a].poison ? "is poison" : "out of range");
      return false;
    }
    id = (unsigned)R[I->a].v;
  }
  if (I->b != NOSLOT) {
    if (R[I->b].poison || R[I->b].v == 0) {
      interp_stop(x, INTERP_UB, t, pc, "barrier thread count %s", R[I->b].poison ? "is poison" : "is 0");
      return false;
    }
    cnt = (unsigned)R[I->b].v;
  }
  if (I->c != NOSLOT && R[I->c].poison) {
    interp_stop(x, INTERP_UB, t, pc, "barrier predicate is poison");
    return false;
  }
  if (x->expect[id] && x->expect[id] != cnt) {
    interp_stop(x, INTERP_UB, t, pc, "barrier %u reached with thread counts %u and %u", id, x->expect[id], cnt);
    return false;
  }
  x->expect[id] = cnt;
  interp_sb_flush(x, t, 0, 0, 0);
  interp_sync_arrive(x, t, (int)id);
  if (I->fl & F_FLAG) { /* bar.arrive: counts toward the barrier, does not wait */
    x->barpart[id] = true;
    if ((unsigned)++x->arrived[id] >= cnt) release(x, (int)id);
    return true;
  }
  set_state(x, t, TS_BAR);
  t->bar = (int)id;
  t->bar_kind = (uint8_t)I->imm;
  t->bar_dst = I->d;
  t->bar_pred = I->c != NOSLOT && R[I->c].v != 0;
  if ((unsigned)++x->arrived[id] >= cnt) release(x, (int)id);
  return true;
}

/* The lanes of t's warp that take part in a collective with mask m: those that exist in the
 * CTA and have not exited (PTX: "all non-exited threads from membermask"). */
static bool warp_member(const interp_exec *x, int warp, unsigned lane, uint32_t m) {
  int id = warp * 32 + (int)lane;
  return (m >> lane & 1) && id < x->nt && x->t[id].st != TS_DONE;
}

/* the warp kinds beyond the shuffles (0-3) and votes (4-7): bar.warp.sync, redux.sync */
enum { WK_SYNC = 8, WK_REDUX = 9, WK_MATCH_ANY = 10 };

static unsigned warp_first(thr *const lane[32]) {
  for (unsigned l = 0; l < 32; l++)
    if (lane[l]) return l;
  return 0;
}

/* Computes every waiting lane's result once all lanes of the mask have arrived. */
static void warp_release(interp_exec *x, int warp, uint32_t m) {
  thr *lane[32] = {0};
  for (unsigned l = 0; l < 32; l++)
    if (warp_member(x, warp, l, m)) lane[l] = &x->t[warp * 32 + (int)l];
  unsigned f0 = warp_first(lane);
  if (lane[f0] && lane[f0]->warp_kind == WK_SYNC) { /* bar.warp.sync: the lanes meet, nothing exchanged */
    thr *met[32];
    int nm = 0;
    for (unsigned l = 0; l < 32; l++)
      if (lane[l]) met[nm++] = lane[l];
    interp_sync_meet(x, met, nm);
    for (int i = 0; i < nm; i++) set_state(x, met[i], TS_RUN);
    return;
  }
  uint32_t ballot = 0, all = 1, any = 0;
  bool uni = true;
  int first = -1;
  for (unsigned l = 0; l < 32; l++) {
    if (!lane[l]) continue;
    uint32_t p = lane[l]->warp_val.v != 0;
    ballot |= p << l;
    all &= p;
    any |= p;
    if (first < 0) first = (int)l;
    else uni &= p == (lane[first]->warp_val.v != 0);
  }
  cell red = {0, 0, 0}; /* redux.sync: the lanes' values reduced (warp_add is the operation) */
  if (lane[f0] && lane[f0]->warp_kind == WK_REDUX) {
    bool firstv = true;
    for (unsigned l = 0; l < 32; l++) {
      if (!lane[l]) continue;
      uint32_t v = (uint32_t)lane[l]->warp_val.v, a = (uint32_t)red.v;
      red.poison |= lane[l]->warp_val.poison;
      if (firstv) {
        red.v = v;
        firstv = false;
        continue;
      }
      switch (lane[f0]->warp_add) {
      case 0: red.v = (uint32_t)(a + v); break;
      case 1: red.v = (int32_t)v < (int32_t)a ? v : a; break;
      case 2: red.v = (int32_t)v > (int32_t)a ? v : a; break;
      case 3: red.v = v < a ? v : a; break;
      case 4: red.v = v > a ? v : a; break;
      case 5: red.v = a & v; break;
      case 6: red.v = a | v; break;
      default: red.v = a ^ v; break;
      }
    }
  }
  for (unsigned l = 0; l < 32; l++) {
    thr *t = lane[l];
    if (!t) continue;
    cell r = {0, 0, 0};
    if (t->warp_kind == WK_REDUX) {
      r = red;
    } else if (t->warp_kind == WK_MATCH_ANY) { /* the lanes whose value is this lane's */
      for (unsigned o = 0; o < 32; o++)
        if (lane[o] && lane[o]->warp_val.v == t->warp_val.v) r.v |= 1u << o;
      for (unsigned o = 0; o < 32; o++)
        if (lane[o]) r.poison |= lane[o]->warp_val.poison;
    } else if (t->warp_kind < 4) {
      unsigned b = t->warp_b & 31, cval = t->warp_c & 31, seg = (t->warp_c >> 8) & 31;
      int maxl = (int)((l & seg) | (cval & ~seg)), minl = (int)(l & seg), j;
      bool in;
      switch (t->warp_kind) {
      case 0: j = (int)l - (int)b; in = j >= maxl; break;
      case 1: j = (int)(l + b); in = j <= maxl; break;
      case 2: j = (int)(l ^ b); in = j <= maxl; break;
      default: j = minl | (int)(b & ~seg); in = j <= maxl; break;
      }
      bool took = in && j >= 0 && j <= 31;
      if (!took || !lane[j]) j = (int)l; /* out of range, or a lane not taking part */
      r = lane[j]->warp_val;
      if (t->warp_add && took) { /* "@p add r0, r0, own": the value fetched plus the lane's own */
        cell o = t->warp_val;
        if (t->warp_add == 1) r.v = (uint32_t)(r.v + o.v);
        else {
          float p, q;
          uint32_t pb = (uint32_t)r.v, qb = (uint32_t)o.v;
          memcpy(&p, &pb, 4);
          memcpy(&q, &qb, 4);
          p += q;
          memcpy(&pb, &p, 4);
          r.v = pb;
        }
        r.poison |= o.poison;
        r.prov = 0;
      }
    } else {
      r.v = t->warp_kind == 4 ? all : t->warp_kind == 5 ? any : t->warp_kind == 6 ? uni : ballot;
    }
    set_state(x, t, TS_RUN);
    if (t->warp_dst != NOSLOT) t->fr[t->depth - 1].R[t->warp_dst] = r;
  }
}

/* Waits until every non-exited lane of the mask is at a warp collective, then exchanges;
 * false after UB. */
static bool warp_ready(interp_exec *x, int warp, uint32_t m) {
  for (unsigned l = 0; l < 32; l++)
    if (warp_member(x, warp, l, m) && x->t[warp * 32 + (int)l].st != TS_WARP) return false;
  return true;
}

static bool do_warp(interp_exec *x, thr *t, uint32_t pc, const ins *I, const cell *R) {
  static const cell none = {0, 0, 0};
  const cell *mk = &R[I->a], *v = I->b != NOSLOT ? &R[I->b] : &none;
  unsigned lane = (unsigned)t->id % 32;
  if (mk->poison || !(mk->v >> lane & 1)) {
    interp_stop(x, INTERP_UB, t, pc, "warp collective with %s", mk->poison ? "a poison mask" : "a mask without its own lane");
    return false;
  }
  uint32_t cs = (uint32_t)(uintptr_t)I->x;
  unsigned kind = (unsigned)(I->imm & 0xff);
  if (kind < 4 && ((I->c != NOSLOT && R[I->c].poison) || (cs && R[cs - 1].poison))) {
    interp_stop(x, INTERP_UB, t, pc, "shuffle with a poison lane or clamp");
    return false;
  }
  if (kind >= 4 && kind < WK_REDUX && v->poison) {
    interp_stop(x, INTERP_UB, t, pc, "vote on poison");
    return false;
  }
  if (kind == WK_SYNC) interp_sb_flush(x, t, 0, 0, 0); /* bar.warp.sync orders memory among the lanes */
  set_state(x, t, TS_WARP);
  t->warp_at = I;
  t->warp_kind = (uint8_t)kind;
  t->warp_add = (uint8_t)(I->imm >> 8);
  t->warp_dst = I->d;
  t->warp_mask = (uint32_t)mk->v;
  t->warp_val = *v;
  t->warp_b = I->c != NOSLOT ? (uint32_t)R[I->c].v : 0;
  t->warp_c = cs ? (uint32_t)R[cs - 1].v : 0;
  int warp = t->id / 32;
  for (unsigned l = 0; l < 32; l++) {
    if (!warp_member(x, warp, l, t->warp_mask)) continue;
    const thr *o = &x->t[warp * 32 + (int)l];
    if (o->st == TS_WARP &&
        (o->warp_kind != t->warp_kind || o->warp_mask != t->warp_mask || o->warp_add != t->warp_add)) {
      interp_stop(x, INTERP_UB, t, pc, "warp collectives of lanes %u and %u differ (kind or mask)", lane, l);
      return false;
    }
  }
  if (warp_ready(x, warp, t->warp_mask)) warp_release(x, warp, t->warp_mask);
  return true;
}

static bool cluster_ready(const interp_exec *x, const thr *t) {
  for (int i = 0; i < x->nt; i++)
    if (x->t[i].st != TS_DONE && x->t[i].clgen < t->clgen) return false;
  return true;
}

static uint64_t bswap64(uint64_t v, unsigned w) {
  uint64_t r = 0;
  for (unsigned i = 0; i < w / 8; i++) r |= ((v >> (8 * i)) & 0xff) << (w - 8 - 8 * i);
  return r;
}

/* Runs thread t for at most budget instructions, or to the end of its block, or until it
 * blocks, exits or stops the execution. */
static void run_thread(interp_exec *x, thr *t, int64_t budget, bool to_block_end) {
  frame *F = &t->fr[t->depth - 1];
  cell *R = F->R;
  const ins *code = F->f->code;
  uint32_t pc = F->pc;
  int64_t n = 0;
  while (n < budget) {
    const ins *I = &code[pc];
    n++;
    switch ((iop)I->op) {
    case OP_NOP: pc++; break;
    case OP_MOV: memmove(&R[I->d], &R[I->a], I->imm * sizeof *R); pc++; break;
    case OP_ADD: case OP_SUB: case OP_MUL: case OP_UDIV: case OP_SDIV: case OP_UREM: case OP_SREM: case OP_SHL:
    case OP_LSHR: case OP_ASHR: case OP_AND: case OP_OR: case OP_XOR: case OP_SMIN: case OP_SMAX: case OP_UMIN:
    case OP_UMAX: {
      const cell *a = &R[I->a], *b = &R[I->b];
      uint64_t r;
      int s = interp_alu(I->op, I->fl, I->w, a->v, b->v, &r);
      if (s >= ALU_DIV0 || ((I->op >= OP_UDIV && I->op <= OP_SREM) && b->poison)) {
        interp_stop(x, INTERP_UB, t, pc, "%s", b->poison ? "division by poison" : s == ALU_DIV0 ? "division by zero"
                                                                                           : "signed division overflow");
        goto out;
      }
      cell *d = &R[I->d];
      d->v = r;
      d->prov = int_prov(I->op, a->prov, b->prov);
      d->poison = a->poison | b->poison | (s == ALU_POISON);
      pc++;
      break;
    }
    case OP_ICMP: {
      const cell *a = &R[I->a], *b = &R[I->b];
      cell *d = &R[I->d];
      d->v = interp_icmp((unsigned)I->imm, I->w, a->v, b->v);
      d->prov = 0;
      d->poison = a->poison | b->poison;
      pc++;
      break;
    }
    case OP_SELECT: {
      const cell *c = &R[I->a];
      const cell *s = (c->v & 1) ? &R[I->b] : &R[I->c];
      memmove(&R[I->d], s, I->imm * sizeof *R);
      if (c->poison)
        for (uint64_t i = 0; i < I->imm; i++) R[I->d + i].poison = 1;
      pc++;
      break;
    }
    case OP_TRUNC: case OP_ZEXT: case OP_SEXT: {
      const cell *a = &R[I->a];
      cell *d = &R[I->d];
      uint64_t r;
      bool po = interp_cast_int(I->op, I->fl, (unsigned)I->imm, I->w, a->v, &r);
      d->v = r;
      d->prov = 0;
      d->poison = a->poison | po;
      pc++;
      break;
    }
    case OP_FPTOSI: case OP_FPTOUI: case OP_SITOFP: case OP_UITOFP: case OP_FPEXT: case OP_FPTRUNC: {
      const cell *a = &R[I->a];
      cell *d = &R[I->d];
      uint64_t r;
      bool po = interp_cast_fp(I->op, I->fl, (unsigned)I->imm, I->w, a->v, &r);
      d->v = r;
      d->prov = 0;
      d->poison = a->poison | po;
      pc++;
      break;
    }
    case OP_PTRTOINT: {
      cell a = R[I->a];
      R[I->d] = (cell){a.v & mask(I->w), a.prov, a.poison};
      pc++;
      break;
    }
    case OP_INTTOPTR: {
      cell a = R[I->a];
      uint64_t v = a.v & mask(I->w);
      R[I->d] = (cell){v, a.poison ? 0 : a.prov ? a.prov : interp_decode_addr(x, t->id, (unsigned)I->imm, v), a.poison};
      pc++;
      break;
    }
    case OP_ASCAST: {
      cell a = R[I->a];
      R[I->d] = (cell){interp_ascast(a.v, (unsigned)(I->imm >> 16), (unsigned)(I->imm & 0xffff), I->w), a.prov, a.poison};
      pc++;
      break;
    }
    case OP_BITCAST: {
      unsigned sw = (unsigned)(I->imm >> 32), sl = (unsigned)(I->imm >> 16) & 0xffff, dl = (unsigned)I->imm & 0xffff;
      uint8_t bytes[512];
      uint32_t po = 0;
      for (unsigned l = 0; l < sl && (l + 1) * sw / 8 <= sizeof bytes; l++) {
        memcpy(bytes + l * sw / 8, &R[I->a + l].v, sw / 8);
        po |= R[I->a + l].poison;
      }
      for (unsigned l = 0; l < dl; l++) {
        cell *d = &R[I->d + l];
        d->v = interp_lane_get(bytes + l * I->w / 8, I->w / 8u, I->w);
        d->prov = 0;
        d->poison = po;
      }
      pc++;
      break;
    }
    case OP_FADD: case OP_FSUB: case OP_FMUL: case OP_FDIV: case OP_FREM: case OP_FMIN: case OP_FMAX: {
      const cell *a = &R[I->a], *b = &R[I->b];
      cell *d = &R[I->d];
      if (I->w == 32) {
        float p = interp_f32of(a->v), q = interp_f32of(b->v), r;
        switch (I->op) {
        case OP_FADD: r = p + q; break;
        case OP_FSUB: r = p - q; break;
        case OP_FMUL: r = p * q; break;
        case OP_FDIV: r = p / q; break;
        case OP_FREM: r = fmodf(p, q); break;
        case OP_FMIN: r = fminf(p, q); break;
        default: r = fmaxf(p, q); break;
        }
        d->v = isnan(r) ? 0x7fc00000u : interp_fbits32(r);
      } else { /* double, and half computed in double (exact for +, -, *) and rounded once */
        double p = interp_fget(a->v, I->w), q = interp_fget(b->v, I->w), r;
        switch (I->op) {
        case OP_FADD: r = p + q; break;
        case OP_FSUB: r = p - q; break;
        case OP_FMUL: r = p * q; break;
        case OP_FDIV: r = p / q; break;
        case OP_FREM: r = fmod(p, q); break;
        case OP_FMIN: r = fmin(p, q); break;
        default: r = fmax(p, q); break;
        }
        d->v = interp_fput(r, I->w);
      }
      d->prov = 0;
      d->poison = a->poison | b->poison;
      pc++;
      break;
    }
    case OP_FNEG: case OP_FABS: case OP_FSQRT: {
      const cell *a = &R[I->a];
      cell *d = &R[I->d];
      uint64_t sign = 1ULL << (I->w - 1);
      if (I->op == OP_FNEG) d->v = a->v ^ sign;
      else if (I->op == OP_FABS) d->v = a->v & ~sign;
      else d->v = I->w == 32 ? interp_fput(sqrtf(interp_f32of(a->v)), 32) : interp_fput(sqrt(interp_fget(a->v, I->w)), I->w);
      d->prov = 0;
      d->poison = a->poison;
      pc++;
      break;
    }
    case OP_HALF: {
      const cell *c0 = &R[I->a], *c1 = I->b != NOSLOT ? &R[I->b] : c0, *c2 = I->c != NOSLOT ? &R[I->c] : c0;
      uint64_t av[3] = {c0->v, c1->v, c2->v};
      cell *d = &R[I->d];
      bool poison = c0->poison || c1->poison || c2->poison;
      d->v = interp_half((int)I->imm, av, I->w) & sym_mask(I->w);
      d->prov = 0;
      d->poison = poison;
      pc++;
      break;
    }
    case OP_NVMATH: {
      const cell *c0 = &R[I->a], *c1 = I->b != NOSLOT ? &R[I->b] : c0, *c2 = I->c != NOSLOT ? &R[I->c] : c0;
      uint64_t av[3] = {c0->v, c1->v, c2->v};
      unsigned aw[3] = {(unsigned)(I->imm >> 32) & 0xff, (unsigned)(I->imm >> 40) & 0xff, (unsigned)(I->imm >> 48) & 0xff};
      cell *d = &R[I->d];
      bool poison = c0->poison || c1->poison || c2->poison;
      d->v = interp_nvmath((int)(I->imm & 0xffffff) & 0x7fffff, (int)(I->imm >> 24) & 0xff, av, aw, I->w) & sym_mask(I->w);
      d->prov = 0;
      d->poison = poison;
      pc++;
      break;
    }
    case OP_FMATH: {
      const cell *a = &R[I->a];
      cell *d = &R[I->d];
      unsigned fn = (unsigned)(I->imm & 0xff), aw = (unsigned)(I->imm >> 8);
      double xa = interp_fget(a->v, aw), r;
      switch (fn) {
      case 0: r = 1.0 / sqrt(xa); break;
      case 1: r = sqrt(xa); break;
      case 2: r = exp2(xa); break;
      case 3: r = log2(xa); break;
      case 4: r = sin(xa); break;
      case 5: r = cos(xa); break;
      case 6: r = 1.0 / xa; break;
      case 7: r = fabs(xa); break;
      case 8: r = exp(xa); break;
      case 9: r = log(xa); break;
      case 10: r = floor(xa); break;
      case 11: r = ceil(xa); break;
      case 12: r = trunc(xa); break;
      case 13: r = nearbyint(xa); break;
      case 14: r = round(xa); break;
      case 15: r = xa < 0 ? 0 : xa > 1 ? 1 : xa; break;
      case 19: r = tanh(xa); break;
      case 20: r = tan(xa); break;
      default: r = xa; break;
      }
      if (fn == 17 || fn == 18) { /* to integer, rounding to nearest even; NaN and overflow as PTX: 0 / clamped */
        double rr = nearbyint(xa);
        int64_t lo = fn == 17 ? -(int64_t)(1ULL << (I->w - 1)) : 0;
        uint64_t hi = fn == 17 ? (1ULL << (I->w - 1)) - 1 : sym_mask(I->w);
        uint64_t v;
        if (rr != rr) v = 0;
        else if (rr <= (double)lo) v = (uint64_t)lo;
        else if (rr >= (double)hi) v = hi;
        else v = fn == 17 ? (uint64_t)(int64_t)rr : (uint64_t)rr;
        d->v = v & sym_mask(I->w);
      } else {
        d->v = I->w == 32 ? interp_fput((float)r, 32) : interp_fput(r, I->w);
      }
      d->prov = 0;
      d->poison = a->poison;
      pc++;
      break;
    }
    case OP_FMA: {
      const cell *a = &R[I->a], *b = &R[I->b], *c = &R[I->c];
      cell *d = &R[I->d];
      if (I->w == 32) {
        float r = fmaf(interp_f32of(a->v), interp_f32of(b->v), interp_f32of(c->v));
        d->v = isnan(r) ? 0x7fc00000u : interp_fbits32(r);
      } else {
        d->v = interp_fput(fma(interp_fget(a->v, I->w), interp_fget(b->v, I->w), interp_fget(c->v, I->w)), I->w);
      }
      d->prov = 0;
      d->poison = a->poison | b->poison | c->poison;
      pc++;
      break;
    }
    case OP_FCMP: {
      const cell *a = &R[I->a], *b = &R[I->b];
      cell *d = &R[I->d];
      d->v = interp_fcmp((unsigned)I->imm, interp_fget(a->v, I->w), interp_fget(b->v, I->w));
      d->prov = 0;
      d->poison = a->poison | b->poison;
      pc++;
      break;
    }
    case OP_FSHL: case OP_FSHR: { /* the funnel shifts: (a:b) shifted by c mod w, the high (fshl) or low (fshr) half */
      const cell *a = &R[I->a], *b = &R[I->b], *c = &R[I->c];
      cell *d = &R[I->d];
      unsigned w = I->w, s = w ? (unsigned)(c->v % w) : 0;
      uint64_t m = mask(w);
      if (!s) d->v = (I->op == OP_FSHL ? a->v : b->v) & m;
      else if (I->op == OP_FSHL) d->v = ((a->v << s) | ((b->v & m) >> (w - s))) & m;
      else d->v = (((a->v & m) << (w - s)) | ((b->v & m) >> s)) & m;
      d->prov = 0;
      d->poison = a->poison | b->poison | c->poison;
      pc++;
      break;
    }
    case OP_ABS: case OP_CTPOP: case OP_CTLZ: case OP_CTTZ: case OP_BSWAP: case OP_BITREV: {
      const cell *a = &R[I->a];
      cell *d = &R[I->d];
      unsigned w = I->w;
      uint64_t v = a->v, r;
      uint32_t po = a->poison;
      switch (I->op) {
      case OP_ABS:
        r = sx(v, w) < 0 ? (0 - v) & mask(w) : v;
        if (I->fl & F_FLAG && w && v == 1ULL << (w - 1)) po = 1;
        break;
      case OP_CTPOP: r = (uint64_t)__builtin_popcountll(v); break;
      case OP_CTLZ:
        r = v ? (uint64_t)(__builtin_clzll(v) - (64 - (int)w)) : w;
        if (!v && I->fl & F_FLAG) po = 1;
        break;
      case OP_CTTZ:
        r = v ? (uint64_t)__builtin_ctzll(v) : w;
        if (!v && I->fl & F_FLAG) po = 1;
        break;
      case OP_BITREV:
        r = 0;
        for (unsigned i = 0; i < w; i++) r |= ((v >> i) & 1) << (w - 1 - i);
        break;
      default: r = bswap64(v, w); break;
      }
      d->v = r;
      d->prov = 0;
      d->poison = po;
      pc++;
      break;
    }
    case OP_OVFOP: {
      static const unsigned op[] = {OP_ADD, OP_ADD, OP_SUB, OP_SUB, OP_MUL, OP_MUL};
      const cell *a = &R[I->a], *b = &R[I->b];
      uint64_t r;
      int s = interp_alu(op[I->imm], I->imm & 1 ? F_NUW : F_NSW, I->w, a->v, b->v, &r);
      R[I->d] = (cell){r, 0, a->poison | b->poison};
      R[I->d + 1] = (cell){s == ALU_POISON, 0, a->poison | b->poison};
      pc++;
      break;
    }
    case OP_SAT: {
      const cell *a = &R[I->a], *b = &R[I->b];
      unsigned w = I->w;
      uint64_t r;
      bool sub = I->imm >= 2, sgn = !(I->imm & 1);
      int s = interp_alu(sub ? OP_SUB : OP_ADD, sgn ? F_NSW : F_NUW, w, a->v, b->v, &r);
      if (s == ALU_POISON) {
        if (!sgn) r = sub ? 0 : mask(w);
        else r = sx(a->v, w) < 0 ? 1ULL << (w - 1) : mask(w) >> 1;
      }
      R[I->d] = (cell){r, 0, a->poison | b->poison};
      pc++;
      break;
    }
    case OP_PTRMASK: {
      cell a = R[I->a], b = R[I->b];
      R[I->d] = (cell){a.v & b.v, a.prov, a.poison | b.poison};
      pc++;
      break;
    }
    case OP_FREEZE:
      for (uint64_t i = 0; i < I->imm; i++) R[I->d + i] = R[I->a + i].poison ? (cell){0, 0, 0} : R[I->a + i];
      pc++;
      break;
    case OP_GEP: R[I->d] = interp_gep_eval(I->x, I->fl, R[I->a], R, interp_exec_obj, x); pc++; break;
    case OP_LOAD:
      if (!interp_do_load(x, t, pc, I, R)) goto out;
      pc++;
      break;
    case OP_STORE:
      if (!interp_do_store(x, t, pc, I, R)) goto out;
      pc++;
      break;
    case OP_RMW: case OP_CMPXCHG:
      if (!interp_do_rmw(x, t, pc, I, R)) goto out;
      pc++;
      break;
    case OP_MEMCPY: case OP_MEMSET:
      if (!interp_do_memintr(x, t, pc, I, R)) goto out;
      pc++;
      break;
    case OP_ALLOCA:
      if (!interp_do_alloca(x, t, pc, I, R)) goto out;
      pc++;
      break;
    case OP_SREG: {
      unsigned r = (unsigned)I->imm, dim = r % 3;
      uint64_t v;
      if (r < 3) v = t->tid[dim];
      else if (r < 6) v = x->in.ntid[dim];
      else if (r < 9) v = x->in.ctaid[dim];
      else if (r < 12) v = x->in.nctaid[dim];
      else if (r == 12) v = (uint64_t)t->id % 32;
      else if (r == 13) v = 32;
      else if (r < 19) { /* %lanemask_eq, _le, _lt, _ge, _gt */
        uint64_t l = (uint64_t)t->id % 32, bit = 1ull << l;
        v = r == 14 ? bit : r == 15 ? (bit << 1) - 1 : r == 16 ? bit - 1 : r == 17 ? ~(bit - 1) : ~((bit << 1) - 1);
      } else if (r == 19) { /* __activemask(): the lanes of the warp that exist and have not exited
                               (each thread runs on its own under every schedule, so no narrower
                               convergence is promised) */
        int w0 = t->id / 32 * 32;
        v = 0;
        for (int l = 0; l < 32 && w0 + l < x->nt; l++)
          if (x->t[w0 + l].st != TS_DONE) v |= 1ull << l;
      } else { /* clock(), clock64(), %globaltimer: 1000 more at each of the thread's reads, the
                  same in src and tgt where they read as often, and a spin on them ends */
        v = ++t->clocks * 1000;
      }
      R[I->d] = (cell){v & mask(I->w), 0, 0};
      pc++;
      break;
    }
    case OP_BARRIER:
      F->pc = pc;
      if (I->x) interp_record_sync(x, t, I->x);
      if (!do_barrier(x, t, pc, I, R)) goto out;
      pc++;
      if (t->st != TS_RUN) goto out;
      break;
    case OP_WARP:
      F->pc = pc;
      if (!do_warp(x, t, pc, I, R)) goto out;
      pc++;
      if (t->st != TS_RUN) goto out;
      break;
    case OP_FENCE:
      if (I->x) interp_record_sync(x, t, I->x);
      interp_sync_fence(x, t);
      pc++;
      break;
    case OP_CL_ARRIVE: t->clgen++; pc++; break;
    case OP_CL_WAIT:
      pc++;
      if (!cluster_ready(x, t)) {
        set_state(x, t, TS_CLWAIT);
        goto out;
      }
      break;
    case OP_ASSUME:
      if (R[I->a].poison || !(R[I->a].v & 1)) {
        interp_stop(x, INTERP_UB, t, pc, "llvm.assume of %s", R[I->a].poison ? "poison" : "false");
        goto out;
      }
      pc++;
      break;
    case OP_EXTRACT: {
      cell ix = R[I->b];
      uint64_t i = ix.v & mask(I->w);
      R[I->d] = ix.poison || i >= I->imm ? (cell){0, 0, 1} : R[I->a + i];
      pc++;
      break;
    }
    case OP_INSERT: {
      cell ix = R[I->b];
      uint64_t i = ix.v & mask(I->w);
      if (ix.poison || i >= I->imm)
        for (uint64_t l = 0; l < I->imm; l++) R[I->d + l].poison = 1;
      else R[I->d + i] = R[I->a];
      pc++;
      break;
    }
    case OP_CALL: {
      const calld *cd = I->x;
      if (t->depth >= MAX_DEPTH) {
        interp_stop(x, INTERP_ERROR, t, pc, "calls nested deeper than %d", MAX_DEPTH);
        goto out;
      }
      F->pc = pc;
      const dfn *g = &x->p->fn[cd->callee];
      frame *G = interp_push_frame(t, g, I->d);
      F = &t->fr[t->depth - 2];
      for (int i = 0; i < cd->nargs && i < g->nargs; i++)
        memcpy(&G->R[g->argslot[i]], &F->R[cd->args[i]], cd->ncell[i] * sizeof *R);
      F = G;
      R = F->R;
      code = F->f->code;
      pc = 0;
      break;
    }
    case OP_RET: {
      if (t->depth == 1) {
        thread_done(x, t);
        x->steps += (uint64_t)n;
        return;
      }
      cell rv[64];
      unsigned nc = (unsigned)I->imm < 64 ? (unsigned)I->imm : 64;
      if (I->a != NOSLOT) memcpy(rv, &R[I->a], nc * sizeof *rv);
      interp_pop_frame(t);
      F = &t->fr[t->depth - 1];
      R = F->R;
      code = F->f->code;
      pc = F->pc;
      if (code[pc].d != NOSLOT && I->a != NOSLOT) memcpy(&R[code[pc].d], rv, nc * sizeof *rv);
      pc++;
      break;
    }
    case OP_BR: case OP_CBR: case OP_SWITCH: {
      const edge *e;
      if (I->op == OP_BR) {
        e = I->x;
      } else {
        cell c = R[I->a];
        if (c.poison) {
          interp_stop(x, INTERP_UB, t, pc, "branch on poison");
          goto out;
        }
        if (I->op == OP_CBR) {
          e = ((edge **)I->x)[(c.v & 1) ? 0 : 1];
        } else {
          const swd *s = I->x;
          e = s->def;
          for (int i = 0; i < s->n; i++)
            if (s->val[i] == c.v) {
              e = s->e[i];
              break;
            }
        }
      }
      if (e->nmov < 0) {
        interp_stop(x, INTERP_ERROR, t, pc, "a phi operand the interpreter does not support");
        goto out;
      }
      if (e->nmov) {
        cell *tmp = x->tmp;
        for (int i = 0; i < e->nmov; i++) tmp[i] = R[e->src[i]];
        for (int i = 0; i < e->nmov; i++) R[e->dst[i]] = tmp[i];
        n += e->nmov;
      }
      if (e->loop >= 0) F->k[e->loop] = e->back ? F->k[e->loop] + 1 : 0;
      pc = e->to;
      if (to_block_end) goto out;
      break;
    }
    case OP_EXIT:
      if (I->x) interp_record_sync(x, t, I->x);
      thread_done(x, t);
      x->steps += (uint64_t)n;
      return;
    case OP_TRAP: interp_stop(x, INTERP_UB, t, pc, "llvm.trap"); goto out;
    case OP_UNREACHABLE: interp_stop(x, INTERP_UB, t, pc, "unreachable executed"); goto out;
    case OP_UNSUP: interp_stop(x, INTERP_ERROR, NULL, pc, "@%s: unsupported: %s", F->f->name, (const char *)I->x); goto out;
    }
  }
out:
  if (t->st != TS_DONE) t->fr[t->depth - 1].pc = pc;
  x->steps += (uint64_t)n;
}

/* ---- scheduling ---------------------------------------------------------------------- */


static bool runnable(const interp_exec *x, const thr *t) {
  return t->st == TS_RUN || (t->st == TS_CLWAIT && cluster_ready(x, t));
}

void interp_deadlock(interp_exec *x) {
  char s[400] = "";
  int n = 0, exited = 0;
  size_t at = 0;
  for (int i = 0; i < x->nt; i++) {
    const thr *t = &x->t[i];
    if (t->st == TS_DONE) {
      exited++;
      continue;
    }
    if (n++ < 4 && at < sizeof s) {
      char ts[48];
      interp_thread_str(t, ts, sizeof ts);
      if (t->st == TS_BAR)
        at += (size_t)snprintf(s + at, sizeof s - at, "%s%s at barrier %d (%d of %u arrived)", n > 1 ? ", " : "", ts,
                               t->bar, x->arrived[t->bar], x->expect[t->bar]);
      else if (t->st == TS_WARP)
        at += (size_t)snprintf(s + at, sizeof s - at, "%s%s at a warp collective (mask 0x%x)", n > 1 ? ", " : "", ts,
                               t->warp_mask);
      else
        at += (size_t)snprintf(s + at, sizeof s - at, "%s%s at a cluster barrier", n > 1 ? ", " : "", ts);
    }
  }
  interp_stop(x, INTERP_DEADLOCK, NULL, 0, "%d thread%s wait%s (%s%s), %d exited", n, n == 1 ? "" : "s",
       n == 1 ? "s" : "", s, n > 4 ? ", ..." : "", exited);
}

/* The first runnable thread after cur in index order, wrapping (cur itself last). */
static int next_runnable(const interp_exec *x, int cur) {
  int before = fw_prefix(x, cur);
  return fw_kth(x, before < x->nrun ? before + 1 : 1);
}

void interp_schedule(interp_exec *x, const sched_spec *s) {
  int nt = x->nt, cur = nt - 1;
  uint64_t rng = s->seed ^ 0x5DEECE66DULL;
  int *order = NULL;
  bool ordered = s->nprio > 0 || s->kind == INTERP_SCHED_ADVERSARIAL || s->kind == INTERP_SCHED_ADVERSARIAL_REV;
  x->rank = malloc((size_t)(nt + 1) * sizeof *x->rank);
  int *fw = calloc((size_t)nt + 1, sizeof *fw);
  if (!x->rank || !fw) ir_oom();
  if (ordered) {
    order = malloc((size_t)nt * sizeof *order);
    char *used = calloc((size_t)nt, 1);
    if (!order || !used) ir_oom();
    int n = 0;
    for (int i = 0; i < s->nprio; i++)
      if (s->prio[i] >= 0 && s->prio[i] < nt && !used[s->prio[i]]) {
        used[s->prio[i]] = 1;
        order[n++] = s->prio[i];
      }
    for (int i = 0; i < nt; i++) {
      int th = s->kind == INTERP_SCHED_ADVERSARIAL_REV ? nt - 1 - i : i;
      if (!used[th]) order[n++] = th;
    }
    free(used);
    for (int i = 0; i < nt; i++) x->rank[order[i]] = i;
  } else {
    for (int i = 0; i < nt; i++) x->rank[i] = i;
  }
  /* the tree over ranks: ordered schedules pick the first runnable in their order, the
   * others by index */
  x->fw = fw;
  x->nrun = x->nclwait = 0;
  /* the adversarial schedules are also weak: stores stay with their thread until it syncs */
  x->weak = s->kind == INTERP_SCHED_ADVERSARIAL || s->kind == INTERP_SCHED_ADVERSARIAL_REV;
  for (int i = 0; i < nt; i++) {
    if (x->t[i].st == TS_RUN) fw_add(x, x->rank[i], 1), x->nrun++;
    x->nclwait += x->t[i].st == TS_CLWAIT;
  }
  while (x->st == INTERP_OK && x->live > 0) {
    if (x->stop_thread >= 0 && x->t[x->stop_thread].st == TS_DONE) break;
    int pick = -1;
    int64_t budget = INT64_MAX;
    bool blk = false;
    /* a thread waiting at a cluster barrier is runnable when every other has arrived: a
     * scan (clusters are rare); otherwise the runnable threads are the tree's */
    bool scan = x->nclwait > 0;
    if (ordered) {
      if (scan) {
        for (int i = 0; i < nt && pick < 0; i++)
          if (runnable(x, &x->t[order[i]])) pick = order[i];
      } else if (x->nrun) {
        pick = order[fw_kth(x, 1)];
      }
    } else if (s->kind == INTERP_SCHED_RANDOM) {
      int nr = 0;
      if (scan)
        for (int i = 0; i < nt; i++) nr += runnable(x, &x->t[i]);
      else
        nr = x->nrun;
      if (nr) {
        int r = (int)(rng_next(&rng) % (uint64_t)nr);
        if (scan) {
          for (int i = 0; i < nt && pick < 0; i++)
            if (runnable(x, &x->t[i]) && r-- == 0) pick = i;
        } else {
          pick = fw_kth(x, r + 1);
        }
        budget = 1 + (int64_t)(rng_next(&rng) % 16);
      }
    } else {
      if (scan) {
        for (int i = 1; i <= nt && pick < 0; i++) {
          int c = (cur + i) % nt;
          if (runnable(x, &x->t[c])) pick = c;
        }
      } else if (x->nrun) {
        pick = next_runnable(x, cur);
      }
      cur = pick;
      if (s->kind == INTERP_SCHED_RR) budget = 1;
      else blk = true;
    }
    if (pick < 0) {
      interp_deadlock(x);
      break;
    }
    thr *t = &x->t[pick];
    if (t->st == TS_CLWAIT) set_state(x, t, TS_RUN);
    uint64_t left = x->o.max_steps > x->steps ? x->o.max_steps - x->steps : 1;
    if ((uint64_t)budget > left) budget = (int64_t)left;
    run_thread(x, t, budget, blk);
    if (x->st == INTERP_OK && x->steps >= x->o.max_steps && x->live > 0)
      interp_stop(x, INTERP_LIMIT, NULL, 0, "stopped after %" PRIu64 " instructions (--max-steps)", x->steps);
  }
  interp_sb_flush_all(x); /* the end of the kernel: every store is visible */
  x->weak = false;
  x->fw = NULL;
  free(fw);
  free(x->rank);
  x->rank = NULL;
  free(order);
}
