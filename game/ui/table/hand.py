"""The player's hand as shown: the order the player chose and the selected cards.

The engine's hand is a set of cards; this keeps the player's own order
(drag to reorder, sort by suit or rank) across draws and melds.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from game.engine import Card

SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, "": 4}


class HandModel:
    def __init__(self) -> None:
        self.order: list[Card] = []
        self.selected: set[Card] = set()
        #: the cards a hint picked; while the selection is exactly these it is the hint's, not the
        #: player's: it is drawn as the hint's and a drag moves only the card grabbed (play-test, s12)
        self.hint_cards: frozenset[Card] = frozenset()
        self.cursor = 0
        self.sort_mode = "suit"

    def sync(self, cards: Sequence[Card]) -> list[Card]:
        """Follow the engine's hand: keep the order, drop cards gone, add new ones at the end."""
        present = set(cards)
        self.order = [c for c in self.order if c in present]
        known = set(self.order)
        new = [c for c in cards if c not in known]
        self.order.extend(new)
        self.selected &= present
        self.cursor = max(0, min(self.cursor, len(self.order) - 1))
        return new

    @property
    def hint_pick(self) -> bool:
        """Whether the raised cards are the hint's pick (the player has not picked since)."""
        return bool(self.selected) and self.selected == self.hint_cards

    def pick_for_hint(self, cards: Iterable[Card]) -> None:
        """Raise the cards a hint names, as the hint's pick."""
        self.selected = {c for c in cards if c in self.order}
        self.hint_cards = frozenset(self.selected)

    def drop_hint_pick(self) -> None:
        """The player starts a pick of their own: the hint's pick goes down."""
        if self.hint_pick:
            self.selected.clear()
        self.hint_cards = frozenset()

    def toggle(self, card: Card) -> None:
        """A click: the player's own pick. A click on a card the hint raised lets that card go and keeps the
        rest as the player's own (two play-throughs clicked a raised card to lower it); a click elsewhere
        starts afresh, the hint's pick going down (play-test, session 12)."""
        if self.hint_pick and card in self.selected:
            self.hint_cards = frozenset()
        else:
            self.drop_hint_pick()
        if card in self.selected:
            self.selected.discard(card)
        else:
            self.selected.add(card)

    def clear(self) -> None:
        self.selected.clear()

    def selection(self) -> list[Card]:
        """Selected cards in hand order."""
        return [c for c in self.order if c in self.selected]

    def sort(self, mode: str) -> None:
        self.sort_mode = mode
        if mode == "rank":
            self.order.sort(key=lambda c: (c.rank if not c.is_joker else 99, SUIT_ORDER[c.suit], c.copy))
        else:
            self.order.sort(key=lambda c: (SUIT_ORDER[c.suit], c.rank, c.copy))

    def move(self, cards: Iterable[Card], index: int) -> None:
        """Put ``cards`` (in their order) at position ``index`` of the hand without them."""
        moving = [c for c in self.order if c in set(cards)]
        if not moving:
            return
        before = sum(1 for c in self.order[:index] if c in moving)
        rest = [c for c in self.order if c not in moving]
        index = max(0, min(len(rest), index - before))
        self.order = rest[:index] + moving + rest[index:]

    def shift(self, card: Card, d: int) -> None:
        if card not in self.order:
            return
        i = self.order.index(card)
        j = max(0, min(len(self.order) - 1, i + d))
        self.order.insert(j, self.order.pop(i))
        self.cursor = j
