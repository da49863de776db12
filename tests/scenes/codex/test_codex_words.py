"""The table's words for every action, event and refusal of many seeded
random Codex games: never empty, never a raw "{placeholder}", in English and
Russian, and a card id is always said as the card's name."""

from __future__ import annotations

import random

import pytest

from game.codex.game import Game
from game.codex.messages import MESSAGES
from game.common.errors import IllegalAction
from scenes import i18n
from scenes.codex.words import Namer, action_words, choice_words, event_words, refusal


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_action_event_and_refusal_reads_in_words(lang):
    i18n.set_language(lang)
    try:
        seen_events: set[str] = set()
        for seed in range(6):
            rnd = random.Random(seed)
            game = Game.new(seed)
            while not game.is_over and game.state.turn_number < 40:
                namer = Namer(game.state)
                legal = game.legal_actions()
                for action in legal:
                    for text in (action_words(action, namer), choice_words(action, namer)):
                        assert text and "{" not in text, (action, text)
                        assert str(action.args[0]) not in text.split() if action.args and \
                            isinstance(action.args[0], int) else True
                try:
                    game.check("attack 3 base")
                except IllegalAction as exc:
                    rule, why = refusal(exc, namer)
                    assert rule and why and "{" not in why and exc.key in MESSAGES
                non_end = [a for a in legal if a.verb != "end"]
                pool = non_end if non_end and rnd.random() < 0.85 else legal
                game.apply(pool[int(rnd.random() * len(pool))])
                for event in game.last_events:
                    words = event_words(event, Namer(game.state))
                    if words is not None:
                        assert words and "{" not in words, (event, words)
                        seen_events.add(event[0])
        assert {"damage", "dies", "draw"} <= seen_events
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_choice_menu_names_obliterate_picks_and_a_stomper_hitting_itself(lang):
    from tests.codex.scenario import Scenario

    i18n.set_language(lang)
    try:
        sc = Scenario()
        duck = sc.unit(0, "trojan_duck")
        sc.unit(1, "tenderfoot")
        sc.unit(1, "older_brother")
        ninja = sc.unit(1, "fruit_ninja")
        game = sc.game()
        namer = Namer(game.state)
        pick = next(a for a in game.legal_actions()
                    if a.verb == "attack" and a.args[:3] == (duck, "base", "base")
                    and ninja in a.args[3:])
        words = choice_words(pick, namer)
        assert namer.card(ninja) in words and ("obliterates" in words or "истребляет" in words)

        sc = Scenario().hand(0, "hired_stomper").gold(0, 4)
        sc.building(0, "tech1").building(0, "tech2")
        stomper = sc.hand_ids(0)[0]
        game = sc.game()
        words = choice_words(game.legal_actions()[0], Namer(game.state))
        assert f"play hired_stomper {stomper}" == str(game.legal_actions()[0])
        assert "itself" in words or "себе" in words
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("en", "puts Timely Messenger in the Elite slot", "patrols"),
    ("ru", "ставит «Своевременный гонец» в ячейку «Боец»", "патрулирует"),
])
def test_staging_is_logged_as_putting_a_card_in_a_slot_not_as_patrolling(lang, said, not_said):
    """A staged card is not a patroller until the main phase ends (Codex p.7:
    "не считаются патрульными"), so the log says where it was put."""
    from game.codex.actions import Action
    from tests.codex.scenario import Scenario

    sc = Scenario()
    messenger = sc.unit(0, "timely_messenger")
    game = sc.game()
    i18n.set_language(lang)
    try:
        line = action_words(Action("patrol", (messenger, "elite")), Namer(game.state))
        assert line == said and not_said not in line, line
    finally:
        i18n.set_language("en")


def test_the_brick_thief_choice_says_whose_base_is_hit_and_whose_repaired():
    from game.codex.actions import Action
    from tests.codex.scenario import Scenario

    game = Scenario().hand(0, "brick_thief").gold(0, 2).base_damage(0, 3).game()
    words = choice_words(Action.parse("play brick_thief base base"),
                         Namer(game.state, ("Ann", "Bo")), offer=True)
    assert "enemy Base" in words and "own Base" in words, words


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_codex_p7_a_card_both_sides_have_in_play_is_named_with_its_owner(lang):
    """Play-testing: «2 урона: Старший брат» twice, then «Старший брат
    погибает» twice, when each side lost its own."""
    from tests.codex.scenario import Scenario

    sc = Scenario()
    mine, theirs = sc.unit(0, "older_brother"), sc.unit(1, "older_brother")
    alone = sc.unit(0, "tenderfoot")
    game = sc.game()
    i18n.set_language(lang)
    try:
        namer = Namer.frozen(game.state, ("Anna", "Boris"))
        hit_mine = event_words(("damage", mine, 2), namer)
        hit_theirs = event_words(("damage", theirs, 2), namer)
        died = event_words(("dies", theirs), namer)
        lone = event_words(("dies", alone), namer)
    finally:
        i18n.set_language("en")
    assert "Anna" in hit_mine and "Boris" in hit_theirs and hit_mine != hit_theirs
    assert "Boris" in died
    assert "Anna" not in lone and "(" not in lone  # nobody else has one: its name alone


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_codex_p7_a_spell_or_attack_target_both_sides_have_is_named_with_its_owner(lang):
    """Play-testing: «играет «Увядание»: Знаменосец Гранфаллона» while both
    sides had one; the damage lines after it named the owner, the target
    did not. Targets say whose card too, the action list keeps its words."""
    from game.codex.actions import Action
    from scenes.codex.words import OwnerNamer, listed_words
    from tests.codex.scenario import Scenario

    sc = Scenario()
    sc.hero(0)
    mine, theirs = sc.unit(0, "granfalloon_flagbearer"), sc.unit(1, "granfalloon_flagbearer")
    attacker = sc.unit(0, "older_brother")
    sc.hand(0, "wither")
    game = sc.game()
    i18n.set_language(lang)
    try:
        namer = Namer.frozen(game.state, ("Anna", "Boris"))
        spell = action_words(Action.parse(f"play wither {theirs}"), namer)
        attack = action_words(Action.parse(f"attack {attacker} {theirs}"), namer)
        own = action_words(Action.parse(f"play wither {mine}"), namer)
        offered = listed_words(Action.parse(f"play wither {theirs}"),
                               OwnerNamer(game.state, ("Anna", "Boris")))
    finally:
        i18n.set_language("en")
    assert "Boris" in spell and "Boris" in attack, (spell, attack)
    assert "Anna" in own
    assert "Boris" not in offered and "Anna" not in offered  # "the opponent's" says it
