"""What must hold in every Codex position (checked after every random action)."""

from __future__ import annotations

from game.codex.game import Game
from game.codex.rules import build_refusal, can_build
from game.codex.state import BUILD_COST, HERO_OFFSET, N_IDS, PER_PLAYER, TOKEN_OFFSET
from game.codex.stats import IS_FIGHTER, patrol_slot


def check_invariants(game: Game) -> None:
    s = game.state
    where: dict[int, str] = {}
    for p in (0, 1):
        for zone in ("deck", "hand", "discard", "workers", "codex", "play"):
            for i in getattr(s, zone)[p]:
                assert i not in where, f"card {i} in {where[i]} and {zone}[{p}]"
                where[i] = f"{zone}[{p}]"
    for i in range(N_IDS):
        k = i % PER_PLAYER
        in_play = s.ctrl[i] >= 0
        assert in_play == (where.get(i, "").startswith("play")), i
        if k < HERO_OFFSET:
            assert i in where, f"card {i} is in no zone"
        elif k == HERO_OFFSET:
            assert in_play or i not in where  # in play or in the command zone
        else:
            assert k >= TOKEN_OFFSET and (in_play or i not in where)  # tokens: play or box
        if in_play:
            assert s.dmg[i] >= 0
    for p in (0, 1):
        assert 0 <= s.gold[p] <= 20
        assert all(d >= 0 for d in s.bld_dmg[p])
        row = [i for i in s.patrol[p] if i >= 0]
        assert len(row) == len(set(row))
        for i in row:
            assert s.ctrl[i] == p and IS_FIGHTER[s.code[i]] and not s.exhausted[i]
            # patrollers only during the opponent's turn: your own staging is not patrolling
            assert (patrol_slot(s, i) >= 0) == (p != s.turn)
    for name in BUILD_COST:  # the hot-path check agrees with the explained one
        assert can_build(s, s.turn, name) == (build_refusal(s, s.turn, name)[0] == "")
    if game.is_over:
        assert game.legal_actions() == []
        assert max(s.bld_dmg[0][0], s.bld_dmg[1][0]) >= 20
    else:
        assert game.legal_actions(), "no decision offered before the end"
        assert s.bld_dmg[0][0] < 20 and s.bld_dmg[1][0] < 20
