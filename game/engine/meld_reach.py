"""Which cards could meld with a hand at all: the bots' look-ahead asks it of every card it might draw, and
a card that cannot meld only adds its value to the hand's fewest points (a ``min_points`` spared).

:func:`may_meld_in` asks it a card at a time and is the reference; :func:`meldable_faces` works it out once
for a hand.  Both may say "could" of a card that cannot; neither says "cannot" of one that can (tested
exact against ``min_points`` over random hands of every game's rules, ``tests/engine/test_fast_paths.py``).
"""
from __future__ import annotations

from typing import Sequence

from .cards import SUITS, Card
from .melds import MeldRules


def may_meld_in(card: Card, hand: Sequence[Card], rules: MeldRules) -> bool:
    """Whether ``card`` could be part of some meld of ``hand`` plus ``card``; ``False`` only when it
    surely cannot, so that ``hand``'s fewest points plus the card's value are ``hand + [card]``'s (the
    bots' look-ahead asks this for every card it might draw, and most cannot meld: a min_points spared).

    It may say ``True`` of a card that cannot meld; never ``False`` of one that can: a joker, a joker in
    the hand, a seven where sevens meld short, runs or sets shorter than three, two of the card's rank
    (a set), or two of its suit that make three in a row with it, counted around the corner whatever
    the ace rule, all say ``True``."""
    if card.is_joker or rules.min_run < 3 or rules.min_set < 3 or (rules.short_sevens and card.rank == 7):
        return True
    rank, suit = card.rank, card.suit
    same_rank = 0
    near = 0                                  # the suit's ranks within two of the card's, as bits -2..+2
    for c in hand:
        if c.is_joker:
            return True
        if c.rank == rank:
            same_rank += 1
            if same_rank >= 2:
                return True
        if c.suit == suit:
            d = (c.rank - rank) % 13
            if d in (1, 2):
                near |= 1 << (1 + d)          # +1: bit 2, +2: bit 3
            elif d in (11, 12):
                near |= 1 << (d - 11)         # -2: bit 0, -1: bit 1
            if rules.short_sevens and c.rank == 7 and d in (1, 12):
                return True                   # two cards with a seven meld (Hoola, Seven Bridge)
    return near & 0b0011 == 0b0011 or near & 0b0110 == 0b0110 or near & 0b1100 == 0b1100


def meldable_faces(hand: Sequence[Card], rules: MeldRules) -> set[int] | None:
    """The faces (``Card.index``) of the cards :func:`may_meld_in` says could meld with ``hand``, worked
    out once for the hand (the look-ahead asks it of fifty cards); ``None`` where every card could (a
    joker in the hand, short runs or sets).  Jokers are not faces: a joker may always meld."""
    if rules.min_run < 3 or rules.min_set < 3:
        return None
    by_rank = [0] * 14
    suit_bits = {s: 0 for s in SUITS}
    for c in hand:
        if c.is_joker:
            return None
        by_rank[c.rank] += 1
        suit_bits[c.suit] |= 1 << (c.rank - 1)
    out: set[int] = set()
    sevens = rules.short_sevens
    for si, suit in enumerate(SUITS):
        bits = suit_bits[suit]
        ring = bits | bits << 13 | bits << 26          # the suit's ranks three times round: no wrapping
        for i in range(13):                            # rank i + 1, at bit i + 13 of the ring
            near = ring >> (i + 11) & 0b11011          # -2 -1 (self) +1 +2
            if (by_rank[i + 1] >= 2 or near & 0b00011 == 0b00011 or near & 0b01010 == 0b01010
                    or near & 0b11000 == 0b11000
                    or (sevens and (i == 6 or (i in (5, 7) and bits >> 6 & 1)))):
                out.add(si * 13 + i)
    return out
