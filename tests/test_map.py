"""The Autumn map file against spec/woodland.md §1, the adapter's refusals, and
the art tool (tools/make_autumn_map.py) that paints the forest from the map.

The spec table is transcribed here on purpose: the TMX is the game's single
source of truth, so the only independent check that it is *right* is a
comparison with the rules text.
"""

from __future__ import annotations

import math
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from scenes.tiled import MapData, MapError, autumn_map_path, load_map

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import make_autumn_map as art_tool  # noqa: E402

# spec §1: number -> (suit, slots, ruin, opposite corner)
SPEC_CLEARINGS = {
    1: ("fox", 1, False, 3),
    2: ("mouse", 2, False, 4),
    3: ("rabbit", 1, False, 1),
    4: ("rabbit", 1, False, 2),
    5: ("rabbit", 2, False, None),
    6: ("fox", 2, True, None),
    7: ("mouse", 2, False, None),
    8: ("fox", 2, False, None),
    9: ("mouse", 2, False, None),
    10: ("rabbit", 2, True, None),
    11: ("mouse", 3, True, None),
    12: ("fox", 2, True, None),
}
SPEC_PATHS = "1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12"
SPEC_RIVERS = "5-10 10-11 11-7 7-4"
SPEC_FORESTS = ({1, 2, 5, 10}, {1, 9, 10, 12}, {2, 6, 10, 11, 12}, {4, 9, 12},
                {4, 7, 8, 12}, {3, 7, 11, 12}, {3, 6, 11})  # fmt: skip


def pairs(text: str) -> set[frozenset[int]]:
    return {frozenset(int(n) for n in pair.split("-")) for pair in text.split()}


@pytest.fixture(scope="module")
def autumn() -> MapData:
    return load_map(autumn_map_path())


# -- the map equals the spec ------------------------------------------------


def test_twelve_clearings_with_the_spec_suits_slots_ruins_and_corners(autumn: MapData) -> None:
    board = autumn.board
    assert board.numbers == tuple(range(1, 13))
    found = {c.number: (c.suit.value, c.slots, c.ruin, c.opposite) for c in board.clearings}
    assert found == SPEC_CLEARINGS


def test_ruins_are_in_6_10_11_12(autumn: MapData) -> None:
    assert {c.number for c in autumn.board.clearings if c.ruin} == {6, 10, 11, 12}


def test_corners_face_each_other_1_3_and_2_4(autumn: MapData) -> None:
    board = autumn.board
    assert board.corners == (1, 2, 3, 4)
    assert board.clearing(1).opposite == 3 and board.clearing(3).opposite == 1
    assert board.clearing(2).opposite == 4 and board.clearing(4).opposite == 2


def test_exactly_the_eighteen_spec_paths(autumn: MapData) -> None:
    assert len(autumn.board.paths) == 18
    assert set(autumn.board.paths) == pairs(SPEC_PATHS)


def test_rivers_and_forests(autumn: MapData) -> None:
    assert set(autumn.board.rivers) == pairs(SPEC_RIVERS)
    assert sorted(map(sorted, autumn.board.forests)) == sorted(map(sorted, SPEC_FORESTS))


def test_adjacency_follows_paths_only(autumn: MapData) -> None:
    board = autumn.board
    assert board.adjacent(1) == (5, 9, 10)
    assert board.adjacent(11) == (3, 6, 12)
    assert board.adjacent(12) == (4, 7, 9, 10, 11)
    assert board.are_adjacent(7, 8) and board.are_adjacent(8, 7)
    # A river is not a path: 5-10 and 7-4 share water but no trail.
    assert not board.are_adjacent(5, 10)
    assert not board.are_adjacent(4, 7)
    assert not board.are_adjacent(1, 3)


# -- layout sanity ------------------------------------------------------------


