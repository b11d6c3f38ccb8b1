/* nvtv: the prelude (nvtv_cuda.h) declares what CUDA's device_functions.h does */
#include "nvtv_cuda.h"
