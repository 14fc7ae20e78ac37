"""The race for a contested discard: one rule for the table, the simulator and the bots' play-outs.

The engine has no clock.  When a discard may be claimed, each seat that wants
it makes a *bid*: its claim (or, for the seat in turn, its take of the
discard) with the reaction delay it took to decide.  The bid with the
smallest delay is applied first; equal delays go to the seat whose turn
comes first after the discarder.  In a battle the first bid applied wins and
the others become illegal; in a priority window the engine orders the calls
by seat itself, so the race only decides the order the answers arrive in.
The seat in turn races with its take like everyone else; its other moves
(a draw, a knock) wait until nobody wants the card.

The table controller (real time: delays are seconds after the window opened),
:mod:`game.sim` and the Expert's play-outs (delays drawn from each bot) all
use :func:`is_bid` and :func:`race_order`, so the ladder measures the game
people play.

>>> from game.engine import Action
>>> bids = [Bid(0.9, 2, Action("pass", 2)), Bid(0.4, 3, Action("pass", 3)), Bid(0.4, 1, Action("pass", 1))]
>>> [b.seat for b in race_order(bids, discarder=0, players=4)]
[1, 3, 2]
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from .actions import Action

if TYPE_CHECKING:
    from .state import HandState


@dataclass(frozen=True)
class Bid:
    """A seat's answer to a contested discard and how long it took (seconds, or any unit)."""

    delay: float
    seat: int
    action: Action


def is_bid(state: "HandState", action: Action) -> bool:
    """Does ``action`` contend for the live discard (a claim, a take in turn, a claim to win)?

    A priority window's ``pass`` is an answer but not a bid.
    """
    if state.top_discard is None or not state.discard_live:
        return False
    if action.kind == "claim":
        return True
    if action.kind == "take_discard":
        return True
    # a game's own kind that takes the discard names it as its only card (Hoola's claim to win)
    return action.kind in state.ruleset.kinds and action.cards == (state.top_discard,)


def race_order(bids: Sequence[Bid], discarder: int | None, players: int) -> list[Bid]:
    """Bids in the order they land: smallest delay first, ties by turn order after the discarder."""
    start = -1 if discarder is None else discarder

    def key(b: Bid) -> tuple[float, int]:
        return (b.delay, (b.seat - start - 1) % players)

    return sorted(bids, key=key)
