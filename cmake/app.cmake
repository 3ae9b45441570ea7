# Dear ImGui, the UI library and the apps (web with Emscripten, desktop natively).
if(NOT EXISTS "${MARBLES_IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "Dear ImGui sources not found (MARBLES_IMGUI_DIR=${MARBLES_IMGUI_DIR}): "
                      "run scripts/deps.sh native, or configure with -DMARBLES_APP=OFF")
endif()

# SDL2: Debian's libsdl2-dev natively; for the web, our cached build of Debian's source package.
# The web's prefix is read again at every configure (build_tree in scripts/lib.sh configures
# every time), so that a build tree follows a new SDL2 build of scripts/deps.sh web (other
# settings, other directory); MARBLES_SDL2_WASM_DIR overrides it. MARBLES_SDL2_WASM, the cached
# value of earlier trees, is dropped, or they would keep the old library.
if(EMSCRIPTEN)
  unset(MARBLES_SDL2_WASM CACHE)
  set(MARBLES_SDL2_WASM_DIR "" CACHE PATH
      "SDL2 built for WebAssembly (install prefix); empty: the last one scripts/deps.sh web built")
  set(MARBLES_SDL2_WASM "${MARBLES_SDL2_WASM_DIR}")
  if(NOT MARBLES_SDL2_WASM)
    set(_prefix_file "${_marbles_cache}/sdl2-wasm.prefix")
    if(NOT EXISTS "${_prefix_file}")
      message(FATAL_ERROR "SDL2 for WebAssembly not built (${_prefix_file}): run scripts/deps.sh web")
    endif()
    file(READ "${_prefix_file}" MARBLES_SDL2_WASM)
    string(STRIP "${MARBLES_SDL2_WASM}" MARBLES_SDL2_WASM)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${_prefix_file}")
  endif()
  add_library(marbles_sdl2 INTERFACE)
  target_include_directories(marbles_sdl2 INTERFACE ${MARBLES_SDL2_WASM}/include
                                                    ${MARBLES_SDL2_WASM}/include/SDL2)
  target_link_libraries(marbles_sdl2 INTERFACE ${MARBLES_SDL2_WASM}/lib/libSDL2.a)
else()
  find_package(SDL2 QUIET)
  if(NOT SDL2_FOUND)
    message(STATUS "SDL2 not found: no desktop app")
    return()
  endif()
  add_library(marbles_sdl2 INTERFACE)
  target_include_directories(marbles_sdl2 INTERFACE ${SDL2_INCLUDE_DIRS})
  target_link_libraries(marbles_sdl2 INTERFACE ${SDL2_LIBRARIES} ${CMAKE_DL_LIBS})
endif()

set(_im ${MARBLES_IMGUI_DIR})
add_library(marbles_imgui STATIC ${_im}/imgui.cpp ${_im}/imgui_draw.cpp ${_im}/imgui_tables.cpp
                                 ${_im}/imgui_widgets.cpp ${_im}/backends/imgui_impl_sdl.cpp
                                 ${_im}/backends/imgui_impl_opengl3.cpp)
target_include_directories(marbles_imgui SYSTEM PUBLIC ${_im} ${_im}/backends)
target_link_libraries(marbles_imgui PUBLIC marbles_sdl2)
target_compile_definitions(marbles_imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS)
if(EMSCRIPTEN)
  target_compile_options(marbles_imgui PRIVATE -Wno-nontrivial-memaccess)
  target_compile_definitions(marbles_imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)  # WebGL2
  # The backend's state queries go to the page's own answers (src/platform/web/main.cpp: each
  # WebGL query is a synchronous round trip to the GPU process).
  set_source_files_properties(
    ${_im}/backends/imgui_impl_opengl3.cpp
    PROPERTIES COMPILE_DEFINITIONS "glGetIntegerv=marbles_gl_get_integerv;glIsEnabled=marbles_gl_is_enabled")
  # Not on the page: the metrics window and demo, and ImGui's own files (no .ini, no log file).
  target_compile_definitions(marbles_imgui PUBLIC IMGUI_DISABLE_METRICS_WINDOW
                                                  IMGUI_DISABLE_DEMO_WINDOWS IMGUI_DISABLE_FILE_FUNCTIONS)
endif()

