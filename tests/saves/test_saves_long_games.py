"""Long saves open from the position saved with them, and stay verifiable.

A save may hold 100,000 actions (`scenes.session.MAX_ACTIONS`); replaying that
many through the rules took seconds (issue 16, item 11), so a log longer than
`CHECKPOINT_AFTER` is saved with the position it reaches and opened from it.
The checks here count the actions the rules replay, never the clock
(bench/saves.py measures the time). The checkpoint is a cache: a save whose
checkpoint does not match its actions is replayed in full and accepted or
refused exactly as one without it.
"""

from __future__ import annotations

import copy
import random

import pytest

import scenes.session as shared
from game.codex.game import Game as CodexGame
from game.woodland.game import Game as RootGame
from saves.store import read_save, write_save
from scenes.codex.session import CodexSession, DamagedGame, open_session
from scenes.session import MAX_ACTIONS
from scenes.woodland.session import WoodlandSession
from tests.saves.long_games import long_codex_session, random_root_session


@pytest.fixture(scope="module")
def limit_session() -> CodexSession:
    """A Codex game of exactly the documented limit of actions."""
    session = long_codex_session(MAX_ACTIONS)
    assert len(session.game.history) == MAX_ACTIONS
    return session


@pytest.fixture
def applied(monkeypatch) -> list[int]:
    """Counts the actions either engine applies (``applied[0]`` Codex, ``[1]`` Root)."""
    counts = [0, 0]
    for index, engine in enumerate((CodexGame, RootGame)):
        real = engine.apply

        def counting(self, action, player=None, _real=real, _index=index):
            counts[_index] += 1
            return _real(self, action, player)

        monkeypatch.setattr(engine, "apply", counting)
    return counts


@pytest.fixture
def short_threshold(monkeypatch) -> int:
    """Checkpoints from 50 actions on, so ordinary games can stand for long ones."""
    monkeypatch.setattr(shared, "CHECKPOINT_AFTER", 50)
    return 50


def _payload_without_checkpoint(payload: dict) -> dict:
    return {key: value for key, value in payload.items() if key != "checkpoint"}


def test_a_codex_save_at_the_limit_of_100000_actions_opens_replaying_none_of_them(
        limit_session, applied):
    save = read_save(write_save("Long evening", "codex", limit_session.round,
                                limit_session.to_payload()))
    loaded = open_session(save)
    assert applied[0] == 0
    game = loaded.game
    assert game.state_hash() == limit_session.game.state_hash()
    assert game.log == limit_session.game.log and game.seed == limit_session.seed
    assert game.legal_actions() == limit_session.game.legal_actions()
    assert loaded.to_payload() == save.game  # saved again, the same


def test_the_position_saved_with_a_long_log_is_the_one_its_whole_replay_reaches(
        short_threshold):
    payload = long_codex_session(400, seed=8).to_payload()
    replayed = CodexSession.from_payload(_payload_without_checkpoint(payload))
    assert replayed.game.to_position() == payload["checkpoint"]["position"]
    assert payload["checkpoint"]["after"] == 400


def test_a_codex_game_opened_from_its_stored_position_plays_on_like_the_replayed_one(
        short_threshold):
    session = long_codex_session(400, seed=3)
    payload = session.to_payload()
    assert payload["checkpoint"]["after"] == 400
    resumed = CodexSession.from_payload(payload).game
    replayed = CodexSession.from_payload(_payload_without_checkpoint(payload)).game
    rnd = random.Random(3)
    for _ in range(60):
        assert resumed.legal_actions() == replayed.legal_actions()
        if replayed.is_over:
            break
        action = rnd.choice(replayed.legal_actions())
        resumed.apply(action)
        replayed.apply(action)
        assert resumed.state_hash() == replayed.state_hash()
    assert resumed.log == replayed.log


def test_ordinary_saves_hold_no_stored_position_and_replay_in_full(applied):
    session = long_codex_session(300, seed=2)
    payload = session.to_payload()
    assert "checkpoint" not in payload
    applied[0] = 0
    CodexSession.from_payload(payload)
    assert applied[0] == 300


def test_an_edited_action_before_the_stored_position_is_refused_naming_it(
        short_threshold, applied):
    payload = long_codex_session(300, seed=4).to_payload()
    payload["actions"][10] = "attack 1 base"
    applied[0] = 0
    with pytest.raises(DamagedGame, match=r"action 11 \('attack 1 base'\) is refused"):
        CodexSession.from_payload(payload, file="x.json")
    assert applied[0] == 11  # the digest did not match: replayed from the start


