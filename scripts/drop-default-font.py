#!/usr/bin/env python3
"""Blanks Dear ImGui's built-in font in the page's WebAssembly: 9.5 KB of a first visit.

    python3 scripts/drop-default-font.py IMGUI_DIR/imgui_draw.cpp site/marbles.wasm

Dear ImGui compiles in its ProggyClean font (11,980 characters of base85 in imgui_draw.cpp) for
ImFontAtlas::AddFontDefault(), which it calls only when no font was added. The page always adds
its own (DejaVu Sans, compiled in: the build fails without it, cmake/app.cmake), so those bytes
are never read: this step finds them in marbles.wasm, exactly as imgui_draw.cpp writes them, and
overwrites them with zeros, which gzip makes nearly free. Dear ImGui 1.86 has no switch for it
(IMGUI_DISABLE_DEFAULT_FONT came later). Run by CMake after each link (cmake/app.cmake); fails,
naming what is missing, when the data is not found, so that a new Dear ImGui cannot quietly put
the weight back.
"""
import re
import sys


def main():
    source, wasm = sys.argv[1], sys.argv[2]
    with open(source, encoding='utf-8') as f:
        text = f.read()
    m = re.search(r'proggy_clean_ttf_compressed_data_base85\[[^\]]*\]\s*=\s*((?:"[^"]*"\s*)+);', text)
    if not m:
        sys.exit(f'drop-default-font: no proggy_clean_ttf_compressed_data_base85 in {source}')
    data = ''.join(re.findall(r'"([^"]*)"', m.group(1))).replace('\\?', '?').encode('ascii')
    with open(wasm, 'rb') as f:
        module = bytearray(f.read())
    at = module.find(data + b'\0')
    if at < 0:
        sys.exit(f'drop-default-font: the {len(data)} bytes of ProggyClean are not in {wasm}')
    module[at:at + len(data)] = bytes(len(data))
    with open(wasm, 'wb') as f:
        f.write(module)
    print(f'drop-default-font: {len(data)} bytes blanked in {wasm}')


if __name__ == '__main__':
    main()
