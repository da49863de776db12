"""Rootlog game records for Marquise de Cat (C) vs Eyrie Dynasties (E) on Autumn.

Rootlog is the community notation for Root games ("Rootlog_V2.md", version
2.8, by the Vagabottos group). It does not name rule actions; it records how
pieces, cards and points move, one line per turn, actions separated by ``/``.
We use it so a game played here can be read, shared and replayed elsewhere,
and so a record written by hand (or by another tool) can be replayed *through
our rules* — which is what makes an import trustworthy.

What this module writes and reads (our own summary of the parts of v2.8 this
matchup needs; the spec itself is the reference):

* Header: ``Map: Fall`` (Rootlog's name for the Autumn map; ``Autumn`` is
  accepted too), ``Deck: Standard``, ``Clearings: F1, M2, ...`` (suits by
  clearing number, checked against the board), one ``C: <player>`` and
  ``E: <player>`` line, and at the end ``Winner: <faction>``.
* Turn lines ``C:...`` / ``E:...``: the first two are the setup turns; then
  the Marquise and the Eyrie alternate. Actions are split on ``/`` or ``;``;
  ``// text`` is a comment.
* Pieces ``[faction]<w|b|t>[_x]``: warriors ``w``; Marquise buildings
  ``b_s``/``b_w``/``b_r``, wood ``t`` (``t_w`` accepted), keep ``t_k``;
  Eyrie roost ``b``. The faction letter is omitted for the current player.
* Moves ``[n]<things>[start]->[destinations]``: ``2w1->5`` (move),
  ``w->1+2+3`` (place from the supply, one each), ``b+6w->4``,
  ``(w+2Ew+Cb_s)3->`` (removed to the supply), ``2Cw9->2`` (Field
  Hospitals: warriors go from the battle clearing to the keep's clearing).
* Cards ``[suit]#[name][start]->[destination]``: ``#->C`` draw (hidden),
  ``F#anvilC->`` discard, ``B#armorE->$_r`` into a Decree column
  (``$_r``/``$_m``/``$_x``/``$_b``), ``#royal$->`` a crafted card discarded
  from a board, ``#E->C`` a card taken from the Eyrie's hand (hidden).
  Names are the spec's abbreviations (``@``, ``armor``, ``sap``, ``brutal``,
  ``royal``, ``stand``, ``tax``, ``bank``, ``cob``, ``command``, ``codeb``,
  ``scout``, ``favor``) or the full name in lower case without spaces.
* Battles ``[attacker]X<defender><clearing>[<suit>@[<suit>@]][(a,d)]``: the
  first ``@`` mark is the defender's ambush, the second the attacker's foil;
  ``(a,d)`` are the dice (the attacker's higher, the defender's lower, before
  caps and extra hits). Dice may be omitted on import; if given they must be
  the dice the seeded game rolls.
* Crafting ``Z%<item>`` for item cards (``Z%h``), ``Z<name>`` for the rest
  (``Zarmor``, ``Zffavor``); the item and the card's move are implied.
* Points ``[faction]++[n]`` / ``[faction]--[n]``.
* Eyrie: new leader ``#despot->$``; turmoil discards the Decree with
  ``$_->`` (Viziers and leader included), then ``--n`` and the new leader.
* Codebreakers: ``E^C`` (the Eyrie's hand shown to the Marquise).

Not written: the opening deal of 3 cards each (it comes from the seed) and
the Loyal Viziers (they follow the leader). Cards drawn stay hidden; a card
is named once it is public (discarded, added to the Decree, crafted).

Not supported (a clear :class:`RootlogSyntaxError`): other factions, maps
and decks, items outside crafting, forests, the VP-token-to-board move,
card abbreviations of the Exiles & Partisans deck. A record of a game
played with a physical deck and dice replays only as far as its cards and
dice agree with the seeded game's (see below); past that point it is
refused like any record that disagrees with the rules.

What Rootlog cannot say, and how a record still replays to the very same
position: the deck order and dice come from the game's seed, written as a
comment ``// woodland-seed: N`` (``// woodland-options: vp_floor=off`` when
scores may go below zero); which workshops/roosts paid for a craft and which
Decree card paid for an Eyrie action are written only when the rules allowed
a different choice with the same visible effect, as a trailing comment of the
turn line: ``// woodland: craft anvil 8; recruit 3 bird`` (our action text).
Steps at the very end of a record that moved nothing (``end``, ``pass``) are
listed in ``// woodland-then: ...``. These are plain Rootlog comments, so the
record stays valid for other readers.

How import works: each engine action is rendered into *atoms* (one warrior
moved, one card moved, one point, a battle...), and the record's tokens are
parsed into the same atoms (left unspecified where the record is silent —
an unnamed card, omitted dice). Replay walks the game forward, at each
decision choosing a legal action whose atoms the next tokens of the record
show (with backtracking when a guess fails). Export renders the game's own
history the same way, so export and import cannot disagree. A token no legal
action explains is reported with its line number, the token and the rule the
corresponding action breaks (the engine's :class:`IllegalAction` rule and key).
"""

from __future__ import annotations

import bisect
import functools
import gc
import hashlib
import operator
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import rules
from .actions import Action, action_of
from .board import Board
from .cards import (
    AMBUSH_TYPES,
    BIRD,
    CARD_INDEX,
    CARDS,
    CODES,
    FAVOR,
    ITEM,
    ITEMS,
    SUIT_INDEX,
    SUIT_OF,
    SUITS,
)
from .errors import IllegalAction, NotationError
from .game import Game
from .position import to_position
from .state import CAT, COLUMN_INDEX, COLUMNS, EYRIE, LEADERS, State

SPEC_VERSION = "2.8"
MAX_COUNT = 50  # the most pieces, cards or points one part of a token may count
MAX_TOKEN_ATOMS = 200  # the most steps one token may stand for (a full turmoil is ~20)
MAX_LINE_TOKENS = 400  # the most actions one turn line may hold (random games: 23)

# --- vocabulary -----------------------------------------------------------

FACTION_LETTERS = ("C", "E")
LETTER_FACTION = {"C": CAT, "E": EYRIE}
SUIT_LETTERS = ("F", "R", "M", "B")  # engine suit order: fox, rabbit, mouse, bird
LETTER_SUIT = {letter: i for i, letter in enumerate(SUIT_LETTERS)}
COLUMN_LETTERS = ("r", "m", "x", "b")
ITEM_LETTERS = {"boots": "f", "bag": "b", "crossbow": "x", "hammer": "h", "sword": "s",
                "tea": "t", "coins": "c"}
LETTER_ITEM = {v: k for k, v in ITEM_LETTERS.items()}
BUILDING_KINDS = ("b_s", "b_w", "b_r")  # sawmill, workshop, recruiter (BUILDINGS order)
# Order pieces are listed in within one step: the keep, buildings, wood, warriors.
PIECE_ORDER = ((CAT, "t_k"), (CAT, "b_s"), (CAT, "b_w"), (CAT, "b_r"), (EYRIE, "b"),
               (CAT, "t"), (CAT, "w"), (EYRIE, "w"))

# The spec's abbreviations; every other card is written by its full name.
_ABBREVIATIONS = {
    "ambush_bird": "@", "ambush_fox": "@", "ambush_rabbit": "@", "ambush_mouse": "@",
    "armorers": "armor", "sappers": "sap", "brutal_tactics": "brutal", "royal_claim": "royal",
    "stand_and_deliver": "stand", "tax_collector": "tax", "burrow_bank": "bank",
    "cobbler": "cob", "command_warren": "command", "codebreakers": "codeb",
    "scouting_party": "scout", "favor_foxes": "favor", "favor_rabbits": "favor",
    "favor_mice": "favor",
}
_EXTRA_NAMES = {
    "ffavor": "favor_foxes", "rfavor": "favor_rabbits", "mfavor": "favor_mice",
    "taxcollectors": "tax_collector", "visittofriends": "visit_to_friends",
    "knapsack": "knapsack", "scoutingparties": "scouting_party",
}


def _full_name(code: str) -> str:
    return re.sub(r"[^a-z]", "", CARDS[CARD_INDEX[code]].name.lower())


ROOTLOG_NAME: tuple[str, ...] = tuple(_ABBREVIATIONS.get(code, _full_name(code))
                                      for code in CODES)


def _name_table() -> dict[str, frozenset[int]]:
    table: dict[str, set[int]] = {}
    for i, code in enumerate(CODES):
        for name in (ROOTLOG_NAME[i], _full_name(code)):
            table.setdefault(name, set()).add(i)
    for name, code in _EXTRA_NAMES.items():
        table.setdefault(name, set()).add(CARD_INDEX[code])
    return {name: frozenset(types) for name, types in table.items()}


NAME_TYPES = _name_table()


def craft_text(card: int) -> str:
    """What follows ``Z`` for a card: ``%h`` for an item card (the item is
    what the table sees), ``ffavor`` for a Favor, the name otherwise."""
    ct = CARDS[card]
    if ct.kind == ITEM:
        return "%" + ITEM_LETTERS[ITEMS[ct.item]]
    if ct.kind == FAVOR:
        return SUIT_LETTERS[ct.suit].lower() + "favor"
    return ROOTLOG_NAME[card]


def _craft_types(text: str) -> frozenset[int] | None:
    if text.startswith("%"):
        item = LETTER_ITEM.get(text[1:])
        if item is None:
            return None
        return frozenset(i for i, c in enumerate(CARDS)
                         if c.kind == ITEM and ITEMS[c.item] == item)
    return NAME_TYPES.get(text)


# --- errors ---------------------------------------------------------------

class RootlogError(NotationError):
    """A record that cannot be read or replayed. ``line`` is the 1-based line
    of the record, ``token`` the offending action text, ``rule``/``key``/
    ``params`` the refusal (the engine's own when the rules refuse)."""

    def __init__(self, line: int, problem: str, *, token: str | None = None,
                 rule: str | None = None, key: str = "rootlog.error",
                 params: Mapping[str, Any] | None = None) -> None:
        self.token = token
        self.key = key
        self.params = dict(params) if params is not None else {"problem": problem}
        shown = token if token is None or len(token) <= 60 else token[:57] + "..."
        super().__init__(line, problem if token is None else f"'{shown}': {problem}", rule)


class RootlogSyntaxError(RootlogError):
    """Unreadable text, or notation this matchup does not support."""

    def __init__(self, line: int, problem: str, *, token: str | None = None) -> None:
        super().__init__(line, problem, token=token, key="rootlog.syntax",
                         params={"problem": problem})


class RootlogIllegalError(RootlogError):
    """The action a token stands for is refused by the rules; carries the
    engine's :class:`IllegalAction` (rule number, message key, parameters)."""

    def __init__(self, line: int, token: str, action: Action, refusal: IllegalAction) -> None:
        self.action = action
        self.refusal = refusal
        super().__init__(line, f"{action} is illegal: {refusal}", token=token,
                         rule=refusal.rule, key=refusal.key, params=refusal.params)


class RootlogMismatchError(RootlogError):
    """The record and the rules disagree about what happened (different dice,
    points, removals) or the record leaves out something the rules did."""

    def __init__(self, line: int, problem: str, *, token: str | None = None) -> None:
        super().__init__(line, problem, token=token, key="rootlog.mismatch",
                         params={"problem": problem})


# --- atoms ----------------------------------------------------------------
# Rendered atoms (what the engine did) are fully specified tuples:
#   ("p", faction, kind, from, to)   one piece; clearing 0 = the supply
#   ("c", card type, from, to)       one card; "" = deck (from) / discard (to);
#                                    "C"/"E" hands, "C$"/"E$" boards, "$_r".. Decree
#   ("vp", faction, +1 | -1)         one point
#   ("x", attacker, defender, clearing)  ("amb", suit) ("foil", suit) ("roll", hi, lo)
#   ("z", card type)  ("lead", leader)  ("purge",)  ("rev", revealer, viewer)
# Record atoms have the same shapes, except cards ("c", suit|None,
# types|None, from, to) and crafts ("z", types) which may leave things open.

Atom = tuple


def _covers(rec: Atom, ren: Atom) -> bool:
    """Does a record atom describe the rendered one (allowing what it leaves open)?"""
    kind = rec[0]
    if kind != ren[0]:
        return False
    if kind == "p":
        return (rec[1] == ren[1] and rec[3] == ren[3] and rec[4] == ren[4]
                and (rec[2] == ren[2] or (rec[2] == "b" and rec[1] == CAT
                                          and ren[2] in BUILDING_KINDS)))
    if kind == "c":
        t = ren[1]
        return (rec[3] == ren[2] and rec[4] == ren[3]
                and (rec[1] is None or SUIT_OF[t] == rec[1])
                and (rec[2] is None or t in rec[2]))
    if kind == "z":
        return ren[1] in rec[1]
    return rec == ren


def _seq_of_state(s: State) -> int:
    """Index of the record line a decision belongs to: 0 and 1 are the setup
    turns, then 2 * round + turn (round 1 Marquise = 2, Eyrie = 3, ...)."""
    if s.phase == "setup":
        return 1 if s.step == "leader" else 0
    return 2 * s.round + s.turn


# --- rendering what the engine does ----------------------------------------

_CARD_PLACES = ("deck", "discard", "C", "E", "C$", "E$", "$_r", "$_m", "$_x", "$_b")
"""Rootlog's names of the card places of :mod:`game.woodland.journal`, in order."""


