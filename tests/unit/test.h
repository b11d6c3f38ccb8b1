/* A tiny test harness: CHECK prints file:line and the failed condition, counts the
 * failure and returns 1 from the enclosing test function; tests are run by RUN and the
 * program exits nonzero when any failed.  No external framework. */
#ifndef NVTV_TEST_H
#define NVTV_TEST_H

#include <stdint.h>
#include <stdio.h>

static int test_failures;

#define CHECK(cond)                                                         \
  do {                                                                      \
    if (!(cond)) {                                                          \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      test_failures++;                                                      \
      return 1;                                                             \
    }                                                                       \
  } while (0)

/* CHECK with a printf-style explanation. */
#define CHECKF(cond, ...)                                                   \
  do {                                                                      \
    if (!(cond)) {                                                          \
      fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
      fprintf(stderr, __VA_ARGS__);                                         \
      fputc('\n', stderr);                                                  \
      test_failures++;                                                      \
      return 1;                                                             \
    }                                                                       \
  } while (0)

#define RUN(fn) RUN_ONE(fn)

/* xorshift64: deterministic pseudo-random numbers for randomized tests */
static uint64_t test_rng = 0x9E3779B97F4A7C15ULL;
static inline uint64_t rnd(void) {
  test_rng ^= test_rng << 13;
  test_rng ^= test_rng >> 7;
  test_rng ^= test_rng << 17;
  return test_rng;
}

#define RUN_ONE(fn)                                                         \
  do {                                                                      \
    int before_ = test_failures;                                            \
    if (fn() != 0 && test_failures == before_) test_failures++;             \
    printf("%-44s %s\n", #fn, test_failures == before_ ? "ok" : "FAILED");  \
    fflush(stdout);                                                         \
  } while (0)

#define TEST_EXIT() (test_failures ? (fprintf(stderr, "%d test(s) failed\n", test_failures), 1) : 0)

#endif
