"""How often the search Eyrie fall into turmoil (Law 7.7), what it costs them,
and how many of those turmoils were certain a turn before.

    .venv/bin/python bench/turmoil.py                          # 16 games, Eyrie 3,000 iterations
    .venv/bin/python bench/turmoil.py --games 16 --first 16    # the next 16 seeds
    .venv/bin/python bench/turmoil.py --eyrie 1500 --marquise easy:300 --jobs 2

Game ``g`` is seeded ``g``; the Eyrie are ``Search(iterations=--eyrie,
processes=1, seed=g)``, the Marquise ``Search(level, iterations)`` from
``--marquise level:iterations`` (seed 1000 + g): iteration budgets, so a run
is the same on any machine and under any load. ``--jobs`` games at a time.

Why "certain a turn before": a playout stops at the end of the turn, so a
Decree that can be carried out this turn but not the next is what a search
sees only through its evaluation. Certain here means by counts, unless the
Marquise helps (removes roosts, kills warriors): more Build cards than roosts
left in the supply, a Recruit column needing more warriors than the supply
holds, or a Recruit card with no roost of its suit to recruit at. Each
turmoil is marked ``P`` if that held at the end of the Eyrie's previous turn,
``B`` if it held right after this turn's Birdsong (the cards just added),
``L`` if the engine's per-suit outlook (``facts()["decree"]``) had a suit
stuck at the end of the previous turn.

The end of every Eyrie turn is also labelled (certain / board: some column
short on the board, ``facts()["decree_short"]`` / soon: Build runs out of
roosts the turn after next / none) with whether the next Eyrie turn had a
turmoil: how often each kind of Decree really failed
(``next_turn_turmoil_by_label``: [turns, turmoils]). The last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import Search  # noqa: E402
from game.ai.match import new_game, play  # noqa: E402
from game.woodland.cards import BIRD, SUIT_OF  # noqa: E402
from game.woodland.eyrie import decree_outlook, decree_shortfall, recruit_count  # noqa: E402
from game.woodland.state import BUILD, COLUMNS, EYRIE, RECRUIT, ROOST_LIMIT  # noqa: E402


def certain(s: Any) -> bool:
    """Turmoil certain at the next Daylight by counts (the Marquise not helping)."""
    suits = [[SUIT_OF[c] for c in s.decree[col]] + [BIRD] * s.viziers[col] for col in range(4)]
    if len(suits[BUILD]) > ROOST_LIMIT - s.roost_count():
        return True
    recruit = suits[RECRUIT]
    if len(recruit) * recruit_count(s) > s.warrior_supply(EYRIE):
        return True
    for suit in set(recruit):
        where = s.geo.clearings if suit == BIRD else s.geo.by_suit[suit]
        if s.roost_count() and not any(s.roost[c] and c != s.keep for c in where):
            return True
    return False


def label(s: Any) -> str:
    if certain(s):
        return "certain"
    if any(decree_shortfall(s)):
        return "board"
    build = len(s.decree[BUILD]) + s.viziers[BUILD]
    if build and (ROOST_LIMIT - s.roost_count()) // build == 1:
        return "soon"
    return "none"


def one(job: tuple[int, int, str]) -> dict[str, Any]:
    """Play game ``g`` and record its turmoils and its labelled Eyrie turns."""
    g, eyrie_iterations, marquise = job
    level, _, iterations = marquise.partition(":")
    game = new_game("woodland", g)
    players = (Search(level=level, iterations=int(iterations), processes=1, seed=1000 + g),
               Search(level="hard", iterations=eyrie_iterations, processes=1, seed=g))
    rec: dict[str, Any] = {"seed": g, "turmoils": [], "labels": []}
    now: dict[str, Any] = {"prev": False, "birdsong": False, "outlook": False,
                           "key": None, "before": [0, 0, 0, 0]}

    def on_action(gm: Any, _action: Any) -> None:
        s = gm.state
        for e in gm.last_events:
            if e[0] == "turmoil":
                if rec["labels"] and rec["labels"][-1][1] is None:
                    rec["labels"][-1][1] = True
                rec["turmoils"].append({
                    "round": s.round, "lost": e[1], "owed": e[4], "column": e[2],
                    "stuck": list(e[3]), "prev": now["prev"], "birdsong": now["birdsong"],
                    "outlook": now["outlook"],
                    "old_cards": now["before"][COLUMNS.index(e[2])]})
        key = (s.round, s.turn, s.phase)
        if key == now["key"]:
            return
        old, now["key"] = now["key"], key
        if s.turn == EYRIE and s.phase == "birdsong" and (not old or old[1] != EYRIE):
            now["before"] = [len(c) for c in s.decree]
        if old and old[1] == EYRIE and old[2] == "birdsong":
            now["birdsong"] = certain(s)
        if old and old[1] == EYRIE and s.turn != EYRIE:  # the Eyrie's turn is over
            now["prev"] = certain(s)
            now["outlook"] = any(not ok for col in decree_outlook(s) for ok in col.values())
            now["birdsong"] = False
            if rec["labels"] and rec["labels"][-1][1] is None:
                rec["labels"][-1][1] = False
            rec["labels"].append([label(s), None])

    start = time.perf_counter()
    result = play(game, players, max_actions=4000, on_action=on_action)
    rec.update(winner=result.winner, vp=list(game.state.vp), rounds=game.state.round,
               seconds=round(time.perf_counter() - start, 1))
    return rec


def summary(recs: list[dict[str, Any]], eyrie: int, marquise: str) -> dict[str, Any]:
    turmoils = [t for r in recs for t in r["turmoils"]]
    by_label: dict[str, list[int]] = {}
    for r in recs:
        for name, hit in r["labels"]:
            if hit is not None:
                n = by_label.setdefault(name, [0, 0])
                n[0] += 1
                n[1] += hit
    return {"games": len(recs), "eyrie_wins": sum(r["winner"] == EYRIE for r in recs),
            "turmoils": len(turmoils), "per_game": round(len(turmoils) / len(recs), 2),
            "vp_lost": sum(t["lost"] for t in turmoils),
            "vp_owed": sum(t["owed"] for t in turmoils),
            "certain_prev_turn": sum(t["prev"] for t in turmoils),
            "certain_after_birdsong": sum(t["birdsong"] and not t["prev"] for t in turmoils),
            "outlook_stuck_prev_turn": sum(t["outlook"] for t in turmoils),
            "next_turn_turmoil_by_label": by_label, "eyrie": eyrie, "marquise": marquise}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=16)
    ap.add_argument("--first", type=int, default=0, help="seed of the first game")
    ap.add_argument("--eyrie", type=int, default=3000, help="the Eyrie's iterations a decision")
    ap.add_argument("--marquise", default="easy:300", help="level:iterations")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", help="write every game's record here (JSON)")
    args = ap.parse_args()
    jobs = [(g, args.eyrie, args.marquise) for g in range(args.first, args.first + args.games)]
    with multiprocessing.Pool(args.jobs) as pool:
        recs = pool.map(one, jobs, chunksize=1)
    for r in recs:
        marks = [(t["round"], t["column"], t["lost"], t["owed"],
                  ("P" if t["prev"] else "B" if t["birdsong"] else "-")
                  + ("L" if t["outlook"] else "")) for t in r["turmoils"]]
        print(f"seed {r['seed']:3}  winner {r['winner']}  vp {r['vp']}  round {r['rounds']}"
              f"  {r['seconds']} s  turmoils (round, column, lost, owed, marks): {marks}")
    result = summary(recs, args.eyrie, args.marquise)
    if args.out:
        Path(args.out).write_text(json.dumps({"summary": result, "games": recs}, indent=1))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
