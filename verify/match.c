/* The driver's matching: src's and tgt's loops paired by the tags inside them, and which
 * pairs tgt rotated or whose header test it dropped. */
#include "driver_parts.h"

#include <stdlib.h>
#include <string.h>

/* ---- matching ---- */

static int cmp_long(const void *a, const void *b) {
  long x = *(const long *)a, y = *(const long *)b;
  return x < y ? -1 : x > y;
}

typedef struct loopsig {
  long *tags;
  int n;
} loopsig;

/* tags of the accesses inside each loop of a cfg, sorted */
static void loop_sigs(ir_cfg *cfg, loopsig *out) {
  for (int l = 0; l < cfg->nloops; l++) {
    ir_loop *L = &cfg->loops[l];
    ir_vec tags = {0};
    for (int i = 0; i < L->nblocks; i++)
      for (LLVMValueRef x = LLVMGetFirstInstruction(cfg->block[L->blocks[i]]); x; x = LLVMGetNextInstruction(x)) {
        ir_memkind k = ir_memkind_of(x); /* not syncs: a pass may remove those */
        long t = k != IR_MEM_NONE && k != IR_MEM_SYNC ? ir_tag_of(x) : -1;
        if (t >= 0) ir_vec_push(&tags, (void *)(intptr_t)t);
      }
    out[l].n = tags.n;
    out[l].tags = malloc((size_t)(tags.n ? tags.n : 1) * sizeof(long));
    if (!out[l].tags) ir_oom();
    for (int i = 0; i < tags.n; i++) out[l].tags[i] = (long)(intptr_t)tags.v[i];
    ir_sort(out[l].tags, (size_t)out[l].n, sizeof(long), cmp_long);
    ir_vec_free(&tags);
  }
}

static bool same_sig(loopsig *a, loopsig *b) {
  return a->n == b->n && !memcmp(a->tags, b->tags, (size_t)a->n * sizeof(long));
}

/* Marks (used = 2) every tgt loop with an access whose tag tgt also has outside the loop:
 * runtime or partial unrolling's main loop and remainder, a peeled iteration; and every
 * loop in which each tag occurs the same number of times u > 1: partial unrolling by u
 * without a remainder.  Its iteration k is not src's iteration k, so it is paired with no
 * src loop. */
/* How many times tag occurs in the blocks of tgt loop j that no inner loop holds. */
static int direct_count(vctx *v, int j, long tag) {
  ir_cfg *ct = v->t.cfg;
  ir_loop *L = &ct->loops[j];
  int n = 0;
  for (int i = 0; i < L->nblocks; i++) {
    if (ct->loop_of[L->blocks[i]] != j) continue;
    for (LLVMValueRef x = LLVMGetFirstInstruction(ct->block[L->blocks[i]]); x; x = LLVMGetNextInstruction(x)) {
      ir_memkind k = ir_memkind_of(x);
      n += k != IR_MEM_NONE && k != IR_MEM_SYNC && ir_tag_of(x) == tag;
    }
  }
  return n;
}

static void exclude_copied_loops(vctx *v, loopsig *ts, int *used) {
  for (int j = 0; j < v->t.cfg->nloops; j++) {
    int u = -1;
    for (int a = 0; a < ts[j].n && !used[j];) {
      int b = a;
      while (b < ts[j].n && ts[j].tags[b] == ts[j].tags[a]) b++;
      if (verify_tgt_count(v, ts[j].tags[a]) > b - a) used[j] = 2;
      /* the copies of partial unrolling lie in j itself: a loop around a runtime-unrolled
       * one (kmeans' cluster loop around its feature loop) holds its copies in inner loops */
      int d = direct_count(v, j, ts[j].tags[a]);
      if (d) u = u < 0 || u == d ? d : 0;
      a = b;
    }
    if (!used[j] && u > 1) used[j] = 2;
  }
}

/* Has tgt none of the loop's tags?  (-O0: SROA promotes the locals a loop reads and writes
 * and splits its struct copies into untagged loads; the loop is then as good as memory-free
 * for pairing.) */
static bool all_lost(vctx *v, const loopsig *s) {
  for (int a = 0; a < s->n; a++)
    if (verify_tgt_count(v, s->tags[a])) return false;
  return true;
}

/* Pairs src and tgt loops: by the accesses they contain, then memory-free loops (and loops
 * none of whose tags tgt has) by their position among their siblings.  Fills gid maps
 * (matched pairs share an id). */
