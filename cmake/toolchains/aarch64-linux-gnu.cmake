# Linux on 64-bit ARM with Debian's cross compiler:
# apt-get install g++-aarch64-linux-gnu (qemu-user runs the result here).
#   cmake -B build-arm64 --toolchain cmake/toolchains/aarch64-linux-gnu.cmake
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
find_program(PILI_QEMU_AARCH64 qemu-aarch64)
if(PILI_QEMU_AARCH64)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${PILI_QEMU_AARCH64} -L /usr/aarch64-linux-gnu)
endif()
set(PILI_CROSS_NAME aarch64-linux-gnu)
include(${CMAKE_CURRENT_LIST_DIR}/host-headers.cmake)
