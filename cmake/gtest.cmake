# GoogleTest from Debian's libgtest-dev sources, compiled with our compiler (g++ or em++).
if(NOT EXISTS "${MARBLES_GTEST_DIR}/CMakeLists.txt")
  message(FATAL_ERROR "GoogleTest sources not found at ${MARBLES_GTEST_DIR}: run scripts/deps.sh native")
endif()
set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
set(BUILD_GMOCK OFF CACHE BOOL "" FORCE)
set(gtest_disable_pthreads ${EMSCRIPTEN} CACHE BOOL "" FORCE)
add_subdirectory(${MARBLES_GTEST_DIR} ${CMAKE_BINARY_DIR}/googletest EXCLUDE_FROM_ALL)

enable_testing()
file(GLOB_RECURSE TEST_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/unit/*.cpp)
add_executable(engine_tests ${TEST_SOURCES})
# The UI's text tables are plain C++: the suite checks them against the registry's variants;
# so are the search's slice figures, the keyboard's focus ring, the loading of the rules texts
# and the game controller (marbles_control).
target_sources(engine_tests PRIVATE ${PROJECT_SOURCE_DIR}/src/ui/text.cpp
                                    ${PROJECT_SOURCE_DIR}/src/ui/slice_stats.cpp
                                    ${PROJECT_SOURCE_DIR}/src/ui/focus.cpp
                                    ${PROJECT_SOURCE_DIR}/src/ui/text_files.cpp)
# The registry again, with the test-only games of tests/games/ appended to the game list
# (src/games/list.h, MARBLES_TEST_GAMES): every generic suite runs them too.
target_sources(engine_tests PRIVATE ${REGISTRY_SOURCE})
target_compile_definitions(engine_tests PRIVATE MARBLES_TEST_GAMES
                                                MARBLES_DOCS_DIR="${PROJECT_SOURCE_DIR}/docs"
                                                MARBLES_PUZZLES_DIR="${PROJECT_SOURCE_DIR}/assets/puzzles")
target_link_libraries(engine_tests PRIVATE marbles_control marbles_engine gtest gtest_main)
target_include_directories(engine_tests PRIVATE ${PROJECT_SOURCE_DIR}/tests/unit
                                                ${PROJECT_SOURCE_DIR}/tests)
marbles_warnings(engine_tests)
if(EMSCRIPTEN)
  # GoogleTest itself needs exceptions off on the web; run with node --no-experimental-fetch.
  target_compile_definitions(gtest PUBLIC GTEST_HAS_EXCEPTIONS=0)
  target_link_options(engine_tests PRIVATE -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=node
                      -sEXIT_RUNTIME=1 -sNODERAWFS=1)
  add_test(NAME engine_tests COMMAND node --no-experimental-fetch
                                     $<TARGET_FILE:engine_tests>)
else()
  include(GoogleTest)
  gtest_discover_tests(engine_tests DISCOVERY_TIMEOUT 60)
endif()
