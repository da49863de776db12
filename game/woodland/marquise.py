"""Marquise de Cat (Law §6): setup, wood, the Daylight actions and Evening.

Why the building track is a count: a building placed is "the n-th of its type
on the map", and a removed one goes back to the rightmost empty space (spec
§2), so the cost and VP of the next building are read from how many of that
type stand on the map now (:data:`BUILD_COST`, :data:`BUILD_VP`).
"""

from __future__ import annotations

from .abilities import daylight_ability_actions
from .actions import Action
from .battle import battle_problem, start_battle
from .cards import BIRD, CARD_INDEX, CODES, PAYS_FOR, SUIT_OF, SUITS, matches
from .craft import craft_actions
from .errors import IllegalAction
from .journal import add_building, add_warriors, add_wood, set_keep
from .move import do_move, move_actions, move_problem
from .pieces import draw, score, spend
from .state import (
    BUILDING_INDEX,
    BUILDINGS,
    BUILDINGS_PER_TYPE,
    CAT,
    CAT_WARRIORS,
    RECRUITER,
    SAWMILL,
    WOOD_LIMIT,
    State,
)

# Spec §6 track table, indexed by how many of the type are already on the map.
BUILD_COST = (0, 1, 2, 3, 3, 4)
BUILD_VP = ((0, 1, 2, 3, 4, 5), (0, 2, 2, 3, 4, 5), (0, 1, 2, 3, 3, 4))
ACTIONS_PER_TURN = 3

END = Action("end")
PASS = Action("pass")
RECRUIT_ACTION = Action("recruit")
_BATTLES = [Action("battle", (c,)) for c in range(41)]
_OVERWORK = [[Action("overwork", (c, code)) for code in CODES] for c in range(41)]
_HAWKS = {card: Action("hawks", (CODES[card],)) for card in range(len(CODES))
          if SUIT_OF[card] == BIRD}


# --- setup (6.3) --------------------------------------------------------

def keep_actions(s: State) -> list[Action]:
    return [Action("keep", (c,)) for c in s.geo.corners]


def place_keep(s: State, c: int) -> None:
    """6.3: the keep in a corner, a warrior everywhere but the opposite corner."""
    set_keep(s, c)
    far = s.geo.opposite[c]
    for x in s.geo.clearings:
        if x != far:
            add_warriors(s, CAT, x, 1 - s.warriors[CAT][x])
    s.step = "cat_build"


def _setup_area(s: State) -> tuple[int, ...]:
    return (s.keep,) + s.geo.adj[s.keep]


def setup_building_actions(s: State) -> list[Action]:
    """6.3: one sawmill, workshop and recruiter in or next to the keep's
    clearing; a placement must leave room for the buildings still to place."""
    missing = [k for k in range(3) if not s.building_count(k)]
    area = _setup_area(s)
    room = sum(max(0, s.free_slots(c)) for c in area)
    if room < len(missing):
        return []
    out = []
    for k in missing:
        for c in area:
            if s.free_slots(c) > 0:
                out.append(Action("place", (BUILDINGS[k], c)))
    return out


def place_setup_building(s: State, kind: int, c: int) -> None:
    from .eyrie import place_eyrie_setup

    add_building(s, kind, c, 1)
    if all(s.building_count(k) for k in range(3)):
        place_eyrie_setup(s)


def setup_building_problem(s: State, a: Action) -> IllegalAction | None:
    kind = BUILDING_INDEX.get(a.args[0], -1)
    c = a.args[1]
    if kind < 0:
        return IllegalAction("notation", "building.unknown", building=a.args[0])
    if s.building_count(kind):
        return IllegalAction("6.3", "setup.already_placed", building=a.args[0])
    if c not in _setup_area(s):
        return IllegalAction("6.3", "setup.near_keep", clearing=c)
    if s.free_slots(c) <= 0:
        return IllegalAction("6.3", "build.no_slot", clearing=c)
    return None


