/* nvtv: the prelude (nvtv_cuda.h) declares what CUDA's builtin_types.h does */
#include "nvtv_cuda.h"
