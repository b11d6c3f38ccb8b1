/*
 * black_scholes.cu
 *
 * European call/put pricing with the Black-Scholes formula (after the CUDA
 * "BlackScholes" sample).  The cumulative normal distribution uses the
 * Abramowitz-Stegun polynomial in a __noinline__ __device__ function.  Inputs
 * are struct-of-arrays; each thread prices two options per grid-stride step
 * (explicit 2x unroll, remainder handled).
 *
 * Launch: blockDim = (128,1,1) (__launch_bounds__(128, 4)), any gridDim.x.
 * Preconditions: 0 <= n, n + 2*blockDim.x*gridDim.x < 2^31; all arrays hold
 *                n floats; S, X, T > 0; no aliasing.
 */
#include <cuda_runtime.h>

__device__ __noinline__ float cnd(float d)
{
    const float A1 = 0.31938153f;
    const float A2 = -0.356563782f;
    const float A3 = 1.781477937f;
    const float A4 = -1.821255978f;
    const float A5 = 1.330274429f;
    const float RSQRT2PI = 0.39894228040143267793994605993438f;

    const float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float c = RSQRT2PI * expf(-0.5f * d * d) *
              (k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5)))));
    if (d > 0.0f)
        c = 1.0f - c;
    return c;
}

__device__ __forceinline__ void price(float &call, float &put, float S, float X, float T,
                                      float R, float V)
{
    const float sqrtT = sqrtf(T);
    const float d1 = (logf(S / X) + (R + 0.5f * V * V) * T) / (V * sqrtT);
    const float d2 = d1 - V * sqrtT;
    const float cnd1 = cnd(d1);
    const float cnd2 = cnd(d2);
    const float expRT = expf(-R * T);
    call = S * cnd1 - X * expRT * cnd2;
    put  = X * expRT * (1.0f - cnd2) - S * (1.0f - cnd1);
}

__global__ void __launch_bounds__(128, 4)
black_scholes(float *__restrict__ call, float *__restrict__ put,
              const float *__restrict__ S, const float *__restrict__ X,
              const float *__restrict__ T, float R, float V, int n)
{
    const int tid = blockIdx.x * blockDim.x + threadIdx.x;
    const int stride = blockDim.x * gridDim.x;

    // Each step handles element pair (i, i + stride); step = 2*stride.
    for (int i = tid; i < n; i += 2 * stride) {
        price(call[i], put[i], S[i], X[i], T[i], R, V);
        const int j = i + stride;
        if (j < n)
            price(call[j], put[j], S[j], X[j], T[j], R, V);
    }
}