_SOURCE_PREFERENCE = {
    "C": ("deck", "discard", "E"), "E": ("deck", "discard", "C"),
    "C$": ("C",), "E$": ("E",), "discard": ("C", "E", "C$", "E$", "$_r", "$_m", "$_x", "$_b"),
    "deck": ("discard",),
}


def _net(notes: list[tuple[int, int, int]]) -> dict[int, dict[int, int]]:
    """Journal entries summed: place or group -> card type or clearing -> change."""
    net: dict[int, dict[int, int]] = {}
    for where, what, d in notes:
        row = net.get(where)
        if row is None:
            net[where] = {what: d}
        else:
            row[what] = row.get(what, 0) + d
    return net


def _card_moves(a: State, notes: list[tuple[int, int, int]]) -> list[tuple[int, str, str]]:
    """Card movements of one step, from its journal entries (``notes``), as
    (type, from, to); reshuffles and deck/discard bookkeeping are left out,
    draws come from "deck".

    Only what each place gained and lost counts (a card that left a hand
    and came back in the same step did not move). What a place gained is
    taken in the order of first appearance in its list after the step, and
    each card is paired with a place of the same type that lost one, by
    :data:`_SOURCE_PREFERENCE`, else the first other such place."""
    if len(notes) == 2:  # one card moved (a draw, a card spent): paired at once
        (src, t, d), (dst, t2, d2) = notes
        if t == t2 and d == -1 and d2 == 1 and src != dst:
            move = _shown_move(t, _CARD_PLACES[src], _CARD_PLACES[dst])
            return [move] if move else []
    plus: list[tuple[str, int]] = []
    minus: dict[int, list[str]] = {}
    lists = a.card_lists()
    net = _net(notes)
    for index in sorted(net):
        place, row = _CARD_PLACES[index], net[index]
        put = []
        for t, d in row.items():
            if d < 0:
                minus.setdefault(t, []).extend([place] * -d)
            elif d:
                put.append(t)
        if len(put) > 1:
            after = lists[index]
            put.sort(key=after.index)
        for t in put:
            plus.extend([(place, t)] * row[t])
    moves = []
    for to, t in plus:
        sources = minus.get(t)
        if not sources:
            continue
        prefs = _SOURCE_PREFERENCE.get(to, ())
        pick = next((p for p in prefs if p in sources), None)
        if pick is None:
            pick = next((p for p in sources if p != to), None)
            if pick is None:
                continue
        sources.remove(pick)
        move = _shown_move(t, pick, to)
        if move:
            moves.append(move)
    return moves


def _shown_move(t: int, frm: str, to: str) -> tuple[int, str, str] | None:
    """A card's move as the record shows it: none between deck and discard
    (a reshuffle), and one from the discard to a hand is a draw after a
    reshuffle."""
    if frm == "deck" and to == "discard" or frm == "discard" and to == "deck":
        return None
    if frm == "discard" and to in ("C", "E"):
        frm = "deck"
    return (t, frm, to)


# The (faction, kind) of each piece group of game.woodland.journal, in order.
_GROUP_KINDS = ((CAT, "w"), (EYRIE, "w"), (CAT, "b_s"), (CAT, "b_w"), (CAT, "b_r"),
                (EYRIE, "b"), (CAT, "t"), (CAT, "t_k"))


def _piece_atoms(notes: list[tuple[int, int, int]]) -> list[Atom]:
    """The piece atoms of one step, from its journal entries (``notes``):
    per kind, the clearings that lost pieces paired in clearing order with
    those that gained them (moves), the rest removed or placed."""
    if len(notes) == 1:  # one kind placed or removed in one clearing
        group, c, d = notes[0]
        f, kind = _GROUP_KINDS[group]
        return [("p", f, kind, c, 0)] * -d if d < 0 else [("p", f, kind, 0, c)] * d
    if len(notes) == 2:  # one move
        (group, c1, d1), (group2, c2, d2) = notes
        if group == group2 and c1 != c2 and d1 == -d2:
            f, kind = _GROUP_KINDS[group]
            return [("p", f, kind, c1, c2) if d1 < 0 else ("p", f, kind, c2, c1)] * abs(d1)
    deltas: dict[tuple[int, str], list[tuple[int, int]]] = {}
    for group, row in _net(notes).items():
        changes = sorted((c, d) for c, d in row.items() if d)
        if changes:
            deltas[_GROUP_KINDS[group]] = changes
    out: list[Atom] = []
    for key in PIECE_ORDER:
        changes = deltas.get(key)
        if not changes:
            continue
        f, kind = key
        decs = [[c, -d] for c, d in changes if d < 0]
        incs = [[c, d] for c, d in changes if d > 0]
        while decs and incs:  # a move: taken from one clearing, put in another
            n = min(decs[0][1], incs[0][1])
            out.extend([("p", f, kind, decs[0][0], incs[0][0])] * n)
            decs[0][1] -= n
            incs[0][1] -= n
            if not decs[0][1]:
                decs.pop(0)
            if not incs[0][1]:
                incs.pop(0)
        for c, n in decs:
            out.extend([("p", f, kind, c, 0)] * n)
        for c, n in incs:
            out.extend([("p", f, kind, 0, c)] * n)
    return out


def _remove_atoms(atoms: list[Atom], atom: Atom, n: int) -> None:
    for _ in range(n):
        if atom in atoms:
            atoms.remove(atom)


def _diff(b: _Before | State, a: State, ctx: str | None, act: Action | None,
          stage: str | None, stash: list[tuple[int, int]], out: list[tuple[int, Atom]]
          ) -> None:
    """Append the atoms of one engine step (``b`` → ``a``) to ``out``: the
    cards and pieces that moved are read from ``a``'s journal (the step's
    entries only, :mod:`game.woodland.journal`), the rest by comparing ``b``.

    ``ctx``/``act`` describe a handled decision, ``stage`` a battle stage
    that ran by itself. ``stash`` holds Marquise warriors removed while a
    Field Hospitals decision is pending: the spec records them as moved to
    the keep (or removed) only once that decision is known."""
    card_notes, piece_notes = a.journal
    if (act is None and stage is None and not card_notes and not piece_notes
            and a.leader == b.leader and a.vp == b.vp
            and (a.battle is None or b.battle is not None) and (not a.queue or a.queue == b.queue)):
        return  # an automatic step that only moves the turn on: most of them
    verb = act.verb if act is not None else None
    if (not card_notes and stage != "roll" and verb not in _PRIMARY_VERBS
            and (a.battle is None or b.battle is not None) and not a.queue and not b.queue
            and a.vp == b.vp and a.leader == b.leader and b.phase != "setup"):
        # Pieces only (a move, a recruit, a battle's hits) or nothing (a battle
        # stage, a declined ambush): the general case, shortened.
        if piece_notes:
            base = 2 * b.round + b.turn
            out.extend([(base, atom) for atom in _piece_atoms(piece_notes)])
        return
    primary: list[Atom] = []
    skip_crafted = -1
    skip_decree = skip_ambush = False
    if verb not in _PRIMARY_VERBS:
        pass
    elif verb == "craft" and ctx == "daylight":
        skip_crafted = CARD_INDEX[act.args[0]]
        primary.append(("z", skip_crafted))
    elif verb == "turmoil":
        primary.append(("purge",))
        skip_decree = True
    elif verb == "ambush" and ctx == "battle:ambush":
        primary.append(("amb", SUIT_INDEX[act.args[0]]))
    elif verb == "foil" and ctx == "battle:foil":
        primary.append(("foil", SUIT_INDEX[act.args[0]]))
        skip_ambush = True
    elif verb == "codebreakers":
        primary.append(("rev", 1 - b.turn, b.turn))
    if stage == "ambush_hits":
        skip_ambush = True
    if b.battle is None and a.battle is not None:
        bt = a.battle
        primary.insert(0, ("x", bt["attacker"], bt["defender"], bt["clearing"]))
    if stage == "roll" and a.battle is not None and "dice" in a.battle:
        d1, d2 = a.battle["dice"]
        primary.append(("roll", max(d1, d2), min(d1, d2)))
    if a.leader != b.leader and a.leader >= 0:
        primary.append(("lead", a.leader))

    cards: list[Atom] = []
    for t, frm, to in _card_moves(a, card_notes) if card_notes else ():
        if t == skip_crafted and frm == FACTION_LETTERS[b.turn] and to in ("discard",
                                                                           frm + "$"):
            skip_crafted = -1
            continue
        if skip_decree and frm.startswith("$_") and to == "discard":
            continue
        if skip_ambush and t in AMBUSH_TYPES and frm in ("C", "E") and to == "discard":
            continue
        cards.append(("c", t, "" if frm == "deck" else frm, "" if to == "discard" else to))

    pieces = _piece_atoms(piece_notes) if piece_notes else []
    # Field Hospitals (spec: notate warriors moving from the clearing to the keep).
    if a.queue and a.queue != b.queue:
        before_h = Counter(e[1:] for e in b.queue if e[0] == "hospital")
        after_h = Counter(e[1:] for e in a.queue if e[0] == "hospital")
        for (c, n), k in (after_h - before_h).items():
            for _ in range(k):
                _remove_atoms(pieces, ("p", CAT, "w", c, 0), n)
                stash.append((c, n))
    if ctx == "hospital" and b.queue:
        _, c, n = b.queue[0]
        if (c, n) in stash:
            stash.remove((c, n))
            if verb == "hospital":
                _remove_atoms(pieces, ("p", CAT, "w", 0, b.keep), n)
                pieces.extend([("p", CAT, "w", c, b.keep)] * n)
            else:
                pieces.extend([("p", CAT, "w", c, 0)] * n)

    points: list[Atom] = []
    if a.vp != b.vp:
        for f in (CAT, EYRIE):
            d = a.vp[f] - b.vp[f]
            points.extend([("vp", f, 1 if d > 0 else -1)] * abs(d))

    atoms = primary
    if cards:  # draws last: Evening reads "score, then draw" in the spec's examples
        draws = [c for c in cards if c[2] == "" and c[3] in ("C", "E")]
        atoms = (primary + [c for c in cards if not (c[2] == "" and c[3] in ("C", "E"))]
                 + pieces + points + draws)
    elif pieces or points:
        atoms = primary + pieces + points
    if b.phase != "setup":
        base = 2 * b.round + b.turn
        out.extend([(base, atom) for atom in atoms])
        return
    for atom in atoms:
        seq = atom[1] if atom[0] in ("p", "vp") else (EYRIE if atom[0] == "lead" else CAT)
        out.append((seq, atom))


# Decisions whose own atom comes first in _diff (a craft, a purge, an ambush
# or foil card, a Codebreakers look).
_PRIMARY_VERBS = frozenset(("craft", "turmoil", "ambush", "foil", "codebreakers"))


class _Before:
    """What :func:`_diff` reads of the state before a step besides the
    journal: a few scalars, the score and the queue (a copy of those only;
    one is taken after every engine step of every action the import tries).
    ``battle`` is not copied: only whether there was one is read."""

    __slots__ = ("vp", "leader", "turn", "phase", "step", "round", "battle", "queue", "keep")

    def __init__(self, s: State) -> None:
        self.refresh(s)

    def refresh(self, s: State) -> None:
        self.vp = s.vp.copy()
        self.leader = s.leader
        self.turn = s.turn
        self.phase = s.phase
        self.step = s.step
        self.round = s.round
        self.battle = s.battle
        self.queue = s.queue.copy()
        self.keep = s.keep


class _Unread(Exception):
    """Stops the replay of a tried action at an atom the record does not show."""


def _play(s: State, before: State, action: Action, stash: list[tuple[int, int]],
          reading: _Reading | None = None
          ) -> tuple[list[tuple[int, Atom]], list[Action]] | None:
    """:func:`step_atoms` with ``before`` an untouched copy of ``s`` (the
    import passes the search position the copy ``s`` was made from, so no
    second copy is needed for the first step's diff). Also returns the legal
    actions after the action (what :func:`rules.advance` returns: the import
    never asks the rules for them again).

    With a ``reading``, each step's atoms are matched as they come and the
    replay stops at the first the record does not show (None): a wrong
    guess costs its first steps, not the rest of a turn (an ``end`` tried
    in Daylight does not play the whole Evening). ``s`` is then left half
    way, and thrown away."""
    out: list[tuple[int, Atom]] = []
    s.events.clear()
    card_notes: list[tuple[int, int, int]] = []
    piece_notes: list[tuple[int, int, int]] = []
    s.journal = (card_notes, piece_notes)
    ctx = rules.context(s)
    mark = rules.undo_mark(s)
    rules.handle(s, action)
    _diff(before, s, ctx, action, None, stash, out)
    if reading is not None and not reading.feed_all(out):
        return None
    card_notes.clear()
    piece_notes.clear()
    fed = len(out)
    last = _Before(s)

    def each_step(st: State, step_ctx: str | None, act: Action | None,
                  stage: str | None) -> None:
        nonlocal fed
        _diff(last, st, step_ctx, act, stage, stash, out)
        if reading is not None:
            if not reading.feed_all(out, fed):
                raise _Unread
            fed = len(out)
        card_notes.clear()
        piece_notes.clear()
        last.refresh(st)

    try:
        legal = rules.advance(s, mark, each_step)
    except _Unread:
        return None
    s.journal = None  # the state becomes a search position: kept, never changed
    if s.winner >= 0 and stash:  # the game ended before Field Hospitals was decided
        seq = out[-1][0] if out else _seq_of_state(last)
        for c, n in stash:
            out.extend([(seq, ("p", CAT, "w", c, 0))] * n)
        stash.clear()
        if reading is not None and not reading.feed_all(out, fed):
            return None
    return out, legal


