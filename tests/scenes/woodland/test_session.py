"""A woodland session saved, autosaved and loaded is the same game; a damaged
one is refused with the first bad entry named and nothing opened."""

from __future__ import annotations

import json

import pytest

from saves import paths
from saves.store import read_save
from scenes import i18n
from scenes.woodland.session import DamagedGame, WoodlandSession, open_session
from tests.scenes.woodland.play import played_session


def test_new_session_starts_at_setup_with_the_keep_to_place():
    session = WoodlandSession.new(42)
    assert session.game.state.step == "keep"
    assert session.game.log == []
    assert session.round == 0
    assert session.to_payload() == {"engine": "woodland", "seed": 42, "options": {},
                                    "actions": []}


def test_save_and_load_mid_game_reach_the_same_state_hash():
    session = played_session(seed=11, actions=150)
    session.players = {"marquise": "Anna", "eyrie": "Boris"}
    assert session.round >= 1
    path = session.save("Evening game")
    save = read_save(path)
    assert save.mode == "woodland" and save.turn == session.round
    loaded = open_session(save)
    assert loaded.game.state_hash() == session.game.state_hash()
    assert loaded.game.log == session.game.log
    assert loaded.name == "Evening game" and loaded.players == session.players
    # The loaded game goes on exactly like the original.
    action = session.game.legal_actions()[0]
    session.game.apply(action)
    loaded.game.apply(action)
    assert loaded.game.state_hash() == session.game.state_hash()


def test_autosave_round_trip_keeps_the_game_and_not_the_slot_name():
    session = played_session(seed=3, actions=90)
    path = session.autosave()
    assert path == paths.autosave_path()
    save = read_save(path)
    loaded = open_session(save)
    assert loaded.game.state_hash() == session.game.state_hash()
    assert loaded.name is None  # "Save game" asks for a name, not "Autosave"


def test_undo_after_load_reaches_back_as_far_as_in_the_live_game():
    session = played_session(seed=5, actions=60)
    loaded = WoodlandSession.from_payload(session.to_payload())
    assert loaded.game.can_undo() == session.game.can_undo()


def _payload() -> dict:
    return played_session(seed=2, actions=40).to_payload()


def _with(**changes) -> dict:
    payload = _payload()
    payload.update(changes)
    return payload


def _bad_action() -> dict:
    payload = _payload()
    payload["actions"][10] = "move 1 12 3"
    return payload


def _missing(key: str) -> dict:
    payload = _payload()
    del payload[key]
    return payload


@pytest.mark.parametrize(("payload", "needle"), [
    ([1, 2], "'game' must be a JSON object"),
    (_with(engine="codex"), "'engine' must be 'woodland'"),
    (_with(seed=-1), "'seed' must be a whole number"),
    (_with(seed=True), "'seed' must be a whole number"),
    (_with(seed="7"), "'seed' must be a whole number"),
    (_with(options=[]), "'options' must be a JSON object"),
    (_with(options={"cheat": 1}), "'options' must be made of"),
    (_with(options={"keep": 99}), "the options cannot start a game"),
    (_with(options={"vp_floor": "no"}), "'options.vp_floor' must be true or false"),
    (_with(options={"keep": True}), "'options.keep' must be a clearing number"),
    (_with(options={"buildings": {"sawmill": "1"}}), "'options.buildings' must be"),
    (_with(actions="keep 1"), "'actions' must be a list"),
    (_with(actions=[5]), "'actions[1]' must be the text of an action"),
    (_with(actions=["keep \u0661"]), "'actions[1]' must be the text of an action"),
    (_with(actions=["fly 1"]), "action 1 ('fly 1') is refused by the rules"),
    (_bad_action(), "action 11 ('move 1 12 3') is refused by the rules"),
    (_with(players={"vagabond": "x"}), "'players' must be keyed by"),
    (_with(extra=1), "unknown field 'extra'"),
    (_missing("actions"), "the field 'actions' is missing"),
])
def test_a_damaged_payload_is_refused_naming_the_problem(payload, needle):
    with pytest.raises(DamagedGame) as refused:
        WoodlandSession.from_payload(payload, file="evening.json")
    assert needle in str(refused.value)
    assert str(refused.value).startswith("evening.json: the saved game is damaged")
    assert refused.value.localised().startswith("evening.json: ")


def test_a_refused_action_is_explained_in_russian_with_its_rule():
    i18n.set_language("ru")
    try:
        with pytest.raises(DamagedGame) as refused:
            WoodlandSession.from_payload(_bad_action(), file="x.json")
        text = refused.value.localised()
    finally:
        i18n.set_language("en")
    assert "11" in text and "move 1 12 3" in text


def test_payload_is_plain_json():
    payload = played_session(seed=9, actions=30).to_payload()
    assert json.loads(json.dumps(payload)) == payload


def test_a_finished_game_exports_a_rootlog_record_into_the_saves_folder():
    from scenes.woodland.records import read_record

    session = played_session(seed=4, actions=5000)
    assert session.game.is_over
    session.name = "Long evening"
    session.players = {"marquise": "Anna", "eyrie": "Boris"}
    first = session.export_rootlog()
    second = session.export_rootlog()  # never over an earlier record
    assert first != second and first.parent == paths.saves_dir()
    assert first.name.startswith("long-evening-") and first.suffix == ".rootlog"
    text = first.read_text(encoding="utf-8")
    assert "C: Anna" in text and "E: Boris" in text and "\nWinner: " in text
    replay = read_record(first)
    assert replay.actions == session.game.log