static void match_loops(vctx *v, loopsig *ss, loopsig *ts) {
  ir_cfg *cs = v->s.cfg, *ct = v->t.cfg;
  int *m = malloc((size_t)(cs->nloops + 1) * sizeof *m);
  int *used = calloc((size_t)(ct->nloops + 1), sizeof *used);
  if (!m || !used) ir_oom();
  exclude_copied_loops(v, ts, used);
  for (int i = 0; i < cs->nloops; i++) {
    m[i] = -1;
    int ps = cs->loops[i].parent;
    for (int j = 0; j < ct->nloops && m[i] < 0; j++) {
      int pt = ct->loops[j].parent;
      bool parents = (ps < 0 && pt < 0) || (ps >= 0 && m[ps] == pt);
      if (!used[j] && parents && ss[i].n && same_sig(&ss[i], &ts[j])) {
        m[i] = j;
        used[j] = 1;
      }
    }
  }
  /* a loop that lost or gained accesses (LICM moved one out, a pass sank one in): the
   * sibling that shares the most of its accesses */
  for (int i = 0; i < cs->nloops; i++) {
    if (m[i] >= 0 || !ss[i].n) continue;
    int ps = cs->loops[i].parent, best = -1, best_n = 0;
    for (int j = 0; j < ct->nloops; j++) {
      int pt = ct->loops[j].parent;
      bool parents = (ps < 0 && pt < 0) || (ps >= 0 && m[ps] == pt);
      if (used[j] || !parents) continue;
      int common = 0;
      for (int a = 0, b = 0; a < ss[i].n && b < ts[j].n;) {
        if (ss[i].tags[a] == ts[j].tags[b]) common++, a++, b++;
        else if (ss[i].tags[a] < ts[j].tags[b]) a++;
        else b++;
      }
      if (common > best_n) best_n = common, best = j;
    }
    if (best >= 0) {
      m[i] = best;
      used[best] = 1;
    }
  }
  /* by position only where both sides have as many such loops under the pair's parents: a
   * runtime-unrolled loop whose loads lost their tags is two tgt loops (main and remainder),
   * neither of which is src's loop; and never a tgt loop that LLVM's unroller marked as
   * unrolled (llvm.loop.unroll.disable) where src's loop has no such mark (nbody's `#pragma
   * unroll 8` tile loop, whose float4 loads lost their tags: its iteration k is src's 8k..8k+7) */
  bool src_marked = false;
  for (int i = 0; i < cs->nloops && !src_marked; i++) src_marked = m[i] < 0 && ir_loop_unroll_disabled(cs, i);
  for (int j = 0; j < ct->nloops && !src_marked; j++)
    if (!used[j] && !ts[j].n && ir_loop_unroll_disabled(ct, j))
      used[j] = 3; /* (still counted below: a remainder loop has the mark) */
  for (int i = 0; i < cs->nloops; i++) {
    if (m[i] >= 0 || (ss[i].n && !all_lost(v, &ss[i]))) continue;
    int ps = cs->loops[i].parent;
    if (ps >= 0 && m[ps] < 0) continue;
    int pt0 = ps < 0 ? -1 : m[ps], ns = 0, nt = 0;
    for (int x = 0; x < cs->nloops; x++)
      ns += cs->loops[x].parent == ps && m[x] < 0 && (!ss[x].n || all_lost(v, &ss[x]));
    for (int j = 0; j < ct->nloops; j++) nt += ct->loops[j].parent == pt0 && (!used[j] || used[j] == 3) && !ts[j].n;
    if (ns != nt) continue;
    for (int j = 0; j < ct->nloops; j++) {
      int pt = ct->loops[j].parent;
      bool parents = pt == pt0;
      if (!used[j] && parents && !ts[j].n) {
        m[i] = j;
        used[j] = 1;
        break;
      }
    }
  }
  int n = cs->nloops + ct->nloops;
  v->gsrc = malloc((size_t)(n + 1) * sizeof(int));
  v->gtgt = malloc((size_t)(n + 1) * sizeof(int));
  v->gstat = calloc((size_t)(n + 1), sizeof(v_verdict));
  v->gbound = calloc((size_t)(n + 1), sizeof *v->gbound);
  v->gbound_done = calloc((size_t)(n + 1), sizeof *v->gbound_done);
  v->gnowrap = calloc((size_t)(n + 1), sizeof *v->gnowrap);
  v->grot = calloc((size_t)(n + 1), sizeof *v->grot);
  v->gdrop = calloc((size_t)(n + 1), sizeof *v->gdrop);
  if (!v->gbound || !v->gbound_done || !v->gnowrap || !v->grot || !v->gdrop) ir_oom();
  v->s.gid = malloc((size_t)(cs->nloops + 1) * sizeof(uint32_t));
  v->t.gid = malloc((size_t)(ct->nloops + 1) * sizeof(uint32_t));
  if (!v->gsrc || !v->gtgt || !v->gstat || !v->s.gid || !v->t.gid) ir_oom();
  int g = 0;
  for (int i = 0; i < cs->nloops; i++) {
    v->s.gid[i] = (uint32_t)g;
    v->gsrc[g] = i;
    v->gtgt[g] = m[i];
    if (m[i] >= 0) v->t.gid[m[i]] = (uint32_t)g;
    g++;
  }
  for (int j = 0; j < ct->nloops; j++)
    if (used[j] != 1) { /* (unpaired, or excluded: 2, 3) */
      v->t.gid[j] = (uint32_t)g;
      v->gsrc[g] = -1;
      v->gtgt[g] = j;
      g++;
    }
  v->ngid = g;
  free(m);
  free(used);
}

