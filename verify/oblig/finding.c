/* Findings: the one API through which the driver and every rule report.  A finding is a
 * verdict, a kind, the access it concerns (its tag) and the text and JSON that describe it
 * (verify_add_finding, verify_describe_access, verify_finish); a note is a finding whose
 * description is one reason (verify_note).  Also the verdicts' names and order, the report's
 * life cycle and the helpers that print terms and access descriptions for findings.
 * It calls nothing of the verifier above it: the rules and the driver call it. */
#include "oblig.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const char *const v_rule_names[V_NRULES] = {"one-to-one", "merged", "deleted-load", "widened", "dead-local", "unrolled", "licm", "dead-store", "split-copy"};

const char *v_verdict_name(v_verdict v) {
  static const char *n[] = {"proved", "bounded", "unknown", "counterexample", "unsupported"};
  return (unsigned)v < V_NVERDICTS ? n[v] : "?";
}

void verify_opts_default(verify_opts *o) {
  memset(o, 0, sizeof *o);
  o->timeout_ms = 2000;
  o->unroll = 4;
  o->range_attrs = true;
}

void verify_report_init(verify_report *r) { memset(r, 0, sizeof *r); }

void verify_report_free(verify_report *r) {
  for (int i = 0; i < r->nf; i++) {
    free(r->f[i].text);
    json_decref(r->f[i].json);
  }
  free(r->f);
  free(r->fn);
  free(r->lines);
  smt_stats_free(&r->smt);
  memset(r, 0, sizeof *r);
}

int verify_exit_status(const verify_report *r, bool fail_on_unknown) {
  int c[V_NVERDICTS];
  verify_totals(r, 0, c);
  if (c[V_CEX]) return 1;
  if (c[V_UNKNOWN] || c[V_UNSUPPORTED]) return fail_on_unknown ? 1 : 3;
  return 0;
}

/* ---- growable text ---- */

void verify_sbprintf(verify_sbuf *b, const char *fmt, ...) {
  for (;;) {
    va_list ap;
    va_start(ap, fmt);
    size_t room = b->cap - b->n;
    int k = b->s ? vsnprintf(b->s + b->n, room, fmt, ap) : -1;
    va_end(ap);
    if (k >= 0 && (size_t)k < room) {
      b->n += (size_t)k;
      return;
    }
    b->cap = b->cap ? b->cap * 2 + (size_t)(k > 0 ? k : 0) : 512;
    b->s = realloc(b->s, b->cap);
    if (!b->s) ir_oom();
    b->s[b->n] = 0;
  }
}

char *verify_term_str_n(vctx *v, sym_term *t, size_t cap) {
  char *buf = calloc(1, cap);
  if (!buf) ir_oom();
  sym_print(v->c, t, buf, cap);
  if (strlen(buf) >= cap - 2) strcpy(buf + cap - 10, " ...");
  return buf;
}

char * verify_term_str(vctx *v, sym_term *t) { return verify_term_str_n(v, t, 400); }

char *verify_term_full(vctx *v, sym_term *t) {
  for (size_t cap = 4096;; cap *= 4) {
    char *buf = calloc(1, cap);
    if (!buf) ir_oom();
    sym_print(v->c, t, buf, cap);
    if (strlen(buf) < cap - 2 || cap > (64u << 20)) return buf;
    free(buf);
  }
}

json_t *verify_json_u64(uint64_t v) {
  char b[32];
  snprintf(b, sizeof b, "%llu", (unsigned long long)v);
  return json_string(b);
}

json_t *verify_json_head(const v_finding *f) {
  return json_pack("{s:s, s:s, s:s}", "verdict", v_verdict_name(f->verdict), "kind", f->kind, "function", f->func);
}

/* ---- findings ---- */

v_finding * verify_add_finding(vctx *v, v_verdict verdict, const char *kind, long tag) {
  return verify_report_add(v->r, v->fr->name, verdict, kind, tag);
}

sym_access *verify_access_of(side *sd, LLVMValueRef inst) {
  for (int i = 0; i < sd->sf->naccess; i++)
    if (sd->sf->acc[i].inst == inst) return &sd->sf->acc[i];
  return NULL;
}

sym_access * verify_acc_by_tag(side *sd, long tag) {
  intptr_t i = (intptr_t)ir_map_get(&sd->bytag, (void *)(intptr_t)(tag + 1));
  return i ? &sd->sf->acc[i - 1] : NULL;
}

const char *verify_access_words(const sym_access *x, char *ty, size_t n) {
  ty[0] = 0;
  LLVMTypeRef t = ir_mem_type(x->inst);
  if (t) {
    char *s = LLVMPrintTypeToString(t);
    snprintf(ty, n, " %s", s);
    LLVMDisposeMessage(s);
  }
  return x->kind == IR_MEM_SYNC || x->kind == IR_MEM_INTRIN ? ir_callee_name(x->inst, NULL) : ir_memkind_name(x->kind);
}

