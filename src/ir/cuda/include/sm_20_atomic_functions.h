/* nvtv: the prelude (nvtv_cuda.h) declares what CUDA's sm_20_atomic_functions.h does */
#include "nvtv_cuda.h"
