/* The obligations of a matched loop pair: entered under the same condition, and iteration k
 * continues in src iff it does in tgt, assuming iteration k-1 continued in both (an induction
 * step, so equal trip counts follow for every k).  Loop counters are shared by the pair,
 * which is what makes the per-access checks meaningful inside loops.  And the function's
 * branches outside loops. */
#include "oblig.h"

#include <stdlib.h>
#include <string.h>

/* ---- per-loop checks ---- */

static sym_term *noub_ctx(side *sd, int cfgloop) {
  return cfgloop < 0 ? sd->sf->noub : sd->sf->loops[cfgloop].noub;
}

static long smallest_tag_in_loop(side *sd, int l) {
  long best = -1;
  for (int i = 0; i < sd->sf->naccess; i++) {
    sym_access *a = &sd->sf->acc[i];
    if (a->tag >= 0 && ir_loop_contains(sd->cfg, l, a->block) && (best < 0 || a->tag < best)) best = a->tag;
  }
  return best;
}

/* src branches on defined values in the current iteration of every context from the
 * function down to cfg loop l (inclusive), or to its parent when !self. */
sym_term *verify_noub_chain(vctx *v, int l, bool self) {
  sym_ctx *c = v->c;
  sym_term *r = noub_ctx(&v->s, -1);
  for (int x = self ? l : (l >= 0 ? v->s.cfg->loops[l].parent : -1); x >= 0; x = v->s.cfg->loops[x].parent)
    r = sym_and(c, r, noub_ctx(&v->s, x));
  return r;
}

/* The side whose loop goes on from iteration k executes access `tag` in iteration k+1 (some
 * iteration of the loops inside): a trip count's difference that execution sees at the
 * access.  NULL when either side lacks it. */
static sym_term *extra_iteration_reaches(vctx *v, uint32_t g, long tag, sym_term *scont, sym_term *tcont, sym_term *k1) {
  sym_ctx *c = v->c;
  sym_access *sa = tag >= 0 ? verify_acc_by_tag(&v->s, tag) : NULL, *ta = tag >= 0 ? verify_acc_by_tag(&v->t, tag) : NULL;
  if (!sa || !ta || !sa->reach || !ta->reach) return NULL;
  sym_term *s1 = sym_subst_loop(c, sa->reach, g, k1, false), *t1 = sym_subst_loop(c, ta->reach, g, k1, false);
  return sym_or(c, sym_and(c, sym_and(c, scont, sym_not(c, tcont)), s1), sym_and(c, sym_and(c, tcont, sym_not(c, scont)), t1));
}

