/* The one-to-one rule: a src access and the tgt access that carries its tag, checked by
 * the per-access obligations (oblig/access.c) and, where either side has a sync point, by
 * the memory-order obligation (oblig/memorder.c).  Last in the table: it takes every access
 * the other rules left, each with its counterpart. */
#include "rules.h"

static bool tag_takes(vctx *v, sym_access *a, sym_access *b, int lost) {
  (void)v, (void)a, (void)lost;
  return b != NULL;
}

static v_verdict tag_check(vctx *v, sym_access *a, int i, sym_access *b, int lost) {
  (void)i, (void)lost;
  v_verdict r = verify_check_access(v, a, b, V_CHECK_ONE);
  if (r == V_PROVED || r == V_BOUNDED) r = verify_worse(r, verify_memorder_access(v, a, b));
  if (r == V_PROVED) v->fr->rule[V_RULE_TAG]++;
  if (v->o->verbose) verify_verbose_line(v, a, r, false);
  return r;
}

const verify_rule verify_rule_tag = {.name = "tag", .takes = tag_takes, .check = tag_check};
