/* nvtv: the prelude (nvtv_cuda.h) declares what CUDA's cuda.h does */
#include "nvtv_cuda.h"
