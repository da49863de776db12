"""The rules controller (issue 7): gestures are exactly the legal actions.

Over many positions of seeded random games the controller must offer every
legal action through exactly one drag or click and nothing else, every glow
target must be legal, and every drop it does not offer must be refused with
the engine's rule and message key, leaving the game untouched. Scenario tests
pin the gesture table and the refusals a player will actually meet.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.common.gesture import Controller, Drop, Thing
from game.woodland.actions import SIGNATURES, Action
from game.woodland.cards import CODES
from game.woodland.controller import (
    _GESTURES,
    BATTLE,
    CRAFTING,
    EXTRA_ACTION,
    KEEP,
    PHASE,
    PROMPT,
    RECRUIT,
    ROOST,
    RootController,
    all_gesture_actions,
    building,
    card,
    clearing,
    column,
    crafted,
    enemy,
    gesture_of,
    warriors,
)
from game.woodland.errors import IllegalAction
from game.woodland.game import Game
from game.woodland.messages import MESSAGES
from game.woodland.rules import _context_rule, context
from game.woodland.state import BUILDINGS, COLUMNS, FACTIONS

from .scenario import Scenario, foil_pending, random_game

GAMES = 16  # seeded random games sampled (a random game ends in ~330 actions)
STEPS = 400  # actions per game at most


def positions(board, games: int = GAMES, steps: int = STEPS, first: int = 0):
    """(game, controller) at every decision of seeded random games, played
    through the controller itself (uniform over the legal actions)."""
    for seed in range(first, first + games):
        game = Game.new(board, seed=seed)
        ctl = RootController(game)
        rnd = random.Random(1000 + seed)
        for _ in range(steps):
            if game.is_over:
                break
            yield game, ctl
            ctl.choose(rnd.choice(game.legal_actions()))


def every_source() -> list[Thing]:
    """Everything a player could try to pick up on the Autumn table."""
    things = [KEEP, ROOST] + [warriors(c) for c in range(1, 13)]
    things += [building(b) for b in BUILDINGS]
    things += [card(code) for code in CODES] + [crafted("tax_collector"), crafted("anvil")]
    return things


def every_target() -> list[Thing]:
    things = [clearing(c) for c in range(1, 13)] + [enemy(c) for c in range(1, 13)]
    things += [CRAFTING, EXTRA_ACTION, KEEP, PHASE] + [column(k) for k in COLUMNS]
    return things


# --- coverage: the gestures are the legal actions ------------------------------------

def test_gestures_offer_exactly_the_legal_actions_over_random_games(board):
    checked = lose = 0
    for game, ctl in positions(board):
        offered = all_gesture_actions(ctl)
        legal = game.legal_actions()
        assert Counter(offered) == Counter(legal), str(game.history[-3:])
        checked += 1
        for choice in ctl.clicks():
            if choice.action.verb == "lose":  # 4.3.4: the piece in the clearing hit
                hit = game.to_position()["pending"][0]["clearing"]
                assert choice.thing == Thing.of("piece", hit, choice.action.args[0])
                lose += 1
    assert checked > 3000 and lose > 0


def _named_positions(board) -> list[Game]:
    """Rare decisions random play seldom reaches: foil, battle effects, the
    Eyrie's Birdsong and Decree, crafting, placing the last warriors."""
    short = Scenario(board).marquise_turn().warriors(marquise={9: 12, 12: 12}).recruiter(1, 5)
    short = short.game()
    short.apply("recruit")  # 24 warriors on the map, 2 recruiters: where does the last go?
    return [
        foil_pending(board),
        Scenario(board).marquise_crafting("anvil", "royal_claim", at=(1, 2, 3, 4)).game(),
        Scenario(board).eyrie_birdsong().hand(eyrie=["bake_sale", "ambush_bird", "anvil"])
        .game(),
        Scenario(board).fox_card_in_move().warriors(eyrie={1: 1}).game(),
        Scenario(board).eyrie_battle().game(),
        Scenario(board).eyrie_battle("bake_sale", leader="commander").crafted(
            eyrie=["brutal_tactics"]).game(),
        Scenario(board).eyrie_battle().crafted(eyrie=["brutal_tactics"], marquise=["sappers"])
        .game(),
        short,
    ]