/* src's header test of loop ls: the condition to stay in the loop, at iteration k, when its
 * header ends in a conditional branch with one successor in the loop; else NULL. */
static sym_term *header_test(vctx *v, int ls) {
  ir_cfg *cs = v->s.cfg;
  ir_loop *S = &cs->loops[ls];
  LLVMValueRef br = LLVMGetBasicBlockTerminator(cs->block[S->header]);
  if (LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br)) return NULL;
  int s0 = ir_block_index(cs, LLVMGetSuccessor(br, 0)), s1 = ir_block_index(cs, LLVMGetSuccessor(br, 1));
  bool in0 = s0 >= 0 && ir_loop_contains(cs, ls, s0), in1 = s1 >= 0 && ir_loop_contains(cs, ls, s1);
  if (in0 == in1) return NULL;
  sym_term *cond = sym_value_at(v->s.sf, LLVMGetCondition(br), -1);
  if (!cond || cond->width != 1) return NULL;
  cond = sym_nf(v->c, cond);
  return in0 ? cond : sym_not(v->c, cond);
}

/* Is tgt loop lt src loop ls rotated (loop-rotate)?  src tests at its header, its only
 * exiting block, before a body that ends in a latch; tgt's one latch is its only exiting
 * block.  Returns src's header test or NULL.  (Other exits would leave tgt at src's
 * iteration, not the one before.) */
static sym_term *rotation_test(vctx *v, int ls, int lt) {
  ir_cfg *cs = v->s.cfg, *ct = v->t.cfg;
  ir_loop *S = &cs->loops[ls], *T = &ct->loops[lt];
  if (!S->nexits || !T->nexits || T->nlatches != 1) return NULL;
  for (int i = 0; i < S->nlatches; i++)
    if (S->latches[i] == S->header) return NULL;
  for (int i = 0; i < S->nexits; i++)
    if (S->exit_from[i] != S->header) return NULL;
  for (int i = 0; i < T->nexits; i++)
    if (T->exit_from[i] != T->latches[0]) return NULL;
  return header_test(v, ls);
}

/* Did tgt drop src's header test?  src's header leaves the loop and tgt's loop keeps
 * exactly src's other exit edges: LLVM proved the test true after iteration 0 from another
 * exit (`i < n` with `if (i == n - 1) break;` inside) and kept it as the loop's guard only.
 * Both sides then leave at the same iteration, from the same exit, once the loop is entered;
 * check_loop proves that src's header test passes wherever tgt's loop runs.  (Called where
 * rotation_test did not match.)  Returns the test or NULL. */
static sym_term *header_test_dropped(vctx *v, int ls, int lt) {
  ir_loop *S = &v->s.cfg->loops[ls], *T = &v->t.cfg->loops[lt];
  int tests = 0;
  for (int i = 0; i < S->nexits; i++) tests += S->exit_from[i] == S->header;
  if (!tests || !T->nexits || T->nexits != S->nexits - tests) return NULL;
  return header_test(v, ls);
}



void verify_match_loops(vctx *v) {
  loopsig *ss = calloc((size_t)v->s.cfg->nloops + 1, sizeof *ss), *ts = calloc((size_t)v->t.cfg->nloops + 1, sizeof *ts);
  if (!ss || !ts) ir_oom();
  loop_sigs(v->s.cfg, ss);
  loop_sigs(v->t.cfg, ts);
  match_loops(v, ss, ts);
  for (int i = 0; i < v->s.cfg->nloops; i++) free(ss[i].tags);
  for (int i = 0; i < v->t.cfg->nloops; i++) free(ts[i].tags);
  free(ss);
  free(ts);
}

void verify_match_rotations(vctx *v, sym_term **rot, bool *drop) {
  for (uint32_t g = 0; g < (uint32_t)v->ngid; g++) {
    int ls = v->gsrc[g], lt = v->gtgt[g];
    if (ls < 0 || lt < 0) continue;
    sym_term *test = rotation_test(v, ls, lt);
    if (!test && (test = header_test_dropped(v, ls, lt))) drop[lt] = v->gdrop[g] = true;
    rot[lt] = v->grot[g] = test;
  }
}
