"""Fuzzing the action-text boundary (``Action.parse``, ``check``, ``apply``), issue 9.

Only ASCII digits of sensible length (at most three) are numbers; a word
is otherwise a lower-case name, and anything else — superscripts, other
scripts' digits (``str.isdigit()`` is true for them), thousands of digits,
control characters — is a ``notation`` refusal. Real action texts from
seeded random games are damaged by ``tests.fuzzing.mutate_action_text``;
each mutant is applied where the original was legal: it is applied (if it
happens to be legal) or refused with an IllegalAction, and a refusal leaves
the position byte-identical. Actions built directly with odd argument values
(huge, negative, of the wrong type) get the same treatment.

Seeded (hypothesis ``derandomize``). ``WOODLAND_FUZZ_RUNS`` sets the number
of mutants (default 300, a few seconds).
"""

from __future__ import annotations

import functools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.woodland.actions import Action
from game.woodland.errors import IllegalAction
from game.woodland.game import Game
from tests.fuzzing import HUGE, JUNK, decisions_along, fuzz_runs, mutate_action_text, mutated

from .conftest import autumn_board


@functools.cache
def decisions() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(position JSON, its legal action texts) along seeded random games."""
    board = autumn_board()
    return tuple(decisions_along(lambda seed: Game.new(board, seed=seed), 7))


def _applied_or_refused(game: Game, action) -> None:
    before = game.to_json()
    try:
        game.check(action)
    except IllegalAction as err:
        assert err.rule and err.key
        assert game.to_json() == before
        with pytest.raises(IllegalAction):
            game.apply(action)
        assert game.to_json() == before
        return
    game.apply(action)


@settings(max_examples=fuzz_runs(300), derandomize=True, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_damaged_action_text_is_applied_or_refused_as_notation(data):
    position, texts = data.draw(st.sampled_from(decisions()), label="decision")
    text = data.draw(mutated(data.draw(st.sampled_from(texts)), mutate_action_text))
    game = Game.from_position(autumn_board(), position)
    try:
        parsed = Action.parse(text)
    except IllegalAction as err:
        assert err.rule == "notation"
        with pytest.raises(IllegalAction):
            game.apply(text)
        assert game.to_json() == position or Game.from_position(
            autumn_board(), position).to_json() == game.to_json()
        return
    assert all(type(x) is int and 0 <= x <= 999 or type(x) is str and x.isascii()
               for x in parsed.args)
    assert read_as_written(text, parsed), f"{text!r} was read as {str(parsed)!r}"
    _applied_or_refused(game, text)


def read_as_written(text: str, parsed: Action) -> bool:
    """Only the text ``str`` writes is read (issue 16); a craft's clearings
    may come in any order (they are a set, read ascending)."""
    if parsed.verb == "craft":
        return sorted(text.split(" ")) == sorted(str(parsed).split(" "))
    return str(parsed) == text


ODD_ARGS = JUNK + HUGE + (-1, 10**9, 2**64, b"5", (1,), object())


@settings(max_examples=fuzz_runs(300) // 2, derandomize=True, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_actions_with_odd_argument_values_are_refused(data):
    position, texts = data.draw(st.sampled_from(decisions()), label="decision")
    real = Action.parse(data.draw(st.sampled_from(texts)))
    args = list(real.args) or [None]
    k = data.draw(st.integers(0, len(args) - 1))
    args[k] = data.draw(st.sampled_from(ODD_ARGS))
    game = Game.from_position(autumn_board(), position)
    _applied_or_refused(game, Action(real.verb, tuple(args)))


@pytest.mark.parametrize("text", [
    "pay ¹", "wood ٣", "keep ٣", "keep ３", "move 1 5 ²", "keep " + "1" * 5000,
    "move 1 5 " + "9" * 400, "keep 0003", "keep -1", "keep 1\x00", "recruit 3 Bird",
    "discard " + "a" * 500, "end " * 10_000, "\u2003keep\u20031",
])
def test_only_ascii_numbers_of_sensible_length_are_numbers(board, text):
    game = Game.new(board, seed=1)
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(text)
    assert err.value.rule == "notation" and game.to_json() == before
    assert len(str(err.value)) < 200


def test_a_plain_number_still_reads(board):
    assert Action.parse("move 1 12 3 bird") == Action("move", (1, 12, 3, "bird"))
    assert Action.parse("keep 0") == Action("keep", (0,))


@pytest.mark.parametrize(("change", "key"), [
    (lambda t: t.replace(" ", "  "), "action.malformed"), (lambda t: " " + t, "action.malformed"),
    (lambda t: t + " ", "action.malformed"), (lambda t: t.replace(" ", "\t"), "action.malformed"),
    (lambda t: t + "\n", "action.malformed"),
    (lambda t: t.replace(" 1", " 01"), "action.bad_arguments"),
    (lambda t: t.replace(" 1", " 001"), "action.bad_arguments"),
], ids=["double space", "leading space", "trailing space", "tab", "newline", "leading zero",
        "two leading zeros"])
def test_an_action_has_one_text_single_spaces_and_no_leading_zeros(board, change, key):
    """Issue 16: ``  keep   1 `` and ``keep 01`` were read as ``keep 1``
    (the notation promised single spaces, the parser split on any run of
    whitespace and read ``01`` as 1). Only the text ``str(action)`` writes
    is read now, by both engines (``game.common.notation.words``)."""
    game = Game.new(board, seed=1)
    text = "keep 1"
    assert Action.parse(text) in game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(change(text))
    assert (err.value.rule, err.value.key) == ("notation", key)
    assert game.to_json() == before


@pytest.mark.parametrize("action", [
    Action("end", (10**5000 - 1,)), Action("keep", (-1,)), Action("keep", (True,)),
    Action("move", (1, 2, 10**20)), Action("keep", (1.0,)), Action("keep", ("1",)),
    Action(5, ()), Action("keep", None), Action("discard", ("Anvil",)),
], ids=lambda a: repr(a.verb))
def test_actions_no_text_could_express_are_notation(board, action):
    """Found by the fuzz: a 5000-digit number reached str() in the refusal."""
    game = Game.new(board, seed=1)
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == "notation" and game.to_json() == before
    assert len(str(err.value)) < 200
