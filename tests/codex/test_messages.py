"""Every refusal key the Codex engine raises has an English text, and keys
shared with Root's table mean the same."""

from __future__ import annotations

import re
from pathlib import Path

from game.codex.messages import MESSAGES
from game.woodland.messages import MESSAGES as ROOT_MESSAGES

SOURCES = Path(__file__).resolve().parents[2] / "game" / "codex"


def test_every_key_used_in_the_engine_has_a_text():
    used = set()
    for path in SOURCES.glob("*.py"):
        used |= set(re.findall(r'"((?:[a-z_]+)\.(?:[a-z_]+))"', path.read_text()))
    keys = {k for k in used if k.split(".")[0] in {m.split(".")[0] for m in MESSAGES}}
    missing = sorted(k for k in keys if k not in MESSAGES)
    assert not missing


def test_keys_shared_with_root_have_the_same_text():
    shared = set(MESSAGES) & set(ROOT_MESSAGES)
    assert shared  # action.*, game.over, card.* ...
    assert all(MESSAGES[k] == ROOT_MESSAGES[k] for k in shared)


def test_both_engines_raise_the_same_classes():
    from game.codex.game import Game
    from game.common import errors
    from game.woodland import errors as root_errors

    assert root_errors.IllegalAction is errors.IllegalAction
    assert root_errors.PositionError is errors.PositionError
    game = Game.new(seed=1)
    try:
        game.apply("attack 99 base")
    except errors.IllegalAction as exc:
        assert exc.rule == "codex p.7"
    else:
        raise AssertionError("accepted")

