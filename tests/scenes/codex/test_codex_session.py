"""Codex games saved, autosaved and loaded through the real screens: New game →
Codex (seats, seed) → the table; Save from the pause menu; the Load screen
lists Codex saves beside Root's and opens them at the Codex table; a damaged
save is refused naming its first bad action; ``--new codex --seed N
--events`` plays a recorded drag."""

from __future__ import annotations

import json
import random

import pygame

import main
from saves.store import list_saves, read_save, write_save
from scenes.codex.new_game import CodexNewGameScene
from scenes.codex.session import CodexSession, DamagedGame, open_session
from scenes.codex.table import CodexTable
from scenes.dialog import Dialog
from scenes.load_scene import LoadScene
from scenes.pause import PauseMenu
from scenes.save_scene import SaveGameScene
from scenes.start import open_first
from scenes.title import TitleScene
from tests.scenes.codex.steps import ready
from tests.scenes.scene_driver import (
    clear_field,
    click,
    click_button,
    press,
    run_frames,
    type_text,
)


def played(seed: int, actions: int) -> CodexSession:
    session = CodexSession.new(seed)
    rnd = random.Random(seed)
    for _ in range(actions):
        legal = session.game.legal_actions()
        if not legal:
            break
        session.game.apply(rnd.choice(legal))
    return session


def test_save_and_load_mid_game_reach_the_same_state_hash():
    session = played(11, 120)
    session.players = {"player1": "Anna", "player2": "Boris"}
    save = read_save(session.save("Codex evening"))
    assert save.mode == "codex" and save.turn == session.game.state.turn_number
    loaded = open_session(save)
    assert loaded.game.state_hash() == session.game.state_hash()
    assert loaded.players == session.players and loaded.name == "Codex evening"


def test_a_damaged_payload_names_the_first_refused_action():
    payload = played(4, 30).to_payload()
    payload["actions"][3] = "attack 1 base"
    try:
        CodexSession.from_payload(payload, file="x.json")
    except DamagedGame as exc:
        assert "action 4" in str(exc) and "attack 1 base" in str(exc)
    else:
        raise AssertionError("a forged action was replayed")
    for bad, field in (({"engine": "woodland"}, "engine"), ({"seed": -1}, "seed"),
                       ({"options": {"x": 1}}, "options"), ({"players": {"eyrie": "B"}},
                                                             "players")):
        broken = {**payload, **bad}
        try:
            CodexSession.from_payload(broken)
        except DamagedGame as exc:
            assert field in str(exc)
        else:
            raise AssertionError(f"{field} was accepted")


def test_new_game_codex_with_seats_and_seed_opens_the_codex_table(app):
    open_first(app)
    run_frames(app)
    click_button(app, "New game")
    click_button(app, "Codex")
    scene = app.stack.top
    assert isinstance(scene, CodexNewGameScene)
    clear_field(app, scene.seed)
    type_text(app, "777")
    assert scene.seats() == {"player1": "human", "player2": "normal"}  # the default
    clear_field(app, scene.names["player2"])
    type_text(app, "Boris")
    click(app, dict(scene.kind_buttons["player2"])["human"].rect.center)  # two people
    click_button(app, "Start")
    table = app.stack.find(CodexTable)
    assert table is not None
    assert table.session.seed == 777 and table.session.players["player2"] == "Boris"
    assert table.session.seats == {"player1": "human", "player2": "human"}
    assert table.game.state_hash() == CodexSession.new(777).game.state_hash()
    ready(app)
    assert app.stack.top is table and table.revealed


