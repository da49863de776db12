"""Games as long as a save may hold (100,000 actions), for the tests and bench/saves.py.

A Codex game reaches the limit the way a real one could: its fighters are
moved in and out of the patrol zone again and again (moves that are legal
and change nothing else), with now and then another legal action that deals
no damage (ending the turn, teching, a worker, the hero), so the game goes
on through its turns and no base falls before the limit. Random Root games end at 30 VP within a few
hundred actions, so Root's long logs are many games' worth of actions.
"""

from __future__ import annotations

import random

SHUFFLES = ("patrol", "unpatrol")
CALM = ("end", "tech", "worker", "summon", "level")


def long_codex_session(actions: int = 100_000, seed: int = 1, *, shuffle_share: float = 0.997):
    """A Codex session of ``actions`` legal actions (fewer only if the game ends)."""
    from game.codex.game import Game
    from scenes.codex.session import CodexSession

    game = Game.new(seed, track_undo=False)
    rnd = random.Random(seed)
    while len(game.history) < actions and not game.is_over:
        legal = game.legal_actions()
        moves = [a for a in legal if a.verb in SHUFFLES]
        # the other actions deal no damage, so no base falls before the limit
        calm = [a for a in legal if a.verb in CALM] or legal
        game.apply(rnd.choice(moves) if moves and rnd.random() < shuffle_share
                   else rnd.choice(calm))
    game.track_undo = True
    return CodexSession(game, seed)


def random_root_session(seed: int, actions: int | None = None):
    """A Root session of seeded random legal actions (to the end, or ``actions``)."""
    from scenes.woodland.session import WoodlandSession

    session = WoodlandSession.new(seed)
    game = session.game
    rnd = random.Random(seed)
    while not game.is_over and (actions is None or len(game.history) < actions):
        game.apply(rnd.choice(game.legal_actions()))
    return session
