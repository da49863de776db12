"""pygame scenes: everything the player sees and touches; no rule is decided here."""