# The UI fonts: DejaVu Sans and DejaVu Sans Bold from Debian, cut to the glyphs French and the
# UI need when pyftsubset (Debian's fonttools) is there.
get_filename_component(_font_dir ${MARBLES_FONT} DIRECTORY)
set(MARBLES_FONT_BOLD "${_font_dir}/DejaVuSans-Bold.ttf" CACHE FILEPATH "UI bold font")
set(_fonts "fonts/ui.ttf|${MARBLES_FONT}")
if(EXISTS ${MARBLES_FONT_BOLD})
  list(APPEND _fonts "fonts/ui-bold.ttf|${MARBLES_FONT_BOLD}")
endif()
find_program(PYFTSUBSET pyftsubset)
set(_files "")
set(_font_deps "")
foreach(pair IN LISTS _fonts)
  string(REPLACE "|" ";" pair "${pair}")
  list(GET pair 0 _name)
  list(GET pair 1 _in)
  set(_out ${_in})
  if(PYFTSUBSET)
    get_filename_component(_base ${_name} NAME)
    set(_out ${CMAKE_BINARY_DIR}/assets/${_base})
    add_custom_command(
      OUTPUT ${_out}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/assets
      COMMAND ${PYFTSUBSET} ${_in} --output-file=${_out}
              "--unicodes=U+0020-007E,U+00A0-00FF,U+0152-0153,U+0178,U+2010-2027,U+2030-203A,U+20AC,U+2190-2193,U+2212"
              --layout-features= --no-hinting
      DEPENDS ${_in}
      COMMENT "Subsetting ${_in}")
  endif()
  list(APPEND _files "${_name}=${_out}")
  list(APPEND _font_deps ${_out})