def step_atoms(s: State, action: Action, stash: list[tuple[int, int]]) -> list[tuple[int, Atom]]:
    """Apply a legal ``action`` to the raw state ``s`` exactly as
    :func:`game.woodland.rules.apply` does (it is ``handle`` then
    ``rules.advance`` with a per-step hook), and return what each engine step
    did as (record line, atom) pairs.

    Why not diff the states before and after the whole action: one action
    can run to the next player's turn (the Eyrie's last card ends the turn,
    the Marquise's Birdsong wood follows), and only step by step do we know
    which turn line each change belongs to, and the dice of a battle that
    also ended within the action."""
    played = _play(s, s.clone(), action, stash)
    assert played is not None  # only a reading stops a replay
    return played[0]


def _hint_keys(s: State, actions: Sequence[Action]) -> dict[Action, tuple]:
    """Actions whose visible effects can coincide with another legal action's:
    crafts (which pieces paid; which of several item cards) and Eyrie Decree
    actions (which card of the column paid). Same key = same record text;
    the other actions have none."""
    decree = (s.turn == EYRIE and s.step == "daylight" and not s.queue and s.battle is None)
    keys = {}
    for a in actions:
        verb, args = a
        if verb == "craft":
            keys[a] = ("craft", craft_text(CARD_INDEX[args[0]]))
        elif decree and verb in _DECREE_VERBS and args and isinstance(args[-1], str):
            keys[a] = (verb,) + args[:-1]
    return keys


_DECREE_VERBS = frozenset(("recruit", "move", "battle", "build"))


def _ambiguous(s: State, a: Action, legal: Sequence[Action]) -> bool:
    """Does another legal action have the record text of ``a`` (export: a
    hint then says which was taken)?"""
    if a not in _hint_keys(s, (a,)):
        return False
    keys = _hint_keys(s, legal)
    return sum(1 for k in keys.values() if k == keys[a]) > 1


# --- writing text ------------------------------------------------------------

def _thing(f: int, kind: str, n: int, line_f: int) -> str:
    return f"{n if n > 1 else ''}{'' if f == line_f else FACTION_LETTERS[f]}{kind}"


def _piece_tokens(run: list[Atom], line_f: int) -> list[str]:
    """Group one action's piece atoms the way people write them."""
    groups: dict[tuple, Counter] = {}
    order: list[tuple] = []
    for _, f, kind, frm, to in run:
        key = ("pl",) if frm == 0 else ("mv", frm, to)
        if key not in groups:
            groups[key] = Counter()
            order.append(key)
        groups[key][(f, kind, to) if frm == 0 else (f, kind)] += 1
    tokens = []
    for key in order:
        things = groups[key]
        if key[0] == "mv":
            _, frm, to = key
            parts = [_thing(f, kind, n, line_f) for (f, kind), n in things.items()]
            lhs = parts[0] if len(parts) == 1 else "(" + "+".join(parts) + ")"
            tokens.append(f"{lhs}{frm}->{to or ''}")
            continue
        dests = list(dict.fromkeys(to for (_, _, to) in things))
        if len(dests) == 1:
            parts = [_thing(f, kind, n, line_f) for (f, kind, _), n in things.items()]
            tokens.append("+".join(parts) + f"->{dests[0]}")
            continue
        by_thing: dict[tuple[int, str], list[tuple[int, int]]] = {}
        for (f, kind, to), n in things.items():
            by_thing.setdefault((f, kind), []).append((to, n))
        for (f, kind), spots in by_thing.items():
            by_count: dict[int, list[int]] = {}
            for to, n in spots:
                by_count.setdefault(n, []).append(to)
            for n, tos in by_count.items():
                tokens.append(_thing(f, kind, n, line_f) + "->" + "+".join(map(str, tos)))
    return tokens


def _place_text(place: str, line_f: int) -> str:
    if place in ("C$", "E$") and LETTER_FACTION[place[0]] == line_f:
        return "$"
    return place


def _card_text(atom: Atom, line_f: int) -> str:
    _, t, frm, to = atom
    if frm in ("", "C", "E") and to in ("C", "E"):
        return f"#{frm}->{to}"  # a draw or a card taken from a hand: hidden
    card = f"{SUIT_LETTERS[SUIT_OF[t]]}#{ROOTLOG_NAME[t]}"
    return f"{card}{_place_text(frm, line_f)}->{_place_text(to, line_f)}"


@dataclass
class _BattleToken:
    text: str
    marks: list[str] = field(default_factory=list)
    roll: str = ""

    def __str__(self) -> str:
        return self.text + "".join(self.marks) + self.roll


def _line_text(entries: list[tuple[int, Atom]], line_f: int) -> str:
    tokens: list[Any] = []
    last_battle: _BattleToken | None = None
    i, n = 0, len(entries)
    while i < n:
        idx, atom = entries[i]
        kind = atom[0]
        j = i + 1
        if kind in ("p", "c", "vp"):
            while j < n and entries[j][0] == idx and entries[j][1][0] == kind:
                j += 1
            run = [e[1] for e in entries[i:j]]
            if kind == "p":
                tokens.extend(_piece_tokens(run, line_f))
            elif kind == "c":
                texts = [_card_text(a, line_f) for a in run]
                k = 0
                while k < len(texts):
                    m = k
                    while m < len(texts) and texts[m] == texts[k]:
                        m += 1
                    tokens.append(f"{m - k if m - k > 1 else ''}{texts[k]}")
                    k = m
            else:
                k = 0
                while k < len(run):
                    m = k
                    while m < len(run) and run[m] == run[k]:
                        m += 1
                    _, f, sign = run[k]
                    who = "" if f == line_f else FACTION_LETTERS[f]
                    count = m - k
                    tokens.append(f"{who}{'++' if sign > 0 else '--'}{count if count > 1 else ''}")
                    k = m
        elif kind == "x":
            _, att, dfn, c = atom
            who = "" if att == line_f else FACTION_LETTERS[att]
            last_battle = _BattleToken(f"{who}X{FACTION_LETTERS[dfn]}{c}")
            tokens.append(last_battle)
        elif kind in ("amb", "foil", "roll"):
            if last_battle is None:
                raise RuntimeError(f"rootlog: {kind} outside a battle")
            if kind == "roll":
                last_battle.roll = f"({atom[1]},{atom[2]})"
            else:
                last_battle.marks.append(SUIT_LETTERS[atom[1]] + "@")
        elif kind == "z":
            tokens.append("Z" + craft_text(atom[1]))
        elif kind == "lead":
            tokens.append(f"#{LEADERS[atom[1]]}->$")
        elif kind == "purge":
            tokens.append("$_->")
        elif kind == "rev":
            tokens.append(f"{FACTION_LETTERS[atom[1]]}^{FACTION_LETTERS[atom[2]]}")
        else:
            raise RuntimeError(f"rootlog: unknown atom {atom!r}")
        i = j
    return "/".join(str(t) for t in tokens)


def _presets(options: Mapping[str, Any]) -> list[Action]:
    """The setup actions :meth:`Game.new` applied from options (unlogged there)."""
    out = []
    if options.get("keep") is not None:
        out.append(Action("keep", (int(options["keep"]),)))
    for name, c in dict(options.get("buildings") or {}).items():
        out.append(Action("place", (name, int(c))))
    if options.get("leader") is not None:
        out.append(Action("leader", (str(options["leader"]),)))
    return out


def export_rootlog(game_or_log: Game | Mapping[str, Any], *, board: Board | None = None,
                   players: Mapping[str, str] | None = None) -> str:
    """A Rootlog record of a game (finished or in progress).

    ``game_or_log`` is a :class:`Game` created with :meth:`Game.new`, or a
    mapping ``{"seed": int, "options": {...}, "actions": [action or text]}``
    (then ``board`` is required). ``players`` maps ``"C"``/``"E"`` to names.
    The game is replayed from its seed; for a Game the replay must reach the
    very same position, else RuntimeError (the record would be wrong)."""
    if isinstance(game_or_log, Game):
        game: Game | None = game_or_log
        if game_or_log.seed is None:
            raise ValueError("a game loaded from a position has no start to export")
        seed = game_or_log.seed
        options = dict(game_or_log.options)
        actions = _presets(options) + list(game_or_log.history)
        board = game_or_log.board
    else:
        game = None
        if board is None:
            raise ValueError("export_rootlog needs the board to replay a log")
        seed = int(game_or_log["seed"])
        options = dict(game_or_log.get("options") or {})
        actions = _presets(options) + [action_of(a) for a in
                                       game_or_log.get("actions", game_or_log.get("log", []))]
    vp_floor = bool(options.get("vp_floor", True))
    s = Game.new(board, seed, {"vp_floor": vp_floor}, track_undo=False).state.clone()

    entries: list[tuple[int, int, Atom]] = []  # (line, action index, atom)
    hints: dict[int, list[str]] = {}
    stash: list[tuple[int, int]] = []
    taxes: list[tuple[int, Action, tuple[int, int]]] = []  # Marquise taxes, warrior not written yet
    last_with_atoms = -1
    for idx, raw in enumerate(actions):
        a = action_of(raw)
        legal = rules.legal_actions(s)
        if a not in legal:
            raise ValueError(f"action {idx + 1} ({a}) is not legal in the replay: "
                             f"{rules.explain(s, a)}")
        if _ambiguous(s, a, legal):
            hints.setdefault(_seq_of_state(s), []).append(str(a))
        following = action_of(actions[idx + 1]) if idx + 1 < len(actions) else None
        for text in _march_pass_hint(s, a, following):
            hints.setdefault(_seq_of_state(s), []).append(text)
        seq_a, stashed = _seq_of_state(s), len(stash)
        atoms = step_atoms(s, a, stash)
        if a.verb == "tax" and len(stash) > stashed:
            taxes.append((seq_a, a, stash[-1]))
        if atoms:
            last_with_atoms = idx
        entries.extend((seq, idx, atom) for seq, atom in atoms)
    if game is not None and to_position(s) != game.to_position():
        raise RuntimeError("rootlog: the replay of the history does not reach the game's "
                           "position")
    # A tax whose Field Hospitals decision is still open at the end: its removed
    # warrior is not written yet, so name the taxed clearing.
    pending = list(stash)
    for seq_a, a, entry in reversed(taxes):
        if entry in pending:
            pending.remove(entry)
            hints.setdefault(seq_a, []).append(str(a))

    names = dict(players or {})
    out = [f"// Woodland Tabletop game record, Rootlog v{SPEC_VERSION}",
           "Map: Fall", "Deck: Standard",
           "Clearings: " + ", ".join(f"{c.suit.value[0].upper()}{c.number}"
                                     for c in board.clearings),
           f"C: {names.get('C', 'Player 1')}", f"E: {names.get('E', 'Player 2')}",
           f"// woodland-seed: {seed}"]
    if not vp_floor:
        out.append("// woodland-options: vp_floor=off")
    last_line = max([e[0] for e in entries] + list(hints) + [1])
    by_line: dict[int, list[tuple[int, Atom]]] = {}
    for seq, idx, atom in entries:
        by_line.setdefault(seq, []).append((idx, atom))
    for seq in range(last_line + 1):
        if seq % 2 == 0:
            out.append("")
        f = seq % 2
        text = f"{FACTION_LETTERS[f]}:" + _line_text(by_line.get(seq, []), f)
        if seq in hints:
            text += "  // woodland: " + "; ".join(hints[seq])
        out.append(text)
    if s.winner >= 0:
        out += ["", f"Winner: {FACTION_LETTERS[s.winner]}"]
    trailer = [str(action_of(a)) for a in actions[last_with_atoms + 1:]]
    if trailer:
        out.append("// woodland-then: " + "; ".join(trailer))
    return "\n".join(out) + "\n"


# --- reading text ------------------------------------------------------------

@dataclass
class RootlogToken:
    """One action of a turn line, as text and as the atoms it stands for."""

    text: str
    line: int
    atoms: tuple[Atom, ...]


@dataclass
class RootlogLine:
    """One turn line (``index`` 0/1 are the setup turns)."""

    number: int
    faction: int
    tokens: list[RootlogToken]
    hints: list[Action]

    @functools.cached_property
    def atom_count(self) -> int:
        """Atoms of all its tokens (asked at every search position)."""
        return sum(len(t.atoms) for t in self.tokens)

    @functools.cached_property
    def kept_cards(self) -> tuple[tuple[str, int], ...]:
        """(hand, card type) of the cards its tokens name leaving a hand
        (``R#rootteaC->``), in token order: the hand held that card until
        then (:func:`_first_named`)."""
        return tuple((atom[3], next(iter(atom[2]))) for t in self.tokens
                     for atom in t.atoms
                     if atom[0] == "c" and atom[3] in FACTION_LETTERS
                     and atom[2] is not None and len(atom[2]) == 1)

    @functools.cached_property
    def rolls(self) -> bool:
        """Does any token show dice? (Without, :func:`_near_bound` is the
        first unfinished token's length.)"""
        return any(r[0] == "roll" for t in self.tokens for r in t.atoms)