void verify_check_loop(vctx *v, uint32_t g) {
  sym_ctx *c = v->c;
  int ls = v->gsrc[g], lt = v->gtgt[g];
  sym_loopinfo *a = &v->s.sf->loops[ls], *b = &v->t.sf->loops[lt];
  long tag = smallest_tag_in_loop(&v->s, ls);
  v_verdict st = V_PROVED;
  sym_term *outer = verify_noub_chain(v, ls, false), *inner = verify_noub_chain(v, ls, true);

  /* a rotated loop (loop-rotate): tgt tests src's header condition before entering and at
   * the end of each iteration; by induction tgt reaches iteration k exactly where src's
   * header does and passes its test there (what the tgt terms assume: sym_opts.rotated).
   * A header test tgt dropped: tgt tests it before entering only, and src's passes at every
   * iteration after an iteration that goes on (induction again, same terms). */
  bool drop = v->gdrop[g];
  int trip_was = v->trip_loop;
  v->trip_loop = (int)g + 1;
  sym_term *test = v->grot[g], *k1 = sym_bin(c, SYM_ADD, 0, a->k, sym_const(c, 64, 1));
  sym_term *sentry = test ? sym_and(c, a->entry, sym_subst_loop(c, test, g, sym_const(c, 64, 0), false)) : a->entry;
  sym_term *test1 = test ? sym_subst_loop(c, test, g, k1, false) : NULL;
  sym_term *scont = test && !drop ? sym_and(c, a->cont, test1) : a->cont;
  oblig ob;
  memset(&ob, 0, sizeof ob);
  ob.tag = tag;
  ob.kind = "trip-count";
  ob.check = drop   ? "tgt enters its loop, whose header test it dropped, exactly when src enters the loop and passes that test"
             : test ? "tgt enters its rotated loop exactly when src enters the loop and passes its first test"
                    : "the loop is entered under the same condition in src and tgt";
  verify_push_pre(&ob, outer);
  ob.goal = sym_and(c, sym_implies(c, sentry, b->entry), sym_implies(c, b->entry, sentry));
  ob.show[0] = sentry;
  ob.show[1] = b->entry;
  st = verify_worse(st, verify_run_oblig(v, &ob));
  bool one = v->o->quick || v->o->first_cex; /* one counterexample answers a campaign */
  v_verdict r2 = st;
  sym_term *km1 = sym_bin(c, SYM_SUB, 0, a->k, sym_const(c, 64, 1));
  sym_term *prev = sym_and(c, sym_subst_loop(c, a->cont, g, km1, false), sym_subst_loop(c, b->cont, g, km1, false));

  if (!(one && st == V_CEX)) {
    memset(&ob, 0, sizeof ob);
    ob.tag = tag;
    ob.kind = "trip-count";
    ob.check = drop   ? "iteration k goes on to k+1 in src exactly when it does in tgt, and src's header test, which tgt dropped, passes at k+1"
               : test ? "tgt's rotated loop goes on from iteration k exactly when src's does and passes its test at k+1"
                      : "iteration k goes on to k+1 in src exactly when it does in tgt (loop exit condition)";
    verify_push_pre(&ob, inner);
    if (test) verify_push_pre(&ob, test);
    verify_push_pre(&ob, sym_implies(c, sym_not(c, sym_icmp(c, LLVMIntEQ, a->k, sym_const(c, 64, 0))), prev));
    ob.goal = sym_and(c, sym_implies(c, scont, b->cont), sym_implies(c, b->cont, scont));
    if (drop) ob.goal = sym_and(c, ob.goal, sym_implies(c, a->cont, test1));
    ob.focus = extra_iteration_reaches(v, g, tag, scont, b->cont, k1);
    ob.show[0] = scont;
    ob.show[1] = b->cont;
    r2 = verify_run_oblig(v, &ob);
    st = verify_worse(st, r2);
  }

  if (r2 != V_CEX && !(one && st == V_CEX)) {
    memset(&ob, 0, sizeof ob);
    ob.tag = tag;
    ob.kind = "tgt-poison";
    ob.check = "tgt branches on a defined value in every iteration where src does";
    verify_push_pre(&ob, inner);
    /* where src goes on from k, it reaches iteration k+1 and is defined there too (else the
     * whole execution is undefined): a loop that tgt rotated tests at its latch in iteration
     * k what src's header tests in iteration k+1 (`c += 256` overflowing past `c < cols`) */
    verify_push_pre(&ob, sym_implies(c, a->cont, sym_subst_loop(c, a->hr, g, k1, false)));
    verify_push_pre(&ob, sym_subst_loop(c, inner, g, k1, false));
    if (test) verify_push_pre(&ob, test); /* (tgt's latch tests src's header test at k+1) */
    verify_push_pre(&ob, sym_implies(c, sym_not(c, sym_icmp(c, LLVMIntEQ, a->k, sym_const(c, 64, 0))), prev));
    ob.goal = b->noub;
    st = verify_worse(st, verify_run_oblig(v, &ob));
  }
  v->trip_loop = trip_was;
  v->gstat[g] = st;
  if (st == V_CEX) v->fr->count[V_CEX]++;
}

/* The loops around blk, outermost first, as global ids: *out is malloc'd (any depth). */
int verify_loop_chain(side *sd, int blk, uint32_t **out) {
  int n = 0;
  for (int l = sd->cfg->loop_of[blk]; l >= 0; l = sd->cfg->loops[l].parent) n++;
  *out = malloc(((size_t)n + 1) * sizeof **out);
  if (!*out) ir_oom();
  int i = n;
  for (int l = sd->cfg->loop_of[blk]; l >= 0; l = sd->cfg->loops[l].parent) (*out)[--i] = sd->gid[l];
  return n;
}

v_verdict verify_check_branches(vctx *v) {
  sym_ctx *c = v->c;
  oblig ob = {0};
  ob.tag = -1;
  ob.kind = "tgt-poison";
  ob.check = "tgt branches on a defined value outside loops wherever src does";
  verify_push_pre(&ob, v->s.sf->noub);
  /* an entered src loop runs its header's test at iteration 0: a rotated loop's guard in
   * tgt is that test, outside tgt's loop */
  for (int l = 0; l < v->s.cfg->nloops; l++)
    if (v->s.cfg->loops[l].parent < 0) {
      sym_loopinfo *L = &v->s.sf->loops[l];
      sym_term *zero = sym_const(c, 64, 0);
      verify_push_pre(&ob, sym_subst_loop(c, L->hr, v->s.gid[l], zero, false));
      verify_push_pre(&ob, sym_subst_loop(c, L->noub, v->s.gid[l], zero, false));
    }
  ob.goal = v->t.sf->noub;
  v_verdict r = verify_run_oblig(v, &ob);
  if (r == V_CEX) v->fr->count[V_CEX]++;
  return r;
}
