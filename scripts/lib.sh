# Shared by scripts/play and scripts/test: configure and build each flavour into build/.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export NODE_PATH=/usr/share/nodejs
jobs=$(nproc)

# build_tree <dir> <native|web> [cmake args...]: configures (cheap when unchanged), builds.
build_tree() {
  local dir=$root/build/$1 kind=$2
  shift 2
  if [ "$kind" = web ]; then
    emcmake cmake -S "$root" -B "$dir" "$@" >/dev/null || return 1
  else
    cmake -S "$root" -B "$dir" "$@" >/dev/null || return 1
  fi
  cmake --build "$dir" -j"$jobs"
}

build_web_app() {
  build_tree web web -DCMAKE_BUILD_TYPE=Release -DMARBLES_TESTS=OFF
}
