#!/usr/bin/env python3
"""Draws Beltboard's app icons into assets/icons/ (the files are committed;
rerun after changing the design). Our own drawing, MIT like the rest: the
knight of scripts/draw-pieces.py on a 4x4 board in the colours of
assets/style.css, framed like assets/favicon.svg.

Writes icon.svg (any size), icon-192.png and icon-512.png (purpose "any",
rounded corners) and icon-maskable-512.png (purpose "maskable": full bleed,
the knight inside the central safe circle). The PNGs come from a small
rasteriser below (Python standard library only: zlib + struct), so nothing
is downloaded and no image tool is needed."""
import math
import re
import struct
import zlib
from pathlib import Path

# Colours from assets/style.css (light theme) and assets/favicon.svg.
FRAME = "#8a6a4b"
LIGHT_SQ = "#efe3cc"
DARK_SQ = "#b08a66"
KNIGHT_FILL = "#fbfaf6"
KNIGHT_LINE = "#1f1f1f"

# The knight of scripts/draw-pieces.py, in its 45x45 viewBox.
KNIGHT_BODY = (
    "M13.5 38 L33.5 38 C34 31 33 25 31 20.5 C29.5 15.5 27 11.5 22.5 9 L21.5 4.8 L18.8 8.3 "
    "L16.3 5.8 L16.3 10.6 C12.2 13.5 9.2 19.3 9.2 24 C9.2 26.4 11 27.6 12.8 26.3 "
    "C14.6 24.7 16 23.4 19.5 22.6 C19.6 26 17 29.5 13.5 33 Z"
)
KNIGHT_BASE = (11, 35.5, 24, 4.5, 1.8)  # x, y, width, height, rx
KNIGHT_EYE = (17.6, 13.8, 1.3)  # cx, cy, r
KNIGHT_DETAIL = "M12.5 23.6 L11.2 24.4 M27.5 15.5 C30 20 31 26 30.6 34"
KNIGHT_CENTRE = (22.1, 22.4)  # middle of the knight's bounding box

# Layouts in a 512-unit square: (rounded frame radius or None for full
# bleed, board inset, knight scale).
ANY = dict(radius=88, inset=36, scale=9.6)
MASKABLE = dict(radius=None, inset=0, scale=8.0)


def rgb(hex_colour):
    return tuple(int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5))


# ---------------------------------------------------------------- geometry


def parse_path(d):
    """Absolute M/L/C/Z paths -> list of (points, closed), curves flattened."""
    tokens = re.findall(r"[MLCZ]|-?[0-9.]+", d)
    subpaths, points, i, cmd = [], [], 0, None
    while i < len(tokens):
        if tokens[i] in "MLCZ":
            cmd = tokens[i]
            i += 1
        if cmd == "Z":
            subpaths.append((points, True))
            points = []
            continue
        nums = lambda k: [float(t) for t in tokens[i : i + k]]  # noqa: E731
        if cmd == "M":
            if points:
                subpaths.append((points, False))
            points = [tuple(nums(2))]
            i += 2
            cmd = "L"
        elif cmd == "L":
            points.append(tuple(nums(2)))
            i += 2
        elif cmd == "C":
            x1, y1, x2, y2, x3, y3 = nums(6)
            x0, y0 = points[-1]
            for s in range(1, 17):
                t = s / 16
                u = 1 - t
                points.append(
                    (
                        u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                        u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3,
                    )
                )
            i += 6
    if points:
        subpaths.append((points, False))
    return subpaths


def rounded_rect(x, y, w, h, r):
    if r <= 0:
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    pts = []
    for cx, cy, start in ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0), (x + r, y + h - r, 90), (x + r, y + r, 180)):
        for s in range(0, 13):
            a = math.radians(start + 90 * s / 12)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def circle(cx, cy, r):
    return [(cx + r * math.cos(2 * math.pi * s / 48), cy + r * math.sin(2 * math.pi * s / 48)) for s in range(48)]


# ---------------------------------------------------------------- rasteriser


