/* One kernel through a pipeline and the verifier: what the campaign, the reducer, the
 * harnesses and `nvtv check --expect` all ask.
 *
 * A signature identifies a finding for deduplication (DESIGN.md "Generator and fuzzing"):
 * the pipeline (with the knobs that differ from their defaults), the check kind, the hazard
 * or mismatch detail, and the role of the access.  Two kernels that break the same check of
 * the same pipeline on the same kind of access are the same bug, whatever their shapes.
 */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void orc_config_default(orc_config *c) {
  memset(c, 0, sizeof *c);
  knobs_default(&c->knobs);
  verify_opts_default(&c->v);
  c->mcpu = "sm_90";
  c->timeout_s = 60;
  c->exec_runs = 8;
}

bool orc_is_identity(const orc_config *c) { return c->passes && !c->passes[strspn(c->passes, " \t")]; }

static void pipeline_text(const orc_config *c, bool for_sig, char *out, size_t n) {
  if (orc_is_identity(c)) { /* the empty pipeline: the kernel against itself */
    snprintf(out, n, "identity%s", c->v.barrier_model == 1 ? " barrier-model=four-map" : "");
    return;
  }
  /* mutate-tgt's seed differs from kernel to kernel of an adversary campaign: the bug a
   * finding shows is the kind of change (its signature's role), not the seed (its repro's
   * and its finding.json's pipeline's) */
  nvtv_knobs kn = c->knobs;
  if (for_sig) kn.v[KNOB_MUTATE_SEED] = knob_desc(KNOB_MUTATE_SEED)->def;
  char *k = knobs_describe(&kn);
  if (c->passes) snprintf(out, n, "%s%s%s", c->passes, k && *k ? " " : "", k ? k : "");
  else if (c->opt_cmd) snprintf(out, n, "cmd:%s", c->opt_cmd);
  else snprintf(out, n, "llvm:%s", c->llvm_passes ? c->llvm_passes : "");
  free(k);
  if (c->v.barrier_model == 1) snprintf(out + strlen(out), n - strlen(out), " barrier-model=four-map");
}

void orc_pipeline_text(const orc_config *c, char *out, size_t n) { pipeline_text(c, false, out, n); }
void orc_pipeline_sig(const orc_config *c, char *out, size_t n) { pipeline_text(c, true, out, n); }

/* The string value of key in a finding's JSON object (or in one of its objects), or "" */
static const char *json_field(const json_t *o, const char *obj, const char *key) {
  if (obj) o = json_object_get(o, obj);
  const char *v = json_string_value(json_object_get(o, key));
  return v ? v : "";
}

void orc_signature(const orc_config *c, const v_finding *f, const char *role, char *out, size_t n) {
  char pipe[200], detail[64] = "", op[64] = "";
  pipeline_text(c, true, pipe, sizeof pipe);
  for (char *q = pipe; *q; q++) if (*q == '|') *q = '/'; /* a command's pipes: not a field */
  if (f && f->json) {
    /* the failing condition: a barrier's hazard and space, tgt-poison's poison reason */
    const char *hz = json_field(f->json, NULL, "hazard"), *sp = json_field(f->json, NULL, "space");
    const char *why = json_field(f->json, NULL, "poison_reason");
    if (hz[0]) snprintf(detail, sizeof detail, "%s-%s", hz, sp);
    else if (why[0]) snprintf(detail, sizeof detail, "%s", why);
    /* the access's opcode; not its type or address space: one pass bug shows at a store of
     * i32 to global memory, another to shared memory, a third of float, and is one finding
     * (the rewrite of the address, finding.json's "rewrite", says what the pass did; it is
     * no part of the signature, whose reductions would then have to keep every op of it) */
    snprintf(op, sizeof op, "%s", json_field(f->json, "access", "op"));
  }
  if (orc_is_identity(c)) /* identity-failed, with the check that failed as its detail */
    snprintf(out, n, "%s|identity-failed|%s|%s", pipe, f ? f->kind : "?", role ? role : op[0] ? op : "-");
  else
    snprintf(out, n, "%s|%s|%s|%s", pipe, f ? f->kind : "?", detail[0] ? detail : "-", role ? role : op[0] ? op : "-");
}

void orc_result_free(orc_result *r) {
  if (r->tgt) LLVMDisposeModule(r->tgt);
  if (r->have_rep) verify_report_free(&r->rep);
  memset(r, 0, sizeof *r);
}

/* The class of an IR verifier message, for invalid-ir signatures: its words up to the first
 * ':' or '!', lower case, without names or numbers ("Instruction does not dominate all
 * uses!" -> "instruction-does-not-dominate-all-uses"), so that two kernels that break the
 * same rule are one finding. */
