"""A small fluent helper so a Codex rules test reads like a story.

    sc = Scenario()                                  # player 0's main phase, turn 5
    brother = sc.unit(0, "older_brother")
    leader = sc.unit(1, "iron_man", patrol="squad_leader")
    game = sc.game()
    refused(game, f"attack {brother} base", "codex p.7", "attack.squad_leader_first")

A scenario builds a *position* — the JSON the engine saves — so every test
goes through the real loader. It starts mid-game: player ``turn``'s main
phase on turn 5, no gold, only the bases built, starter cards in the decks,
codex cards in the codices, heroes in the command zone. ``unit``/``hero``/
``ongoing`` put a card into play and return its id; ``hand``, ``deck``,
``discard`` move cards by code; other methods set gold, workers, buildings.
"""

from __future__ import annotations

import copy
from typing import Any

from game.codex.cards import CARD_INDEX, CODES
from game.codex.game import Game
from game.codex.position import to_position
from game.codex.state import PER_PLAYER, SLOTS, State, starting_codes

ZONES = ("deck", "hand", "discard", "workers", "codex", "play")


class Scenario:
    def __init__(self, turn: int = 0, phase: str = "main", turn_number: int = 5,
                 specs: tuple[str, str] = ("bashing", "finesse")) -> None:
        s = State.empty(specs)
        s.rng = 0xABCD
        for p in (0, 1):
            base = p * PER_PLAYER
            s.deck[p] = list(range(base, base + 10))
            s.codex[p] = list(range(base + 10, base + 34))
        s.turn = turn
        s.turn_number = turn_number + (1 if turn == 1 and turn_number % 2 else 0)
        s.phase = phase
        self.pos = to_position(s)
        self.codes = starting_codes(specs[0]) + starting_codes(specs[1])

    # --- where cards are ---------------------------------------------------------

    def _player(self, p: int) -> dict[str, Any]:
        return self.pos["players"][p]

    def _take(self, owner: int, code: str) -> int:
        """The first id of ``owner``'s ``code`` still in the deck or codex."""
        want = CARD_INDEX[code]
        pl = self._player(owner)
        for zone in ("deck", "codex"):
            for i in pl[zone]:
                if self.codes[i] == want:
                    pl[zone].remove(i)
                    return i
        raise ValueError(f"no {code} of player {owner} left to place")

    def _enter(self, p: int, i: int, code: str, **state: Any) -> int:
        patrol = state.pop("patrol", None)
        entry = {"code": code, "damage": 0, "exhausted": False, "fresh": False, "runes": 0,
                 "level": 0, "disabled": False, "attacked": False, "temp_atk": 0,
                 "temp_hp": 0, "stealth": False, "armor_used": False, "partner": None}
        for key, value in state.items():
            if key not in entry:
                raise ValueError(f"unknown card state {key!r}")
            entry[key] = value
        self.pos["cards"][str(i)] = entry
        self._player(p)["play"].append(i)
        if patrol is not None:
            assert patrol in SLOTS, patrol
            self._player(p)["patrol"][patrol] = i
        return i

    def unit(self, p: int, code: str, owner: int | None = None, **state: Any) -> int:
        """Put ``code`` into play under ``p`` (``owner`` for a stolen one)."""
        i = self._take(p if owner is None else owner, code)
        return self._enter(p, i, code, **state)

    ongoing = unit

    def two_step(self, p: int, a: int, b: int) -> int:
        """A Two Step of ``p``'s in play bonding ``a`` and ``b`` as playing
        it does (it names ``a``; the partners name each other); its id."""
        step = self.ongoing(p, "two_step")
        cards = self.pos["cards"]
        cards[str(step)]["partner"] = a
        cards[str(a)]["partner"] = b
        cards[str(b)]["partner"] = a
        return step

    def token(self, p: int, code: str = "dancer", **state: Any) -> int:
        used = {int(k) for k in self.pos["cards"]}
        for i in range(p * PER_PLAYER + 35, p * PER_PLAYER + 38):
            if i not in used:
                return self._enter(p, i, code, **state)
        raise ValueError("no token left")

    def hero(self, p: int, level: int = 1, **state: Any) -> int:
        i = p * PER_PLAYER + 34
        code = self._hero_code(p)
        return self._enter(p, i, code, level=level, **state)

    def _hero_code(self, p: int) -> str:
        return CODES[self.codes[p * PER_PLAYER + 34]]

    def hand(self, p: int, *codes: str) -> Scenario:
        for code in codes:
            self._player(p)["hand"].append(self._take(p, code))
        return self

    def hand_ids(self, p: int) -> list[int]:
        return list(self._player(p)["hand"])

    def discard(self, p: int, *codes: str) -> Scenario:
        for code in codes:
            self._player(p)["discard"].append(self._take(p, code))
        return self

    def deck_top(self, p: int, *codes: str) -> Scenario:
        """Put these cards on top of the deck (the last named on top)."""
        for code in codes:
            i = self._take(p, code)
            self._player(p)["deck"].append(i)
        return self

    def empty_deck(self, p: int) -> Scenario:
        """Move the whole deck to the discard pile."""
        pl = self._player(p)
        pl["discard"] += pl["deck"]
        pl["deck"] = []
        return self

    # --- economy and buildings --------------------------------------------------------

    def gold(self, p: int, n: int) -> Scenario:
        self._player(p)["gold"] = n
        return self

    def workers(self, p: int, n: int) -> Scenario:
        self._player(p)["start_workers"] = n
        return self

    def building(self, p: int, name: str, state: str = "built", damage: int = 0) -> Scenario:
        key = "addon" if name in ("tower", "surplus") else name
        if key == "addon":
            self._player(p)["addon"] = name
        self._player(p)["buildings"][key] = {"state": state, "damage": damage}
        return self

    def base_damage(self, p: int, n: int) -> Scenario:
        self._player(p)["buildings"]["base"]["damage"] = n
        return self

    def set(self, p: int, **fields: Any) -> Scenario:
        self._player(p).update(fields)
        return self

    def game(self) -> Game:
        return Game.from_position(copy.deepcopy(self.pos))


def refused(game: Game, action: str, rule: str, key: str) -> None:
    """``action`` is refused with this rule and message key, changing nothing."""
    from game.common.errors import IllegalAction

    before = game.to_json()
    try:
        game.apply(action)
    except IllegalAction as exc:
        assert (exc.rule, exc.key) == (rule, key), f"{action}: {exc.rule} {exc.key} ({exc})"
    else:
        raise AssertionError(f"{action} was accepted")
    assert game.to_json() == before


def legal(game: Game, verb: str | None = None) -> list[str]:
    return [str(a) for a in game.legal_actions() if verb is None or a.verb == verb]


def end_turn(game: Game) -> None:
    """End the main phase; if the next player must tech, take the first option."""
    game.apply("end")
    if not game.is_over and game.state.phase == "tech":
        game.apply(game.legal_actions()[0])


def random_positions(seeds: range, every: int = 5, turn_cap: int = 40):
    """The same live game at every ``every``-th decision of seeded uniform
    random games (no undo): for tests that check a property everywhere."""
    import random

    for seed in seeds:
        rnd = random.Random(seed)
        game = Game.new(seed=seed, track_undo=False)
        n = 0
        while not game.is_over and game.state.turn_number <= turn_cap:
            if n % every == 0:
                yield game
            legal = game.legal_actions()
            game.apply(legal[int(rnd.random() * len(legal))])
            n += 1
