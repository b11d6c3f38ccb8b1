/* nvtv_cuda_runtime.h: the CUDA runtime's host API, declared so that a whole program's host
 * code parses when nvtv compiles its device side without a toolkit.  Host functions are
 * never compiled for the device, so declarations suffice: the types, the enumerations
 * programs test (cudaSuccess, cudaMemcpyHostToDevice, cudaDevAttr...), the functions, and
 * the launch configuration call clang's `<<<...>>>` becomes.  Included by nvtv_cuda.h. */
#ifndef NVTV_CUDA_RUNTIME_H
#define NVTV_CUDA_RUNTIME_H
/* the include guards of CUDA's own headers, which libraries (Thrust, CUB) test */
#define __HOST_DEFINES_H__
#define __DRIVER_TYPES_H__
#define __CUDA_RUNTIME_API_H__
#define __CUDA_RUNTIME_H__
#define __VECTOR_TYPES_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__

typedef enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorCudartUnloading = 4,
  cudaErrorProfilerDisabled = 5,
  cudaErrorProfilerNotInitialized = 6,
  cudaErrorProfilerAlreadyStarted = 7,
  cudaErrorProfilerAlreadyStopped = 8,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidPitchValue = 12,
  cudaErrorInvalidSymbol = 13,
  cudaErrorInvalidHostPointer = 16,
  cudaErrorInvalidDevicePointer = 17,
  cudaErrorInvalidTexture = 18,
  cudaErrorInvalidTextureBinding = 19,
  cudaErrorInvalidChannelDescriptor = 20,
  cudaErrorInvalidMemcpyDirection = 21,
  cudaErrorAddressOfConstant = 22,
  cudaErrorTextureFetchFailed = 23,
  cudaErrorTextureNotBound = 24,
  cudaErrorSynchronizationError = 25,
  cudaErrorInvalidFilterSetting = 26,
  cudaErrorInvalidNormSetting = 27,
  cudaErrorMixedDeviceExecution = 28,
  cudaErrorNotYetImplemented = 31,
  cudaErrorMemoryValueTooLarge = 32,
  cudaErrorStubLibrary = 34,
  cudaErrorInsufficientDriver = 35,
  cudaErrorCallRequiresNewerDriver = 36,
  cudaErrorInvalidSurface = 37,
  cudaErrorDuplicateVariableName = 43,
  cudaErrorDuplicateTextureName = 44,
  cudaErrorDuplicateSurfaceName = 45,
  cudaErrorDevicesUnavailable = 46,
  cudaErrorIncompatibleDriverContext = 49,
  cudaErrorMissingConfiguration = 52,
  cudaErrorPriorLaunchFailure = 53,
  cudaErrorLaunchMaxDepthExceeded = 65,
  cudaErrorLaunchFileScopedTex = 66,
  cudaErrorLaunchFileScopedSurf = 67,
  cudaErrorSyncDepthExceeded = 68,
  cudaErrorLaunchPendingCountExceeded = 69,
  cudaErrorInvalidDeviceFunction = 98,
  cudaErrorNoDevice = 100,
  cudaErrorInvalidDevice = 101,
  cudaErrorDeviceNotLicensed = 102,
  cudaErrorSoftwareValidityNotEstablished = 103,
  cudaErrorStartupFailure = 127,
  cudaErrorInvalidKernelImage = 200,
  cudaErrorDeviceUninitialized = 201,
  cudaErrorMapBufferObjectFailed = 205,
  cudaErrorUnmapBufferObjectFailed = 206,
  cudaErrorArrayIsMapped = 207,
  cudaErrorAlreadyMapped = 208,
  cudaErrorNoKernelImageForDevice = 209,
  cudaErrorAlreadyAcquired = 210,
  cudaErrorNotMapped = 211,
  cudaErrorNotMappedAsArray = 212,
  cudaErrorNotMappedAsPointer = 213,
  cudaErrorECCUncorrectable = 214,
  cudaErrorUnsupportedLimit = 215,
  cudaErrorDeviceAlreadyInUse = 216,
  cudaErrorPeerAccessUnsupported = 217,
  cudaErrorInvalidPtx = 218,
  cudaErrorInvalidGraphicsContext = 219,
  cudaErrorNvlinkUncorrectable = 220,
  cudaErrorJitCompilerNotFound = 221,
  cudaErrorUnsupportedPtxVersion = 222,
  cudaErrorJitCompilationDisabled = 223,
  cudaErrorUnsupportedExecAffinity = 224,
  cudaErrorUnsupportedDevSideSync = 225,
  cudaErrorContained = 226,
  cudaErrorInvalidSource = 300,
  cudaErrorFileNotFound = 301,
  cudaErrorSharedObjectSymbolNotFound = 302,
  cudaErrorSharedObjectInitFailed = 303,
  cudaErrorOperatingSystem = 304,
  cudaErrorInvalidResourceHandle = 400,
  cudaErrorIllegalState = 401,
  cudaErrorLossyQuery = 402,
  cudaErrorSymbolNotFound = 500,
  cudaErrorNotReady = 600,
  cudaErrorIllegalAddress = 700,
  cudaErrorLaunchOutOfResources = 701,
  cudaErrorLaunchTimeout = 702,
  cudaErrorLaunchIncompatibleTexturing = 703,
  cudaErrorPeerAccessAlreadyEnabled = 704,
  cudaErrorPeerAccessNotEnabled = 705,
  cudaErrorSetOnActiveProcess = 708,
  cudaErrorContextIsDestroyed = 709,
  cudaErrorAssert = 710,
  cudaErrorTooManyPeers = 711,
  cudaErrorHostMemoryAlreadyRegistered = 712,
  cudaErrorHostMemoryNotRegistered = 713,
  cudaErrorHardwareStackError = 714,
  cudaErrorIllegalInstruction = 715,
  cudaErrorMisalignedAddress = 716,
  cudaErrorInvalidAddressSpace = 717,
  cudaErrorInvalidPc = 718,
  cudaErrorLaunchFailure = 719,
  cudaErrorCooperativeLaunchTooLarge = 720,
  cudaErrorTensorMemoryLeak = 721,
  cudaErrorNotPermitted = 800,
  cudaErrorNotSupported = 801,
  cudaErrorSystemNotReady = 802,
  cudaErrorSystemDriverMismatch = 803,
  cudaErrorCompatNotSupportedOnDevice = 804,
  cudaErrorMpsConnectionFailed = 805,
  cudaErrorMpsRpcFailure = 806,
  cudaErrorMpsServerNotReady = 807,
  cudaErrorMpsMaxClientsReached = 808,
  cudaErrorMpsMaxConnectionsReached = 809,
  cudaErrorMpsClientTerminated = 810,
  cudaErrorCdpNotSupported = 811,
  cudaErrorCdpVersionMismatch = 812,
  cudaErrorStreamCaptureUnsupported = 900,
  cudaErrorStreamCaptureInvalidated = 901,
  cudaErrorStreamCaptureMerge = 902,
  cudaErrorStreamCaptureUnmatched = 903,
  cudaErrorStreamCaptureUnjoined = 904,
  cudaErrorStreamCaptureIsolation = 905,
  cudaErrorStreamCaptureImplicit = 906,
  cudaErrorCapturedEvent = 907,
  cudaErrorStreamCaptureWrongThread = 908,
  cudaErrorTimeout = 909,
  cudaErrorGraphExecUpdateFailure = 910,
  cudaErrorExternalDevice = 911,
  cudaErrorInvalidClusterSize = 912,
  cudaErrorFunctionNotLoaded = 913,
  cudaErrorInvalidResourceType = 914,
  cudaErrorInvalidResourceConfiguration = 915,
  cudaErrorUnknown = 999,
  cudaErrorApiFailureBase = 10000
} cudaError_t;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};

enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1,
  cudaDevAttrMaxBlockDimX = 2,
  cudaDevAttrMaxBlockDimY = 3,
  cudaDevAttrMaxBlockDimZ = 4,
  cudaDevAttrMaxGridDimX = 5,
  cudaDevAttrMaxGridDimY = 6,
  cudaDevAttrMaxGridDimZ = 7,
  cudaDevAttrMaxSharedMemoryPerBlock = 8,
  cudaDevAttrTotalConstantMemory = 9,
  cudaDevAttrWarpSize = 10,
  cudaDevAttrMaxPitch = 11,
  cudaDevAttrMaxRegistersPerBlock = 12,
  cudaDevAttrClockRate = 13,
  cudaDevAttrTextureAlignment = 14,
  cudaDevAttrGpuOverlap = 15,
  cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrKernelExecTimeout = 17,
  cudaDevAttrIntegrated = 18,
  cudaDevAttrCanMapHostMemory = 19,
  cudaDevAttrComputeMode = 20,
  cudaDevAttrConcurrentKernels = 31,
  cudaDevAttrEccEnabled = 32,
  cudaDevAttrPciBusId = 33,
  cudaDevAttrPciDeviceId = 34,
  cudaDevAttrMemoryClockRate = 36,
  cudaDevAttrGlobalMemoryBusWidth = 37,
  cudaDevAttrL2CacheSize = 38,
  cudaDevAttrMaxThreadsPerMultiProcessor = 39,
  cudaDevAttrAsyncEngineCount = 40,
  cudaDevAttrUnifiedAddressing = 41,
  cudaDevAttrComputeCapabilityMajor = 75,
  cudaDevAttrComputeCapabilityMinor = 76,
  cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  cudaDevAttrMaxRegistersPerMultiprocessor = 82,
  cudaDevAttrManagedMemory = 83,
  cudaDevAttrCooperativeLaunch = 95,
  cudaDevAttrMaxSharedMemoryPerBlockOptin = 97
};

