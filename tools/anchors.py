"""Side-by-side speed run against two public card-game engines (issue 28's anchors).

Counts what they count: *applied actions* per second in random play (RLCard's
``env.step`` calls; OpenSpiel's player actions, chance outcomes left out), and
meld-solver calls per second on the same random 10-card hands (RLCard's
``get_best_meld_clusters`` against our ``best_partition`` and ``min_points``).
Every timing is the median of ``--runs`` runs, the engines interleaved run by
run so that a busy moment of the machine falls on all of them alike.

Set-up, in a virtual environment of its own (nothing of this is needed by the game)::

    python3 -m venv /tmp/anchors && /tmp/anchors/bin/pip install -e . rlcard open-spiel
    /tmp/anchors/bin/python tools/anchors.py

An engine that is not installed is reported as missing; ours is always measured.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Callable

# ---- ours -----------------------------------------------------------------------------------------

#: (label, game, players) of our random-play rows
OUR_GAMES = (("Battle Hoola 2p", "hoola", 2), ("Battle Hoola 4p", "hoola", 4),
             ("Seven Bridge 4p", "seven-bridge", 4), ("Kalookie 4p", "kalookie", 4),
             ("House Rummy 4p", "house-rummy", 4))


def ours_random(game: str, players: int, hands: int, seed: int) -> float:
    """Applied actions per second of random bots over ``hands`` whole hands (``hoola sim``'s count)."""
    from game.sim import simulate
    return simulate(game, players, hands, seed, ["random"])["actions_per_s"]


#: (label, game, options) of our play-out rows (the Expert's unit of work; 4 players)
OUR_PLAYOUTS = (("Battle Hoola 4p", "hoola", None), ("Kalookie British 4p", "kalookie", {"version": "british"}))


def ours_playouts(game: str, options: dict | None, seconds: float) -> float:
    """Play-outs a second of CPU time from turn starts (``hoola bench``'s count)."""
    from game.bench.playout_bench import playouts_per_s
    return playouts_per_s(game, 4, seconds=seconds, options=options)


def ours_solver_hands(n: int, seed: int) -> list:
    from game.engine.cards import make_deck
    rng = random.Random(seed)
    deck = make_deck()
    return [rng.sample(deck, 10) for _ in range(n)]


def time_calls(fn: Callable, hands: list) -> float:
    t0 = time.perf_counter()
    for h in hands:
        fn(h)
    return len(hands) / (time.perf_counter() - t0)


# ---- RLCard (Python) --------------------------------------------------------------------------------

def rlcard_random(steps: int, seed: int) -> float | None:
    """RLCard gin rummy, uniformly random legal actions: ``env.step`` calls per second."""
    try:
        import rlcard
    except ImportError:
        return None
    env = rlcard.make("gin-rummy", config={"seed": seed})
    rng = random.Random(seed)
    done = 0
    t0 = time.perf_counter()
    while done < steps:
        state, _ = env.reset()
        while not env.is_over() and done < steps:
            state, _ = env.step(rng.choice(list(state["legal_actions"])))
            done += 1
    return done / (time.perf_counter() - t0)


def rlcard_hands(ours: list) -> list | None:
    """The same 10-card hands as RLCard cards."""
    try:
        from rlcard.games.base import Card
    except ImportError:
        return None
    suit = {"S": "S", "H": "H", "D": "D", "C": "C"}
    rank = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K"}
    def conv(c) -> "Card":
        return Card(suit[c.suit], rank.get(c.rank, str(c.rank)))
    return [[conv(c) for c in h] for h in ours]


def rlcard_solver():
    try:
        from rlcard.games.gin_rummy.utils.melding import get_best_meld_clusters
    except ImportError:
        return None
    return get_best_meld_clusters


# ---- OpenSpiel (C++) ----------------------------------------------------------------------------------

def openspiel_random(steps: int, seed: int) -> float | None:
    """OpenSpiel gin rummy, uniformly random legal actions: player actions per second (chance
    outcomes are applied but not counted)."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("gin_rummy")
    rng = random.Random(seed)
    done = 0
    t0 = time.perf_counter()
    while done < steps:
        state = game.new_initial_state()
        while not state.is_terminal() and done < steps:
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                done += 1
    return done / (time.perf_counter() - t0)


# ---- the run -------------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5, help="timed runs per row; the median is shown")
    ap.add_argument("--hands", type=int, default=200, help="our random hands per run")
    ap.add_argument("--steps", type=int, default=50000, help="RLCard/OpenSpiel actions per run")
    ap.add_argument("--calls", type=int, default=5000, help="solver calls per run")
    ap.add_argument("--playout-seconds", type=float, default=2.0, help="CPU seconds of play-outs per row and run")
    args = ap.parse_args(argv)

    from game import games
    games.load("ruleset")
    games.load("bot")
    from game.engine.melds import PLAIN_RULES
    from game.engine.solver import best_partition, min_points

    hands = ours_solver_hands(args.calls, 1)
    theirs = rlcard_hands(hands)
    best = rlcard_solver()
    min_points([], PLAIN_RULES)                         # build the tables outside the timings
    rows: dict[str, list[float]] = {}

    def add(label: str, value: float | None) -> None:
        if value is not None:
            rows.setdefault(label, []).append(value)

    for run in range(1, args.runs + 1):
        for label, game, players in OUR_GAMES:
            add(f"ours: {label}, random, actions/s", ours_random(game, players, args.hands, run))
        for label, game, options in OUR_PLAYOUTS:
            add(f"ours: {label}, play-outs/s (CPU time)", ours_playouts(game, options, args.playout_seconds))
        add("RLCard gin rummy, random, steps/s", rlcard_random(args.steps, run))
        add("OpenSpiel gin rummy, random, player actions/s", openspiel_random(args.steps, run))
        add("ours: best_partition, 10 cards, calls/s",
            time_calls(lambda h: best_partition(h, PLAIN_RULES), hands))
        add("ours: min_points, 10 cards, calls/s", time_calls(lambda h: min_points(h, PLAIN_RULES), hands))
        if best is not None and theirs is not None:
            add("RLCard get_best_meld_clusters, 10 cards, calls/s", time_calls(best, theirs))

    print(f"anchors (median of {args.runs} interleaved runs, one core)")
    width = max(map(len, rows))
    for label, values in rows.items():
        print(f"  {label:<{width}} {statistics.median(values):>12,.0f}   "
              f"[{min(values):,.0f} .. {max(values):,.0f}]")
    for name, probe in (("RLCard", rlcard_solver), ("OpenSpiel", lambda: openspiel_random(0, 0))):
        if probe() is None:
            print(f"  {name}: not installed (pip install rlcard open-spiel)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
