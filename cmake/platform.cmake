# The platform layer (include/pili/platform/platform.h): one source per
# operating system, below everything else; pili_core carries it to every
# program.
if(WIN32)
  set(PILI_PLATFORM_SOURCE ${PROJECT_SOURCE_DIR}/src/platform/platform_win32.cpp)
else()
  set(PILI_PLATFORM_SOURCE ${PROJECT_SOURCE_DIR}/src/platform/platform_posix.cpp)
endif()
add_library(pili_platform STATIC ${PILI_PLATFORM_SOURCE})
target_include_directories(pili_platform PUBLIC ${PROJECT_SOURCE_DIR}/include)
target_link_libraries(pili_core PUBLIC pili_platform)
