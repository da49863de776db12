"""A fluent helper so a rules test reads like a story (XMage style).

    game = (Scenario(board).marquise_turn("daylight")
            .warriors(marquise={1: 3}, eyrie={5: 2}).hand(marquise=["anvil"])
            .workshop(1).game())
    game.apply("craft anvil 1")
    assert game.vp("marquise") == 2

A scenario starts from an empty mid-game board (keep and roost off the map,
Despot leader, every card in the deck) and builds a *position* — the same
JSON the engine saves — so tests exercise the real loader. Cards named in
hands, the discard, crafted areas or the Decree are taken from the deck.

Positions several rule areas start from have a name here
(``marquise_crafting``, ``eyrie_birdsong``, ``eyrie_resolving``,
``fox_card_in_move``, ``eyrie_battle``, ``foil_pending``); ``legal`` lists
the action texts, ``refused`` checks a refusal (rule, message key, state
unchanged) and ``random_game`` plays uniformly chosen legal actions.
"""

from __future__ import annotations

import copy
from typing import Any

from game.woodland.board import Board
from game.woodland.cards import CARD_INDEX, CARDS, CODES, ITEMS, SUITS, full_deck
from game.woodland.game import Game
from game.woodland.state import COLUMNS, LEADER_INDEX, LEADERS, VIZIER_COLUMNS

# A finished setup as game options: keep in 1, its buildings, the Despot.
SETUP = {
    "keep": 1,
    "buildings": {"sawmill": 1, "workshop": 5, "recruiter": 9},
    "leader": "despot",
}


def _blank(board: Board) -> dict[str, Any]:
    return {
        "format": "woodland-position",
        "version": 1,
        "round": 3,
        "turn": "marquise",
        "phase": "daylight",
        "step": "daylight",
        "winner": None,
        "rng": "000000000000abcd",
        "vp_floor": True,
        "vp": {"marquise": 0, "eyrie": 0},
        "clearings": [
            {
                "clearing": c.number,
                "marquise_warriors": 0,
                "eyrie_warriors": 0,
                "sawmills": 0,
                "workshops": 0,
                "recruiters": 0,
                "wood": 0,
                "keep": False,
                "roost": False,
                "crafting_used": 0,
            }
            for c in board.clearings
        ],
        "deck": [],
        "discard": [],
        "hands": {"marquise": [], "eyrie": []},
        "crafted": {"marquise": [], "eyrie": []},
        "items": {
            "marquise": dict.fromkeys(ITEMS, 0),
            "eyrie": dict.fromkeys(ITEMS, 0),
            "supply": {
                "boots": 2,
                "bag": 2,
                "crossbow": 1,
                "hammer": 1,
                "sword": 2,
                "tea": 2,
                "coins": 2,
            },
        },
        "eyrie": {
            "leader": "despot",
            "face_up": ["builder", "charismatic", "commander"],
            "face_down": [],
            "decree": {col: [] for col in COLUMNS},
            "viziers": {"recruit": 0, "move": 1, "battle": 0, "build": 1},
        },
        "turn_state": {
            "actions": 3,
            "march": 0,
            "recruited": False,
            "acted": False,
            "used_tax_collector": False,
            "used_codebreakers": False,
            "used_stand_and_deliver": False,
            "decree_added": 0,
            "decree_added_bird": False,
            "decree_column": None,
            "decree_todo": [],
        },
        "battle": None,
        "pending": [],
        "peek": {"marquise": None, "eyrie": None},
    }


