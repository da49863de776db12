"""Eyrie Dynasties (Law §7, seed 001): the Decree, roosts, leaders, turmoil.

The Decree is four columns of cards (plus the tucked Loyal Viziers, counted
per column in ``State.viziers`` because they are not deck cards). During
Daylight ``State.col`` is the column being resolved and ``State.todo`` holds
the suits of its cards still to resolve (a Vizier is a bird); the player
chooses the order inside a column and which matching card pays for each
action, which is why decree actions name the suit they use
(``recruit 3 bird``).
"""

from __future__ import annotations

from .abilities import birdsong_ability_actions, daylight_ability_actions
from .actions import Action
from .battle import battle_problem, battle_targets, start_battle
from .cards import BIRD, CARD_INDEX, CODES, SUIT_INDEX, SUIT_OF, SUITS
from .craft import craft_actions
from .errors import IllegalAction
from .journal import DECREE, DISCARD, HAND, add_roost, add_warriors, move_card
from .move import do_move, move_actions, move_problem
from .pieces import draw, lose_vp, score
from .state import (
    BATTLE,
    BUILD,
    CHARISMATIC,
    COLUMN_INDEX,
    COLUMNS,
    EYRIE,
    LEADER_INDEX,
    LEADERS,
    MOVE,
    RECRUIT,
    ROOST_LIMIT,
    VIZIER_COLUMNS,
    State,
)

# Spec §5 roost track, indexed by roosts on the map.
ROOST_VP = (0, 0, 1, 2, 3, 4, 4, 5)
ROOST_DRAW = (0, 0, 0, 1, 1, 1, 2, 2)

END = Action("end")
_DECREE_ADDS = [[Action("decree", (col, code)) for col in COLUMNS] for code in CODES]
COLUMN_RULE = ("7.5.2.I", "7.5.2.II", "7.5.2.III", "7.5.2.IV")
TURMOIL = Action("turmoil")
# Shared Decree actions (immutable): _DECREE_AT[verb][suit][c] = "verb c suit".
_DECREE_AT = {verb: [[Action(verb, (c, SUITS[suit])) for c in range(41)] for suit in range(4)]
              for verb in ("recruit", "battle", "build")}


# --- setup (7.3) --------------------------------------------------------

def place_eyrie_setup(s: State) -> None:
    """7.3: a roost and 6 warriors in the corner opposite the keep."""
    corner = s.geo.opposite[s.keep]
    add_roost(s, corner, 1 - s.roost[corner])
    add_warriors(s, EYRIE, corner, 6 - s.warriors[EYRIE][corner])
    s.step = "leader"


def leader_actions(s: State) -> list[Action]:
    return [Action("leader", (LEADERS[i],)) for i in sorted(s.leaders_up)]


def choose_leader(s: State, name: str) -> None:
    """7.3 / 7.7.3: the new leader takes the board and the Viziers are
    tucked into its two columns."""
    i = LEADER_INDEX[name]
    s.leaders_up.remove(i)
    s.leader = i
    s.viziers = [0, 0, 0, 0]
    for col in VIZIER_COLUMNS[i]:
        s.viziers[col] += 1
    if s.step == "leader":
        s.turn = 0
        s.round = 1
        s.phase = "birdsong"
        s.step = "birdsong_start"
    else:  # 7.7.4 Rest: Daylight ends after a deposition
        s.phase = "evening"
        s.step = "evening_start"


def leader_problem(s: State, name: str) -> IllegalAction | None:
    i = LEADER_INDEX.get(name, -1)
    if i < 0:
        return IllegalAction("notation", "leader.unknown", leader=name)
    if i not in s.leaders_up:
        rule = "7.3" if s.step == "leader" else "7.7.3"
        return IllegalAction(rule, "leader.not_available", leader=name)
    return None


# --- Birdsong (7.4) -----------------------------------------------------

def emergency_orders(s: State) -> None:
    """7.4.1: an empty hand draws a card."""
    if not s.hands[EYRIE]:
        draw(s, EYRIE, 1)


def decree_add_actions(s: State) -> list[Action]:
    """7.4.2: add 1-2 cards to any columns, at most one of them a bird.
    Royal Claim and Stand and Deliver! ("in Birdsong") may come first."""
    # Royal Claim and Stand and Deliver! are crafted cards: none, no call.
    out: list[Action] = birdsong_ability_actions(s) if s.crafted[EYRIE] else []
    for card in sorted(set(s.hands[EYRIE])):
        if SUIT_OF[card] == BIRD and s.added_bird:
            continue
        out += _DECREE_ADDS[card]
    if s.added:
        out.append(END)
    return out


