"""Speed of the hand solver: ``python -m game.bench.solver_bench``.

For each rules set (plain rummy, Hoola, Seven Bridge) and hand size (7, 10,
13 cards) the same seeded random hands from one 52-card deck (no jokers) are
passed to :func:`~game.engine.solver.min_points` and
:func:`~game.engine.solver.best_partition`; each row reports the median
calls per second over ``repeats`` timings.  Kalookie's rows deal from its
own deck: two packs and two jokers (British, 13 and 14 cards) or four
jokers (North American, 15 cards), so faces repeat and jokers come often.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from game.engine.cards import make_deck
from game.engine.melds import PLAIN_RULES, MeldRules
from game.engine.solver import best_partition, min_points

RULES: dict[str, MeldRules] = {
    "plain": PLAIN_RULES,
    "hoola": MeldRules(ace="cyclic", short_sevens=True,
                       values=(0, 1, 2, 3, 4, 5, 6, 14, 8, 9, 10, 11, 12, 13)),
    "seven-bridge": MeldRules(ace="low", short_sevens=True,
                              values=(0, 1, 2, 3, 4, 5, 6, 20, 8, 9, 10, 10, 10, 10)),
}
SIZES = (7, 10, 13)


def _kalookie(version: str) -> MeldRules:
    from game.games.kalookie.rules import rules_for
    from game.games.kalookie.rules.options import KalookieOptions
    return rules_for(KalookieOptions(version=version))


#: Kalookie's rows: (label, rules, packs, jokers, hand sizes).
KALOOKIE_ROWS = (
    ("kalookie", lambda: _kalookie("british"), 2, 2, (13, 14)),
    ("kalookie-na", lambda: _kalookie("north_american"), 2, 4, (15,)),
)
FUNCTIONS = {"min_points": min_points, "best_partition": best_partition}


def _time(fn, hands, rules) -> float:
    t0 = time.perf_counter()
    for h in hands:
        fn(h, rules)
    return time.perf_counter() - t0


def run(repeats: int = 5, calls: int = 20000, seed: int = 1, kalookie: bool = True) -> list[dict]:
    """Time both solver functions; rows ``{rules, cards, fn, calls_per_s}`` (Kalookie's rows too
    unless ``kalookie`` is false)."""
    rng = random.Random(seed)
    deck = make_deck()
    rows = []
    for rules_name, rules in RULES.items():
        min_points([], rules)  # build the tables outside the timings
        for size in SIZES:
            hands = [rng.sample(deck, size) for _ in range(calls)]
            for fn_name, fn in FUNCTIONS.items():
                times = [_time(fn, hands, rules) for _ in range(repeats)]
                rows.append({
                    "rules": rules_name,
                    "cards": size,
                    "fn": fn_name,
                    "calls_per_s": calls / statistics.median(times),
                })
    for label, make_rules, packs, jokers, sizes in KALOOKIE_ROWS if kalookie else ():
        rules = make_rules()
        deck = make_deck(packs, jokers)
        min_points([], rules)
        for size in sizes:
            for fn_name, fn in FUNCTIONS.items():
                # new hands for every timing: what the solver remembers of one suit's cards across
                # calls helps only as much as it would over a game's many different hands
                times = [_time(fn, [rng.sample(deck, size) for _ in range(calls)], rules)
                         for _ in range(repeats)]
                rows.append({"rules": label, "cards": size, "fn": fn_name,
                             "calls_per_s": calls / statistics.median(times)})
    return rows


def table_build_seconds() -> dict[str, float]:
    """Seconds to build the tables for fresh rules values like each of ``RULES``."""
    out = {}
    for name, rules in RULES.items():
        # a copy that differs only in an unused field value, so nothing is cached
        fresh = MeldRules(**{**rules.__dict__, "values": rules.values[:-1] + (rules.values[-1] + 1000,)})
        t0 = time.perf_counter()
        min_points([], fresh)
        out[name] = time.perf_counter() - t0
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--calls", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rows = run(args.repeats, args.calls, args.seed)
    print(f"{'rules':<14}{'cards':>6}  {'function':<16}{'calls/s':>12}")
    for r in rows:
        print(f"{r['rules']:<14}{r['cards']:>6}  {r['fn']:<16}{r['calls_per_s']:>12,.0f}")
    print()
    for name, secs in table_build_seconds().items():
        print(f"table build, {name}: {secs * 1000:.0f} ms")


if __name__ == "__main__":
    main()
