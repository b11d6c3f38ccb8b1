/* Sync intervals (DESIGN.md "Soundness: memory order and an adversary"): which barrier
 * instance an access follows, and whether two threads' accesses lie between the same two
 * barrier instances.
 *
 * Barriers are reached by every thread of the CTA alike (CUDA's rule), so each thread runs
 * the same sequence of barrier instances, and two threads' dynamic accesses are unordered
 * exactly when the last barrier instance before each is the same one (the kernel's entry
 * counts as one).  That instance is what v_phase_sig describes: a backward walk from the
 * access that stops at every barrier of a set (the side's barriers, or only those tgt keeps)
 * finds the barriers that can be the last one, each with the way the walk got there:
 *   - for each loop around the barrier (outermost first) whether it is the access's own
 *     instance of that loop ('X': the barrier ran d back edges earlier, at counter k - d) or an
 *     instance the walk entered backwards through an exit ('F': at the loop's exit iteration
 *     minus d), d in {0, 1} exactly, 2 standing for "two or more";
 *   - for each loop around the access that the walk left through its entry edge, the
 *     access's counter there (0, 1, or 2 for ">= 2").
 * Such an alternative holds when its barrier ran at that instance and no barrier that may
 * lie between it and the access ran: for the alternatives whose instances are exact, and
 * whose in-between alternatives are exact too ("firm"), that condition is a term.
 *
 * verify_phase_same gives "x by thread t and y by thread t' follow the same barrier instance" as a
 * term, either over-approximated (every alternative, inexact coordinates free) or
 * under-approximated (firm alternatives only, with their conditions).  A removed barrier or
 * a moved access introduces a race exactly where tgt's relation holds and src's does not;
 * checking over(tgt) and not under(src) can only add pairs, never lose one.
 * requires: the side's cfg, loop ids and terms; breaks: nothing.
 */
#include "oblig.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MODE_X = 1, MODE_F = 2 };

/* ---- the walk ---- */

typedef struct wstate {
  int b;
  v_phase_alt a; /* sync unset: the levels and fixes so far */
} wstate;

typedef struct walk {
  const ir_cfg *cfg;
  const uint32_t *gid;
  bool (*is_sync)(LLVMValueRef, void *);
  void *env;
  v_phase_sig *out;
  wstate *st;
  int nst, capst;
  ir_map seen; /* hash key -> list head (index + 1); collisions chained through next */
  int *next;
  int budget;
} walk;

static uint64_t state_hash(const wstate *s) {
  uint64_t h = 1469598103934665603ULL ^ (uint64_t)s->b;
  const unsigned char *p = (const unsigned char *)&s->a.lev, *q = (const unsigned char *)&s->a.fix;
  for (size_t i = 0; i < sizeof s->a.lev[0] * (size_t)s->a.nlev; i++) h = (h ^ p[i]) * 1099511628211ULL;
  h = (h ^ (uint64_t)s->a.nlev) * 1099511628211ULL;
  for (size_t i = 0; i < sizeof s->a.fix[0] * (size_t)s->a.nfix; i++) h = (h ^ q[i]) * 1099511628211ULL;
  h = (h ^ (uint64_t)s->a.nfix) * 1099511628211ULL;
  return h | 1; /* never 0: ir_map keys are non-NULL pointers */
}

static bool same_shape(const v_phase_alt *a, const v_phase_alt *b) {
  return a->nlev == b->nlev && a->nfix == b->nfix && !memcmp(a->lev, b->lev, sizeof a->lev[0] * (size_t)a->nlev) &&
         !memcmp(a->fix, b->fix, sizeof a->fix[0] * (size_t)a->nfix);
}