def add_to_decree(s: State, col: str, code: str) -> None:
    card = CARD_INDEX[code]
    move_card(s, HAND + EYRIE, DECREE + COLUMN_INDEX[col], card)
    s.added += 1
    if SUIT_OF[card] == BIRD:
        s.added_bird = True


def decree_add_problem(s: State, a: Action) -> IllegalAction | None:
    if a.verb == "end":
        if not s.added:
            return IllegalAction("7.4.2", "decree.must_add")
        return None
    col, code = a.args
    card = CARD_INDEX.get(code)
    if col not in COLUMN_INDEX:
        return IllegalAction("notation", "decree.unknown_column", column=col)
    if card is None:
        return IllegalAction("notation", "card.unknown", card=code)
    if card not in s.hands[EYRIE]:
        return IllegalAction("7.4.2", "card.not_in_hand", card=code)
    if s.added >= 2:
        return IllegalAction("7.4.2", "decree.at_most_two")
    if SUIT_OF[card] == BIRD and s.added_bird:
        return IllegalAction("7.4.2", "decree.one_bird")
    return None


def decree_closed_problem(s: State) -> IllegalAction:
    """7.4.2 outside adding to the Decree: after two cards it is the limit,
    otherwise adding is over (or has not begun) for this turn."""
    if s.turn == EYRIE and s.phase == "birdsong" and s.added >= 2:
        return IllegalAction("7.4.2", "decree.at_most_two")
    return IllegalAction("7.4.2", "decree.closed")


def new_roost_candidates(s: State) -> list[int]:
    """7.4.3: clearings with the fewest warriors where a roost can go
    (open slot, not the keep's clearing, 6.2.2)."""
    if s.roost_count():
        return []
    best: list[int] = []
    low = 10**6
    w0, w1 = s.warriors
    for c in s.geo.clearings:
        if c == s.keep or s.free_slots(c) <= 0:
            continue
        n = w0[c] + w1[c]
        if n < low:
            low, best = n, [c]
        elif n == low:
            best.append(c)
    return best


def new_roost_actions(s: State) -> list[Action]:
    return [Action("roost", (c,)) for c in new_roost_candidates(s)]


def place_new_roost(s: State, c: int) -> None:
    add_roost(s, c, 1 - s.roost[c])
    add_warriors(s, EYRIE, c, min(3, s.warrior_supply(EYRIE)))
    s.step = "birdsong"


# --- Daylight (7.5) -----------------------------------------------------

def start_decree(s: State) -> None:
    s.col = 0
    s.todo = _column_suits(s, 0)


def _column_suits(s: State, col: int) -> list[int]:
    return [SUIT_OF[c] for c in s.decree[col]] + [BIRD] * s.viziers[col]


def next_column(s: State) -> None:
    """Move on to the next column once every card of this one is resolved."""
    while s.col < 4 and not s.todo:
        s.col += 1
        if s.col < 4:
            s.todo = _column_suits(s, s.col)


def _matching(s: State, suit: int) -> tuple[int, ...]:
    return s.geo.clearings if suit == BIRD else s.geo.by_suit[suit]


def recruit_count(s: State) -> int:
    return 2 if s.leader == CHARISMATIC else 1


def decree_actions(s: State) -> list[Action]:
    """7.5.2: every way to resolve one card of the current column."""
    return _decree_options(s)[0]


def _decree_options(s: State) -> tuple[list[Action], bool]:
    """The decree actions of the current column, and whether some card of
    it (some suit still to do) cannot be resolved now: the Eyrie choose the
    order inside a column, so they may take that card next and fall into
    turmoil at once (7.5.2, 7.7)."""
    if s.col >= 4:
        return [], False
    out: list[Action] = []
    stuck = False
    col = s.col
    ruled = s.ruled_by(EYRIE) if col in (MOVE, BUILD) else None
    for suit in sorted(set(s.todo)):
        found = _suit_options(s, col, suit, ruled)
        out += found
        if not found:
            stuck = True
    return out, stuck