# --- Birdsong (6.4) -----------------------------------------------------

def begin_wood(s: State) -> None:
    """6.4: a wood at each sawmill; short of wood, the Marquise chooses."""
    sawmills = [c for c in s.geo.clearings for _ in range(s.bld[SAWMILL][c])]
    supply = s.wood_supply()
    if len(sawmills) <= supply:
        for c in sawmills:
            add_wood(s, c, 1)
        if sawmills:
            s.events.append(("wood", tuple(sawmills)))  # for the log: no decision says it
    elif supply > 0:
        s.queue.append(("wood", tuple(sawmills)))


_WOOD = [Action("wood", (c,)) for c in range(41)]
_PAY = [Action("pay", (c,)) for c in range(41)]
_PLACE_WARRIOR = [Action("place_warrior", (c,)) for c in range(41)]


def wood_actions(s: State, entry: tuple) -> list[Action]:
    return [_WOOD[c] for c in sorted(set(entry[1]))]


def place_wood(s: State, c: int) -> None:
    entry = s.queue[0]
    rest = list(entry[1])
    rest.remove(c)
    add_wood(s, c, 1)
    if rest and s.wood_supply() > 0:
        s.queue[0] = ("wood", tuple(rest))
    else:
        s.queue.pop(0)


# --- Daylight (6.5) -----------------------------------------------------

def ruled_group(s: State, c: int, ruled: list[bool] | None = None) -> list[int]:
    """Clearings connected to ``c`` through clearings the Marquise rules
    (the wood a build may use, 6.5.4); ``c`` must itself be ruled."""
    if ruled is None:
        ruled = s.ruled_by(CAT)
    seen = [c]
    stack = [c]
    adj = s.geo.adj
    while stack:
        x = stack.pop()
        for y in adj[x]:
            if ruled[y] and y not in seen:
                seen.append(y)
                stack.append(y)
    return seen


_BUILDS = {(k, c): Action("build", (BUILDINGS[k], c)) for k in range(3) for c in range(1, 41)}
# _BUILD_ROWS[c][mask]: the build actions in clearing c for the building
# kinds in ``mask`` (bit k = kind k), in kind order.
_BUILD_ROWS = [[[_BUILDS[k, c] for k in range(3) if mask >> k & 1] for mask in range(8)]
               if c else [] for c in range(41)]


# BUILD_COST by buildings of the type on the map; an empty track "costs"
# more wood than the whole supply, so no group can ever afford it.
_TRACK_COST = BUILD_COST + (WOOD_LIMIT + 1,)
assert len(_TRACK_COST) == BUILDINGS_PER_TYPE + 1

# (geometry, rule map) -> (ruled clearings, group index of each clearing or
# -1, the groups). The flood fill of 6.5.4 depends only on which clearings
# the Marquise rules; few such rule maps come up in a game (at most 2^12 on
# the Autumn map), so each is filled once and the generator only sums wood.
_GROUPS: dict[tuple, tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]] = {}


def ruled_groups(s: State, ruled: list[bool]
                 ) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The connected groups of the clearings ``ruled`` marks (memoised):
    ``(ruled clearings in order, label, groups)`` where ``label[c]`` is the
    index in ``groups`` of c's group, -1 if c is not ruled."""
    geo = s.geo
    key = (geo, tuple(ruled))
    hit = _GROUPS.get(key)
    if hit is None:
        if len(_GROUPS) > 50_000:
            _GROUPS.clear()
        label = [-1] * len(ruled)
        groups: list[tuple[int, ...]] = []
        for c in geo.clearings:
            if ruled[c] and label[c] < 0:
                g = len(groups)
                label[c] = g
                group = [c]
                for x in group:  # breadth-first: the loop also visits what it appends
                    for y in geo.adj[x]:
                        if ruled[y] and label[y] < 0:
                            label[y] = g
                            group.append(y)
                groups.append(tuple(group))
        hit = _GROUPS[key] = (tuple(c for c in geo.clearings if ruled[c]), tuple(label),
                              tuple(groups))
    return hit


