"""Bot decision times: how long each level takes to choose, per game (p50, p99, max).

Four bots of one level play whole hands; every ``choose`` call is timed
with ``time.perf_counter``.  The issue's bound: p99 <= 5 ms for Easy to Hard.
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Sequence

from ai.registry import make_bot
from game.engine import new_hand
from game.sim import bot_seed, play_hand


class _Timed:
    """Wraps a bot and records how long each decision took."""

    def __init__(self, bot: Any, times: list[float]) -> None:
        self.bot, self.times = bot, times

    def choose(self, view, legal):
        t0 = time.perf_counter()
        a = self.bot.choose(view, legal)
        self.times.append(time.perf_counter() - t0)
        return a

    def reaction_delay(self) -> float:
        return self.bot.reaction_delay()

    def think_time(self) -> float:
        return self.bot.think_time()


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def run(games: Sequence[str] = ("hoola", "seven-bridge"), levels: Sequence[str] = ("easy", "medium", "hard"),
        hands: int = 100, players: int = 4, seed: int = 1) -> list[dict[str, Any]]:
    rows = []
    for game in games:
        for level in levels:
            times: list[float] = []
            for i in range(hands):
                state = new_hand(game, players=players, seed=seed * 100003 + i, dealer=i % players)
                bots = [_Timed(make_bot(level, bot_seed(seed, i, s)), times) for s in range(players)]
                play_hand(state, bots)
            rows.append({"game": game, "level": level, "decisions": len(times),
                         "p50_ms": 1000 * statistics.median(times), "p99_ms": 1000 * _pct(times, 0.99),
                         "max_ms": 1000 * max(times)})
    return rows


def format_rows(rows: list[dict[str, Any]]) -> str:
    out = [f"{'game':<13} {'level':<7} {'decisions':>9} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}"]
    for r in rows:
        out.append(f"{r['game']:<13} {r['level']:<7} {r['decisions']:>9} {r['p50_ms']:>8.3f} "
                   f"{r['p99_ms']:>8.3f} {r['max_ms']:>8.2f}")
    return "\n".join(out)


if __name__ == "__main__":
    print(format_rows(run()))
