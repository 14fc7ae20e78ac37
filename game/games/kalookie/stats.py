"""What Kalookie counts in the player's statistics beyond the shared numbers: kalookies, hands the
player won by melding every card at once (the result's ``perfect``, when the rules allow them)."""
from __future__ import annotations

from game.engine.counters import Counter, register_stats
from game.engine.result import Result

from .rules import Kalookie


def kalookies(result: Result, seat: int) -> bool:
    """Hands the player won with a kalookie."""
    return seat in result.winners and result.perfect


register_stats(
    Kalookie.name,
    # the name is format 1's field, where kalookies were counted before
    Counter("perfects", "Kalookies", kalookies),
)
