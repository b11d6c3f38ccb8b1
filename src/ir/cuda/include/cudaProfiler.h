/* nvtv: the prelude (nvtv_cuda.h) declares what CUDA's cudaProfiler.h does */
#include "nvtv_cuda.h"
