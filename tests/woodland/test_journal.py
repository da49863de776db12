"""The engine's journal of card and piece changes (game.woodland.journal) is
complete: at every step of seeded random games, what it notes nets to exactly
what a comparison of the whole state before and after the step finds. Rootlog
reads the journal instead of comparing states, so a change the engine made
without noting it would be a move the record never shows."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.woodland import rules
from game.woodland.game import Game
from game.woodland.journal import KEEP
from game.woodland.state import State


def _card_counts(s: State) -> list[Counter[int]]:
    return [Counter(cards) for cards in s.card_lists()]


def _piece_lists(s: State) -> list[list[int]]:
    return [s.warriors[0], s.warriors[1], s.bld[0], s.bld[1], s.bld[2], s.roost, s.wood]


def _snapshot_net(before: State, after: State) -> tuple[Counter, Counter]:
    """What changed between two states, keyed like the journal's entries."""
    cards: Counter[tuple[int, int]] = Counter()
    for place, (b, a) in enumerate(zip(_card_counts(before), _card_counts(after), strict=True)):
        for t in b.keys() | a.keys():
            if a[t] != b[t]:
                cards[place, t] = a[t] - b[t]
    pieces: Counter[tuple[int, int]] = Counter()
    for group, (b, a) in enumerate(zip(_piece_lists(before), _piece_lists(after), strict=True)):
        for c, (x, y) in enumerate(zip(b, a, strict=True)):
            if x != y:
                pieces[group, c] = y - x
    if before.keep != after.keep:
        if before.keep:
            pieces[KEEP, before.keep] -= 1
        if after.keep:
            pieces[KEEP, after.keep] += 1
    return cards, pieces


def _journal_net(s: State) -> tuple[Counter, Counter]:
    cards: Counter[tuple[int, int]] = Counter()
    for place, t, d in s.journal[0]:
        cards[place, t] += d
    pieces: Counter[tuple[int, int]] = Counter()
    for group, c, d in s.journal[1]:
        pieces[group, c] += d
    return (Counter({k: v for k, v in cards.items() if v}),
            Counter({k: v for k, v in pieces.items() if v}))


class _Checker:
    """Compares the journal with the snapshot after each step, then starts
    both afresh; counts which places and groups the games exercised."""

    def __init__(self, s: State) -> None:
        self.places: set[tuple[int, int]] = set()
        self.groups: set[tuple[int, int]] = set()
        self.steps = 0
        self.start(s)

    def start(self, s: State) -> None:
        s.journal = ([], [])
        self.before = s.clone()

    def check(self, s: State, *_args: object) -> None:
        noted, found = _journal_net(s), _snapshot_net(self.before, s)
        assert noted == found, f"journal {noted} but the state changed by {found}"
        self.places.update((place, d > 0) for (place, _t), d in found[0].items())
        self.groups.update((group, d > 0) for (group, _c), d in found[1].items())
        self.steps += 1
        self.start(s)


# Seeds chosen so that each set moves a card into and out of every list and
# every kind of piece both ways (the keep removed, Marquise crafted cards
# discarded: rare in random games).
@pytest.mark.parametrize("seeds", [(2, 5, 6, 27), (8, 17, 51, 59)])
def test_journal_nets_to_every_change_of_every_step(board, seeds) -> None:
    places: set[tuple[int, int]] = set()
    groups: set[tuple[int, int]] = set()
    for seed in seeds:
        rnd = random.Random(seed)
        game = Game.new(board, seed=seed, track_undo=False)
        s = game.state
        checker = _Checker(s)
        legal = game.legal_actions()
        while legal:
            action = rnd.choice(legal)
            mark = rules.undo_mark(s)
            rules.handle(s, action)
            checker.check(s)
            legal = rules.advance(s, mark, checker.check)
            checker.check(s)  # what ending the game changes
        places |= checker.places
        groups |= checker.groups
    assert places == {(p, d) for p in range(10) for d in (False, True)}
    assert groups == {(g, d) for g in range(KEEP + 1) for d in (False, True)}


def test_a_state_in_play_notes_nothing(board) -> None:
    """Only a state given a journal keeps one: a game's own states and every
    clone start without (the rules then pay one test per change)."""
    game = Game.new(board, seed=3, track_undo=False)
    rnd = random.Random(3)
    for _ in range(40):
        game.apply(rnd.choice(game.legal_actions()))
    assert game.state.journal is None
    s = game.state.clone()
    s.journal = ([], [])
    assert s.clone().journal is None
