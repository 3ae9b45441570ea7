#!/usr/bin/env bash
# Installs what the build and tests need, from Debian's archive and npm only.
# Idempotent: each step checks first and is fast when everything is present.
# Usage: scripts/deps.sh [native|web|browser|all]   (default: all)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
what=${1:-all}
CACHE=${MARBLES_CACHE:-$HOME/.cache/marbles}
mkdir -p "$CACHE"
export DEBIAN_FRONTEND=noninteractive

log() { printf '[deps] %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# A stamp file, not a variable: debian_source runs in $(...) subshells.
apt_stamp=$(mktemp)
trap 'rm -f "$apt_stamp"' EXIT
apt_update_once() {
  if [ ! -s "$apt_stamp" ]; then
    log "apt-get update"
    as_root apt-get update -qq
    echo done >"$apt_stamp"
  fi
}

need_pkgs() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    apt_update_once
    log "apt-get install ${missing[*]}"
    as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

# deb-src twin of the deb entries, so that `apt-get source` finds SDL2 and Dear ImGui.
ensure_deb_src() {
  local f=/etc/apt/sources.list.d/debian.sources
  local src=/etc/apt/sources.list.d/marbles-src.sources
  if [ -f "$src" ]; then return; fi
  if [ -f "$f" ]; then
    sed 's/^Types: deb$/Types: deb-src/' "$f" | as_root tee "$src" >/dev/null
  else
    grep -h '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | as_root tee "$src" >/dev/null
    as_root mv "$src" /etc/apt/sources.list.d/marbles-src.list
  fi
  : >"$apt_stamp"
}

# Unpacks a Debian source package into $CACHE/src/<pkg>-<version> once.
# Prints the directory.
debian_source() {
  local pkg=$1 dir
  dir=$(ls -d "$CACHE"/src/"$pkg"-[0-9]* 2>/dev/null | head -n1 || true)
  if [ -z "$dir" ]; then
    ensure_deb_src
    apt_update_once
    need_pkgs dpkg-dev
    mkdir -p "$CACHE/src"
    log "apt-get source $pkg"
    (cd "$CACHE/src" && apt-get source -qq "$pkg" >/dev/null 2>&1)
    dir=$(ls -d "$CACHE"/src/"$pkg"-[0-9]* | head -n1)
  fi
  echo "$dir"
}

native() {
  need_pkgs build-essential cmake libgtest-dev clang-format libsdl2-dev fonts-dejavu-core \
    python3 dpkg-dev fonttools clang-14 libclang-rt-14-dev universal-ctags node-acorn
  debian_source imgui >/dev/null
}

# SDL2 built for WebAssembly from Debian's source package, for size: -Oz, and only what the page
# uses (the window and its WebGL2 context, events, timers). Off: audio, joystick and game
# controllers, haptic, HIDAPI, sensors, power, filesystem paths, locale, SDL_OpenURL, the
# SDL_Renderer API, threads (the page has none), the dummy and offscreen video drivers; and
# SDL_LEAN_AND_MEAN (src/SDL_internal.h), which drops the optimised surface blitters, RLE, YUV
# and the software renderer (the page draws with OpenGL ES 3 through Dear ImGui). Functions of
# the subsystems that are off remain as stubs (ImGui's SDL backend links; SDL_GameControllerOpen
# returns NULL). -flto: the archive holds LLVM bitcode, optimised with the page at its link.
# Cached under the version and a hash of these settings and of the emcc version (the bitcode
# belongs to its compiler): change either and the next run builds a fresh copy next to the old.
sdl_wasm_opts=(
  -DCMAKE_BUILD_TYPE=MinSizeRel "-DCMAKE_C_FLAGS_MINSIZEREL=-Oz -DNDEBUG -DSDL_LEAN_AND_MEAN=1 -flto"
  -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF
  -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF
  -DSDL_POWER=OFF -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_RENDER=OFF
  -DSDL_THREADS=OFF -DSDL_DUMMYVIDEO=OFF -DSDL_OFFSCREEN=OFF -DSDL_OPENGL=OFF
)

web() {
  need_node
  need_pkgs emscripten binaryen fonts-dejavu-core node-terser
  export NODE_PATH=/usr/share/nodejs
  local sdl
  sdl=$(debian_source libsdl2)
  debian_source imgui >/dev/null
  local ver tag
  ver=$(basename "$sdl" | sed 's/^libsdl2-//')
  tag=$( (printf '%s\n' "${sdl_wasm_opts[@]}" && emcc --version | sed -n 1p) | sha256sum | cut -c1-8)
  local prefix="$CACHE/sdl2-wasm-$ver-min-$tag"
  if [ ! -f "$prefix/lib/libSDL2.a" ]; then
    log "building SDL2 $ver for WebAssembly, -Oz, page subsystems only (one time, about 3 minutes)"
    local b="$CACHE/build-sdl2-wasm-$ver-min-$tag"
    rm -rf "$b" && mkdir -p "$b"
    (cd "$b" && emcmake cmake "$sdl" "${sdl_wasm_opts[@]}" -DCMAKE_INSTALL_PREFIX="$prefix" >/dev/null &&
      emmake make -j"$(nproc)" >/dev/null && emmake make install >/dev/null)
    rm -rf "$b"
  fi
  echo "$prefix" >"$CACHE/sdl2-wasm.prefix"
  # The npm packages the site ships (web-deps/package.json: gifenc, the GIF export's encoder;
  # uqr, the QR codes of links to play a friend).
  if [ ! -f "$here/web-deps/node_modules/gifenc/dist/gifenc.esm.js" ] ||
    [ ! -f "$here/web-deps/node_modules/uqr/dist/index.mjs" ]; then
    log "npm ci in web-deps (gifenc, uqr)"
    (cd "$here/web-deps" && npm ci --no-audit --no-fund --silent)
  fi
}

# node and npm: Debian's packages unless the machine already has them (a NodeSource nodejs
# ships npm itself and conflicts with Debian's npm package).
need_node() {
  command -v node >/dev/null 2>&1 || need_pkgs nodejs
  command -v npm >/dev/null 2>&1 || need_pkgs npm
}

browser() {
  need_pkgs chromium
  need_node
  if [ ! -d "$here/tests/web/node_modules/playwright-core" ] ||
    [ ! -d "$here/tests/web/node_modules/axe-core" ] ||
    [ ! -d "$here/tests/web/node_modules/jsqr" ]; then
    log "npm ci (playwright-core, axe-core, jsqr)"
    (cd "$here/tests/web" && npm ci --no-audit --no-fund --silent)
  fi
}

case "$what" in
  native) native ;;
  web) web ;;
  browser) browser ;;
  all) native; web; browser ;;
  *) echo "usage: $0 [native|web|browser|all]" >&2; exit 2 ;;
esac
