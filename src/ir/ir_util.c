/* Arena, pointer map and pointer vector used by every module. */
#include "ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Out of memory is not an input error we can report per file: say so and stop with the
 * input-error status rather than dumping core. */
void ir_oom(void) {
  static const char msg[] = "nvtv: out of memory\n";
  if (write(2, msg, sizeof msg - 1) < 0) _exit(2);
  _exit(2);
}

typedef struct chunk {
  struct chunk *next;
  size_t used, cap;
  _Alignas(16) unsigned char data[];
} chunk;

struct ir_arena {
  chunk *head;
  size_t total;
};

ir_arena *ir_arena_new(void) {
  ir_arena *a = calloc(1, sizeof *a);
  if (!a) ir_oom();
  return a;
}

void ir_arena_free(ir_arena *a) {
  if (!a) return;
  for (chunk *c = a->head, *n; c; c = n) {
    n = c->next;
    free(c);
  }
  free(a);
}

void *ir_alloc(ir_arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  if (!a->head || a->head->used + n > a->head->cap) {
    size_t cap = n > 65536 ? n : 65536;
    chunk *c = malloc(sizeof *c + cap);
    if (!c) ir_oom();
    c->next = a->head;
    c->used = 0;
    c->cap = cap;
    a->head = c;
    a->total += cap;
  }
  void *p = a->head->data + a->head->used;
  a->head->used += n;
  memset(p, 0, n);
  return p;
}

char *ir_strdup(ir_arena *a, const char *s) {
  size_t n = strlen(s) + 1;
  char *p = ir_alloc(a, n);
  memcpy(p, s, n);
  return p;
}

size_t ir_arena_bytes(const ir_arena *a) { return a ? a->total : 0; }

/* ---- map ---- */

static size_t hash_ptr(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (size_t)x;
}

void ir_map_init(ir_map *m) { memset(m, 0, sizeof *m); }

void ir_map_free(ir_map *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

static size_t slot_of(const ir_map *m, const void *key) {
  size_t mask = m->cap - 1, i = hash_ptr(key) & mask;
  while (m->keys[i] && m->keys[i] != key) i = (i + 1) & mask;
  return i;
}

static void grow(ir_map *m) {
  ir_map old = *m;
  m->cap = old.cap ? old.cap * 2 : 64;
  m->keys = calloc(m->cap, sizeof *m->keys);
  m->vals = calloc(m->cap, sizeof *m->vals);
  if (!m->keys || !m->vals) ir_oom();
  m->len = 0;
  for (size_t i = 0; i < old.cap; i++)
    if (old.keys[i]) ir_map_put(m, old.keys[i], old.vals[i]);
  free(old.keys);
  free(old.vals);
}

void *ir_map_get(const ir_map *m, const void *key) {
  if (!m->cap) return NULL;
  size_t i = slot_of(m, key);
  return m->keys[i] ? m->vals[i] : NULL;
}

bool ir_map_has(const ir_map *m, const void *key) {
  if (!m->cap) return false;
  return m->keys[slot_of(m, key)] != NULL;
}

void ir_map_put(ir_map *m, const void *key, void *val) {
  if ((m->len + 1) * 4 >= m->cap * 3) grow(m);
  size_t i = slot_of(m, key);
  if (!m->keys[i]) {
    m->keys[i] = key;
    m->len++;
  }
  m->vals[i] = val;
}

/* ---- vec ---- */

void ir_vec_push(ir_vec *v, void *p) {
  if (v->n == v->cap) {
    v->cap = v->cap ? v->cap * 2 : 8;
    v->v = realloc(v->v, (size_t)v->cap * sizeof *v->v);
    if (!v->v) ir_oom();
  }
  v->v[v->n++] = p;
}

void ir_vec_free(ir_vec *v) {
  free(v->v);
  memset(v, 0, sizeof *v);
}
