/* nvtv: CUDA's cooperative_groups.h without a toolkit: the thread block, its static and
 * dynamic tiles, coalesced groups and the free functions over them, built on
 * __syncthreads, __syncwarp and the warp shuffles and votes, as CUDA's implementation
 * builds them for tiles of at most a warp.  Tiles of 64 to 1024 threads (CUDA 11.1's
 * multi-warp tiles) need a block made with this_thread_block(block_tile_memory<N>&): they
 * sync on a named barrier of their own (bar.sync id, N) and reduce through that memory.  Grid-wide groups (this_grid().sync()) need
 * the cooperative launch runtime: sync() is a call to an undefined function, which nvtv
 * reports as unsupported. */
#ifndef NVTV_COOPERATIVE_GROUPS_H
#define NVTV_COOPERATIVE_GROUPS_H
#include "nvtv_cuda.h"

extern "C" __device__ void __nvtv_cg_grid_sync_unsupported(void);

namespace cooperative_groups {
#define NVTV_CG __device__ inline __attribute__((nodebug, always_inline))

NVTV_CG unsigned int __nvtv_block_rank() {
  return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}
NVTV_CG unsigned int __nvtv_lane() { return __nvtv_block_rank() & 31u; }

class thread_group {
 protected:
  unsigned int __size, __mask;
 public:
  NVTV_CG thread_group(unsigned int size, unsigned int mask) : __size(size), __mask(mask) {}
  NVTV_CG void sync() const {
    if (__size > 32) __syncthreads();
    else __syncwarp(__mask);
  }
  NVTV_CG unsigned long long size() const { return __size; }
  NVTV_CG unsigned long long num_threads() const { return __size; }
  NVTV_CG unsigned long long thread_rank() const {
    return __size > 32 ? __nvtv_block_rank() : __popc(__mask & __lanemask_lt());
  }
  NVTV_CG unsigned long long meta_group_rank() const { return __size > 32 ? 0 : __nvtv_block_rank() / __size; }
};

/* the shared memory multi-warp tiles exchange through: a slot per warp */
template <unsigned int MaxBlockSize = 1024>
struct block_tile_memory {
  unsigned long long __slots[(MaxBlockSize + 31) / 32];
};

class thread_block {
 public:
  unsigned long long *__scratch;
  NVTV_CG thread_block() : __scratch(nullptr) {}
  NVTV_CG explicit thread_block(unsigned long long *s) : __scratch(s) {}
  NVTV_CG void sync() const { __syncthreads(); }
  NVTV_CG unsigned int size() const { return blockDim.x * blockDim.y * blockDim.z; }
  NVTV_CG unsigned int num_threads() const { return size(); }
  NVTV_CG unsigned int thread_rank() const { return __nvtv_block_rank(); }
  NVTV_CG dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  NVTV_CG dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  NVTV_CG dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  NVTV_CG dim3 dim_threads() const { return group_dim(); }
  NVTV_CG operator thread_group() const { return thread_group(size(), 0xffffffffu); }
};
NVTV_CG thread_block this_thread_block() { return thread_block(); }
template <unsigned int N> NVTV_CG thread_block this_thread_block(block_tile_memory<N> &m) {
  return thread_block(m.__slots);
}

class grid_group {
 public:
  NVTV_CG void sync() const { __nvtv_cg_grid_sync_unsupported(); }
  NVTV_CG unsigned long long size() const {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z * blockDim.x * blockDim.y * blockDim.z;
  }
  NVTV_CG unsigned long long num_threads() const { return size(); }
  NVTV_CG unsigned long long thread_rank() const {
    unsigned long long b = ((unsigned long long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    return b * (blockDim.x * blockDim.y * blockDim.z) + __nvtv_block_rank();
  }
  NVTV_CG bool is_valid() const { return true; }
  NVTV_CG dim3 group_dim() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
};
NVTV_CG grid_group this_grid() { return grid_group(); }

template <unsigned int N, class Parent = void, bool Multi = (N > 32)>
class thread_block_tile;

/* a tile of at most a warp */
template <unsigned int N, class Parent>
class thread_block_tile<N, Parent, false> {
  static_assert(N == 1 || N == 2 || N == 4 || N == 8 || N == 16 || N == 32,
                "cooperative_groups: a tile of 1 to 32 threads is a power of two");
 public:
  NVTV_CG thread_block_tile() {}
  NVTV_CG explicit thread_block_tile(unsigned long long *) {}
  NVTV_CG static unsigned int mask() {
    return N == 32 ? 0xffffffffu : ((1u << N) - 1u) << (__nvtv_lane() & ~(N - 1u));
  }
  NVTV_CG void sync() const { __syncwarp(mask()); }
  NVTV_CG static constexpr unsigned int size() { return N; }
  NVTV_CG static constexpr unsigned int num_threads() { return N; }
  NVTV_CG unsigned int thread_rank() const { return __nvtv_block_rank() & (N - 1u); }
  NVTV_CG unsigned int meta_group_rank() const { return __nvtv_block_rank() / N; }
  NVTV_CG unsigned int meta_group_size() const { return (blockDim.x * blockDim.y * blockDim.z + N - 1) / N; }
  template <class T> NVTV_CG T shfl(T v, int src) const { return __shfl_sync(mask(), v, src, N); }
  template <class T> NVTV_CG T shfl_down(T v, unsigned int d) const { return __shfl_down_sync(mask(), v, d, N); }
  template <class T> NVTV_CG T shfl_up(T v, unsigned int d) const { return __shfl_up_sync(mask(), v, d, N); }
  template <class T> NVTV_CG T shfl_xor(T v, int d) const { return __shfl_xor_sync(mask(), v, d, N); }
  NVTV_CG int any(int p) const { return __any_sync(mask(), p); }
  NVTV_CG int all(int p) const { return __all_sync(mask(), p); }
  NVTV_CG unsigned int ballot(int p) const {
    return __ballot_sync(mask(), p) >> (N == 32 ? 0 : (__nvtv_lane() & ~(N - 1u)));
  }
  template <class T> NVTV_CG unsigned int match_any(T v) const { return __match_any_sync(mask(), v); }
  NVTV_CG operator thread_group() const { return thread_group(N, mask()); }
};

/* a tile of 64 to 1024 threads: whole warps, a named barrier of its own (1 + its rank, as
 * barrier 0 is __syncthreads'), the block's block_tile_memory to exchange through */
template <unsigned int N, class Parent>
class thread_block_tile<N, Parent, true> {
  static_assert(N == 64 || N == 128 || N == 256 || N == 512 || N == 1024,
                "cooperative_groups: a multi-warp tile of 64 to 1024 threads is a power of two");
 public:
  unsigned long long *__scratch;
  NVTV_CG explicit thread_block_tile(unsigned long long *s) : __scratch(s) {}
  NVTV_CG void sync() const {
    if (N >= blockDim.x * blockDim.y * blockDim.z) __syncthreads();
    else __barrier_sync_count(1 + meta_group_rank() % 15, N);
  }
  NVTV_CG static constexpr unsigned int size() { return N; }
  NVTV_CG static constexpr unsigned int num_threads() { return N; }
  NVTV_CG unsigned int thread_rank() const { return __nvtv_block_rank() & (N - 1u); }
  NVTV_CG unsigned int meta_group_rank() const { return __nvtv_block_rank() / N; }
  NVTV_CG unsigned int meta_group_size() const { return (blockDim.x * blockDim.y * blockDim.z + N - 1) / N; }
  /* lane 0 of warp w writes v, every thread of the tile reads warp w's */
  template <class T> NVTV_CG T shfl(T v, int src) const {
    static_assert(sizeof(T) <= sizeof(unsigned long long), "cooperative_groups: shfl of at most 8 bytes");
    unsigned int base = meta_group_rank() * (N / 32);
    sync();
    if (thread_rank() == (unsigned int)src) __builtin_memcpy(&__scratch[base], &v, sizeof v);
    sync();
    T r;
    __builtin_memcpy(&r, &__scratch[base], sizeof r);
    sync();
    return r;
  }
};

template <unsigned int N, class P> NVTV_CG thread_block_tile<N> tiled_partition(const P &) {
  return thread_block_tile<N>(nullptr);
}
template <unsigned int N> NVTV_CG thread_block_tile<N> tiled_partition(const thread_block &b) {
  return thread_block_tile<N>(b.__scratch);
}
/* a dynamic tile of n threads: the lanes of this thread's n-lane group of its warp */
NVTV_CG thread_group __nvtv_dynamic_tile(unsigned int n) {
  unsigned int lane = __nvtv_lane();
  return thread_group(n, n >= 32 ? 0xffffffffu : ((1u << n) - 1u) << (lane - lane % n));
}
NVTV_CG thread_group tiled_partition(const thread_block &, unsigned int n) { return __nvtv_dynamic_tile(n); }
NVTV_CG thread_group tiled_partition(const thread_group &, unsigned int n) { return __nvtv_dynamic_tile(n); }

class coalesced_group {
  unsigned int __mask;
 public:
  NVTV_CG explicit coalesced_group(unsigned int m) : __mask(m) {}
  NVTV_CG void sync() const { __syncwarp(__mask); }
  NVTV_CG unsigned int size() const { return __popc(__mask); }
  NVTV_CG unsigned int num_threads() const { return size(); }
  NVTV_CG unsigned int thread_rank() const { return __popc(__mask & __lanemask_lt()); }
  NVTV_CG unsigned int ballot(int p) const { return __ballot_sync(__mask, p); }
  NVTV_CG int any(int p) const { return __any_sync(__mask, p); }
  NVTV_CG int all(int p) const { return __all_sync(__mask, p); }
  template <class T> NVTV_CG T shfl(T v, int rank) const {
    return __shfl_sync(__mask, v, __fns(__mask, 0, rank + 1));
  }
};
NVTV_CG coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }

template <class G> NVTV_CG void sync(const G &g) { g.sync(); }
template <class G> NVTV_CG unsigned long long thread_rank(const G &g) { return g.thread_rank(); }
template <class G> NVTV_CG unsigned long long group_size(const G &g) { return g.size(); }
#undef NVTV_CG
}  // namespace cooperative_groups
#endif