/* true when new (queued) */
static bool visit_state(walk *w, const wstate *s) {
  uint64_t h = state_hash(s);
  const void *key = (const void *)(uintptr_t)h;
  for (int i = (int)(intptr_t)ir_map_get(&w->seen, key) - 1; i >= 0; i = w->next[i])
    if (w->st[i].b == s->b && same_shape(&w->st[i].a, &s->a)) return false;
  if (w->nst == w->capst) {
    w->capst = w->capst ? w->capst * 2 : 64;
    w->st = realloc(w->st, (size_t)w->capst * sizeof *w->st);
    w->next = realloc(w->next, (size_t)w->capst * sizeof *w->next);
    if (!w->st || !w->next) ir_oom();
  }
  w->st[w->nst] = *s;
  w->next[w->nst] = (int)(intptr_t)ir_map_get(&w->seen, key) - 1;
  ir_map_put(&w->seen, key, (void *)(intptr_t)(w->nst + 1));
  w->nst++;
  return true;
}

static void add_alt(walk *w, const v_phase_alt *shape, LLVMValueRef sync) {
  v_phase_sig *o = w->out;
  for (int i = 0; i < o->n; i++)
    if (o->alt[i].sync == sync && same_shape(&o->alt[i], shape)) return;
  if (o->n == o->cap) {
    o->cap = o->cap ? o->cap * 2 : 4;
    o->alt = realloc(o->alt, (size_t)o->cap * sizeof *o->alt);
    if (!o->alt) ir_oom();
  }
  v_phase_alt *a = &o->alt[o->n++];
  *a = *shape;
  a->sync = sync;
  a->id = sync ? ir_tag_of(sync) : -1;
  if (sync && a->id < 0) a->id = -2 - (long)(uintptr_t)sync % 1000000007L; /* untagged: its own */
}

/* The last sync at or above instruction from (NULL: none) in its block, or NULL. */
static LLVMValueRef last_sync_above(walk *w, LLVMValueRef from) {
  for (LLVMValueRef i = from; i; i = LLVMGetPreviousInstruction(i))
    if (w->is_sync(i, w->env)) return i;
  return NULL;
}

/* the loops around block b, outermost first */
static int chain_of(const ir_cfg *cfg, int b, int *out) {
  int n = 0;
  for (int l = cfg->loop_of[b]; l >= 0; l = cfg->loops[l].parent) n++;
  if (n > PHASE_DEPTH) return -1;
  int i = n;
  for (int l = cfg->loop_of[b]; l >= 0; l = cfg->loops[l].parent) out[--i] = l;
  return n;
}

/* From the top of block s->b to predecessor p: the levels as seen in p.  False when the edge
 * leaves the shapes the walk follows (an edge into a loop's body that is not its header). */
static bool step(walk *w, const wstate *s, int p, wstate *o) {
  const ir_cfg *cfg = w->cfg;
  *o = *s;
  o->b = p;
  int l = cfg->loop_of[s->b];
  if (l >= 0 && cfg->loops[l].header == s->b) {
    v_phase_lev *top = o->a.nlev ? &o->a.lev[o->a.nlev - 1] : NULL;
    if (!top || top->loop != l) return false;
    if (ir_loop_contains(cfg, l, p)) {
      if (top->d < 2) top->d++; /* a back edge: one iteration earlier */
    } else {
      if (top->mode == MODE_X) { /* left the access's own instance: its counter is d */
        if (o->a.nfix == PHASE_DEPTH) return false;
        o->a.fix[o->a.nfix].gid = top->gid;
        o->a.fix[o->a.nfix].d = top->d;
        o->a.nfix++;
      }
      o->a.nlev--;
    }
  }
  int ch[PHASE_DEPTH], n = chain_of(cfg, p, ch);
  if (n < 0 || n < o->a.nlev) return false;
  for (int i = 0; i < o->a.nlev; i++)
    if (o->a.lev[i].loop != ch[i]) return false;
  for (int i = o->a.nlev; i < n; i++) { /* entered backwards through an exit */
    v_phase_lev *v = &o->a.lev[o->a.nlev++];
    memset(v, 0, sizeof *v);
    v->loop = ch[i];
    v->gid = w->gid[ch[i]];
    v->mode = MODE_F;
  }
  return true;
}