def test_save_from_the_pause_menu_then_load_opens_the_codex_table(app):
    session = played(17, 80)
    expected = session.game.state_hash()
    write_save("Root game", "woodland", 1, {"engine": "woodland", "seed": 1, "options": {},
                                            "actions": []})
    open_first(app)
    app.stack.push(CodexTable(app, session))
    run_frames(app, 2)
    ready(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    click_button(app, "Save game")
    saver = app.stack.top
    assert isinstance(saver, SaveGameScene)
    assert saver.field.text.startswith("Codex")
    clear_field(app, saver.field)
    type_text(app, "Duel")
    press(app, pygame.K_RETURN)
    click_button(app, "Main menu")
    assert isinstance(app.stack.top, TitleScene)
    click_button(app, "Load game")
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    names = {e.name: e.mode for e in loader.entries}
    assert names["Duel"] == "codex" and names["Root game"] == "woodland"
    loader.list.select(next(i for i, e in enumerate(loader.entries) if e.name == "Duel"))
    click_button(app, "Load")
    table = app.stack.find(CodexTable)
    assert table is not None and table.session.game.state_hash() == expected
    assert table.session.name == "Duel"
    assert len([ln for ln in table.lines if ln.player is not None]) == len(session.game.history)


def test_continue_resumes_a_codex_autosave(app):
    session = played(21, 50)
    session.autosave()
    open_first(app)
    run_frames(app)
    click_button(app, "Continue")
    table = app.stack.find(CodexTable)
    assert table is not None and table.game.state_hash() == session.game.state_hash()


def test_a_damaged_codex_save_is_refused_and_the_app_keeps_running(app):
    payload = played(2, 30).to_payload()
    payload["actions"][5] = "patrol 99 elite"
    write_save("Forged", "codex", 1, payload)
    open_first(app, "load")
    run_frames(app)
    click_button(app, "Load")
    assert isinstance(app.stack.top, Dialog) and app.running
    assert "action 6" in app.stack.top.message()
    assert [e.name for e in list_saves()] == ["Forged"]


def test_new_codex_with_a_seed_and_a_recorded_drag(tmp_path, monkeypatch):
    """--new codex --seed N --events: Enter takes the computer, then the
    recorded drag plays a hand card onto the table: the game's first action."""
    import scenes.codex.opening as opening
    from scenes import theme
    from scenes.codex.snapshot import Snapshot
    from scenes.codex.view import CodexView, Hit

    seed = 4
    game = CodexSession.new(seed).game
    playable = next(a for a in game.legal_actions() if a.verb == "play" and len(a.args) == 1)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1920, 1080))
    view = CodexView()
    view.layer(Snapshot.of(game, 0))
    start = next(r.center for r, h in view.hits if h.kind == "card"
                 and h.key[0] == playable.args[0])
    end = view.rect_of(Hit("table", (0,))).center
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
    path = tmp_path / "play.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    opened = []
    real = opening.CodexSession.new
    monkeypatch.setattr(opening.CodexSession, "new",
                        classmethod(lambda cls, *a, **k: opened.append(real(*a, **k))
                                    or opened[-1]))
    assert main.main(["--new", "codex", "--seed", str(seed), "--events", str(path),
                      "--frames", "12"]) == 0
    session = opened[0]
    assert session.seed == seed
    assert session.game.log == [str(playable)]


def test_load_from_the_pause_menu_lists_both_games_and_opens_a_root_save(app):
    from scenes.woodland.table import WoodlandTable

    root = {"engine": "woodland", "seed": 3, "options": {}, "actions": []}
    write_save("Root game", "woodland", 0, root)
    played(8, 40).save("Codex duel")
    open_first(app)
    app.stack.push(CodexTable(app, played(5, 20)))
    run_frames(app, 2)
    ready(app)
    press(app, pygame.K_ESCAPE)
    click_button(app, "Load game")
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    modes = {e.name: e.mode for e in loader.entries}
    assert modes["Root game"] == "woodland" and modes["Codex duel"] == "codex"
    loader.list.select(next(i for i, e in enumerate(loader.entries) if e.name == "Root game"))
    click_button(app, "Load")
    assert app.stack.find(WoodlandTable) is not None and app.stack.find(CodexTable) is None
