"""The long soak of issue 29: ``hoola sim --check`` over every game and version, outside CI.

    python tools/soak.py [--hands N] [--only GAME] [--table I] [--first-hand F] [--levels random|mixed] [--seed S]

Each table below plays ``N`` hands (default 100,000) with every invariant checked after every action;
one JSON line a table (hands played, violations with the seed and hand that replay them, seconds) and a
last line with the totals.  ``--table I`` plays only the I-th table of the list (0-based) and
``--first-hand F`` starts at hand F of the run: a long soak split into parts (hands 0-24,999, then
25,000-49,999, ...) plays the very hands one run would, in as many processes or sittings as it takes.  ``--levels mixed`` seats one random, Easy, Medium and Hard bot (as many as
the table has seats).  CI runs the short soak in ``tests/engine/test_soak.py``; this is the long one.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

#: (game, players, options): every game, each version or variant, and the table sizes that change rules
TABLES: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("hoola", 4, {}),
    ("hoola", 2, {}),
    ("hoola", 2, {"two_player_plain": True}),
    ("hoola", 6, {}),                                          # the drop-out (H-VAR-1)
    ("hoola", 4, {"jokers": 2}),
    ("hoola", 4, {"claims": "priority", "claim_to_win": True, "online_pay_all_double": True,
                  "multipliers_without_turn": True, "blast_multiplier": 7, "big_luck_multiplier": 8,
                  "joker_as_seven": True, "jokers": 1}),
    ("hoola", 4, {"glenn_melds": True, "hertzog_payments": "strict", "group_sevens": True}),
    ("seven-bridge", 4, {}),
    ("seven-bridge", 2, {}),
    ("seven-bridge", 5, {"joker": True, "no_discard_out": True}),
    ("house-rummy", 4, {"variant": "classic"}),
    ("house-rummy", 4, {"variant": "epic"}),
    ("house-rummy", 3, {"variant": "epic"}),
    ("kalookie", 4, {"version": "british"}),
    ("kalookie", 4, {"version": "swedish"}),
    ("kalookie", 4, {"version": "north_american"}),
    ("kalookie", 4, {"version": "scarne"}),
)

MIXED = ("random", "easy", "medium", "hard")


def main(argv: list[str] | None = None) -> int:
    from game.sim import simulate
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=100_000)
    p.add_argument("--only", default=None, help="one game's tables (e.g. kalookie)")
    p.add_argument("--levels", choices=("random", "mixed"), default="random")
    p.add_argument("--seed", type=int, default=29)
    p.add_argument("--table", type=int, default=None, help="only this table of the list (0-based)")
    p.add_argument("--first-hand", type=int, default=0, help="the run's first hand to play")
    args = p.parse_args(argv)
    if args.table is not None and not 0 <= args.table < len(TABLES):
        p.error(f"--table must be 0 to {len(TABLES) - 1}")
    total = {"tables": 0, "hands": 0, "violations": 0, "seconds": 0.0}
    for i, (game, players, options) in enumerate(TABLES):
        if (args.only and game != args.only) or (args.table is not None and i != args.table):
            continue
        bots = ["random"] if args.levels == "random" else [MIXED[s % len(MIXED)] for s in range(players)]
        start = time.perf_counter()
        stats = simulate(game, players=players, hands=args.hands, seed=args.seed, bots=bots,
                         options=options, check=True, rotate=args.levels == "mixed", first_hand=args.first_hand)
        row = {"table": i, "game": game, "players": players, "options": options, "bots": bots,
               "first_hand": args.first_hand, "hands": stats["played"],
               "violations": stats["violation_count"],
               "first_violations": [{k: v[k] for k in ("hand", "seed", "message")} for v in stats["violations"][:3]],
               "seconds": round(time.perf_counter() - start, 1), "longest_hand": stats["longest_hand"],
               "actions": stats["actions"]}
        print(json.dumps(row), flush=True)
        total["tables"] += 1
        total["hands"] += stats["played"]
        total["violations"] += stats["violation_count"]
        total["seconds"] += row["seconds"]
    print(json.dumps({"total": total}), flush=True)
    return 1 if total["violations"] else 0


if __name__ == "__main__":
    sys.exit(main())