def test_clearings_sit_inside_the_play_area(autumn: MapData) -> None:
    layout = autumn.layout
    assert layout.size == (1920, 1080)
    assert set(layout.clearings) == set(range(1, 13))
    for c in layout.clearings.values():
        x, y = c.centre
        assert 0 < x < layout.size[0] and 0 < y < layout.size[1]
        # Right strip is kept free for the info panel.
        assert x - c.radius >= 90 and x + c.radius <= 1440, c.number
        assert y - c.radius >= 70 and y + c.radius <= 1010, c.number
        assert 50 <= c.radius <= 80


def test_one_slot_anchor_per_slot_all_inside_the_clearing(autumn: MapData) -> None:
    for c in autumn.board.clearings:
        shape = autumn.layout.clearings[c.number]
        assert len(shape.slot_anchors) == c.slots, c.number
        for point in (*shape.slot_anchors, shape.warrior_anchor):
            assert math.dist(point, shape.centre) < shape.radius, c.number


def test_paths_run_from_edge_to_edge_of_the_clearings_they_join(autumn: MapData) -> None:
    layout = autumn.layout
    assert set(layout.paths) == pairs(SPEC_PATHS)
    assert set(layout.rivers) == pairs(SPEC_RIVERS)
    for pair, line in (*layout.paths.items(), *layout.rivers.items()):
        low, high = (layout.clearings[n] for n in sorted(pair))
        assert abs(math.dist(line[0], low.centre) - low.radius) < 3, pair
        assert abs(math.dist(line[-1], high.centre) - high.radius) < 3, pair


def test_forest_outlines_carry_their_clearings(autumn: MapData) -> None:
    forests = autumn.layout.forests
    assert sorted(sorted(f.clearings) for f in forests) == sorted(map(sorted, SPEC_FORESTS))
    assert all(len(f.polygon) >= 3 for f in forests)


def test_art_layer_is_a_full_hd_png_next_to_the_map(autumn: MapData) -> None:
    (art,) = autumn.layout.art
    assert art.parent == autumn_map_path().resolve().parent
    head = art.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", head[16:24]) == (1920, 1080)


# -- object kinds: Tiled writes `class` today, `type` before 1.9 ---------------


def _copy_map(tmp_path: Path, text: str) -> Path:
    target = tmp_path / "autumn.tmx"
    target.write_text(text, encoding="utf-8")
    shutil.copy(autumn_map_path().parent / "autumn_forest.png", tmp_path)
    return target


def _edit(tmp_path: Path, change: Callable[[ET.Element], None]) -> Path:
    root = ET.parse(autumn_map_path()).getroot()
    change(root)
    return _copy_map(tmp_path, ET.tostring(root, encoding="unicode"))


def _objects(root: ET.Element, layer: str) -> list[ET.Element]:
    (group,) = [g for g in root.iter("objectgroup") if g.get("name") == layer]
    return group.findall("object")


def _prop(obj: ET.Element, name: str) -> ET.Element:
    (node,) = [p for p in obj.iter("property") if p.get("name") == name]
    return node


def _drop_prop(obj: ET.Element, name: str) -> None:
    props = obj.find("properties")
    assert props is not None
    props.remove(_prop(obj, name))


def test_old_style_type_attribute_is_read(tmp_path: Path, autumn: MapData) -> None:
    def to_type(root: ET.Element) -> None:
        for obj in root.iter("object"):
            obj.set("type", obj.attrib.pop("class"))
            _drop_prop(obj, "kind")

    assert load_map(_edit(tmp_path, to_type)).board == autumn.board


def test_kind_property_alone_is_enough(tmp_path: Path, autumn: MapData) -> None:
    def strip_class(root: ET.Element) -> None:
        for obj in root.iter("object"):
            del obj.attrib["class"]

    assert load_map(_edit(tmp_path, strip_class)).board == autumn.board


# -- broken maps are refused with the file and the problem named ---------------


def _clearing(root: ET.Element, number: int) -> ET.Element:
    return next(
        o for o in _objects(root, "clearings") if _prop(o, "priority").get("value") == str(number)
    )