class Canvas:
    """An RGBA canvas (premultiplied floats) painted with coverage masks."""

    def __init__(self, size):
        self.n = size
        self.px = [[0.0, 0.0, 0.0, 0.0] for _ in range(size * size)]

    def paint(self, mask, colour):
        r, g, b = rgb(colour)
        for idx, cov in mask.items():
            if cov <= 0:
                continue
            cov = min(cov, 1.0)
            p = self.px[idx]
            k = 1 - cov
            p[0] = r * cov + p[0] * k
            p[1] = g * cov + p[1] * k
            p[2] = b * cov + p[2] * k
            p[3] = cov + p[3] * k

    def fill(self, polygons, colour, ss=5):
        """Fills polygons (nonzero winding), ss sub-rows per pixel row,
        exact horizontal coverage."""
        edges = []
        for poly in polygons:
            for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]):
                if y0 != y1:
                    edges.append((x0, y0, x1, y1))
        if not edges:
            return
        ymin = max(0, int(min(min(e[1], e[3]) for e in edges)))
        ymax = min(self.n - 1, int(max(max(e[1], e[3]) for e in edges)) + 1)
        mask = {}
        for row in range(ymin, ymax + 1):
            for sub in range(ss):
                y = row + (sub + 0.5) / ss
                crossings = []
                for x0, y0, x1, y1 in edges:
                    if (y0 <= y < y1) or (y1 <= y < y0):
                        crossings.append((x0 + (y - y0) * (x1 - x0) / (y1 - y0), 1 if y1 > y0 else -1))
                crossings.sort()
                winding = 0
                for j, (x, w) in enumerate(crossings):
                    before = winding
                    winding += w
                    if before == 0 and winding != 0:
                        start = x
                    elif before != 0 and winding == 0:
                        self._span(mask, row, max(0.0, start), min(float(self.n), x), 1 / ss)
        self.paint(mask, colour)

    def _span(self, mask, row, xa, xb, weight):
        if xb <= xa:
            return
        base = row * self.n
        ia, ib = int(xa), int(xb)
        if ia == ib:
            mask[base + ia] = mask.get(base + ia, 0) + (xb - xa) * weight
            return
        mask[base + ia] = mask.get(base + ia, 0) + (ia + 1 - xa) * weight
        for i in range(ia + 1, ib):
            mask[base + i] = mask.get(base + i, 0) + weight
        if ib < self.n and xb > ib:
            mask[base + ib] = mask.get(base + ib, 0) + (xb - ib) * weight

    def stroke(self, subpaths, width, colour):
        """Strokes polylines with round joins and caps (distance coverage)."""
        hw = width / 2
        best = {}
        for points, closed in subpaths:
            segs = list(zip(points, points[1:]))
            if closed:
                segs.append((points[-1], points[0]))
            for (x0, y0), (x1, y1) in segs:
                dx, dy = x1 - x0, y1 - y0
                ll = dx * dx + dy * dy
                for py in range(max(0, int(min(y0, y1) - hw - 1)), min(self.n, int(max(y0, y1) + hw + 2))):
                    for px in range(max(0, int(min(x0, x1) - hw - 1)), min(self.n, int(max(x0, x1) + hw + 2))):
                        cx, cy = px + 0.5, py + 0.5
                        t = 0.0 if ll == 0 else max(0.0, min(1.0, ((cx - x0) * dx + (cy - y0) * dy) / ll))
                        d = math.hypot(cx - (x0 + t * dx), cy - (y0 + t * dy))
                        idx = py * self.n + px
                        if d < best.get(idx, 1e9):
                            best[idx] = d
        self.paint({i: hw - d + 0.5 for i, d in best.items()}, colour)

    def png(self):
        raw = bytearray()
        for y in range(self.n):
            raw.append(0)
            for p in self.px[y * self.n : (y + 1) * self.n]:
                a = p[3]
                if a <= 0:
                    raw += b"\0\0\0\0"
                else:
                    raw += bytes(max(0, min(255, round(c / a * 255))) for c in p[:3]) + bytes([round(a * 255)])

        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

        header = struct.pack(">IIBBBBB", self.n, self.n, 8, 6, 0, 0, 0)
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")


# ---------------------------------------------------------------- the design


