# bytes_to_array(FILE OUT_BODY OUT_SIZE): the bytes of FILE as a C++ string
# literal (several, one a line, which the compiler joins) that initialises
# an unsigned char array, and its size; shared by cmake/embed_nets.cmake and
# src/serve/embed_assets.cmake. A literal of \x escapes rather than a list
# of 0x.. numbers: Clang reads the nets' 3.9 MB in 2.5 s instead of 7 s, to
# the same object file. The literal's terminating zero is one byte past the
# end, as the arrays have always had.
function(bytes_to_array file out_body out_size)
  file(READ ${file} hex HEX)
  string(LENGTH "${hex}" n)
  math(EXPR size "${n} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "\\\\x\\1" hex "${hex}")
  string(REGEX REPLACE "(\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..\\\\x..)" "\\1\"\n\"" hex "${hex}")
  set(${out_body} "\"${hex}\"" PARENT_SCOPE)
  set(${out_size} ${size} PARENT_SCOPE)
endfunction()
