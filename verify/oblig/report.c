/* Printing verification results as text and JSON. */
#include "verify.h"

#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#ifndef NVTV_GIT_REV
#define NVTV_GIT_REV "unknown"
#endif

void verify_totals(const verify_report *r, int from_fn, int count[V_NVERDICTS]) {
  memset(count, 0, V_NVERDICTS * sizeof *count);
  for (int i = from_fn; i < r->nfn; i++)
    for (int k = 0; k < V_NVERDICTS; k++) count[k] += r->fn[i].count[k];
}

static void counts_line(FILE *out, const int *c, int unroll) {
  fprintf(out, "%d proved, %d bounded", c[V_PROVED], c[V_BOUNDED]);
  if (c[V_BOUNDED]) fprintf(out, " (verified up to %d iterations)", unroll);
  fprintf(out, ", %d unknown, %d counterexample%s", c[V_UNKNOWN], c[V_CEX], c[V_CEX] == 1 ? "" : "s");
  if (c[V_UNSUPPORTED]) fprintf(out, ", %d unsupported", c[V_UNSUPPORTED]);
}

void verify_print_summary(FILE *out, const verify_report *r, int from_fn, const char *label) {
  for (int i = from_fn; i < r->nfn; i++) {
    const v_func *f = &r->fn[i];
    fprintf(out, "%s%s@%s: ", label ? label : "", label ? " " : "", f->name);
    counts_line(out, f->count, r->unroll);
    fprintf(out, "\n");
  }
}

static const char *verdict_word(v_verdict v) {
  switch (v) {
  case V_CEX: return "counterexample";
  case V_UNKNOWN: return "unknown";
  case V_UNSUPPORTED: return "unsupported";
  default: return v_verdict_name(v);
  }
}

void verify_print_text(FILE *out, const verify_report *r, const char *label) {
  if (r->lines) fputs(r->lines, out); /* -v */
  for (int i = 0; i < r->nf; i++) {
    const v_finding *f = &r->f[i];
    fprintf(out, "%s: %s in @%s", verdict_word(f->verdict), f->kind, f->func);
    if (f->tag >= 0) fprintf(out, " at #%ld", f->tag);
    fprintf(out, "\n%s", f->text ? f->text : "");
  }
  verify_print_summary(out, r, 0, label);
  int c[V_NVERDICTS];
  verify_totals(r, 0, c);
  fprintf(out, "total: ");
  counts_line(out, c, r->unroll);
  fprintf(out, "\n");
  verify_print_notes(out, r);
}

#define BARRIER_NOTE                                                                                      \
  "every thread runs the same barrier instances (CUDA's rule); two threads' accesses are ordered exactly when "  \
  "a barrier instance lies between them, compared iteration by iteration; each thread's loaded values are its "  \
  "own; the CTA is one thread wide in y and z unless the kernel reads tid.y/ntid.y (tid.z/ntid.z); distinct "    \
  "globals and noalias arguments are distinct objects"

#define MEMORDER_NOTE                                                                                         \
  "memory order: loaded values are equal in src and tgt where the access lies between the same barrier "      \
  "instances on both sides (checked: a move across a barrier is checked against every other thread's "        \
  "access, one across a fence or warp sync too); within a thread, accesses keep their order relative to the "  \
  "same thread's accesses of the same bytes"

#define INBOUNDS_NOTE                                                                                        \
  "inbounds: each pointer argument, global, alloca or byval argument is one object of size < 2^63, followed "  \
  "through GEP chains and address-space casts (dynamic shared memory and pointer arguments: objects of "       \
  "unknown size); pointers from loads, int-to-pointer casts or phis of different objects are checked as nusw " \
  "only, in src and tgt alike"

/* proved accesses per correspondence rule, over every function */
static void rule_totals(const verify_report *r, int n[V_NRULES]) {
  memset(n, 0, V_NRULES * sizeof *n);
  for (int i = 0; i < r->nfn; i++)
    for (int k = 0; k < V_NRULES; k++) n[k] += r->fn[i].rule[k];
}

void verify_print_notes(FILE *out, const verify_report *r) {
  int n[V_NRULES];
  rule_totals(r, n);
  int other = 0;
  for (int k = V_RULE_TAG + 1; k < V_NRULES; k++) other += n[k];
  if (other) { /* (only when a rule besides the tags paired something) */
    fprintf(out, "rules: proved");
    for (int k = 0; k < V_NRULES; k++) fprintf(out, "%s %d %s", k ? "," : "", n[k], v_rule_names[k]);
    fprintf(out, "\n");
  }
  if (r->rejoined[0])
    fprintf(out, "rejoined: tgt's %s (GlobalOpt's split of an aggregate, each part's slice read off the tags of "
                 "its accesses)\n", r->rejoined);
  if (r->approx & V_APPROX_INBOUNDS)
    fprintf(out, "approximations: %s\n", INBOUNDS_NOTE);
  for (int i = 0; i < r->nfn; i++)
    if (r->fn[i].launch[0]) fprintf(out, "launch: @%s: %s\n", r->fn[i].name, r->fn[i].launch);
  if (r->approx & V_APPROX_BARRIER)
    fprintf(out, "approximations: barriers: %s\n", BARRIER_NOTE);
  if (r->approx & V_APPROX_MEMORDER) fprintf(out, "approximations: %s\n", MEMORDER_NOTE);
  if (r->z3_unconfirmed)
    fprintf(out, "always-z3: %d fast-path proofs could not be re-checked by Z3 within the timeout (none refuted)\n",
            r->z3_unconfirmed);
}