static void run_walk(walk *w, int start) {
  for (int q = start; q < w->nst && !w->out->overflow; q++) {
    if (--w->budget < 0) {
      w->out->overflow = true;
      return;
    }
    wstate s = w->st[q];
    const ir_cfg *cfg = w->cfg;
    if (s.b == 0) add_alt(w, &s.a, NULL); /* the kernel's entry */
    for (int k = 0; k < cfg->npred[s.b]; k++) {
      wstate o;
      if (!step(w, &s, cfg->pred[s.b][k], &o)) {
        w->out->overflow = true;
        return;
      }
      LLVMValueRef y = last_sync_above(w, LLVMGetLastInstruction(cfg->block[o.b]));
      if (y) add_alt(w, &o.a, y);
      else visit_state(w, &o);
    }
  }
}

/* ---- which alternatives may lie between another and the access ---- */

/* Is alternative b later than alternative a (between a and the access) in some execution
 * where both hold?  Compared level by level over the access's loops: a fixed counter is
 * before the loop's instance, more back edges is earlier; equal down to the access's
 * innermost loop, b is later when a's sync reaches b's without passing a back edge of
 * those loops. */
static bool may_follow(const ir_cfg *cfg, const v_phase_alt *a, const v_phase_alt *b, const char *reach_a) {
  /* (fixes are appended innermost first as the walk leaves loops) */
  for (int i = 0;; i++) {
    const v_phase_lev *la = i < a->nlev ? &a->lev[i] : NULL, *lb = i < b->nlev ? &b->lev[i] : NULL;
    bool xa = la && la->mode == MODE_X, xb = lb && lb->mode == MODE_X;
    if (!xa && !xb) break;
    if (xa && !xb) return false; /* b left this loop's instance: before a */
    if (!xa && xb) return true;  /* a is before the instance b is in */
    if (la->d != lb->d) return lb->d < la->d;
  }
  /* the same instances of the access's loops: compare the fixed counters (both must hold) */
  for (int i = 0; i < a->nfix; i++)
    for (int j = 0; j < b->nfix; j++)
      if (a->fix[i].gid == b->fix[j].gid && a->fix[i].d != b->fix[j].d) return false;
  if (!a->sync) return true; /* the entry is before everything */
  if (!b->sync) return false;
  int bb = ir_block_index(cfg, LLVMGetInstructionParent(b->sync));
  if (a->sync == b->sync) return false;
  if (LLVMGetInstructionParent(a->sync) == LLVMGetInstructionParent(b->sync)) {
    for (LLVMValueRef i = a->sync; i; i = LLVMGetNextInstruction(i))
      if (i == b->sync) return true;
    return reach_a && bb >= 0 && reach_a[bb] > 1; /* around a loop back to its block */
  }
  return reach_a && bb >= 0 && reach_a[bb];
}

/* blocks the sync's block reaches without taking a back edge of loop set xloops (1), and
 * 2 for its own block when reached again */
static char *forward_reach(const ir_cfg *cfg, LLVMValueRef sync, const char *xheader) {
  int s = ir_block_index(cfg, LLVMGetInstructionParent(sync));
  char *r = calloc((size_t)cfg->n, 1);
  int *work = malloc((size_t)cfg->n * sizeof *work), nw = 0;
  if (!r || !work) ir_oom();
  if (s >= 0) work[nw++] = s;
  while (nw) {
    int b = work[--nw];
    for (int k = 0; k < cfg->nsucc[b]; k++) {
      int t = cfg->succ[b][k];
      int l = cfg->loop_of[t];
      if (xheader[t] && l >= 0 && cfg->loops[l].header == t && ir_loop_contains(cfg, l, b)) continue;
      if (t == s) {
        r[t] = 2;
        continue;
      }
      if (!r[t]) {
        r[t] = 1;
        work[nw++] = t;
      }
    }
  }
  free(work);
  return r;
}

/* Does a's barrier run at its instance wherever x runs?  The same iterations and a block that
 * dominates x's; or the previous iteration of its own innermost loop, every iteration of
 * which that goes on passes it (it dominates the latches). */
