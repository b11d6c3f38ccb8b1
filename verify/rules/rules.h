/* The correspondence rules (verify/rules/): each pairs src accesses with tgt accesses its
 * own way and checks them with the obligation layer (oblig.h) alone.  The driver runs the
 * rules of verify_rules[] in order at each of its phases; a rule is a file and a line of the
 * table (rules.c). */
#ifndef NVTV_VERIFY_RULES_H
#define NVTV_VERIFY_RULES_H

#include "oblig.h"

/* A correspondence rule: what it does at each phase of a function pair, any hook NULL.  The
 * driver runs a phase's hooks in the order of verify_rules[]; at the checks, the first rule
 * that takes a src access checks it, and at the end the first rule that accounts for a tgt
 * access does. */
typedef struct verify_rule {
  const char *name;
  void (*plan)(vctx *v);                   /* src's terms built, before tgt's */
  void (*tgt_opts)(vctx *v, sym_opts *to); /* tgt's builder options (again after a justify) */
  bool (*justify)(vctx *v);                /* tgt's terms built: true to build them again */
  void (*tgt_built)(vctx *v);              /* src's accesses indexed by tag, tgt's not yet */
  /* before the checks, lost: tgt accesses without a tag, unpaired: src tags tgt lacks */
  void (*pair)(vctx *v, int lost, int unpaired);  /* pairs what the tags do not */
  void (*claim)(vctx *v, int lost, int unpaired); /* then takes what pair left */
  sym_term *(*facts)(vctx *v, int lost, int unpaired); /* premises of every check (vctx.fwd) */
  /* src access a (index i), b its tgt counterpart by tag or NULL */
  bool (*takes)(vctx *v, sym_access *a, sym_access *b, int lost);
  v_verdict (*check)(vctx *v, sym_access *a, int i, sym_access *b, int lost);
  /* tgt access b (index i): accounted for by this rule (checked with its src access, or here) */
  bool (*tgt_access)(vctx *v, sym_access *b, int i);
  void (*free)(vctx *v);
} verify_rule;

extern const verify_rule *const verify_rules[]; /* NULL-terminated (rules.c) */
/* A rule's own state for the function pair (size bytes, zeroed at its first use; freed by
 * the driver after the rule's free hook): no other rule sees it */
void *verify_rule_state(vctx *v, const verify_rule *rule, size_t size);
extern const verify_rule verify_rule_licm, verify_rule_barrier, verify_rule_split, verify_rule_merged,
    verify_rule_deleted, verify_rule_unroll, verify_rule_added_sync, verify_rule_tag;

#endif
