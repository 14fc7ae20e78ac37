"""House Rummy's game of six hands (R-1, R-11): partners share a score that never falls below zero.

A mixin of :class:`~game.games.house_rummy.rules.HouseRummy`; the hand's rules are there.  The
ledger keeps each side's total under every one of its seats, so partners lead, win and tie together.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.result import Result

if TYPE_CHECKING:
    from game.engine.match import Match


class HouseRummyMatch:
    """Six hands, partners at four players, a side's total floored at zero after every hand."""

    def sides(self, players: int, opts: Any) -> tuple[tuple[int, ...], ...]:
        if players == 4:
            return ((0, 2), (1, 3))                  # seated so that play alternates between sides
        return tuple((s,) for s in range(players))

    def match_defaults(self, opts: Any) -> dict[str, Any]:
        return {"max_hands": 6}

    def book(self, match: "Match", result: Result) -> None:
        for side in match.sides:
            gain = sum(result.payments.get(s, 0) for s in side)
            total = max(0, match.ledger[side[0]] + gain)     # never below zero
            for s in side:
                match.ledger[s] = total
