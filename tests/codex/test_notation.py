"""Codex action text (notation): only ASCII words of sensible length are
actions; anything else is a ``notation`` refusal and changes nothing."""

from __future__ import annotations

import pytest

from game.codex.game import Game
from game.common.errors import IllegalAction


@pytest.mark.parametrize("text", ["attack \u0663 base", "patrol \u00b9 elite",
                                  "attack " + "9" * 5000 + " base", "end\u3000", "play x!",
                                  "attack 1234 base"],
                         ids=["arabic digit", "superscript", "huge number", "ideographic space",
                              "punctuation", "four digits"])
def test_notation_only_ascii_numbers_of_sensible_length(text):
    """An action's words are ASCII: other scripts' digits are never read as
    numbers, and no input escapes as ValueError (as for Root, issue 9)."""
    game = Game.new(seed=1)
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.check(text)
    assert err.value.rule == "notation" and len(str(err.value)) < 400
    assert game.to_json() == before
