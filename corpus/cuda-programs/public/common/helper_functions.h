/* Minimal stand-in for cuda-samples' Common/helper_functions.h.
 * The real header pulls in helper_string.h, helper_image.h, helper_timer.h and
 * exception.h; only the parts the samples here use are provided. */
#ifndef COMMON_HELPER_FUNCTIONS_H_
#define COMMON_HELPER_FUNCTIONS_H_

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helper_string.h"

// Compare two float arrays with an L2-norm relative error criterion.
inline bool sdkCompareL2fe(const float *reference, const float *data,
                           const unsigned int len, const float epsilon) {
  assert(epsilon >= 0);
  float error = 0;
  float ref = 0;
  for (unsigned int i = 0; i < len; ++i) {
    float diff = reference[i] - data[i];
    error += diff * diff;
    ref += reference[i] * reference[i];
  }
  float normRef = sqrtf(ref);
  if (fabs(ref) < 1e-7) {
    fprintf(stderr, "ERROR, reference l2-norm is 0\n");
    return false;
  }
  float normError = sqrtf(error);
  error = normError / normRef;
  bool result = error < epsilon;
  if (!result) {
    fprintf(stderr, "ERROR, l2-norm error %f is greater than epsilon %f\n",
            error, epsilon);
  }
  return result;
}

#endif  // COMMON_HELPER_FUNCTIONS_H_