static void verifier_class(const char *msg, char *out, size_t n) {
  const char *p = strstr(msg, "invalid IR: ");
  p = p ? p + 12 : msg;
  size_t k = 0;
  bool dash = false;
  for (; *p && *p != ':' && *p != '!' && *p != '\n' && k + 2 < n; p++) {
    char ch = *p;
    if (ch == '%' || ch == '@' || ch == '#' || (ch >= '0' && ch <= '9')) { /* a name or a number */
      while (p[1] && p[1] != ' ' && p[1] != ':' && p[1] != '!') p++;
      continue;
    }
    if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')) {
      if (dash && k) out[k++] = '-';
      out[k++] = (char)(ch | 0x20);
      dash = false;
    } else {
      dash = true;
    }
  }
  out[k] = 0;
  if (!k) snprintf(out, n, "-");
}

static void fail(const orc_config *c, orc_result *r, orc_kind k, const char *kind, const char *what) {
  r->kind = k;
  snprintf(r->what, sizeof r->what, "%.500s", what);
  char pipe[200], detail[64] = "-";
  pipeline_text(c, true, pipe, sizeof pipe);
  for (char *q = pipe; *q; q++)
    if (*q == '|') *q = '/';
  if (k == ORC_INVALID_IR) verifier_class(what, detail, sizeof detail);
  snprintf(r->sig, sizeof r->sig, "%s|%s|%s|-", pipe, kind, detail);
}

static LLVMModuleRef transform(const orc_config *c, LLVMModuleRef src, orc_result *r) {
  char err[1024];
  if (c->in_process && !c->opt_cmd) {
    LLVMModuleRef t = ir_clone(src);
    bool ok = c->passes ? pipe_apply_ours(t, c->passes, &c->knobs, c->mcpu, NULL, err, sizeof err)
                        : pipe_apply_llvm(t, c->llvm_passes, c->mcpu, err, sizeof err);
    if (ok && !ir_verify(t, err, sizeof err)) {
      LLVMDisposeModule(t);
      fail(c, r, ORC_INVALID_IR, "invalid-ir", err);
      return NULL;
    }
    if (!ok) {
      LLVMDisposeModule(t);
      fail(c, r, ORC_INPUT, "bad-pipeline", err);
      return NULL;
    }
    return t;
  }
  pipe_opts po;
  pipe_opts_default(&po);
  po.mcpu = c->mcpu;
  po.timeout_s = c->timeout_s;
  po.running_group = c->child_group;
  pipe_status st;
  LLVMContextRef ctx = LLVMGetModuleContext(src);
  LLVMModuleRef t = c->passes    ? pipe_run_ours(src, ctx, c->passes, &c->knobs, &po, NULL, &st, err, sizeof err)
                    : c->opt_cmd ? pipe_run_cmd(src, ctx, c->opt_cmd, &po, &st, err, sizeof err)
                                 : pipe_run_llvm(src, ctx, c->llvm_passes, &po, &st, err, sizeof err);
  if (t) return t;
  switch (st) {
  case PIPE_CRASHED: fail(c, r, ORC_PASS_CRASH, "pass-crash", err); break;
  case PIPE_TIMEOUT: fail(c, r, ORC_PASS_HANG, "pass-hang", err); break;
  case PIPE_INVALID_IR: fail(c, r, ORC_INVALID_IR, "invalid-ir", err); break;
  default: fail(c, r, ORC_INPUT, "bad-pipeline", err); break;
  }
  return NULL;
}

/* The second oracle (DESIGN.md "Differential execution"): Z3 found nothing, so src and tgt
 * must also end in the same memory on concrete inputs.  A fixed seed, so that a finding
 * reproduces from the kernel alone (the reducer, the repro line).  Objects are unbounded,
 * as the verifier assumes them. */
int orc_exec(const orc_config *c, LLVMModuleRef src, LLVMModuleRef tgt, const char *fn, interp_diff_stats *st,
             char *what, size_t n) {
  interp_opts io;
  interp_opts_default(&io);
  io.runs = c->exec_runs > 0 ? c->exec_runs : 8;
  io.unbounded = true;
  /* a tenth of nvtv diff's step limit: an input that runs longer is inconclusive anyway, and
   * the campaign's time is better spent on the next kernel */
  io.max_steps = 200000;
  io.widen = c->exec_widen;
  if (c->phase) *c->phase = 4;
  int d = interp_diff_stats_run(src, tgt, fn, &io, st, what, n);
  if (c->phase) *c->phase = 0;
  return d;
}

/* Execution's answer on the pair, into r (no verdict yet) */
static void exec_run(const orc_config *c, LLVMModuleRef src, LLVMModuleRef tgt, orc_result *r) {
  interp_diff_stats st;
  double t0 = now_ms();
  int d = orc_exec(c, src, tgt, NULL, &st, r->exec_what, sizeof r->exec_what);
  r->exec_ms = now_ms() - t0;
  r->exec_compared = st.compared;
  r->exec_discarded = st.runs - st.compared;
  if (d < 0) r->exec_unsupported = true;
  r->exec_ran = true;
  r->exec_diff = d;
}

/* ... and what it means beside the verifier's verdict: a difference where Z3 found nothing is
 * a finding of the layer at fault, the verifier when it proved every access */