static bool must_run(const ir_cfg *cfg, int xb, const v_phase_alt *a) {
  if (!a->sync) return true;
  int sb = ir_block_index(cfg, LLVMGetInstructionParent(a->sync));
  if (sb < 0) return false;
  for (int i = 0; i < a->nlev; i++)
    if (a->lev[i].mode != MODE_X || (a->lev[i].d && i != a->nlev - 1)) return false;
  if (!a->nlev || !a->lev[a->nlev - 1].d) return ir_dominates(cfg, sb, xb);
  if (a->lev[a->nlev - 1].d != 1) return false;
  const ir_loop *l = &cfg->loops[a->lev[a->nlev - 1].loop];
  for (int i = 0; i < l->nlatches; i++)
    if (!ir_dominates(cfg, sb, l->latches[i])) return false;
  return true;
}

static void mark_firm(const ir_cfg *cfg, LLVMValueRef x, v_phase_sig *sig) {
  char *xheader = calloc((size_t)cfg->n, 1);
  if (!xheader) ir_oom();
  int xb = ir_block_index(cfg, LLVMGetInstructionParent(x));
  for (int l = xb >= 0 ? cfg->loop_of[xb] : -1; l >= 0; l = cfg->loops[l].parent) xheader[cfg->loops[l].header] = 1;
  for (int i = 0; i < sig->n; i++) {
    v_phase_alt *a = &sig->alt[i];
    a->exact = true;
    for (int j = 0; j < a->nlev; j++) a->exact &= a->lev[j].d < 2;
    a->must_run = xb >= 0 && must_run(cfg, xb, a);
  }
  for (int i = 0; i < sig->n; i++) {
    v_phase_alt *a = &sig->alt[i];
    char *ra = a->sync ? forward_reach(cfg, a->sync, xheader) : NULL;
    a->firm = a->exact && !sig->overflow;
    a->between = 0;
    for (int j = 0; j < sig->n; j++) {
      if (j == i || !may_follow(cfg, a, &sig->alt[j], ra)) continue;
      if (j < 64) a->between |= 1ULL << j;
      else a->firm = false;
      if (!sig->alt[j].exact) a->firm = false;
    }
    free(ra);
  }
  free(xheader);
}

bool verify_phase_build(const ir_cfg *cfg, const uint32_t *gid, LLVMValueRef x, bool (*is_sync)(LLVMValueRef, void *),
                     void *env, v_phase_sig *out) {
  memset(out, 0, sizeof *out);
  int xb = ir_block_index(cfg, LLVMGetInstructionParent(x));
  if (xb < 0) return false;
  walk w = {cfg, gid, is_sync, env, out, NULL, 0, 0, {0}, NULL, 20000};
  ir_map_init(&w.seen);
  wstate s;
  memset(&s, 0, sizeof s);
  s.b = xb;
  int ch[PHASE_DEPTH], n = chain_of(cfg, xb, ch);
  if (n < 0) {
    out->overflow = true;
  } else {
    for (int i = 0; i < n; i++) {
      s.a.lev[i].loop = ch[i];
      s.a.lev[i].gid = gid[ch[i]];
      s.a.lev[i].mode = MODE_X;
    }
    s.a.nlev = n;
    LLVMValueRef y = last_sync_above(&w, LLVMGetPreviousInstruction(x));
    if (y) add_alt(&w, &s.a, y);
    else {
      visit_state(&w, &s);
      run_walk(&w, 0);
    }
  }
  ir_map_free(&w.seen);
  free(w.st);
  free(w.next);
  mark_firm(cfg, x, out);
  return !out->overflow;
}

void verify_phase_free(v_phase_sig *s) {
  free(s->alt);
  memset(s, 0, sizeof *s);
}

static int cmp_alt(const void *p, const void *q) {
  const v_phase_alt *a = p, *b = q;
  if (a->id != b->id) return a->id < b->id ? -1 : 1;
  if (a->nlev != b->nlev) return a->nlev - b->nlev;
  if (a->nfix != b->nfix) return a->nfix - b->nfix;
  for (int i = 0; i < a->nlev; i++) {
    if (a->lev[i].gid != b->lev[i].gid) return a->lev[i].gid < b->lev[i].gid ? -1 : 1;
    if (a->lev[i].mode != b->lev[i].mode) return a->lev[i].mode - b->lev[i].mode;
    if (a->lev[i].d != b->lev[i].d) return a->lev[i].d - b->lev[i].d;
  }
  for (int i = 0; i < a->nfix; i++) {
    if (a->fix[i].gid != b->fix[i].gid) return a->fix[i].gid < b->fix[i].gid ? -1 : 1;
    if (a->fix[i].d != b->fix[i].d) return a->fix[i].d - b->fix[i].d;
  }
  return 0;
}

