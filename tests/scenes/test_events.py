"""--events FILE: recorded input is checked strictly, then played frame by frame."""

from __future__ import annotations

import json
import os

import pygame
import pytest

import main
from scenes.events import EventsFileError, Playback, ScriptedEvent, load_events, parse_events
from scenes.start import open_first

GOOD = {"events": [
    {"frame": 10, "type": "mousedown", "pos": [100, 200], "button": 1},
    {"frame": 11, "type": "mousemotion", "pos": [150, 260]},
    {"frame": 12, "type": "mouseup", "pos": [150, 260], "button": 1},
    {"frame": 20, "type": "keydown", "key": "z", "mod": ["ctrl"]},
    {"frame": 21, "type": "mousewheel", "y": -1},
    {"frame": 3, "type": "keyup", "key": "escape"},
]}


def _file(tmp_path, content) -> str:
    path = tmp_path / "events.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(content),
                        encoding="utf-8")
    return str(path)


def test_a_good_file_reads_in_frame_order_keeping_file_order_within_a_frame():
    doc = {"events": [*GOOD["events"], {"frame": 10, "type": "mousemotion", "pos": [0, 0]}]}
    events = parse_events(json.dumps(doc).encode())
    assert [e.frame for e in events] == [3, 10, 10, 11, 12, 20, 21]
    assert events[1] == ScriptedEvent(10, "mousedown", pos=(100, 200), button=1)
    assert events[2].type == "mousemotion"
    assert events[5].mod == ("ctrl",) and events[5].key == "z"
    assert events[6].y == -1


def _event(**fields) -> dict:
    return {"events": [{"frame": 1, "type": "mousedown", "pos": [5, 5], "button": 1, **fields}]}


MALFORMED = [
    ("not json", "not valid JSON"),
    ('{"events": [], "events": []}', "appears twice"),
    (b"\xff\xfe{}", "not UTF-8"),
    ("\ufeff{\"events\": []}", "byte-order mark"),
    ("[]", "must be a JSON object"),
    ({"events": [], "speed": 2}, "unknown field 'speed'"),
    ({}, "no 'events' list"),
    ({"events": {}}, "'events' must be a list"),
    ({"events": [7]}, "events[0] must be an object"),
    ({"events": [{"frame": 1}]}, "events[0] has no 'type'"),
    ({"events": [{"frame": 1, "type": "teleport"}]}, "events[0].type must be one of"),
    ({"events": [{"type": "mousemotion", "pos": [1, 1]}]}, "the field 'frame' is missing"),
    ({"events": [{"frame": 1, "type": "mousedown", "pos": [1, 1]}]},
     "the field 'button' is missing"),
    (_event(colour="red"), "unknown field 'colour'"),
    (_event(frame=0), "events[0].frame must be a whole number from 1"),
    (_event(frame=2.0), "events[0].frame must be a whole number from 1 to 10000000, not a number"),
    (_event(frame="3"), "not text"),
    (_event(frame=True), "not true/false"),
    ('{"events": [{"frame": 1e1, "type": "mousewheel", "y": 1}]}', "frame must be a whole"),
    ('{"events": [{"frame": NaN, "type": "mousewheel", "y": 1}]}', "NaN is not a number"),
    (_event(pos=[1920, 5]), "events[0].pos[0] (x) must be a whole number from 0 to 1919"),
    (_event(pos=[5, -1]), "events[0].pos[1] (y) must be a whole number from 0 to 1079"),
    (_event(pos=[5]), "events[0].pos must be [x, y]"),
    (_event(pos="5,5"), "events[0].pos must be [x, y]"),
    (_event(button=6), "events[0].button must be a whole number from 1 to 5"),
    ({"events": [{"frame": 1, "type": "mousewheel", "y": 1000}]}, "events[0].y must be"),
    ({"events": [{"frame": 1, "type": "keydown", "key": "hyper"}]}, "events[0].key must be"),
    ({"events": [{"frame": 1, "type": "keydown", "key": "z", "mod": ["ctrl", "ctrl"]}]},
     "events[0].mod must be"),
    ({"events": [{"frame": 1, "type": "keydown", "key": "z", "mod": "ctrl"}]},
     "events[0].mod must be"),
]


