/* nvtv's fuzzer harnesses: libFuzzer (nvtv-libfuzzer) and AFL++ persistent mode (nvtv-afl,
 * built with -DNVTV_AFL).  The input bytes are a kernel spec (fuzz/gen.c), so byte
 * mutations are structural; libFuzzer also gets a custom mutator over the spec.  Each input
 * is generated, run through the pipeline and verified; a finding, a pass crash or invalid IR
 * traps, so that the fuzzer records the input.
 *
 * Environment: NVTV_FUZZ_PASSES (our passes, default the default pipeline) or
 * NVTV_FUZZ_LLVM_PASSES (a stock pipeline), NVTV_FUZZ_KNOBS ("name=value name=value"),
 * NVTV_FUZZ_OPT_CMD (an external command, as --opt-cmd: forked for every input),
 * NVTV_FUZZ_BARRIER_MODEL (cuda or four-map).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

typedef struct harness {
  orc_config cfg;
  LLVMContextRef ctx;
  long runs;
} harness;

/* The harness's one piece of state: the configuration read from the environment once. */
static harness *the_harness(void) {
  static harness h;
  static int ready;
  if (ready) return &h;
  ready = 1;
  orc_config_default(&h.cfg);
  h.cfg.in_process = true;
  h.cfg.v.quick = true;
  h.cfg.v.timeout_ms = 1000;
  const char *p = getenv("NVTV_FUZZ_PASSES"), *lp = getenv("NVTV_FUZZ_LLVM_PASSES");
  const char *oc = getenv("NVTV_FUZZ_OPT_CMD");
  if (oc && *oc) h.cfg.opt_cmd = oc;
  else if (lp && *lp) h.cfg.llvm_passes = lp;
  else h.cfg.passes = p && *p && strcmp(p, "default") ? p : passes_default_pipeline();
  const char *k = getenv("NVTV_FUZZ_KNOBS");
  if (k) {
    char *copy = strdup(k), err[256];
    for (char *t = strtok(copy, " "); t; t = strtok(NULL, " "))
      if (!knobs_parse(&h.cfg.knobs, t, err, sizeof err)) {
        fprintf(stderr, "nvtv harness: NVTV_FUZZ_KNOBS: %s\n", err);
        exit(2);
      }
    free(copy);
  }
  const char *bm = getenv("NVTV_FUZZ_BARRIER_MODEL");
  if (bm && !strcmp(bm, "four-map")) h.cfg.v.barrier_model = 1;
  h.ctx = ir_context_new();
  return &h;
}

static void run_input(const uint8_t *data, size_t size) {
  harness *h = the_harness();
  if (++h->runs % 512 == 0) { /* a context keeps every type and constant */
    LLVMContextDispose(h->ctx);
    h->ctx = ir_context_new();
  }
  gen_spec s;
  gen_decode(data, size, NULL, &s);
  char *text = gen_emit(&s);
  char err[512];
  LLVMModuleRef m = ir_parse_string(h->ctx, text, "fuzz", err, sizeof err);
  free(text);
  if (!m) {
    fprintf(stderr, "nvtv harness: generated kernel does not parse: %s\n", err);
    __builtin_trap();
  }
  orc_result r;
  orc_run(&h->cfg, m, &r);
  bool bad = r.kind != ORC_OK;
  if (bad) fprintf(stderr, "nvtv harness: %s (%s)\n", r.sig, r.what);
  orc_result_free(&r);
  LLVMDisposeModule(m);
  if (bad) __builtin_trap();
}

#ifdef NVTV_AFL

__AFL_FUZZ_INIT();

int main(void) {
  the_harness();
  __AFL_INIT();
  unsigned char *buf = __AFL_FUZZ_TESTCASE_BUF;
  while (__AFL_LOOP(1000)) run_input(buf, (size_t)__AFL_FUZZ_TESTCASE_LEN);
  return 0;
}

#else

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max, unsigned int seed);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  run_input(data, size);
  return 0;
}

/* A structural mutation of the spec, written back as bytes. */
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max, unsigned int seed) {
  gen_spec s;
  gen_decode(data, size, NULL, &s);
  uint64_t rng = seed;
  gen_mutate(&s, &rng);
  return gen_encode(&s, data, max);
}

#endif
