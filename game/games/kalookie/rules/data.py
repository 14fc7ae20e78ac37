"""What Kalookie keeps of its own in a hand and in a turn (typed; the engine copies, writes and
reads them as it does the shared state)."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.game_data import GameData, data_field


@dataclass
class KalookieHand(GameData):
    """``opened``: the seats that made their initial meld (K-7), in the order they did; ``barred``:
    seats that did not announce their last cards and may not call up on their next turn (K-9);
    ``played``: someone has discarded (the first player's free take of the up-card is gone)."""

    opened: list[int] = data_field(factory=list)
    barred: list[int] = data_field(factory=list)
    played: bool = False


@dataclass
class KalookieTurn(GameData):
    """``run_bounds``: where each run ended as the turn began, by meld id (K-5 counts the cards
    built on each end from there); ``released``: jokers won back this turn that must be laid first
    (K-6), ``lay_first``: the discard taken that must go into a meld at once (K-15, K-16), both as
    card texts joined by commas, empty when none."""

    run_bounds: dict[int, tuple[int, int]] = data_field(factory=dict)
    released: str = ""
    lay_first: str = ""
