"""What Fifth rummy counts beyond the shared numbers: the hands the player won by rapping."""
from __future__ import annotations

from game.engine.counters import Counter, register_stats

from .rules import FifthRummy


def raps(result, seat: int) -> bool:
    return result.reason == "rap" and seat in result.winners


register_stats(FifthRummy.name, Counter("raps", "Raps", raps))