def build_actions(s: State, ruled: list[bool] | None = None) -> list[Action]:
    """6.5.4 Build: a building of a kind whose track is not empty, in a ruled
    clearing with an open slot, paid with the wood of the clearings connected
    to it through ruled clearings (:func:`ruled_group`).

    The groups come from :func:`ruled_groups`; each group's wood is summed
    once, and the kinds it affords are a bit mask picking a precomputed row."""
    b0, b1, b2 = s.bld
    c0, c1, c2 = _TRACK_COST[sum(b0)], _TRACK_COST[sum(b1)], _TRACK_COST[sum(b2)]
    wood = s.wood
    # When even the whole map's wood cannot pay the cheapest building (or
    # every track is empty), no group can.
    if min(c0, c1, c2) > sum(wood):
        return []
    if ruled is None:
        ruled = s.ruled_by(CAT)
    ruled_clearings, label, groups = ruled_groups(s, ruled)
    # The kinds each group's wood affords, as a bit mask (bit k = kind k).
    masks = []
    for group in groups:
        avail = sum(map(wood.__getitem__, group))
        masks.append((c0 <= avail) | (c1 <= avail) << 1 | (c2 <= avail) << 2)
    if not any(masks):
        return []
    room, roost = s.geo.room, s.roost
    out: list[Action] = []
    for c in ruled_clearings:
        mask = masks[label[c]]
        if mask and room[c] - b0[c] - b1[c] - b2[c] - roost[c] > 0:
            out += _BUILD_ROWS[c][mask]
    return out


def build_problem(s: State, kind_name: str, c: int) -> IllegalAction | None:
    kind = BUILDING_INDEX.get(kind_name, -1)
    if kind < 0:
        return IllegalAction("notation", "building.unknown", building=kind_name)
    if not 1 <= c <= s.geo.n:
        return IllegalAction("6.5.4", "board.no_such_clearing", clearing=c)
    if not s.rules(CAT, c):
        return IllegalAction("2.5", "build.must_rule", clearing=c)
    if s.free_slots(c) <= 0:
        return IllegalAction("6.5.4", "build.no_slot", clearing=c)
    n = s.building_count(kind)
    if n >= BUILDINGS_PER_TYPE:
        return IllegalAction("6.5.4", "build.track_empty", building=kind_name)
    avail = sum(s.wood[x] for x in ruled_group(s, c))
    if avail < BUILD_COST[n]:
        if not avail:  # "only 0 is connected" read oddly (play-testing)
            return IllegalAction("6.5.4", "build.no_wood", clearing=c, cost=BUILD_COST[n])
        return IllegalAction("6.5.4", "build.not_enough_wood", clearing=c,
                             cost=BUILD_COST[n], have=avail)
    return None


def do_build(s: State, kind: int, c: int) -> None:
    """Place the building, score the uncovered VP, then pay the wood."""
    n = s.building_count(kind)
    cost = BUILD_COST[n]
    add_building(s, kind, c, 1)
    score(s, CAT, BUILD_VP[kind][n])
    if cost and s.winner < 0:
        s.queue.insert(0, ("pay", c, cost))


def pay_actions(s: State, entry: tuple) -> list[Action]:
    """6.5.4: one wood at a time from the build's connected ruled group
    (the memoised :func:`ruled_groups`; the build clearing is ruled)."""
    c = entry[1]
    _, label, groups = ruled_groups(s, s.ruled_by(CAT))
    group = groups[label[c]] if label[c] >= 0 else ruled_group(s, c)
    wood = s.wood
    return [_PAY[x] for x in sorted(group) if wood[x]]


def pay_wood(s: State, x: int) -> None:
    _, c, left = s.queue[0]
    add_wood(s, x, -1)
    if left > 1:
        s.queue[0] = ("pay", c, left - 1)
    else:
        s.queue.pop(0)