@pytest.mark.parametrize(("content", "needle"), MALFORMED)
def test_a_malformed_events_file_exits_2_naming_the_problem(tmp_path, capsys, content, needle):
    with pytest.raises(SystemExit) as stop:
        main.main(["--events", _file(tmp_path, content), "--frames", "5"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "--events events.json: " in err
    assert needle in err


HOSTILE = [
    # numbers past Python's 4,300-digit conversion limit (a ValueError traceback, exit 1)
    ('{"events": [{"frame": ' + "9" * 5000 + ', "type": "mousewheel", "y": 1}]}',
     "events[0].frame must be a whole number from 1 to 10000000, not a number of 5000 digits"),
    ('{"events": [{"frame": 1, "type": "mousemotion", "pos": [' + "1" * 4301 + ', 5]}]}',
     "events[0].pos[0] (x) must be a whole number from 0 to 1919, not a number of 4301 digits"),
    ('{"events": [{"frame": 1, "type": "mousewheel", "y": -' + "9" * 5000 + '}]}',
     "events[0].y must be a whole number from -100 to 100, not a number of 5000 digits"),
    # a type that cannot be looked up (TypeError: unhashable type)
    ({"events": [{"frame": 1, "type": ["mousedown"], "pos": [1, 1], "button": 1}]},
     "events[0].type must be text, not a list"),
    ({"events": [{"frame": 1, "type": {"a": 1}, "y": 1}]},
     "events[0].type must be text, not an object"),
    # numbers JSON can write but no field can hold
    ('{"events": [{"frame": 1e999, "type": "mousewheel", "y": 1}]}',
     "events[0].frame must be a whole number from 1 to 10000000, not 1e999, a number too large"),
    ('{"events": [{"frame": 1, "type": "mousewheel", "y": -1E400}]}',
     "not -1E400, a number too large"),
    ('{"events": [{"frame": Infinity, "type": "mousewheel", "y": 1}]}', "Infinity is not a number"),
    ('{"events": [{"frame": 1, "type": "mousewheel", "y": -Infinity}]}',
     "-Infinity is not a number"),
    # the file as a whole
    ("", "the file is empty"),
    (" \n\t ", "the file is empty"),
    (b'{"events": [{"frame": 1, "type": "key\xe9up", "key": "a"}]}', "not UTF-8 text (byte 37)"),
    (b"\xef\xbb\xbf{}", "byte-order mark"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"events": ' + "[" * 900 + "]" * 900 + "}", "events[0] must be an object, not a list"),
    ('{"events": [' + "0," * 1_500_000 + "0]}", "too many values for 200000 events"),
    ('{"events": [' + "[]," * 700_000 + "[]]}", "too many values for 200000 events"),
    ({"events": [{"frame": 1, "type": "mousewheel", "y": 1}] * 200_001},
     "200001 events; at most 200000 are allowed"),
]


@pytest.mark.parametrize(("content", "needle"), HOSTILE)
def test_a_hostile_events_file_exits_2_naming_the_problem(tmp_path, capsys, content, needle):
    with pytest.raises(SystemExit) as stop:
        main.main(["--events", _file(tmp_path, content)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "--events events.json: " in err
    assert needle in err


QUOTED = [
    {"events": [{"frame": 1, "type": "x" * 100_000}]},
    {"events": [{"frame": 1, "type": "keydown", "key": "k" * 100_000}]},
    {"events": [{"frame": 1, "type": "keydown", "key": "a", "mod": ["ctrl"] * 50_000}]},
    {"events": [{"frame": 1, "type": "keydown", "key": "a", "mod": [[["x" * 5000] * 9] * 9]}]},
    {"events": [{"frame": 1, "type": "mousewheel", "y": 1, "w" * 100_000: 1}]},
    {"events": [], "e" * 100_000: 1},
    {"events": [{"frame": 10**4000, "type": "mousewheel", "y": 1}]},
    {"events": [{"frame": 1, "type": "keydown", "key": "a\u202e\x1b[2J\ud800"}]},
]


@pytest.mark.parametrize("document", QUOTED, ids=range(len(QUOTED)))
def test_a_refusal_quotes_at_most_80_characters_of_the_bad_value_and_can_be_printed(document):
    text = json.dumps(document)
    with pytest.raises(EventsFileError) as refused:
        parse_events(text.encode("utf-8", "surrogatepass"))
    message = str(refused.value)
    assert len(message) < 400 and message.isprintable()


def test_a_file_name_that_is_not_utf8_or_holds_control_characters_is_shown_escaped(tmp_path):
    path = tmp_path / os.fsdecode(b"bad\xff\x1b[2Jname.json")
    path.write_bytes(b"[]")
    with pytest.raises(EventsFileError) as refused:
        load_events(path)
    assert str(refused.value).startswith("bad\\xff\\x1b[2Jname.json: must be a JSON object")


def test_arabic_indic_digits_are_refused_even_where_python_would_read_them():
    from scenes.events import EventsFileError, _ascii_int

    with pytest.raises(Exception, match="ASCII digits"):
        _ascii_int("\u0661\u0662")
    with pytest.raises(EventsFileError):
        parse_events('{"events": [{"frame": \u0661, "type": "mousewheel", "y": 1}]}'.encode())


def test_a_missing_file_and_an_event_after_the_last_frame_exit_2(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main.main(["--events", str(tmp_path / "none.json")])
    assert stop.value.code == 2 and "none.json: not a file" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        main.main(["--events", _file(tmp_path, GOOD), "--frames", "15"])
    assert stop.value.code == 2
    assert "frame 20, after the last frame (--frames 15)" in capsys.readouterr().err


def test_playback_posts_window_events_a_real_mouse_would_send(app):
    open_first(app)
    app.set_window_size((960, 540))
    playback = Playback(parse_events(json.dumps(GOOD).encode()))
    seen = []
    for _ in range(25):
        playback.post_due(app)
        seen += [e for e in pygame.event.get() if e.type != pygame.WINDOWSIZECHANGED]
        app.frame_count += 1
    kinds = [e.type for e in seen]
    assert kinds == [pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION,
                     pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL]
    down, move = seen[1], seen[2]
    assert down.pos == (50, 100)  # layout (100, 200) on a half-size window
    assert move.pos == (75, 130) and move.rel == (25, 30) and move.buttons == (1, 0, 0)
    assert seen[4].key == pygame.K_z and seen[4].mod & pygame.KMOD_CTRL
    assert seen[5].y == -1


def test_a_recorded_click_opens_settings_from_the_title(app):
    from scenes.events import run_with_events
    from scenes.settings_scene import SettingsScene
    from tests.scenes.scene_driver import button

    open_first(app)
    target = button(app.stack.top, "Settings").rect.center
    script = [ScriptedEvent(2, "mousemotion", pos=target),
              ScriptedEvent(3, "mousedown", pos=target, button=1),
              ScriptedEvent(3, "mouseup", pos=target, button=1)]
    app.frames_left = 5
    opened = []
    original = app.stack.push

    def watch(scene):
        opened.append(type(scene))
        return original(scene)

    app.stack.push = watch  # the app shuts down at the end: look at what it opened
    assert run_with_events(app, script) == 0
    assert opened == [SettingsScene]


def _daylight_move_session():
    """A Marquise Daylight with a move of a whole stack available."""
    from tests.scenes.woodland.play import played_session

    for seed in range(1, 60):
        session = played_session(seed=seed, actions=60 + seed % 7, choice_seed=seed)
        game = session.game
        if game.to_act != 0 or game.state.step != "daylight":
            continue
        s = game.state
        for action in game.legal_actions():
            if action.verb == "move" and action.args[2] == s.warriors[0][action.args[0]] \
                    and len(action.args) == 3:
                return session, action
    raise AssertionError("no seed gave a Marquise Daylight with a whole-stack move")


def test_a_recorded_drag_moves_warriors_at_the_table(tmp_path, monkeypatch):
    """--load a game, --events: Enter on the pass screen, then drag a stack of
    warriors from one clearing to the next; the engine applies that move."""
    import scenes.woodland.opening as opening
    from saves.store import write_save
    from scenes import theme
    from scenes.mapview import autumn_map
    from scenes.woodland.snapshot import TableSnapshot
    from scenes.woodland.view import TableView

    session, move = _daylight_move_session()
    origin, destination = move.args[0], move.args[1]
    save = write_save("Drag test", "woodland", session.round, session.to_payload())
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1920, 1080))
    view = TableView(autumn_map())
    view.layer(TableSnapshot.of(session.game, "marquise"))
    stack, target = next((r, h) for r, h in view.hits("warriors")
                         if h.key[:2] == (origin, "marquise"))
    # Even coordinates near the stack's centre: they survive the half-size window.
    start = min(((x, y) for y in range(stack.y, stack.bottom, 2)
                 for x in range(stack.x, stack.right, 2) if view.hit_at((x, y)) == target),
                key=lambda p: abs(p[0] - stack.centerx) + abs(p[1] - stack.centery))
    end = view.layout.spots[destination].centre
    theme.forget_fonts()
    pygame.quit()
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    script = {"events": [
        {"frame": 3, "type": "keydown", "key": "return"},
        {"frame": 6, "type": "mousemotion", "pos": list(start)},
        {"frame": 7, "type": "mousedown", "pos": list(start), "button": 1},
        {"frame": 8, "type": "mousemotion", "pos": list(middle)},
        {"frame": 9, "type": "mousemotion", "pos": list(end)},
        {"frame": 10, "type": "mouseup", "pos": list(end), "button": 1},
    ]}
    path = tmp_path / "drag.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    opened = []
    real_open = opening.open_table
    monkeypatch.setattr(opening, "open_table",
                        lambda app, s: (opened.append(s), real_open(app, s))[1])
    before = session.game.clone()
    assert main.main(["--load", str(save), "--events", str(path), "--frames", "20",
                      "--size", "960x540"]) == 0
    played = opened[0].game
    assert played.log[-1] == str(move)
    before.apply(move)
    assert played.state_hash() == before.state_hash()


def test_new_woodland_with_a_seed_and_a_recorded_setup_drag(tmp_path, monkeypatch):
    """--new woodland --seed N opens the table at setup; the recorded drag of
    the keep onto clearing 1 is the game's first action."""
    import scenes.woodland.opening as opening
    from scenes import theme
    from scenes.mapview import autumn_map
    from scenes.woodland.session import WoodlandSession
    from scenes.woodland.snapshot import TableSnapshot
    from scenes.woodland.view import TableView

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1920, 1080))
    view = TableView(autumn_map())
    view.layer(TableSnapshot.of(WoodlandSession.new(4).game, "marquise"))
    (keep_rect, keep), = view.hits("keep_supply")
    start = next((x, y) for y in range(keep_rect.y, keep_rect.bottom)
                 for x in range(keep_rect.x, keep_rect.right) if view.hit_at((x, y)) == keep)
    end = view.layout.spots[1].centre
    theme.forget_fonts()
    pygame.quit()
    script = {"events": [
        {"frame": 2, "type": "keydown", "key": "return"},
        {"frame": 4, "type": "mousemotion", "pos": list(start)},
        {"frame": 5, "type": "mousedown", "pos": list(start), "button": 1},
        {"frame": 6, "type": "mousemotion", "pos": [(start[0] + end[0]) // 2, start[1]]},
        {"frame": 7, "type": "mousemotion", "pos": list(end)},
        {"frame": 8, "type": "mouseup", "pos": list(end), "button": 1},
    ]}
    path = tmp_path / "setup.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    opened = []
    real_open = opening.open_table
    monkeypatch.setattr(opening, "open_table",
                        lambda app, s: (opened.append(s), real_open(app, s))[1])
    assert main.main(["--new", "woodland", "--seed", "4", "--events", str(path),
                      "--frames", "12"]) == 0
    session = opened[0]
    assert session.seed == 4
    assert session.game.log == ["keep 1"]