/* The same barriers (by tag) at the same instances, loop by loop id: src's and tgt's view of
 * an access agree.  (Untagged barriers never agree.) */
bool verify_phase_equal(const v_phase_sig *a, const v_phase_sig *b) {
  if (a->overflow || b->overflow || a->n != b->n) return false;
  v_phase_alt *x = malloc(sizeof *x * (size_t)(a->n + 1)), *y = malloc(sizeof *y * (size_t)(b->n + 1));
  if (!x || !y) ir_oom();
  memcpy(x, a->alt, sizeof *x * (size_t)a->n);
  memcpy(y, b->alt, sizeof *y * (size_t)b->n);
  ir_sort(x, (size_t)a->n, sizeof *x, cmp_alt);
  ir_sort(y, (size_t)b->n, sizeof *y, cmp_alt);
  bool eq = true;
  for (int i = 0; i < a->n && eq; i++) eq = cmp_alt(&x[i], &y[i]) == 0 && x[i].id >= -1;
  free(x);
  free(y);
  return eq;
}

/* ---- terms ---- */

static sym_term *kleaf(sym_ctx *c, uint32_t g) { return sym_leaf(c, SYM_K, 64, g); }

/* The instance of a's barrier, loop by loop (thread t's counters); inexact levels (d = 2)
 * get an unknown distance of their own (gap >= 0 more iterations back). */
static int coords(const v_phase_env *e, const v_phase_alt *a, int ai, sym_term **co) {
  sym_ctx *c = e->c;
  for (int i = 0; i < a->nlev; i++) {
    const v_phase_lev *l = &a->lev[i];
    sym_term *base;
    if (l->mode == MODE_X) base = kleaf(c, l->gid);
    else {
      base = sym_mk(c, SYM_EXITK, 64, 0, l->gid, 0, i, co);
      if (e->early && e->early(e->early_env, l->gid)) base = sym_bin(c, SYM_SUB, 0, base, sym_const(c, 64, 1));
    }
    sym_term *d = sym_const(c, 64, l->d);
    if (l->d >= 2) {
      char nm[96];
      snprintf(nm, sizeof nm, "phase.gap.%s.%d.%d", e->name ? e->name : "", ai, i);
      sym_term *gap = sym_mk(c, SYM_UF, 64, 0, sym_intern(c, nm, strlen(nm)), 0, 0, NULL);
      d = sym_bin(c, SYM_ADD, 0, d, gap);
    }
    co[i] = sym_bin(c, SYM_SUB, 0, base, d);
  }
  return a->nlev;
}

/* What a's shape says of the access's own counters: k >= d on the loops it went back
 * through, k == d (k >= 2) on those it left; and (exact levels) the gap within range. */
static sym_term *shape_facts(const v_phase_env *e, const v_phase_alt *a, sym_term *const *co) {
  sym_ctx *c = e->c;
  sym_term *r = sym_true(c);
  for (int i = 0; i < a->nlev; i++) {
    const v_phase_lev *l = &a->lev[i];
    if (l->mode != MODE_X || !l->d) continue;
    /* counter - d does not wrap below zero: the barrier's iteration exists */
    r = sym_and(c, r, sym_icmp(c, LLVMIntULE, co[i], kleaf(c, l->gid)));
    r = sym_and(c, r, sym_icmp(c, LLVMIntUGE, kleaf(c, l->gid), sym_const(c, 64, l->d)));
  }
  for (int i = 0; i < a->nfix; i++) {
    sym_term *k = kleaf(c, a->fix[i].gid), *d = sym_const(c, 64, a->fix[i].d);
    r = sym_and(c, r, a->fix[i].d >= 2 ? sym_icmp(c, LLVMIntUGE, k, d) : sym_icmp(c, LLVMIntEQ, k, d));
  }
  return r;
}

