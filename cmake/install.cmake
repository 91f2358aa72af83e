# `cmake --install build [--prefix DIR]` and `cpack -G DEB` (run in build/):
# the two programs into bin/, the README, licence and docs/ into
# share/doc/pili/. The default PILI_ARCH (cmake/arch.cmake) runs on any
# x86-64 CPU since about 2009; a native build is for this machine only.
include(GNUInstallDirs)

install(TARGETS pili RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET pili-match)
  install(TARGETS pili-match RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs)

set(CPACK_PACKAGE_NAME pili)
set(CPACK_PACKAGE_VENDOR "The Pili authors")
set(CPACK_PACKAGE_CONTACT "The Pili authors")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "xiangqi engine (UCI/UCCI) for xiangqi, Atomic Xiangqi, Meng and Double-Tris")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)       # pili_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)        # libc/libstdc++ dependencies from dpkg-shlibdeps
if(PILI_ARCH_IN_USE STREQUAL "native")
  message(STATUS "PILI_ARCH=native: a package built now runs only on CPUs like this one")
endif()
include(CPack)