class Scenario:
    """Builder of a test position; every method returns the scenario."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.pos = _blank(board)
        self._deck_top: list[str] = []

    # --- whose turn -------------------------------------------------------------

    def marquise_turn(self, step: str = "daylight", actions: int = 3) -> Scenario:
        return self._turn("marquise", step, actions)

    def eyrie_turn(self, step: str = "daylight") -> Scenario:
        return self._turn("eyrie", step, 0)

    def _turn(self, who: str, step: str, actions: int) -> Scenario:
        phase = {
            "birdsong_start": "birdsong",
            "decree": "birdsong",
            "new_roost": "birdsong",
            "birdsong": "birdsong",
            "daylight_start": "daylight",
            "warren": "daylight",
            "daylight": "daylight",
            "depose": "daylight",
            "evening_start": "evening",
            "cobbler": "evening",
            "evening": "evening",
            "discard": "evening",
        }[step]
        self.pos["turn"], self.pos["phase"], self.pos["step"] = who, phase, step
        self.pos["turn_state"]["actions"] = actions
        return self

    def marquise_crafting(self, *cards: str, at: tuple[int, ...] = (1,)) -> Scenario:
        """Marquise Daylight with ``cards`` in hand and workshops ``at`` (one in
        fox clearing 1 by default); a warrior in 9 so the turn never ends by
        itself."""
        return (
            self.marquise_turn().warriors(marquise={9: 1}).workshop(*at)
            .hand(marquise=list(cards))
        )

    def eyrie_birdsong(self) -> Scenario:
        """The start of the Eyrie's Birdsong with a roost and two warriors in
        clearing 3: no new roost needed, the hand decides the rest."""
        return self.eyrie_turn("birdsong_start").roost(3).warriors(eyrie={3: 2})

    def eyrie_resolving(self, column: str, *cards: str, leader: str = "despot") -> Scenario:
        """Eyrie Daylight under ``leader``, resolving ``column`` of the Decree
        that holds ``cards`` (crafting already over)."""
        return self.eyrie_turn().leader(leader).decree(**{column: list(cards)}).resolving(column)

    def fox_card_in_move(self) -> Scenario:
        """Eyrie Daylight (Despot) resolving Move: the fox card anvil and the
        Despot's bird Vizier, with a roost and two warriors in rabbit clearing
        5 (add an Eyrie warrior in a fox clearing to make the card possible)."""
        return self.eyrie_resolving("move", "anvil").roost(5).warriors(eyrie={5: 2})

    def eyrie_battle(self, card: str = "bake_sale", leader: str = "despot") -> Scenario:
        """Eyrie Daylight resolving one Battle card (rabbit by default), with a
        spare target in clearing 10 so a battle in 5 is a real choice (a
        decision with a single answer is taken automatically)."""
        return self.eyrie_resolving("battle", card, leader=leader).warriors(
            eyrie={10: 1}, marquise={10: 1}
        )

    def set(self, **turn_state: Any) -> Scenario:
        """Set turn_state fields directly (actions, march, recruited...)."""
        for key, value in turn_state.items():
            assert key in self.pos["turn_state"], key
            self.pos["turn_state"][key] = value
        return self

    # --- pieces -----------------------------------------------------------------

    def _row(self, c: int) -> dict[str, Any]:
        return self.pos["clearings"][c - 1]

    def warriors(
        self, marquise: dict[int, int] | None = None, eyrie: dict[int, int] | None = None
    ) -> Scenario:
        for c, n in (marquise or {}).items():
            self._row(c)["marquise_warriors"] = n
        for c, n in (eyrie or {}).items():
            self._row(c)["eyrie_warriors"] = n
        return self

    def sawmill(self, *clearings: int) -> Scenario:
        return self._add("sawmills", clearings)

    def workshop(self, *clearings: int) -> Scenario:
        return self._add("workshops", clearings)

    def recruiter(self, *clearings: int) -> Scenario:
        return self._add("recruiters", clearings)

    def wood(self, *clearings: int) -> Scenario:
        return self._add("wood", clearings)

    def _add(self, field: str, clearings: tuple[int, ...]) -> Scenario:
        for c in clearings:
            self._row(c)[field] += 1
        return self

    def roost(self, *clearings: int) -> Scenario:
        for c in clearings:
            self._row(c)["roost"] = True
        return self

    def keep(self, c: int) -> Scenario:
        for row in self.pos["clearings"]:
            row["keep"] = row["clearing"] == c
        return self

    # --- cards ------------------------------------------------------------------

    def hand(self, marquise: list[str] | None = None, eyrie: list[str] | None = None) -> Scenario:
        if marquise is not None:
            self.pos["hands"]["marquise"] = list(marquise)
        if eyrie is not None:
            self.pos["hands"]["eyrie"] = list(eyrie)
        return self

    def known(self, marquise: list[str] | None = None, eyrie: list[str] | None = None
              ) -> Scenario:
        """What each player knows is in the other hand (a Stand and Deliver!
        card, a Codebreakers peek): ``marquise`` lists Eyrie cards."""
        known = self.pos.setdefault("known", {"marquise": [], "eyrie": []})
        if marquise is not None:
            known["marquise"] = list(marquise)
        if eyrie is not None:
            known["eyrie"] = list(eyrie)
        return self

    def crafted(
        self, marquise: list[str] | None = None, eyrie: list[str] | None = None
    ) -> Scenario:
        if marquise is not None:
            self.pos["crafted"]["marquise"] = list(marquise)
        if eyrie is not None:
            self.pos["crafted"]["eyrie"] = list(eyrie)
        return self

    def discard_pile(self, *codes: str) -> Scenario:
        self.pos["discard"] = list(codes)
        return self

    def deck_top(self, *codes: str) -> Scenario:
        """Cards on top of the deck, the first drawn first."""
        self._deck_top = list(codes)
        return self

    def empty_deck(self) -> Scenario:
        """Put every card not placed elsewhere into the discard pile."""
        self._deck_top = ["<empty>"]
        return self

    def leader(self, name: str) -> Scenario:
        e = self.pos["eyrie"]
        e["leader"] = name
        e["face_up"] = [x for x in LEADERS if x != name]
        e["face_down"] = []
        cols = VIZIER_COLUMNS[LEADER_INDEX[name]]
        e["viziers"] = {col: sum(1 for x in cols if COLUMNS[x] == col) for col in COLUMNS}
        return self

    def decree(self, **columns: list[str]) -> Scenario:
        for col, codes in columns.items():
            self.pos["eyrie"]["decree"][col] = list(codes)
        return self

    def dice(self, first: int, second: int) -> Scenario:
        """Fix the next two dice the game will roll."""
        self.pos["rng"] = rng_for_dice(first, second)
        return self

    def resolving(self, column: str) -> Scenario:
        """Eyrie Daylight with the Decree resolved up to ``column`` (its cards,
        Viziers included, still to do; crafting already over)."""
        self.pos["turn_state"]["decree_column"] = column
        self.pos["turn_state"]["acted"] = True
        self._resolving = column
        return self

    def vp(self, marquise: int = 0, eyrie: int = 0) -> Scenario:
        self.pos["vp"] = {"marquise": marquise, "eyrie": eyrie}
        return self

    def items(self, faction: str, **counts: int) -> Scenario:
        for item, n in counts.items():
            self.pos["items"][faction][item] += n
            self.pos["items"]["supply"][item] -= n
        return self

    # --- result -----------------------------------------------------------------

    def position(self) -> dict[str, Any]:
        pos = copy.deepcopy(self.pos)
        placed = (
            pos["discard"]
            + pos["hands"]["marquise"]
            + pos["hands"]["eyrie"]
            + pos["crafted"]["marquise"]
            + pos["crafted"]["eyrie"]
            + [c for col in pos["eyrie"]["decree"].values() for c in col]
        )
        rest = [CODES[i] for i in full_deck()]
        for code in placed:
            rest.remove(code)
        if self._deck_top == ["<empty>"]:
            pos["discard"] = pos["discard"] + rest
            pos["deck"] = []
        else:
            for code in self._deck_top:
                rest.remove(code)
            pos["deck"] = rest + list(reversed(self._deck_top))  # the end is the top
        col = pos["turn_state"]["decree_column"]
        if (
            pos["turn"] == "eyrie"
            and pos["step"] == "daylight"
            and not pos["turn_state"]["decree_todo"]
        ):
            col = col or "recruit"
            pos["turn_state"]["decree_column"] = col
            pos["turn_state"]["decree_todo"] = [
                SUITS[CARDS[CARD_INDEX[c]].suit] for c in pos["eyrie"]["decree"][col]
            ] + ["bird"] * pos["eyrie"]["viziers"][col]
        return pos

    def game(self) -> Game:
        return Game.from_position(self.board, self.position())


def random_game(board: Board, seed: int, steps: int, choice_seed: int = 0) -> Game:
    """A new game from ``seed`` after ``steps`` uniformly chosen legal actions
    (fewer if it ends)."""
    import random

    rnd = random.Random(choice_seed)
    game = Game.new(board, seed=seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    return game


def foil_pending(board: Board) -> Game:
    """Mid-battle: the Marquise attack in 5, the Eyrie ambush, and the
    Marquise (holding a bird ambush) may now foil it."""
    game = (
        Scenario(board)
        .marquise_turn()
        .warriors(marquise={5: 2}, eyrie={5: 1})
        .hand(eyrie=["ambush_rabbit"], marquise=["ambush_bird"])
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    return game


def legal(game: Game) -> set[str]:
    """The text of every legal action now."""
    return {str(a) for a in game.legal_actions()}


def refused(game: Game, action: Any, player: Any = None) -> str:
    """Apply an action that must be refused (as ``player`` when named);
    return the rule id it cites, assert it carries a message key and that
    the state is byte-identical afterwards."""
    from game.woodland.errors import IllegalAction

    before = game.to_json()
    try:
        game.apply(action, player=player)
    except IllegalAction as exc:
        assert game.to_json() == before, "a refused action changed the state"
        assert exc.key, "a refusal without a message key"
        return exc.rule
    raise AssertionError(f"{action!r} was accepted")


def refusal_key(game: Game, action: Any, player: Any = None) -> str:
    """The message key of the refusal of ``action`` (it must be refused)."""
    from game.woodland.errors import IllegalAction

    try:
        game.check(action, player=player)
    except IllegalAction as exc:
        return exc.key
    raise AssertionError(f"{action!r} is legal")


def rng_for_dice(first: int, second: int) -> str:
    """A generator state whose next two dice (4.3.2) are ``first, second``."""
    from game.woodland.rng import below

    for seed in range(1, 100_000):
        state, a = below(seed, 4)
        state, b = below(state, 4)
        if (a, b) == (first, second):
            return f"{seed:016x}"
    raise AssertionError("no state found")