endforeach()
# The rules and about texts: compiled in natively; on the web, files of the site (texts/rules/,
# texts/about/) that the page fetches when the panel first shows one (ui/text_files.h), so that
# a first visit does not load them all inside marbles.wasm; the app knows their names.
file(GLOB _rules CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/assets/rules/*.md)
file(GLOB _about CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/assets/about/*.md)
set(_site_texts "")
foreach(f IN LISTS _rules _about)
  get_filename_component(n ${f} NAME)
  get_filename_component(d ${f} DIRECTORY)
  get_filename_component(d ${d} NAME)
  if(EMSCRIPTEN)
    list(APPEND _site_texts "${d}/${n}")
  else()
    list(APPEND _files "${d}/${n}=${f}")
  endif()
endforeach()
string(REPLACE ";" "\\;" _files_arg "${_files}")
string(REPLACE ";" "\\;" _site_texts_arg "${_site_texts}")
add_custom_command(
  OUTPUT ${CMAKE_BINARY_DIR}/generated/embedded_assets.cpp
  COMMAND ${CMAKE_COMMAND} "-DFILES=${_files_arg}" "-DSITE_FILES=${_site_texts_arg}"
          -DOUT=${CMAKE_BINARY_DIR}/generated/embedded_assets.cpp
          -P ${PROJECT_SOURCE_DIR}/cmake/embed_assets.cmake
  DEPENDS ${_font_deps} ${_rules} ${_about} ${PROJECT_SOURCE_DIR}/cmake/embed_assets.cmake
  COMMENT "Embedding the font (and natively the rules and about texts)")

file(GLOB_RECURSE UI_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/ui/*.cpp
     ${PROJECT_SOURCE_DIR}/src/ai/*.cpp)
list(REMOVE_ITEM UI_SOURCES ${PROJECT_SOURCE_DIR}/src/ui/controller.cpp
     ${PROJECT_SOURCE_DIR}/src/ui/kept_lines.cpp
     ${PROJECT_SOURCE_DIR}/src/ui/messages.cpp
     ${PROJECT_SOURCE_DIR}/src/ui/describe.cpp)  # marbles_control
add_library(marbles_ui STATIC ${UI_SOURCES} ${CMAKE_BINARY_DIR}/generated/embedded_assets.cpp)
target_link_libraries(marbles_ui PUBLIC marbles_control marbles_games marbles_imgui)
marbles_warnings(marbles_ui)

if(EMSCRIPTEN)
  set(SITE_DIR ${CMAKE_BINARY_DIR}/site)
  add_executable(marbles ${PROJECT_SOURCE_DIR}/src/platform/web/main.cpp
                         ${PROJECT_SOURCE_DIR}/src/platform/web/vector.cpp)
  target_link_libraries(marbles PRIVATE marbles_ui)
  marbles_warnings(marbles)
  set_target_properties(marbles PROPERTIES OUTPUT_NAME marbles SUFFIX ".js"
                                           RUNTIME_OUTPUT_DIRECTORY ${SITE_DIR})
  # The page is built for size: -Oz and link-time optimisation for the UI and Dear ImGui,
  # emmalloc, no virtual file system (the fonts are compiled in, the texts fetched). The engine's
  # rules and search keep the build type's -O3 (with -Oz its playouts run 2.3 times slower);
  # the native build and the engine tests (build/wasm-tests) do not include this file's flags.
  # SDL2 comes prebuilt from the cache (scripts/deps.sh web) at -Oz -flto, with only the
  # subsystems the page uses and SDL_LEAN_AND_MEAN (no optimised blitters, no software renderer):
  # its bitcode joins this link-time optimisation. Figures in docs/PERFORMANCE.md ("Page weight");
  # scripts/measure-page.mjs checks the budget.
  set(MARBLES_WEB_OPT -Oz CACHE STRING "Optimisation flag of the web page's code")
  foreach(t marbles_imgui marbles_control marbles_ui marbles)
    target_compile_options(${t} PRIVATE ${MARBLES_WEB_OPT} -flto)
  endforeach()
  target_compile_options(marbles_engine PRIVATE -flto)
  target_compile_options(marbles_games PRIVATE -flto)
  # The engine's text code (moves and positions written and read, records, the check of the
  # strings from JavaScript), the position editors and the registry (the games behind AnyState, which the page calls
  # once per move; the searches use the games' own types) run once per move or file, never in
  # a search: built for size too.
  file(GLOB _marbles_text_sources ${PROJECT_SOURCE_DIR}/src/games/*/notation.cpp
       ${PROJECT_SOURCE_DIR}/src/games/*/position.cpp ${PROJECT_SOURCE_DIR}/src/games/*/editor.cpp
       ${PROJECT_SOURCE_DIR}/src/core/scanner.cpp
       ${PROJECT_SOURCE_DIR}/src/core/record*.cpp ${PROJECT_SOURCE_DIR}/src/core/marks.cpp
       ${REGISTRY_SOURCE}
       ${PROJECT_SOURCE_DIR}/src/core/fields.cpp ${PROJECT_SOURCE_DIR}/src/core/input.cpp)
  set_source_files_properties(${_marbles_text_sources} PROPERTIES COMPILE_OPTIONS
                                                                  ${MARBLES_WEB_OPT})
  target_link_options(marbles PRIVATE
    ${MARBLES_WEB_OPT} -flto -sMALLOC=emmalloc -sFILESYSTEM=0 -sASSERTIONS=0
    -sTEXTDECODER=2 -sGL_TRACK_ERRORS=0 -sSUPPORT_ERRNO=0
    -sHTML5_SUPPORT_DEFERRING_USER_SENSITIVE_REQUESTS=0  # SDL never asks for fullscreen here
    -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sALLOW_MEMORY_GROWTH=1
    -sDISABLE_EXCEPTION_CATCHING=1 -sENVIRONMENT=web -sMODULARIZE=1 -sEXPORT_NAME=createMarbles
    "-sEXPORTED_RUNTIME_METHODS=['ccall','cwrap','UTF8ToString']"
    "-sEXPORTED_FUNCTIONS=['_main','_malloc','_free']")

  # La poursuite's exact solver for the analysis board (src/platform/web/solver_worker.cpp): a
  # module of its own in solver/, which web/later/solver-worker.js loads in a worker the first
  # time a single-round poursuite position is analysed (not part of a first visit; precached).
  add_executable(marbles_solver ${PROJECT_SOURCE_DIR}/src/platform/web/solver_worker.cpp)
  target_link_libraries(marbles_solver PRIVATE marbles_engine)
  marbles_warnings(marbles_solver)
  set_target_properties(marbles_solver PROPERTIES OUTPUT_NAME solver SUFFIX ".js"
                                                  RUNTIME_OUTPUT_DIRECTORY ${SITE_DIR}/solver)
  target_link_options(marbles_solver PRIVATE
    -O3 -flto -sMALLOC=emmalloc -sFILESYSTEM=0 -sASSERTIONS=0 -sALLOW_MEMORY_GROWTH=1
    -sDISABLE_EXCEPTION_CATCHING=1 -sENVIRONMENT=worker -sMODULARIZE=1 -sEXPORT_ES6=1
    -sEXPORT_NAME=createSolver "-sEXPORTED_RUNTIME_METHODS=['ccall']"
    "-sEXPORTED_FUNCTIONS=['_solver_solve','_solver_best']")

  # The page's scripts are minified for the download (scripts/minify-js.cjs, terser from
  # Debian's node-terser): marbles.js as Emscripten wrote it, and web/'s modules as they are
  # copied.
  find_program(_node NAME node nodejs REQUIRED)
  add_custom_command(TARGET marbles POST_BUILD
    COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs ${_node}
            ${PROJECT_SOURCE_DIR}/scripts/minify-js.cjs ${SITE_DIR}/marbles.js
            ${SITE_DIR}/marbles.js --script
    COMMENT "Minifying marbles.js")
  # Binaryen's -Oz once more, run until the module stops shrinking (--converge): what Emscripten's
  # single pass leaves, about 1.8 KB gzip of marbles.wasm. The page's WebAssembly is the MVP with
  # mutable globals, as Emscripten wrote it.
  find_program(_wasm_opt NAMES wasm-opt REQUIRED)
  add_custom_command(TARGET marbles POST_BUILD
    COMMAND ${_wasm_opt} -Oz --converge --mvp-features --enable-mutable-globals
            ${SITE_DIR}/marbles.wasm -o ${SITE_DIR}/marbles.wasm
    COMMENT "Shrinking marbles.wasm (wasm-opt -Oz --converge)")
  # Dear ImGui's built-in font, never used (the page adds its own): its bytes blanked
  # (scripts/drop-default-font.py says why and how).
  find_package(Python3 REQUIRED COMPONENTS Interpreter)
  add_custom_command(TARGET marbles POST_BUILD
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/scripts/drop-default-font.py
            ${_im}/imgui_draw.cpp ${SITE_DIR}/marbles.wasm
    COMMENT "Blanking Dear ImGui's unused built-in font in marbles.wasm")
  # The site: marbles.js + marbles.wasm, the files of web/ (the scripts minified), the app icons
  # drawn from web/favicon.svg, the rules and about texts (texts/), the puzzles, and last
  # sw.js, written with the list of all of them and their SHA-256, and a version hashed from
  # their contents (cmake/precache.cmake), then minified. Redone whenever any of them changes.
  set(_icons "")
  foreach(n icon-192.png icon-512.png icon-maskable-512.png apple-touch-icon.png)
    list(APPEND _icons ${SITE_DIR}/${n})
  endforeach()
  add_custom_command(
    OUTPUT ${_icons}
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/scripts/make-icons.py
            --svg ${PROJECT_SOURCE_DIR}/web/favicon.svg --out ${SITE_DIR}
    DEPENDS ${PROJECT_SOURCE_DIR}/scripts/make-icons.py ${PROJECT_SOURCE_DIR}/web/favicon.svg
    COMMENT "Drawing the app icons from web/favicon.svg")
  file(GLOB _web CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/*)
  file(GLOB _web_js CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/*.js)
  list(REMOVE_ITEM _web_js ${PROJECT_SOURCE_DIR}/web/sw.js)
  list(REMOVE_ITEM _web ${PROJECT_SOURCE_DIR}/web/sw.js ${_web_js})
  # web/later/: the modules a page loads only when a feature is used (kiosk=1...), in later/.
  file(GLOB _later_js CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/later/*.js)
  list(REMOVE_ITEM _web ${PROJECT_SOURCE_DIR}/web/later)
  set(_minify COMMAND ${CMAKE_COMMAND} -E rm -rf ${SITE_DIR}/later
              COMMAND ${CMAKE_COMMAND} -E make_directory ${SITE_DIR}/later)
  foreach(f IN LISTS _web_js _later_js)
    file(RELATIVE_PATH n ${PROJECT_SOURCE_DIR}/web ${f})
    list(APPEND _minify COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs ${_node}
         ${PROJECT_SOURCE_DIR}/scripts/minify-js.cjs ${f} ${SITE_DIR}/${n} --module)
  endforeach()
  # npm's packages the site ships, installed by scripts/deps.sh web in web-deps/ (module, its
  # name in later/, what is missing without it): gifenc, the GIF export's encoder; uqr, the QR
  # codes of the links to play a friend.
  foreach(_dep "gifenc/dist/gifenc.esm.js|gifenc.js|no GIF export"
               "uqr/dist/index.mjs|uqr.js|no QR codes")
    string(REPLACE "|" ";" _dep "${_dep}")
    list(GET _dep 0 _dep_src)
    list(GET _dep 1 _dep_name)
    list(GET _dep 2 _dep_lost)
    set(_dep_src ${PROJECT_SOURCE_DIR}/web-deps/node_modules/${_dep_src})
    if(EXISTS ${_dep_src})
      list(APPEND _minify COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs ${_node}
           ${PROJECT_SOURCE_DIR}/scripts/minify-js.cjs ${_dep_src} ${SITE_DIR}/later/${_dep_name}
           --module)
      list(APPEND _later_js ${_dep_src})
    else()
      message(WARNING "${_dep_src} missing (scripts/deps.sh web installs it): ${_dep_lost}")
    endif()
  endforeach()
  # The lessons (docs/LESSONS.md): one file of the site for all games, lessons.json, which the
  # page fetches when a lesson opens.
  file(GLOB _lessons CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/assets/lessons/*.json)
  string(REPLACE ";" "\\;" _lessons_arg "${_lessons}")
  # The puzzles (assets/puzzles/, bench --puzzles): files of the site that web/later/puzzles.js
  # fetches when the puzzles are opened, precached like the rest.
  file(GLOB _puzzles CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/assets/puzzles/*.tsv)
  add_custom_command(
    OUTPUT ${SITE_DIR}/sw.js
    COMMAND ${CMAKE_COMMAND} -E copy ${_web} ${SITE_DIR}
    ${_minify}
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${SITE_DIR}/texts
    COMMAND ${CMAKE_COMMAND} -E make_directory ${SITE_DIR}/texts/rules ${SITE_DIR}/texts/about
    COMMAND ${CMAKE_COMMAND} -E copy ${_rules} ${SITE_DIR}/texts/rules
    COMMAND ${CMAKE_COMMAND} -E copy ${_about} ${SITE_DIR}/texts/about
    COMMAND ${CMAKE_COMMAND} "-DFILES=${_lessons_arg}" -DOUT=${SITE_DIR}/lessons.json
            -P ${PROJECT_SOURCE_DIR}/cmake/lessons.cmake
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${SITE_DIR}/puzzles
    COMMAND ${CMAKE_COMMAND} -E make_directory ${SITE_DIR}/puzzles
    COMMAND ${CMAKE_COMMAND} -E copy ${_puzzles} ${SITE_DIR}/puzzles
    COMMAND ${CMAKE_COMMAND} -DSITE=${SITE_DIR} -DTEMPLATE=${PROJECT_SOURCE_DIR}/web/sw.js
            -P ${PROJECT_SOURCE_DIR}/cmake/precache.cmake
    COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs ${_node}
            ${PROJECT_SOURCE_DIR}/scripts/minify-js.cjs ${SITE_DIR}/sw.js ${SITE_DIR}/sw.js --script
    DEPENDS marbles marbles_solver ${_web} ${_web_js} ${_later_js} ${_icons} ${_rules} ${_about} ${_lessons}
            ${_puzzles} ${PROJECT_SOURCE_DIR}/web/sw.js ${PROJECT_SOURCE_DIR}/cmake/lessons.cmake
            ${PROJECT_SOURCE_DIR}/scripts/minify-js.cjs
            ${PROJECT_SOURCE_DIR}/cmake/precache.cmake
    COMMENT "Copying web/ into ${SITE_DIR}, writing the service worker's file list")
  add_custom_target(marbles_site ALL DEPENDS ${SITE_DIR}/sw.js)
else()
  add_executable(marbles_desktop ${PROJECT_SOURCE_DIR}/src/platform/desktop/main.cpp
                                 ${PROJECT_SOURCE_DIR}/src/platform/desktop/png.cpp)
  target_link_libraries(marbles_desktop PRIVATE marbles_ui)
  marbles_warnings(marbles_desktop)
endif()
