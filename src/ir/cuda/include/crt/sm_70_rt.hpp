/* nvtv: clang-19's intrinsics include this CUDA header; nvtv_cuda.h defines __match_any_sync and __match_all_sync itself */