@dataclass
class RootlogRecord:
    """A parsed record: header values, turn lines, engine extensions."""

    map: str | None = None
    deck: str | None = None
    clearings: list[str] | None = None
    players: dict[str, str] = field(default_factory=dict)
    seed: int | None = None
    vp_floor: bool = True
    lines: list[RootlogLine] = field(default_factory=list)
    winner: int | None = None
    winner_line: int = 0
    then: list[Action] = field(default_factory=list)
    then_line: int = 0


_SCORE = re.compile(r"([CE])?(\+\+|--)(\d*)", re.ASCII)
_BATTLE = re.compile(r"([CE])?X([A-Z])(\d+)((?:[A-Z]@){0,2})(?:\((\d),(\d)\))?", re.ASCII)
_CRAFT = re.compile(r"Z(%[a-z]|[a-z@]+)", re.ASCII)
_REVEAL = re.compile(r"([CE])?\^([CE])", re.ASCII)
_LOC = r"(\d+|[CE]?\$(?:_[a-z]+)?|[CE]|\*)?"
_PART = re.compile(r"(\d*)(?:([A-Z])?([wbtpr])(?:_([a-z]))?|([FRMB])?#([a-z@]*)|%([a-z_]))"
                   + _LOC, re.ASCII)
_GROUP = re.compile(r"\(([^()]*)\)(.*)", re.ASCII)
_GROUP_PIECE = re.compile(r"(\d*)([A-Z])?([wbtpr])(?:_([a-z]))?", re.ASCII)
_GROUP_SUIT = re.compile(r"(\d*)([FRMB])", re.ASCII)
_CARD_REST = re.compile(r"#([a-z@]*)" + _LOC, re.ASCII)
_DEST = re.compile(r"(\d+|[CE]?\$(?:_[a-z]+)?|[CE]|\*)?", re.ASCII)


class _Bad(Exception):
    """A token problem, turned into RootlogSyntaxError with its line."""


def _faction(letter: str | None, line_f: int) -> int:
    if not letter:
        return line_f
    if letter not in LETTER_FACTION:
        raise _Bad(f"faction {letter} is not in this matchup (C Marquise, E Eyrie)")
    return LETTER_FACTION[letter]


def _count(text: str | None) -> int:
    """A piece, card or point count (1 when omitted). No part of one action
    moves more than the whole box holds, so a larger count is a typo, refused
    before it can make a million atoms."""
    if not text:
        return 1
    if len(text) > 2 or int(text) > MAX_COUNT:
        raise _Bad(f"a count of at most {MAX_COUNT}, not {text[:12]}")
    return int(text)


def _is_number(text: str) -> bool:
    return 0 < len(text) <= 3 and text.isascii() and text.isdigit()


def _clearing(text: str, n_clearings: int) -> int:
    if not _is_number(text):
        raise _Bad(f"there is no clearing {text[:12]}")
    c = int(text)
    if not 1 <= c <= n_clearings:
        raise _Bad(f"there is no clearing {c}")
    return c


def _piece_kind(f: int, kind: str, sub: str | None) -> str:
    if kind in "pr":
        raise _Bad("pawns and rafts are not in this matchup")
    if kind == "w":
        if sub:
            raise _Bad(f"unknown warrior w_{sub}")
        return "w"
    if f == EYRIE:
        if kind == "b" and not sub:
            return "b"
        raise _Bad(f"the Eyrie have no piece {kind}{'_' + sub if sub else ''}")
    if kind == "b":
        if sub is None:
            return "b"
        if "b_" + sub in BUILDING_KINDS:
            return "b_" + sub
        raise _Bad(f"the Marquise have no building b_{sub}")
    if sub in (None, "w"):
        return "t"
    if sub == "k":
        return "t_k"
    raise _Bad(f"the Marquise have no token t_{sub}")


def _card_place(text: str, line_f: int, as_start: bool) -> str:
    if text == "":
        return ""
    if text in ("C", "E"):
        return text
    if text == "*":
        if not as_start:
            raise _Bad("the discard pile '*' is only a start location")
        return "*"
    if text.endswith("$"):
        return (text[0] if len(text) == 2 else FACTION_LETTERS[line_f]) + "$"
    if text.startswith("$_") or text[1:].startswith("$_"):
        column = text.split("_", 1)[1]
        if column not in COLUMN_LETTERS:
            raise _Bad(f"unknown Decree column $_{column}")
        return "$_" + column
    raise _Bad(f"'{text}' is not a place for cards")


def _piece_place(text: str, n_clearings: int) -> int:
    if text == "":
        return 0
    if text.isascii() and text.isdigit():
        return _clearing(text, n_clearings)
    raise _Bad(f"'{text}' is not a place for pieces in this matchup")


