/*
 * particles_aos_soa.cu
 *
 * The same particle update (gravity + drag, bounce off the floor z = 0) in
 * two data layouts:
 *   update_particles_aos: array of structs, one Particle per element;
 *   update_particles_soa: struct of arrays passed by value (a ParticlesSoA
 *                         holding one pointer per field), fully coalesced.
 * The force law lives in a __noinline__ __device__ helper so it appears as a
 * real call in the emitted code.
 *
 * Launch: blockDim = (128,1,1) (any size works; __launch_bounds__(128, 8)),
 *         gridDim.x = ceil(n/128).
 * Preconditions: n >= 0; every array holds n elements; the SoA field arrays
 *                do not overlap each other.
 */
#include <cuda_runtime.h>

struct Particle {
    float3 pos;
    float3 vel;
    float mass;
    int alive;
};

struct ParticlesSoA {
    float *px, *py, *pz;
    float *vx, *vy, *vz;
    const float *mass;
    int *alive;
};

__device__ __noinline__ float3 particle_accel(float3 vel, float mass, float drag, float g)
{
    const float k = drag / mass;
    return make_float3(-k * vel.x, -k * vel.y, -g - k * vel.z);
}

__global__ void __launch_bounds__(128, 8)
update_particles_aos(Particle *__restrict__ p, int n, float dt, float drag, float g)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && p[i].alive) {
        Particle q = p[i];
        const float3 a = particle_accel(q.vel, q.mass, drag, g);
        q.vel.x += a.x * dt;
        q.vel.y += a.y * dt;
        q.vel.z += a.z * dt;
        q.pos.x += q.vel.x * dt;
        q.pos.y += q.vel.y * dt;
        q.pos.z += q.vel.z * dt;
        if (q.pos.z < 0.0f) {
            q.pos.z = -q.pos.z;
            q.vel.z = -0.5f * q.vel.z;
        }
        p[i] = q;
    }
}

__global__ void __launch_bounds__(128, 8)
update_particles_soa(ParticlesSoA s, int n, float dt, float drag, float g)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n || !s.alive[i])
        return;

    float3 v = make_float3(s.vx[i], s.vy[i], s.vz[i]);
    const float3 a = particle_accel(v, s.mass[i], drag, g);
    v.x += a.x * dt;
    v.y += a.y * dt;
    v.z += a.z * dt;

    const float px = s.px[i] + v.x * dt;
    const float py = s.py[i] + v.y * dt;
    float pz = s.pz[i] + v.z * dt;
    if (pz < 0.0f) {
        pz = -pz;
        v.z = -0.5f * v.z;
    }
    s.px[i] = px; s.py[i] = py; s.pz[i] = pz;
    s.vx[i] = v.x; s.vy[i] = v.y; s.vz[i] = v.z;
}
