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

The table controller (real time: delays are seconds after the window opened; equal
moments ranked by :func:`race_rank`), :mod:`game.sim` (:func:`race_order` of the bots'
delays) and the Expert's play-outs (:func:`landing_order` of delays drawn per seat) all
decide by this one rule, so the ladder and the search measure the game people play.

>>> from game.engine import Action
>>> bids = [Bid(0.9, 2, Action("pass", 2)), Bid(0.4, 3, Action("pass", 3)), Bid(0.4, 1, Action("pass", 1))]
>>> [b.seat for b in race_order(bids, discarder=0, players=4)]
[1, 3, 2]
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping, Sequence

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


def race_rank(seat: int, discarder: int | None, players: int) -> int:
    """Where ``seat`` stands among equal delays: 0 for the seat after the discarder, and so on in turn
    order (the discarder last)."""
    start = -1 if discarder is None else discarder
    return (seat - start - 1) % players


def landing_order(delays: Mapping[int, float], discarder: int | None, players: int) -> list[int]:
    """Seats in the order their answers land, from each seat's reaction delay: the race's rule
    (:func:`race_order`) before anyone's answer is known (the Expert's play-outs ask each seat in this
    order and the first that wants the card has it).

    >>> landing_order({1: 0.5, 2: 0.2, 3: 0.5}, discarder=0, players=4)
    [2, 1, 3]
    """
    return sorted(delays, key=lambda s: (delays[s], race_rank(s, discarder, players)))


def race_order(bids: Sequence[Bid], discarder: int | None, players: int) -> list[Bid]:
    """Bids in the order they land: smallest delay first, ties by turn order after the discarder."""
    return sorted(bids, key=lambda b: (b.delay, race_rank(b.seat, discarder, players)))
