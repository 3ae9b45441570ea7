# Run with cmake -P once the site is assembled (cmake/app.cmake):
#   cmake -DSITE=<site dir> -DTEMPLATE=web/sw.js -P cmake/precache.cmake
# Writes SITE/sw.js from TEMPLATE with every other file of SITE and its SHA-256 (the service
# worker's precache, which checks each file it caches against it) and a version: the first 16
# hex digits of a SHA-256 over each file's name and SHA-256, and over the template itself. A
# build whose files differ in one byte gets a new version, hence a new sw.js (the browser
# installs it) and a new cache name; the same files give the same version on every machine.
# The template's whole-line // comments are left out (it has no string spanning lines).
if(NOT SITE OR NOT TEMPLATE)
  message(FATAL_ERROR "usage: cmake -DSITE=<dir> -DTEMPLATE=<sw.js> -P precache.cmake")
endif()
file(GLOB_RECURSE files LIST_DIRECTORIES false RELATIVE "${SITE}" "${SITE}/*")
list(SORT files)
set(sums "")
set(names "")
foreach(f IN LISTS files)
  # sw.js is the list itself; hidden and temporary files are not part of the page.
  if(f STREQUAL "sw.js" OR f MATCHES "(^|/)\\." OR f MATCHES "\\.tmp$")
    continue()
  endif()
  if(f MATCHES "[\"'\\\\]")
    message(FATAL_ERROR "precache: unexpected character in file name ${f}")
  endif()
  file(SHA256 "${SITE}/${f}" sum)
  string(APPEND sums "${f} ${sum}\n")
  # The large install icons are fetched by the browser when it installs the page (and kept by
  # the system with the installed app), not by every first visit: not precached. So is iOS's
  # apple-touch-icon, read when the page is added to the home screen.
  if(f MATCHES "^icon(-maskable)?-512\\.png$" OR f STREQUAL "apple-touch-icon.png")
    continue()
  endif()
  # The first 64 bits of the SHA-256 are the file's sum in the list: a stale or damaged response
  # passes with a chance of one in 2^64 (the check is against accidents, not an attacker, who
  # would have to serve the site's own origin), for a quarter of the list's weight on every
  # first visit.
  string(SUBSTRING "${sum}" 0 16 sum)
  string(APPEND names "\n  '${f}': '${sum}',")
endforeach()
file(READ "${TEMPLATE}" sw)
string(SHA256 version "${sums}${sw}")
string(SUBSTRING "${version}" 0 16 version)
foreach(token "'@VERSION@'" "{/* @FILES@ */}")
  string(FIND "${sw}" "${token}" at)
  if(at LESS 0)
    message(FATAL_ERROR "precache: ${TEMPLATE} has no ${token} to replace")
  endif()
endforeach()
string(REGEX REPLACE "\n[ \t]*//[^\n]*" "" sw "\n${sw}")
string(REGEX REPLACE "^\n" "" sw "${sw}")
string(REPLACE "'@VERSION@'" "'${version}'" sw "${sw}")
string(REPLACE "{/* @FILES@ */}" "{${names}\n}" sw "${sw}")
file(WRITE "${SITE}/sw.js.tmp" "${sw}")
file(RENAME "${SITE}/sw.js.tmp" "${SITE}/sw.js")
message(STATUS "Service worker: version ${version}, ${SITE}/sw.js")
