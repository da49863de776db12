"""Paint the Autumn forest art from the map: ``assets/maps/autumn.tmx`` -> ``autumn_forest.png``.

The TMX is the single source of truth for the board (spec/woodland.md §1):
a designer moves clearings, drags path ends and edits properties in Tiled,
then runs this script. It reads the map through the game's own adapter
(``scenes.tiled.load_map``), checks that the layout can be shown honestly
(clearings in the play area and apart, trails and rivers neither crossing
nor running through a clearing they do not join, forest outlines touching
their clearings) and paints the art under it: forest floor, trails, the
river, glades and trees. Every problem is printed naming the clearing, path
or river, and nothing is painted until the layout is clean.

The art is painted procedurally with pygame from a fixed seed, so painting
the same map twice gives byte-identical files. Each part of the picture has
its own random stream (the ground, each glade, each trail, each tree), so
moving one clearing repaints its neighbourhood rather than the whole forest.
The PNG records a fingerprint of the geometry it was painted from, which
lets ``--check`` and the tests notice art that no longer matches the map.

``--new-layout`` is for starting a map from scratch: it writes a fresh TMX
from the table in this file (clearing positions, trail bends, the river's
course, forests), then paints the art from that TMX like the default mode.
It will not overwrite an existing TMX unless given ``--force``.

Usage (from the project root)::

    .venv/bin/python tools/make_autumn_map.py                 # repaint the art from the map
    .venv/bin/python tools/make_autumn_map.py --check         # checks only, paint nothing
    .venv/bin/python tools/make_autumn_map.py --preview /tmp/autumn.png
    .venv/bin/python tools/make_autumn_map.py --new-layout --out /tmp/newmap

``--preview`` additionally renders the art with plain clearing discs, slots
and numbers on top (a rough stand-in for the board scene) to judge the
layout by eye; it is not an asset.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import io
import json
import math
import os
import random
import struct
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: make the game's packages importable
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402  (SDL must see the dummy drivers first)

from scenes.tiled import MapData, MapError, MapLayout, load_map  # noqa: E402

MAP_DIR = ROOT / "assets" / "maps"
TMX_NAME = "autumn.tmx"
ART_NAME = "autumn_forest.png"

MAP_W, MAP_H = 1920, 1080
TILE = 40  # 48 x 27 tiles of 40 px = exactly 1920 x 1080
# Clearings must sit inside this box; the right strip is kept for an info panel.
PLAY_LEFT, PLAY_TOP, PLAY_RIGHT, PLAY_BOTTOM = 90, 70, 1440, 1010
PANEL_X = PLAY_RIGHT + 10  # where the art starts to quieten for the info panel
CLEARING_GAP = 90  # px between two clearings' edges, room for a trail and trees
CLEARANCE = 24  # px a trail or river keeps from a clearing it does not join
END_TOLERANCE = 24.0  # px a river end or forest corner may sit off a clearing's edge
SEED = 20_251_129
FINGERPRINT_KEY = "woodland-map-geometry"  # PNG text chunk: what the art was painted from

Point = tuple[float, float]


# --------------------------------------------------------------------------
# Reading the map (the source of truth)
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Decor:
    """A decorative river end (``decor=true`` in the rivers layer): water running
    from a clearing's edge off the map. The rules ignore it; the art needs it."""

    object_id: int
    clearing: int | None  # the clearing it leaves from; None if it touches none
    line: tuple[Point, ...]  # from the clearing's edge outwards

    @property
    def label(self) -> str:
        return f"off-map river (object {self.object_id})"


@dataclass(frozen=True)
class MapGeometry:
    """A map as read from its TMX, plus the dense curves the painter follows."""

    source: Path
    data: MapData
    decor: tuple[Decor, ...]
    art: Path  # the image the map's 'forest' layer shows: what gets painted
    trails: dict[tuple[int, int], list[Point]]  # centre to centre, dense
    streams: tuple[list[Point], ...]  # each river as one smooth dense curve

    @property
    def layout(self) -> MapLayout:
        return self.data.layout

    @property
    def name(self) -> str:
        return self.source.name


def read_map(path: str | Path) -> MapGeometry:
    """Read a TMX through the game's adapter; raises :class:`MapError` naming
    the file and the object for anything the game itself would refuse."""
    path = Path(path)
    label = path.name
    if not path.is_file():
        raise MapError(f"{label}: map file not found ({path})")
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as exc:
        raise MapError(f"{label}: not a readable Tiled XML file ({exc})") from exc
    art = _art_target(label, path, root)
    data = load_map(path) if art.is_file() else _load_before_art(path, root)
    layout = data.layout
    decor = _read_decor(label, root, layout)
    trails = {}
    for pair, line in layout.paths.items():
        a, b = sorted(pair)
        trails[(a, b)] = catmull_rom(
            [layout.clearings[a].centre, *line, layout.clearings[b].centre]
        )
    return MapGeometry(path, data, decor, art, trails, _streams(layout, decor))


def _art_target(label: str, path: Path, root: ET.Element) -> Path:
    """The image of the layer named 'forest' (else the first image layer)."""
    layers = list(root.iter("imagelayer"))
    if not layers:
        raise MapError(f"{label}: no image layer with the forest art")
    layer = next((x for x in layers if x.get("name") == "forest"), layers[0])
    image = layer.find("image")
    if image is None or not image.get("source"):
        raise MapError(f"{label}: image layer {layer.get('name')!r} has no image")
    return (path.parent / image.get("source", "")).resolve()


def _load_before_art(path: Path, root: ET.Element) -> MapData:
    """The adapter refuses a map whose art is missing, but the art is what we
    are about to paint: load a copy whose missing images are empty stand-ins
    (other references made absolute so they still resolve)."""
    root = copy.deepcopy(root)
    with tempfile.TemporaryDirectory() as tmp:
        for k, node in enumerate(root.iter()):
            for attr in ("source", "template"):
                if node.get(attr):
                    target = (path.parent / node.get(attr, "")).resolve()
                    if node.tag == "image" and not target.is_file():
                        target = Path(tmp) / f"missing-{k}.png"
                        target.touch()
                    node.set(attr, str(target))
        stand_in = Path(tmp) / path.name  # same name: the adapter's messages name it
        ET.ElementTree(root).write(stand_in, encoding="UTF-8", xml_declaration=True)
        return load_map(stand_in)


def _read_decor(label: str, root: ET.Element, layout: MapLayout) -> tuple[Decor, ...]:
    """The ``decor=true`` river objects, which the adapter skips, in file order."""
    found = []
    for group in root.iter("objectgroup"):
        if group.get("name") != "rivers":
            continue
        for obj in group.iter("object"):
            props = {p.get("name"): p.get("value", p.text) for p in obj.iter("property")}
            if str(props.get("decor", "false")).strip().lower() not in ("true", "1"):
                continue
            oid = int(obj.get("id", "0"))
            shape = obj.find("polyline")
            try:
                x0, y0 = float(obj.get("x", "0")), float(obj.get("y", "0"))
                text = "" if shape is None else shape.get("points", "")
                line = [
                    (round(x0 + float(dx), 2), round(y0 + float(dy), 2))
                    for dx, dy in (p.split(",") for p in text.split())
                ]
            except ValueError:
                line = []
            if len(line) < 2:
                raise MapError(f"{label}: river object {oid} (decor) is not a polyline")
            gap, number, end = min(
                (abs(math.dist(point, c.centre) - c.radius), n, k)
                for n, c in layout.clearings.items()
                for k, point in enumerate((line[0], line[-1]))
            )
            if end == 1:
                line.reverse()
            found.append(Decor(oid, number if gap <= END_TOLERANCE else None, tuple(line)))
    return tuple(found)


