/* nvtv: the prelude (nvtv_cuda.h) declares what CUDA's device_launch_parameters.h does */
#include "nvtv_cuda.h"