void  verify_describe_access(vctx *v, v_finding *f, verify_sbuf *txt, json_t *js, long tag) {
  sym_access *a = verify_acc_by_tag(&v->s, tag), *b = verify_acc_by_tag(&v->t, tag);
  sym_access *x = a ? a : b;
  if (!x) return;
  f->src_line = a ? ir_line_of(v->s.lm, a->inst) : 0;
  f->tgt_line = b ? ir_line_of(v->t.lm, b->inst) : 0;
  char ty[64];
  const char *what = verify_access_words(x, ty, sizeof ty);
  if (x->npointers) verify_sbprintf(txt, "  access:     %s%s addrspace(%u)", what, ty, x->aspace[0]);
  else verify_sbprintf(txt, "  access:     %s", what);
  if (f->src_line && f->tgt_line) verify_sbprintf(txt, " (src line %d, tgt line %d)", f->src_line, f->tgt_line);
  else if (f->src_line) verify_sbprintf(txt, " (src line %d)", f->src_line);
  else if (f->tgt_line) verify_sbprintf(txt, " (tgt line %d)", f->tgt_line);
  verify_sbprintf(txt, "\n");
  json_t *acc = json_pack("{s:I, s:s, s:s, s:i, s:i}", "id", (json_int_t)tag, "op", what ? what : "", "type",
                          ty[0] ? ty + 1 : "", "src_line", f->src_line, "tgt_line", f->tgt_line);
  if (x->npointers) json_object_set_new(acc, "addrspace", json_integer(x->aspace[0]));
  json_object_set_new(js, "access", acc);
  char rw[256];
  if (a && b && x->npointers && verify_rewrite_words(a->inst, b->inst, rw, sizeof rw))
    json_object_set_new(js, "rewrite", json_string(rw)); /* the signature's role (fuzz/oracle.c) */
}

void  verify_finish(v_finding *f, verify_sbuf *txt, json_t *js) {
  f->text = txt->s ? txt->s : strdup("");
  if (!f->text) ir_oom();
  f->json = js;
}

void  verify_note(vctx *v, v_verdict verdict, const char *kind, long tag, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void  verify_note(vctx *v, v_verdict verdict, const char *kind, long tag, const char *fmt, ...) {
  if (v->quiet) return;
  v_finding *f = verify_add_finding(v, verdict, kind, tag);
  verify_sbuf txt = {0};
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  json_t *js = verify_json_head(f);
  json_object_set_new(js, "message", json_string(msg));
  if (tag >= 0) verify_describe_access(v, f, &txt, js, tag);
  verify_sbprintf(&txt, "  reason:     %s\n", msg);
  verify_finish(f, &txt, js);
}

/* ---- verdicts and time ---- */

v_verdict verify_worse(v_verdict a, v_verdict b) {
  static const int rank[] = {0, 1, 3, 4, 2}; /* proved < bounded < unsupported < unknown < cex */
  return rank[b] > rank[a] ? b : a;
}

double verify_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* -v: "@k #3 load i32 addrspace(1) (line 12): proved by the normal form (4 obligations)" */
void verify_verbose_line(vctx *v, sym_access *a, v_verdict r, bool removed) {
  verify_sbuf b = {v->r->lines, v->r->lines_n, v->r->lines_cap};
  char ty[64];
  const char *what = verify_access_words(a, ty, sizeof ty);
  verify_sbprintf(&b, "@%s #%ld %s%s", v->fr->name, a->tag, what, ty);
  if (a->npointers) verify_sbprintf(&b, " addrspace(%u)", a->aspace[0]);
  int line = ir_line_of(v->s.lm, a->inst);
  if (line) verify_sbprintf(&b, " (line %d)", line);
  int n = v->acc_fast + v->acc_z3;
  if (removed)
    verify_sbprintf(&b, ": removed: %s\n", r == V_PROVED    ? "proved unnecessary"
                                            : r == V_BOUNDED ? "unnecessary up to the unroll bound"
                                                             : v_verdict_name(r));
  else if (r == V_PROVED && !n)
    verify_sbprintf(&b, ": proved: the same terms on both sides\n");
  else if (r == V_PROVED && !v->acc_z3)
    verify_sbprintf(&b, ": proved by the normal form (%d obligation%s)\n", n, n == 1 ? "" : "s");
  else if (r == V_PROVED)
    verify_sbprintf(&b, ": proved, %d of %d obligation%s by Z3 (%.1f ms)\n", v->acc_z3, n, n == 1 ? "" : "s", v->acc_z3_ms);
  else if (r == V_BOUNDED)
    verify_sbprintf(&b, ": bounded: verified up to %d iterations (%d obligations, %.1f ms in Z3)\n", v->o->unroll, n,
                    v->acc_z3_ms);
  else
    verify_sbprintf(&b, ": %s (see the finding)\n", v_verdict_name(r));
  v->r->lines = b.s;
  v->r->lines_n = b.n;
  v->r->lines_cap = b.cap;
}

bool verify_added_sync_is(vctx *v, LLVMValueRef inst) {
  if (ir_map_has(&v->t.extra, inst)) return true;
  long tag = ir_tag_of(inst);
  return tag >= 0 && !verify_acc_by_tag(&v->s, tag);
}

void verify_index_copies(side *sd) {
  ir_map_init(&sd->copies);
  ir_cfg *cfg = sd->cfg;
  for (int b = 0; b < cfg->n; b++)
    for (LLVMValueRef x = LLVMGetFirstInstruction(cfg->block[b]); x; x = LLVMGetNextInstruction(x)) {
      if (ir_memkind_of(x) == IR_MEM_NONE) continue;
      long t = ir_tag_of(x);
      if (t < 0) continue;
      void *key = (void *)(intptr_t)(t + 1);
      ir_vec *l = ir_map_get(&sd->copies, key);
      if (!l) {
        l = calloc(1, sizeof *l);
        if (!l) ir_oom();
        ir_map_put(&sd->copies, key, l);
        ir_vec_push(&sd->copy_lists, l);
      }
      ir_vec_push(l, x);
    }
}

int verify_tgt_count(vctx *v, long tag) {
  const ir_vec *l = ir_map_get(&v->t.copies, (void *)(intptr_t)(tag + 1));
  return l ? l->n : 0;
}


void verify_free_copies(side *sd) {
  for (int i = 0; i < sd->copy_lists.n; i++) {
    ir_vec_free(sd->copy_lists.v[i]);
    free(sd->copy_lists.v[i]);
  }
  ir_vec_free(&sd->copy_lists);
  ir_map_free(&sd->copies);
}
