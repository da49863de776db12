"""The log panel: the Rootlog page exports only when the game changed, and a
loaded save's log reads like the live game's (events under each action)."""

from __future__ import annotations

import pygame
import pytest

import game.woodland.rootlog as rootlog
from game.woodland.actions import Action
from scenes.woodland.session import WoodlandSession
from tests.scenes.scene_driver import click, run_frames
from tests.scenes.woodland.table_steps import centre, drag, open_table, press_key, ready, spot


def _preset() -> WoodlandSession:
    return WoodlandSession.new(7, {"keep": 1, "leader": "despot",
                                   "buildings": {"sawmill": 1, "workshop": 9, "recruiter": 5}})


def test_the_rootlog_page_exports_once_per_change_of_the_game(app, monkeypatch):
    calls: list[int] = []
    real = rootlog.export_rootlog

    def counting(game, **kw):
        calls.append(len(game.history))
        return real(game, **kw)

    monkeypatch.setattr(rootlog, "export_rootlog", counting)
    table = open_table(app, _preset())
    ready(app)
    click(app, table.log.tabs["rootlog"].center)
    run_frames(app, 5)
    assert len(calls) == 1 and table.log.page == "rootlog"
    drag(app, spot(table, "warriors", 1, "marquise"), centre(table, 5))
    run_frames(app, 5)
    assert len(calls) == 2  # one new action: one export, however many frames
    press_key(app, pygame.K_z, pygame.KMOD_CTRL)
    run_frames(app, 5)
    assert len(calls) == 2  # back to a log already exported: the cache answers
    app.set_language("ru")
    run_frames(app, 3)
    assert len(calls) == 2
    click(app, table.log.tabs["words"].center)
    click(app, table.log.tabs["rootlog"].center)
    run_frames(app, 3)
    assert len(calls) == 2
    assert table.log.lines(), "the page still shows the record"


def test_a_loaded_saves_log_reads_as_the_live_games(app):
    import random

    from scenes.woodland.table import WoodlandTable

    session = WoodlandSession.new(11)
    live = WoodlandTable(app, session)
    pick = random.Random(4)
    for _ in range(160):
        live.take(pick.choice(session.game.legal_actions()))
    lines = [(e.shown(), e.rule, e.faction) for e in live.entries]
    assert any(text.startswith("Dice:") for text, _r, _f in lines)  # a battle was fought
    assert any("drew" in text for text, _r, _f in lines)
    loaded = WoodlandSession.from_payload(session.to_payload())
    table = open_table(app, loaded)
    assert [(e.shown(), e.rule, e.faction) for e in table.entries] == lines
    # and the panel draws them: the last line on screen is the last entry's text
    assert table.log.lines()[-1][0] in lines[-1][0]


def test_log_rule_badges_are_the_engines_lawbook(app):
    """Each action line cites `lawbook.action_rule`, each event line `event_rule`."""
    import random

    from game.woodland.lawbook import action_rule, event_rule
    from scenes.woodland.words import action_words, event_words

    session = WoodlandSession.new(5)
    pick = random.Random(2)
    seen: set[str] = set()
    for _ in range(300):
        legal = session.game.legal_actions()
        if not legal:
            break
        action = pick.choice(legal)
        actor = session.game.to_act
        session.game.apply(action)
        text, rule = action_words(action, actor)
        assert rule == action_rule(action) and text
        seen.add(rule)
        for event in session.game.last_events:
            words = event_words(event)
            if words is not None:  # a move made for the player cites its action's rule
                assert words[1] == (action_rule(event[2], event[3]) if event[0] == "auto"
                                    else event_rule(event))
    assert {"4.2", "6.3", "7.4.2", "1.4"} <= seen
    assert seen & {"7.5.2.I", "7.5.2.II", "7.5.2.III", "7.5.2.IV"}