def _suit_options(s: State, col: int, suit: int, ruled: list[bool] | None) -> list[Action]:
    """Every way to resolve one card of ``suit`` in column ``col`` now
    (``ruled``: the Eyrie's clearings, for Move and Build)."""
    where = _matching(s, suit)
    if col == RECRUIT:
        if s.warrior_supply(EYRIE) < recruit_count(s):
            return []
        row = _DECREE_AT["recruit"][suit]
        return [row[c] for c in where if s.roost[c] and c != s.keep]
    if col == MOVE:
        return move_actions(s, EYRIE, where, (SUITS[suit],), ruled)
    if col == BATTLE:
        row = _DECREE_AT["battle"][suit]
        return [row[c] for c in battle_targets(s, EYRIE, where)]
    if s.roost_count() >= ROOST_LIMIT:
        return []
    row = _DECREE_AT["build"][suit]
    return [row[c] for c in where  # free_slots (a call) last
            if ruled[c] and not s.roost[c] and c != s.keep and s.free_slots(c) > 0]


def stuck_reason(s: State, col: int, suit: int) -> tuple:
    """Why a card of ``suit`` in column ``col`` cannot be resolved now, as
    ``(code, *numbers)``, for a person who must see it before turmoil
    surprises them (7.5.2, 7.7): ``("warriors", in_supply, per_card)``,
    ``("no_roost",)`` (Recruit), ``("no_warriors",)`` (Move, Battle: none in
    a clearing of the suit), ``("no_path",)`` (Move: they rule neither end
    of any path out), ``("no_enemy",)`` (Battle), ``("roost_limit",)``,
    ``("no_site",)`` (Build). Only asked of a card with no options."""
    where = _matching(s, suit)
    if col == RECRUIT:
        need = recruit_count(s)
        if s.warrior_supply(EYRIE) < need:
            return ("warriors", s.warrior_supply(EYRIE), need)
        return ("no_roost",)
    if col in (MOVE, BATTLE):
        if not any(s.warriors[EYRIE][c] for c in where):
            return ("no_warriors",)
        return ("no_path",) if col == MOVE else ("no_enemy",)
    return ("roost_limit",) if s.roost_count() >= ROOST_LIMIT else ("no_site",)


def decree_risks(s: State) -> list[dict[str, tuple]]:
    """For each Decree column, the suits whose cards could not be resolved
    on the board as it stands and why (:func:`stuck_reason`): the same
    reading as :func:`decree_outlook`, with the reason a person needs."""
    ruled = s.ruled_by(EYRIE)
    return [{SUITS[suit]: stuck_reason(s, col, suit)
             for suit in sorted(set(_column_suits(s, col)))
             if not _suit_options(s, col, suit, ruled)} for col in range(4)]


def stuck_suits(s: State) -> list[str]:
    """The suits of the cards still to resolve in the column being resolved
    that cannot be resolved now (viziers as ``bird``), in suit order; empty
    outside the Eyrie's Decree. Why ``turmoil`` is offered while other cards
    of the column can still be resolved: the Eyrie choose the order inside a
    column (7.5.2), and taking such a card throws them into turmoil (7.7)."""
    if s.turn != EYRIE or s.phase != "daylight" or s.col >= 4:
        return []
    ruled = s.ruled_by(EYRIE) if s.col in (MOVE, BUILD) else None
    return [SUITS[suit] for suit in sorted(set(s.todo))
            if not _suit_options(s, s.col, suit, ruled)]


def resolved_columns(s: State) -> list[int]:
    """The Decree columns already resolved this turn: those left of the one
    being resolved in the Eyrie's Daylight (7.5.2 goes left to right), and
    all four once their Evening comes. A reading aid: a card resolved this
    turn is no turmoil risk until the next Daylight, so the table dims it
    rather than warn of it."""
    if s.turn != EYRIE:
        return []
    if s.phase == "daylight":
        return list(range(min(s.col, 4)))
    return list(range(4)) if s.phase == "evening" else []


def decree_outlook(s: State) -> list[dict[str, bool]]:
    """For each Decree column, each suit it holds (viziers as birds) and
    whether a card of that suit could be resolved on the board as it stands
    (7.5.2): where it could not, that card would throw the Eyrie into
    turmoil (7.7) unless earlier actions change the board first. A reading
    aid for players and computer players; the rules ask
    :func:`_decree_options` at the column itself."""
    return outlook_of(s, decree_risks(s))