RARE_VERBS = {"foil", "brutal_tactics", "roost", "effects_first", "place_warrior", "turmoil",
              "craft", "decree", "leader"}


def test_gestures_offer_exactly_the_legal_actions_in_named_positions(board):
    seen: set[str] = set()
    for game in _named_positions(board):
        ctl = RootController(game)
        rnd = random.Random(3)
        for _ in range(12):  # and a few decisions on from there
            if game.is_over:
                break
            assert Counter(all_gesture_actions(ctl)) == Counter(game.legal_actions())
            seen |= {a.verb for a in game.legal_actions()}
            ctl.choose(rnd.choice(game.legal_actions()))
    assert seen >= RARE_VERBS, RARE_VERBS - seen


def test_every_glowing_target_means_only_legal_actions(board):
    for game, ctl in positions(board, games=4):
        legal = set(game.legal_actions())
        for source in ctl.draggable():
            drops = ctl.drops(source)
            assert drops, f"{source} may be picked up but glows nowhere"
            assert len({d.target for d in drops}) == len(drops)
            for d in drops:
                assert d.actions and set(d.actions) <= legal
                assert ctl.drop(source, d.target) == d
                for n in d.counts:
                    narrowed = ctl.drop(source, d.target, count=n).actions
                    assert narrowed == tuple(a for a in d.actions if a.args[2] == n)
        for choice in ctl.clicks():
            assert choice.action in legal


def test_draggable_is_exactly_the_sources_with_a_drop(board):
    for _game, ctl in positions(board, games=3):
        sources = set(ctl.draggable())
        assert ctl.dests() == {s: [d.target for d in ctl.drops(s)] for s in ctl.draggable()}
        for thing in every_source():
            assert (thing in sources) == bool(ctl.drops(thing)), str(thing)


def test_things_offered_are_the_deciding_players_own(board):
    """Hot seat: the table never lights up the other player's cards; the
    warriors picked up are the decider's, where they have some."""
    for game, ctl in positions(board, games=6):
        me = FACTIONS[ctl.who()]
        view = game.view(me)
        things = ctl.draggable() + [ch.thing for ch in ctl.clicks()]
        for thing in things:
            if thing.kind == "card":
                assert thing.key[0] in view["hands"][me], (me, thing)
            elif thing.kind == "crafted":
                assert thing.key[0] in view["crafted"][me], (me, thing)
            elif thing.kind == "warriors":
                assert view["clearings"][thing.key[0] - 1][me + "_warriors"] > 0


def test_each_action_has_one_gesture_and_it_is_the_one_offered(board):
    for _game, ctl in positions(board, games=3):
        for source in ctl.draggable():
            for d in ctl.drops(source):
                for a in d.actions:
                    assert ctl.gesture(a) == ("drag", source, d.target)
        for choice in ctl.clicks():
            assert ctl.gesture(choice.action) == ("click", choice.thing, None)


# --- refusals ---------------------------------------------------------------------------

def test_every_drop_not_offered_is_refused_with_a_rule_and_a_message_key(board):
    rnd = random.Random(7)
    sources, targets = every_source(), every_target()
    rules: Counter[str] = Counter()
    for i, (game, ctl) in enumerate(positions(board, games=6)):
        if i % 3:
            continue
        before = game.state_hash()
        pairs = [(rnd.choice(sources), rnd.choice(targets)) for _ in range(12)]
        pairs += [(s, rnd.choice(targets)) for s in ctl.draggable()]
        tries = [(s, t, None) for s, t in pairs if t not in ctl.targets(s)]
        for d in (d for s in ctl.draggable() for d in ctl.drops(s) if d.counts):
            source = next(s for s in ctl.draggable() if d in ctl.drops(s))
            tries += [(source, d.target, n) for n in (0, d.counts[0] + 1)]
        for source, target, count in tries:
            with pytest.raises(IllegalAction) as refused:
                ctl.drop(source, target, count)
            assert refused.value.rule, f"{source} > {target}: no rule"
            assert refused.value.key in MESSAGES, refused.value.key
            rules[refused.value.rule] += 1
        assert game.state_hash() == before
    assert sum(rules.values()) > 1000
    # the refusals are the engine's reasons, not one catch-all
    assert {"4.2", "4.2.1", "6.3", "7.4.2"} <= set(rules), rules
    assert len(rules) >= 12, rules
    assert "notation" not in rules  # a gesture never builds a malformed action