def test_a_pass_says_what_it_declined_live_and_after_loading(app):
    """"passed" twice in a row told nothing; the log names the decision."""
    import random

    from game.woodland.rules import context
    from scenes.woodland.words import PASS_WORDS

    session = WoodlandSession.new(11)
    game, pick = session.game, random.Random(11)
    declined = None
    for _ in range(3000):
        ctx = context(game.state)
        action = pick.choice(game.legal_actions())
        game.apply(action)
        if action.verb == "pass" and ctx in ("battle:ambush", "hospital"):
            declined = ctx
            break
    assert declined is not None, "no such pass in this seed's first 3000 actions"
    loaded = WoodlandSession.replay(11, session.options, list(game.history))
    assert loaded.contexts[-1] == declined
    table = open_table(app, loaded)
    words = [entry.text for entry in table.entries]
    from scenes.i18n import _

    assert any(_(PASS_WORDS[declined]) in line for line in words)


def test_6_4_the_birdsong_wood_is_an_event_the_log_says():
    from scenes.woodland.words import event_words

    game = _preset().game  # the sawmill is in clearing 1
    seen = []
    for _ in range(400):
        game.apply(game.legal_actions()[0])
        seen += [e for e in game.last_events if e[0] == "wood"]
        if len(seen) >= 2:
            break
    assert seen[:2] == [("wood", (1,)), ("wood", (1,))]  # each Marquise Birdsong
    words, rule = event_words(seen[0])
    assert "clearing 1" in words and rule == "6.4"


def test_4_3_3_the_log_says_the_extra_hits_so_the_removed_pieces_add_up():
    from scenes import i18n
    from scenes.woodland.words import event_words

    event = ("hits", 5, 1, 3, 0, ("commander", "defenceless"), ())
    words, rule = event_words(event)
    assert rule == "4.3.3" and "Eyrie Dynasties: 3," in words
    assert "+1 Commander" in words and "+1 Defen" in words  # en spells it Defenseless
    assert event_words(("hits", 5, 1, 2, 0, (), ())) is None  # the dice line says it
    i18n.set_language("ru")
    try:
        words, _rule = event_words(event)
        assert "Командир" in words and "Беззащитность" in words
    finally:
        i18n.set_language("en")


def test_an_end_says_which_phase_it_ended_at_the_table_and_in_the_replay(app):
    """"ended the phase" twice in a row did not say which; the log and the
    replay viewer name Birdsong, Daylight or the Decree."""
    import random

    from game.woodland.actions import Action
    from scenes.woodland.records import Replay
    from scenes.woodland.replay import ReplayScene
    from scenes.woodland.words import END_WORDS, action_words

    assert action_words(Action("end"), 1, "decree")[0].endswith(END_WORDS["decree"])
    session = WoodlandSession.new(11)
    pick = random.Random(3)
    for _ in range(200):
        session.game.apply(pick.choice(session.game.legal_actions()))
    replay = ReplayScene(app, Replay(11, {}, session.game.log, {}, "r"))
    said = [saying()[0] for saying, action in zip(replay.sayings, session.game.history,
                                                  strict=True) if action.verb == "end"]
    assert said and all(any(words in line for words in END_WORDS.values()) for line in said)


def test_a_move_the_game_makes_for_a_player_is_a_line_of_theirs_in_the_log(app):
    """A decision with one answer is taken for the player (a last recruit,
    a roost built by the only Build card's one clearing): the engine says
    it as an 'auto' event, and the log shows it as that player's line."""
    import random

    from scenes.woodland.words import event_words

    session = WoodlandSession.new(11)
    game, pick = session.game, random.Random(4)
    made = None
    for _ in range(3000):
        game.apply(pick.choice(game.legal_actions()))
        made = next((e for e in game.last_events if e[0] == "auto" and e[2].verb != "end"),
                    None)
        if made is not None:
            break
    assert made is not None, "no decision with one answer in this seed's first 3000 actions"
    actor = made[1]
    table = open_table(app, WoodlandSession.replay(11, session.options, list(game.history)))
    words = event_words(made)[0]
    lines = [(entry.text, entry.faction) for entry in table.entries]
    assert (words, ("marquise", "eyrie")[actor]) in lines


