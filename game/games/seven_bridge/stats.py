"""What Seven Bridge counts in the player's statistics beyond the shared numbers: hands won with all
seven cards melded at once (the doubled score of S-7); and its claim races are Pon! calls."""
from __future__ import annotations

from game.engine.counters import Counter, register_stats
from game.engine.result import Result

from .rules import SevenBridge


def all_at_once(result: Result, seat: int) -> bool:
    """Hands the player won with all seven cards melded in one turn (the result's ``perfect``)."""
    return seat in result.winners and result.perfect


register_stats(
    SevenBridge.name,
    # the name is format 1's field, where these hands were counted before
    Counter("perfects", "Hands won with all seven at once", all_at_once),
    # a Pon! taken in turn (S-3) is no race: the rows say out of turn (a play-through read "퐁! 성공 0" after one)
    claim_rows=("Pon! calls out of turn won", "Pon! calls out of turn lost"),
    winners_only=True,          # S-7: the winner scores the others' cards; they score nothing
)
