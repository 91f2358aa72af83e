# Target CPU of the build. PILI_ARCH names an instruction-set level, passed to
# the compiler as -march; a binary refuses to start on a CPU without it
# (src/platform/cpu_check.cpp) and `pili --version` names it.
#   x86-64     every 64-bit x86 CPU (SSE2 only; popcount is a bit loop)
#   x86-64-v2  + SSE4.2, POPCNT (Intel Nehalem 2008, AMD Bulldozer 2011 and
#              every x86-64 desktop CPU since): the default, because perft and
#              move counting lean on popcount and v2 is still about 15 years old
#   x86-64-v3  + AVX2, BMI1/2 (PEXT for the 8x8 sliders), FMA (Haswell 2013, Zen 2017)
#   native     whatever the build machine has (-march=native)
#   default    no -march: the compiler's own default (other CPUs, e.g. aarch64)
# PILI_NATIVE=ON is kept as another name for PILI_ARCH=native.
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  set(PILI_ARCH_DEFAULT x86-64-v2)
else()
  set(PILI_ARCH_DEFAULT default)
endif()
set(PILI_ARCH ${PILI_ARCH_DEFAULT} CACHE STRING
    "Target CPU: x86-64, x86-64-v2, x86-64-v3, native or default (no -march)")
set_property(CACHE PILI_ARCH PROPERTY STRINGS x86-64 x86-64-v2 x86-64-v3 native default)
option(PILI_NATIVE "Same as PILI_ARCH=native (tune for the build machine)" OFF)

set(PILI_ARCH_IN_USE ${PILI_ARCH})
if(PILI_NATIVE)
  set(PILI_ARCH_IN_USE native)
endif()
if(NOT PILI_ARCH_IN_USE MATCHES "^(x86-64|x86-64-v2|x86-64-v3|native|default)$")
  message(FATAL_ERROR "PILI_ARCH=${PILI_ARCH_IN_USE}: expected x86-64, x86-64-v2, x86-64-v3, native or default")
endif()
if(PILI_ARCH_IN_USE MATCHES "^x86-64" AND NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  message(FATAL_ERROR "PILI_ARCH=${PILI_ARCH_IN_USE} is for x86-64; this build targets ${CMAKE_SYSTEM_PROCESSOR}")
endif()
if(NOT PILI_ARCH_IN_USE STREQUAL "default")
  add_compile_options(-march=${PILI_ARCH_IN_USE})
endif()
message(STATUS "PILI_ARCH: ${PILI_ARCH_IN_USE}")

# The check must run on any CPU, so its own file is built for the baseline of
# the target (the last -march wins) and linked into every program as objects;
# cpu_features.cpp, built with the build's flags, lists what it needs.
set(PILI_CPU_CHECK_SOURCE ${PROJECT_SOURCE_DIR}/src/platform/cpu_check.cpp)
add_library(pili_cpu_check OBJECT ${PILI_CPU_CHECK_SOURCE}
            ${PROJECT_SOURCE_DIR}/src/platform/cpu_features.cpp)
target_include_directories(pili_cpu_check PUBLIC ${PROJECT_SOURCE_DIR}/include)
target_compile_definitions(pili_cpu_check PRIVATE PILI_ARCH_NAME="${PILI_ARCH_IN_USE}")
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$" AND NOT PILI_ARCH_IN_USE STREQUAL "default")
  set_source_files_properties(${PILI_CPU_CHECK_SOURCE} PROPERTIES COMPILE_OPTIONS "-march=x86-64;-mtune=generic")
endif()

# Every program gets the check, linked once the whole tree is configured.
function(pili_link_cpu_check)
  foreach(program pili pili-match pili-tune pili_tests pili_tsan_tests)
    if(TARGET ${program})
      target_link_libraries(${program} PRIVATE pili_cpu_check)
    endif()
  endforeach()
endfunction()
cmake_language(DEFER DIRECTORY ${PROJECT_SOURCE_DIR} CALL pili_link_cpu_check)