def recruit_possible(s: State) -> bool:
    """Not yet this turn, a recruiter on the map, a warrior in the supply
    (:meth:`State.building_count` and :meth:`State.warrior_supply`, inlined)."""
    return (not s.recruited and sum(s.bld[RECRUITER]) > 0
            and CAT_WARRIORS - sum(s.warriors[CAT]) > 0)


def do_recruit(s: State) -> None:
    """6.5.3 Recruit: a warrior at each recruiter, once per turn; short of
    warriors, the Marquise chooses where (1.5.4)."""
    s.recruited = True
    spots = [c for c in s.geo.clearings for _ in range(s.bld[RECRUITER][c])]
    supply = s.warrior_supply(CAT)
    if len(spots) <= supply:
        for c in spots:
            add_warriors(s, CAT, c, 1)
    else:
        s.queue.insert(0, ("recruit", tuple(spots)))


def place_warrior_actions(s: State, entry: tuple) -> list[Action]:
    return [_PLACE_WARRIOR[c] for c in sorted(set(entry[1]))]


def place_recruit(s: State, c: int) -> None:
    rest = list(s.queue[0][1])
    rest.remove(c)
    add_warriors(s, CAT, c, 1)
    if rest and s.warrior_supply(CAT) > 0:
        s.queue[0] = ("recruit", tuple(rest))
    else:
        s.queue.pop(0)


def overwork_actions(s: State) -> list[Action]:
    if WOOD_LIMIT - sum(s.wood) <= 0:
        return []
    out: list[Action] = []
    hand = sorted(set(s.hands[CAT]))
    suit = s.geo.suit
    sawmills = s.bld[SAWMILL]
    for c in s.geo.clearings:
        if sawmills[c]:
            row = _OVERWORK[c]
            pays = PAYS_FOR[suit[c]]
            out += [row[card] for card in hand if card in pays]
    return out


def overwork_problem(s: State, c: int, code: str) -> IllegalAction | None:
    card = CARD_INDEX.get(code)
    if card is None:
        return IllegalAction("notation", "card.unknown", card=code)
    if not 1 <= c <= s.geo.n or not s.bld[SAWMILL][c]:
        return IllegalAction("6.5.5", "overwork.no_sawmill", clearing=c)
    if card not in s.hands[CAT]:
        return IllegalAction("6.5.5", "card.not_in_hand", card=code)
    if not matches(card, s.geo.suit[c]):
        return IllegalAction("6.5.5", "card.wrong_suit", card=code,
                             card_suit=SUITS[SUIT_OF[card]], suit=SUITS[s.geo.suit[c]])
    if s.wood_supply() <= 0:
        return IllegalAction("6.5.5", "overwork.no_wood")
    return None


def daylight_actions(s: State) -> list[Action]:
    """Everything the Marquise may do in Daylight right now (6.5).

    1.4: an action is not interrupted. Between the two moves of a March
    only its second move or ``pass`` (declining it) may come: no other
    action, ability, Hawks for Hire or end of Daylight."""
    if s.march:
        out = move_actions(s, CAT)
        out.append(PASS)
        return out
    out: list[Action] = craft_actions(s, CAT) if not s.acted else []
    if s.actions:
        ruled = s.ruled_by(CAT)  # shared by moves and builds
        out += move_actions(s, CAT, ruled=ruled)
        # battle_targets(s, CAT), written out: this runs for most decisions.
        w0, w1 = s.warriors
        roost = s.roost
        out += [_BATTLES[c] for c in s.geo.clearings if w0[c] and (w1[c] > 0 or roost[c] > 0)]
        if recruit_possible(s):
            out.append(RECRUIT_ACTION)
        out += build_actions(s, ruled)
        out += overwork_actions(s)
    else:
        # Hawks for Hire (6.5): a bird card for one more action.
        out += [_HAWKS[card] for card in sorted(set(s.hands[CAT])) if card in _HAWKS]
    if s.crafted[CAT]:  # abilities come from crafted cards only
        out += daylight_ability_actions(s, CAT)
    out.append(END)
    return out