def _streams(layout: MapLayout, decor: Sequence[Decor]) -> tuple[list[Point], ...]:
    """Join the river links into whole streams, one smooth curve each: in from
    an off-map end, through the clearing centres, out at the other end. A
    river that branches is split at the fork into separate streams."""

    def centre(n: int) -> Point:
        return layout.clearings[n].centre

    touching: dict[int, list[frozenset[int]]] = {}
    for pair in layout.rivers:
        for n in sorted(pair):
            touching.setdefault(n, []).append(pair)
    used: set[frozenset[int]] = set()
    spare = list(decor)

    def take_decor(n: int) -> Decor | None:
        for d in spare:
            if d.clearing == n:
                spare.remove(d)
                return d
        return None

    def walk(start: int) -> list[int]:
        chain = [start]
        while True:
            here = chain[-1]
            if len(chain) > 1 and len(touching[here]) != 2:
                return chain  # a river end or a fork
            onward = [p for p in touching[here] if p not in used]
            if not onward:
                return chain  # back round a loop
            used.add(onward[0])
            (there,) = onward[0] - {here}
            chain.append(there)

    streams: list[list[Point]] = []
    # Start where an off-map end joins (file order: the first is the source),
    # then at other river ends and forks, then anywhere (loops).
    starts = [d.clearing for d in decor if d.clearing is not None]
    starts += [n for n in touching if len(touching[n]) != 2] + list(touching)
    for start in starts:
        while any(p not in used for p in touching.get(start, ())):
            chain = walk(start)
            head = take_decor(chain[0])
            controls: list[Point] = list(head.line[::-1]) if head else []
            controls.append(centre(chain[0]))
            for here, there in zip(chain, chain[1:], strict=False):
                line = layout.rivers[frozenset((here, there))]
                controls += line if here < there else line[::-1]
                controls.append(centre(there))
            tail = take_decor(chain[-1])
            if tail:
                controls += tail.line
            streams.append(catmull_rom(controls))
    for d in spare:  # an off-map end on a clearing with no river link, or loose
        start = [] if d.clearing is None else [centre(d.clearing)]
        streams.append(catmull_rom([*start, *d.line]))
    return tuple(streams)


# --------------------------------------------------------------------------
# Layout checks
# --------------------------------------------------------------------------


def check_layout(geom: MapGeometry) -> list[str]:
    """Everything that would make the board scene dishonest or ugly, one line
    per problem naming the clearing, path, river or forest; empty if clean."""
    problems: list[str] = []
    layout = geom.layout
    cs = layout.clearings
    if layout.size != (MAP_W, MAP_H):
        problems.append(
            f"the map is {layout.size[0]}x{layout.size[1]} px; the board expects "
            f"{MAP_W}x{MAP_H} ({MAP_W // TILE}x{MAP_H // TILE} tiles of {TILE} px)"
        )
    for n, c in cs.items():
        (x, y), r = c.centre, c.radius
        if x - r < PLAY_LEFT or x + r > PLAY_RIGHT or y - r < PLAY_TOP or y + r > PLAY_BOTTOM:
            problems.append(
                f"clearing {n} at ({x:.0f}, {y:.0f}) leaves the play area: its disc must "
                f"stay within x {PLAY_LEFT}-{PLAY_RIGHT}, y {PLAY_TOP}-{PLAY_BOTTOM} "
                "(the strip on the right is the info panel)"
            )
        anchors = [(f"slot anchor {i}", p) for i, p in enumerate(c.slot_anchors, 1)]
        for what, point in [*anchors, ("warrior anchor", c.warrior_anchor)]:
            if math.dist(point, c.centre) > r:
                problems.append(f"clearing {n}: its {what} lies outside the clearing")
        for m, d in cs.items():
            gap = math.dist(c.centre, d.centre) - r - d.radius
            if n < m and gap < CLEARING_GAP:
                problems.append(
                    f"clearings {n} and {m} are too close ({gap:.0f}px between their edges, "
                    f"keep at least {CLEARING_GAP}px)"
                )

    links: list[tuple[str, set[int], Sequence[Point]]] = []
    for kind, lines in (("path", layout.paths), ("river", layout.rivers)):
        for pair, line in lines.items():
            a, b = sorted(pair)
            links.append((f"{kind} {a}-{b}", {a, b}, line))
    for d in geom.decor:
        if d.clearing is None:
            problems.append(f"{d.label} does not start at a clearing's edge")
        (x, y) = d.line[-1]
        if 2 < x < MAP_W - 2 and 2 < y < MAP_H - 2:
            problems.append(
                f"{d.label} ends inside the map at ({x:.0f}, {y:.0f}); "
                "drag its last point past the map's edge"
            )
        links.append((d.label, set() if d.clearing is None else {d.clearing}, d.line))

    for i, (name, ends, line) in enumerate(links):
        segments = list(zip(line, line[1:], strict=False))
        for n, c in cs.items():
            if n in ends:
                continue
            gap = min(_point_segment_distance(c.centre, p, q) for p, q in segments) - c.radius
            if gap < 0:
                problems.append(f"{name} runs through clearing {n} ({-gap:.0f}px inside its edge)")
            elif gap < CLEARANCE:
                problems.append(
                    f"{name} passes {gap:.0f}px from clearing {n} (keep at least {CLEARANCE}px)"
                )
        for other, _, line2 in links[i + 1 :]:
            where = _first_crossing(segments, list(zip(line2, line2[1:], strict=False)))
            if where is not None:
                problems.append(f"{name} crosses {other} near ({where[0]:.0f}, {where[1]:.0f})")

    # A forest's outline runs along the paths around it, from clearing edge to
    # clearing edge; after a clearing moves, its corners must move too.
    redraw = "move its corners onto the clearing's edge, along the paths"
    for forest in layout.forests:
        label = "forest " + ",".join(str(n) for n in sorted(forest.clearings))
        for n, c in cs.items():
            dists = [math.dist(v, c.centre) for v in forest.polygon]
            if n not in forest.clearings:
                if _inside(c.centre, forest.polygon):
                    problems.append(f"clearing {n} lies inside the outline of {label}")
                continue
            off = min(abs(d - c.radius) for d in dists)
            if off > END_TOLERANCE:
                problems.append(
                    f"{label}: its outline misses clearing {n} (nearest corner {off:.0f}px "
                    f"from the edge); {redraw}"
                )
            elif min(dists) < c.radius - END_TOLERANCE:
                problems.append(
                    f"{label}: its outline cuts into clearing {n} (a corner "
                    f"{c.radius - min(dists):.0f}px inside the edge); {redraw}"
                )
    return problems


def _inside(point: Point, polygon: Sequence[Point]) -> bool:
    """Even-odd rule: is the point inside the closed polygon?"""
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, [*polygon[1:], polygon[0]], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _first_crossing(
    one: Sequence[tuple[Point, Point]], two: Sequence[tuple[Point, Point]]
) -> Point | None:
    for p, q in one:
        for r, s in two:
            if _segments_cross(p, q, r, s):
                # where, roughly: the middle of the two crossing segments
                return ((p[0] + q[0] + r[0] + s[0]) / 4, (p[1] + q[1] + r[1] + s[1]) / 4)
    return None


# --------------------------------------------------------------------------
# Geometry helpers
# --------------------------------------------------------------------------


def catmull_rom(points: Sequence[Point], step: float = 4.0) -> list[Point]:
    """A smooth curve through every point (centripetal-free uniform spline);
    sampled about every `step` px so trails can be clipped and painted."""
    pts = [points[0], *points, points[-1]]
    out: list[Point] = [points[0]]
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        n = max(2, int(math.dist(p1, p2) / step))
        for k in range(1, n + 1):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(
                tuple(  # type: ignore[arg-type]
                    0.5
                    * (
                        2 * p1[j]
                        + (-p0[j] + p2[j]) * t
                        + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                        + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3
                    )
                    for j in range(2)
                )
            )
    return out


def clip_to_edges(curve: Sequence[Point], a: ClearingRow, b: ClearingRow) -> list[Point]:
    """Cut a centre-to-centre curve where it leaves disc `a` and enters disc `b`,
    so the TMX polyline runs exactly from one clearing edge to the other."""

    def crossing(p: Point, q: Point, c: ClearingRow) -> Point:
        # p inside, q outside: bisect for the edge point.
        lo, hi = 0.0, 1.0
        for _ in range(40):
            mid = (lo + hi) / 2
            m = (p[0] + (q[0] - p[0]) * mid, p[1] + (q[1] - p[1]) * mid)
            if math.dist(m, (c.x, c.y)) < c.radius:
                lo = mid
            else:
                hi = mid
        return (p[0] + (q[0] - p[0]) * hi, p[1] + (q[1] - p[1]) * hi)

    inside_a = [math.dist(p, (a.x, a.y)) < a.radius for p in curve]
    inside_b = [math.dist(p, (b.x, b.y)) < b.radius for p in curve]
    start = inside_a.index(False)
    end = len(curve) - 1 - inside_b[::-1].index(False)
    body = list(curve[start : end + 1])
    return [
        crossing(curve[start - 1], curve[start], a),
        *body,
        crossing(curve[end + 1], curve[end], b),
    ]


