"""What House Rummy counts in the player's statistics beyond the shared numbers: the hands the player
went out first (R-10), the going-out bonus that earned (25 in Classic, the opponents' cards in Epic) and
the cards laid in the player's own space (what scores, R-11).  It has no claim races."""
from __future__ import annotations

from game.engine.counters import Counter, register_stats
from game.engine.result import Result

from .rules import HouseRummy


def first_out(result: Result, seat: int) -> bool:
    """Hands the player went out first."""
    return result.details.get("first_out") == seat


def bonus(result: Result, seat: int) -> int:
    """The going-out bonus the player earned (nothing unless first out)."""
    return int(result.details.get("bonus") or 0) if first_out(result, seat) else 0


def cards_played(result: Result, seat: int) -> int:
    """Cards lying in the player's space when the hand ended."""
    return int(result.details.get("played_cards", {}).get(seat, 0))


register_stats(
    HouseRummy.name,
    Counter("first_out", "Hands you went out first", first_out),
    Counter("first_out_bonus", "Going-out bonus earned", bonus),
    Counter("cards_played", "Cards laid in your space", cards_played),
)