/* a's barrier ran at that instance: its reach within one iteration of its innermost loop,
 * at the instance's counters */
static sym_term *ran(const v_phase_env *e, const v_phase_alt *a, sym_term *const *co) {
  if (a->must_run) return sym_true(e->c); /* (x runs: a premise of every question asked) */
  sym_term *r = e->reach ? e->reach(e->reach_env, a->sync) : NULL;
  if (!r) return sym_true(e->c);
  ir_map m;
  ir_map_init(&m);
  for (int i = 0; i < a->nlev; i++) ir_map_put(&m, kleaf(e->c, a->lev[i].gid), co[i]);
  sym_term *t = sym_subst(e->c, r, &m, false);
  ir_map_free(&m);
  return t;
}

/* alternative ai of sig holds (under: it is the last barrier; over: it may be) */
static sym_term *holds(const v_phase_env *e, const v_phase_sig *sig, int ai, bool under, sym_term **co) {
  sym_ctx *c = e->c;
  const v_phase_alt *a = &sig->alt[ai];
  coords(e, a, ai, co);
  sym_term *r = sym_and(c, shape_facts(e, a, co), ran(e, a, co));
  if (!under) return r;
  for (int j = 0; j < sig->n && j < 64; j++) {
    if (!(a->between >> j & 1)) continue;
    sym_term *cj[PHASE_DEPTH];
    coords(e, &sig->alt[j], j, cj);
    sym_term *bj = sym_and(c, shape_facts(e, &sig->alt[j], cj), ran(e, &sig->alt[j], cj));
    r = sym_and(c, r, sym_not(c, bj));
  }
  return r;
}

sym_term *verify_phase_same(const v_phase_env *ex, const v_phase_sig *sx, const v_phase_env *ey, const v_phase_sig *sy, uint32_t kshift,
                     bool under, ir_vec *yterms) {
  sym_ctx *c = ex->c;
  if (sx->overflow || sy->overflow) return under ? sym_false(c) : sym_true(c);
  sym_term *any = sym_false(c);
  for (int i = 0; i < sx->n; i++) {
    const v_phase_alt *a = &sx->alt[i];
    if (under && !a->firm) continue;
    for (int j = 0; j < sy->n; j++) {
      const v_phase_alt *b = &sy->alt[j];
      if (a->id != b->id || a->nlev != b->nlev || (under && !b->firm)) continue;
      sym_term *ca[PHASE_DEPTH], *cb[PHASE_DEPTH];
      sym_term *r = holds(ex, sx, i, under, ca);
      sym_term *rb = holds(ey, sy, j, under, cb);
      if (yterms) {
        ir_vec_push(yterms, rb);
        for (int l = 0; l < b->nlev; l++) ir_vec_push(yterms, cb[l]);
      }
      r = sym_and(c, r, sym_other_thread(c, rb, kshift));
      for (int l = 0; l < a->nlev; l++)
        r = sym_and(c, r, sym_icmp(c, LLVMIntEQ, ca[l], sym_other_thread(c, cb[l], kshift)));
      any = sym_or(c, any, r);
    }
  }
  return any;
}

bool verify_phase_mentions(const v_phase_sig *s, LLVMValueRef sync) {
  for (int i = 0; i < s->n; i++)
    if (s->alt[i].sync == sync) return true;
  return false;
}

void verify_phase_print(const v_phase_sig *s, FILE *out) {
  if (s->overflow) fprintf(out, " (overflow)");
  for (int i = 0; i < s->n; i++) {
    const v_phase_alt *a = &s->alt[i];
    fprintf(out, " [#%ld%s%s", a->id, a->exact ? "" : " inexact", a->firm ? " firm" : "");
    for (int j = 0; j < a->nlev; j++) fprintf(out, " %c%u-%d", a->lev[j].mode == MODE_X ? 'k' : 'e', a->lev[j].gid, a->lev[j].d);
    for (int j = 0; j < a->nfix; j++) fprintf(out, " k%u=%d%s", a->fix[j].gid, a->fix[j].d, a->fix[j].d >= 2 ? "+" : "");
    fprintf(out, "]");
  }
}
