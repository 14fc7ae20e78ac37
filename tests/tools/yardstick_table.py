"""The table of issue 24: each level against the greedy yardstick, per game and version.

    python -m tests.tools.yardstick_table GAME[:key=value] DEALS SEED [hands|matches] [rungs]

Prints one JSON line per rung (``top`` in one seat against ``low`` in the others, duplicate-dealt:
each deal played once with ``top`` in every seat).  ``rungs``: comma-separated ``top/low`` pairs
(default: Hard, Medium and Easy against three greedy players, and the greedy player against three
Medium).  Deals and seeds are in the output, so every figure quoted can be run again.
"""
from __future__ import annotations

import json
import sys

from game.ladder import bots_from, rung
from game.ladder_match import match_rung

DEFAULT_RUNGS = "hard/greedy,medium/greedy,greedy/medium,easy/greedy"


def main(argv: list[str]) -> int:
    spec, deals, seed = argv[0], int(argv[1]), int(argv[2])
    mode = argv[3] if len(argv) > 3 else "hands"
    rungs = [r.split("/") for r in (argv[4] if len(argv) > 4 else DEFAULT_RUNGS).split(",")]
    game, _, opt = spec.partition(":")
    options = dict([opt.split("=", 1)]) if opt else None
    make, _ = bots_from("tests.tools.greedy")
    for top, low in rungs:
        if mode == "matches":
            row = match_rung(game, top, low, make, matches=4 * deals, seed=seed, options=options)
        else:
            row = rung(game, top, low, hands=4 * deals, seed=seed, options=options, make=make)
        row.update(options=options, mode=mode, seed=seed,
                   lo=row["mean"] - row["ci95_deal"], hi=row["mean"] + row["ci95_deal"])
        print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
