"""House Rummy's hints for its own table moves (R-7, R-8): which hand cards a rearranged table lays,
and how a joker is replaced.  The shared sentence said only "You rearrange the table", four times in a
newcomer's hand, with nothing to say which cards or where (the play-test of Seven Bridge and House
Rummy); every other move keeps the shared sentences.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from game.engine import Action, PlayerView
from game.engine.cards import Card


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.pretty for c in cards)


def explain(view: PlayerView, action: Action, rng: random.Random, now: int) -> tuple[str, dict[str, Any]] | None:
    """The coach's sentence for a whole rearranged table or a joker's replacement; None otherwise."""
    hand = set(view.hand)
    if action.kind == "table":
        laid = [c for c in action.cards if c in hand]
        if not laid:
            return None
        return (f"Rearrange the table to lay {_cards(laid)} from your hand: move the cards on the table "
                f"by dragging them, then lay these", {"laid": [str(c) for c in laid]})
    if action.kind == "swap" and action.cards:
        card = action.cards[0]
        return (f"Replace a joker with the {card.pretty}: drag it onto the joker's play, and the joker "
                f"comes to your hand", {"card": str(card)})
    return None