def _path(root: ET.Element, name: str) -> ET.Element:
    return next(o for o in _objects(root, "paths") if o.get("name") == name)


def _missing_suit(root: ET.Element) -> None:
    _drop_prop(_clearing(root, 7), "suit")


def _unknown_clearing(root: ET.Element) -> None:
    _prop(_path(root, "path 1-5"), "b").set("value", "13")


def _duplicate_priority(root: ET.Element) -> None:
    _prop(_clearing(root, 8), "priority").set("value", "7")


def _no_clearings_layer(root: ET.Element) -> None:
    (group,) = [g for g in root.iter("objectgroup") if g.get("name") == "clearings"]
    root.remove(group)


def _slots_not_a_number(root: ET.Element) -> None:
    node = _prop(_clearing(root, 5), "slots")
    del node.attrib["type"]
    node.set("value", "lots")


def _corner_without_opposite(root: ET.Element) -> None:
    _drop_prop(_clearing(root, 3), "opposite")


def _path_to_the_wrong_clearing(root: ET.Element) -> None:
    _prop(_path(root, "path 1-5"), "b").set("value", "12")


def _too_few_anchors(root: ET.Element) -> None:
    _prop(_clearing(root, 11), "slot_anchors").set("value", "0,-20")


def _bird_clearing(root: ET.Element) -> None:
    _prop(_clearing(root, 2), "suit").set("value", "bird")


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (_missing_suit, "clearing object 7 ('clearing 7') has no 'suit' property"),
        (_unknown_clearing, "names unknown clearing 13"),
        (_duplicate_priority, "both have priority 7"),
        (_no_clearings_layer, "no object layer named 'clearings'"),
        (_slots_not_a_number, "'slots' must be a whole number, got 'lots'"),
        (_corner_without_opposite, "opposite corner 3 does not point back"),
        (_path_to_the_wrong_clearing, "does not reach clearing 12"),
        (_too_few_anchors, "has 3 slots but 1 slot_anchors"),
        (_bird_clearing, "cannot have suit 'bird'"),
    ],
)
def test_broken_map_is_refused_naming_file_and_problem(
    tmp_path: Path, change: Callable[[ET.Element], None], expected: str
) -> None:
    with pytest.raises(MapError) as caught:
        load_map(_edit(tmp_path, change))
    message = str(caught.value)
    assert message.startswith("autumn.tmx: ")
    assert expected in message


def test_not_xml_is_refused(tmp_path: Path) -> None:
    target = _copy_map(tmp_path, "<map version='1.10'><objectgroup name=")
    with pytest.raises(MapError, match=r"^autumn\.tmx: not a readable Tiled XML file"):
        load_map(target)


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(MapError, match=r"^nowhere\.tmx: map file not found"):
        load_map(tmp_path / "nowhere.tmx")


def test_missing_art_is_refused(tmp_path: Path) -> None:
    target = _copy_map(tmp_path, autumn_map_path().read_text(encoding="utf-8"))
    (tmp_path / "autumn_forest.png").unlink()
    with pytest.raises(
        MapError, match=r"^autumn\.tmx: image layer 'forest': autumn_forest\.png not found"
    ):
        load_map(target)


def test_map_error_is_a_value_error() -> None:
    assert issubclass(MapError, ValueError)


# -- the map is the source, the art follows it (tools/make_autumn_map.py) --------
#
# Painting the full art takes seconds, so these tests stop short of it: they
# read maps through the tool, run its layout checks, and compare the art's
# recorded fingerprint with the map.


@pytest.fixture(scope="module")
def autumn_geometry() -> art_tool.MapGeometry:
    return art_tool.read_map(autumn_map_path())


def test_shipped_layout_passes_the_art_tools_checks(autumn_geometry: art_tool.MapGeometry) -> None:
    assert art_tool.check_layout(autumn_geometry) == []


