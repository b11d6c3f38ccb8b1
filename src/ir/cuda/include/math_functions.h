/* nvtv: the prelude (nvtv_cuda.h) declares what CUDA's math_functions.h does */
#include "nvtv_cuda.h"