_KINDS = ["warriors", "clearing", "enemy", "card", "crafted", "building", "keep", "roost",
          "column", "crafting", "extra_action", "piece", "leader", "phase", "nonsense"]
_KEYS = st.lists(st.one_of(st.integers(-3, 40), st.sampled_from(
    list(CODES[:6]) + list(BUILDINGS) + list(COLUMNS) + ["", "bird", "x y"])), max_size=3)
_THINGS = st.builds(Thing, st.sampled_from(_KINDS), _KEYS.map(tuple))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**16), steps=st.integers(0, 200), source=_THINGS,
       target=_THINGS, count=st.one_of(st.none(), st.integers(-2, 30)))
def test_any_drop_is_a_legal_drop_or_a_rule_numbered_refusal(board, seed, steps, source,
                                                              target, count):
    """Even malformed Things (clearing 40, a card key that is a number)."""
    game = random_game(board, seed, steps, choice_seed=seed)
    ctl = RootController(game)
    before = game.state_hash()
    try:
        d = ctl.drop(source, target, count)
    except IllegalAction as refused:
        assert refused.rule and refused.key in MESSAGES
    else:
        assert d.target == target and set(d.actions) <= set(game.legal_actions())
        assert target in ctl.targets(source)
    assert game.state_hash() == before


def test_4_2_drop_on_a_clearing_without_a_path_is_the_move_refusal(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).game()
    ctl = RootController(game)
    assert clearing(3) not in ctl.targets(warriors(1))
    with pytest.raises(IllegalAction) as refused:
        ctl.drop(warriors(1), clearing(3))
    assert (refused.value.rule, refused.value.key) == ("4.2", "move.not_adjacent")


def test_7_5_2_a_decree_move_without_a_path_says_so_when_only_a_bird_card_is_left(board):
    """With only the bird Vizier able to move the warriors of rabbit clearing
    5, a drop on a clearing with no path from 5 is the move's refusal, not
    "no rabbit card in the Move column" (birds are wild)."""
    game = Scenario(board).fox_card_in_move().game()
    far = next(c for c in range(1, 13) if c != 5 and c not in game.state.geo.adj[5])
    with pytest.raises(IllegalAction) as refused:
        RootController(game).drop(warriors(5), clearing(far))
    assert (refused.value.rule, refused.value.key) == ("4.2", "move.not_adjacent")


def test_4_2_a_count_beyond_the_warriors_there_is_refused(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).game()
    ctl = RootController(game)
    with pytest.raises(IllegalAction) as refused:
        ctl.drop(warriors(1), clearing(5), count=3)
    assert (refused.value.rule, refused.value.key) == ("4.2", "move.not_enough_warriors")


def test_4_2_1_drop_out_of_an_enemy_clearing_names_the_rule_requirement(board):
    game = Scenario(board).marquise_turn().warriors(marquise={5: 1}, eyrie={5: 2, 2: 1}).game()
    ctl = RootController(game)
    before = game.to_json()
    with pytest.raises(IllegalAction) as refused:
        ctl.drop(warriors(5), clearing(2))
    assert (refused.value.rule, refused.value.key) == ("4.2.1", "move.must_rule")
    assert game.to_json() == before


def test_4_3_a_count_held_over_a_battle_target_is_ignored(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2, 5: 3}, eyrie={5: 1}).game()
    ctl = RootController(game)
    assert ctl.drop(warriors(5), enemy(5), count=2) == ctl.drop(warriors(5), enemy(5))


def test_4_3_battle_drop_where_the_other_side_has_no_piece_is_refused(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2, 5: 1}, eyrie={5: 1}).game()
    ctl = RootController(game)
    assert ctl.targets(warriors(5)).count(enemy(5)) == 1
    with pytest.raises(IllegalAction) as refused:
        ctl.drop(warriors(1), enemy(1))
    assert (refused.value.rule, refused.value.key) == ("4.3", "battle.no_defender")