def test_shipped_art_was_painted_from_the_shipped_map(
    autumn_geometry: art_tool.MapGeometry,
) -> None:
    assert art_tool.art_is_current(autumn_geometry), (
        "assets/maps/autumn_forest.png was not painted from autumn.tmx as it is now: "
        "after editing the map in Tiled, run .venv/bin/python tools/make_autumn_map.py"
    )


def test_art_follows_the_trails_and_the_one_river_of_the_map(
    autumn_geometry: art_tool.MapGeometry,
) -> None:
    layout = autumn_geometry.layout
    assert {frozenset(pair) for pair in autumn_geometry.trails} == pairs(SPEC_PATHS)
    for (a, b), curve in autumn_geometry.trails.items():
        assert math.dist(curve[0], layout.clearings[a].centre) < 1e-6, (a, b)
        assert math.dist(curve[-1], layout.clearings[b].centre) < 1e-6, (a, b)
    # One stream: in from off the map, through 5, 10, 11, 7, 4 in turn, out again.
    (stream,) = autumn_geometry.streams
    assert stream[0][1] < 0 and stream[-1][1] > layout.size[1]
    visits = [
        min(range(len(stream)), key=lambda i, n=n: math.dist(stream[i], layout.clearings[n].centre))
        for n in (5, 10, 11, 7, 4)
    ]
    assert visits == sorted(visits)
    for n, i in zip((5, 10, 11, 7, 4), visits, strict=True):
        assert math.dist(stream[i], layout.clearings[n].centre) < 2, n


def _shift_points(obj: ET.Element, move: Callable[[float, float], tuple[float, float]]) -> None:
    """Apply `move` to every absolute vertex of a polyline/polygon object."""
    shape = obj.find("polyline")
    if shape is None:
        shape = obj.find("polygon")
    assert shape is not None
    x0, y0 = float(obj.get("x", "0")), float(obj.get("y", "0"))
    points = [
        move(x0 + float(dx), y0 + float(dy))
        for dx, dy in (p.split(",") for p in shape.get("points", "").split())
    ]
    (x0, y0) = points[0]
    obj.set("x", f"{x0:.2f}")
    obj.set("y", f"{y0:.2f}")
    shape.set("points", " ".join(f"{x - x0:.2f},{y - y0:.2f}" for x, y in points))


def _move_clearing(
    number: int, dx: float, dy: float, drag: tuple[str, ...] = ("paths", "rivers", "forests")
) -> Callable[[ET.Element], None]:
    """Move a clearing the way a designer does in Tiled: drag its ellipse, then
    drag along every vertex of the `drag` layers that sat on its edge."""

    def change(root: ET.Element) -> None:
        obj = _clearing(root, number)
        x, y, size = float(obj.get("x", "")), float(obj.get("y", "")), float(obj.get("width", ""))
        centre, radius = (x + size / 2, y + size / 2), size / 2
        obj.set("x", str(x + dx))
        obj.set("y", str(y + dy))

        def move(px: float, py: float) -> tuple[float, float]:
            near = math.dist((px, py), centre) <= radius + 24
            return (px + dx, py + dy) if near else (px, py)

        for layer in drag:
            for other in _objects(root, layer):
                _shift_points(other, move)

    return change


def test_a_clearing_moved_with_its_paths_is_accepted_and_the_art_goes_stale(
    tmp_path: Path, autumn: MapData, capsys: pytest.CaptureFixture[str]
) -> None:
    moved = _edit(tmp_path, _move_clearing(11, 30, -20))
    geom = art_tool.read_map(moved)
    assert geom.data.board == autumn.board
    assert geom.layout.clearings[11].centre == (1065, 565)
    assert art_tool.check_layout(geom) == []
    assert math.dist(geom.trails[(11, 12)][0], (1065, 565)) < 1e-6
    # The copied art was painted for the old position: --check says to repaint.
    assert not art_tool.art_is_current(geom)
    assert art_tool.main(["--map", str(moved), "--check"]) == 1
    assert "run tools/make_autumn_map.py to repaint" in capsys.readouterr().err


