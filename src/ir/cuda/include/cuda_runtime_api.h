/* nvtv: the prelude (nvtv_cuda.h) declares what CUDA's cuda_runtime_api.h does */
#include "nvtv_cuda.h"
