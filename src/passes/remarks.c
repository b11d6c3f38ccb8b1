/* Remarks: what passes have to say, collected as text instead of printed, because passes
 * run in a forked child (pipeline.c sends the text back) and never print themselves.
 * Every line is "pass: message"; a message of several lines gets the prefix on each, so
 * that the output of several passes can be told apart and grepped. */
#include "passes.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void remarks_init(nvtv_remarks *r) { memset(r, 0, sizeof *r); }

#define PASS_COV_PASS(id, pass, kind) pass,
#define PASS_COV_KIND(id, pass, kind) kind,
static const char *const cov_pass[] = {PASS_COVERAGE(PASS_COV_PASS)};
static const char *const cov_kind[] = {PASS_COVERAGE(PASS_COV_KIND)};

const char *pass_cov_pass(pass_cov k) { return (unsigned)k < PC_N ? cov_pass[k] : "?"; }
const char *pass_cov_kind(pass_cov k) { return (unsigned)k < PC_N ? cov_kind[k] : "?"; }

void remark_cover(nvtv_remarks *r, pass_cov k) {
  if (r && (unsigned)k < PC_N) r->cover[k]++;
}

const char *remark_fn_name(LLVMValueRef fn, char *buf, size_t n) {
  size_t len;
  const char *nm = LLVMGetValueName2(fn, &len);
  snprintf(buf, n, "%.*s", (int)(len < n - 1 ? len : n - 1), nm);
  return buf;
}

void remarks_free(nvtv_remarks *r) {
  free(r->text);
  remarks_init(r);
}

void remarks_append(nvtv_remarks *r, const char *text, size_t n) {
  if (r->len + n + 1 > r->cap) {
    size_t cap = r->cap ? r->cap : 256;
    while (r->len + n + 1 > cap) cap *= 2;
    r->text = realloc(r->text, cap);
    if (!r->text) ir_oom();
    r->cap = cap;
  }
  memcpy(r->text + r->len, text, n);
  r->len += n;
  r->text[r->len] = 0;
}

void remark(nvtv_remarks *r, const char *pass, const char *fmt, ...) {
  if (!r) return;
  va_list ap;
  va_start(ap, fmt);
  char *msg = NULL;
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  msg = malloc((size_t)n + 1);
  if (!msg) ir_oom();
  va_start(ap, fmt);
  vsnprintf(msg, (size_t)n + 1, fmt, ap);
  va_end(ap);
  size_t plen = strlen(pass);
  /* a trailing newline ends the message rather than adding an empty line */
  size_t end = (size_t)n;
  if (end && msg[end - 1] == '\n') end--;
  for (size_t at = 0;;) {
    size_t line = strcspn(msg + at, "\n");
    if (at + line > end) line = end - at;
    remarks_append(r, pass, plen);
    remarks_append(r, ": ", 2);
    remarks_append(r, msg + at, line);
    remarks_append(r, "\n", 1);
    at += line + 1;
    if (at > end) break;
  }
  free(msg);
}