def do_daylight(s: State, a: Action) -> None:
    """Apply one Marquise Daylight action (already known to be legal)."""
    verb = a.verb
    if verb == "move":
        if s.march:
            s.march -= 1
        else:
            s.actions -= 1
            s.march = 1
        s.acted = True
        do_move(s, CAT, a.args[0], a.args[1], a.args[2])
        return
    if verb == "pass":  # the March's second move declined (1.4)
        s.march = 0
        return
    if verb in ("battle", "recruit", "build", "overwork"):
        s.actions -= 1
        s.acted = True
    if verb == "battle":
        start_battle(s, a.args[0], CAT)
    elif verb == "recruit":
        do_recruit(s)
    elif verb == "build":
        do_build(s, BUILDING_INDEX[a.args[0]], a.args[1])
    elif verb == "overwork":
        spend(s, CAT, CARD_INDEX[a.args[1]])
        add_wood(s, a.args[0], 1)
    elif verb == "hawks":
        spend(s, CAT, CARD_INDEX[a.args[0]])
        s.actions += 1
        s.acted = True
    elif verb == "end":
        s.step = "evening_start"


def daylight_problem(s: State, a: Action) -> IllegalAction | None:
    """Explain a refused Marquise Daylight action."""
    verb = a.verb
    if s.march and verb != "move":
        return IllegalAction("1.4", "march.unfinished", action=str(a))
    if verb == "craft" and s.acted:
        return IllegalAction("6.5", "craft.after_actions")
    costs_action = verb in ("battle", "recruit", "build", "overwork") or (
        verb == "move" and not s.march)
    if costs_action and not s.actions:
        return IllegalAction("6.5", "actions.none_left")
    if verb == "move":
        if len(a.args) != 3:
            return IllegalAction("notation", "action.bad_arguments", verb=verb, text=str(a))
        return move_problem(s, CAT, *a.args)
    if verb == "battle":
        if len(a.args) != 1:
            return IllegalAction("notation", "action.bad_arguments", verb=verb, text=str(a))
        return battle_problem(s, CAT, a.args[0])
    if verb == "recruit":
        if s.recruited:
            return IllegalAction("6.5.3", "recruit.once_per_turn")
        if not s.building_count(RECRUITER):
            return IllegalAction("6.5.3", "recruit.no_recruiters")
        if s.warrior_supply(CAT) <= 0:
            return IllegalAction("6.5.3", "supply.no_warriors")
    if verb == "build":
        if not isinstance(a.args[0], str):
            return IllegalAction("notation", "action.bad_arguments", verb=verb, text=str(a))
        return build_problem(s, a.args[0], a.args[1])
    if verb == "overwork":
        return overwork_problem(s, a.args[0], a.args[1])
    if verb == "hawks":
        card = CARD_INDEX.get(a.args[0])
        if card is None:
            return IllegalAction("notation", "card.unknown", card=a.args[0])
        if card not in s.hands[CAT]:
            return IllegalAction("6.5", "card.not_in_hand", card=a.args[0])
        if SUIT_OF[card] != BIRD:
            return IllegalAction("6.5", "hawks.bird_only", card=a.args[0])
        if s.actions:
            return IllegalAction("6.5", "hawks.actions_left")
    return None


# --- Evening (6.6) ------------------------------------------------------

def evening_draws(s: State) -> int:
    """1 card + the recruiter track's uncovered draw bonuses (3rd and 5th)."""
    n = s.building_count(RECRUITER)
    return 1 + (n >= 3) + (n >= 5)


def cat_evening(s: State) -> None:
    draw(s, CAT, evening_draws(s))


