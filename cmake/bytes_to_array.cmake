# bytes_to_array(FILE OUT_BODY OUT_SIZE): the bytes of FILE as the body of a
# C++ unsigned char initialiser ("0x..,0x..," sixteen a line) and its size;
# shared by cmake/embed_nets.cmake and src/serve/embed_assets.cmake.
function(bytes_to_array file out_body out_size)
  file(READ ${file} hex HEX)
  string(LENGTH "${hex}" n)
  math(EXPR size "${n} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," hex "${hex}")
  string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" hex "${hex}")
  set(${out_body} "${hex}" PARENT_SCOPE)
  set(${out_size} ${size} PARENT_SCOPE)
endfunction()
