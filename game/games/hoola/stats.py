"""What Battle Hoola counts in the player's statistics beyond the shared numbers: Perfects, blasts and
big lucks won, knocks (and those undercut), undercuts of others' knocks; and its claim races are
slaps.  The counters' names are the statistics file's keys (format 1 had them as fields of every line)."""
from __future__ import annotations

from game.engine.counters import Counter, register_stats
from game.engine.result import Result

from .rules import Hoola


def perfects(result: Result, seat: int) -> bool:
    """Hands the player won with a Perfect (everything laid at once)."""
    return seat in result.winners and result.perfect


def blasts(result: Result, seat: int) -> bool:
    """Hands the player won by a blast (Sopang or Daepang)."""
    return seat in result.winners and result.reason == "blast"


def big_lucks(result: Result, seat: int) -> bool:
    """Hands the player won by big luck (four sevens)."""
    return seat in result.winners and result.reason == "big_luck"


def knocks(result: Result, seat: int) -> bool:
    """Times the player knocked."""
    return result.reason == "knock" and result.knocker == seat


def knocks_undercut(result: Result, seat: int) -> bool:
    """... and someone had as few points or fewer."""
    return knocks(result, seat) and seat not in result.winners


def undercuts(result: Result, seat: int) -> bool:
    """Times the player undercut another's knock."""
    return (result.reason == "knock" and result.knocker is not None and result.knocker != seat
            and seat in result.winners)


register_stats(
    Hoola.name,
    Counter("perfects", "Perfects", perfects),
    Counter("blasts", "Blasts", blasts),
    Counter("big_lucks", "Big lucks (four sevens)", big_lucks),
    Counter("knocks", "Knocks", knocks),
    Counter("knocks_undercut", "Your knocks undercut", knocks_undercut),
    Counter("undercuts", "Undercuts of others", undercuts),
    claim_rows=("Slaps won", "Slaps lost"),
)