def _split_plus(text: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "+" and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    if any(not p for p in parts):
        raise _Bad("empty part around '+'")
    return parts


def _card_types(suit: int | None, name: str) -> frozenset[int] | None:
    if not name:
        return None
    types = NAME_TYPES.get(name)
    if types is None:
        raise _Bad(f"unknown card '{name}'")
    if suit is not None:
        types = frozenset(t for t in types if SUIT_OF[t] == suit)
        if not types:
            raise _Bad(f"no {SUITS[suit]} card is called '{name}'")
    return types


def _parse_move(text: str, line_f: int, n_clearings: int) -> list[Atom]:
    lhs, rhs = text.split("->", 1)
    if not lhs:
        raise _Bad("nothing to move before '->'")
    dests = _split_plus(rhs) if rhs else [""]
    for d in dests:
        if not _DEST.fullmatch(d):
            raise _Bad(f"'{d}' is not a destination")
    # things: (kind, faction or suit, count, name/kind, start)
    pieces: list[tuple[int, str, int, int]] = []  # faction, kind, count, start
    cards: list[tuple[int | None, frozenset[int] | None, int, str, str]] = []
    leader: int | None = None
    for part in _split_plus(lhs):
        group = _GROUP.fullmatch(part)
        if group:
            inner, rest = group.groups()
            if rest.startswith("#"):
                m = _CARD_REST.fullmatch(rest)
                if not m:
                    raise _Bad(f"cannot read the cards '{part}'")
                name, loc = m.group(1), m.group(2) or ""
                for sub in _split_plus(inner):
                    ms = _GROUP_SUIT.fullmatch(sub)
                    if not ms:
                        raise _Bad(f"'{sub}' is not a suit")
                    suit = LETTER_SUIT[ms.group(2)]
                    cards.append((suit, _card_types(suit, name), _count(ms.group(1)), name,
                                  loc))
                continue
            loc = rest
            if not _DEST.fullmatch(loc):
                raise _Bad(f"'{loc}' is not a start location")
            for sub in _split_plus(inner):
                mp = _GROUP_PIECE.fullmatch(sub)
                if not mp:
                    raise _Bad(f"'{sub}' is not a piece")
                f = _faction(mp.group(2), line_f)
                pieces.append((f, _piece_kind(f, mp.group(3), mp.group(4)),
                               _count(mp.group(1)), _piece_place(loc, n_clearings)))
            continue
        m = _PART.fullmatch(part)
        if not m:
            raise _Bad(f"cannot read '{part}'")
        count, fl, kind, sub, suit_l, name, item, loc = m.groups()
        n = _count(count)
        loc = loc or ""
        if item is not None:
            raise _Bad("items are only written inside a craft (Z%x) in this matchup")
        if kind is not None:
            f = _faction(fl, line_f)
            pieces.append((f, _piece_kind(f, kind, sub), n, _piece_place(loc, n_clearings)))
        else:
            if name in LEADERS and rhs == "$" and not suit_l and n == 1 and not loc:
                leader = LEADERS.index(name)
                continue
            suit = LETTER_SUIT[suit_l] if suit_l else None
            cards.append((suit, _card_types(suit, name), n, name, loc))
    if leader is not None:
        if pieces or cards:
            raise _Bad("a new leader is written on its own: #despot->$")
        return [("lead", leader)]
    atoms: list[Atom] = []
    for f, kind, n, start in pieces:
        for d in dests:
            to = _piece_place(d, n_clearings)
            if to == start == 0:
                raise _Bad("a piece must come from or go to a clearing")
            atoms.extend([("p", f, kind, start, to)] * n)
    for suit, types, n, _name, loc in cards:
        frm = _card_place(loc, line_f, True)
        for d in dests:
            if d.isascii() and d.isdigit():
                raise _Bad("cards do not go to clearings")
            to = _card_place(d, line_f, False)
            atoms.extend([("c", suit, types, frm, to)] * n)
    return atoms


def parse_token(text: str, line_f: int, n_clearings: int = 12) -> tuple[Atom, ...]:
    """The atoms one action text stands for (raises ``_Bad`` on bad text).
    Short texts are cached: a record repeats its tokens (``#->C``, ``++``,
    ``w->1``...), and atoms are immutable (tuples of ints, strings and
    frozensets). Long ones are not, so odd input cannot fill the memory."""
    if len(text) <= SHORT_TOKEN:
        return _parse_short(text, line_f, n_clearings)
    return _parse_token(text, line_f, n_clearings)


SHORT_TOKEN = 40  # characters; real tokens are up to about 25


def _parse_token(text: str, line_f: int, n_clearings: int) -> tuple[Atom, ...]:
    m = _SCORE.fullmatch(text)
    if m:
        f = _faction(m.group(1), line_f)
        n = _count(m.group(3))
        return (("vp", f, 1 if m.group(2) == "++" else -1),) * n
    if text.startswith("++->"):
        raise _Bad("moving the VP token to a board (dominance, coalition) is not in this game")
    m = _BATTLE.fullmatch(text)
    if m:
        att = _faction(m.group(1), line_f)
        dfn = _faction(m.group(2), line_f)
        if att == dfn:
            raise _Bad("a faction cannot battle itself")
        atoms: list[Atom] = [("x", att, dfn, _clearing(m.group(3), n_clearings))]
        marks = m.group(4)
        for i, kind in enumerate(("amb", "foil")):
            if len(marks) > 2 * i:
                letter = marks[2 * i]
                if letter not in LETTER_SUIT:
                    raise _Bad(f"'{letter}@' is not an ambush suit")
                atoms.append((kind, LETTER_SUIT[letter]))
        if m.group(5) is not None:
            a, d = int(m.group(5)), int(m.group(6))
            if not (0 <= a <= 3 and 0 <= d <= 3):
                raise _Bad("dice show 0 to 3")
            if a < d:
                raise _Bad("the attacker rolls the higher die: (high,low)")
            atoms.append(("roll", a, d))
        return tuple(atoms)
    m = _CRAFT.fullmatch(text)
    if m:
        types = _craft_types(m.group(1))
        if not types:
            raise _Bad(f"nothing craftable is called '{m.group(1)}'")
        return (("z", types),)
    if text == "$_->":
        return (("purge",),)
    m = _REVEAL.fullmatch(text)
    if m:
        who = _faction(m.group(1), line_f)
        to = _faction(m.group(2), line_f)
        return (("rev", who, to),)
    if "<->" in text:
        raise _Bad("plot tricks are not in this matchup")
    if "->" in text:
        return tuple(_parse_move(text, line_f, n_clearings))
    raise _Bad("not a Rootlog action")


_parse_short = functools.lru_cache(maxsize=2048)(_parse_token)


def _looks_like_player(value: str) -> bool:
    try:
        for token in re.split(r"[/;]", value):
            if token.strip():
                parse_token(token.strip(), CAT)
    except _Bad:
        return True
    return False


def parse_rootlog(text: str, board: Board | None = None) -> RootlogRecord:
    """Read a record into lines of atoms; refuses what this matchup cannot
    contain with :class:`RootlogSyntaxError` naming the line."""
    rec = RootlogRecord()
    n_clearings = len(board.clearings) if board is not None else 12
    for number, raw in enumerate(text.splitlines(), 1):
        body, _, comment = raw.partition("//")
        comment = comment.strip()
        body = body.strip()
        hints: list[Action] = []
        if comment.startswith("woodland-seed:"):
            seed = comment.split(":", 1)[1].strip()
            if not re.fullmatch(r"-?[0-9]{1,20}", seed):
                raise RootlogSyntaxError(number, "the seed must be a whole number "
                                                 "(up to 20 digits)")
            rec.seed = int(seed)
        elif comment.startswith("woodland-options:"):
            for opt in comment.split(":", 1)[1].split():
                if opt in ("vp_floor=off", "vp_floor=false"):
                    rec.vp_floor = False
                elif opt not in ("vp_floor=on", "vp_floor=true"):
                    raise RootlogSyntaxError(number, f"unknown option '{opt}'")
        elif comment.startswith("woodland-then:"):
            rec.then = _hint_actions(comment.split(":", 1)[1], number)
            rec.then_line = number
        elif "woodland:" in comment:
            hints = _hint_actions(comment.split("woodland:", 1)[1], number)
        if not body:
            continue
        m = re.fullmatch(r"([A-Za-z]+)\s*:\s*(.*)", body, re.ASCII)
        if not m:
            raise RootlogSyntaxError(number, "expected 'Key: value' or 'C:' / 'E:' and actions",
                                     token=body)
        key, value = m.group(1), m.group(2).strip()
        low = key.lower()
        if low == "map":
            if value.lower() not in ("fall", "autumn"):
                raise RootlogSyntaxError(number, f"only the Autumn (Fall) map is supported, "
                                                 f"not '{value}'")
            rec.map = value
        elif low == "deck":
            if value.lower() != "standard":
                raise RootlogSyntaxError(number, f"only the Standard deck is supported, "
                                                 f"not '{value}'")
            rec.deck = value
        elif low == "clearings":
            rec.clearings = [x.strip() for x in value.split(",") if x.strip()]
            _check_clearings(rec.clearings, board, number)
        elif low == "pool":
            if set(value) - {"C", "E"}:
                raise RootlogSyntaxError(number, "only the Marquise (C) and Eyrie (E) play here")
        elif low == "winner":
            letters = value.replace(",", " ").split()
            if len(letters) != 1 or letters[0] not in LETTER_FACTION:
                raise RootlogSyntaxError(number, f"winner must be C or E, not '{value}'")
            rec.winner = LETTER_FACTION[letters[0]]
            rec.winner_line = number
        elif key in ("C", "E"):
            if not rec.lines and key not in rec.players and _looks_like_player(value):
                rec.players[key] = value
                continue
            _add_turn_line(rec, key, value, number, hints, n_clearings)
        elif len(key) == 1 and key.isupper():
            raise RootlogSyntaxError(number, f"faction {key} is not in this matchup "
                                             f"(C Marquise, E Eyrie)")
        else:
            raise RootlogSyntaxError(number, f"unknown header '{key}'")
    return rec


def _hint_actions(text: str, number: int) -> list[Action]:
    out = []
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        try:
            out.append(Action.parse(part))
        except IllegalAction as exc:
            raise RootlogSyntaxError(number, f"bad woodland action '{part}': {exc}") from None
    return out


def _check_clearings(values: list[str], board: Board | None, number: int) -> None:
    if board is None:
        return
    if len(values) != len(board.clearings):
        raise RootlogSyntaxError(number, f"the Clearings line names {len(values)} clearings, "
                                         f"the map has {len(board.clearings)}")
    for i, v in enumerate(values, 1):
        m = re.fullmatch(r"([FMR])([0-9]{0,3})", v)
        if not m:
            raise RootlogSyntaxError(number, f"'{v}' is not a clearing suit")
        c = int(m.group(2) or i)
        if not 1 <= c <= len(board.clearings):
            raise RootlogSyntaxError(number, f"there is no clearing {c}")
        if board.clearing(c).suit.value[0].upper() != m.group(1):
            raise RootlogSyntaxError(number, f"clearing {c} is {board.clearing(c).suit.value} "
                                             f"on this map, not {v}")


def _add_turn_line(rec: RootlogRecord, key: str, value: str, number: int,
                   hints: list[Action], n_clearings: int) -> None:
    f = LETTER_FACTION[key]
    want = len(rec.lines) % 2
    if f != want:
        what = "setup turn" if len(rec.lines) < 2 else "turn"
        raise RootlogSyntaxError(number, f"expected the {FACTION_LETTERS[want]} {what} here: "
                                         "setup C, setup E, then C and E alternate",
                                 token=f"{key}:")
    tokens = []
    for part in re.split(r"[/;]", value):
        part = part.strip()
        if not part:
            continue
        if len(tokens) == MAX_LINE_TOKENS:
            raise RootlogSyntaxError(number, f"more than {MAX_LINE_TOKENS} actions in one turn")
        try:
            atoms = parse_token(part, f, n_clearings)
            if len(atoms) > MAX_TOKEN_ATOMS:
                raise _Bad(f"more than {MAX_TOKEN_ATOMS} pieces, cards or points in one action")
        except _Bad as exc:
            raise RootlogSyntaxError(number, str(exc), token=part) from None
        tokens.append(RootlogToken(part, number, atoms))
    rec.lines.append(RootlogLine(number, f, tokens, hints))


# --- replaying ---------------------------------------------------------------

@dataclass
class _Match:
    """How far the record is consumed: the current line and what is left of
    each of its tokens; Decree/craft hints of that line still unused."""

    cur: int
    rem: list[list[Atom]]
    hints: list[Action]
    left: int  # atoms in ``rem`` (kept count of: asked at every position)
    battle: int = -1  # token of the current line holding the latest battle
    t0: int = -1  # _first_open(rem) once asked (-1: not yet); rem is never changed


def _open_token(m: _Match) -> int:
    """:func:`_first_open` of a match's tokens, worked out once per match
    (the anchor, the near bound and every reading from it ask)."""
    if m.t0 < 0:
        m.t0 = _first_open(m.rem)
    return m.t0


# Record atoms that may leave something open (a building kind, a card's
# name or suit, a craft's card); others describe the rendered atom exactly.
_LOOSE_KINDS = frozenset(("p", "c", "z"))


class _Reading:
    """Matches one action's atoms against the record, one atom at a time as
    the replay produces them (so a try stops at the first atom the record
    does not show, see :func:`_play`); :func:`_consume` explains the rules.

    Each line segment (a run of atoms of one record line) must take at least
    one atom from the first unfinished token of its line (the action belongs
    *here*); its other atoms may come from later tokens of the same line
    (people order consequences freely). Dice are optional in the record. A
    ``declined`` decision (an ambush, foil or Field Hospitals not used:
    Rootlog has no token for it) has no token of its own, so its
    consequences — the dice and hits of the battle it lets go on — need not
    start at the first unfinished token. Tokens are copied only when an atom
    is taken from them (the others stay shared with the position before)."""

    __slots__ = ("lines", "declined", "cur", "rem", "own", "hints", "battle", "near", "far",
                 "seq", "skip", "t0", "anchored", "needed", "first", "left", "m")

    def __init__(self, m: _Match, lines: list[RootlogLine], declined: bool) -> None:
        self.lines = lines
        self.declined = declined
        self.m = m
        self.cur = m.cur
        self.rem = m.rem  # the match's until an atom is taken (_take)
        self.own: list[bool] | None = None
        self.hints = m.hints
        self.battle = m.battle
        self.left = m.left
        self.near = self.far = 0
        self.seq = -1  # the line of the segment being read (-1: none yet)
        self.skip = False  # the segment is past the end of the record: not checked
        self.t0 = 0
        self.anchored = self.needed = False
        self.first: tuple[int, int] | None = None

    def _closes(self) -> bool:
        """May the segment read so far end here?"""
        return self.anchored or not self.needed or self.declined

    def _opens(self, seq: int) -> bool:
        """Start a segment of line ``seq``; False if the record cannot go there."""
        untouched = self.seq < 0  # nothing read yet: the tokens are the match's
        if self.seq >= 0 and not self._closes():
            return False
        if self.seq >= 0 and self.first is None:
            self.first = (self.near, self.far)
        self.seq = seq
        self.skip = False
        self.anchored = self.needed = False
        cur, lines = self.cur, self.lines
        if seq < cur:
            return False
        if seq > cur:
            if self.left:
                return False
            last = min(seq, len(lines))
            if any(lines[k].atom_count for k in range(cur + 1, last)):
                return False
            if seq >= len(lines):
                self.skip = True
                return True
            self.cur = seq
            self.rem = [list(t.atoms) for t in lines[seq].tokens]
            self.own = [True] * len(self.rem)
            self.hints = list(lines[seq].hints)
            self.battle = -1
            self.left = lines[seq].atom_count
        self.t0 = _open_token(self.m) if untouched and seq == self.m.cur else _first_open(self.rem)
        return True

    def _take(self, k: int, x: int) -> None:
        own = self.own
        if own is None:
            self.rem = list(self.rem)
            own = self.own = [False] * len(self.rem)
        if not own[k]:
            self.rem[k] = self.rem[k].copy()
            own[k] = True
        del self.rem[k][x]
        self.left -= 1

    def feed(self, seq: int, atom: Atom) -> bool:
        """Read one atom of line ``seq``; False if the record does not show it."""
        if seq != self.seq and not self._opens(seq):
            return False
        if self.skip:
            return True
        rem = self.rem
        kind = atom[0]
        if kind == "roll":  # the dice belong to the battle's own token
            k = self.battle if self.battle >= 0 else self.t0
            if k < len(rem):
                for x, r in enumerate(rem[k]):
                    if r[0] == "roll":
                        if r != atom:
                            return False
                        self._take(k, x)
                        self.near += 1
                        break
            return True
        self.needed = True
        t0 = self.t0
        if kind in _LOOSE_KINDS and (kind != "p" or atom[1] == CAT and atom[2] in BUILDING_KINDS):
            for k in range(t0, len(rem)):
                for x, r in enumerate(rem[k]):
                    if r[0] == kind and (r == atom or _covers(r, atom)):
                        self._found(k, x, kind, t0)
                        return True
            return False
        # Only an equal record atom shows it: the C-level list search.
        for k in range(t0, len(rem)):
            tok = rem[k]
            if atom in tok:
                self._found(k, tok.index(atom), kind, t0)
                return True
        return False

    def _found(self, k: int, x: int, kind: str, t0: int) -> None:
        """Take atom ``x`` of token ``k`` for the atom being read."""
        self._take(k, x)
        if kind == "x":
            self.battle = k
        if k == t0:
            self.anchored = True
            self.near += 1
        else:
            self.far += 1

    def feed_all(self, atoms: list[tuple[int, Atom]], start: int = 0) -> bool:
        for k in range(start, len(atoms)):
            seq, atom = atoms[k]
            if not self.feed(seq, atom):
                return False
        return True

    def result(self) -> tuple[_Match, int, int] | None:
        """The match after every atom fed, and how many atoms of the first
        line segment came from its first unfinished token (dice included) /
        from later ones; None if the last segment may not end here.

        Only the first segment ranks a reading (:class:`_Choices`): its best
        possible score is known before any reading is tried, the atoms of a
        following turn are not."""
        if self.seq >= 0 and not self.skip and not self._closes():
            return None
        near, far = self.first if self.first is not None else (self.near, self.far)
        return _Match(self.cur, self.rem, self.hints, self.left, self.battle), near, far


def _consume(m: _Match, atoms: list[tuple[int, Atom]], lines: list[RootlogLine],
             declined: bool = False) -> tuple[_Match, int, int] | None:
    """Match one action's atoms against the record (:class:`_Reading`).
    Returns the new match and how many atoms came from the first unfinished
    token / from later ones, or None if the record does not show this."""
    reading = _Reading(m, lines, declined)
    if not reading.feed_all(atoms):
        return None
    return reading.result()


def _record_ends(lines: list[RootlogLine]) -> list[bool]:
    """``ends[k]``: no line after line ``k`` has any atom (computed once, so
    the end test costs the same on the first line of a record as the last)."""
    ends = [True] * (len(lines) + 1)
    for k in range(len(lines) - 1, 0, -1):
        ends[k - 1] = ends[k] and not lines[k].atom_count
    return ends


def _done_at(m: _Match, ends: list[bool]) -> bool:
    """Is the whole record matched? (:func:`_record_ends` of its lines.)"""
    return not m.left and ends[min(m.cur, len(ends) - 1)]


def _anchor(m: _Match, lines: list[RootlogLine], seq: int
            ) -> tuple[Sequence[Sequence[Atom]], int] | None:
    """The tokens left of line ``seq`` and the index of the first unfinished
    one (None = unknown)."""
    if seq == m.cur:
        return m.rem, _open_token(m)
    if m.cur < seq < len(lines) and not m.left:
        tokens = [t.atoms for t in lines[seq].tokens]
        return tokens, _first_open(tokens)
    return None


def _first_open(tokens: Sequence[Sequence[Atom]]) -> int:
    """Index of the first token with an atom left that is not dice (dice
    left in a battle token do not hold the reading there); len if none."""
    for k, tok in enumerate(tokens):
        for r in tok:
            if r[0] != "roll":
                return k
    return len(tokens)


def _want(s: State, a: Action) -> Atom | None:
    """The atom an action surely shows first, to skip hopeless candidates
    (remembered: the same few hundred actions come up at every position)."""
    key = (a, s.turn)
    want = _WANTS.get(key, _UNKNOWN)
    if want is _UNKNOWN:
        want = _WANTS[key] = _first_atom(a, s.turn)
    return want


_WANTS: dict[tuple[Action, int], Atom | None] = {}
_UNKNOWN = ("?",)


def _first_atom(a: Action, f: int) -> Atom | None:
    verb, args = a.verb, a.args
    if verb == "move":
        return ("p", f, "w", args[0], args[1])
    if verb == "craft":
        return ("z", CARD_INDEX[args[0]])
    if verb == "decree":
        return ("c", CARD_INDEX[args[1]], "E", "$_" + COLUMN_LETTERS[COLUMN_INDEX[args[0]]])
    if verb == "recruit" and args:
        return ("p", EYRIE, "w", 0, args[0])
    if verb == "build":
        if isinstance(args[0], str):
            return ("p", CAT, "b_" + args[0][0], 0, args[1])
        return ("p", EYRIE, "b", 0, args[0])
    if verb == "place":
        return ("p", CAT, "b_" + args[0][0], 0, args[1])
    if verb == "keep":
        return ("p", CAT, "t_k", 0, args[0])
    if verb == "roost":
        return ("p", EYRIE, "b", 0, args[0])
    if verb == "leader":
        return ("lead", LEADERS.index(args[0]))
    if verb == "wood":
        return ("p", CAT, "t", 0, args[0])
    if verb == "pay":
        return ("p", CAT, "t", args[0], 0)
    if verb == "place_warrior":
        return ("p", CAT, "w", 0, args[0])
    if verb == "discard":
        return ("c", CARD_INDEX[args[0]], FACTION_LETTERS[f], "")
    if verb == "hawks":
        return ("c", CARD_INDEX[args[0]], "C", "")
    if verb == "overwork":
        return ("c", CARD_INDEX[args[1]], "C", "")
    return None


def _count_moves(atoms: Sequence[Atom], counts: dict[tuple[int, int, int], int]
                 ) -> dict[tuple[int, int, int], int]:
    """``counts`` plus the warriors each (faction, from, to) of ``atoms`` moves."""
    for r in atoms:
        if r[0] == "p" and r[2] == "w" and r[3] and r[4]:
            key = (r[1], r[3], r[4])
            counts[key] = counts.get(key, 0) + 1
    return counts


class _Anchor:
    """The atoms of the first unfinished token (:func:`_anchor`) and the
    tokens after it on its line, indexed once per search position for
    :func:`_plausible_tries`, which asks about every legal action there (a
    score of moves, mostly)."""

    __slots__ = ("atoms", "exact", "battles", "cat_recruit", "counts", "loose", "tokens", "k",
                 "totals")

    def __init__(self, tokens: Sequence[Sequence[Atom]], k: int) -> None:
        self.atoms = atoms = list(tokens[k]) if k < len(tokens) else []
        self.tokens, self.k = tokens, k
        self.totals: dict[tuple[int, int, int], int] | None = None
        self.exact = set(atoms)
        # How many warriors each (faction, from, to) moves in the token: a
        # move is plausible where its _want is counted here.
        self.counts = _count_moves(atoms, {})
        self.battles: set[tuple[int, int]] = set()
        self.cat_recruit = False
        # What a card or craft atom of the token may cover: its from and to
        # places (a card's name or suit may be left open), or "z" (a craft).
        self.loose: set[tuple[str, str] | str] = set()
        for r in atoms:
            kind = r[0]
            if kind == "c":
                self.loose.add((r[3], r[4]))
            elif kind == "z":
                self.loose.add("z")
            elif kind == "p" and r[2] == "w" and r[3] == 0 and r[1] == CAT:
                self.cat_recruit = True
            elif kind == "x":
                self.battles.add((r[1], r[3]))

    def moved(self, key: tuple[int, int, int]) -> int:
        """How many warriors (faction, from, to) the tokens left of the line
        move, from the first unfinished one on: every atom of a move is read
        there (:class:`_Reading`), so a move of more can never be read.
        Counted only when a move of more than the first token shows is
        asked about."""
        totals = self.totals
        if totals is None:
            totals = self.totals = dict(self.counts)
            for tok in self.tokens[self.k + 1:]:
                _count_moves(tok, totals)
        return totals.get(key, 0)

    def shows(self, want: Atom) -> bool:
        """Does some atom of the token cover ``want`` (:func:`_covers`)?"""
        if want in self.exact:  # an equal record atom covers it
            return True
        kind = want[0]
        if kind == "p":  # else only a generic Marquise building "b" covers it
            return (want[1] == CAT and want[2] in BUILDING_KINDS
                    and ("p", CAT, "b", want[3], want[4]) in self.exact)
        if kind == "c":
            return ((want[2], want[3]) in self.loose
                    and any(_covers(r, want) for r in self.atoms))
        if kind == "z":
            return "z" in self.loose and any(_covers(r, want) for r in self.atoms)
        return False


def _plausible_tries(s: State, legal: list[Action], anchor: _Anchor | None,
                     chosen: frozenset[Action] | set[Action] = frozenset()
                     ) -> list[tuple[Action, bool]]:
    """The actions of ``legal`` the first unfinished token may show, and
    whether a hint chose each (``chosen``, :func:`_hinted`): a move between
    two clearings the token moves between, of no more warriors than the
    line has left to move between them (:meth:`_Anchor.moved`), a battle
    in a clearing it battles in, a Marquise recruit where it recruits, any
    other action whose first atom (:func:`_want`) it shows, or that has
    none to show. With no token to go by (``anchor`` None), all of them.
    Inlined, since it asks about every legal action of every search
    position."""
    if anchor is None:
        return [(a, a in chosen) for a in legal]
    counts, battles, exact, f = anchor.counts, anchor.battles, anchor.exact, s.turn
    tries = []
    for a in legal:
        verb, args = a
        if verb == "move":
            key = (f, args[0], args[1])
            shown = counts.get(key)
            if shown is None or args[2] > shown and args[2] > anchor.moved(key):
                continue
        elif verb == "battle":
            if (f, args[0]) not in battles:
                continue
        elif verb == "recruit" and not args:
            if not anchor.cat_recruit:
                continue
        else:
            want = _want(s, a)
            if not (want is None or want in exact
                    or want[0] in _LOOSE_KINDS and anchor.shows(want)):
                continue
        tries.append((a, bool(chosen) and a in chosen))
    return tries


@dataclass
class _Candidate:
    """A legal action the record can show next, and the search position it
    leads to (its state is never changed afterwards: the search keeps it)."""

    action: Action
    match: _Match
    stash: list[tuple[int, int]]
    state: State
    legal: list[Action]
    rank: tuple[int, int]


def _near_bound(tokens: Sequence[Sequence[Atom]], battle: int, t0: int | None = None) -> int:
    """The most atoms a reading's first line segment can take near from
    ``tokens`` (:class:`_Reading`: atoms of its first unfinished token, and
    dice from that token or the token of its battle): that token's atoms
    plus the dice of every other token a battle may take them from. An
    upper bound known before any reading is tried (:class:`_Choices`)."""
    if t0 is None:
        t0 = _first_open(tokens)
    best = len(tokens[t0]) if t0 < len(tokens) else 0
    for k, tok in enumerate(tokens):
        if k == t0:
            continue
        rolls, fought = 0, k == battle
        for r in tok:
            kind = r[0]
            if kind == "roll":
                rolls += 1
            elif kind == "x":
                fought = True
        if fought:
            best += rolls
    return best


def _fresh_bounds(lines: list[RootlogLine]) -> list[int]:
    """``bounds[k]``: :func:`_near_bound` for a reading that starts after
    line ``k`` is finished (its first atom opens the next line with atoms)."""
    bounds = [0] * (len(lines) + 1)
    for k in range(len(lines) - 1, -1, -1):
        if k + 1 < len(lines):
            following = lines[k + 1]
            bounds[k] = (_near_bound([tok.atoms for tok in following.tokens], -1)
                         if following.atom_count else bounds[k + 1])
    return bounds


def _moves_by_token(s: State, tries: list[tuple[Action, bool]], anchor: _Anchor
                    ) -> list[tuple[Action, bool]]:
    """The order actions are tried in: legal order, except that of the moves
    between the same two clearings (which differ only in the count) the one
    moving as many warriors as the first unfinished token shows comes first.
    Those moves never read the token equally well (each count takes another
    number of its atoms), so their order decides nothing, and the one
    tried first is then mostly the best reading (:class:`_Choices`)."""
    counts, f = anchor.counts, s.turn
    first_of: dict[tuple, int] = {}
    order: list[tuple[int, int, int]] = []
    for index, (a, _hinted) in enumerate(tries):
        if a.verb == "move":
            args = a.args
            at = first_of.setdefault((args[0], args[1], args[3:]), index)
            order.append((at, args[2] != counts.get((f, args[0], args[1])), index))
        else:
            order.append((index, False, index))
    order.sort()
    return [tries[index] for _at, _later, index in order]


def _crafts_by_record(s: State, tries: list[tuple[Action, bool]], lines: list[RootlogLine],
                      seq: int) -> list[tuple[Action, bool]]:
    """The order crafts of the same record text are tried in, where no hint
    says which card paid. ``Z%t`` does not say which of two root teas was
    crafted, but the record may name the other one later, when it leaves the
    crafter's hand (``R#rootteaC->``): of the cards a craft of this text may
    use, the first one the record names leaving that hand was kept, so the
    crafts of the others are tried first. Only the order changes, never
    which readings exist. Without it the search took the first card in
    legal order, and a wrong guess was found out only at that later token:
    of the records of 1,500 games without hints, 30 needed more than 50
    states in a row to get past it (up to 789), and more were refused, the
    token coming after the craft was settled (REVISE_LINES): 40 were
    refused with no stall limit, 8 now (bench/rootlog.py --hintless)."""
    crafts = [i for i, (a, _) in enumerate(tries) if a.verb == "craft"]
    if len(crafts) < 2:
        return tries
    groups: dict[str, list[int]] = {}
    for i in crafts:
        groups.setdefault(craft_text(CARD_INDEX[tries[i][0].args[0]]), []).append(i)
    hand = FACTION_LETTERS[s.turn]
    out = tries
    for places in groups.values():
        if len(places) < 2:
            continue
        kept = _first_named(lines, seq, hand, {CARD_INDEX[tries[i][0].args[0]] for i in places})
        if kept is None:
            continue
        if out is tries:
            out = list(tries)
        ordered = sorted((tries[i] for i in places),
                         key=lambda t: CARD_INDEX[t[0].args[0]] == kept)
        for i, t in zip(places, ordered, strict=True):
            out[i] = t
    return out


def _first_named(lines: list[RootlogLine], seq: int, hand: str, types: set[int]) -> int | None:
    """The first of ``types`` the record names leaving ``hand`` from line
    ``seq`` on (None: none of them). It may be the crafted card itself,
    drawn again once the discard pile is shuffled into a new deck; stopping
    the search for a name at that point read fewer records (1,488 of 1,500
    without hints, against 1,492), so the first name decides."""
    for line in lines[seq:]:
        for where, t in line.kept_cards:
            if where == hand and t in types:
                return t
    return None


def _caps(s: State, ctx: str, tries: list[tuple[Action, bool]], anchor: _Anchor
          ) -> list[int] | None:
    """The most atoms each tried action can read near (:class:`_Choices`
    puts off those that cannot beat the best reading found), where that is
    known from the action alone; None where it is known for none.

    * Where the first unfinished token is moves only, a move of n warriors
      from a to b reads at most n of its atoms, and only those equal to its
      own (a move rolls no die).
    * An ``end`` of Daylight plays the Evening (1.4: the Cobbler's move is a
      decision of its own): it only scores and draws or discards, so it
      reads at most the token's points and cards."""
    atoms, counts, f = anchor.atoms, anchor.counts, s.turn
    moves_only = bool(counts) and sum(counts.values()) == len(atoms)
    evening = ctx == "daylight"
    if not moves_only and not evening:
        return None
    shown = sum(1 for r in atoms if r[0] in ("vp", "c")) if evening else 0
    caps = []
    for a, _hinted in tries:
        verb = a.verb
        if verb == "move" and moves_only:
            args = a.args
            caps.append(min(args[2], counts.get((f, args[0], args[1]), 0)))
        elif verb == "end" and evening:
            caps.append(shown)
        else:
            caps.append(_ANY)
    return caps


_first = operator.itemgetter(0)
_ANY = 1 << 30  # no cap
_LATER: list[int] = []  # _Choices.caps not worked out yet


class _Choices:
    """The legal actions at a search position whose atoms the record shows
    next, best reading first, tried one at a time as the search asks for
    them (:meth:`next`).

    The order is by the reading's first line segment, ``(-near, far)``
    (:meth:`_Reading.result`), then try order (:func:`_moves_by_token`). The
    best score a reading can reach is known in advance (:func:`_near_bound`
    atoms near, none far):
    a reading that reaches it is taken without trying the actions after it,
    which are tried only if the search comes back here. Most positions have
    such a reading (a move token read as one move), so a valid record costs
    about one tried action per decision instead of every plausible one.
    Where the bound is out of reach (the action's consequences take atoms
    of later tokens), an action that cannot read as many atoms near as the
    best reading found is put off too (:func:`_caps`)."""

    __slots__ = ("s", "m", "stash", "lines", "ctx", "seq", "tries", "next_try", "found",
                 "fresh", "caps", "deferred", "anchor")

    def __init__(self, s: State, legal: list[Action], m: _Match,
                 stash: list[tuple[int, int]], lines: list[RootlogLine],
                 fresh: list[int]) -> None:
        self.s, self.m, self.stash, self.lines, self.fresh = s, m, stash, lines, fresh
        self.ctx = rules.context(s)
        self.seq = seq = _seq_of_state(s)
        place = _anchor(m, lines, seq)
        anchor = _Anchor(*place) if place is not None else None
        hints = m.hints if seq == m.cur else (lines[seq].hints if seq < len(lines) else [])
        if hints:
            legal, chosen = _hinted(s, legal, hints)
            self.tries = _plausible_tries(s, legal, anchor, chosen)
        else:
            self.tries = _crafts_by_record(s, _plausible_tries(s, legal, anchor), lines, seq)
        if anchor is not None and anchor.counts and len(self.tries) > 1:
            self.tries = _moves_by_token(s, self.tries, anchor)
        # _caps, worked out once a reading is found (most positions take
        # their first reading without trying another action).
        self.anchor = anchor
        self.caps: list[int] | None = (_LATER if anchor is not None and len(self.tries) > 1
                                       else None)
        self.next_try = 0
        self.found: list[tuple[tuple[int, int, int], _Candidate]] = []
        self.deferred: list[int] = []
        # An open March with hints reads the hints against every move (_march_hint).
        if hints and s.march and s.turn == CAT and self.ctx == "daylight":
            self.caps = None  # every move is read against the hints
            while self._try_next():
                pass
            cands = _march_hint([c for _, c in self.found], hints)
            self.found = [(k, c) for k, c in self.found if c in cands]

    def _try_next(self) -> bool:
        """Try the next plausible action; False when none is left or the
        search has reached its limit (import_rootlog then refuses). An
        action that cannot read as much of the token as the best reading
        found (:func:`_caps`) is put off until that reading is taken."""
        found = self.found
        while self.next_try < len(self.tries):
            if LAST_IMPORT_WORK["states"] >= LAST_IMPORT_WORK["limit"]:
                return False
            index = self.next_try
            self.next_try += 1
            caps = self.caps
            if caps is _LATER and found:
                assert self.anchor is not None
                caps = self.caps = _caps(self.s, self.ctx, self.tries, self.anchor)
            if caps is not None and found and caps[index] < -found[0][0][0]:
                self.deferred.append(index)
            elif self._try(index):
                return True
        return False

    def _try(self, index: int) -> bool:
        """Play the plausible action ``index``; True if the record shows it."""
        a, hinted = self.tries[index]
        s, seq = self.s, self.seq
        st = s.clone()
        st2 = list(self.stash)
        LAST_IMPORT_WORK["states"] += 1
        reading = _Reading(self.m, self.lines, a.verb == "pass" and self.ctx in _DECLINED)
        played = _play(st, s, a, st2, reading)
        if played is None:
            return False
        res = reading.result()
        if res is None:
            return False
        m2, near, far = res
        if hinted and m2.cur == seq and a in m2.hints:
            m2.hints = list(m2.hints)
            m2.hints.remove(a)
        rank = (-near, far)
        item = ((-near, far, index), _Candidate(a, m2, st2, st, played[1], rank))
        if self.found:
            bisect.insort(self.found, item, key=_first)
        else:
            self.found.append(item)
        return True

    def _try_deferred(self) -> None:
        """Try the actions put off once the best reading left may not beat them."""
        caps, deferred = self.caps, self.deferred
        assert caps is not None
        if self.found and max(caps[i] for i in deferred) < -self.found[0][0][0]:
            return
        self.deferred = []
        for index in deferred:
            if LAST_IMPORT_WORK["states"] >= LAST_IMPORT_WORK["limit"]:
                self.deferred.append(index)
            else:
                self._try(index)

    def best(self) -> tuple[int, int]:
        """The best score a reading can reach here, ``(-near, far)``."""
        m = self.m
        if m.left:  # the first atom must come from this line
            t0 = _open_token(m)
            if not self.lines[m.cur].rolls:
                return (-len(m.rem[t0]) if t0 < len(m.rem) else 0, 0)
            return (-_near_bound(m.rem, m.battle, t0), 0)
        return (-self.fresh[m.cur] if m.cur < len(self.fresh) else 0, 0)

    def next(self) -> _Candidate | None:
        """The best reading not taken yet, or None."""
        if self.deferred:
            self._try_deferred()
        best = None
        while self.next_try < len(self.tries):
            if self.found:
                if best is None:
                    best = self.best()
                if self.found[0][0][:2] <= best:
                    break
            if not self._try_next():
                break
        if not self.found:
            return None
        return self.found.pop(0)[1]

    def may_have_more(self) -> bool:
        """Is a reading left, or an action not tried yet? (Cheap: tries nothing.)"""
        return bool(self.found) or bool(self.deferred) or self.next_try < len(self.tries)


# Decisions Rootlog writes only when taken (1.2.1: the engine asks them
# whatever the hand holds): a ``pass`` there has no token in the record.
_DECLINED = frozenset(("battle:ambush", "battle:foil", "hospital"))


def _hinted(s: State, legal: list[Action], hints: list[Action]
            ) -> tuple[list[Action], set[Action]]:
    """Where the line has hints: the legal actions still worth trying, and
    those a hint chose. Of actions with the same record text
    (:func:`_hint_keys`) only the hinted one is kept; of taxes, the hinted one."""
    keys = _hint_keys(s, legal)
    group_size = Counter(keys.values())
    tax_hints = [h for h in hints if h.verb == "tax"]
    kept: list[Action] = []
    chosen: set[Action] = set()
    for a in legal:
        key = keys.get(a)
        if key is not None and group_size[key] > 1:
            members = [h for h in hints if keys.get(h) == key]
            if members:
                if a != members[0]:
                    continue
                chosen.add(a)
        elif a.verb == "tax" and tax_hints:  # which clearing a pending tax emptied
            if a != tax_hints[0]:
                continue
            chosen.add(a)
        kept.append(a)
    return kept, chosen


def _march_pass_hint(s: State, a: Action, following: Action | None) -> list[str]:
    """Export: a declined second March move (1.4) has no token, and a next
    move could be read as that second move instead: ``pass`` and the move
    after it go in a woodland hint (``// woodland: pass; move 10 2 1``)."""
    if (a.verb == "pass" and s.march and s.turn == CAT and rules.context(s) == "daylight"
            and following is not None and following.verb == "move"):
        return ["pass", str(following)]
    return []


def _march_hint(cands: list[_Candidate], hints: list[Action]) -> list[_Candidate]:
    """Import: at an open March, a ``pass`` hint followed by the move the
    record shows next means the March was declined before that move."""
    moves = {c.action for c in cands if c.action.verb == "move"}
    for i in range(len(hints) - 1):
        if hints[i].verb == "pass" and hints[i + 1] in moves:
            chosen = [c for c in cands if c.action.verb == "pass"]
            for c in chosen:
                c.match.hints = hints[:i] + hints[i + 2:]
            return chosen
    return cands


def _progress(m: _Match) -> tuple[int, int]:
    """How far a position has read the record: its line, then the fewer
    atoms of it left the further."""
    return (m.cur, -m.left)


# What the last import_rootlog call cost, in deterministic units (tests assert
# on these, never on time): "states" engine states explored (one per legal
# action tried: a clone and a replay of its steps), "revisits" positions of
# the search pruned because they had already been explored and failed,
# "budget" the states allowed by the lines read (BASE_STATES, STATES_PER_LINE),
# "stalled" the most states explored in a row without reading further
# (STALL_STATES), "limit" where the search stops: the smaller of the two.
LAST_IMPORT_WORK: dict[str, int] = {"states": 0, "revisits": 0, "budget": 0, "stalled": 0,
                                    "limit": 0}

# The search budget grows with the lines read: BASE_STATES plus
# STATES_PER_LINE for each turn line up to the furthest one reached. A real
# record replays with 8-17 states per line (400 round trips of bench/rootlog.py
# --sweep 200: at most 60% of the budget). A typo makes the search try the
# other readings of the lines near it; once the budget is spent the record is
# refused (RootlogMismatchError at the furthest line reached), so a refusal
# costs at most as much as reading that far (docs/performance.md).
BASE_STATES = 200
STATES_PER_LINE = 25

# A typo makes the search try every other reading of the lines near it, all
# of which fail at the typo: it explores states without reading any further.
# Once it has explored STALL_STATES in a row without getting past the
# furthest atom it had read, the record is refused there. Exported records
# never explore more than 34 states in a row without progress (3,000 round
# trips of bench/rootlog.py --sweep 1500). Without their woodland hints, as
# a hand-written record would be, 1,492 of 1,500 are read with no limit
# (bench/rootlog.py --hintless 1500), and 3 of those need more than 44 in a
# row: 68, 155 and 191 (Decree moves split between cards of several suits).
# At 80 the limit refuses the same two as at 150 and ends a typo's search
# after half as many states (docs/performance.md).
STALL_STATES = 80

# How far back the search may revise its reading: once it reads line k, the
# choices it made on lines before k - REVISE_LINES are settled. A reading is
# revised when a later token contradicts it; in real records that token comes
# on the same line or the next (records with every card name left out needed
# two). Without the window a typo near the end made the search re-read every
# earlier line before refusing: the cost of a refusal grew with the whole
# record's ambiguity instead of that of the lines near the typo.
REVISE_LINES = 2


# The fields of a state that decide its future (not the board geometry, the
# undo counter — only its changes matter —, the events of the last step or
# the journal of its changes).
_KEY_FIELDS = tuple(f for f in State.__slots__
                    if f not in ("geo", "irrev", "events", "journal"))


def _state_text(s: State) -> str:
    """The whole state as one string (``repr`` of its lists: C-speed, several
    times cheaper than the position JSON, and equal exactly for equal states)."""
    return repr([getattr(s, f) for f in _KEY_FIELDS])


def _search_key(state_text: str, m: _Match, stash: list[tuple[int, int]]) -> bytes:
    """The whole search position: the game, how far the record is matched,
    the unused hints, the warriors awaiting Field Hospitals. Two branches that
    reach the same key have the same future, so a key seen before and
    abandoned (every branch that left it failed) never needs a second look."""
    h = hashlib.blake2b(state_text.encode(), digest_size=16)
    h.update(repr((m.cur, m.rem, m.hints, m.battle, stash)).encode())
    return h.digest()


def _bucket(s: State, m: _Match) -> tuple:
    """A few cheap parts of the search key: positions in different buckets
    differ, so the whole key is computed only when the bucket of a position
    holds an abandoned one."""
    return (m.cur, m.left, s.rng, s.step, s.turn, s.actions)


@dataclass
class _Node:
    """A search position the search expanded while another reading was still
    open (so it may be abandoned later); its key is computed only then."""

    state: State
    match: _Match
    stash: list[tuple[int, int]]
    key: bytes | None = None

    def search_key(self) -> bytes:
        if self.key is None:
            self.key = _search_key(_state_text(self.state), self.match, self.stash)
        return self.key


def import_rootlog(text: str, board: Board, *, seed: int | None = None,
                   max_states: int | None = None, revise_lines: int = REVISE_LINES,
                   stall_states: int | None = STALL_STATES) -> Game:
    """Replay a Rootlog record of this matchup through the rules.

    Returns the game at the end of the record (undo tracking on). The seed
    comes from ``seed``, else the record's ``// woodland-seed:`` comment,
    else 0. Raises :class:`RootlogSyntaxError` for unreadable or unsupported
    text, :class:`RootlogIllegalError` (with the rule and message key) when
    a token stands for an action the rules refuse, and
    :class:`RootlogMismatchError` when the record and the rules disagree —
    also when the search for a reading of the record explores more than
    :data:`BASE_STATES` + :data:`STATES_PER_LINE` engine states per turn
    line up to the furthest it reached (``max_states`` in all, if given), or
    ``stall_states`` (:data:`STALL_STATES`; None: no such limit) in a row
    without reading further into the record than before, naming the
    furthest line it matched. The search never looks twice at a
    position it has abandoned, and never revises its reading of a line more
    than ``revise_lines`` lines before the one it reads (:data:`REVISE_LINES`).

    How the search stays cheap (docs/engine.md, "Rootlog"): it works on raw
    states, each tried action's resulting state becomes the next position as
    it is (no second application, no copy at a choice point: the remaining
    readings keep their own states), and a position's key is computed only
    when its bucket (:func:`_bucket`) holds an abandoned position, and an
    abandoned position's key only when a position of its bucket comes up.
    Positions expanded while no other reading is open are never keyed: if
    they fail, the whole record is refused.

    The cyclic garbage collector is paused meanwhile: the search makes and
    drops a few lists per engine state tried and no cycle, so its passes
    over them only cost time (2 % of an import). (The craft payment search
    leaves a small cycle per call, 16 in an import of 42 lines: they are
    freed when the collector runs again.)"""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _import(text, board, seed, max_states, revise_lines, stall_states)
    finally:
        if collecting:
            gc.enable()


def _import(text: str, board: Board, seed: int | None, max_states: int | None,
            revise_lines: int, stall_states: int | None) -> Game:
    """:func:`import_rootlog` itself."""
    work = LAST_IMPORT_WORK
    work.update(states=0, revisits=0, budget=0, stalled=0, limit=0)
    if not isinstance(text, str):
        raise RootlogSyntaxError(1, f"a record is text, not {type(text).__name__}")
    rec = parse_rootlog(text, board)
    lines = rec.lines
    if seed is None:
        seed = rec.seed if rec.seed is not None else 0
    fixed_budget = max_states is not None
    work["budget"] = work["limit"] = (max_states if fixed_budget
                                      else BASE_STATES + STATES_PER_LINE)
    reached = 0  # the furthest line the search has read
    # The furthest the search has read, (line, atoms of it), and the states
    # explored when it got there: the stall limit counts from then.
    top, top_at = (-1, 0), 0
    options = {"vp_floor": rec.vp_floor}
    start = Game.new(board, seed, options, track_undo=False)
    s = start.state
    legal = start.legal_actions()
    m = _Match(0, [list(t.atoms) for t in lines[0].tokens] if lines else [],
               list(lines[0].hints) if lines else [], lines[0].atom_count if lines else 0)
    stash: list[tuple[int, int]] = []
    history: list[Action] = []
    # Open choices: (history length, trail length, readings not taken yet,
    # the line being read there).
    stack: list[tuple[int, int, _Choices, int]] = []
    trail: list[_Node] = []  # positions expanded since the oldest open choice
    # Failed positions by _bucket: the nodes, keyed only once a position of
    # their bucket is looked up (most never are), and the keys computed so far.
    abandoned: dict[tuple, tuple[list[_Node], set[bytes]]] = {}
    best: tuple[tuple[int, int], State, _Match, list[tuple[int, int]]] | None = None
    ends = _record_ends(lines)
    fresh = _fresh_bounds(lines)
    while not _done_at(m, ends):
        if m.cur > reached and m.cur < len(lines):
            reached = m.cur
            if not fixed_budget:
                work["budget"] = BASE_STATES + STATES_PER_LINE * (reached + 1)
        here = _progress(m)
        if here > top:
            top, top_at = here, work["states"]
        else:
            work["stalled"] = max(work["stalled"], work["states"] - top_at)
        work["limit"] = (work["budget"] if stall_states is None
                         else min(work["budget"], top_at + stall_states))
        settled = 0
        while settled < len(stack) and stack[settled][3] < m.cur - revise_lines:
            settled += 1
        if settled:  # choices too far back are settled, with the positions after them
            del stack[:settled]
            cut = stack[0][1] if stack else len(trail)
            del trail[:cut]
            stack = [(depth, mark - cut, rest, line) for depth, mark, rest, line in stack]
        node = _Node(s, m, stash) if stack or abandoned else None
        bucket = abandoned.get(_bucket(s, m)) if abandoned else None
        if bucket is not None and bucket[0]:
            nodes, keys = bucket
            keys.update(gone.search_key() for gone in nodes)
            nodes.clear()
        choices: _Choices | None = None
        choice: _Candidate | None = None
        if bucket is not None and node is not None and node.search_key() in bucket[1]:
            work["revisits"] += 1  # reached before by another branch, and abandoned
        elif s.winner < 0:
            choices = _Choices(s, legal, m, stash, lines, fresh)
            choice = choices.next()
        if stack and node is not None:
            trail.append(node)
        if choice is None or work["states"] >= work["limit"]:
            if best is None or here > best[0]:
                best = (here, s, m, stash)
            while True:
                if not stack or work["states"] >= work["limit"]:
                    # Past the budget the search may have stopped short of a
                    # reading that goes further: the message says so. At the
                    # stall limit it had stopped getting anywhere.
                    _raise_at(_game_at(board, best[1]), best[2], best[3], lines,
                              work["states"] >= work["budget"])
                depth, mark, rest, _line = stack[-1]
                choice = rest.next()
                if choice is not None:
                    break
                stack.pop()
            for gone in trail[mark:]:
                abandoned.setdefault(_bucket(gone.state, gone.match), ([], set()))[0].append(
                    gone)
            del trail[mark:]
            del history[depth:]
        elif choices is not None and choices.may_have_more():
            stack.append((len(history), len(trail), choices, m.cur))
        history.append(choice.action)
        s, legal, m, stash = choice.state, choice.legal, choice.match, choice.stash
    game = _game_at(board, s)
    game.history = history
    game.seed = seed
    game.options = options
    for a in rec.then:
        try:
            game.apply(a)
        except IllegalAction as exc:
            raise RootlogIllegalError(rec.then_line, str(a), a, exc) from None
    if rec.winner is not None and game.winner != rec.winner:
        who = "nobody yet" if game.winner is None else FACTION_LETTERS[game.winner]
        raise RootlogMismatchError(rec.winner_line, f"the record names winner "
                                   f"{FACTION_LETTERS[rec.winner]}, the rules give {who}")
    game.track_undo = True
    return game


def _game_at(board: Board, s: State) -> Game:
    """A Game around a search position (a copy: search states are shared)."""
    return Game(board, s.clone(), track_undo=False)


# --- explaining a refusal -------------------------------------------------------

def _failing_token(m: _Match, lines: list[RootlogLine]) -> tuple[RootlogLine, int] | None:
    if m.cur < len(lines):
        for k, tok in enumerate(m.rem):
            if tok:
                return lines[m.cur], k
    for line in lines[m.cur + 1:]:
        for k, tok in enumerate(line.tokens):
            if tok.atoms:
                return line, k
    return None


def _pick_card(s: State, who: int, suit: int | None, types: frozenset[int] | None) -> str:
    hand = s.hands[who]
    pool = sorted(types) if types is not None else [
        t for t in range(len(CARDS)) if suit is None or SUIT_OF[t] == suit]
    for t in pool:
        if t in hand:
            return CODES[t]
    return CODES[pool[0]] if pool else CODES[0]


def _decree_suit(s: State, c: int) -> str:
    suit = s.geo.suit[c]
    if suit in s.todo or BIRD not in s.todo:
        return SUITS[suit]
    return "bird"


def _intended(s: State, atoms: Sequence[Atom], line_f: int) -> Action | None:
    """Our reading of what a token means, to ask the rules why it is refused."""
    if not atoms:
        return None
    first = atoms[0]
    kind = first[0]
    ctx = rules.context(s)
    eyrie_decree = s.turn == EYRIE and s.phase == "daylight"
    if kind == "p":
        _, f, piece, frm, to = first
        n = sum(1 for a in atoms if a == first)
        if piece == "w" and frm and to:
            if f == EYRIE and eyrie_decree:
                return Action("move", (frm, to, n, _decree_suit(s, frm)))
            return Action("move", (frm, to, n))
        if piece == "w" and not frm and to:
            if f == CAT:
                return Action("place_warrior", (to,)) if ctx == "recruit" else Action("recruit")
            return Action("recruit", (to, _decree_suit(s, to)))
        if piece in BUILDING_KINDS and to:
            name = ("sawmill", "workshop", "recruiter")[BUILDING_KINDS.index(piece)]
            return Action("place" if ctx == "cat_build" else "build", (name, to))
        if piece == "b" and f == EYRIE and to:
            if ctx == "new_roost":
                return Action("roost", (to,))
            return Action("build", (to, _decree_suit(s, to)))
        if piece == "t_k" and to:
            return Action("keep", (to,))
        if piece == "t" and not frm and to:
            return Action("wood", (to,)) if ctx == "wood" else None
        if piece == "t" and frm and not to:
            return Action("pay", (frm,))
        return None
    if kind == "x":
        c = first[3]
        if eyrie_decree and s.step == "daylight":
            return Action("battle", (c, _decree_suit(s, c)))
        return Action("battle", (c,))
    if kind == "z":
        types = first[1]
        code = _pick_card(s, s.turn, None, types)
        card = CARD_INDEX[code]
        pieces = sorted(c for c in s.geo.clearings
                        for _ in range(max(0, (s.bld[1][c] if s.turn == CAT else s.roost[c])
                                           - s.used[c])))
        paid: list[int] = []
        for sym in CARDS[card].cost:
            pick = next((c for c in pieces if sym > 3 or s.geo.suit[c] == sym), None)
            if pick is None:
                pick = pieces[0] if pieces else 1
            else:
                pieces.remove(pick)
            paid.append(pick)
        return Action("craft", (code,) + tuple(paid))
    if kind == "c":
        _, suit, types, frm, to = first
        if to.startswith("$_"):
            col = COLUMNS[COLUMN_LETTERS.index(to[2:])]
            return Action("decree", (col, _pick_card(s, EYRIE, suit, types)))
        if frm in ("C", "E") and to == "":
            who = LETTER_FACTION[frm]
            code = _pick_card(s, who, suit, types)
            if ctx == "hospital":
                return Action("hospital", (code,))
            if ctx == "discard":
                return Action("discard", (code,))
            if who == CAT and s.turn == CAT and s.phase == "daylight":
                if SUIT_OF[CARD_INDEX[code]] == BIRD:
                    return Action("hawks", (code,))
                wood = next((a for a in atoms[1:] if a[0] == "p" and a[2] == "t"), None)
                if wood is not None:
                    return Action("overwork", (wood[4], code))
            return Action("discard", (code,))
        return None
    if kind == "lead":
        return Action("leader", (LEADERS[first[1]],))
    if kind == "purge":
        return Action("turmoil")
    if kind in ("amb", "foil"):
        verb = "ambush" if kind == "amb" else "foil"
        return Action(verb, (SUITS[first[1]],))
    if kind == "rev":
        return Action("codebreakers")
    return None


def _atom_text(atom: Atom, line_f: int) -> str:
    if atom[0] in ("amb", "foil", "roll"):
        return {"amb": "an ambush", "foil": "a foil", "roll": "the dice"}[atom[0]]
    return _line_text([(0, atom)], line_f)


def _diagnose(m: _Match, atoms: list[tuple[int, Atom]], lines: list[RootlogLine]
              ) -> tuple[int, tuple[int, Atom] | None]:
    """How many of an action's atoms the record shows before the first it
    does not, and that first one."""
    for k in range(len(atoms), 0, -1):
        if _consume(m, atoms[:k], lines) is not None:
            return k, atoms[k] if k < len(atoms) else None
    return 0, atoms[0] if atoms else None


def _raise_at(game: Game, m: _Match, stash: list[tuple[int, int]], lines: list[RootlogLine],
              budget: bool) -> None:
    """Explain why the record cannot go on from here, as precisely as we can:
    the rule an action breaks, else which effect the record leaves out or
    gets wrong."""
    where = _failing_token(m, lines)
    if where is None:
        raise RootlogMismatchError(lines[-1].number if lines else 1,
                                   "the record ends where the rules need more decisions")
    line, k = where
    token = line.tokens[k]
    left = m.rem[k] if m.cur < len(lines) and line is lines[m.cur] else list(token.atoms)
    s = game.state
    if game.is_over:
        raise RootlogIllegalError(token.line, token.text, Action("end"),
                                  IllegalAction("3.1", "game.over"))
    seq = _seq_of_state(s)
    legal = game.legal_actions()
    tries = []
    for a in legal[:60]:
        atoms = step_atoms(s.clone(), a, list(stash))
        tries.append((_diagnose(m, atoms, lines), a, atoms))
    ahead = lines.index(line) > seq
    if ahead and seq < len(lines):
        # The record moves on while this turn still has steps to take.
        shown = _shown(tries, s.turn)
        turn = lines[seq]
        raise RootlogMismatchError(
            turn.number, "the record ends this turn early: the rules still need "
            f"{FACTION_LETTERS[game.to_act]} to decide ({', '.join(str(a) for a in legal[:6])}"
            f"{', ...' if len(legal) > 6 else ''})"
            + (f"; next they would record e.g. {' | '.join(shown)}" if shown else ""),
            token=turn.tokens[-1].text if turn.tokens else None)
    action = _intended(s, left, line.faction)
    if len(legal) == 1 and legal[0].verb == "end":
        # A phase end the player confirms (rules.holds_end). If it shows
        # nothing, the token belongs after it; otherwise what follows it
        # automatically is what disagrees with the record.
        if not tries[0][2]:
            after = game.clone()
            after.apply(legal[0])
            _raise_at(after, m, stash, lines, budget)
        action = None
    if action is not None:
        try:
            game.check(action)
        except IllegalAction as exc:
            raise RootlogIllegalError(token.line, token.text, action, exc) from None
    # Legal (or not one action): the record and the rules' effects differ.
    (got, missing), a, atoms = max(tries, key=lambda t: t[0][0], default=((0, None), None, []))
    if got and missing is not None:
        mseq, atom = missing
        at = lines[mseq] if mseq < len(lines) else lines[-1]
        partial = _consume(m, atoms[:got], lines)
        here = _failing_token(partial[0] if partial else m, lines)
        # The token it stands in front of, if that is on the same line (a
        # line read to its end has none: the next line's first is not it).
        where_tok = here[0].tokens[here[1]].text if here and here[0] is at else None
        raise RootlogMismatchError(
            at.number, f"the rules then do '{_atom_text(atom, at.faction)}' ({a}), which "
            "the record does not show here", token=where_tok)
    if budget:
        problem = "too many ways to read the record around here"
    elif len(left) < len(token.atoms):
        problem = (f"the rules account for only part of this ({len(token.atoms) - len(left)} "
                   f"of {len(token.atoms)})")
    else:
        problem = "the rules do not produce this here"
    shown = _shown(tries, s.turn)
    if shown:
        problem += "; the next steps the rules allow look like: " + " | ".join(shown)
    raise RootlogMismatchError(token.line, problem, token=token.text)


def _shown(tries: list, line_f: int) -> list[str]:
    """A few of the rules' next steps, written as a record would show them.
    (A declined ambush or foil goes on with the dice of a battle declared
    earlier: those dice belong to its token, not to this step's text.)"""
    def shown_atoms(atoms: list) -> list:
        battle = False
        out = []
        for _, x in atoms:
            battle = battle or x[0] == "x"
            if battle or x[0] not in ("amb", "foil", "roll"):
                out.append((0, x))
        return out

    texts = dict.fromkeys(_line_text(shown_atoms(atoms), line_f) for _, _, atoms in tries)
    return [t for t in texts if t][:4]
