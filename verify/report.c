/* Printing verification results as text and JSON. */
#include "verify.h"

#include <stdlib.h>
#include <string.h>

char *verify_json_str(const char *s) {
  size_t n = strlen(s);
  char *r = malloc(n * 6 + 3);
  if (!r) ir_oom();
  char *p = r;
  *p++ = '"';
  for (; *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') {
      *p++ = '\\';
      *p++ = (char)ch;
    } else if (ch == '\n') {
      *p++ = '\\';
      *p++ = 'n';
    } else if (ch < 0x20) {
      p += sprintf(p, "\\u%04x", ch);
    } else {
      *p++ = (char)ch;
    }
  }
  *p++ = '"';
  *p = 0;
  return r;
}

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

#define BARRIER_NOTE                                                                              \
  "the two threads' loop iterations are independent; the CTA is one thread wide in y and z unless the " \
  "kernel reads tid.y/ntid.y (tid.z/ntid.z); distinct globals and noalias arguments are distinct objects"

#define INBOUNDS_NOTE                                                                                        \
  "inbounds: each pointer argument, global, alloca or byval argument is one object of size < 2^63, followed "  \
  "through GEP chains and address-space casts (dynamic shared memory and pointer arguments: objects of "       \
  "unknown size); pointers from loads, int-to-pointer casts or phis of different objects are checked as nusw " \
  "only, in src and tgt alike"

void verify_print_notes(FILE *out, const verify_report *r) {
  if (r->approx & V_APPROX_INBOUNDS)
    fprintf(out, "approximations: %s\n", INBOUNDS_NOTE);
  for (int i = 0; i < r->nfn; i++)
    if (r->fn[i].launch[0]) fprintf(out, "launch: @%s: %s\n", r->fn[i].name, r->fn[i].launch);
  if (r->approx & V_APPROX_BARRIER)
    fprintf(out, "approximations: barriers: %s\n", BARRIER_NOTE);
  if (r->z3_unconfirmed)
    fprintf(out, "always-z3: %d fast-path proofs could not be re-checked by Z3 within the timeout (none refuted)\n",
            r->z3_unconfirmed);
}

void verify_print_json(FILE *out, const verify_report *r, const char *src, const char *tgt) {
  char *s = verify_json_str(src ? src : ""), *t = verify_json_str(tgt ? tgt : "");
  fprintf(out, "{\"src\":%s,\"tgt\":%s,\"unroll\":%d,\"functions\":[", s, t, r->unroll);
  free(s);
  free(t);
  for (int i = 0; i < r->nfn; i++) {
    const v_func *f = &r->fn[i];
    char *n = verify_json_str(f->name);
    fprintf(out, "%s{\"name\":%s,\"accesses\":%d,\"loops\":%d", i ? "," : "", n, f->naccess, f->nloops);
    for (int k = 0; k < V_NVERDICTS; k++) fprintf(out, ",\"%s\":%d", v_verdict_name((v_verdict)k), f->count[k]);
    char *l = verify_json_str(f->launch);
    fprintf(out, ",\"ms\":%.3f,\"launch\":%s}", f->ms, l);
    free(l);
    free(n);
  }
  fprintf(out, "],\"findings\":[");
  for (int i = 0; i < r->nf; i++) fprintf(out, "%s%s", i ? "," : "", r->f[i].json ? r->f[i].json : "{}");
  int c[V_NVERDICTS];
  verify_totals(r, 0, c);
  fprintf(out, "],\"total\":{");
  for (int k = 0; k < V_NVERDICTS; k++) fprintf(out, "%s\"%s\":%d", k ? "," : "", v_verdict_name((v_verdict)k), c[k]);
  const char *inb = "\"" INBOUNDS_NOTE "\"";
  fprintf(out, "},\"approximations\":[%s%s%s%s%s],\"solver\":{\"queries\":%d,\"ms\":%.3f,\"fast_proved\":%d,"
          "\"z3_proved\":%d,\"z3_unconfirmed\":%d}}\n",
          (r->approx & V_APPROX_INBOUNDS) ? inb : "",
          (r->approx & V_APPROX_INBOUNDS) && (r->approx & V_APPROX_BARRIER) ? "," : "",
          (r->approx & V_APPROX_BARRIER) ? "\"barriers: " : "", (r->approx & V_APPROX_BARRIER) ? BARRIER_NOTE : "",
          (r->approx & V_APPROX_BARRIER) ? "\"" : "",
          r->smt.queries, r->smt.ms, r->fast_proved, r->z3_proved, r->z3_unconfirmed);
}
