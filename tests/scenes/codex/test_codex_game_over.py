"""The game-over panel says who won to the person at the table ("You win!"
against the computer) and whose base has how much left."""

from __future__ import annotations

from scenes.codex.overlays import GameOverPanel, PassScreen
from scenes.codex.session import CodexSession
from tests.codex.scenario import Scenario
from tests.scenes.codex.steps import drag, open_table, ready, spot


def _won(app, seats: dict[str, str]) -> GameOverPanel:
    sc = Scenario()
    brother = sc.unit(0, "older_brother")
    sc.base_damage(1, 18)
    game = sc.game()
    table = open_table(app, CodexSession(game, 0, {}, seats=seats))
    if isinstance(app.stack.top, PassScreen):
        ready(app)
    drag(app, spot(table, "unit", brother), spot(table, "building", 1, "base"))
    panel = app.stack.top
    assert game.winner == 0 and isinstance(panel, GameOverPanel)
    return panel


def test_against_the_computer_the_person_who_won_reads_you_win(app):
    panel = _won(app, {"player1": "human", "player2": "easy"})
    assert panel.verdict() == "You win!"
    assert "Player 1's base: 20 HP left" in panel.summary
    assert "Computer (Easy)'s base: 0 HP left" in panel.summary  # the computer's seat says so


def test_between_two_people_the_winner_is_named(app):
    panel = _won(app, {})
    assert panel.verdict() == "Player 1 wins!"
    assert not any(line.startswith("Bases:") for line in panel.summary)


def test_a_long_verdict_in_russian_stays_inside_the_panel(app):
    """Play-testing: «Вы проиграли: Компьютер (Средний) побеждает.» ran out
    of the panel on both sides. It takes smaller type or two lines now, and
    the summary no longer nests brackets («База (Компьютер (Средний))»)."""
    from scenes import i18n

    i18n.set_language("ru")
    try:
        sc = Scenario()
        sc.base_damage(0, 17)
        game = sc.game()
        game.state.winner = 1  # the computer's seat has won
        table = open_table(app, CodexSession(game, 0, {},
                                             seats={"player1": "human", "player2": "normal"}))
        if isinstance(app.stack.top, PassScreen):
            ready(app)
        table.show_game_over()
        panel = app.stack.top
        assert isinstance(panel, GameOverPanel)
        assert panel.verdict() == "Вы проиграли: Компьютер (Средний) побеждает."
        assert all(img.get_width() <= panel.panel.w - 80 for img in panel.verdict_lines())
        assert not any("(Компьютер (" in line for line in panel.summary), panel.summary
    finally:
        i18n.set_language("en")
