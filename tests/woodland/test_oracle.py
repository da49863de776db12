"""Cross-check: the engine's legal Marquise Daylight actions (§6, 4.2, 4.3,
2.5) and crafting actions (4.1) against a slow, independent reading of the
rules, on every such decision of a few seeded random games.

The oracle below is written straight from spec §2/§3/§6 with no shared code
(its own rule test, its own flood fill for connected wood, its own
permutation search for crafting payments), so a shortcut in the fast
generators (shared action tables, rule maps, memoised payments) shows up as
a set difference."""

from __future__ import annotations

import itertools
import random

from game.woodland.cards import (
    BIRD,
    CARDS,
    CODEBREAKERS,
    CODES,
    SUIT_OF,
    TAX_COLLECTOR,
)
from game.woodland.game import Game

from .conftest import autumn_board

COST = (0, 1, 2, 3, 3, 4)  # spec §6
NAMES = ("sawmill", "workshop", "recruiter")


def _rules(s, f: int, c: int) -> bool:
    cat = s.warriors[0][c] + s.bld[0][c] + s.bld[1][c] + s.bld[2][c]
    eyrie = s.warriors[1][c] + s.roost[c]
    return cat > eyrie if f == 0 else 0 < eyrie >= cat


def marquise_daylight_oracle(s) -> set[str]:
    geo = s.geo
    clearings = range(1, geo.n + 1)
    # 1.4: between the two moves of a March only its second move, or pass.
    out = {"pass"} if s.march else {"end"}
    if s.actions or s.march:
        for a in clearings:
            for b in geo.adj[a]:
                if _rules(s, 0, a) or _rules(s, 0, b):
                    out |= {f"move {a} {b} {n}" for n in range(1, s.warriors[0][a] + 1)}
    if s.march:
        return out
    if s.actions:
        out |= {f"battle {c}" for c in clearings
                if s.warriors[0][c] and (s.warriors[1][c] or s.roost[c])}
        if not s.recruited and sum(s.bld[2]) and sum(s.warriors[0]) < 25:
            out.add("recruit")
        for c in clearings:
            filled = s.bld[0][c] + s.bld[1][c] + s.bld[2][c] + s.roost[c] + geo.ruin[c]
            if not _rules(s, 0, c) or filled >= geo.slots[c]:
                continue
            group, todo = {c}, [c]
            while todo:
                x = todo.pop()
                for y in geo.adj[x]:
                    if y not in group and _rules(s, 0, y):
                        group.add(y)
                        todo.append(y)
            wood = sum(s.wood[x] for x in group)
            for k, name in enumerate(NAMES):
                n = sum(s.bld[k])
                if n < 6 and COST[n] <= wood:
                    out.add(f"build {name} {c}")
        if sum(s.wood) < 8:
            out |= {f"overwork {c} {CODES[card]}" for c in clearings if s.bld[0][c]
                    for card in set(s.hands[0]) if SUIT_OF[card] in (geo.suit[c], BIRD)}
    else:
        out |= {f"hawks {CODES[card]}" for card in set(s.hands[0]) if SUIT_OF[card] == BIRD}
    if TAX_COLLECTOR in s.crafted[0] and not s.flags & 1:
        out |= {f"tax {c}" for c in clearings if s.warriors[0][c]}
    if CODEBREAKERS in s.crafted[0] and not s.flags & 2:
        out.add("codebreakers")
    return out


def craft_oracle(s, f: int) -> set[str]:
    geo = s.geo
    source = s.bld[1] if f == 0 else s.roost
    pieces = [c for c in range(1, geo.n + 1) for _ in range(max(0, source[c] - s.used[c]))]
    out = set()
    for card in set(s.hands[f]):
        ct = CARDS[card]
        if ct.kind == "ambush" or (ct.kind == "persistent" and card in s.crafted[f]):
            continue
        if ct.kind == "item" and s.item_supply[ct.item] <= 0:
            continue
        for perm in itertools.permutations(range(len(pieces)), len(ct.cost)):
            if all(sym == 4 or geo.suit[pieces[i]] == sym for sym, i in zip(ct.cost, perm,
                                                                           strict=True)):
                used = " ".join(str(x) for x in sorted(pieces[i] for i in perm))
                out.add(f"craft {ct.code} {used}")
    return out


def test_marquise_daylight_and_crafting_match_an_independent_oracle():
    board = autumn_board()
    checked = crafted = 0
    for seed in range(6):
        rnd = random.Random(seed)
        game = Game.new(board, seed=seed, track_undo=False)
        while not game.is_over:
            s = game.state
            legal = game.legal_actions()
            if s.step == "daylight" and not s.queue and s.battle is None:
                texts = {str(a) for a in legal}
                if not s.acted:
                    assert {t for t in texts if t.startswith("craft ")} == craft_oracle(
                        s, s.turn), (seed, game.log[-1:])
                    crafted += 1
                if s.turn == 0:
                    assert {t for t in texts if not t.startswith("craft ")} == (
                        marquise_daylight_oracle(s)), (seed, game.log[-1:])
                    checked += 1
            game.apply(rnd.choice(legal))
    assert checked > 300 and crafted > 100
