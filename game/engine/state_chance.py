"""Chance: every shuffle after the deal is recorded, and a replay takes the recorded order."""
from __future__ import annotations

from .cards import Card, cards_text


class ChanceMixin:
    """Recorded chance. One of the pieces :class:`~game.engine.state.HandState` is made of."""

    # ------------------------------------------------------------------ chance
    def shuffle(self, cards: list[Card], what: str) -> list[Card]:
        """Shuffle ``cards`` in place by the hand's generator and record the outcome (C-6).

        On a replay the recorded outcome is used instead, so a replay needs no
        random numbers (and Python's shuffle may change without changing it).
        """
        self.rng.shuffle(cards)
        return self.chance_outcome(cards, what)

    def chance_outcome(self, cards: list[Card], what: str) -> list[Card]:
        """Record the new order of ``cards`` after a random change (or put back the recorded one)."""
        at = len(self.record)
        if self._chance_queue:
            q_at, q_what, q_cards = self._chance_queue[0]
            if q_at == at and q_what == what:
                self._chance_queue.pop(0)
                from .cards import parse_cards
                recorded = parse_cards(q_cards)
                if sorted(recorded) != sorted(cards):
                    raise ValueError(f"the record's {what} holds other cards than the hand")
                cards[:] = recorded
        self.chance.append((at, what, cards_text(cards)))
        return cards
