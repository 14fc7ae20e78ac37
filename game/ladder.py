"""The bot ladder: each level against three (or players-1) of the level below.

For every adjacent pair of levels, the stronger bot plays duplicate deals:
each deal is played once with the stronger bot in every seat, so the luck of
the cards cancels out.  The figure is the stronger bot's result per hand
relative to the table: its payment minus the mean payment of all seats.  In
Hoola (stakes, zero-sum) that is simply its stakes per hand; in Seven
Bridge, where only the winner scores, it is its points per hand above the
table's average.  A level holds when the 95% interval lies above zero.

A rung may also play whole matches (:mod:`game.ladder_match`) for the games won by the match, and
may measure bots from outside the registry: ``bots_from`` names a module whose ``BOTS`` maps more
level names to bot factories (the tests' greedy yardstick, ``tests.tools.greedy``).
"""
from __future__ import annotations

import importlib
import json
import time
from fractions import Fraction
from typing import Any, Callable, Sequence

from ai.registry import make_bot
from game.engine import new_hand
from game.sim import Mean, bot_seed, hand_setup, play_hand

DEFAULT_LEVELS = ("random", "easy", "medium", "hard")

#: Makes a bot: ``(level, seed) -> Bot``.
MakeBot = Callable[[str, int], Any]


def bots_from(module: str | None) -> tuple[MakeBot, tuple[str, ...]]:
    """The bot factory with the levels of ``module`` (its ``BOTS``: name -> factory) added to the
    registry's, and those levels' names; ``ValueError`` if the module or its ``BOTS`` is missing."""
    if not module:
        return make_bot, ()
    try:
        extra = dict(importlib.import_module(module).BOTS)
    except (ImportError, AttributeError, TypeError, ValueError) as e:
        raise ValueError(f"cannot load bots from {module!r} (a module with a BOTS mapping): {e}") from None

    def make(level: str, seed: int) -> Any:
        factory = extra.get(level)
        return factory(seed) if factory is not None else make_bot(level, seed)
    return make, tuple(extra)


def rung(game: str, top: str, low: str, *, players: int = 4, hands: int = 4000, seed: int = 1,
         options: dict[str, Any] | None = None, on_hand: Any = None,
         make: MakeBot = make_bot) -> dict[str, Any]:
    """One rung: ``top`` in one seat against ``low`` in the others, over duplicate deals.

    ``ci95`` treats every hand as a sample; ``ci95_deal`` takes the mean of a deal's seat
    rotations as one sample (the rotations of a deal are not independent: the same cards), which
    is the honest interval and, as luck cancels within a deal, a tighter one.
    """
    mean = Mean()
    per_deal = Mean()
    deal_sum, deal_n = 0.0, 0
    wins = 0
    t0 = time.perf_counter()
    levels = [top] + [low] * (players - 1)
    for i in range(hands):
        deal_seed, dealer, order = hand_setup(i, seed, players, rotate=True)
        state = new_hand(game, players=players, seed=deal_seed, options=options, dealer=dealer)
        bots = [make(levels[order[s]], bot_seed(seed, i, s)) for s in range(players)]
        play_hand(state, bots)
        result = state.result
        assert result is not None
        top_seat = order.index(0)
        pays = result.payments
        table = sum((pays.get(s, Fraction(0)) for s in range(players)), Fraction(0)) / players
        value = float(pays.get(top_seat, Fraction(0)) - table)
        mean.add(value)
        deal_sum, deal_n = deal_sum + value, deal_n + 1
        if deal_n == players:
            per_deal.add(deal_sum / players)
            deal_sum, deal_n = 0.0, 0
        wins += top_seat in result.winners
        if on_hand is not None:
            on_hand()
    seconds = time.perf_counter() - t0
    return {"game": game, "top": top, "low": low, "players": players, "hands": hands,
            "mean": mean.mean, "ci95": mean.ci95, "low95": mean.mean - mean.ci95,
            "ci95_deal": per_deal.ci95, "deals": per_deal.n,
            # a level holds when the honest (per-deal) interval lies above zero
            "holds": mean.mean - (per_deal.ci95 if per_deal.n > 1 else mean.ci95) > 0,
            "top_win_rate": wins / max(1, hands),
            "seconds": seconds}


def ladder(game: str, levels: Sequence[str] = DEFAULT_LEVELS, **kw: Any) -> list[dict[str, Any]]:
    return [rung(game, top, low, **kw) for low, top in zip(levels, levels[1:])]


def format_rows(rows: list[dict[str, Any]], unit: str) -> str:
    per = "/match" if rows and "matches" in rows[0] else "/hand"
    lines = [f"{'level':>8} vs {'below':<8} {unit + per:>14}  {'95% per ' + per[1:]:>18}  {'95% per deal':>18}"
             f"  holds  win%   secs"]
    for r in rows:
        lo, hi = r["mean"] - r["ci95"], r["mean"] + r["ci95"]
        dl, dh = r["mean"] - r.get("ci95_deal", float("inf")), r["mean"] + r.get("ci95_deal", float("inf"))
        lines.append(f"{r['top']:>8} vs {r['low']:<8} {r['mean']:>+14.3f}  [{lo:+7.3f}, {hi:+7.3f}]  "
                     f"[{dl:+7.3f}, {dh:+7.3f}]  "
                     f"{'yes' if r['holds'] else 'NO ':5}  {100 * r['top_win_rate']:4.1f}  {r['seconds']:5.0f}")
    return "\n".join(lines)


def main_ladder(game: str, levels: Sequence[str], players: int, hands: int, seed: int,
                options: dict[str, Any] | None, as_json: bool, make: MakeBot = make_bot,
                matches: int | None = None) -> int:
    """Print the ladder's rungs (``matches``: whole matches per rung instead of ``hands``)."""
    from game.engine.ruleset import get_ruleset
    from game.ladder_match import match_rung
    unit = get_ruleset(game).unit
    count, what = (matches, "matches") if matches else (hands, "hands")
    if matches:
        unit = "result"
    rows = []
    if not as_json:
        print(f"{get_ruleset(game).title}: one bot against {players - 1} of the level below, "
              f"{count} duplicate-dealt {what} per rung (seed {seed})", flush=True)
    from game.progress import bar
    for low, top in zip(levels, levels[1:]):
        with bar(count, f"{top} vs {low}", quiet=as_json) as progress:
            if matches:
                row = match_rung(game, top, low, make, players=players, matches=matches, seed=seed,
                                 options=options, on_match=progress.update)
            else:
                row = rung(game, top, low, players=players, hands=hands, seed=seed, options=options,
                           on_hand=progress.update, make=make)
        rows.append(row)
        if not as_json:
            print(format_rows([row], unit).splitlines()[-1] if len(rows) > 1 else format_rows([row], unit),
                  flush=True)
    if as_json:
        print(json.dumps(rows, indent=1))
    return 0 if all(r["holds"] for r in rows) else 1
