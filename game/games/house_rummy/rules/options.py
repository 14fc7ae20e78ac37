"""House Rummy's options: Classic or Epic (R-10, R-11).  The melding cost follows the hand's number
in its game (``state.context.hand_number``), not an option."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.options import option

VARIANTS = ("classic", "epic")


@dataclass(frozen=True)
class HouseRummyOptions:
    variant: str = option("classic", "Classic: first out earns 25 and sits out; cards in hand cost "
                          "you. Epic: first out earns what opponents hold and comes back; you may "
                          "demand cards.", VARIANTS, rule="R-10")

    @property
    def epic(self) -> bool:
        return self.variant == "epic"
