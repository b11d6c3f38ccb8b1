/*
 * bitonic_sort_shared.cu
 *
 * Bitonic sort of key/value pairs in shared memory (after the CUDA
 * "sortingNetworks" sample).  Each block sorts an independent segment of
 * SEG = 1024 pairs: blockDim.x = SEG/2 threads, each thread owning one
 * comparator per step.  A partial last segment is padded with sentinel keys
 * that sort to its end and are not written back.  dir = 1 sorts ascending,
 * dir = 0 descending.
 *
 * Launch: blockDim = (512,1,1) (required), gridDim.x = ceil(n / 1024).
 * Preconditions: n >= 1; keys/vals hold n elements each; the segment
 *                [1024*b, min(1024*(b+1), n)) is sorted in place by block b.
 *                In a partial last segment, real keys must differ from the
 *                sentinel (0xffffffff ascending, 0 descending); otherwise a
 *                padding pair may be written back in place of a real one.
 */
#include <cuda_runtime.h>

#define SEG 1024
#define THREADS (SEG / 2)

__device__ __forceinline__ void compare_swap(unsigned int &ka, unsigned int &va,
                                             unsigned int &kb, unsigned int &vb,
                                             unsigned int dir)
{
    if ((ka > kb) == (dir != 0)) {
        unsigned int t = ka; ka = kb; kb = t;
        t = va; va = vb; vb = t;
    }
}

__global__ void __launch_bounds__(THREADS)
bitonic_sort_shared(unsigned int *__restrict__ keys, unsigned int *__restrict__ vals,
                    int n, unsigned int dir)
{
    __shared__ unsigned int s_key[SEG];
    __shared__ unsigned int s_val[SEG];

    const int base = blockIdx.x * SEG;
    const unsigned int pad = dir ? 0xffffffffu : 0u;
    const unsigned int tid = threadIdx.x;

    for (int k = tid; k < SEG; k += THREADS) {
        const int g = base + k;
        s_key[k] = (g < n) ? keys[g] : pad;
        s_val[k] = (g < n) ? vals[g] : 0u;
    }

    // Build bitonic sequences of growing size, alternating direction.
    for (unsigned int size = 2; size < SEG; size <<= 1) {
        const unsigned int ddd = dir ^ ((tid & (size / 2)) != 0);
        for (unsigned int stride = size / 2; stride > 0; stride >>= 1) {
            __syncthreads();
            const unsigned int pos = 2 * tid - (tid & (stride - 1));
            compare_swap(s_key[pos], s_val[pos], s_key[pos + stride], s_val[pos + stride], ddd);
        }
    }

    // Final merge of the whole segment in the requested direction.
    for (unsigned int stride = SEG / 2; stride > 0; stride >>= 1) {
        __syncthreads();
        const unsigned int pos = 2 * tid - (tid & (stride - 1));
        compare_swap(s_key[pos], s_val[pos], s_key[pos + stride], s_val[pos + stride], dir);
    }
    __syncthreads();

    for (int k = tid; k < SEG; k += THREADS) {
        const int g = base + k;
        if (g < n) {
            keys[g] = s_key[k];
            vals[g] = s_val[k];
        }
    }
}
