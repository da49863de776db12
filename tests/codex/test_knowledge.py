"""What the other player knows of face-down cards (game.codex.knowledge), and
the redeal a computer player searches on: it keeps every known card where
it is known to be, and depends only on what the seat may know."""

from __future__ import annotations

from collections import Counter

from game.codex import rules
from game.codex.game import Game
from game.codex.knowledge import IN_DECK, IN_DISCARD, IN_HAND, ON_TOP, UNKNOWN

from .scenario import Scenario, random_positions


def _zone_of(s, i: int) -> int:
    for p in (0, 1):
        if i in s.hand[p]:
            return IN_HAND
        if i in s.discard[p]:
            return IN_DISCARD
        if i in s.deck[p]:
            return IN_DECK
    return UNKNOWN


def test_2_1_a_teched_card_is_known_in_the_face_down_discard():
    sc = Scenario(phase="tech")
    game = sc.game()
    action = game.legal_actions()[0]
    game.apply(action)
    teched = game.last_events[0][2] if game.last_events[0][0] == "tech" else ()
    assert teched
    for i in teched:
        assert game.state.known[i] == IN_DISCARD


def test_knowledge_is_always_true_overrandom_positions():
    """A card known in a zone is in that zone; ON_TOP cards are the top."""
    checked = 0
    for game in random_positions(range(20), every=1):
        s = game.state
        for i, z in enumerate(s.known):
            if z == UNKNOWN:
                continue
            checked += 1
            if z == ON_TOP:
                p = 0 if i in s.deck[0] else 1
                deck = s.deck[p]
                assert i in deck and all(s.known[j] == ON_TOP for j in deck[deck.index(i):])
            else:
                assert _zone_of(s, i) == z, (i, z)
    assert checked > 1000


def test_redeal_keeps_sizes_known_cards_and_the_public_table():
    for game in random_positions(range(10)):
        for seat in (0, 1):
            r = game.redeal(seat, seed=3).state
            s = game.state
            o = 1 - seat
            for zone in ("hand", "workers", "discard", "deck"):
                for p in (0, 1):
                    assert len(getattr(r, zone)[p]) == len(getattr(s, zone)[p])
            assert r.hand[seat] == s.hand[seat] and r.discard[seat] == s.discard[seat]
            assert r.workers[seat] == s.workers[seat]
            assert Counter(r.deck[seat]) == Counter(s.deck[seat])
            hidden = [*s.hand[o], *s.workers[o], *s.discard[o], *s.deck[o]]
            assert Counter([*r.hand[o], *r.workers[o], *r.discard[o], *r.deck[o]]) == \
                Counter(hidden)
            for i, z in enumerate(s.known):
                if z in (IN_HAND, IN_DISCARD, IN_DECK):
                    assert _zone_of(r, i) == z
            assert r.play == s.play and r.codex == s.codex and r.gold == s.gold


def test_redeal_depends_only_on_what_the_seat_may_know():
    """Redealing a redeal gives the same game: two arrangements of the hidden
    cards that the seat cannot tell apart give one and the same redeal."""
    n = 0
    for game in random_positions(range(12)):
        for seat in (0, 1):
            once = game.redeal(seat, seed=11)
            other = game.redeal(seat, seed=99)  # another arrangement of the same view
            assert other.view(seat) == game.view(seat)  # the seat cannot tell them apart
            assert other.redeal(seat, seed=11).state_hash() == once.state_hash()
            n += 1
    assert n > 100


def test_redeal_offers_the_real_games_legal_actions():
    for game in random_positions(range(10)):
        seat = game.to_act
        if seat < 0:
            continue
        dealt = game.redeal(seat, seed=5)
        # listed afresh from the redealt state, not the list the redeal carries
        assert rules.legal_actions(dealt.state) == game.legal_actions()
        assert dealt.legal_actions() == game.legal_actions()


def test_view_lists_the_unseen_cards_with_zone_sizes():
    game = Game.new(seed=4)
    view = game.view(0)
    unseen = view["unseen"]
    assert unseen["opponent"]["sizes"] == {"hand": 5, "workers": 0, "discard": 0, "deck": 5}
    assert len(unseen["opponent"]["cards"]) == 10
    assert len(unseen["own_deck"]) == 5


def test_facts_give_each_card_its_attack_and_hp_now_and_the_open_tech_choices():
    from game.codex.stats import atk, hp

    sc = Scenario(turn=1)
    elite = sc.unit(0, "older_brother", patrol="elite")  # 2/2, +1 ATK while patrolling
    game = sc.game()
    facts = game.facts()
    assert facts["cards"][str(elite)] == {"atk": 3, "hp": 2}
    for game in random_positions(range(4), every=11):
        s = game.state
        facts = game.facts()
        for key, stat in facts["cards"].items():
            i = int(key)
            assert stat == {"atk": atk(s, i), "hp": hp(s, i)}
        for p in (0, 1):
            assert sum(facts["tech_open"][p].values()) == len(s.codex[p])
        assert game.view(0)["facts"] == facts
