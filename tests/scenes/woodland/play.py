"""Games played by seeded random choices, for scene tests that need one mid-way."""

from __future__ import annotations

import random

from scenes.woodland.session import WoodlandSession


def played_session(seed: int = 7, actions: int = 120, *, choice_seed: int = 1
                   ) -> WoodlandSession:
    """A new session after `actions` random legal actions (fewer if it ends)."""
    session = WoodlandSession.new(seed)
    pick = random.Random(choice_seed)
    for _ in range(actions):
        legal = session.game.legal_actions()
        if not legal:
            break
        session.game.apply(pick.choice(legal))
    return session
