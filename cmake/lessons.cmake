# Run with cmake -P when the site is assembled (cmake/app.cmake):
#   cmake "-DFILES=<assets/lessons/a.json;...>" -DOUT=<site>/lessons.json -P cmake/lessons.cmake
# Writes the lessons of every game (docs/LESSONS.md) as one file, {"<game>": <its file>, ...}:
# one entry of the service worker's precache list (part of the page weight) for all of them.
if(NOT OUT)
  message(FATAL_ERROR "usage: cmake -DFILES=<files> -DOUT=<file> -P lessons.cmake")
endif()
set(out "{")
set(sep "")
foreach(f IN LISTS FILES)
  get_filename_component(game "${f}" NAME_WE)
  file(READ "${f}" body)
  string(STRIP "${body}" body)
  string(APPEND out "${sep}\"${game}\": ${body}")
  set(sep ",\n")
endforeach()
string(APPEND out "}\n")
file(WRITE "${OUT}" "${out}")
