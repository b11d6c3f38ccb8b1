/* nvtv: cooperative_groups/scan.h: inclusive_scan and exclusive_scan live in reduce.h */
#include "reduce.h"
