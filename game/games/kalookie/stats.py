"""What Kalookie counts in the player's statistics beyond the shared numbers: kalookies, hands the
player won by melding every card at once (the result's ``perfect``, when the rules allow them)."""
from __future__ import annotations

from game.engine.counters import Counter, book_key, register_stats
from game.engine.result import Result

from .rules import Kalookie


def kalookies(result: Result, seat: int) -> bool:
    """Hands the player won with a kalookie."""
    return seat in result.winners and result.perfect


#: the name is format 1's field, where kalookies were counted before
KALOOKIES = Counter("perfects", "Kalookies", kalookies)

#: British and Swedish (the pool): stakes for calling up and for a kalookie (K-11)
register_stats(Kalookie.name, KALOOKIES, unit="stakes", title="British, Swedish")
#: K-14: the winner scores the cards left in the other hands, and nobody else scores
register_stats(book_key(Kalookie.name, "north_american"), KALOOKIES, winners_only=True, title="North American")
#: K-15: each deal paid by the card, between the players
register_stats(book_key(Kalookie.name, "scarne"), KALOOKIES, title="Scarne's")
