/*
 * nbody_shared_tiles.cu
 *
 * All-pairs gravitational n-body step (GPU Gems 3 ch. 31 style).  Positions are
 * float4 (x, y, z, mass).  Each thread owns one body; the block walks over all
 * bodies in tiles of BLOCK_SIZE float4 positions staged in shared memory,
 * accumulating accelerations with a softened inverse-cube law.  A second kernel
 * integrates velocities and positions (leapfrog / semi-implicit Euler).
 *
 * Launch: body_forces: blockDim = (256,1,1) (required), gridDim.x = ceil(n/256).
 *         integrate:   blockDim = (256,1,1), gridDim.x = ceil(n/256).
 * Preconditions: n >= 1; pos, vel, accel hold n elements; softening2 > 0;
 *                new_pos does not alias pos.
 */
#include <cuda_runtime.h>

#define BLOCK_SIZE 256

__device__ __forceinline__ float3 body_body(float4 bi, float4 bj, float3 ai, float softening2)
{
    float3 r;
    r.x = bj.x - bi.x;
    r.y = bj.y - bi.y;
    r.z = bj.z - bi.z;
    const float dist2 = r.x * r.x + r.y * r.y + r.z * r.z + softening2;
    const float inv_dist = rsqrtf(dist2);
    const float inv_dist3 = inv_dist * inv_dist * inv_dist;
    const float s = bj.w * inv_dist3;
    ai.x += r.x * s;
    ai.y += r.y * s;
    ai.z += r.z * s;
    return ai;
}

__global__ void __launch_bounds__(BLOCK_SIZE)
body_forces(const float4 *__restrict__ pos, float3 *__restrict__ accel, int n, float softening2)
{
    __shared__ float4 sh_pos[BLOCK_SIZE];

    const int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
    const float4 my = (i < n) ? pos[i] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    float3 acc = make_float3(0.0f, 0.0f, 0.0f);

    for (int tile = 0; tile * BLOCK_SIZE < n; ++tile) {
        const int j = tile * BLOCK_SIZE + threadIdx.x;
        // Missing bodies get zero mass and so contribute nothing.
        sh_pos[threadIdx.x] = (j < n) ? __ldg(&pos[j]) : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        __syncthreads();

#pragma unroll 8
        for (int k = 0; k < BLOCK_SIZE; ++k)
            acc = body_body(my, sh_pos[k], acc, softening2);
        __syncthreads();
    }

    if (i < n)
        accel[i] = acc;
}

__global__ void __launch_bounds__(BLOCK_SIZE)
integrate(const float4 *__restrict__ pos, float4 *__restrict__ new_pos,
          float4 *__restrict__ vel, const float3 *__restrict__ accel,
          int n, float dt, float damping)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;

    float4 p = pos[i];
    float4 v = vel[i];
    const float3 a = accel[i];

    v.x = (v.x + a.x * dt) * damping;
    v.y = (v.y + a.y * dt) * damping;
    v.z = (v.z + a.z * dt) * damping;
    p.x += v.x * dt;
    p.y += v.y * dt;
    p.z += v.z * dt;

    new_pos[i] = p;   // mass (w) carried through unchanged
    vel[i] = v;
}
