"""What each player knows of the other's hand (game.woodland.knowledge), and
the redeal a computer player searches on: it keeps every known card in its
hand, depends only on what the seat may know, and changes nothing the seat
can see or do."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from game.woodland import rules
from game.woodland.cards import CARD_INDEX, CODES, full_deck
from game.woodland.errors import PositionError
from game.woodland.game import Game
from game.woodland.geometry import geometry_of
from game.woodland.journal import DECK, DISCARD, HAND, move_card
from game.woodland.state import CAT, EYRIE, FACTIONS, State

from .conftest import autumn_board
from .scenario import SETUP, Scenario


def _known(game: Game, f: int) -> list[str]:
    return sorted(CODES[c] for c in game.state.known[f])


# --- cards seen going in ---------------------------------------------------------------

def test_4_1_3_stand_and_deliver_the_victim_knows_the_card_taken(board):
    game = (
        Scenario(board).marquise_turn("birdsong").warriors(marquise={1: 2})
        .crafted(marquise=["stand_and_deliver"])
        .hand(marquise=[], eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("stand_and_deliver")
    taken = CODES[game.state.hands[CAT][0]]
    assert _known(game, EYRIE) == [taken] and _known(game, CAT) == []
    pos = game.to_position()
    assert pos["known"] == {"marquise": [], "eyrie": [taken]}
    assert Game.from_position(board, pos).to_json() == game.to_json()


def test_4_1_3_stand_and_deliver_the_taker_sees_what_left_the_hand(board):
    # The Marquise knew the Eyrie held both (a Codebreakers peek): the card
    # taken leaves her record of their hand, the other stays.
    game = (
        Scenario(board).marquise_turn("birdsong").warriors(marquise={1: 2})
        .crafted(marquise=["stand_and_deliver"])
        .hand(marquise=[], eyrie=["anvil", "sword"]).known(marquise=["anvil", "sword"])
        .game()
    )
    game.apply("stand_and_deliver")
    taken = CODES[game.state.hands[CAT][0]]
    assert _known(game, CAT) == [CODES[game.state.hands[EYRIE][0]]]
    assert _known(game, EYRIE) == [taken]


def test_4_1_3_codebreakers_shows_the_whole_hand(board):
    game = (
        Scenario(board).marquise_turn().crafted(marquise=["codebreakers"])
        .hand(eyrie=["sword", "anvil", "bake_sale"])
        .warriors(marquise={1: 1})
        .game()
    )
    game.apply("codebreakers")
    assert _known(game, CAT) == ["anvil", "bake_sale", "sword"]
    assert game.to_position()["peek"]["marquise"] == ["anvil", "bake_sale", "sword"]  # as ever


def test_counting_a_reshuffle_each_player_knows_the_other_hand(board):
    # Better Burrow Bank with an empty deck: the discard pile (public) becomes
    # the deck, so every other card is in a hand, and each player can count
    # the other's. The cards then drawn are not known.
    game = (
        Scenario(board).marquise_turn("birdsong_start")
        .crafted(marquise=["burrow_bank", "royal_claim"])
        .hand(marquise=["anvil"], eyrie=["sword", "bake_sale"])
        .empty_deck()
        .game()
    )
    assert any(e[0] == "shuffle" for e in game.last_events)
    assert _known(game, CAT) == ["bake_sale", "sword"] and _known(game, EYRIE) == ["anvil"]
    assert len(game.state.hands[CAT]) == 2 and len(game.state.hands[EYRIE]) == 3


# --- cards seen going out --------------------------------------------------------------

def test_4_1_a_crafted_card_leaves_what_is_known(board):
    game = (
        Scenario(board).marquise_crafting("anvil", "sword")
        .known(eyrie=["anvil", "sword"])
        .game()
    )
    game.apply("craft anvil 1")
    assert _known(game, EYRIE) == ["sword"]


def test_4_3_1_an_ambush_leaves_what_is_known(board):
    game = (
        Scenario(board).marquise_turn().warriors(marquise={5: 3, 10: 1}, eyrie={5: 2, 10: 1})
        .hand(eyrie=["ambush_rabbit", "anvil"]).known(marquise=["ambush_rabbit", "anvil"])
        .dice(1, 1)
        .game()
    )
    game.apply("battle 5")
    game.apply("ambush rabbit")
    assert _known(game, CAT) == ["anvil"]


def test_7_4_2_a_decree_card_leaves_what_is_known(board):
    game = (
        Scenario(board).eyrie_birdsong()
        .hand(eyrie=["anvil", "bake_sale"])
        .known(marquise=["anvil", "bake_sale"])
        .game()
    )
    game.apply("decree move anvil")
    assert _known(game, CAT) == ["bake_sale"]


def test_a_card_of_a_known_type_leaving_forgets_one_copy(board):
    # Copies of a card are alike: the record is of types, and one copy
    # leaving leaves one known (true whichever copy went).
    s = State.empty(geometry_of(board))
    ambush, anvil = CARD_INDEX["ambush_bird"], CARD_INDEX["anvil"]
    s.hands = [[], [ambush, ambush, anvil]]
    s.known = ((ambush, ambush, anvil), ())
    move_card(s, HAND + EYRIE, DISCARD, ambush)
    assert s.known == ((ambush, anvil), ())


# --- always true, and exactly what was seen ---------------------------------------------

def _seen(before_hands: list[list[int]], before_known: tuple, peeker: int | None,
          entries: list[tuple[int, int, int]]) -> list[tuple]:
    """What each player knows after an action, followed from the journal of
    card moves (complete: tests/woodland/test_journal.py) by the definition:
    a card taken from you is known in the taker's hand, a Codebreakers peek
    shows the whole hand, a reshuffle lets each count the other's hand, and
    a card seen leaving a hand leaves what is known of it."""
    hands = [Counter(h) for h in before_hands]
    known = [Counter(k) for k in before_known]
    if peeker is not None:  # Codebreakers, before the steps that follow it
        known[peeker] = Counter(hands[1 - peeker])
    last = None
    for place, t, d in entries:
        if place == DECK and d > 0:  # the discard pile became the deck
            known = [Counter(hands[1]), Counter(hands[0])]
        elif place in (HAND, HAND + 1):
            f = place - HAND
            hands[f][t] += d
            if d < 0 and known[1 - f][t]:
                known[1 - f][t] -= 1
            if d > 0 and last is not None and last[0] in (HAND, HAND + 1) and last[0] != place:
                known[last[0] - HAND][t] += 1  # Stand and Deliver!: the victim saw it go
        last = (place, t, d)
    return [tuple(sorted(k.elements())) for k in known]


# Random play seldom crafts Stand and Deliver! (three mouse pieces): every
# other game starts with both players holding it and Codebreakers crafted.
_SPIES = ("stand_and_deliver", "codebreakers")


def _with_spies(game: Game) -> Game:
    pos = game.to_position()
    deck = pos["deck"]
    for f in FACTIONS:
        for code in _SPIES:
            if code in deck:
                deck.remove(code)
            else:  # dealt: the hand takes a card of the deck instead
                hand = next(h for h in pos["hands"].values() if code in h)
                hand[hand.index(code)] = deck.pop(0)
            pos["crafted"][f].append(code)
    return Game.from_position(game.board, pos, track_undo=False)


def _games(seeds: range) -> Iterator[tuple[Game, random.Random]]:
    for seed in seeds:
        game = Game.new(autumn_board(), seed=seed, options=SETUP, track_undo=False)
        yield (_with_spies(game) if seed % 2 else game), random.Random(seed)


def test_knowledge_is_exactly_what_was_seen_and_always_true():
    kinds: Counter[str] = Counter()
    for game, rnd in _games(range(60)):
        s = game.state
        while not game.is_over and s.round <= 60:
            action = rnd.choice(game.legal_actions())
            hands, known = [list(h) for h in s.hands], s.known
            peeker = s.turn if action.verb == "codebreakers" else None
            s.journal = ([], [])
            game.apply(action)
            assert list(s.known) == _seen(hands, known, peeker, s.journal[0]), \
                (game.log[-3:], s.known)
            for f in (0, 1):
                assert not Counter(s.known[f]) - Counter(s.hands[1 - f])  # always true
                if s.known[f]:
                    kinds["known"] += 1
            kinds.update(e[0] for e in game.last_events if e[0] in ("stolen", "peek", "shuffle"))
    assert kinds["known"] > 1000 and kinds["stolen"] > 5 and kinds["peek"] > 5, kinds
    assert kinds["shuffle"] > 5, kinds


# --- the position --------------------------------------------------------------------

def test_position_known_is_written_only_when_something_is_known(board):
    game = Game.new(board, seed=3)
    assert "known" not in game.to_position()
    assert "known" not in Scenario(board).marquise_turn().position()


def test_position_known_must_be_true(board):
    pos = Scenario(board).marquise_turn().hand(eyrie=["anvil"]).known(marquise=["sword"]) \
        .position()
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == "known.marquise"
    pos["known"]["marquise"] = ["anvil", "anvil"]
    with pytest.raises(PositionError):
        Game.from_position(board, pos)
    pos["known"]["marquise"] = ["anvil"]
    assert _known(Game.from_position(board, pos), CAT) == ["anvil"]


@pytest.mark.parametrize("known, field", [
    ([], "known"),
    ({"marquise": []}, "known.eyrie"),
    ({"marquise": [], "eyrie": [], "vagabond": []}, "known.vagabond"),
    ({"marquise": "anvil", "eyrie": []}, "known.marquise"),
    ({"marquise": ["no_such_card"], "eyrie": []}, "known.marquise[0]"),
])
def test_position_known_is_type_checked(board, known, field):
    pos = Scenario(board).marquise_turn().hand(eyrie=["anvil"]).position()
    pos["known"] = known
    with pytest.raises(PositionError) as err:
        Game.from_position(board, pos)
    assert err.value.field == field


def test_position_known_is_read_in_any_order_and_written_sorted(board):
    pos = (Scenario(board).marquise_turn().hand(eyrie=["sword", "anvil"])
           .known(marquise=["sword", "anvil"]).position())
    game = Game.from_position(board, pos)
    assert game.to_position()["known"] == {"marquise": ["anvil", "sword"], "eyrie": []}


def test_position_nothing_is_known_in_setup(board):
    game = Game.new(board, seed=5)
    pos = game.to_position()
    pos["known"] = {"marquise": [CODES[game.state.hands[EYRIE][0]]], "eyrie": []}
    with pytest.raises(PositionError):
        Game.from_position(board, pos)


# --- the view ---------------------------------------------------------------------------

def test_view_lists_the_unseen_cards_with_zone_sizes(board):
    game = Game.new(board, seed=4)
    for me in (CAT, EYRIE):
        unseen = game.view(me)["unseen"]
        assert unseen["sizes"] == {"hand": 3, "deck": 44} and unseen["known"] == []
        mine = [CODES[c] for c in game.state.hands[me]]
        assert unseen["cards"] == sorted(unseen["cards"])
        assert sorted(unseen["cards"] + mine) == sorted(CODES[c] for c in full_deck())


def test_view_unseen_leaves_out_the_known_cards(board):
    game = (Scenario(board).marquise_turn().hand(eyrie=["sword", "anvil"])
            .known(marquise=["anvil"]).game())
    unseen = game.view("marquise")["unseen"]
    assert unseen["known"] == ["anvil"] and unseen["sizes"]["hand"] == 2
    assert len(unseen["cards"]) == 1 + unseen["sizes"]["deck"]
    assert "anvil" not in unseen["cards"] and "sword" in unseen["cards"]
    assert game.view("marquise")["known"] == {"marquise": ["anvil"], "eyrie": []}


# --- the redeal -------------------------------------------------------------------------

def _positions(seeds: range, every: int = 4) -> Iterator[Game]:
    """Positions of seeded random games: every few decisions, and every
    decision inside a battle or with decisions pending (ambush, foil,
    effects, hits, Field Hospitals)."""
    for game, rnd in _games(seeds):
        n = 0
        while not game.is_over and game.state.round <= 60:
            s = game.state
            if n % every == 0 or s.battle is not None or s.queue:
                yield game
            game.apply(rnd.choice(game.legal_actions()))
            n += 1


def test_redeal_depends_only_on_what_the_seat_may_know():
    """Another arrangement of the hidden cards that the seat cannot tell
    apart from the real one gives one and the same redeal."""
    n = battles = knowing = 0
    for game in _positions(range(10)):
        s = game.state
        for seat in (CAT, EYRIE):
            other = game.redeal(seat, 99)  # another arrangement of the same view
            assert other.view(seat) == game.view(seat)  # the seat cannot tell them apart
            assert other.redeal(seat, 11).state_hash() == game.redeal(seat, 11).state_hash()
            n += 1
            battles += s.battle is not None
            knowing += bool(s.known[seat])
    assert n > 1500 and battles > 150 and knowing > 300, (n, battles, knowing)


def test_redeal_offers_the_real_games_legal_actions():
    asked = Counter()
    for game in _positions(range(30)):
        seat = game.to_act
        if seat < 0:
            continue
        r = game.redeal(seat, 5)
        assert r.to_act == seat
        assert rules.legal_actions(r.state) == game.legal_actions()  # computed again
        assert r.legal_actions() == game.legal_actions()
        # The other seat's redeal changed the decider's hand: asked afresh.
        w = game.redeal(1 - seat, 5)
        assert w.legal_actions() == rules.legal_actions(w.state.clone())
        s = game.state
        asked["battle" if s.battle is not None else s.queue[0][0] if s.queue else s.step] += 1
    assert asked["battle"] > 100 and asked["hospital"] > 5 and asked["discard"] > 10, asked


def test_redeal_keeps_sizes_known_cards_and_the_table():
    for game in _positions(range(6), every=7):
        s = game.state
        for seat in (CAT, EYRIE):
            r = game.redeal(seat, 3)
            t = r.state
            o = 1 - seat
            assert t.hands[seat] == s.hands[seat]
            assert len(t.hands[o]) == len(s.hands[o]) and len(t.deck) == len(s.deck)
            assert Counter(t.hands[o] + t.deck) == Counter(s.hands[o] + s.deck)
            assert not Counter(s.known[seat]) - Counter(t.hands[o])  # known cards stay
            assert t.known == s.known and t.peek == s.peek
            assert t.rng != s.rng
            real, dealt = game.to_position(), r.to_position()
            for key in ("hands", "deck", "rng"):
                del real[key], dealt[key]
            assert dealt == real
            assert r.history == [] and not r.can_undo() and not r.track_undo


def test_redeal_is_seeded():
    game = Game.new(autumn_board(), seed=8, track_undo=False)
    assert game.redeal(CAT, 1).state_hash() == game.redeal(CAT, 1).state_hash()
    assert len({game.redeal(CAT, k).state_hash() for k in range(20)}) == 20
    assert game.redeal(CAT, 1).to_position()["rng"] == game.redeal(EYRIE, 1).to_position()["rng"]


def test_redeal_deals_every_hidden_card_alike():
    """Over many seeds each hidden card is as likely as any other to be
    dealt to the other hand, and to be the top of the deck."""
    game = Game.new(autumn_board(), seed=11, track_undo=False)
    rnd = random.Random(11)
    for _ in range(40):
        game.apply(rnd.choice(game.legal_actions()))
    seat = game.to_act
    pool = Counter(game.state.hands[1 - seat] + game.state.deck)
    n, k, runs = sum(pool.values()), len(game.state.hands[1 - seat]), 4000
    in_hand: Counter[int] = Counter()
    on_top: Counter[int] = Counter()
    for seed in range(runs):
        r = game.redeal(seat, seed).state
        in_hand.update(r.hands[1 - seat])
        on_top[r.deck[-1]] += 1
    for card, copies in pool.items():
        for seen, p in ((in_hand[card], copies * k / n), (on_top[card], copies / n)):
            expected = runs * p
            assert abs(seen - expected) < 5 * (expected * (1 - p / copies)) ** 0.5 + 1, \
                (CODES[card], seen, expected)


def test_redeal_after_a_reshuffle_draws_only_from_the_old_discard_pile(board):
    """Counting: right after the discard pile became the deck, the redeal's
    deck holds only cards of that pile (the seat saw it), never a card of
    the other hand."""
    sc = (
        Scenario(board).marquise_turn("birdsong_start")
        .crafted(marquise=["burrow_bank", "royal_claim"])
        .hand(marquise=["anvil"], eyrie=["sword", "bake_sale"])
        .empty_deck()
    )
    pile = Counter(sc.position()["discard"])
    game = sc.game()
    for seed in range(30):
        r = game.redeal(CAT, seed)
        assert not Counter(CODES[c] for c in r.state.deck) - pile
        assert {"sword", "bake_sale"} <= {CODES[c] for c in r.state.hands[EYRIE]}


def test_redeal_of_setup_and_of_a_finished_game(board):
    game = Game.new(board, seed=2, track_undo=False)
    assert game.redeal("marquise", 4).legal_actions() == game.legal_actions()  # keep <corner>
    rnd = random.Random(2)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
    r = game.redeal(FACTIONS[0], 4)
    assert r.is_over and r.winner == game.winner and r.legal_actions() == []


def test_redeal_dice_come_from_the_seed(board):
    # A battle after the redeal rolls the redeal's dice, not the real ones.
    game = (Scenario(board).marquise_turn().warriors(marquise={5: 3, 10: 1}, eyrie={5: 2, 10: 1})
            .dice(3, 3).game())
    rolls = set()
    for seed in range(12):
        r = game.redeal(CAT, seed)
        r.apply("battle 5")
        while r.state.battle is not None and r.to_act == EYRIE:
            r.apply("pass")
        rolls.update(tuple(e[3:5]) for e in r.last_events if e[0] == "dice")
    assert len(rolls) > 1


def test_7_5_2_facts_decree_outlook_is_the_turmoil_risk_the_rules_see(board):
    """At the Eyrie's current column, a suit still to resolve that the facts
    call unresolvable is exactly when the engine offers turmoil (7.7); the
    facts' reasons (``decree_why``) name exactly those suits."""
    from game.woodland.cards import SUITS
    from game.woodland.eyrie import TURMOIL
    from game.woodland.state import COLUMNS, EYRIE

    seen = {True: 0, False: 0}
    for seed in range(40):
        rnd = random.Random(seed)
        game = Game.new(board, seed=seed, track_undo=False)
        while not game.is_over and game.state.round <= 15:
            s = game.state
            if (game.to_act == EYRIE and s.turn == EYRIE and s.phase == "daylight"
                    and s.col < 4 and s.battle is None and not s.queue):
                facts = game.facts()
                outlook = facts["decree"][COLUMNS[s.col]]
                stuck = any(not outlook[SUITS[suit]] for suit in set(s.todo))
                # decree_why gives a reason for exactly the unresolvable suits
                for column in COLUMNS:
                    assert set(facts["decree_why"][column]) == {
                        suit for suit, ok in facts["decree"][column].items() if not ok}
                assert stuck == (TURMOIL in game.legal_actions()), (seed, s.col)
                seen[stuck] += 1
            legal = game.legal_actions()
            game.apply(legal[int(rnd.random() * len(legal))])
    assert seen[True] > 5 and seen[False] > 50


def test_2_5_facts_rulers_are_who_rules_each_clearing(board):
    rnd = random.Random(3)
    game = Game.new(board, seed=3, track_undo=False)
    while game.state.round < 6:
        legal = game.legal_actions()
        game.apply(legal[int(rnd.random() * len(legal))])
    facts = game.facts()
    s = game.state
    for c in range(1, s.geo.n + 1):
        ruler = facts["rulers"][str(c)]
        assert (ruler == "marquise") == s.rules(0, c)
        assert (ruler == "eyrie") == s.rules(1, c)
    assert game.view(0)["facts"] == facts == game.view(1)["facts"]
