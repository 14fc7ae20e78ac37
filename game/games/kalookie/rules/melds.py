"""Kalookie's card values and what a meld counts (K-2, K-12, K-14, K-15): shared by the hand's rules,
the opening and the bots."""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from game.engine.cards import Card
from game.engine.melds import MeldRules
from .options import KalookieOptions

#: Points by rank (0 = joker ... 13 = king): K-2.
VALUES: tuple[int, ...] = (15, 11, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
RULES = MeldRules(ace="high", set_distinct_suits=True, max_jokers=2, values=VALUES)


@lru_cache(maxsize=64)
def rules_for(opts: KalookieOptions) -> MeldRules:
    """The meld rules and card values of these options (K-2, K-3, K-12, K-14, K-15)."""
    e = opts.effective()
    values = (e.joker_points(), e.ace_points()) + VALUES[2:]
    return MeldRules(ace=e.aces, set_distinct_suits=True, max_jokers=2, values=values,
                     identical_sets=e.three_decks, joker_sets=e.joker_sets)


def card_value(face: str, values: Sequence[int] = VALUES) -> int:
    """Points of a card named by its face (what a melded joker counts: K-2)."""
    c = Card.parse(face) if len(face) >= 2 else None
    return values[c.rank] if c is not None else 0


def meld_value(cards: Sequence[Card], jokers: dict[Card, str], opts: KalookieOptions | None = None) -> int:
    """A meld's points, its cards in laid order: each joker counts as the card or rank it stands for,
    a low ace (A-2-3) as the options say (K-12, K-16), a set of jokers 15 each (K-15)."""
    e = (opts or KalookieOptions()).effective()
    values = rules_for(e).values
    naturals = [c for c in cards if not c.is_joker]
    if not naturals:
        return 15 * len(cards)
    faces = [c if not c.is_joker else (Card.parse(jokers[c]) if c in jokers and len(jokers[c]) >= 2 else None)
             for c in cards]
    known = [f for f in faces if f is not None]
    is_run = len(known) >= 2 and len({f.rank for f in known}) == len(known)
    total = 0
    for i, face in enumerate(faces):
        if face is None:                             # a joker in a set: the set's rank
            total += values[naturals[0].rank]
        elif is_run and i == 0 and face.rank == 1:   # A-2-3: the ace low
            total += e.low_ace_points()
        else:
            total += values[face.rank]
    return total


def _position(card: Card, i: int = -1) -> int:
    """A card's place in a run laid in order: an ace first is low (A-2-3, K-12), otherwise high."""
    if card.rank == 1:
        return 1 if i == 0 else 14
    return card.rank


def _bounds(cards: Sequence[Card], jokers: dict[Card, str]) -> tuple[int, int]:
    """The first and last positions of a run laid in order."""
    for i, c in enumerate(cards):
        face = c if not c.is_joker else (Card.parse(jokers[c]) if c in jokers and len(jokers[c]) >= 2 else None)
        if face is not None:
            lo = _position(face, i) - i
            return lo, lo + len(cards) - 1
    return 0, len(cards) - 1