def test_7_4_2_a_card_dropped_on_a_decree_column_in_daylight_is_refused(board):
    game = (Scenario(board).fox_card_in_move().hand(eyrie=["bake_sale"]).warriors(eyrie={1: 1})
            .game())
    ctl = RootController(game)
    with pytest.raises(IllegalAction) as refused:
        ctl.drop(card("bake_sale"), column("move"))
    assert refused.value.rule == "7.4.2"
    assert refused.value.key == "decree.closed"


def test_a_gesture_that_means_nothing_is_refused_with_the_rule_of_the_decision(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).hand(
        marquise=["anvil"]).game()
    ctl = RootController(game)
    with pytest.raises(IllegalAction) as refused:
        ctl.drop(card("anvil"), enemy(1))
    assert refused.value.rule == _context_rule(game.state, context(game.state))  # 6.5
    assert refused.value.key == "action.not_now"
    assert refused.value.params["action"] == "card anvil > enemy 1"
    assert ctl.meanings(card("anvil"), enemy(1)) == []


def test_a_drop_after_the_game_is_over_is_refused_by_3_3(board):
    game = Scenario(board).marquise_crafting("anvil").vp(marquise=29).game()
    commits: list[int] = []
    ctl = RootController(game, on_commit=lambda g, ev: commits.append(len(ev)))
    ctl.choose(ctl.drop(card("anvil"), CRAFTING).default)  # 3.3: 30 VP win at once
    assert game.is_over and ctl.who() == -1 and len(commits) == 1
    assert ctl.draggable() == [] and ctl.clicks() == []
    with pytest.raises(IllegalAction) as refused:
        ctl.drop(warriors(9), clearing(1))
    assert refused.value.rule == "3.1"


# --- the gesture table -----------------------------------------------------------------

def test_4_2_move_drop_offers_every_count_all_of_them_first(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 3}).game()
    ctl = RootController(game)
    d = ctl.drop(warriors(1), clearing(5))
    assert d.counts == (3, 2, 1)
    assert d.default == Action("move", (1, 5, 3))
    assert [str(a) for a in d.actions] == ["move 1 5 3", "move 1 5 2", "move 1 5 1"]
    narrowed = ctl.drop(warriors(1), clearing(5), count=2)
    assert narrowed.single and narrowed.default == Action("move", (1, 5, 2))


def test_7_5_2_decree_suits_of_one_drop_are_grouped(board):
    game = (Scenario(board).eyrie_resolving("move", "bake_sale").roost(5)
            .warriors(eyrie={5: 2}).game())
    ctl = RootController(game)
    d = ctl.drop(warriors(5), clearing(1))
    legal = {a for a in game.legal_actions() if a.verb == "move" and a.args[:2] == (5, 1)}
    assert set(d.actions) == legal
    assert {a.args[3] for a in d.actions} == {"rabbit", "bird"}
    assert d.counts == (2, 1) and d.default.args[2] == 2


def test_4_1_craft_is_a_card_dropped_on_crafting(board):
    game = Scenario(board).marquise_crafting("anvil").game()
    ctl = RootController(game)
    assert card("anvil") in ctl.draggable()
    d = ctl.drop(card("anvil"), CRAFTING)
    assert d.actions == (Action("craft", ("anvil", 1)),)


def test_setup_keep_and_buildings_are_dragged_onto_clearings(board):
    game = Game.new(board, seed=3)
    ctl = RootController(game)
    assert ctl.draggable() == [KEEP]
    assert set(ctl.targets(KEEP)) == {clearing(c) for c in (1, 2, 3, 4)}
    ctl.choose(ctl.drop(KEEP, clearing(1)).default)
    assert set(ctl.draggable()) == {building(b) for b in BUILDINGS}
    with pytest.raises(IllegalAction) as refused:
        ctl.drop(building("sawmill"), clearing(7))
    assert refused.value.rule == "6.3"


def test_clicks_are_attached_to_their_things(board):
    game = Scenario(board).marquise_turn().warriors(marquise={1: 2}).recruiter(1).game()
    ctl = RootController(game)
    things = {str(ch.action): ch.thing for ch in ctl.clicks()}
    assert things["recruit"] == RECRUIT
    assert things["end"] == PHASE
    assert ctl.clicks_on(RECRUIT) == [ch for ch in ctl.clicks() if ch.thing == RECRUIT]


