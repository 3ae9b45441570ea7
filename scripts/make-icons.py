#!/usr/bin/env python3
"""Draws the app icons (PNG) from web/favicon.svg, with the standard library only.

    python3 scripts/make-icons.py [--svg web/favicon.svg] --out DIR

Writes into DIR:
  icon-192.png, icon-512.png     the favicon's design on a transparent background ("any")
  icon-maskable-512.png          the same on the page's background colour, full bleed, the design
                                 inside the central circle of radius 40 % that every mask keeps
  apple-touch-icon.png           180 x 180 on the page's background (iOS fills transparency black)

Run by CMake at build time (cmake/app.cmake), so the PNGs are never committed and always match
the SVG. The SVG is read with a small subset of SVG, enough for our drawing: <rect> (x, y, width,
height, rx), <circle> (cx, cy, r), fill, stroke, stroke-width and <g transform="rotate(a cx cy)">.
Shapes are rasterised from their signed distance, which gives one-pixel anti-aliased edges (in 16
steps, so that the colours fit a palette PNG); the output is byte-for-byte the same on every
machine (no time stamp), so an unchanged icon does not change the service worker's cache version.
"""
import argparse
import math
import os
import re
import struct
import sys
import zlib
import xml.etree.ElementTree as ET

BACKGROUND = '#241f1b'  # the page's background (web/index.html, manifest background_color)


def parse_color(text):
    text = (text or '').strip()
    if text in ('', 'none', 'transparent'):
        return None
    m = re.fullmatch(r'#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})', text)
    if not m:
        raise ValueError(f'unsupported colour {text!r} (use #rgb or #rrggbb)')
    h = m.group(1)
    if len(h) == 3:
        h = ''.join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def parse_rotate(text):
    """rotate(a) or rotate(a cx cy) -> (radians, cx, cy); no transform -> None."""
    if not text:
        return None
    m = re.fullmatch(r'\s*rotate\(\s*([-\d.]+)(?:[\s,]+([-\d.]+)[\s,]+([-\d.]+))?\s*\)\s*', text)
    if not m:
        raise ValueError(f'unsupported transform {text!r} (only rotate(a [cx cy]))')
    a = math.radians(float(m.group(1)))
    return (a, float(m.group(2) or 0), float(m.group(3) or 0))


class Shape:
    """A rect or circle with its fill, stroke and rotation, as a signed distance function."""

    def __init__(self, el, rotations):
        tag = el.tag.split('}')[-1]
        num = lambda k, d=0.0: float(el.get(k, d))
        self.fill = parse_color(el.get('fill', '#000'))
        self.stroke = parse_color(el.get('stroke'))
        self.stroke_width = num('stroke-width', 1.0) if self.stroke else 0.0
        self.rotations = rotations  # outermost first: the order in which distance() undoes them
        if tag == 'circle':
            self.kind = 'circle'
            self.cx, self.cy, self.r = num('cx'), num('cy'), num('r')
            reach = self.r
        elif tag == 'rect':
            self.kind = 'rect'
            x, y, w, h = num('x'), num('y'), num('width'), num('height')
            self.cx, self.cy = x + w / 2, y + h / 2
            self.hw, self.hh = w / 2, h / 2
            self.rx = min(float(el.get('rx', el.get('ry', 0))), self.hw, self.hh)
            reach = math.hypot(self.hw, self.hh)
        else:
            raise ValueError(f'unsupported element <{tag}>')
        # A bounding circle in user space (rotations move the centre), for the pixel box.
        cx, cy = self.cx, self.cy
        for a, ox, oy in reversed(rotations):
            cx, cy = rotate(cx, cy, a, ox, oy)
        self.reach = (cx, cy, reach + self.stroke_width / 2)

    def distance(self, x, y):
        for a, ox, oy in self.rotations:  # into the shape's own frame: undo the rotations
            x, y = rotate(x, y, -a, ox, oy)
        if self.kind == 'circle':
            return math.hypot(x - self.cx, y - self.cy) - self.r
        qx = abs(x - self.cx) - (self.hw - self.rx)
        qy = abs(y - self.cy) - (self.hh - self.rx)
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - self.rx


def rotate(x, y, a, ox, oy):
    c, s = math.cos(a), math.sin(a)
    dx, dy = x - ox, y - oy
    return ox + c * dx - s * dy, oy + s * dx + c * dy


def read_svg(path):
    root = ET.parse(path).getroot()
    vb = [float(v) for v in re.split(r'[\s,]+', root.get('viewBox', '').strip()) if v]
    if len(vb) != 4:
        raise ValueError(f'{path}: a viewBox is needed')
    shapes = []

    def walk(el, rotations):
        for child in el:
            tag = child.tag.split('}')[-1]
            if tag == 'g':
                r = parse_rotate(child.get('transform'))
                walk(child, rotations + ([r] if r else []))
            elif tag in ('rect', 'circle'):
                r = parse_rotate(child.get('transform'))
                shapes.append(Shape(child, rotations + ([r] if r else [])))
            elif tag in ('title', 'desc'):
                continue
            else:
                raise ValueError(f'{path}: unsupported element <{tag}>')

    walk(root, [])
    return vb, shapes