static void exec_judge(const orc_config *c, orc_result *r) {
  if (r->exec_diff != 1 || r->kind != ORC_OK) return; /* (exec_always: the verifier's counterexample stays the finding) */
  bool all_proved = !r->count[V_BOUNDED] && !r->count[V_UNKNOWN] && !r->count[V_UNSUPPORTED];
  fail(c, r, ORC_EXEC_DIFF, all_proved ? "verifier-unsound" : "exec-mismatch", r->exec_what);
  char cls[96];
  int mk = mutate_described(r->tgt, cls, sizeof cls, NULL, 0);
  size_t n = strlen(r->sig);
  if (mk >= 0 && n && r->sig[n - 1] == '-') /* the adversary's change as the role: one bug, one finding */
    snprintf(r->sig + n - 1, sizeof r->sig - (n - 1), "%s:%s", mutate_kind_name(mk), cls);
}

static void exec_oracle(const orc_config *c, LLVMModuleRef src, LLVMModuleRef tgt, orc_result *r) {
  exec_run(c, src, tgt, r);
  exec_judge(c, r);
}

bool orc_sig_needs_run(const char *sig, bool *exec) {
  static const char *const kinds[] = {"|pass-crash|", "|pass-hang|", "|invalid-ir|", "|bad-pipeline|",
                                      "|verifier-unsound|", "|exec-mismatch|"};
  *exec = strstr(sig, "|verifier-unsound|") || strstr(sig, "|exec-mismatch|");
  for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
    if (strstr(sig, kinds[i])) return true;
  return false;
}

void orc_run(const orc_config *c, LLVMModuleRef m, orc_result *r) {
  memset(r, 0, sizeof *r);
  char err[1024];
  if (!ir_verify(m, err, sizeof err)) {
    fail(c, r, ORC_INPUT, "input-invalid", err);
    return;
  }
  /* tagged afresh: a mutated corpus kernel may carry duplicated or stale ids */
  LLVMModuleRef src = ir_clone(m);
  ir_tag_module(src);
  double t0 = now_ms();
  if (c->phase) *c->phase = 1;
  LLVMModuleRef tgt = transform(c, src, r);
  double t1 = now_ms();
  r->pass_ms = t1 - t0;
  if (!tgt) {
    if (c->phase) *c->phase = 0;
    LLVMDisposeModule(src);
    return;
  }
  verify_report_init(&r->rep);
  r->have_rep = true;
  /* exec_always (the adversary): execution first.  A pair it cannot tell apart can be neither
   * an unsound verdict nor a recall miss: the verifier's quick verdict says whether it has a
   * counterexample there (the table's CEX-ONLY) at a fraction of a report's budget, and stops
   * at the first access in doubt. */
  verify_opts vo = c->v;
  if (c->exec_oracle && c->exec_always) {
    exec_run(c, src, tgt, r);
    if (r->exec_diff == 0) {
      vo.quick = vo.first_doubt = true;
      if (vo.timeout_ms > ORC_SAME_QUERY_MS) vo.timeout_ms = ORC_SAME_QUERY_MS;
      vo.allowance_ms = ORC_SAME_ALLOWANCE_MS;
    }
    t1 = now_ms();
  }
  if (c->phase) *c->phase = 2;
  bool verified = verify_modules(src, tgt, &vo, &r->rep, err, sizeof err);
  if (c->phase) *c->phase = 0;
  r->verify_ms = now_ms() - t1;
  if (!verified) {
    fail(c, r, ORC_INPUT, "cannot-compare", err);
    LLVMDisposeModule(src);
    LLVMDisposeModule(tgt);
    return;
  }
  verify_totals(&r->rep, 0, r->count);
  r->tgt = tgt;
  for (int i = 0; i < r->rep.nf; i++)
    if (r->rep.f[i].verdict == V_CEX) {
      r->kind = ORC_FINDING;
      orc_signature(c, &r->rep.f[i], NULL, r->sig, sizeof r->sig);
      snprintf(r->what, sizeof r->what, "%s in @%s", r->rep.f[i].kind, r->rep.f[i].func);
      if (c->exec_oracle && c->exec_always) exec_judge(c, r);
      LLVMDisposeModule(src);
      return;
    }
  r->kind = ORC_OK;
  if (c->exec_oracle && c->exec_always) exec_judge(c, r);
  else if (c->exec_oracle) exec_oracle(c, src, tgt, r);
  LLVMDisposeModule(src);
}

bool orc_interesting(const orc_config *c, LLVMModuleRef m, const char *sig) {
  orc_result r;
  orc_run(c, m, &r);
  bool yes = false;
  if (r.kind == ORC_FINDING) {
    for (int i = 0; i < r.rep.nf && !yes; i++) {
      if (r.rep.f[i].verdict != V_CEX) continue;
      char s[256];
      orc_signature(c, &r.rep.f[i], NULL, s, sizeof s);
      yes = strcmp(s, sig) == 0;
    }
  } else if (r.kind != ORC_OK) {
    yes = strcmp(r.sig, sig) == 0;
  }
  orc_result_free(&r);
  return yes;
}
