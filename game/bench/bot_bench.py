"""Bot decision times: how long each level takes to choose, per game (p50, p99, max).

Four bots of one level play whole hands; every ``choose`` call is timed
with ``time.perf_counter``.  The issue's bound: p99 <= 5 ms for Easy to Hard.

The Expert searches until its time budget (0.3 s by default) is spent, so it
is timed apart: one Expert against three Hard bots for a few hands per game
(``expert_hands``), its decisions that searched reported against its budget.

The games are the registered ones (:func:`game.engine.games`) unless the caller names some.
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Sequence

from ai.registry import make_bot
from game.engine import games as registered_games
from game.engine import new_hand
from game.sim import bot_seed, play_hand


class _Timed:
    """Wraps a bot and records how long each decision took."""

    def __init__(self, bot: Any, times: list[float], after: Any = None) -> None:
        self.bot, self.times, self.after = bot, times, after

    def choose(self, view, legal):
        t0 = time.perf_counter()
        a = self.bot.choose(view, legal)
        took = time.perf_counter() - t0
        self.times.append(took)
        if self.after is not None:
            self.after(took)
        return a

    def reaction_delay(self) -> float:
        return self.bot.reaction_delay()

    def think_time(self) -> float:
        return self.bot.think_time()


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def run(games: Sequence[str] | None = None, levels: Sequence[str] = ("easy", "medium", "hard"),
        hands: int = 100, players: int = 4, seed: int = 1, expert_hands: int | None = None,
        expert_budget_s: float | None = None,
        expert_games: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """Rows per game (default: every registered one) and level; then the Expert's rows for those of
    ``expert_games`` (default: all of them; ``expert_hands``: default 2, or 1 for under 60 hands)."""
    games = registered_games() if games is None else games
    expert_games = games if expert_games is None else expert_games
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
    if expert_hands is None:
        expert_hands = 2 if hands >= 60 else 1
    if expert_hands > 0:
        rows += run_expert([g for g in games if g in expert_games], expert_hands, players, seed, expert_budget_s)
    return rows


def run_expert(games: Sequence[str] | None = None, hands: int = 2, players: int = 4, seed: int = 1,
               budget_s: float | None = None) -> list[dict[str, Any]]:
    """The Expert's decision times in ``games`` (default: every registered one): one Expert
    (``budget_s``, default its own) against Hard bots."""
    from ai.expert import DEFAULT_BUDGET_S, ExpertBot
    budget = DEFAULT_BUDGET_S if budget_s is None else budget_s
    games = registered_games() if games is None else games
    rows = []
    for game in games:
        times: list[float] = []
        searched: list[float] = []
        playouts = [0]

        def after(took: float, e: Any) -> None:
            if e.last.get("searched"):
                searched.append(took)
                playouts[0] += e.last.get("rounds", 0) * e.last.get("candidates", 0)
        for i in range(hands):
            state = new_hand(game, players=players, seed=seed * 100003 + i, dealer=i % players)
            expert = ExpertBot(bot_seed(seed, i, 0), budget_s=budget)
            bots: list[Any] = [make_bot("hard", bot_seed(seed, i, s)) for s in range(players)]
            seat = i % players
            bots[seat] = _Timed(expert, times, lambda t, e=expert: after(t, e))
            play_hand(state, bots)
        rows.append({"game": game, "level": "expert", "decisions": len(times),
                     "p50_ms": 1000 * statistics.median(times), "p99_ms": 1000 * _pct(times, 0.99),
                     "max_ms": 1000 * max(times), "budget_ms": 1000 * budget, "searched": len(searched),
                     "searched_p50_ms": 1000 * statistics.median(searched) if searched else 0.0,
                     "searched_p99_ms": 1000 * _pct(searched, 0.99) if searched else 0.0,
                     # play-outs a second while searching: the Expert's strength per second
                     "playouts_per_s": playouts[0] / sum(searched) if searched else 0.0})
    return rows


def format_rows(rows: list[dict[str, Any]]) -> str:
    out = [f"{'game':<13} {'level':<7} {'decisions':>9} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}"]
    for r in rows:
        line = (f"{r['game']:<13} {r['level']:<7} {r['decisions']:>9} {r['p50_ms']:>8.3f} "
                f"{r['p99_ms']:>8.3f} {r['max_ms']:>8.2f}")
        if "budget_ms" in r:
            line += (f"  (1 vs 3 hard; {r['searched']} searched: p50 {r['searched_p50_ms']:.0f} ms, "
                     f"p99 {r['searched_p99_ms']:.0f} ms, budget {r['budget_ms']:.0f} ms; "
                     f"{r.get('playouts_per_s', 0):,.0f} play-outs/s)")
        out.append(line)
    return "\n".join(out)


if __name__ == "__main__":
    print(format_rows(run()))
