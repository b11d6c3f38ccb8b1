/* nvtv: the prelude (nvtv_cuda.h) declares what CUDA's host_defines.h does */
#include "nvtv_cuda.h"