def draw_png(size, layout):
    k = size / 512
    c = Canvas(size)
    radius, inset, scale = layout["radius"], layout["inset"], layout["scale"]
    frame = rounded_rect(0, 0, size, size, (radius or 0) * k)
    c.fill([frame], FRAME)
    sq = (512 - 2 * inset) / 4 * k
    for row in range(4):
        for col in range(4):
            x, y = inset * k + col * sq, inset * k + row * sq
            poly = [(x, y), (x + sq, y), (x + sq, y + sq), (x, y + sq)]
            c.fill([poly], LIGHT_SQ if (row + col) % 2 == 0 else DARK_SQ)
    if radius is not None:
        # Repaint the frame as a ring over the board, rounding its corners.
        ring_outer = rounded_rect(0, 0, size, size, radius * k)
        ring_inner = list(reversed(rounded_rect(inset * k, inset * k, size - 2 * inset * k, size - 2 * inset * k, (radius - inset) * k * 0.6)))
        c.fill([ring_outer, ring_inner], FRAME)

    s = scale * k
    ox, oy = 256 * k - KNIGHT_CENTRE[0] * s, 256 * k - KNIGHT_CENTRE[1] * s

    def tf(points):
        return [(ox + x * s, oy + y * s) for x, y in points]

    body = [(tf(p), closed) for p, closed in parse_path(KNIGHT_BODY)]
    c.fill([p for p, _ in body], KNIGHT_FILL)
    c.stroke(body, 1.5 * s, KNIGHT_LINE)
    bx, by, bw, bh, br = KNIGHT_BASE
    base = tf(rounded_rect(bx, by, bw, bh, br))
    c.fill([base], KNIGHT_FILL)
    c.stroke([(base, True)], 1.5 * s, KNIGHT_LINE)
    ex, ey, er = KNIGHT_EYE
    c.fill([tf(circle(ex, ey, er))], KNIGHT_LINE)
    c.stroke([(tf(p), closed) for p, closed in parse_path(KNIGHT_DETAIL)], 1.3 * s, KNIGHT_LINE)
    return c.png()


def draw_svg(layout):
    radius, inset, scale = layout["radius"], layout["inset"], layout["scale"]
    sq = (512 - 2 * inset) / 4
    squares = "".join(
        f'<rect x="{inset + col * sq:g}" y="{inset + row * sq:g}" width="{sq:g}" height="{sq:g}" fill="{DARK_SQ}"/>'
        for row in range(4)
        for col in range(4)
        if (row + col) % 2 == 1
    )
    ox, oy = 256 - KNIGHT_CENTRE[0] * scale, 256 - KNIGHT_CENTRE[1] * scale
    bx, by, bw, bh, br = KNIGHT_BASE
    ex, ey, er = KNIGHT_EYE
    inner_r = (radius - inset) * 0.6
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="{radius}" fill="{FRAME}"/>
  <clipPath id="board"><rect x="{inset}" y="{inset}" width="{512 - 2 * inset}" height="{512 - 2 * inset}" rx="{inner_r:g}"/></clipPath>
  <g clip-path="url(#board)"><rect width="512" height="512" fill="{LIGHT_SQ}"/>{squares}</g>
  <g transform="translate({ox:g} {oy:g}) scale({scale:g})" stroke="{KNIGHT_LINE}" stroke-linejoin="round">
    <path d="{KNIGHT_BODY}" fill="{KNIGHT_FILL}" stroke-width="1.5"/>
    <rect x="{bx}" y="{by}" width="{bw}" height="{bh}" rx="{br}" fill="{KNIGHT_FILL}" stroke-width="1.5"/>
    <circle cx="{ex}" cy="{ey}" r="{er}" fill="{KNIGHT_LINE}" stroke="none"/>
    <path d="{KNIGHT_DETAIL}" fill="none" stroke-width="1.3" stroke-linecap="round"/>
  </g>
</svg>
"""


out = Path(__file__).resolve().parent.parent / "assets" / "icons"
out.mkdir(parents=True, exist_ok=True)
(out / "icon.svg").write_text(draw_svg(ANY))
(out / "icon-192.png").write_bytes(draw_png(192, ANY))
(out / "icon-512.png").write_bytes(draw_png(512, ANY))
(out / "icon-maskable-512.png").write_bytes(draw_png(512, MASKABLE))
print(f"wrote icon.svg, icon-192.png, icon-512.png, icon-maskable-512.png to {out}")
