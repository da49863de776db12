"""The Codex skirmish rules engine (Bashing vs Finesse one-hero game).

Pure Python, never pygame: see docs/codex-engine.md and spec/codex.md; the
patrol zone and combat follow the rulebook page 7 ("Codex p.7").
"""
