/*
 * bfs_frontier.cu
 *
 * Level-synchronous, queue-based breadth-first search on a CSR graph.  One
 * launch expands the current frontier: each thread takes one frontier vertex
 * and visits its neighbours; a neighbour is claimed with atomicCAS on its
 * distance (INF -> level+1), so exactly one thread appends it to the next
 * frontier, whose slots are reserved with atomicAdd on *next_size.  A second
 * kernel initialises the distance array with a grid-stride loop.
 *
 * Launch: bfs_expand: blockDim = (256,1,1), gridDim.x = ceil(frontier_size/256).
 *         bfs_init:   blockDim = (256,1,1), any gridDim.x.
 * Preconditions: row_ptr has num_vertices+1 entries, col_idx entries are valid
 *                vertex ids; dist holds num_vertices ints; frontier holds
 *                frontier_size vertex ids, all at distance `level`;
 *                next_frontier has room for num_vertices ids; *next_size == 0.
 */
#include <cuda_runtime.h>

#define BFS_INF 0x7fffffff

__global__ void __launch_bounds__(256)
bfs_init(int *__restrict__ dist, int num_vertices, int source)
{
    for (int v = blockIdx.x * blockDim.x + threadIdx.x; v < num_vertices;
         v += blockDim.x * gridDim.x)
        dist[v] = (v == source) ? 0 : BFS_INF;
}

__global__ void __launch_bounds__(256)
bfs_expand(const int *__restrict__ row_ptr, const int *__restrict__ col_idx,
           int *dist, const int *__restrict__ frontier, int frontier_size,
           int *__restrict__ next_frontier, int *__restrict__ next_size, int level)
{
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= frontier_size)
        return;

    const int u = frontier[t];
    const int begin = row_ptr[u];
    const int end = row_ptr[u + 1];
    for (int e = begin; e < end; ++e) {
        const int v = col_idx[e];
        if (atomicCAS(&dist[v], BFS_INF, level + 1) == BFS_INF) {
            const int slot = atomicAdd(next_size, 1);
            next_frontier[slot] = v;
        }
    }
}