enum cudaComputeMode {
  cudaComputeModeDefault = 0,
  cudaComputeModeExclusive = 1,
  cudaComputeModeProhibited = 2,
  cudaComputeModeExclusiveProcess = 3
};

enum cudaFuncCache {
  cudaFuncCachePreferNone = 0,
  cudaFuncCachePreferShared = 1,
  cudaFuncCachePreferL1 = 2,
  cudaFuncCachePreferEqual = 3
};

enum cudaSharedMemConfig {
  cudaSharedMemBankSizeDefault = 0,
  cudaSharedMemBankSizeFourByte = 1,
  cudaSharedMemBankSizeEightByte = 2
};

enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
};

enum cudaMemoryType { cudaMemoryTypeUnregistered = 0, cudaMemoryTypeHost = 1, cudaMemoryTypeDevice = 2, cudaMemoryTypeManaged = 3 };

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct cudaArray *cudaArray_t;
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
typedef void (*cudaStreamCallback_t)(cudaStream_t, cudaError_t, void *);
typedef void (*cudaHostFn_t)(void *);

#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceMapHost 0x08
#define cudaCpuDeviceId ((int)-1)
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)

struct cudaUUID_st {
  char bytes[16];
};
typedef struct cudaUUID_st cudaUUID_t;

struct cudaDeviceProp {
  char name[256];
  cudaUUID_t uuid;
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  size_t totalConstMem;
  int major;
  int minor;
  size_t textureAlignment;
  size_t texturePitchAlignment;
  int deviceOverlap;
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;
  int integrated;
  int canMapHostMemory;
  int computeMode;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int tccDriver;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;
  int memoryBusWidth;
  int l2CacheSize;
  int persistingL2CacheMaxSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  int globalL1CacheSupported;
  int localL1CacheSupported;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int singleToDoublePrecisionPerfRatio;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem;
  int cooperativeLaunch;
  int cooperativeMultiDeviceLaunch;
  size_t sharedMemPerBlockOptin;
  int maxBlocksPerMultiProcessor;
  int accessPolicyMaxWindowSize;
  size_t reservedSharedMemPerBlock;
};