def render(size, viewbox, shapes, design, background=None, levels=16):
    """RGBA rows (bytearrays) of a size x size image: the viewBox scaled to design x size pixels,
    centred, over the background colour (or transparent). Edge coverage is rounded to 1/levels,
    which keeps the colours few enough for a palette PNG and looks the same."""
    vx, vy, vw, vh = viewbox
    scale = design * size / max(vw, vh)  # pixels per user unit
    off_x = (size - vw * scale) / 2
    off_y = (size - vh * scale) / 2
    # Straight-alpha RGBA in floats, painted shape by shape ("over").
    px = [[0.0, 0.0, 0.0, 0.0] for _ in range(size * size)]
    if background:
        for p in px:
            p[0], p[1], p[2], p[3] = background[0], background[1], background[2], 1.0
    unit = 1 / scale  # user units per pixel: the distance over which an edge fades

    def paint(i, color, coverage):
        a = round(coverage * levels) / levels
        if a <= 0:
            return
        p = px[i]
        out_a = a + p[3] * (1 - a)
        for k in range(3):
            p[k] = (color[k] * a + p[k] * p[3] * (1 - a)) / out_a
        p[3] = out_a

    for shape in shapes:
        cx, cy, reach = shape.reach
        x0 = max(0, math.floor((cx - reach - vx) * scale + off_x) - 2)
        x1 = min(size, math.ceil((cx + reach - vx) * scale + off_x) + 2)
        y0 = max(0, math.floor((cy - reach - vy) * scale + off_y) - 2)
        y1 = min(size, math.ceil((cy + reach - vy) * scale + off_y) + 2)
        half = shape.stroke_width / 2
        for j in range(y0, y1):
            uy = vy + (j + 0.5 - off_y) / scale
            for i in range(x0, x1):
                ux = vx + (i + 0.5 - off_x) / scale
                d = shape.distance(ux, uy)
                if shape.fill:
                    paint(j * size + i, shape.fill, min(1.0, max(0.0, 0.5 - d / unit)))
                if shape.stroke:
                    paint(j * size + i, shape.stroke,
                          min(1.0, max(0.0, 0.5 - (abs(d) - half) / unit)))
    rows = []
    for j in range(size):
        row = bytearray()
        for p in px[j * size:(j + 1) * size]:
            row += bytes(min(255, max(0, round(v * 255))) for v in p)
        rows.append(row)
    return rows


def chunk(tag, data):
    body = tag + data
    return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xFFFFFFFF)


SIGNATURE = b'\x89PNG\r\n\x1a\n'


def png_indexed(rows, size):
    """An 8-bit palette PNG (with tRNS for alpha) when the image has at most 256 colours."""
    colours = {}
    raw = bytearray()
    for row in rows:
        raw.append(0)  # no filter: best for palette images
        for i in range(0, len(row), 4):
            c = bytes(row[i:i + 4])
            if c[3] == 0:
                c = b'\0\0\0\0'
            k = colours.setdefault(c, len(colours))
            if k > 255:
                return None
            raw.append(k)
    # Opaque colours last, so that tRNS (alpha of the first entries) is as short as possible.
    order = sorted(colours, key=lambda c: (c[3] == 255, colours[c]))
    remap = bytes(order.index(c) for c in sorted(colours, key=colours.get))
    raw = bytearray(remap[b] if (n % (size + 1)) else b for n, b in enumerate(raw))
    plte = b''.join(c[:3] for c in order)
    alphas = bytes(c[3] for c in order if c[3] != 255)
    header = struct.pack('>IIBBBBB', size, size, 8, 3, 0, 0, 0)
    return (SIGNATURE + chunk(b'IHDR', header) + chunk(b'PLTE', plte) +
            (chunk(b'tRNS', alphas) if alphas else b'') +
            chunk(b'IDAT', zlib.compress(bytes(raw), 9)) + chunk(b'IEND', b''))


def png(rows, size):
    """A PNG file (8-bit RGBA) with the 'up' or 'sub' filter per row, whichever is smaller."""
    raw = bytearray()
    prev = bytearray(size * 4)
    for row in rows:
        sub = bytearray(b - (row[i - 4] if i >= 4 else 0) & 0xFF for i, b in enumerate(row))
        up = bytearray((b - prev[i]) & 0xFF for i, b in enumerate(row))
        cost = lambda r: sum(v if v < 128 else 256 - v for v in r)
        kind, data = min(((1, sub), (2, up)), key=lambda kd: cost(kd[1]))
        raw.append(kind)
        raw += data
        prev = row
    header = struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0)
    return (SIGNATURE + chunk(b'IHDR', header) +
            chunk(b'IDAT', zlib.compress(bytes(raw), 9)) + chunk(b'IEND', b''))


# name, size, share of the side the viewBox covers, background
ICONS = [
    ('icon-192.png', 192, 1.0, None),
    ('icon-512.png', 512, 1.0, None),
    # Maskable: the board's rounded square reaches 0.61 of the side from corner to corner of
    # its rounded corners, inside the 80 % safe circle.
    ('icon-maskable-512.png', 512, 0.62, BACKGROUND),
    ('apple-touch-icon.png', 180, 0.84, BACKGROUND),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--svg', default=os.path.join(here, '..', 'web', 'favicon.svg'))
    ap.add_argument('--out', required=True)
    args = ap.parse_args()
    viewbox, shapes = read_svg(args.svg)
    os.makedirs(args.out, exist_ok=True)
    for name, size, design, bg in ICONS:
        background = parse_color(bg) if bg else None
        # Edges in 16 steps keep the colours under 256: a palette PNG, half the size.
        rows = render(size, viewbox, shapes, design, background, levels=16)
        data = png_indexed(rows, size) or png(rows, size)
        path = os.path.join(args.out, name)
        tmp = path + '.tmp'
        with open(tmp, 'wb') as f:
            f.write(data)
        os.replace(tmp, path)
    return 0


if __name__ == '__main__':
    sys.exit(main())