def _decor_end_inside_the_map(root: ET.Element) -> None:
    (mouth,) = [o for o in _objects(root, "rivers") if o.get("id") == "25"]
    _shift_points(mouth, lambda x, y: (x, min(y, 1050.0)))


def _slot_anchor_outside(root: ET.Element) -> None:
    _prop(_clearing(root, 11), "slot_anchors").set("value", "-40,-16;90,0;40,-16")


def _path_bent_across_another(root: ET.Element) -> None:
    path = _path(root, "path 9-12")
    points = []
    _shift_points(path, lambda x, y: points.append((x, y)) or (x, y))
    middle = len(points) // 2
    _shift_points(path, lambda x, y: (330.0, 200.0) if (x, y) == points[middle] else (x, y))


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (_move_clearing(11, -5, -290), "path 2-10 runs through clearing 11"),
        (_move_clearing(11, -5, -290), "clearing 11 lies inside the outline of forest 1,2,5,10"),
        (_move_clearing(11, 30, -20, drag=("paths", "rivers")),
         "forest 3,6,11: its outline cuts into clearing 11"),
        (_move_clearing(3, 60, 0), "clearing 3 at (1420, 920) leaves the play area"),
        (_move_clearing(12, 120, -100), "clearings 10 and 12 are too close"),
        (_decor_end_inside_the_map, "off-map river (object 25) ends inside the map"),
        (_slot_anchor_outside, "clearing 11: its slot anchor 2 lies outside the clearing"),
        (_path_bent_across_another, "path 1-10 crosses path 9-12"),
    ],
)  # fmt: skip
def test_a_bad_layout_still_loads_but_the_tool_refuses_it_by_name(
    tmp_path: Path, change: Callable[[ET.Element], None], expected: str
) -> None:
    geom = art_tool.read_map(_edit(tmp_path, change))  # the game would load it...
    problems = art_tool.check_layout(geom)  # ...but the art tool says what is wrong
    assert any(expected in p for p in problems), problems


def test_the_tool_refuses_before_painting_and_names_the_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    moved = _edit(tmp_path, _move_clearing(11, -5, -290))
    art = tmp_path / "autumn_forest.png"
    before = art.read_bytes()
    assert art_tool.main(["--map", str(moved)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("autumn.tmx: layout refused")
    assert "path 2-10 runs through clearing 11" in err
    assert art.read_bytes() == before


def test_a_clearing_moved_without_its_paths_gets_the_adapters_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    moved = _edit(tmp_path, _move_clearing(11, 60, 0, drag=()))
    assert art_tool.main(["--map", str(moved)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("autumn.tmx: ")
    assert "does not reach clearing 11" in err


def test_new_layout_table_still_writes_a_valid_map(tmp_path: Path, autumn: MapData) -> None:
    target = tmp_path / "autumn.tmx"
    art_tool.write_tmx(art_tool.build_table_layout(), target)
    geom = art_tool.read_map(target)  # no art yet: the tool reads it all the same
    assert geom.art == (tmp_path / "autumn_forest.png").resolve()
    assert geom.data.board == autumn.board
    assert art_tool.check_layout(geom) == []


def test_new_layout_will_not_overwrite_the_map_unasked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = _copy_map(tmp_path, "<map/>")
    assert art_tool.main(["--new-layout", "--out", str(tmp_path)]) == 1
    assert "source of truth" in capsys.readouterr().err
    assert target.read_text(encoding="utf-8") == "<map/>"


# -- the engine stays free of pygame and pytmx ----------------------------------


def test_importing_game_pulls_in_neither_pygame_nor_pytmx() -> None:
    code = (
        "import game, game.woodland.board, sys; "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx')]; "
        "assert not bad, bad"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
