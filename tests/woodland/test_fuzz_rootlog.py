"""Fuzzing the Rootlog import boundary, issue 9.

Whatever the record, ``import_rootlog`` either returns a sound game or
raises one of the documented errors (RootlogSyntaxError, RootlogIllegalError,
RootlogMismatchError, all RootlogError), and its search explores at most
its budget of engine states (``rootlog.LAST_IMPORT_WORK``: a deterministic
work counter, asserted instead of a time). Records are exported from seeded
random games and damaged by ``tests.fuzzing.mutate_rootlog`` (a token
deleted, doubled, swapped or copied from another line, or text damage:
truncation, random bytes, huge counts, other scripts' digits).

Seeded (hypothesis ``derandomize``). ``WOODLAND_FUZZ_RUNS`` sets the number
of mutants (default 40, a few seconds); the regression cases below come
from the issue.
"""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.woodland import rootlog
from game.woodland.game import Game
from game.woodland.rootlog import (
    RootlogError,
    RootlogMismatchError,
    RootlogSyntaxError,
    export_rootlog,
    import_rootlog,
)
from tests.fuzzing import fuzz_runs, mutate_rootlog, mutated, rootlog_token_edits

from .conftest import autumn_board
from .invariants import check_invariants

HEAD = "Map: Fall\nDeck: Standard\nC: Alice\nE: Bob\n// woodland-seed: 1\n"


@functools.cache
def records() -> tuple[str, ...]:
    """Records of seeded random games: two short, one finished."""
    board = autumn_board()
    out = []
    for seed, steps in ((1, 120), (2, 60), (3, 10**6)):
        rnd = random.Random(seed)
        game = Game.new(board, seed=seed)
        for _ in range(steps):
            if game.is_over:
                break
            game.apply(rnd.choice(game.legal_actions()))
        out.append(export_rootlog(game))
    return tuple(out)


def _budget_respected() -> None:
    work = rootlog.LAST_IMPORT_WORK
    assert work["states"] <= work["budget"], work


def _imported_or_refused(text: str) -> str:
    try:
        game = import_rootlog(text, autumn_board())
    except RootlogError as err:
        assert err.line >= 1 and err.key
        _budget_respected()
        return type(err).__name__
    _budget_respected()
    check_invariants(game)
    return "accepted"


