# The browser board's page as served and exported: every file of SRC
# (src/serve/web) copied to OUT, with pieces.js's table of the xiangqi
# kinds' characters filled in from KINDS (include/pili/core/piece_kinds.h),
# the table the text and SVG diagrams and the notations read: a kind of a
# variant's own is drawn on the board once its row is there. Run in script
# mode by src/serve/CMakeLists.txt (the page embedded in `pili serve`); the
# WebAssembly build exports the same OUT (cmake/wasm.cmake).
#   cmake -DSRC=... -DOUT=... -DKINDS=... -P cmake/web_page.cmake
file(STRINGS ${KINDS} rows ENCODING UTF-8 REGEX "^ *\\{'.', '.', [0-9]+, \"")
set(table "")
foreach(row ${rows})
  # {'K', 'K', 1, "general", {{"帅", "将"}, {"帥", "將"}}, ...}: the FEN and
  # WXF letters, then the traditional script's Red and Black characters.
  if(NOT row MATCHES "\\{'(.)', '(.)', [0-9]+, \"[^\"]*\", \\{\\{\"[^\"]*\", \"[^\"]*\"\\}, \\{\"([^\"]*)\", \"([^\"]*)\"\\}\\}")
    message(FATAL_ERROR "web_page.cmake: cannot read the kind row: ${row}")
  endif()
  set(fen ${CMAKE_MATCH_1})
  set(wxf ${CMAKE_MATCH_2})
  set(red ${CMAKE_MATCH_3})
  set(black ${CMAKE_MATCH_4})
  if(fen STREQUAL "?")
    continue()  # the row of no kind
  endif()
  set(letters ${fen})
  if(NOT wxf STREQUAL fen)
    list(APPEND letters ${wxf})
  endif()
  foreach(letter ${letters})
    string(TOLOWER ${letter} lower)
    string(APPEND table " ${letter}: \"${red}\", ${lower}: \"${black}\",")
  endforeach()
endforeach()
if(table STREQUAL "")
  message(FATAL_ERROR "web_page.cmake: no kind rows in ${KINDS}")
endif()
set(placeholder "const XQ_GLYPHS = {/* core/piece_kinds.h */};")
file(MAKE_DIRECTORY ${OUT})
file(GLOB files RELATIVE ${SRC} ${SRC}/*)
foreach(f ${files})
  if(f STREQUAL "pieces.js")
    file(READ ${SRC}/${f} text)
    string(FIND "${text}" "${placeholder}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "web_page.cmake: ${SRC}/pieces.js lacks the line ${placeholder}")
    endif()
    string(REPLACE "${placeholder}" "const XQ_GLYPHS = {${table} };" text "${text}")
    file(WRITE ${OUT}/${f}.tmp "${text}")
    execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different ${OUT}/${f}.tmp ${OUT}/${f})
    file(REMOVE ${OUT}/${f}.tmp)
  else()
    execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different ${SRC}/${f} ${OUT}/${f})
  endif()
endforeach()
