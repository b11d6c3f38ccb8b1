/* nvtv: cooperative_groups/reduce.h without a toolkit: cg::reduce over a tile of at most a
 * warp, as a butterfly of shfl_xor (what CUDA's implementation does for types redux.sync
 * does not take), and the function objects it takes. */
#ifndef NVTV_CG_REDUCE_H
#define NVTV_CG_REDUCE_H
#include "../cooperative_groups.h"
namespace cooperative_groups {
#define NVTV_CG __device__ inline __attribute__((nodebug, always_inline))
template <class T> struct plus { NVTV_CG T operator()(const T &a, const T &b) const { return a + b; } };
template <class T> struct less { NVTV_CG T operator()(const T &a, const T &b) const { return b < a ? b : a; } };
template <class T> struct greater { NVTV_CG T operator()(const T &a, const T &b) const { return a < b ? b : a; } };
template <class T> struct bit_and { NVTV_CG T operator()(const T &a, const T &b) const { return a & b; } };
template <class T> struct bit_or { NVTV_CG T operator()(const T &a, const T &b) const { return a | b; } };
template <class T> struct bit_xor { NVTV_CG T operator()(const T &a, const T &b) const { return a ^ b; } };
template <unsigned int N, class P, class T, class Op>
NVTV_CG T reduce(const thread_block_tile<N, P, false> &g, T v, Op op) {
  for (unsigned int i = N / 2; i > 0; i /= 2) v = op(v, g.shfl_xor(v, (int)i));
  return v;
}
/* a multi-warp tile: each warp reduces, its lane 0 writes the warp's value into the block's
 * block_tile_memory, and every thread combines its tile's warps */
template <unsigned int N, class P, class T, class Op>
NVTV_CG T reduce(const thread_block_tile<N, P, true> &g, T v, Op op) {
  static_assert(sizeof(T) <= sizeof(unsigned long long), "cooperative_groups: reduce of at most 8 bytes");
  thread_block_tile<32> warp(nullptr);
  v = reduce(warp, v, op);
  unsigned int base = g.meta_group_rank() * (N / 32), w = g.thread_rank() / 32;
  g.sync();
  if (warp.thread_rank() == 0) __builtin_memcpy(&g.__scratch[base + w], &v, sizeof v);
  g.sync();
  T r;
  __builtin_memcpy(&r, &g.__scratch[base], sizeof r);
  for (unsigned int i = 1; i < N / 32; i++) {
    T o;
    __builtin_memcpy(&o, &g.__scratch[base + i], sizeof o);
    r = op(r, o);
  }
  g.sync();
  return r;
}
template <unsigned int N, class P, class T, class Op>
NVTV_CG T inclusive_scan(const thread_block_tile<N, P, false> &g, T v, Op op) {
  for (unsigned int i = 1; i < N; i *= 2) {
    T o = g.shfl_up(v, i);
    if (g.thread_rank() >= i) v = op(v, o);
  }
  return v;
}
template <unsigned int N, class P, class T>
NVTV_CG T inclusive_scan(const thread_block_tile<N, P, false> &g, T v) { return inclusive_scan(g, v, plus<T>()); }
template <unsigned int N, class P, class T, class Op>
NVTV_CG T exclusive_scan(const thread_block_tile<N, P, false> &g, T v, Op op) {
  T in = inclusive_scan(g, v, op), r = g.shfl_up(in, 1);
  return g.thread_rank() == 0 ? T() : r;
}
template <unsigned int N, class P, class T>
NVTV_CG T exclusive_scan(const thread_block_tile<N, P, false> &g, T v) { return exclusive_scan(g, v, plus<T>()); }
#undef NVTV_CG
}  // namespace cooperative_groups
#endif