struct cudaFuncAttributes {
  size_t sharedSizeBytes;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int ptxVersion;
  int binaryVersion;
  int cacheModeCA;
  int maxDynamicSharedSizeBytes;
  int preferredShmemCarveout;
};

struct cudaPitchedPtr {
  void *ptr;
  size_t pitch, xsize, ysize;
};
struct cudaExtent {
  size_t width, height, depth;
};
struct cudaPos {
  size_t x, y, z;
};
struct cudaPointerAttributes {
  enum cudaMemoryType type;
  int device;
  void *devicePointer;
  void *hostPointer;
};

/* textures: the descriptors host code fills in (device-side fetches are clang's
 * __clang_cuda_texture_intrinsics.h) */
enum cudaChannelFormatKind { cudaChannelFormatKindSigned = 0, cudaChannelFormatKindUnsigned = 1, cudaChannelFormatKindFloat = 2, cudaChannelFormatKindNone = 3 };
struct cudaChannelFormatDesc {
  int x, y, z, w;
  enum cudaChannelFormatKind f;
};
enum cudaResourceType { cudaResourceTypeArray = 0, cudaResourceTypeMipmappedArray = 1, cudaResourceTypeLinear = 2, cudaResourceTypePitch2D = 3 };
enum cudaTextureAddressMode { cudaAddressModeWrap = 0, cudaAddressModeClamp = 1, cudaAddressModeMirror = 2, cudaAddressModeBorder = 3 };
enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
struct cudaResourceDesc {
  enum cudaResourceType resType;
  union {
    struct { cudaArray_t array; } array;
    struct { void *mipmap; } mipmap;
    struct { void *devPtr; struct cudaChannelFormatDesc desc; size_t sizeInBytes; } linear;
    struct { void *devPtr; struct cudaChannelFormatDesc desc; size_t width, height, pitchInBytes; } pitch2D;
  } res;
};
struct cudaTextureDesc {
  enum cudaTextureAddressMode addressMode[3];
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int seamlessCubemap;
};
struct cudaResourceViewDesc;

extern "C" {
/* devices */
extern __host__ cudaError_t cudaGetDeviceCount(int *count);
extern __host__ cudaError_t cudaGetDevice(int *device);
extern __host__ cudaError_t cudaSetDevice(int device);
extern __host__ cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
extern __host__ cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
extern __host__ cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop);
extern __host__ cudaError_t cudaDeviceSynchronize(void);
extern __host__ cudaError_t cudaDeviceReset(void);
extern __host__ cudaError_t cudaSetDeviceFlags(unsigned int flags);
extern __host__ cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache config);
extern __host__ cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
extern __host__ cudaError_t cudaDeviceCanAccessPeer(int *can, int device, int peer);
extern __host__ cudaError_t cudaDeviceEnablePeerAccess(int peer, unsigned int flags);
extern __host__ cudaError_t cudaRuntimeGetVersion(int *version);
extern __host__ cudaError_t cudaDriverGetVersion(int *version);
extern __host__ cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
/* errors */
extern __host__ cudaError_t cudaGetLastError(void);
extern __host__ cudaError_t cudaPeekAtLastError(void);
extern __host__ const char *cudaGetErrorString(cudaError_t error);
extern __host__ const char *cudaGetErrorName(cudaError_t error);
/* memory */
extern __host__ cudaError_t cudaMalloc(void **p, size_t size);
extern __host__ cudaError_t cudaMallocHost(void **p, size_t size);
extern __host__ cudaError_t cudaHostAlloc(void **p, size_t size, unsigned int flags);
extern __host__ cudaError_t cudaMallocManaged(void **p, size_t size, unsigned int flags = cudaMemAttachGlobal);
extern __host__ cudaError_t cudaMallocPitch(void **p, size_t *pitch, size_t width, size_t height);
extern __host__ cudaError_t cudaMalloc3D(struct cudaPitchedPtr *p, struct cudaExtent extent);
extern __host__ cudaError_t cudaMallocAsync(void **p, size_t size, cudaStream_t stream);
extern __host__ cudaError_t cudaFree(void *p);
extern __host__ cudaError_t cudaFreeHost(void *p);
extern __host__ cudaError_t cudaFreeAsync(void *p, cudaStream_t stream);
extern __host__ cudaError_t cudaHostRegister(void *p, size_t size, unsigned int flags);
extern __host__ cudaError_t cudaHostUnregister(void *p);
extern __host__ cudaError_t cudaHostGetDevicePointer(void **d, void *h, unsigned int flags);
extern __host__ cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *a, const void *p);
extern __host__ cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
extern __host__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                            cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                         size_t height, enum cudaMemcpyKind kind);
extern __host__ cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                                              size_t width, size_t height, enum cudaMemcpyKind kind,
                                              cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count);