def test_the_end_of_game_summary_counts_every_battle_forced_ones_too(app):
    """It counted the battle actions of the history, so a battle the Decree
    forced (one clearing, one answer) was left out."""
    import random

    session = WoodlandSession.new(5)
    game, pick = session.game, random.Random(9)
    battles = 0
    while not game.is_over and len(game.history) < 6000:
        game.apply(pick.choice(game.legal_actions()))
        battles += sum(1 for e in game.last_events if e[0] == "battle")
    assert game.is_over
    assert battles > sum(1 for a in game.history if a.verb == "battle"), \
        "this seed has a forced battle"
    open_table(app, WoodlandSession.replay(5, session.options, list(game.history)))
    panel = app.stack.top
    assert type(panel).__name__ == "GameOverPanel"
    assert any(f"Battles: {battles} " in line for line in panel.summary), panel.summary


def test_a_wrapped_entry_has_one_bullet_and_the_tall_log_opens_on_the_newest_line(app):
    import pygame as pg

    from scenes.woodland.log_panel import LogEntry, LogPanel

    panel = LogPanel(pg.Rect(0, 0, 420, 300))
    long = ("Маркиза де Кот: сверхурочная работа лесопилки на поляне 10 за карту "
            "«Сапёры», и ещё несколько слов, чтобы строка точно перенеслась")
    panel.set_entries([LogEntry(long, "6.5.5", "marquise")])
    lines = panel.lines()
    assert len(lines) >= 2 and [line[4] for line in lines] == [True] + [False] * (len(lines) - 1)

    table = open_table(app, _preset())
    ready(app)
    table.log.set_entries([LogEntry(f"line {i}", "", "marquise") for i in range(60)])
    table.log.scroll(20)  # read back a little in the short log
    click(app, table.log_toggle_rect().center)
    run_frames(app, 2)
    assert table.log_tall and table.log.offset == 0  # the newest line at the foot


def test_7_7_1_a_turmoil_cut_by_the_floor_says_how_many_birds_there_were():
    from scenes.woodland.words import event_words

    cut, _rule = event_words(("turmoil", 1, "move", ("fox",), 2))
    assert "lose 1 VP" in cut and "2 bird cards" in cut and "stops at 0" in cut
    whole, _rule = event_words(("turmoil", 2, "move", ("fox",), 2))
    assert "stops at 0" not in whole


def test_7_7_turmoil_words_say_what_was_missing_in_english_and_russian():
    """Charismatic one warrior short: the banner said the Recruit card could
    not be resolved, not that one warrior was left and two are placed."""
    from scenes import i18n
    from scenes.woodland.words import event_words

    event = ("turmoil", 3, "recruit", ("rabbit", "bird"), 3,
             (("warriors", 1, 2), ("warriors", 1, 2)))
    words, rule = event_words(event)
    assert rule == "7.7"
    assert words.count("1 warrior left in the supply, and a Recruit card places 2") == 1
    i18n.set_language("ru")
    try:
        ru, _rule = event_words(event)
    finally:
        i18n.set_language("en")
    assert "1" in ru and "2" in ru and "warrior" not in ru


def test_1_4_a_daylight_that_ended_by_itself_is_logged_as_that_players():
    """Play-testing: after the Marquise declined Field Hospitals, the
    Eyrie's Daylight ended by itself and its Evening draw sat indented
    under the Marquise's line. The end is said, as the Eyrie's line."""
    from scenes.woodland.words import event_words

    words, rule = event_words(("auto", 1, Action("end"), "daylight"))
    assert words.startswith("Eyrie Dynasties") and "nothing was left to do" in words
    assert rule == "1.4"
    assert event_words(("auto", 0, Action("end"), "birdsong")) is None  # the wood line says it


def test_6_4_the_wood_line_names_a_clearing_with_two_sawmills_once():
    from scenes.woodland.words import event_words

    words, rule = event_words(("wood", (2, 2, 5)))
    assert words.startswith("Marquise de Cat, Birdsong") and "2 (×2), 5" in words
    assert rule == "6.4"


