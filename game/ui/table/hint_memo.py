"""The hints given in a hand, by position, so the same position gets the same advice (play-test,
session 12, item 3: moving a card on the table and back made the hint flip between two advices,
because the search is seeded by the number of moves recorded, and that number had grown)."""
from __future__ import annotations

from typing import Any

from game.engine import Action


def position_key(view: Any) -> tuple:
    """What the player sees of the position: their hand, the plays on the table (as cards, whatever
    their numbers), the discard pile, whose turn, the phase and the marks on the cards taken."""
    plays = tuple(sorted((getattr(m, "space", None), m.owner, tuple(sorted(map(str, m.cards))))
                         for m in view.melds))
    return (tuple(sorted(map(str, view.hand))), plays, tuple(map(str, view.discard)), view.stock_count,
            view.current, view.phase, repr(getattr(view, "taken", ())))


class HintMemo:
    """The action hinted at each position of the hand in play (forgotten when the hand changes)."""

    def __init__(self) -> None:
        self.hand: object = None
        self.given: dict[tuple, Action] = {}

    def recall(self, hand: object, view: Any) -> Action | None:
        if hand != self.hand:
            self.hand, self.given = hand, {}
        return self.given.get(position_key(view))

    def keep(self, hand: object, view: Any, action: Action) -> None:
        if hand != self.hand:
            self.hand, self.given = hand, {}
        self.given[position_key(view)] = action
