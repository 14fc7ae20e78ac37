"""Speed of the hand solver: ``python -m game.bench.solver_bench``.

For each rules set (plain rummy, then every registered game dealt from one
52-card pack without jokers, under its standard options) and hand size (7,
10, 13 cards) the same seeded random hands from one 52-card deck (no jokers)
are passed to :func:`~game.engine.solver.min_points` and
:func:`~game.engine.solver.best_partition`; each row reports the median
calls per second over ``repeats`` timings.  A game dealt from a deck of its
own declares its rows in its folder (``game/games/<game>/bench.py``, with
:func:`register_cases`): Kalookie's two packs and jokers, so faces repeat
and jokers come often.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass
from typing import Callable

from game.engine import build_options, games, get_ruleset
from game.engine.cards import make_deck
from game.engine.melds import PLAIN_RULES, MeldRules
from game.engine.registry import Registry
from game.engine.solver import best_partition, min_points

SIZES = (7, 10, 13)


@dataclass(frozen=True)
class SolverCase:
    """Rows of a game dealt from a deck of its own: its rules, its deck, the hand sizes to time."""

    label: str
    rules: Callable[[], MeldRules]
    packs: int
    jokers: int
    sizes: tuple[int, ...]


#: the games' own cases by game (layer ``bench``: ``game/games/<game>/bench.py`` registers them)
CASES: Registry[tuple[SolverCase, ...]] = Registry("bench", "game's solver cases")


def register_cases(game: str, cases: tuple[SolverCase, ...]) -> None:
    """Time ``cases`` too (a game's ``bench`` module does this when imported)."""
    CASES.add(game, cases)


def rules_sets() -> dict[str, MeldRules]:
    """Plain rummy's rules, and each registered game's dealt from one plain pack (standard options)."""
    out = {"plain": PLAIN_RULES}
    for game in games():
        rs = get_ruleset(game)
        opts = build_options(rs.Options, {})
        if rs.deck(opts) == (1, 0):
            out[game] = rs.meld_rules(opts)
    return out


def own_deck_cases() -> list[SolverCase]:
    """The cases the games dealt from decks of their own declare, game by game."""
    return [case for game in CASES.names() for case in CASES[game]]


FUNCTIONS = {"min_points": min_points, "best_partition": best_partition}


def _time(fn, hands, rules) -> float:
    t0 = time.perf_counter()
    for h in hands:
        fn(h, rules)
    return time.perf_counter() - t0


def run(repeats: int = 5, calls: int = 20000, seed: int = 1, own_decks: bool = True) -> list[dict]:
    """Time both solver functions; rows ``{rules, cards, fn, calls_per_s}`` (the rows of games with
    decks of their own too unless ``own_decks`` is false)."""
    rng = random.Random(seed)
    deck = make_deck()
    rows = []
    for rules_name, rules in rules_sets().items():
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
    for case in own_deck_cases() if own_decks else ():
        rules = case.rules()
        deck = make_deck(case.packs, case.jokers)
        min_points([], rules)
        for size in case.sizes:
            for fn_name, fn in FUNCTIONS.items():
                # new hands for every timing: what the solver remembers of one suit's cards across
                # calls helps only as much as it would over a game's many different hands
                times = [_time(fn, [rng.sample(deck, size) for _ in range(calls)], rules)
                         for _ in range(repeats)]
                rows.append({"rules": case.label, "cards": size, "fn": fn_name,
                             "calls_per_s": calls / statistics.median(times)})
    return rows


def table_build_seconds() -> dict[str, float]:
    """Seconds to build the tables for fresh rules values like each of :func:`rules_sets`."""
    out = {}
    for name, rules in rules_sets().items():
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
