/* nvtv-irfuzzer: a libFuzzer harness over malformed and unusual input.  The
 * input bytes are a module, textual IR or bitcode, as a user would hand it to nvtv.  Each
 * input is read (ir_parse_bytes), checked by LLVM's verifier, and, when it is a valid
 * module, verified against itself (verify_modules: identity must never give a
 * counterexample), run through our default pipeline in this process and verified again,
 * and executed by the interpreter for one run.  A crash or a sanitizer report is what
 * libFuzzer records; an identity counterexample traps.  Rejections are fine: they are the
 * point.
 *
 * Seeds: corpus/, corpus/crashers/ and tests/lit (ci/test.sh's fuzz.ir-libfuzzer and the
 * README's command); dictionary: fuzz/harness/ll.dict.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 1 << 16) return 0; /* large inputs only slow the search down */
  LLVMContextRef ctx = ir_context_new();
  char err[1024];
  LLVMModuleRef m = ir_parse_bytes(ctx, (const char *)data, size, "input.ll", err, sizeof err);
  if (!m || !ir_verify(m, err, sizeof err)) {
    if (m) LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    return 0;
  }
  /* identity: the module against a copy of itself */
  verify_opts vo;
  verify_opts_default(&vo);
  vo.timeout_ms = 200;
  vo.no_replay = false;
  LLVMModuleRef src = ir_clone(m), tgt = ir_clone(m);
  verify_report r;
  verify_report_init(&r);
  bool cex = false;
  if (verify_modules(src, tgt, &vo, &r, err, sizeof err)) {
    int c[V_NVERDICTS];
    verify_totals(&r, 0, c);
    cex = c[V_CEX] > 0;
  }
  verify_report_free(&r);
  LLVMDisposeModule(src);
  LLVMDisposeModule(tgt);
  if (cex) {
    fprintf(stderr, "nvtv-irfuzzer: identity gave a counterexample\n");
    __builtin_trap();
  }
  /* our passes in this process, then the verifier on their output */
  orc_config c;
  orc_config_default(&c);
  c.in_process = true;
  c.passes = passes_default_pipeline();
  c.v.quick = true;
  c.v.timeout_ms = 200;
  c.exec_oracle = true;
  c.exec_runs = 1;
  orc_result o;
  orc_run(&c, m, &o);
  bool invalid = o.kind == ORC_INVALID_IR;
  if (invalid) fprintf(stderr, "nvtv-irfuzzer: our passes made invalid IR: %s\n", o.what);
  orc_result_free(&o);
  if (invalid) __builtin_trap();
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return 0;
}