def test_a_changed_stored_position_is_set_aside_and_the_log_replayed(short_threshold, applied):
    session = long_codex_session(300, seed=5)
    payload = session.to_payload()
    forged = copy.deepcopy(payload)
    forged["checkpoint"]["position"]["players"][0]["gold"] = 20
    applied[0] = 0
    loaded = CodexSession.from_payload(forged)
    assert applied[0] == 300
    assert loaded.game.state_hash() == session.game.state_hash()


def test_a_stored_position_the_engine_refuses_is_set_aside_and_the_log_replayed(
        short_threshold, applied):
    session = long_codex_session(300, seed=5)
    payload = session.to_payload()
    checkpoint = payload["checkpoint"]
    checkpoint["position"]["players"][0]["gold"] = 99  # and a digest that matches it
    checkpoint["sha256"] = shared.checkpoint_digest(
        "codex", payload["seed"], payload["options"], payload["actions"], checkpoint["position"])
    applied[0] = 0
    loaded = CodexSession.from_payload(payload)
    assert applied[0] == 300
    assert loaded.game.state_hash() == session.game.state_hash()


def test_a_save_with_actions_after_its_stored_position_replays_only_those(
        short_threshold, applied):
    session = long_codex_session(300, seed=6)
    early = CodexSession.replay(6, {}, session.game.history[:200]).to_payload()
    early["actions"] = session.game.log  # 100 more actions after the stored position
    applied[0] = 0
    loaded = CodexSession.from_payload(early)
    assert applied[0] == 100
    assert loaded.game.state_hash() == session.game.state_hash()


def test_an_action_after_the_stored_position_is_refused_with_its_number_in_the_log(
        short_threshold):
    session = long_codex_session(300, seed=6)
    payload = CodexSession.replay(6, {}, session.game.history[:200]).to_payload()
    payload["actions"] = session.game.log[:250] + ["build tower tower"]
    with pytest.raises(DamagedGame, match=r"action 251 \('build tower tower'\)"):
        CodexSession.from_payload(payload, file="x.json")


BAD_CHECKPOINTS = [
    (5, "'checkpoint' must be an object of after, position and sha256"),
    (None, "'checkpoint' must be an object"),
    ({"after": 300, "position": {}}, "'checkpoint' must be an object"),
    ({"after": 300, "position": {}, "sha256": "0" * 64, "x": 1}, "'checkpoint' must be"),
    ({"after": 301, "position": {}, "sha256": "0" * 64}, "'checkpoint.after' must be a whole"),
    ({"after": -1, "position": {}, "sha256": "0" * 64}, "'checkpoint.after' must be a whole"),
    ({"after": True, "position": {}, "sha256": "0" * 64}, "'checkpoint.after' must be a whole"),
    ({"after": 10**5000, "position": {}, "sha256": "0" * 64}, "'checkpoint.after' must be"),
    ({"after": 3, "position": [], "sha256": "0" * 64}, "'checkpoint.position' must be a JSON"),
    ({"after": 3, "position": {}, "sha256": "0" * 63}, "'checkpoint.sha256' must be 64 hex"),
    ({"after": 3, "position": {}, "sha256": "G" * 64}, "'checkpoint.sha256' must be 64 hex"),
]


@pytest.mark.parametrize(("checkpoint", "needle"), BAD_CHECKPOINTS)
def test_a_checkpoint_of_the_wrong_shape_is_refused_naming_its_field(checkpoint, needle):
    payload = long_codex_session(300, seed=7).to_payload()
    payload["checkpoint"] = checkpoint
    with pytest.raises(DamagedGame, match="the saved game is damaged: " + needle):
        CodexSession.from_payload(payload, file="x.json")


def test_a_long_root_save_opens_from_its_stored_position_its_log_aligned(
        short_threshold, applied):
    session = random_root_session(seed=3)
    actions = len(session.game.history)
    assert actions > 50
    session.players = {"marquise": "Anna"}
    save = read_save(write_save("Root evening", "woodland", session.round, session.to_payload()))
    applied[1] = 0
    loaded = WoodlandSession.from_payload(save.game, file="root.json")
    assert applied[1] == 0
    assert loaded.game.state_hash() == session.game.state_hash()
    assert loaded.game.log == session.game.log and loaded.game.seed == 3
    assert loaded.actors == [-1] * actions and loaded.events == [[]] * actions
    assert loaded.to_payload() == save.game
    replayed = WoodlandSession.from_payload(_payload_without_checkpoint(save.game))
    assert replayed.game.to_position() == save.game["checkpoint"]["position"]


def test_a_root_save_with_an_edited_action_before_its_stored_position_is_refused(
        short_threshold):
    payload = random_root_session(seed=3).to_payload()
    payload["actions"][5] = "keep 12"
    with pytest.raises(DamagedGame, match=r"action 6 \('keep 12'\) is refused"):
        WoodlandSession.from_payload(payload, file="root.json")