@pytest.mark.parametrize("text, gesture", [
    ("move 1 5 2", ("drag", "warriors 1", "clearing 5")),
    ("move 3 7 2 bird", ("drag", "warriors 3", "clearing 7")),
    ("battle 5", ("drag", "warriors 5", "enemy 5")),
    ("battle 5 rabbit", ("drag", "warriors 5", "enemy 5")),
    ("keep 4", ("drag", "keep", "clearing 4")),
    ("place sawmill 5", ("drag", "building sawmill", "clearing 5")),
    ("build workshop 9", ("drag", "building workshop", "clearing 9")),
    ("build 10 rabbit", ("drag", "roost", "clearing 10")),
    ("roost 6", ("drag", "roost", "clearing 6")),
    ("craft royal_claim 1 2 2 5", ("drag", "card royal_claim", "crafting")),
    ("decree move ambush_bird", ("drag", "card ambush_bird", "column move")),
    ("overwork 5 bake_sale", ("drag", "card bake_sale", "clearing 5")),
    ("hawks ambush_bird", ("drag", "card ambush_bird", "extra_action")),
    ("tax 3", ("drag", "crafted tax_collector", "clearing 3")),
    ("recruit", ("click", "action recruit", None)),
    ("recruit 3 bird", ("click", "clearing 3", None)),
    ("wood 1", ("click", "clearing 1", None)),
    ("pay 5", ("click", "clearing 5", None)),
    ("place_warrior 9", ("click", "clearing 9", None)),
    ("leader despot", ("click", "leader despot", None)),
    ("ambush fox", ("click", "card ambush_fox", None)),
    ("foil bird", ("click", "card ambush_bird", None)),
    ("hospital anvil", ("click", "card anvil", None)),
    ("discard anvil", ("click", "card anvil", None)),
    ("royal_claim", ("click", "crafted royal_claim", None)),
    ("codebreakers", ("click", "crafted codebreakers", None)),
    ("armorers", ("click", "crafted armorers", None)),
    ("lose sawmill", ("click", "piece 7 sawmill", None)),
    ("effects_first attacker", ("click", "battle", None)),
    ("turmoil", ("click", "decree", None)),
    ("end", ("click", "phase", None)),
    ("pass", ("click", "prompt", None)),
])
def test_gesture_table_of_every_verb(text, gesture):
    kind, thing, target = gesture_of(Action.parse(text), lose_clearing=7)
    assert (kind, str(thing), None if target is None else str(target)) == gesture


def test_gesture_table_names_only_engine_verbs():
    assert set(_GESTURES) <= set(SIGNATURES)


def test_a_verb_unknown_to_the_controller_is_still_a_click_on_the_prompt():
    assert gesture_of(Action("new_verb", (1,))) == ("click", PROMPT, None)
    assert Thing.parse("battle") == BATTLE


def test_thing_text_form_reads_back():
    for thing in every_source() + every_target() + [Thing.of("piece", 7, "sawmill")]:
        assert Thing.parse(str(thing)) == thing
    assert str(warriors(5)) == "warriors 5" and str(CRAFTING) == "crafting"
    with pytest.raises(ValueError):
        Thing.parse("  ")


def test_root_controller_is_a_gesture_controller(board):
    assert isinstance(RootController(Game.new(board, seed=0)), Controller)


def test_drop_value_default_and_single():
    d = Drop(clearing(5), (Action("move", (1, 5, 2)), Action("move", (1, 5, 1))), (2, 1))
    assert d.default == Action("move", (1, 5, 2)) and not d.single


# --- staging, undo, commit ---------------------------------------------------------------

def _marquise_daylight(board):
    return Scenario(board).marquise_turn().warriors(marquise={1: 3, 9: 1}).game()


def test_staged_move_is_undone_without_commit(board):
    game = _marquise_daylight(board)
    commits: list[tuple] = []
    ctl = RootController(game, on_commit=lambda g, ev: commits.append((g, ev)))
    before = game.state_hash()
    ctl.choose(ctl.drop(warriors(1), clearing(5)).default)
    assert ctl.can_undo() and ctl.staged() == [Action("move", (1, 5, 3))]
    assert commits == []
    assert ctl.undo() == "move 1 5 3"
    assert game.state_hash() == before and ctl.staged() == [] and commits == []
    assert warriors(1) in ctl.draggable()  # the tables follow the undo


