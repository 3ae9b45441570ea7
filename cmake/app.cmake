# Dear ImGui, the UI library and the apps (web with Emscripten, desktop natively).
if(NOT EXISTS "${MARBLES_IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "Dear ImGui sources not found (MARBLES_IMGUI_DIR=${MARBLES_IMGUI_DIR}): "
                      "run scripts/deps.sh native, or configure with -DMARBLES_APP=OFF")
endif()

# SDL2: Debian's libsdl2-dev natively; for the web, our cached build of Debian's source package.
if(EMSCRIPTEN)
  if(NOT MARBLES_SDL2_WASM)
    file(READ "${_marbles_cache}/sdl2-wasm.prefix" _prefix)
    string(STRIP "${_prefix}" _prefix)
    set(MARBLES_SDL2_WASM "${_prefix}" CACHE PATH "SDL2 built for WebAssembly (install prefix)")
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
endif()

# The UI fonts: DejaVu Sans and DejaVu Sans Bold from Debian, cut to the glyphs French and the
# UI need when pyftsubset (Debian's fonttools) is there; rules texts from assets/.
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
              "--unicodes=U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-203A,U+20AC,U+2190-2193,U+2212,U+25A0-25CF,U+2713,U+2717"
              --layout-features= --no-hinting
      DEPENDS ${_in}
      COMMENT "Subsetting ${_in}")
  endif()
  list(APPEND _files "${_name}=${_out}")
  list(APPEND _font_deps ${_out})
endforeach()
file(GLOB _rules CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/assets/rules/*.md)
foreach(f IN LISTS _rules)
  get_filename_component(n ${f} NAME)
  list(APPEND _files "rules/${n}=${f}")
endforeach()
string(REPLACE ";" "\\;" _files_arg "${_files}")
add_custom_command(
  OUTPUT ${CMAKE_BINARY_DIR}/generated/embedded_assets.cpp
  COMMAND ${CMAKE_COMMAND} "-DFILES=${_files_arg}"
          -DOUT=${CMAKE_BINARY_DIR}/generated/embedded_assets.cpp
          -P ${PROJECT_SOURCE_DIR}/cmake/embed_assets.cmake
  DEPENDS ${_font_deps} ${_rules} ${PROJECT_SOURCE_DIR}/cmake/embed_assets.cmake
  COMMENT "Embedding the font and rules texts")

file(GLOB_RECURSE UI_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/ui/*.cpp
     ${PROJECT_SOURCE_DIR}/src/ai/*.cpp)
add_library(marbles_ui STATIC ${UI_SOURCES} ${CMAKE_BINARY_DIR}/generated/embedded_assets.cpp)
target_link_libraries(marbles_ui PUBLIC marbles_engine marbles_imgui)
marbles_warnings(marbles_ui)

if(EMSCRIPTEN)
  set(SITE_DIR ${CMAKE_BINARY_DIR}/site)
  add_executable(marbles ${PROJECT_SOURCE_DIR}/src/platform/web/main.cpp)
  target_link_libraries(marbles PRIVATE marbles_ui)
  marbles_warnings(marbles)
  set_target_properties(marbles PROPERTIES OUTPUT_NAME marbles SUFFIX ".js"
                                           RUNTIME_OUTPUT_DIRECTORY ${SITE_DIR})
  target_link_options(marbles PRIVATE
    -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sALLOW_MEMORY_GROWTH=1
    -sDISABLE_EXCEPTION_CATCHING=1 -sENVIRONMENT=web -sMODULARIZE=1 -sEXPORT_NAME=createMarbles
    "-sEXPORTED_RUNTIME_METHODS=['ccall','cwrap','UTF8ToString']"
    "-sEXPORTED_FUNCTIONS=['_main','_malloc','_free']")
  file(GLOB _web CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/web/*)
  # A target of its own, run on every build: a change to web/ alone reaches the site too.
  add_custom_target(marbles_web_files ALL
                    COMMAND ${CMAKE_COMMAND} -E copy ${_web} ${SITE_DIR}
                    COMMENT "Copying web/ into ${SITE_DIR}")
  add_dependencies(marbles_web_files marbles)
else()
  add_executable(marbles_desktop ${PROJECT_SOURCE_DIR}/src/platform/desktop/main.cpp)
  target_link_libraries(marbles_desktop PRIVATE marbles_ui)
  marbles_warnings(marbles_desktop)
endif()
