"""Codex action text (notation): only ASCII words of sensible length are
actions; anything else is a ``notation`` refusal and changes nothing."""

from __future__ import annotations

import random

import pytest

from game.codex.actions import Action
from game.codex.game import Game
from game.common.errors import IllegalAction

from .scenario import Scenario


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


@pytest.mark.parametrize("action", [
    Action("patrol", (2.0, "scavenger")), Action("unpatrol", (True,)),
    Action("attack", (True, "base")), Action("patrol", (-1, "elite")),
    Action("attack", (10**20, "base")), Action("attack", (-(10**20), "base")),
    Action("play", ([1],)), Action("attack", ({}, 69)), Action("end", (10**5000 - 1,)),
    Action("build", ("x" * 500,)), Action("summon", None), Action(5, ()),
    Action("unpatrol", ({"a": 1},)), Action("level", (b"5",)),
])
def test_actions_no_text_could_express_are_notation(action):
    """Found by the fuzz: ``34.0 == 34`` and ``False == 0`` made such
    Actions equal to legal ones (applied, then the log read 'patrol 2.0
    scavenger'); huge and negative numbers indexed the card lists
    (IndexError); a list or dict as a word raised TypeError (unhashable);
    huge numbers and long words made refusals that could not be drawn."""
    sc = Scenario()
    assert sc.unit(0, "tenderfoot", patrol="squad_leader") == 1  # True == 1
    assert sc.unit(0, "older_brother") == 2  # 2.0 == 2
    game = sc.game()
    listed = set(map(str, game.legal_actions()))
    assert {"patrol 2 scavenger", "unpatrol 1", "attack 1 base"} <= listed
    before = game.state_hash()
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == "notation" and len(str(err.value)) < 300
    assert game.state_hash() == before


# --- one text per action, as Root's (issue 16) -----------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("attack 01 base", "action.bad_arguments"), ("attack 001 base", "action.bad_arguments"),
    ("play  bloom  1", "action.malformed"), ("attack 1  base", "action.malformed"),
    (" attack 1 base", "action.malformed"), ("attack 1 base ", "action.malformed"),
    ("attack 1\tbase", "action.malformed"), ("end\n", "action.malformed"),
    ("\tend", "action.malformed"), ("", "action.malformed"), (" ", "action.malformed"),
])
def test_notation_an_action_has_one_text_single_spaces_and_no_leading_zeros(text, key):
    """``attack 01 base`` and ``play  bloom  1`` were read as ``attack 1
    base`` and ``play bloom 1``: a log or save could hold a text the engine
    never writes. Now, as Root's, only the text ``str(action)`` writes is
    read; the refusal quotes the text so the stray space shows."""
    sc = Scenario()
    sc.hero(0)
    assert sc.unit(0, "tenderfoot") == 1
    game = sc.hand(0, "bloom").gold(0, 2).game()
    listed = set(map(str, game.legal_actions()))
    assert {"attack 1 base", "play bloom 1", "end"} <= listed
    before = game.state_hash()
    with pytest.raises(IllegalAction) as err:
        game.apply(text)
    assert (err.value.rule, err.value.key) == ("notation", key)
    assert repr(text) in str(err.value) or key == "action.bad_arguments"
    assert game.state_hash() == before


def test_notation_every_text_the_engine_writes_is_read_as_itself():
    """Along seeded random games: each legal action's text reads back as
    the same action (same types), and the log reads back as the history."""
    for seed in (3, 4):
        game = Game.new(seed=seed)
        rnd = random.Random(seed)
        while not game.is_over:
            for action in game.legal_actions():
                again = Action.parse(str(action))
                assert again == action and list(map(type, again.args)) == list(
                    map(type, action.args))
            game.apply(rnd.choice(game.legal_actions()))
        assert [Action.parse(text) for text in game.log] == game.history