def test_undo_with_nothing_staged_is_refused_by_the_engine(board):
    ctl = RootController(_marquise_daylight(board))
    with pytest.raises(IllegalAction) as refused:
        ctl.undo()
    assert refused.value.key == "undo.nothing"


def test_ending_the_phase_commits_the_staged_actions_once(board):
    game = _marquise_daylight(board)
    commits: list[tuple] = []
    ctl = RootController(game, on_commit=lambda g, ev: commits.append((g, list(ev))))
    ctl.choose("move 1 5 3")
    assert not ctl.can_end_phase()  # 1.4: the March's second move or pass first
    ctl.choose("pass")
    assert ctl.can_end_phase()
    ctl.end_phase()
    assert len(commits) == 1 and commits[0][0] is game
    assert ctl.staged() == [] and not ctl.can_undo()
    assert game.history[-3:] == [Action("move", (1, 5, 3)), Action("pass"), Action("end")]
    assert ctl.committed() == game.history[-3:]


def test_an_irreversible_action_commits_with_the_events_of_the_whole_stage(board):
    game = (Scenario(board).marquise_turn().warriors(marquise={1: 3, 9: 1}, eyrie={5: 1})
            .game())
    commits: list[list[tuple]] = []
    ctl = RootController(game, on_commit=lambda g, ev: commits.append(list(ev)))
    ctl.choose("move 1 5 3")
    ctl.choose("pass")  # no second move (1.4: the March is over before a battle)
    assert commits == []
    events = ctl.choose(ctl.drop(warriors(5), enemy(5)).default)  # dice: irreversible
    assert len(commits) == 1
    assert any(e[0] == "dice" for e in commits[0])
    assert all(e in commits[0] for e in events)


def test_end_phase_when_end_is_not_legal_is_the_engine_refusal(board):
    game = Game.new(board, seed=1)
    ctl = RootController(game)
    with pytest.raises(IllegalAction) as refused:
        ctl.end_phase()
    assert refused.value.rule == "6.3"


# --- cache and determinism -----------------------------------------------------------------

def test_tables_are_computed_once_per_state(board, monkeypatch):
    game = _marquise_daylight(board)
    ctl = RootController(game)
    calls = []
    real = Game.legal_actions
    monkeypatch.setattr(Game, "legal_actions", lambda g: calls.append(1) or real(g))
    for _ in range(5):
        ctl.draggable(), ctl.clicks(), ctl.drops(warriors(1))
    assert len(calls) == 1


def test_tables_follow_a_game_changed_behind_the_controller(board):
    game = _marquise_daylight(board)
    ctl = RootController(game)
    assert warriors(1) in ctl.draggable()
    game.apply("move 1 5 3")
    assert warriors(1) not in ctl.draggable()
    assert warriors(5) in ctl.draggable()


def test_same_seed_same_gestures(board):
    def trace(seed: int) -> list[str]:
        out = []
        for _game, ctl in positions(board, games=1, steps=120, first=seed):
            out.append(repr([(s, ctl.drops(s)) for s in ctl.draggable()]) + repr(ctl.clicks()))
        return out

    assert trace(5) == trace(5)
    assert trace(5) != trace(6)


def test_a_click_refusal_only_where_clearings_are_clicked_and_never_for_a_lit_one(board):
    """``click_refusal``: over random games, a clearing click that is offered
    is never refused; one that is not, while the decision is taken by
    clicking clearings, is refused with a rule; and outside such decisions
    nothing is said (a click on the map is a look)."""
    refused = 0
    for game, ctl in positions(board, games=6):
        by_click = any(ch.thing.kind == "clearing" for ch in ctl.clicks())
        for c in range(1, 13):
            why = ctl.click_refusal(clearing(c))
            if ctl.clicks_on(clearing(c)) or not by_click:
                assert why is None, (str(game.legal_actions()[:3]), c)
            elif why is not None:
                assert why.rule, why
                refused += 1
    assert refused > 10