json_t *verify_json_versions(void) {
  unsigned maj, min, pat;
  LLVMGetVersion(&maj, &min, &pat);
  char llvm[32], z3[32];
  snprintf(llvm, sizeof llvm, "%u.%u.%u", maj, min, pat);
  smt_version(z3, sizeof z3);
  return json_pack("{s:s, s:s, s:s, s:s}", "nvtv", NVTV_VERSION, "git", NVTV_GIT_REV, "llvm", llvm, "z3", z3);
}

json_t *verify_json_approximations(const verify_report *r) {
  json_t *a = json_array();
  if (r->approx & V_APPROX_INBOUNDS) json_array_append_new(a, json_string(INBOUNDS_NOTE));
  if (r->approx & V_APPROX_BARRIER) json_array_append_new(a, json_string("barriers: " BARRIER_NOTE));
  if (r->approx & V_APPROX_MEMORDER) json_array_append_new(a, json_string(MEMORDER_NOTE));
  return a;
}

json_t *verify_json_function(const v_func *f) {
  json_t *o = json_pack("{s:s, s:i, s:i}", "name", f->name, "accesses", f->naccess, "loops", f->nloops);
  for (int k = 0; k < V_NVERDICTS; k++) json_object_set_new(o, v_verdict_name((v_verdict)k), json_integer(f->count[k]));
  json_t *rules = json_object();
  for (int k = 0; k < V_NRULES; k++) json_object_set_new(rules, v_rule_names[k], json_integer(f->rule[k]));
  json_object_set_new(o, "rules", rules);
  json_object_set_new(o, "ms", json_real(f->ms));
  json_object_set_new(o, "launch", json_string(f->launch));
  return o;
}

json_t *verify_json_totals(const verify_report *r, int from_fn) {
  int c[V_NVERDICTS];
  verify_totals(r, from_fn, c);
  json_t *o = json_object();
  for (int k = 0; k < V_NVERDICTS; k++) json_object_set_new(o, v_verdict_name((v_verdict)k), json_integer(c[k]));
  return o;
}

bool verify_json_dump(FILE *out, json_t *doc) {
  if (!doc) return false;
  bool ok = json_dumpf(doc, out, JSON_COMPACT) == 0;
  fputc('\n', out);
  json_decref(doc);
  return ok;
}

void verify_print_json(FILE *out, const verify_report *r, const char *src, const char *tgt) {
  json_t *fns = json_array(), *finds = json_array();
  for (int i = 0; i < r->nfn; i++) json_array_append_new(fns, verify_json_function(&r->fn[i]));
  for (int i = 0; i < r->nf; i++) json_array_append(finds, r->f[i].json ? r->f[i].json : json_object());
  json_t *doc = json_pack("{s:o, s:s, s:s, s:i, s:o, s:o, s:o, s:o, s:{s:i, s:f, s:i, s:i, s:i, s:i}}", "versions",
                          verify_json_versions(), "src", src ? src : "", "tgt", tgt ? tgt : "", "unroll", r->unroll,
                          "functions", fns, "findings", finds, "total", verify_json_totals(r, 0), "approximations",
                          verify_json_approximations(r), "solver", "queries", r->smt.queries, "ms", r->smt.ms,
                          "fast_proved", r->fast_proved, "z3_proved", r->z3_proved, "z3_sliced", r->sliced_proved, "z3_unconfirmed", r->z3_unconfirmed);
  if (r->rejoined[0]) json_object_set_new(doc, "rejoined", json_string(r->rejoined));
  verify_json_dump(out, doc);
}

v_finding *verify_report_add(verify_report *r, const char *func, v_verdict verdict, const char *kind, long tag) {
  if (r->nf == r->capf) {
    r->capf = r->capf ? 2 * r->capf : 16;
    r->f = realloc(r->f, (size_t)r->capf * sizeof *r->f);
    if (!r->f) ir_oom();
  }
  v_finding *f = &r->f[r->nf++];
  memset(f, 0, sizeof *f);
  f->verdict = verdict;
  f->kind = kind;
  snprintf(f->func, sizeof f->func, "%s", func);
  f->tag = tag;
  return f;
}

interp_replay_verdict verify_finding_replay(LLVMModuleRef src, LLVMModuleRef tgt, const v_finding *f, char *obs, size_t n) {
  if (f->verdict != V_CEX) {
    if (obs && n) snprintf(obs, n, "not a counterexample");
    return INTERP_NOT_EXECUTABLE;
  }
  interp_claim c = {f->func, f->kind, f->tag, f->json};
  return interp_replay(src, tgt, &c, obs, n);
}

bool verify_finding_confirm(LLVMModuleRef src, LLVMModuleRef tgt, const v_finding *f, char *obs, size_t n) {
  return verify_finding_replay(src, tgt, f, obs, n) == INTERP_CONFIRMED;
}
