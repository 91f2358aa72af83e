# `cmake --install build [--prefix DIR]` and cpack (run in build/): on Linux
# the programs into bin/, the README, licence and docs/ into share/doc/pili/
# (`cpack -G DEB` or `-G TGZ`, named for the CPU: pili_0.1.0_amd64.deb,
# pili-0.1.0-Linux-x86_64.tar.gz); on Windows one folder, zipped by
# `cpack -G ZIP` (pili-0.1.0-win64.zip). The default PILI_ARCH
# (cmake/arch.cmake) runs on any x86-64 CPU since about 2009; a native build
# is for this machine only.
include(GNUInstallDirs)

if(WIN32)  # everything side by side, the way Windows GUIs expect an engine folder
  set(PILI_BIN_DIR .)
  set(PILI_DOC_DIR .)
else()
  set(PILI_BIN_DIR ${CMAKE_INSTALL_BINDIR})
  set(PILI_DOC_DIR ${CMAKE_INSTALL_DOCDIR})
endif()
install(TARGETS pili RUNTIME DESTINATION ${PILI_BIN_DIR})
foreach(tool pili-match pili-tune)
  if(TARGET ${tool})
    install(TARGETS ${tool} RUNTIME DESTINATION ${PILI_BIN_DIR})
  endif()
endforeach()
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${PILI_DOC_DIR})
if(WIN32)
  install(FILES ${PROJECT_SOURCE_DIR}/docs/windows.md DESTINATION . RENAME GUI-SETUP.md)
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${PILI_DOC_DIR}/docs)
# The single-file browser board of a WebAssembly build (docs/web.md), beside
# the programs on Windows (which has no `pili serve`), in share/pili elsewhere:
#   -DPILI_WEB_BOARD=$PWD/build-wasm/pili-board.html
set(PILI_WEB_BOARD "" CACHE FILEPATH "pili-board.html of a WebAssembly build, to install and package")
if(PILI_WEB_BOARD)
  if(WIN32)
    install(FILES ${PILI_WEB_BOARD} DESTINATION .)
  else()
    install(FILES ${PILI_WEB_BOARD} DESTINATION ${CMAKE_INSTALL_DATADIR}/pili)
  endif()
endif()

set(CPACK_PACKAGE_NAME pili)
set(CPACK_PACKAGE_VENDOR "The Pili authors")
set(CPACK_PACKAGE_CONTACT "The Pili authors")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "xiangqi engine (UCI/UCCI) for xiangqi, Atomic Xiangqi, Meng and Double-Tris")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)  # the programs without their symbol tables
if(WIN32)
  set(CPACK_GENERATOR ZIP)
else()
  set(CPACK_GENERATOR "TGZ;DEB")
  set(CPACK_SYSTEM_NAME ${CMAKE_SYSTEM_NAME}-${CMAKE_SYSTEM_PROCESSOR})
  set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
  set(CPACK_DEBIAN_PACKAGE_SECTION games)
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)       # pili_0.1.0_amd64.deb
  if(CMAKE_CROSSCOMPILING)  # dpkg-shlibdeps reads the build machine's libraries only
    if(CMAKE_SYSTEM_PROCESSOR STREQUAL "aarch64")
      set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE arm64)
    endif()
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "libc6 (>= 2.34), libgcc-s1, libstdc++6 (>= 12)")
  else()
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)      # libc/libstdc++ dependencies from dpkg-shlibdeps
  endif()
endif()
if(PILI_ARCH_IN_USE STREQUAL "native")
  message(STATUS "PILI_ARCH=native: a package built now runs only on CPUs like this one")
endif()
include(CPack)
