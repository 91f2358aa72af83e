// The CPU features this build was compiled to use, read from the compiler's
// feature macros. This file is compiled with the build's own -march, but it
// holds data only: nothing here runs, so an old CPU can load it safely.
namespace pili::platform::detail {

extern const char REQUIRED_CPU_FEATURES[];
const char REQUIRED_CPU_FEATURES[] = ""
#if defined(__x86_64__) || defined(__i386__)
#ifdef __SSE3__
    " sse3"
#endif
#ifdef __SSSE3__
    " ssse3"
#endif
#ifdef __SSE4_1__
    " sse4.1"
#endif
#ifdef __SSE4_2__
    " sse4.2"
#endif
#ifdef __POPCNT__
    " popcnt"
#endif
#ifdef __AVX__
    " avx"
#endif
#ifdef __AVX2__
    " avx2"
#endif
#ifdef __FMA__
    " fma"
#endif
#ifdef __BMI__
    " bmi"
#endif
#ifdef __BMI2__
    " bmi2"
#endif
#ifdef __AVX512F__
    " avx512f"
#endif
#ifdef __AVX512BW__
    " avx512bw"
#endif
#ifdef __AVX512VL__
    " avx512vl"
#endif
#ifdef __AVX512DQ__
    " avx512dq"
#endif
#endif
    ;

}  // namespace pili::platform::detail
