"""Which rule each Codex action exercises (data, no rule logic).

Refusals already cite their rule ("codex p.7", "codex 2.4"); the log cites
the same references beside each action taken, from this one table, as
Root's log does from `game.woodland.lawbook`. The references are the seed's
page for the patrol zone and attacks and the sections of spec/codex.md for
the rest (docs/codex-engine.md, "Refusals").
"""

from __future__ import annotations

from .actions import Action

# verb -> the rule taking that action exercises.
ACTION_RULE: dict[str, str] = {
    "tech": "codex 2.1",
    "play": "codex 2.4",
    "worker": "codex 2.4",
    "summon": "codex 2.4",
    "level": "codex 2.4",
    "use": "codex 2.4",
    "build": "codex 3",
    "patrol": "codex p.7",
    "unpatrol": "codex p.7",
    "attack": "codex p.7",
    "end": "codex 2",
}


def action_rule(action: Action) -> str:
    """The rule reference ``action`` exercises ("" for an unknown verb)."""
    return ACTION_RULE.get(action.verb, "")