@settings(max_examples=fuzz_runs(40), derandomize=True, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_damaged_records_are_imported_or_refused_within_budget(data):
    base = data.draw(st.sampled_from(records()[:2]), label="record")
    _imported_or_refused(data.draw(mutated(base, mutate_rootlog, max_mutations=2)))


def test_one_token_typos_of_a_finished_game_stay_within_budget():
    """A sample of the one-token typos (deleted, doubled, swapped) of a whole
    game: each is refused (or still reads) within the state budget, and the
    search prunes positions it has already abandoned."""
    edits = list(rootlog_token_edits(records()[2]))
    sample = random.Random(9).sample(edits, max(6, fuzz_runs(40) // 6))
    revisits = 0
    for _desc, text in sample:
        _imported_or_refused(text)
        revisits += rootlog.LAST_IMPORT_WORK["revisits"]
    assert revisits > 0


def test_a_real_record_uses_a_fraction_of_its_budget(board):
    for text in records():
        import_rootlog(text, board)
        work = rootlog.LAST_IMPORT_WORK
        assert work["states"] * 2 < work["budget"], work


def test_search_past_its_budget_is_refused_naming_the_line(board):
    text = records()[0]
    import_rootlog(text, board)
    needed = rootlog.LAST_IMPORT_WORK["states"]
    with pytest.raises(RootlogMismatchError) as err:
        import_rootlog(text, board, max_states=needed // 2)
    assert "too many ways" in str(err.value) or err.value.token
    assert rootlog.LAST_IMPORT_WORK["states"] <= needed // 2
    assert err.value.line > 1


# --- regressions from the issue ------------------------------------------------------

@pytest.mark.parametrize("turn", [
    "C:1000000w1->5", "C:10000000w1->5", "C:999999999999w1->5", "C:" + "1" * 5000 + "w1->5",
    "C:t_k->" + "3" * 5000, "C:XE" + "1" * 5000, "C:++" + "9" * 5000, "C:w->٣", "C:٣w1->5",
    "C:t_k->3/w->1+2+3+5+6+7+8+9+10+11+12/(" + "+".join(["w"] * 300) + ")1->",
    "C:w->" + "+".join(["1"] * 5000),
])
def test_huge_counts_and_odd_digits_are_syntax_errors(board, turn):
    with pytest.raises(RootlogSyntaxError) as err:
        import_rootlog(HEAD + turn, board)
    assert err.value.line == 6 and len(str(err.value)) < 300
    assert rootlog.LAST_IMPORT_WORK["states"] == 0  # refused before any search


@pytest.mark.parametrize("comment", [
    "// woodland: pay ¹", "// woodland: wood ٣", "// woodland: keep " + "1" * 5000,
    "// woodland: craft anvil 1 2 3 4 5 6 7 8 9",
])
def test_bad_engine_hints_are_syntax_errors(board, comment):
    with pytest.raises(RootlogSyntaxError):
        import_rootlog(HEAD + "C:t_k->3 " + comment, board)


@pytest.mark.parametrize("seed", ["٣", "1_000", "9" * 5000, "0x10", "1.5", ""])
def test_the_seed_comment_is_ascii_digits(board, seed):
    with pytest.raises(RootlogSyntaxError) as err:
        import_rootlog(f"Map: Fall\n// woodland-seed: {seed}\nC:t_k->3", board)
    assert err.value.line == 2


def test_random_bytes_are_refused_as_documented(board):
    rnd = random.Random(4)
    for _ in range(fuzz_runs(40)):
        junk = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 200))).decode("latin-1")
        try:
            import_rootlog(HEAD + junk, board)
        except RootlogError:
            continue


def test_a_turn_of_thousands_of_actions_is_a_syntax_error(board):
    with pytest.raises(RootlogSyntaxError) as err:
        import_rootlog(HEAD + "C:" + "/".join(["w->1"] * 5000), board)
    assert err.value.line == 6


@pytest.mark.parametrize("record", [None, b"C:t_k->3", 12])
def test_a_record_that_is_not_text_is_a_syntax_error(board, record):
    with pytest.raises(RootlogSyntaxError):
        import_rootlog(record, board)


# --- the search explores exactly what it did before the speed-up -------------------

def test_a_real_record_explores_a_pinned_number_of_states(board):
    """Work counters of the three records, measured before import was made
    faster (raw-state search, keys only for abandoned positions, tries that
    stop at their first unmatched atom): the same readings are tried."""
    pinned = [(265, 0), (123, 0), (1139, 0)]
    for text, (states, revisits) in zip(records(), pinned, strict=True):
        import_rootlog(text, board)
        work = rootlog.LAST_IMPORT_WORK
        assert (work["states"], work["revisits"]) == (states, revisits)


@pytest.mark.parametrize(("edit", "outcome", "states", "revisits"), [
    ("line 18 token 10 deleted", ("RootlogIllegalError", 21), 316, 70),
    ("line 21 token 8 deleted", ("RootlogMismatchError", 21), 911, 386),
    ("line 27 token 7 doubled", ("RootlogIllegalError", 27), 1077, 420),
    ("line 36 token 7 deleted", ("RootlogIllegalError", 42), 1366, 444),
])
def test_a_typo_is_refused_after_the_same_search(board, edit, outcome, states, revisits):
    """Typos whose refusal backtracks and prunes abandoned positions: the
    line, the error and the work are those measured before the speed-up
    (a position's key is now computed only once it is abandoned)."""
    text = dict(rootlog_token_edits(records()[2]))[edit]
    with pytest.raises(RootlogError) as err:
        import_rootlog(text, board)
    assert (type(err.value).__name__, err.value.line) == outcome
    work = rootlog.LAST_IMPORT_WORK
    assert (work["states"], work["revisits"]) == (states, revisits)
