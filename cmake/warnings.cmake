# Warnings and sanitizers shared by every target of ours (not third-party code).
function(marbles_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # g++ 12 false positive in std::string inlined code (GCC bug 105329).
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(MARBLES_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

if(MARBLES_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                      -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