extern __host__ cudaError_t cudaMemset(void *p, int value, size_t count);
extern __host__ cudaError_t cudaMemsetAsync(void *p, int value, size_t count, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemset2D(void *p, size_t pitch, int value, size_t width, size_t height);
extern __host__ cudaError_t cudaMemPrefetchAsync(const void *p, size_t count, int device, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count,
                                               size_t offset = 0,
                                               enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
extern __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset = 0,
                                                 enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
extern __host__ cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count,
                                                    size_t offset, enum cudaMemcpyKind kind,
                                                    cudaStream_t stream = 0);
extern __host__ cudaError_t cudaGetSymbolAddress(void **p, const void *symbol);
extern __host__ cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol);
/* streams and events */
extern __host__ cudaError_t cudaStreamCreate(cudaStream_t *s);
extern __host__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int flags);
extern __host__ cudaError_t cudaStreamCreateWithPriority(cudaStream_t *s, unsigned int flags, int priority);
extern __host__ cudaError_t cudaStreamDestroy(cudaStream_t s);
extern __host__ cudaError_t cudaStreamSynchronize(cudaStream_t s);
extern __host__ cudaError_t cudaStreamQuery(cudaStream_t s);
extern __host__ cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned int flags = 0);
extern __host__ cudaError_t cudaStreamAddCallback(cudaStream_t s, cudaStreamCallback_t cb, void *data,
                                                  unsigned int flags);
extern __host__ cudaError_t cudaLaunchHostFunc(cudaStream_t s, cudaHostFn_t fn, void *data);
extern __host__ cudaError_t cudaDeviceGetStreamPriorityRange(int *least, int *greatest);
extern __host__ cudaError_t cudaEventCreate(cudaEvent_t *e);
extern __host__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned int flags);
extern __host__ cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s = 0);
extern __host__ cudaError_t cudaEventSynchronize(cudaEvent_t e);
extern __host__ cudaError_t cudaEventQuery(cudaEvent_t e);
extern __host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
extern __host__ cudaError_t cudaEventDestroy(cudaEvent_t e);
/* kernels */
extern __host__ cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args,
                                             size_t sharedMem, cudaStream_t stream);
extern __host__ cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 grid, dim3 block, void **args,
                                                        size_t sharedMem, cudaStream_t stream);
extern __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
extern __host__ cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);
extern __host__ cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache config);
extern __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, const void *func, int blockSize,
                                                                        size_t dynamicSMemSize);
extern __host__ cudaError_t cudaOccupancyMaxPotentialBlockSize_nvtv(int *minGrid, int *block, const void *func,
                                                                   size_t dynamicSMemSize, int limit);
/* what clang's <<<...>>> calls */
extern __host__ cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                                              cudaStream_t stream = 0);
extern __host__ unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                                                     void *stream = 0);
/* textures */
extern __host__ cudaError_t cudaCreateTextureObject(cudaTextureObject_t *t, const struct cudaResourceDesc *r,
                                                    const struct cudaTextureDesc *d,
                                                    const struct cudaResourceViewDesc *v);
