/* The rules in the order the driver runs them (rules.h): at the checks, a src access goes
 * to the first that takes it, so the rules for what the tags cannot pair come before the
 * one-to-one rule by tag, which takes every access left. */
#include "rules.h"

#include <stdlib.h>

const verify_rule *const verify_rules[] = {
    &verify_rule_licm,       /* licm.c: an access hoisted or sunk out of its loop */
    &verify_rule_barrier,    /* barrier.c: a sync tgt removed */
    &verify_rule_split,      /* split.c: a copy tgt split into loads and stores */
    &verify_rule_merged,     /* merge.c: accesses merged or widened into an untagged one */
    &verify_rule_deleted,    /* merge.c: a deleted load, a dead local's store */
    &verify_rule_unroll,     /* unroll.c: copies of an unrolled or peeled loop's access */
    &verify_rule_added_sync, /* added_sync.c: a sync tgt added */
    &verify_rule_tag,        /* tag.c: one-to-one by tag */
    NULL,
};

_Static_assert(sizeof verify_rules / sizeof verify_rules[0] - 1 <= sizeof ((vctx *)0)->state / sizeof(void *),
               "vctx.state has a slot for each rule");

void *verify_rule_state(vctx *v, const verify_rule *rule, size_t size) {
  size_t i = 0;
  while (verify_rules[i] && verify_rules[i] != rule) i++;
  if (!v->state[i] && !(v->state[i] = calloc(1, size))) ir_oom();
  return v->state[i];
}
