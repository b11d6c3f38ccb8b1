/*
 * kmeans_assign.cu
 *
 * K-means assignment step (Rodinia "kmeans"-like).  Points are stored
 * feature-major (feature f of point p at features[f * npoints + p]) so that
 * consecutive threads read consecutive addresses.  Centroids (k x nfeatures,
 * row-major) are staged once per block in dynamic shared memory.  Each thread
 * finds its point's nearest centroid, records it in membership[], counts
 * membership changes in a block-level shared counter, and accumulates
 * per-cluster sums/counts for the update step with global atomics.
 *
 * Launch: blockDim = (256,1,1) (__launch_bounds__(256)), gridDim.x = ceil(npoints/256);
 *         dynamic shared memory = k * nfeatures * sizeof(float) bytes.
 * Preconditions: npoints, k, nfeatures >= 1; membership initialised (e.g. -1);
 *                new_sums (k*nfeatures floats), new_counts (k ints) and
 *                *delta zeroed by the host.
 */
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256)
kmeans_assign(const float *__restrict__ features, const float *__restrict__ centroids,
              int *__restrict__ membership, float *__restrict__ new_sums,
              int *__restrict__ new_counts, int *__restrict__ delta,
              int npoints, int nfeatures, int k)
{
    extern __shared__ float s_centroids[];
    __shared__ int s_delta;

    if (threadIdx.x == 0)
        s_delta = 0;
    for (int i = threadIdx.x; i < k * nfeatures; i += blockDim.x)
        s_centroids[i] = centroids[i];
    __syncthreads();

    const int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p < npoints) {
        int best = 0;
        float best_dist = 3.402823466e38f;
        for (int c = 0; c < k; ++c) {
            float dist = 0.0f;
            for (int f = 0; f < nfeatures; ++f) {
                const float d = features[(size_t)f * npoints + p] - s_centroids[c * nfeatures + f];
                dist += d * d;
            }
            if (dist < best_dist) {
                best_dist = dist;
                best = c;
            }
        }

        if (membership[p] != best) {
            atomicAdd(&s_delta, 1);
            membership[p] = best;
        }
        atomicAdd(&new_counts[best], 1);
        for (int f = 0; f < nfeatures; ++f)
            atomicAdd(&new_sums[best * nfeatures + f], features[(size_t)f * npoints + p]);
    }
    __syncthreads();

    if (threadIdx.x == 0 && s_delta > 0)
        atomicAdd(delta, s_delta);
}