def resample(line: Sequence[Point], spacing: float) -> list[Point]:
    """Keep a point about every `spacing` px (ends kept) so the TMX stays small."""
    out = [line[0]]
    run = 0.0
    for p, q in zip(line, line[1:], strict=False):
        run += math.dist(p, q)
        if run >= spacing:
            out.append(q)
            run = 0.0
    if out[-1] != line[-1]:
        if math.dist(out[-1], line[-1]) < spacing * 0.4 and len(out) > 1:
            out[-1] = line[-1]
        else:
            out.append(line[-1])
    return out


def _segments_cross(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    def orient(a: Point, b: Point, c: Point) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    d1, d2 = orient(q1, q2, p1), orient(q1, q2, p2)
    d3, d4 = orient(p1, p2, q1), orient(p1, p2, q2)
    return (d1 > 0) != (d2 > 0) and (d3 > 0) != (d4 > 0)


def _point_segment_distance(p: Point, a: Point, b: Point) -> float:
    ax, ay = b[0] - a[0], b[1] - a[1]
    length2 = ax * ax + ay * ay
    t = (
        0.0
        if length2 == 0
        else max(0.0, min(1.0, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / length2))
    )
    return math.dist(p, (a[0] + ax * t, a[1] + ay * t))


# --------------------------------------------------------------------------
# Art
# --------------------------------------------------------------------------


Colour = tuple[int, int, int]

GROUND: tuple[Colour, ...] = (
    (84, 92, 42),
    (100, 108, 48),
    (128, 112, 52),
    (146, 118, 54),
    (118, 86, 42),
    (112, 116, 56),
    (92, 84, 40),
    (158, 132, 62),
)
LITTER: tuple[Colour, ...] = (
    (196, 98, 34),
    (176, 62, 34),
    (214, 156, 52),
    (150, 96, 40),
    (120, 70, 34),
    (186, 128, 46),
    (132, 120, 50),
    (204, 120, 40),
)
CANOPIES: tuple[tuple[Colour, float], ...] = (  # colour, weight
    ((214, 108, 36), 5),
    ((190, 64, 36), 4),
    ((224, 164, 50), 4),
    ((142, 140, 52), 3),
    ((172, 92, 40), 3),
    ((232, 134, 44), 2),
    ((156, 48, 40), 2),
    ((104, 124, 56), 2),
)
GLADE: Colour = (176, 172, 92)
TRAIL_EDGE: Colour = (78, 56, 34)
TRAIL: Colour = (170, 136, 86)
TRAIL_LIGHT: Colour = (192, 160, 108)
BANK: Colour = (84, 70, 42)
MUD: Colour = (122, 104, 66)
WATER_DEEP: Colour = (34, 72, 90)
WATER: Colour = (50, 104, 120)
WATER_LIGHT: Colour = (96, 152, 160)


def _rng(*key: object) -> random.Random:
    """A random stream of its own for one part of the picture (seeded from a
    string, which Python hashes the same way on every run and machine), so
    changing one trail does not reshuffle the trees on the far side."""
    return random.Random(":".join(str(k) for k in (SEED, *key)))


def _jitter(c: Colour, rng: random.Random, amount: int) -> Colour:
    return tuple(max(0, min(255, v + rng.randint(-amount, amount))) for v in c)  # type: ignore[return-value]


def _shade(c: Colour, factor: float, warm: int = 0) -> Colour:
    r, g, b = (max(0, min(255, int(v * factor))) for v in c)
    return (min(255, r + warm), min(255, g + warm // 2), b)


def _layer(tint: Colour = (0, 0, 0)) -> pygame.Surface:
    """A transparent full-map layer. Its invisible pixels carry `tint`, so a
    layer that is blurred later fades into its own colour, not a dark fringe."""
    layer = pygame.Surface((MAP_W, MAP_H), pygame.SRCALPHA)
    layer.fill((*tint, 0))
    return layer


def _blurred(surface: pygame.Surface, radius: int, scale: int = 2) -> pygame.Surface:
    """Soft copy of a layer: shrink, gaussian blur, grow (cheap on full-HD)."""
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (w // scale, h // scale))
    if radius > 0:
        small = pygame.transform.gaussian_blur(small, max(1, radius // scale))
    return pygame.transform.smoothscale(small, (w, h))


def _noise(
    cells: tuple[int, int], size: tuple[int, int], pick: Callable[[], Colour], blur: int
) -> pygame.Surface:
    """Value noise: one random colour per cell, smoothly scaled up, optionally blurred."""
    small = pygame.Surface(cells)
    for y in range(cells[1]):
        for x in range(cells[0]):
            small.set_at((x, y), pick())
    big = pygame.transform.smoothscale(small, size)
    return pygame.transform.gaussian_blur(big, blur) if blur else big


def paint_ground(canvas: pygame.Surface, rng: random.Random) -> None:
    """Warm forest floor: several octaves of colour noise, grain, leaf litter."""
    low = (MAP_W // 4, MAP_H // 4)
    base = _noise((12, 7), low, lambda: rng.choice(GROUND), 18)
    for cells, blur, alpha in (((36, 20), 6, 150), ((120, 68), 2, 90)):
        layer = _noise(cells, low, lambda: _jitter(rng.choice(GROUND), rng, 10), blur)
        layer.set_alpha(alpha)
        base.blit(layer, (0, 0))
    canvas.blit(pygame.transform.smoothscale(base, (MAP_W, MAP_H)), (0, 0))

    grain = _noise(
        (MAP_W // 3, MAP_H // 3), (MAP_W, MAP_H), lambda: (g := rng.randint(205, 255), g, g), 0
    )
    canvas.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_MULT)

    litter = pygame.Surface((MAP_W, MAP_H), pygame.SRCALPHA)
    for _ in range(70_000):
        x, y = rng.uniform(-5, MAP_W + 5), rng.uniform(-5, MAP_H + 5)
        _leaf(litter, rng, x, y, rng.uniform(2.0, 4.8), rng.choice(LITTER), rng.randint(70, 170))
    canvas.blit(litter, (0, 0))
    # Tufts of grass in the gaps between leaves.
    tufts = pygame.Surface((MAP_W, MAP_H), pygame.SRCALPHA)
    for _ in range(5_000):
        _tuft(tufts, rng, rng.uniform(0, MAP_W), rng.uniform(0, MAP_H), rng.uniform(4, 8), 110)
    canvas.blit(tufts, (0, 0))


def _leaf(
    surface: pygame.Surface,
    rng: random.Random,
    x: float,
    y: float,
    size: float,
    colour: Colour,
    alpha: int,
) -> None:
    angle = rng.uniform(0, math.pi)
    dx, dy = math.cos(angle) * size, math.sin(angle) * size
    wx, wy = -dy * 0.45, dx * 0.45
    pygame.draw.polygon(
        surface,
        (*_jitter(colour, rng, 14), alpha),
        [(x - dx, y - dy), (x + wx, y + wy), (x + dx, y + dy), (x - wx, y - wy)],
    )


def _tuft(
    surface: pygame.Surface, rng: random.Random, x: float, y: float, size: float, alpha: int
) -> None:
    green = _jitter((112, 132, 52), rng, 18)
    for _ in range(rng.randint(3, 6)):
        a = rng.uniform(-2.4, -0.7)
        length = size * rng.uniform(0.6, 1.1)
        pygame.draw.line(
            surface, (*green, alpha), (x, y), (x + math.cos(a) * length, y + math.sin(a) * length)
        )


def paint_glades(canvas: pygame.Surface, geom: MapGeometry) -> None:
    """A calm, lighter, grassy glade under each clearing; the board scene
    draws the clearing disc on top, so no rim, no number, just light."""
    light = _layer(GLADE)
    for c in geom.layout.clearings.values():
        for k in range(8):
            radius = c.radius + 52 - k * 8
            pygame.draw.circle(light, (*GLADE, 48), c.centre, radius)
    canvas.blit(_blurred(light, 20, 4), (0, 0))
    grass = pygame.Surface((MAP_W, MAP_H), pygame.SRCALPHA)
    for n, c in geom.layout.clearings.items():
        rng = _rng("glade", n)
        (cx, cy) = c.centre
        for _ in range(260):
            a = rng.uniform(0, math.tau)
            d = c.radius * math.sqrt(rng.uniform(0.05, 1.6))
            _tuft(grass, rng, cx + math.cos(a) * d, cy + math.sin(a) * d, rng.uniform(4, 7), 90)
        for _ in range(14):  # a few flowers near the rim
            a = rng.uniform(0, math.tau)
            d = c.radius + rng.uniform(8, 30)
            colour = rng.choice(((236, 226, 190), (240, 200, 80), (214, 150, 190)))
            pygame.draw.circle(
                grass, (*colour, 200), (cx + math.cos(a) * d, cy + math.sin(a) * d), 2
            )
    canvas.blit(grass, (0, 0))


def _stroke(
    surface: pygame.Surface,
    line: Sequence[Point],
    radius: float | Sequence[float],
    colour,
    step: float = 2.0,
) -> None:
    """Paint a round-jointed thick line by stamping discs along it."""
    radii = radius if isinstance(radius, Sequence) else [radius] * len(line)
    for (p, q), r in zip(zip(line, line[1:], strict=False), radii, strict=False):
        n = max(1, int(math.dist(p, q) / step))
        for k in range(n):
            t = k / n
            pygame.draw.circle(
                surface, colour, (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t), r
            )


def paint_trails(canvas: pygame.Surface, geom: MapGeometry) -> None:
    """Packed-dirt trails with a soft dark verge and a worn, lighter middle,
    drawn centre to centre (the discs cover the ends)."""
    layer = _layer(TRAIL_EDGE)
    curves = list(geom.trails.values())
    rngs = [_rng("trail", a, b) for a, b in geom.trails]
    for curve in curves:
        _stroke(layer, curve, 17, (*TRAIL_EDGE, 210))
    for curve in curves:
        _stroke(layer, curve, 13, (*TRAIL, 255))
    for curve, rng in zip(curves, rngs, strict=True):
        wobble = rng.uniform(0, math.tau)
        worn = [
            (x + nx * 3 * math.sin(i * 0.05 + wobble), y + ny * 3 * math.sin(i * 0.05 + wobble))
            for i, ((x, y), (nx, ny)) in enumerate(zip(curve, _normals(curve), strict=True))
        ]
        _stroke(layer, worn, 6, (*TRAIL_LIGHT, 170))
    layer = _blurred(layer, 4, 1)
    rng = _rng("grit")
    grit = _noise(
        (MAP_W // 4, MAP_H // 4), (MAP_W, MAP_H), lambda: (g := rng.randint(196, 255), g, g), 0
    )
    layer.blit(grit, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    canvas.blit(layer, (0, 0))
    bits = pygame.Surface((MAP_W, MAP_H), pygame.SRCALPHA)
    for curve, rng in zip(curves, rngs, strict=True):
        normals = _normals(curve)
        for i in range(0, len(curve), 2):
            x, y = curve[i]
            nx, ny = normals[i]
            for _ in range(2):
                ox, oy = rng.uniform(-12, 12), rng.uniform(-12, 12)
                if ox * ox + oy * oy > 140:
                    continue
                colour = rng.choice(((120, 96, 64), (146, 118, 80), (204, 182, 136), (98, 78, 52)))
                pygame.draw.circle(
                    bits, (*colour, rng.randint(110, 200)), (x + ox, y + oy), rng.uniform(0.8, 2.2)
                )
            if rng.random() < 0.1:  # a stray leaf on the trail
                colour = rng.choice(LITTER)
                _leaf(bits, rng, x + rng.uniform(-9, 9), y + rng.uniform(-9, 9), 3.5, colour, 210)
            if rng.random() < 0.16:  # grass creeping in from the verge
                side = rng.choice((-1, 1)) * rng.uniform(13, 17)
                _tuft(bits, rng, x + nx * side, y + ny * side, rng.uniform(5, 8), 170)
    canvas.blit(bits, (0, 0))


def _normals(line: Sequence[Point]) -> list[Point]:
    out = []
    for i in range(len(line)):
        p, q = line[max(0, i - 1)], line[min(len(line) - 1, i + 1)]
        d = math.dist(p, q) or 1.0
        out.append(((p[1] - q[1]) / d, (q[0] - p[0]) / d))
    return out


def _stream_widths(stream: Sequence[Point]) -> list[float]:
    return [19 + 4 * math.sin(i * 0.017) + 2 * math.sin(i * 0.061 + 1) for i in range(len(stream))]


def paint_stream(canvas: pygame.Surface, geom: MapGeometry) -> None:
    """The river: muddy bank, light shallows fading to a dark channel, glints,
    ripples, stones and reeds. Runs through the clearings (under the discs)
    and off the map at both ends. All banks go under all water, so streams
    that meet at a fork join cleanly."""
    streams = [(s, _normals(s), _stream_widths(s)) for s in geom.streams]
    bank = _layer(MUD)
    for stream, _, widths in streams:
        _stroke(bank, stream, [w + 13 for w in widths], (*BANK, 170))
    for stream, _, widths in streams:
        _stroke(bank, stream, [w + 7 for w in widths], (*MUD, 255))
    for stream, _, widths in streams:
        _stroke(bank, stream, [w + 2.5 for w in widths], (70, 60, 40, 255))
    canvas.blit(_blurred(bank, 6, 2), (0, 0))

    water = _layer(WATER)
    for stream, _, widths in streams:
        _stroke(water, stream, widths, (*WATER_LIGHT, 255))
    for stream, _, widths in streams:
        _stroke(water, stream, [w * 0.82 for w in widths], (*WATER, 255))
    for stream, normals, widths in streams:
        channel = [
            (x + nx * w * 0.15 * math.sin(i * 0.03), y + ny * w * 0.15 * math.sin(i * 0.03))
            for i, ((x, y), (nx, ny), w) in enumerate(zip(stream, normals, widths, strict=True))
        ]
        _stroke(water, channel, [w * 0.45 for w in widths], (*WATER_DEEP, 255))
    # Blur the colours but keep the crisp outline: the blurred copy is
    # multiplied back into the sharp alpha shape.
    soft = _blurred(water, 10, 2)
    shape = water.copy()
    shape.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    soft.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    canvas.blit(soft, (0, 0))

    glints = pygame.Surface((MAP_W, MAP_H), pygame.SRCALPHA)
    reeds = pygame.Surface((MAP_W, MAP_H), pygame.SRCALPHA)
    centres = [(*c.centre, c.radius + 30) for c in geom.layout.clearings.values()]
    for number, (stream, normals, widths) in enumerate(streams):
        rng = _rng("stream", number)
        _glints_and_reeds(glints, reeds, rng, stream, normals, widths, centres)
    canvas.blit(glints, (0, 0))
    canvas.blit(reeds, (0, 0))


def _glints_and_reeds(
    glints: pygame.Surface,
    reeds: pygame.Surface,
    rng: random.Random,
    stream: Sequence[Point],
    normals: Sequence[Point],
    widths: Sequence[float],
    centres: Sequence[tuple[float, float, float]],
) -> None:
    i = 0
    while i < len(stream) - 12:
        length = rng.randint(4, 11)
        side = rng.uniform(-0.55, 0.55)
        seg = [
            (x + nx * w * side, y + ny * w * side)
            for (x, y), (nx, ny), w in zip(
                stream[i : i + length], normals[i : i + length], widths[i : i + length], strict=True
            )
        ]
        colour = (214, 236, 236) if rng.random() < 0.3 else (150, 196, 204)
        pygame.draw.lines(glints, (*colour, rng.randint(80, 170)), False, seg, 2)
        i += length + rng.randint(3, 9)
    for _ in range(len(stream) // 4):  # pebbles and stones on the banks
        k = rng.randrange(len(stream))
        (x, y), (nx, ny), w = stream[k], normals[k], widths[k]
        side = rng.choice((-1, 1)) * (w + rng.uniform(-1, 9))
        colour = _jitter(rng.choice(((150, 146, 132), (124, 118, 104), (176, 170, 150))), rng, 8)
        rx, ry = rng.uniform(2, 5), rng.uniform(1.6, 4)
        px, py = x + nx * side, y + ny * side
        pygame.draw.ellipse(glints, (40, 34, 24, 120), (px - rx + 1, py - ry + 1.5, 2 * rx, 2 * ry))
        pygame.draw.ellipse(glints, (*colour, 240), (px - rx, py - ry, 2 * rx, 2 * ry))
        pygame.draw.circle(
            glints, (*_shade(colour, 1.25, 10), 200), (px - rx * 0.3, py - ry * 0.35), 1
        )
    for _ in range(len(stream) // 9):
        k = rng.randrange(len(stream))
        (x, y), (nx, ny), w = stream[k], normals[k], widths[k]
        side = rng.choice((-1, 1)) * (w + rng.uniform(4, 10))
        bx, by = x + nx * side, y + ny * side
        if any(math.dist((bx, by), (cx, cy)) < r for cx, cy, r in centres):
            continue
        for _ in range(rng.randint(4, 9)):
            a = rng.uniform(-2.2, -0.9)
            length = rng.uniform(7, 15)
            ox = rng.uniform(-4, 4)
            tip = (bx + ox + math.cos(a) * length, by + math.sin(a) * length)
            green = _jitter((128, 136, 60), rng, 16)
            pygame.draw.line(reeds, (*green, 220), (bx + ox, by), tip, 2)
            if rng.random() < 0.3:  # a bulrush head
                pygame.draw.circle(reeds, (96, 60, 34, 240), tip, 2)


def _forbidden_mask(
    geom: MapGeometry, trail: float, stream: float, glade: float
) -> pygame.mask.Mask:
    """Where nothing may grow: trails, the streams and their banks, the glades
    (each widened by the given margin in px)."""
    keep_clear = pygame.Surface((MAP_W, MAP_H), pygame.SRCALPHA)
    solid = (255, 255, 255, 255)
    for curve in geom.trails.values():
        _stroke(keep_clear, curve[::3], trail, solid, step=6)
    for curve in geom.streams:
        _stroke(keep_clear, curve[::3], stream, solid, step=6)
    for c in geom.layout.clearings.values():
        pygame.draw.circle(keep_clear, solid, c.centre, c.radius + glade)
    return pygame.mask.from_surface(keep_clear)


def _canopy_colour(rng: random.Random) -> Colour:
    colours, weights = zip(*CANOPIES, strict=True)
    return _jitter(rng.choices(colours, weights)[0], rng, 12)


def _draw_broadleaf(
    surface: pygame.Surface, rng: random.Random, radius: float, colour: Colour
) -> None:
    """A round autumn canopy seen from above: dark rim, body, sunlit lobes
    towards the top-left (the light comes from there), leaf speckles."""
    cx = cy = surface.get_width() / 2
    lobes = []
    for k in range(rng.randint(7, 10)):
        a = k / 8 * math.tau + rng.uniform(-0.3, 0.3)
        d = radius * rng.uniform(0.38, 0.52)
        lobes.append((math.cos(a) * d, math.sin(a) * d, radius * rng.uniform(0.46, 0.6)))
    lobes.append((0.0, 0.0, radius * 0.7))
    rim, body, lit = _shade(colour, 0.45), _shade(colour, 0.78), _shade(colour, 1.08, 14)
    for dx, dy, r in lobes:
        pygame.draw.circle(surface, rim, (cx + dx, cy + dy), r + 2)
    for dx, dy, r in lobes:
        pygame.draw.circle(surface, body, (cx + dx, cy + dy), r)
    for dx, dy, r in lobes:
        pygame.draw.circle(
            surface,
            colour,
            (cx + dx * 0.85 - radius * 0.08, cy + dy * 0.85 - radius * 0.1),
            r * 0.84,
        )
    for dx, dy, r in lobes:
        if dx + dy < radius * 0.15:  # the lobes facing the light
            pygame.draw.circle(
                surface, lit, (cx + dx * 0.8 - radius * 0.17, cy + dy * 0.8 - radius * 0.2), r * 0.5
            )
    pygame.draw.circle(
        surface, _shade(colour, 1.2, 24), (cx - radius * 0.3, cy - radius * 0.33), radius * 0.18
    )
    for _ in range(int(radius * 1.4)):
        a = rng.uniform(0, math.tau)
        d = radius * math.sqrt(rng.random()) * 0.92
        x, y = cx + math.cos(a) * d, cy + math.sin(a) * d
        towards_light = -(math.cos(a) + math.sin(a)) * d / radius
        tone = _shade(colour, 0.95 + 0.3 * towards_light + rng.uniform(-0.15, 0.15), 10)
        pygame.draw.circle(surface, tone, (x, y), rng.uniform(1.2, 2.6))


def _draw_conifer(surface: pygame.Surface, rng: random.Random, radius: float) -> None:
    """An evergreen among the autumn colours: stacked spiky stars, darkest below."""
    cx = cy = surface.get_width() / 2
    base = _jitter((52, 82, 52), rng, 8)
    spin = rng.uniform(0, math.tau)
    for layer, (scale, factor) in enumerate(((1.0, 0.6), (0.78, 0.85), (0.54, 1.05), (0.3, 1.3))):
        points = []
        spikes = 11 - layer
        for k in range(spikes * 2):
            a = spin + layer * 0.3 + k * math.pi / spikes
            r = radius * scale * (1.0 if k % 2 == 0 else 0.62)
            points.append((cx + math.cos(a) * r - layer * 1.5, cy + math.sin(a) * r - layer * 1.8))
        pygame.draw.polygon(surface, _shade(base, factor, 6 * layer), points)
    pygame.draw.circle(surface, _shade(base, 1.5, 30), (cx - 4, cy - 5), max(2.0, radius * 0.08))


def _draw_bush(surface: pygame.Surface, rng: random.Random, radius: float, colour: Colour) -> None:
    cx = cy = surface.get_width() / 2
    for k in range(5):
        a = k / 5 * math.tau + rng.uniform(-0.4, 0.4)
        x, y = cx + math.cos(a) * radius * 0.45, cy + math.sin(a) * radius * 0.45
        pygame.draw.circle(surface, _shade(colour, 0.55), (x, y), radius * 0.6 + 1.5)
    for k in range(5):
        a = k / 5 * math.tau
        x, y = cx + math.cos(a) * radius * 0.4, cy + math.sin(a) * radius * 0.4
        pygame.draw.circle(surface, colour, (x - 1, y - 1.5), radius * 0.55)
    pygame.draw.circle(
        surface, _shade(colour, 1.15, 12), (cx - radius * 0.3, cy - radius * 0.3), radius * 0.35
    )


def paint_trees(canvas: pygame.Surface, geom: MapGeometry) -> None:
    """Fill every forest with overlapping canopies, their shadows cast
    down-right, keeping trails, stream and glades open to the sky.

    Every candidate spot draws the same numbers whether or not a tree fits
    there, and each tree's look comes from its own candidate number, so a
    moved clearing only changes the trees around it."""
    blocked = _forbidden_mask(geom, trail=21, stream=33, glade=36)
    undergrowth_blocked = _forbidden_mask(geom, trail=19, stream=27, glade=24)
    cell = 48
    grid: dict[tuple[int, int], list[tuple[float, float, float]]] = {}
    trees: list[tuple[float, float, float, str, int]] = []

    def fits(x: float, y: float, r: float, room: float) -> bool:
        gx, gy = int(x // cell), int(y // cell)
        for ix in range(gx - 2, gx + 3):
            for iy in range(gy - 2, gy + 3):
                for ox, oy, orad in grid.get((ix, iy), ()):
                    if math.dist((x, y), (ox, oy)) < room * (r + orad):
                        return False
        return True

    masks: dict[int, pygame.mask.Mask] = {}

    def clear_ground(x: float, y: float, r: float, where: pygame.mask.Mask = blocked) -> bool:
        k = max(2, int(r))
        if k not in masks:
            disc = pygame.Surface((2 * k, 2 * k), pygame.SRCALPHA)
            pygame.draw.circle(disc, (255, 255, 255, 255), (k, k), k)
            masks[k] = pygame.mask.from_surface(disc)
        return where.overlap(masks[k], (int(x) - k, int(y) - k)) is None

    rng = _rng("trees")
    for attempt in range(90_000):
        if attempt < 30_000:
            r = rng.uniform(32, 48)
        elif attempt < 60_000:
            r = rng.uniform(22, 32)
        else:
            r = rng.uniform(14, 22)
        x, y = rng.uniform(-40, MAP_W + 40), rng.uniform(-40, MAP_H + 40)
        kind = "conifer" if rng.random() < 0.16 else "broadleaf"
        if not clear_ground(x, y, r * 0.7) or not fits(x, y, r, 0.56):
            continue
        grid.setdefault((int(x // cell), int(y // cell)), []).append((x, y, r))
        trees.append((x, y, r, kind, attempt))
    bushes: list[tuple[float, float, float, int]] = []
    rng = _rng("bushes")
    for attempt in range(20_000):  # undergrowth along the trails and banks
        r = rng.uniform(6, 12)
        x, y = rng.uniform(0, MAP_W), rng.uniform(0, MAP_H)
        if clear_ground(x, y, r, undergrowth_blocked) and fits(x, y, r, 0.7):
            grid.setdefault((int(x // cell), int(y // cell)), []).append((x, y, r))
            bushes.append((x, y, r, attempt))

    shadows = _layer((20, 14, 6))
    for x, y, r, _, _ in trees:
        pygame.draw.ellipse(
            shadows, (20, 14, 6, 150), (x - r * 0.75, y - r * 0.55, r * 2.1, r * 1.85)
        )
    for x, y, r, _ in bushes:
        pygame.draw.circle(shadows, (20, 14, 6, 120), (x + r * 0.4, y + r * 0.5), r)
    canvas.blit(_blurred(shadows, 14, 2), (0, 0))

    for x, y, r, attempt in sorted(bushes, key=lambda t: t[1]):
        rng = _rng("bush", attempt)
        sprite = pygame.Surface((int(r * 3), int(r * 3)), pygame.SRCALPHA)
        _draw_bush(
            sprite,
            rng,
            r,
            _jitter(rng.choice(((96, 110, 46), (150, 100, 40), (120, 120, 50))), rng, 10),
        )
        canvas.blit(sprite, (x - sprite.get_width() / 2, y - sprite.get_height() / 2))
    for x, y, r, kind, attempt in sorted(trees, key=lambda t: t[1]):
        rng = _rng("tree", attempt)
        sprite = pygame.Surface((int(r * 2.6), int(r * 2.6)), pygame.SRCALPHA)
        if kind == "conifer":
            _draw_conifer(sprite, rng, r * 0.95)
        else:
            _draw_broadleaf(sprite, rng, r, _canopy_colour(rng))
        canvas.blit(sprite, (x - sprite.get_width() / 2, y - sprite.get_height() / 2))


def paint_finish(canvas: pygame.Surface) -> None:
    """Quiet the info-panel strip on the right (softer, greyer, darker) and
    darken the edges a touch, so the eye goes to the clearings."""
    start = PANEL_X
    ramp = pygame.Surface((MAP_W - start, 1), pygame.SRCALPHA)
    for x in range(ramp.get_width()):
        ramp.set_at((x, 0), (255, 255, 255, int(255 * min(1.0, x / 120))))
    ramp = pygame.transform.scale(ramp, (MAP_W - start, MAP_H))
    region = canvas.subsurface((start, 0, MAP_W - start, MAP_H))
    quiet = pygame.transform.gaussian_blur(region, 2)
    grey = pygame.transform.grayscale(quiet)
    grey.set_alpha(110)
    quiet.blit(grey, (0, 0))
    quiet = (
        quiet.convert_alpha()
        if pygame.display.get_init() and pygame.display.get_surface()
        else quiet
    )
    layer = pygame.Surface(quiet.get_size(), pygame.SRCALPHA)
    layer.blit(quiet, (0, 0))
    layer.blit(ramp, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    canvas.blit(layer, (start, 0))

    cols, rows = 96, 54
    small = pygame.Surface((cols, rows))
    for gx in range(cols):
        x = (gx + 0.5) * MAP_W / cols
        panel = min(1.0, max(0.0, (x - start) / 120))
        for gy in range(rows):
            y = (gy + 0.5) * MAP_H / rows
            edge = min(x, MAP_W - x, y, MAP_H - y)
            vignette = 1.0 - 0.22 * max(0.0, 1 - edge / 130) ** 2
            r, g, b = (vignette * (1 - panel * k) for k in (0.4, 0.44, 0.48))
            small.set_at((gx, gy), (int(255 * r), int(255 * g), int(255 * b)))
    shade = pygame.transform.smoothscale(small, (MAP_W, MAP_H))
    canvas.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


SUIT_COLOURS: dict[str, Colour] = {
    "fox": (200, 70, 50),
    "rabbit": (232, 196, 80),
    "mouse": (226, 150, 70),
}


def render_preview(art: pygame.Surface, geom: MapGeometry) -> pygame.Surface:
    """The art with plain clearing discs, slots and numbers: a stand-in for
    the board scene, only to judge the layout by eye."""
    pygame.font.init()
    font = pygame.font.Font(None, 34)
    view = art.copy()
    for c in geom.data.board.clearings:
        shape = geom.layout.clearings[c.number]
        (x, y), radius = shape.centre, shape.radius
        pygame.draw.circle(view, (40, 30, 20), (x + 3, y + 5), radius + 2)
        pygame.draw.circle(view, (236, 224, 196), (x, y), radius)
        pygame.draw.circle(view, SUIT_COLOURS.get(c.suit.value, (90, 90, 90)), (x, y), radius, 6)
        for i, anchor in enumerate(shape.slot_anchors):
            rect = pygame.Rect(0, 0, 34, 34)
            rect.center = (round(anchor[0]), round(anchor[1]))
            ruin = c.ruin and i == c.slots - 1
            pygame.draw.rect(
                view, (110, 100, 90) if ruin else (255, 250, 236), rect, border_radius=4
            )
            pygame.draw.rect(view, (70, 60, 50), rect, 2, border_radius=4)
        label = font.render(str(c.number), True, (40, 30, 20))
        view.blit(label, label.get_rect(center=shape.warrior_anchor))
    return view


def paint_forest(geom: MapGeometry) -> pygame.Surface:
    """The forest floor, trails, stream, glades and trees, as one opaque surface.

    Built with only pygame primitives (no numpy): noise comes from tiny random
    surfaces scaled up smoothly, softness from scaling a layer down and up.
    """
    canvas = pygame.Surface((MAP_W, MAP_H))
    paint_ground(canvas, _rng("ground"))
    paint_glades(canvas, geom)
    paint_trails(canvas, geom)
    paint_stream(canvas, geom)
    paint_trees(canvas, geom)
    paint_finish(canvas)
    return canvas


# --------------------------------------------------------------------------
# A new layout from a table (--new-layout). Not the source of the shipped
# map any more: that is the TMX, edited in Tiled. This table wrote its first
# version and is kept for starting a new map from numbers.
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class ClearingRow:
    """One clearing as authored: rules data plus where it sits on screen."""

    number: int
    suit: str
    slots: int
    ruin: bool
    opposite: int | None
    x: float
    y: float
    radius: float


# fmt: off
CLEARINGS: tuple[ClearingRow, ...] = (
    #           no  suit      slots ruin   opposite   x     y    radius
    ClearingRow(1,  "fox",    1,    False, 3,         205,  175, 62),  # top-left corner
    ClearingRow(2,  "mouse",  2,    False, 4,         1355, 180, 62),  # top-right corner
    ClearingRow(3,  "rabbit", 1,    False, 1,         1360, 920, 62),  # bottom-right corner
    ClearingRow(4,  "rabbit", 1,    False, 2,         200,  925, 62),  # bottom-left corner
    ClearingRow(5,  "rabbit", 2,    False, None,      760,  148, 62),  # top edge, middle
    ClearingRow(6,  "fox",    2,    True,  None,      1362, 548, 62),  # right edge, middle
    ClearingRow(7,  "mouse",  2,    False, None,      975,  870, 62),  # bottom, right of centre
    ClearingRow(8,  "fox",    2,    False, None,      590,  938, 62),  # bottom edge, left of centre
    ClearingRow(9,  "mouse",  2,    False, None,      182,  555, 62),  # left edge, middle
    ClearingRow(10, "rabbit", 2,    True,  None,      705,  405, 62),  # upper centre
    ClearingRow(11, "mouse",  3,    True,  None,      1035, 585, 70),  # centre-right
    ClearingRow(12, "fox",    2,    True,  None,      468,  640, 62),  # centre-left
)

# Paths: (a, b, bend). bend = sideways offset of the middle of the trail in
# px, positive to the left of a->b; it only makes trails look walked, not ruled.
PATHS: tuple[tuple[int, int, float], ...] = (
    (1, 5, -14), (1, 9, 12), (1, 10, 16), (2, 5, 12), (2, 6, -10), (2, 10, -18),
    (3, 6, 12), (3, 7, 14), (3, 11, -12), (4, 8, 10), (4, 9, -12), (4, 12, 14),
    (6, 11, 10), (7, 8, -12), (7, 12, 16), (9, 12, -10), (10, 12, 12), (11, 12, -12),
)

# The river is one smooth stream: in from off the map, through the clearings
# of RIVERS in order, out off the map. Each (a, b, waypoints) link is river
# data for the rules; the source and mouth are scenery (property decor=true).
RIVER_SOURCE: tuple[Point, ...] = ((800, -40), (790, 70))  # off the map -> first clearing
RIVERS: tuple[tuple[int, int, tuple[Point, ...]], ...] = (
    (5, 10, ((722, 230), (738, 318))),
    (10, 11, ((840, 455), (930, 540))),
    (11, 7, ((1012, 700), (1000, 790))),
    (7, 4, ((860, 845), (720, 820), (560, 810), (420, 850), (310, 890))),
)
RIVER_MOUTH: tuple[Point, ...] = ((150, 1000), (118, 1120))  # last clearing -> off the map

# Forests as cycles of clearings around each region (order = walk along paths).
FORESTS: tuple[tuple[int, ...], ...] = (
    (1, 5, 2, 10),
    (1, 10, 12, 9),
    (2, 6, 11, 12, 10),
    (4, 9, 12),
    (4, 12, 7, 8),
    (3, 11, 12, 7),
    (3, 6, 11),
)
# fmt: on


def slot_offsets(slots: int) -> list[Point]:
    """Building slot centres relative to the clearing centre: a row across the
    upper half, leaving the lower half for warriors."""
    return {
        0: [],
        1: [(0, -24)],
        2: [(-23, -24), (23, -24)],
        3: [(-40, -16), (0, -30), (40, -16)],
        4: [(-42, -10), (-14, -30), (14, -30), (42, -10)],
    }[slots]


WARRIOR_OFFSET: Point = (0, 26)


@dataclass(frozen=True)
class TableLayout:
    """What the table turns into for a fresh TMX (``--new-layout`` only)."""

    clearings: dict[int, ClearingRow]
    path_lines: dict[tuple[int, int], list[Point]]  # edge to edge, sparse
    river_lines: dict[tuple[int, int], list[Point]]
    decor_lines: list[tuple[int, list[Point]]]  # (clearing, edge -> off the map)
    forests: list[tuple[tuple[int, ...], list[Point]]]


def build_table_layout() -> TableLayout:
    """Trails, river links and forest outlines from the table. The layout
    checks run on the TMX written from this, like on any edited map."""
    clearings = {c.number: c for c in CLEARINGS}

    def centre(n: int) -> Point:
        return (clearings[n].x, clearings[n].y)

    path_lines: dict[tuple[int, int], list[Point]] = {}
    for a, b, bend in PATHS:
        (ax, ay), (bx, by) = centre(a), centre(b)
        length = math.dist((ax, ay), (bx, by))
        nx, ny = (ay - by) / length, (bx - ax) / length  # left normal of a->b
        mid = ((ax + bx) / 2 + nx * bend, (ay + by) / 2 + ny * bend)
        curve = catmull_rom([(ax, ay), mid, (bx, by)])
        path_lines[(a, b)] = resample(clip_to_edges(curve, clearings[a], clearings[b]), 36)

    # One spline through every river control point keeps the water smooth
    # where it passes under a clearing; the data links are cut out of it.
    for (_, b, _), (a, _, _) in zip(RIVERS, RIVERS[1:], strict=False):
        if a != b:
            raise SystemExit(f"RIVERS must form a chain: {b} is followed by {a}")
    controls = [*RIVER_SOURCE, centre(RIVERS[0][0])]
    for _, b, via in RIVERS:
        controls += [*via, centre(b)]
    controls += RIVER_MOUTH
    stream = catmull_rom(controls)
    at: dict[int, int] = {}
    start = 0
    for n in [RIVERS[0][0], *(b for _, b, _ in RIVERS)]:
        start = min(range(start, len(stream)), key=lambda i, n=n: math.dist(stream[i], centre(n)))
        at[n] = start

    river_lines: dict[tuple[int, int], list[Point]] = {}
    for a, b, _ in RIVERS:
        stretch = stream[at[a] : at[b] + 1]
        river_lines[(a, b)] = resample(clip_to_edges(stretch, clearings[a], clearings[b]), 36)

    def outside(line: list[Point], n: int) -> list[Point]:
        c = clearings[n]
        return resample([p for p in line if math.dist(p, (c.x, c.y)) >= c.radius], 36)

    first, last = RIVERS[0][0], RIVERS[-1][1]
    decor_lines = [
        (first, outside(stream[: at[first] + 1][::-1], first)),
        (last, outside(stream[at[last] :], last)),
    ]

    forests = []
    for cycle in FORESTS:
        outline: list[Point] = []
        for u, v in zip(cycle, cycle[1:] + cycle[:1], strict=True):
            if (u, v) not in path_lines and (v, u) not in path_lines:
                raise SystemExit(f"FORESTS: forest {cycle}: {u}-{v} is not a path")
            line = path_lines.get((u, v))
            outline.extend(line if line is not None else reversed(path_lines[(v, u)]))
        forests.append((cycle, outline))

    return TableLayout(clearings, path_lines, river_lines, decor_lines, forests)


# --------------------------------------------------------------------------
# TMX
# --------------------------------------------------------------------------


def _fmt(v: float) -> str:
    text = f"{v:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _properties(parent: ET.Element, props: dict[str, object]) -> None:
    node = ET.SubElement(parent, "properties")
    for key in sorted(props):  # Tiled writes them sorted; keep diffs quiet
        value = props[key]
        attrs = {"name": key}
        if isinstance(value, bool):
            attrs["type"] = "bool"
            attrs["value"] = "true" if value else "false"
        elif isinstance(value, int):
            attrs["type"] = "int"
            attrs["value"] = str(value)
        else:
            attrs["value"] = str(value)
        ET.SubElement(node, "property", attrs)


def _polyline_object(
    group: ET.Element,
    oid: int,
    name: str,
    kind: str,
    line: Sequence[Point],
    props: dict[str, object],
    tag: str,
) -> None:
    x0, y0 = line[0]
    obj = ET.SubElement(
        group, "object", {"id": str(oid), "name": name, "class": kind, "x": _fmt(x0), "y": _fmt(y0)}
    )
    _properties(obj, {"kind": kind, **props})
    ET.SubElement(obj, tag, {"points": " ".join(f"{_fmt(x - x0)},{_fmt(y - y0)}" for x, y in line)})


def build_tmx(geom: TableLayout) -> ET.Element:
    """The Tiled 1.10 document: one art image layer under four object layers."""
    root = ET.Element(
        "map",
        {
            "version": "1.10",
            "tiledversion": "1.10.2",
            "orientation": "orthogonal",
            "renderorder": "right-down",
            "width": str(MAP_W // TILE),
            "height": str(MAP_H // TILE),
            "tilewidth": str(TILE),
            "tileheight": str(TILE),
            "infinite": "0",
            "nextlayerid": "6",
            "nextobjectid": "0",  # filled in below
        },
    )
    _properties(root, {"title": "Autumn", "generator": "tools/make_autumn_map.py"})
    art = ET.SubElement(root, "imagelayer", {"id": "1", "name": "forest"})
    ET.SubElement(art, "image", {"source": ART_NAME, "width": str(MAP_W), "height": str(MAP_H)})

    oid = 13  # ids 1-12 are the clearings, so "clearing object 7" is clearing 7
    forests = ET.SubElement(
        root, "objectgroup", {"id": "5", "name": "forests", "color": "#2f6b2f", "opacity": "0.5"}
    )
    for cycle, outline in geom.forests:
        members = ",".join(str(n) for n in sorted(cycle))
        x0, y0 = outline[0]
        obj = ET.SubElement(
            forests,
            "object",
            {
                "id": str(oid),
                "name": f"forest {members}",
                "class": "forest",
                "x": _fmt(x0),
                "y": _fmt(y0),
            },
        )
        _properties(obj, {"kind": "forest", "clearings": members})
        ET.SubElement(
            obj,
            "polygon",
            {"points": " ".join(f"{_fmt(x - x0)},{_fmt(y - y0)}" for x, y in outline)},
        )
        oid += 1

    rivers = ET.SubElement(root, "objectgroup", {"id": "4", "name": "rivers", "color": "#2e7fb8"})
    for (a, b), line in geom.river_lines.items():
        _polyline_object(rivers, oid, f"river {a}-{b}", "river", line, {"a": a, "b": b}, "polyline")
        oid += 1
    for _, line in geom.decor_lines:
        _polyline_object(rivers, oid, "river (off map)", "river", line, {"decor": True}, "polyline")
        oid += 1

    paths = ET.SubElement(root, "objectgroup", {"id": "3", "name": "paths", "color": "#a0703c"})
    for (a, b), line in geom.path_lines.items():
        _polyline_object(paths, oid, f"path {a}-{b}", "path", line, {"a": a, "b": b}, "polyline")
        oid += 1

    group = ET.SubElement(root, "objectgroup", {"id": "2", "name": "clearings", "color": "#f0d070"})
    for c in CLEARINGS:
        obj = ET.SubElement(
            group,
            "object",
            {
                "id": str(c.number),
                "name": f"clearing {c.number}",
                "class": "clearing",
                "x": _fmt(c.x - c.radius),
                "y": _fmt(c.y - c.radius),
                "width": _fmt(2 * c.radius),
                "height": _fmt(2 * c.radius),
            },
        )
        props: dict[str, object] = {
            "kind": "clearing",
            "priority": c.number,
            "suit": c.suit,
            "slots": c.slots,
            "ruin": c.ruin,
            "slot_anchors": ";".join(f"{_fmt(dx)},{_fmt(dy)}" for dx, dy in slot_offsets(c.slots)),
            "warrior_anchor": f"{_fmt(WARRIOR_OFFSET[0])},{_fmt(WARRIOR_OFFSET[1])}",
        }
        if c.opposite is not None:
            props["opposite"] = c.opposite
        _properties(obj, props)
        ET.SubElement(obj, "ellipse")
    root.set("nextobjectid", str(oid))
    # Tiled draws layers in document order: art, forests, rivers, paths, clearings.
    return root


def write_tmx(geom: TableLayout, path: Path) -> None:
    root = build_tmx(geom)
    ET.indent(root, space=" ")
    text = '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
    path.write_text(text, encoding="utf-8")


# --------------------------------------------------------------------------
# Which map the art was painted from
# --------------------------------------------------------------------------


def geometry_fingerprint(geom: MapGeometry) -> str:
    """A hash of everything the painting follows: clearing discs, trails,
    rivers and their off-map ends (in file order), the size and the seed.
    Suits, slots, anchors and forest outlines do not change the art."""
    layout = geom.layout
    data = {
        "seed": SEED,
        "size": layout.size,
        "clearings": [(n, c.centre, c.radius) for n, c in layout.clearings.items()],
        "paths": [(sorted(pair), line) for pair, line in layout.paths.items()],
        "rivers": [(sorted(pair), line) for pair, line in layout.rivers.items()],
        "decor": [(d.clearing, d.line) for d in geom.decor],
    }
    return hashlib.sha256(json.dumps(data, separators=(",", ":")).encode()).hexdigest()


_IEND = b"\x00\x00\x00\x00IEND\xaeB`\x82"


def png_with_text(png: bytes, key: str, value: str) -> bytes:
    """The PNG with a tEXt chunk added just before its end (decoders skip it)."""
    if not png.endswith(_IEND):
        raise ValueError("not a complete PNG")
    data = key.encode("latin-1") + b"\0" + value.encode("latin-1")
    chunk = struct.pack(">I", len(data)) + b"tEXt" + data
    chunk += struct.pack(">I", zlib.crc32(b"tEXt" + data))
    return png[: -len(_IEND)] + chunk + _IEND


def png_texts(png: bytes) -> dict[str, str]:
    """The tEXt chunks of a PNG, keyword -> text."""
    texts = {}
    pos = 8
    while pos + 8 <= len(png):
        length, kind = struct.unpack(">I4s", png[pos : pos + 8])
        if kind == b"tEXt":
            key, _, value = png[pos + 8 : pos + 8 + length].partition(b"\0")
            texts[key.decode("latin-1")] = value.decode("latin-1")
        pos += 12 + length
    return texts


def art_is_current(geom: MapGeometry) -> bool:
    """Was the map's art painted from exactly this geometry?"""
    if not geom.art.is_file():
        return False
    return png_texts(geom.art.read_bytes()).get(FINGERPRINT_KEY) == geometry_fingerprint(geom)


def save_art(art: pygame.Surface, geom: MapGeometry) -> None:
    buffer = io.BytesIO()
    pygame.image.save(art, buffer, "art.png")
    png = png_with_text(buffer.getvalue(), FINGERPRINT_KEY, geometry_fingerprint(geom))
    geom.art.parent.mkdir(parents=True, exist_ok=True)
    geom.art.write_bytes(png)


# --------------------------------------------------------------------------
# Command line
# --------------------------------------------------------------------------


def _refusal(geom: MapGeometry, problems: Sequence[str]) -> str:
    lines = "\n".join(f"  - {p}" for p in problems)
    return f"{geom.name}: layout refused (fix it in Tiled, then run this again):\n{lines}"


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--map",
        type=Path,
        default=MAP_DIR / TMX_NAME,
        help="the Tiled map to paint from (default assets/maps/autumn.tmx)",
    )
    parser.add_argument(
        "--check", action="store_true", help="check the layout and the art, paint nothing"
    )
    parser.add_argument("--preview", type=Path, help="also write a preview PNG with clearing discs")
    parser.add_argument(
        "--new-layout",
        action="store_true",
        help="start a new map: write a fresh TMX from the table in this file, then paint",
    )
    parser.add_argument(
        "--out", type=Path, help="with --new-layout: output folder (default assets/maps)"
    )
    parser.add_argument(
        "--force", action="store_true", help="with --new-layout: overwrite an existing TMX"
    )
    args = parser.parse_args(list(argv) if argv is not None else None)
    if (args.out or args.force) and not args.new_layout:
        parser.error("--out and --force only go with --new-layout (use --map to pick a map)")
    if args.check and (args.new_layout or args.preview):
        parser.error("--check paints nothing; drop --new-layout / --preview")

    tmx = args.map
    if args.new_layout:
        tmx = (args.out or MAP_DIR) / TMX_NAME
        if tmx.exists() and not args.force:
            print(
                f"{tmx} exists and is the map's source of truth; edit it in Tiled, "
                "or pass --force to replace it with the table's layout",
                file=sys.stderr,
            )
            return 1
        tmx.parent.mkdir(parents=True, exist_ok=True)
        write_tmx(build_table_layout(), tmx)
        print(f"wrote {tmx}")

    try:
        geom = read_map(tmx)
    except MapError as exc:
        print(exc, file=sys.stderr)
        return 1
    problems = check_layout(geom)
    if problems:
        print(_refusal(geom, problems), file=sys.stderr)
        return 1
    if args.check:
        if not art_is_current(geom):
            print(
                f"{geom.name}: layout OK, but {geom.art.name} was not painted from it; "
                "run tools/make_autumn_map.py to repaint",
                file=sys.stderr,
            )
            return 1
        print(f"{geom.name}: layout OK, {geom.art.name} up to date")
        return 0

    art = paint_forest(geom)
    save_art(art, geom)
    print(f"painted {geom.art} from {tmx}")
    if args.preview:
        pygame.image.save(render_preview(art, geom), str(args.preview))
        print(f"wrote {args.preview}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
