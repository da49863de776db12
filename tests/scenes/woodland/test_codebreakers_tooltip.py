"""Root table tooltips that say what a player learnt privately."""

from __future__ import annotations


def test_7_codebreakers_seen_cards_are_named_with_their_suits():
    """What a Codebreakers look is for: which clearing an Ambush! in that
    hand matches, so each card seen is named with its suit."""
    from game.woodland.autumn import autumn_board
    from game.woodland.game import Game
    from scenes.woodland.snapshot import Hit, TableSnapshot
    from scenes.woodland.tooltips import tooltip_for

    snap = TableSnapshot.of(Game.new(autumn_board(), seed=3), "marquise", hand_visible=True)
    snap.data["peek"] = {"marquise": ["ambush_fox", "sword"], "eyrie": None}
    text = tooltip_for(Hit("hand_size", ("eyrie",)), snap)
    assert "Ambush! (fox), Sword (mouse)" in text