def test_7_7_3_a_leader_chosen_after_turmoil_cites_depose_not_setup():
    from scenes.woodland.words import action_words

    assert action_words(Action.parse("leader commander"), 1, "depose")[1] == "7.7.3"
    assert action_words(Action.parse("leader commander"), 1, "leader")[1] == "7.3"


def test_4_3_1_and_6_2_3_a_pass_cites_the_rule_of_what_it_declined():
    from scenes.woodland.words import action_words

    assert action_words(Action.parse("pass"), 1, "battle:ambush")[1] == "4.3.1"
    assert action_words(Action.parse("pass"), 0, "battle:foil")[1] == "4.3.1"
    assert action_words(Action.parse("pass"), 0, "hospital")[1] == "6.2.3"
    assert action_words(Action.parse("pass"), 0, "daylight")[1] == "", \
        "a March's second move declined cites nothing new"


def test_4_3_2_the_dice_line_reads_right_for_one_faction_and_for_many():
    """Play-testing: "Marquise de Cat deal 1" (the Eyrie are many, she is one)."""
    from scenes.woodland.words import event_words

    text, rule = event_words(("dice", 3, 0, 3, 2, 3, 2))
    assert text == "Dice: 3 and 2. Rolled hits — Marquise de Cat: 3, Eyrie Dynasties: 2"
    assert rule == "4.3.2"


def test_7_5_2_a_decree_button_names_the_suit_of_the_card_it_spends():
    from scenes.woodland.words import choice_label

    data = _preset().game.view("eyrie")
    mouse = choice_label(Action.parse("recruit 2 mouse"), data)
    bird = choice_label(Action.parse("recruit 2 bird"), data)
    assert "clearing 2" in mouse and "mouse card" in mouse and "bird card" in bird
    assert "card" not in choice_label(Action.parse("recruit"), data)  # the Marquise's


def test_6_4_the_birdsong_wood_line_is_the_marquises_not_the_eyries_last_action(app):
    table = open_table(app, _preset())
    for _ in range(400):
        table.perform(table.game.legal_actions()[0])
        wood = [e for e in table.entries if e.text.startswith("Marquise de Cat, Birdsong: a wood")]
        if len(wood) >= 2:
            break
    assert wood and all(e.faction == "marquise" for e in wood)


def test_4_3_4_and_7_8_a_score_for_a_removal_says_why_with_its_rule():
    from scenes.woodland.words import event_words

    removal, rule = event_words(("score", 1, 1, "battle_removal"))
    assert "removed" in removal and rule == "4.3.4"
    despot, rule = event_words(("score", 1, 1, "despot"))
    assert "Despot" in despot and rule == "7.8"
    plain, rule = event_words(("score", 0, 2, ""))
    assert plain.endswith("scored 2 VP") and rule == ""


@pytest.mark.parametrize(("lang", "n", "words"), [
    ("en", 1, "moved 1 warrior from clearing 1 to 5"),
    ("en", 3, "moved 3 warriors from clearing 1 to 5"),
    ("ru", 1, "перемещение 1 воина с поляны 1 на 5"),
    ("ru", 3, "перемещение 3 воинов с поляны 1 на 5"),
    ("ru", 21, "перемещение 21 воина с поляны 1 на 5"),
])
def test_4_2_a_move_says_how_many_warriors_in_words(app, lang, n, words):
    """Play-testing: "moved warriors from clearing 5 to 1: 1" (also in a
    hint's quote of the log)."""
    from scenes import i18n
    from scenes.woodland.words import action_words

    i18n.set_language(lang)
    try:
        text, rule = action_words(Action("move", (1, 5, n)), 0)
        decree, _rule = action_words(Action("move", (1, 5, n, "fox")), 1)
    finally:
        i18n.set_language("en")
    assert words in text and rule == "4.2"
    assert words in decree and decree != text