extern __host__ cudaError_t cudaDestroyTextureObject(cudaTextureObject_t t);
extern __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
                                                                   enum cudaChannelFormatKind f);
extern __host__ cudaError_t cudaMallocArray(cudaArray_t *a, const struct cudaChannelFormatDesc *d, size_t w,
                                            size_t h = 0, unsigned int flags = 0);
extern __host__ cudaError_t cudaFreeArray(cudaArray_t a);
/* profiling */
extern __host__ cudaError_t cudaProfilerStart(void);
extern __host__ cudaError_t cudaProfilerStop(void);
}

/* the C++ forms of cuda_runtime.h */
template <class T> static inline __host__ cudaError_t cudaMalloc(T **p, size_t size) {
  return ::cudaMalloc((void **)(void *)p, size);
}
template <class T> static inline __host__ cudaError_t cudaMallocHost(T **p, size_t size) {
  return ::cudaMallocHost((void **)(void *)p, size);
}
template <class T> static inline __host__ cudaError_t cudaHostAlloc(T **p, size_t size, unsigned int flags) {
  return ::cudaHostAlloc((void **)(void *)p, size, flags);
}
template <class T>
static inline __host__ cudaError_t cudaMallocManaged(T **p, size_t size, unsigned int flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)(void *)p, size, flags);
}
template <class T> static inline __host__ cudaError_t cudaMallocPitch(T **p, size_t *pitch, size_t w, size_t h) {
  return ::cudaMallocPitch((void **)(void *)p, pitch, w, h);
}
template <class T>
static inline __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count,
                                                     size_t offset = 0,
                                                     enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
static inline __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                                       enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T> static inline __host__ cudaError_t cudaGetSymbolAddress(void **p, const T &symbol) {
  return ::cudaGetSymbolAddress(p, (const void *)&symbol);
}
template <class T> static inline __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *a, T *f) {
  return ::cudaFuncGetAttributes(a, (const void *)f);
}
template <class T>
static inline __host__ cudaError_t cudaFuncSetAttribute(T *f, enum cudaFuncAttribute attr, int value) {
  return ::cudaFuncSetAttribute((const void *)f, attr, value);
}
template <class T>
static inline __host__ cudaError_t cudaLaunchKernel(T *f, dim3 grid, dim3 block, void **args, size_t smem = 0,
                                                   cudaStream_t s = 0) {
  return ::cudaLaunchKernel((const void *)f, grid, block, args, smem, s);
}
template <class T>
static inline __host__ cudaError_t cudaLaunchCooperativeKernel(T *f, dim3 grid, dim3 block, void **args,
                                                              size_t smem = 0, cudaStream_t s = 0) {
  return ::cudaLaunchCooperativeKernel((const void *)f, grid, block, args, smem, s);
}
template <class T>
static inline __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, T f, int blockSize,
                                                                               size_t smem) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessor(n, (const void *)f, blockSize, smem);
}
template <class T>
static inline __host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGrid, int *block, T f,
                                                                     size_t smem = 0, int limit = 0) {
  return ::cudaOccupancyMaxPotentialBlockSize_nvtv(minGrid, block, (const void *)f, smem, limit);
}
template <class T> static inline __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void) {
  return ::cudaCreateChannelDesc((int)sizeof(T) * 8, 0, 0, 0, cudaChannelFormatKindNone);
}
static inline __host__ struct cudaExtent make_cudaExtent(size_t w, size_t h, size_t d) {
  struct cudaExtent e = {w, h, d};
  return e;
}
static inline __host__ struct cudaPitchedPtr make_cudaPitchedPtr(void *p, size_t pitch, size_t x, size_t y) {
  struct cudaPitchedPtr r = {p, pitch, x, y};
  return r;
}

#endif
