/* The adversary: a verifier is only tested by transformations that are wrong, and sound passes
 * give it nothing false to accept.  nvtv fuzz --adversary runs mutate-tgt (src/passes) on each
 * kernel, the way buggy passes break code (a sync deleted or moved, an access hoisted or sunk
 * across one or out of its guard, an offset, a stride, an extension, a comparison, a bound,
 * two operands, an index width), and holds the verifier's verdict against execution:
 *
 *   execution tells apart, the verifier proved every access   verifier-unsound (a finding)
 *   execution tells apart, the verifier gives a counterexample  a hit: recall = hits / apart
 *   execution tells apart, bounded / unknown / unsupported      a miss, counted by verdict
 *   a counterexample, execution saw nothing                     counted (random inputs may miss)
 *
 * Only verifier-unsound (and a failure of mutate-tgt itself) is a finding; the rest is the
 * table.  A change that execution cannot tell apart (a duplicated barrier in uniform code, a
 * comparison flipped where both sides agree on every input tried) says nothing either way. */
#include "fuzz.h"

#include <string.h>

static const char *const col_names[ADV_NCOLS] = {"pairs",   "differ",  "hit",      "unsound", "bounded",
                                                 "unknown", "unsupported", "cex_only", "same", "not_run"};

bool adv_classify(const orc_result *r, adv_table *t) {
  if (r->kind == ORC_PASS_CRASH || r->kind == ORC_PASS_HANG || r->kind == ORC_INVALID_IR) return true;
  int k = r->tgt ? mutate_described(r->tgt, NULL, 0, NULL, 0) : -1;
  if (k < 0) {
    t->n[MUTATE_NKINDS][ADV_PAIRS]++;
    return false;
  }
  long *row = t->n[k];
  row[ADV_PAIRS]++;
  bool cex = r->count[V_CEX] > 0 || r->kind == ORC_FINDING;
  bool differ = r->exec_ran && r->exec_diff == 1;
  if (!r->exec_ran || r->exec_diff < 0 || (r->exec_diff == 0 && r->exec_compared == 0)) row[ADV_NOTRUN]++;
  else if (!differ) row[ADV_SAME]++;
  if (cex && !differ) row[ADV_CEXONLY]++;
  if (!differ) return false;
  row[ADV_DIFFER]++;
  if (cex) row[ADV_HIT]++;
  else if (r->count[V_UNSUPPORTED]) row[ADV_UNSUPP]++;
  else if (r->count[V_UNKNOWN]) row[ADV_UNKNOWN]++;
  else if (r->count[V_BOUNDED]) row[ADV_BOUNDED]++;
  else row[ADV_UNSOUND]++;
  return !cex && !r->count[V_UNSUPPORTED] && !r->count[V_UNKNOWN] && !r->count[V_BOUNDED];
}

void adv_add(adv_table *into, const adv_table *t) {
  for (int k = 0; k <= MUTATE_NKINDS; k++)
    for (int c = 0; c < ADV_NCOLS; c++) into->n[k][c] += t->n[k][c];
}

static void total(const adv_table *t, long *out) {
  for (int c = 0; c < ADV_NCOLS; c++) {
    out[c] = 0;
    for (int k = 0; k < MUTATE_NKINDS; k++) out[c] += t->n[k][c];
  }
}

static void row(FILE *out, const char *name, const long *r) {
  char recall[16] = "-";
  if (r[ADV_DIFFER]) snprintf(recall, sizeof recall, "%.1f%%", 100.0 * (double)r[ADV_HIT] / (double)r[ADV_DIFFER]);
  fprintf(out, "%-12s %7ld %7ld %7ld %7s %8ld %8ld %8ld %8ld %8ld %7ld %8ld\n", name, r[ADV_PAIRS], r[ADV_DIFFER],
          r[ADV_HIT], recall, r[ADV_UNSOUND], r[ADV_BOUNDED], r[ADV_UNKNOWN], r[ADV_UNSUPP], r[ADV_CEXONLY], r[ADV_SAME],
          r[ADV_NOTRUN]);
}

void adv_print(FILE *out, const adv_table *t) {
  fprintf(out, "%-12s %7s %7s %7s %7s %8s %8s %8s %8s %8s %7s %8s\n", "KIND", "PAIRS", "DIFFER", "CEX", "RECALL",
          "UNSOUND", "BOUNDED", "UNKNOWN", "UNSUPP", "CEX-ONLY", "SAME", "NOT-RUN");
  for (int k = 0; k < MUTATE_NKINDS; k++) row(out, mutate_kind_name(k), t->n[k]);
  long tot[ADV_NCOLS];
  total(t, tot);
  row(out, "total", tot);
  if (t->n[MUTATE_NKINDS][ADV_PAIRS])
    fprintf(out, "kernels where no change of the kinds asked applied: %ld\n", t->n[MUTATE_NKINDS][ADV_PAIRS]);
}

static json_t *row_json(const long *r) {
  json_t *o = json_object();
  for (int c = 0; c < ADV_NCOLS; c++) json_object_set_new(o, col_names[c], json_integer((json_int_t)r[c]));
  json_object_set_new(o, "recall", r[ADV_DIFFER] ? json_real((double)r[ADV_HIT] / (double)r[ADV_DIFFER]) : json_null());
  return o;
}

json_t *adv_json(const adv_table *t) {
  json_t *kinds = json_array();
  for (int k = 0; k < MUTATE_NKINDS; k++) {
    json_t *o = row_json(t->n[k]);
    json_object_set_new(o, "kind", json_string(mutate_kind_name(k)));
    json_array_append_new(kinds, o);
  }
  long tot[ADV_NCOLS];
  total(t, tot);
  return json_pack("{s:o, s:o, s:I}", "kinds", kinds, "total", row_json(tot), "no_change",
                   (json_int_t)t->n[MUTATE_NKINDS][ADV_PAIRS]);
}

bool adv_from_json(const json_t *j, adv_table *t) {
  memset(t, 0, sizeof *t);
  json_t *kinds = json_object_get(j, "kinds");
  if (!json_is_array(kinds)) return false;
  size_t i;
  json_t *o;
  json_array_foreach(kinds, i, o) {
    int k = mutate_kind_index(json_string_value(json_object_get(o, "kind")) ? json_string_value(json_object_get(o, "kind")) : "");
    if (k < 0) return false;
    for (int c = 0; c < ADV_NCOLS; c++) t->n[k][c] = (long)json_integer_value(json_object_get(o, col_names[c]));
  }
  t->n[MUTATE_NKINDS][ADV_PAIRS] = (long)json_integer_value(json_object_get(j, "no_change"));
  return true;
}
