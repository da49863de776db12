"""The adapter between the Tiled map and the game: TMX in, plain data out.

The map file is the single source of truth for the board (which clearings
exist, their suits, slots, ruins and paths) *and* for where things are drawn.
This module is the only place that knows about pytmx: it splits the file into
a rules-level :class:`~game.woodland.board.Board` for ``game/`` and a
pixel-level :class:`MapLayout` for the scenes, so neither side has to parse
XML or care how Tiled names things.

A map someone edited by hand in Tiled can be wrong in many small ways; every
problem is reported as one :class:`MapError` naming the file and the object,
because a bare ``KeyError`` from deep inside pytmx tells a map author nothing.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any
from xml.etree.ElementTree import ParseError

import pytmx

from game.woodland.board import Board, BoardError
from scenes.assets import asset_path

Point = tuple[float, float]
Polyline = tuple[Point, ...]

# How far (px) a path's end may sit from the edge of the clearing it names:
# catches a path dragged to another clearing in Tiled without its a/b updated.
_END_TOLERANCE = 24.0

_CLEARING_PROPERTIES = ("priority", "suit", "slots", "ruin", "slot_anchors", "warrior_anchor")
_LAYERS = ("clearings", "paths", "rivers", "forests")


class MapError(ValueError):
    """The map file is missing or unusable; the message names the file and the problem."""


@dataclass(frozen=True, slots=True)
class ClearingLayout:
    """Where one clearing is drawn. All points are absolute map pixels."""

    number: int
    centre: Point
    radius: float
    slot_anchors: tuple[Point, ...]  # one per building slot, ruin's slot included
    warrior_anchor: Point


@dataclass(frozen=True, slots=True)
class ForestLayout:
    """One forest: the clearings around it and its outline (along the paths)."""

    clearings: frozenset[int]
    polygon: Polyline


@dataclass(frozen=True)
class MapLayout:
    """Pure geometry of a map, in map pixels (the logical 1920x1080 canvas).

    ``paths`` and ``rivers`` are keyed by the pair of clearing numbers they
    join; each polyline runs from the lower-numbered clearing's edge to the
    other's. ``art`` lists the image layers bottom to top, resolved next to
    the TMX file.
    """

    size: tuple[int, int]
    clearings: Mapping[int, ClearingLayout]
    paths: Mapping[frozenset[int], Polyline]
    rivers: Mapping[frozenset[int], Polyline]
    forests: tuple[ForestLayout, ...]
    art: tuple[Path, ...]


@dataclass(frozen=True)
class MapData:
    """A loaded map: the rules' board plus the scene's geometry."""

    source: Path
    board: Board
    layout: MapLayout


def autumn_map_path() -> Path:
    """The shipped Autumn map, in a checkout or a packaged build."""
    return asset_path("maps", "autumn.tmx")


def load_map(path: str | Path) -> MapData:
    """Read a TMX map and turn it into a :class:`MapData`.

    Raises :class:`MapError` for anything wrong with the file, including a
    board the rules refuse (the :class:`BoardError` is wrapped so the message
    still names the file).
    """
    path = Path(path)
    label = path.name
    if not path.is_file():
        raise MapError(f"{label}: map file not found ({path})")
    try:
        tmx = pytmx.TiledMap(str(path))
    except ParseError as exc:
        raise MapError(f"{label}: not a readable Tiled XML file ({exc})") from exc
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        # pytmx raises these for reserved property names and unparsable values.
        raise MapError(f"{label}: Tiled could not parse the map ({exc})") from exc
    return _Reader(label, path, tmx).read()


class _Reader:
    """One pass over a parsed map; holds the file name for every message."""

    def __init__(self, label: str, path: Path, tmx: Any) -> None:
        self.label = label
        self.path = path
        self.tmx = tmx

    def fail(self, problem: str) -> MapError:
        return MapError(f"{self.label}: {problem}")

    def read(self) -> MapData:
        layers = {
            layer.name: layer
            for layer in self.tmx.layers
            if isinstance(layer, pytmx.TiledObjectGroup)
        }
        for name in _LAYERS:
            if name not in layers:
                raise self.fail(f"no object layer named {name!r}")
        clearing_data, clearing_layouts = self.clearings(layers["clearings"])
        paths = self.links(layers["paths"], "path", clearing_layouts)
        rivers = self.links(layers["rivers"], "river", clearing_layouts)
        forests = self.forests(layers["forests"], clearing_layouts)
        try:
            board = Board.from_data(
                {
                    "clearings": clearing_data,
                    "paths": [sorted(pair) for pair, _ in paths],
                    "rivers": [sorted(pair) for pair, _ in rivers],
                    "forests": [sorted(f.clearings) for f in forests],
                }
            )
        except BoardError as exc:
            raise self.fail(f"board refused: {exc}") from exc
        width = int(self.tmx.width) * int(self.tmx.tilewidth)
        height = int(self.tmx.height) * int(self.tmx.tileheight)
        if width <= 0 or height <= 0:
            raise self.fail(f"map size {width}x{height} px is empty")
        layout = MapLayout(
            size=(width, height),
            clearings=MappingProxyType(dict(sorted(clearing_layouts.items()))),
            paths=MappingProxyType(dict(paths)),
            rivers=MappingProxyType(dict(rivers)),
            forests=tuple(forests),
            art=self.art(),
        )
        return MapData(self.path, board, layout)

    # -- objects -----------------------------------------------------------

    def kind(self, obj: Any) -> str | None:
        # Tiled >= 1.9 writes `class`, pytmx 3.32 leaves `type` None; older
        # maps use `type`; a `kind` property survives either.
        return obj.type or getattr(obj, "class", None) or obj.properties.get("kind")

    def describe(self, obj: Any, what: str) -> str:
        name = f" ({obj.name!r})" if obj.name else ""
        return f"{what} object {obj.id}{name}"

    def objects(self, layer: Any, expected: str) -> list[Any]:
        found = []
        for obj in layer:
            kind = self.kind(obj)
            if kind != expected:
                raise self.fail(
                    f"object {obj.id} in layer {layer.name!r} is a {kind!r}, expected {expected!r}"
                )
            found.append(obj)
        return found

    def prop(self, obj: Any, what: str, key: str) -> Any:
        if key not in obj.properties:
            raise self.fail(f"{self.describe(obj, what)} has no {key!r} property")
        return obj.properties[key]

    def int_prop(self, obj: Any, what: str, key: str) -> int:
        value = self.prop(obj, what, key)
        if isinstance(value, bool):
            raise self.fail(
                f"{self.describe(obj, what)}: {key!r} must be a whole number, got {value!r}"
            )
        try:
            return int(value)
        except (TypeError, ValueError):
            raise self.fail(
                f"{self.describe(obj, what)}: {key!r} must be a whole number, got {value!r}"
            ) from None

    def bool_prop(self, obj: Any, what: str, key: str) -> bool:
        value = self.prop(obj, what, key)
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in ("true", "1"):
            return True
        if text in ("false", "0"):
            return False
        raise self.fail(f"{self.describe(obj, what)}: {key!r} must be true or false, got {value!r}")

    def offsets(self, obj: Any, what: str, key: str) -> tuple[Point, ...]:
        text = str(self.prop(obj, what, key)).strip()
        points = []
        for part in filter(None, (p.strip() for p in text.split(";"))):
            try:
                dx, dy = (float(v) for v in part.split(","))
            except ValueError:
                raise self.fail(
                    f"{self.describe(obj, what)}: {key!r} entry {part!r} is not 'dx,dy'"
                ) from None
            if not (math.isfinite(dx) and math.isfinite(dy)):
                raise self.fail(f"{self.describe(obj, what)}: {key!r} entry {part!r} is not finite")
            points.append((dx, dy))
        return tuple(points)

    def polyline(self, obj: Any, what: str, closed: bool) -> Polyline:
        points = getattr(obj, "points", None)
        if not points or len(points) < (3 if closed else 2) or obj.closed != closed:
            shape = "polygon" if closed else "polyline"
            raise self.fail(f"{self.describe(obj, what)} is not a {shape}")
        # pytmx adds the object origin to each point in floats; round off the dust.
        return tuple((round(float(p.x), 2), round(float(p.y), 2)) for p in points)

    # -- layers ------------------------------------------------------------

    def clearings(self, layer: Any) -> tuple[list[dict[str, Any]], dict[int, ClearingLayout]]:
        data: list[dict[str, Any]] = []
        layouts: dict[int, ClearingLayout] = {}
        owners: dict[int, Any] = {}
        for obj in self.objects(layer, "clearing"):
            what = "clearing"
            for key in _CLEARING_PROPERTIES:
                self.prop(obj, what, key)
            number = self.int_prop(obj, what, "priority")
            if number in owners:
                raise self.fail(
                    f"{self.describe(owners[number], what)} and {self.describe(obj, what)} "
                    f"both have priority {number}"
                )
            owners[number] = obj
            suit = str(self.prop(obj, what, "suit")).strip()
            slots = self.int_prop(obj, what, "slots")
            ruin = self.bool_prop(obj, what, "ruin")
            opposite = (
                self.int_prop(obj, what, "opposite") if "opposite" in obj.properties else None
            )
            width, height = float(obj.width), float(obj.height)
            if width <= 0 or height <= 0:
                raise self.fail(f"{self.describe(obj, what)} has no size (draw it as an ellipse)")
            centre = (float(obj.x) + width / 2, float(obj.y) + height / 2)
            slot_offsets = self.offsets(obj, what, "slot_anchors")
            if len(slot_offsets) != slots:
                raise self.fail(
                    f"{self.describe(obj, what)} has {slots} slots but "
                    f"{len(slot_offsets)} slot_anchors"
                )
            warrior = self.offsets(obj, what, "warrior_anchor")
            if len(warrior) != 1:
                raise self.fail(f"{self.describe(obj, what)}: 'warrior_anchor' must be one 'dx,dy'")
            cx, cy = centre
            layouts[number] = ClearingLayout(
                number=number,
                centre=centre,
                radius=min(width, height) / 2,
                slot_anchors=tuple((cx + dx, cy + dy) for dx, dy in slot_offsets),
                warrior_anchor=(cx + warrior[0][0], cy + warrior[0][1]),
            )
            data.append(
                {"number": number, "suit": suit, "slots": slots, "ruin": ruin, "opposite": opposite}
            )
        if not data:
            raise self.fail("the 'clearings' layer is empty")
        return data, layouts

    def links(
        self, layer: Any, what: str, clearings: dict[int, ClearingLayout]
    ) -> list[tuple[frozenset[int], Polyline]]:
        """Paths or rivers: polylines joining two named clearings."""
        links: list[tuple[frozenset[int], Polyline]] = []
        for obj in self.objects(layer, what):
            if what == "river" and "decor" in obj.properties and self.bool_prop(obj, what, "decor"):
                continue  # scenery running off the map; no rules meaning
            a, b = self.int_prop(obj, what, "a"), self.int_prop(obj, what, "b")
            for n in (a, b):
                if n not in clearings:
                    raise self.fail(f"{self.describe(obj, what)} names unknown clearing {n}")
            if a == b:
                raise self.fail(f"{self.describe(obj, what)} joins clearing {a} to itself")
            line = self.polyline(obj, what, closed=False)
            lo, hi = clearings[min(a, b)], clearings[max(a, b)]
            if _gap(line[0], lo) + _gap(line[-1], hi) > _gap(line[-1], lo) + _gap(line[0], hi):
                line = line[::-1]
            for end, clearing in ((line[0], lo), (line[-1], hi)):
                if _gap(end, clearing) > _END_TOLERANCE:
                    raise self.fail(
                        f"{self.describe(obj, what)} ({a}-{b}) does not reach clearing "
                        f"{clearing.number} (its end is {_gap(end, clearing):.0f}px from the edge)"
                    )
            links.append((frozenset((a, b)), line))
        return links

    def forests(self, layer: Any, clearings: dict[int, ClearingLayout]) -> list[ForestLayout]:
        forests = []
        for obj in self.objects(layer, "forest"):
            text = str(self.prop(obj, "forest", "clearings"))
            try:
                members = frozenset(int(n) for n in text.split(","))
            except ValueError:
                raise self.fail(
                    f"{self.describe(obj, 'forest')}: 'clearings' must be numbers like '1,2,5,10', "
                    f"got {text!r}"
                ) from None
            unknown = sorted(members - clearings.keys())
            if unknown:
                raise self.fail(f"{self.describe(obj, 'forest')} names unknown clearings {unknown}")
            forests.append(ForestLayout(members, self.polyline(obj, "forest", closed=True)))
        return forests

    def art(self) -> tuple[Path, ...]:
        images = []
        for layer in self.tmx.layers:
            if not isinstance(layer, pytmx.TiledImageLayer):
                continue
            if not layer.source:
                raise self.fail(f"image layer {layer.name!r} has no image")
            image = (self.path.parent / layer.source).resolve()
            if not image.is_file():
                raise self.fail(f"image layer {layer.name!r}: {layer.source} not found")
            images.append(image)
        if not images:
            raise self.fail("no image layer with the forest art")
        return tuple(images)


def _gap(point: Point, clearing: ClearingLayout) -> float:
    """Distance from a point to a clearing's edge (0 on the rim)."""
    return abs(math.dist(point, clearing.centre) - clearing.radius)