def outlook_of(s: State, risks: list[dict[str, tuple]]) -> list[dict[str, bool]]:
    """:func:`decree_outlook` read off :func:`decree_risks` (one pass over
    the options serves both, as ``Game.facts`` gives both)."""
    return [{SUITS[suit]: SUITS[suit] not in risks[col]
             for suit in sorted(set(_column_suits(s, col)))} for col in range(4)]


def decree_shortfall(s: State) -> list[int]:
    """For each Decree column, how many of its cards (viziers as birds)
    could not be resolved one after another on the board as it stands
    (7.5.2): the count :func:`decree_outlook` leaves out. A suit that can be
    resolved once may not be twice: every Build card takes a roost from the
    supply and a clearing of its own, every Recruit card warriors from the
    supply. Move and Battle cards use up nothing that stays used (a clearing
    can be left or attacked again), so theirs are the cards of a suit that
    could not be resolved at all. Above 0: turmoil (7.7) when that column
    comes, unless the board changes first — for Recruit and Build only the
    other side can change it (removing roosts, killing warriors), since
    those columns are resolved first and last. A reading aid for players
    and computer players, like :func:`decree_outlook`."""
    ruled = s.ruled_by(EYRIE)
    out: list[int] = []
    for col in range(4):
        suits = _column_suits(s, col)
        if col == BUILD:
            done = _buildable(s, suits, ruled)
        else:
            ok = {suit: bool(_suit_options(s, col, suit, ruled)) for suit in set(suits)}
            done = sum(ok[suit] for suit in suits)
            if col == RECRUIT:
                done = min(done, s.warrior_supply(EYRIE) // recruit_count(s))
        out.append(len(suits) - done)
    return out


def _buildable(s: State, suits: list[int], ruled: list[bool]) -> int:
    """How many Build cards of ``suits`` could be resolved in a row: each
    needs its own clearing that takes a roost (ruled, no roost, a free slot,
    not the keep's) and a roost from the supply. Suited cards can use only
    their suit's clearings, birds any, so suited cards first, birds on what
    is left (a largest matching)."""
    if not suits:
        return 0
    free = [0, 0, 0, 0]
    for c in s.geo.clearings:
        if ruled[c] and not s.roost[c] and c != s.keep and s.free_slots(c) > 0:
            free[s.geo.suit[c]] += 1
    done = 0
    for suit in set(suits) - {BIRD}:
        n = min(suits.count(suit), free[suit])
        done += n
        free[suit] -= n
    done += min(suits.count(BIRD), sum(free))
    return min(done, ROOST_LIMIT - s.roost_count())


def daylight_actions(s: State) -> list[Action]:
    """Craft (before the Decree, 7.5.1), resolve the Decree, card abilities,
    ``turmoil`` when a card of the current column cannot be resolved (the
    Eyrie may take it next), ``end`` after."""
    out: list[Action] = []
    if not s.acted:
        out += craft_actions(s, EYRIE)
    if s.col < 4:
        decree, stuck = _decree_options(s)
        out += decree
    if s.crafted[EYRIE]:  # abilities come from crafted cards only
        out += daylight_ability_actions(s, EYRIE)
    if s.col < 4:
        if stuck:
            out.append(TURMOIL)
    else:
        out.append(END)
    return out


def do_decree(s: State, a: Action) -> None:
    """Resolve one Decree card with the named suit (already checked)."""
    verb = a.verb
    suit = SUIT_INDEX[a.args[-1]]
    s.todo.remove(suit)
    s.acted = True
    if verb == "recruit":
        add_warriors(s, EYRIE, a.args[0], recruit_count(s))
    elif verb == "move":
        do_move(s, EYRIE, a.args[0], a.args[1], a.args[2])
    elif verb == "battle":
        start_battle(s, a.args[0], EYRIE)
    elif verb == "build":
        add_roost(s, a.args[0], 1 - s.roost[a.args[0]])


def decree_problem(s: State, a: Action) -> IllegalAction | None:
    """Explain a refused Decree action (wrong column, suit, clearing...)."""
    verb = a.verb
    if verb == "craft":
        if s.acted:
            return IllegalAction("7.5.1", "craft.after_decree")
        return None
    if verb not in ("recruit", "move", "battle", "build"):
        return None
    if s.col >= 4:
        return IllegalAction("7.5.2", "decree.done")
    want = COLUMN_INDEX[verb]
    if want != s.col:
        return IllegalAction("7.5.2", "decree.wrong_column", column=COLUMNS[s.col],
                             action=verb)
    if not a.args or not isinstance(a.args[-1], str):
        return IllegalAction("7.5.2", "decree.name_suit")
    suit = SUIT_INDEX.get(a.args[-1], -1)
    if suit < 0:
        return IllegalAction("notation", "suit.unknown", suit=a.args[-1])
    if suit not in s.todo:
        return IllegalAction("7.5.2", "decree.no_such_card", suit=a.args[-1],
                             column=COLUMNS[s.col])
    c = a.args[0]
    if not 1 <= c <= s.geo.n:
        return IllegalAction("7.5.2", "board.no_such_clearing", clearing=c)
    if suit != BIRD and s.geo.suit[c] != suit:
        return IllegalAction("7.5.2", "decree.suit_mismatch", clearing=c, suit=a.args[-1])
    rule = COLUMN_RULE[want]
    if verb == "recruit":
        if c == s.keep:
            return IllegalAction("6.2.2", "keep.no_placing", clearing=c)
        if not s.roost[c]:
            return IllegalAction(rule, "recruit.needs_roost", clearing=c)
        if s.warrior_supply(EYRIE) < recruit_count(s):
            return IllegalAction(rule, "supply.no_warriors")
    elif verb == "move":
        return move_problem(s, EYRIE, a.args[0], a.args[1], a.args[2])
    elif verb == "battle":
        return battle_problem(s, EYRIE, c)
    else:
        if c == s.keep:
            return IllegalAction("6.2.2", "keep.no_placing", clearing=c)
        if s.roost[c]:
            return IllegalAction(rule, "build.roost_there", clearing=c)
        if not s.rules(EYRIE, c):
            return IllegalAction(rule, "build.must_rule", clearing=c)
        if s.free_slots(c) <= 0:
            return IllegalAction(rule, "build.no_slot", clearing=c)
        if s.roost_count() >= ROOST_LIMIT:
            return IllegalAction(rule, "supply.no_roosts")
    return None


def turmoil(s: State) -> None:
    """7.7: Humiliate, Purge, then Depose (a choice) and Rest. Only ever
    offered while a column is being resolved (:func:`daylight_actions`)."""
    birds = sum(1 for col in s.decree for card in col if SUIT_OF[card] == BIRD)
    # Which column failed and the suits of its cards that could not be
    # resolved: what the player needs to see to understand why (7.5.2).
    col = s.col
    ruled = s.ruled_by(EYRIE) if col in (MOVE, BUILD) else None
    stuck_at = [suit for suit in sorted(set(s.todo)) if not _suit_options(s, col, suit, ruled)]
    stuck = tuple(SUITS[suit] for suit in stuck_at)
    why = tuple(stuck_reason(s, col, suit) for suit in stuck_at)
    owed = birds + sum(s.viziers)
    before, at = s.vp[EYRIE], len(s.events)
    lose_vp(s, EYRIE, owed)  # 7.7.1 Humiliate
    # Said before the VP lost: what was actually lost (the score stops at 0
    # unless the floor is off), what was owed, and why each stuck card was.
    s.events.insert(at, ("turmoil", before - s.vp[EYRIE], COLUMNS[col], stuck, owed, why))
    for col, cards in enumerate(s.decree):  # 7.7.2 Purge
        for _ in range(len(cards)):
            move_card(s, DECREE + col, DISCARD, at=0)
    s.todo = []
    s.col = 4
    s.leaders_down.append(s.leader)  # 7.7.3 Depose
    s.leader = -1
    s.viziers = [0, 0, 0, 0]
    if not s.leaders_up:  # A New Clutch: every leader face up again
        s.leaders_up = sorted(s.leaders_down)
        s.leaders_down = []
    s.step = "depose"


# --- Evening (7.6) ------------------------------------------------------

def eyrie_evening(s: State) -> None:
    """7.6.1 score the roost track, 7.6.2 draw 1 + its draw bonuses."""
    n = s.roost_count()
    score(s, EYRIE, ROOST_VP[n])
    if s.winner < 0:
        draw(s, EYRIE, 1 + ROOST_DRAW[n])


