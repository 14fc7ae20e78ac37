"""What one seat may see (rule C-5): its own hand and the public table, nothing else.

A view holds plain values only (card tuples, ints, strings): no reference
to the state, the stock order or another seat's hand, so a bot or a screen
given a view cannot reach hidden cards however it digs.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import Card
from .melds import MeldRules
from .result import Result

if TYPE_CHECKING:
    from .state import HandState


@dataclass(frozen=True)
class MeldView:
    id: int
    owner: int
    cards: tuple[Card, ...]
    kind: str | None


@dataclass(frozen=True)
class PlayerView:
    """One seat's view of a hand.  ``history`` is the public action record."""

    game: str
    seat: int
    players: int
    phase: str
    current: int
    dealer: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    melds: tuple[MeldView, ...]
    discard: tuple[Card, ...]
    stock_count: int
    active: tuple[bool, ...]
    has_turned: tuple[bool, ...]
    melded: tuple[bool, ...]
    laid_any: tuple[bool, ...]
    claim_card: Card | None
    claim_from: int | None
    legal: tuple[Action, ...]
    history: tuple[Action, ...]
    rules: MeldRules
    options: Any
    taken_card: Card | None
    result: Result | None

    @property
    def top_discard(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and self.phase in ("start", "play")


def make_view(state: "HandState", seat: int) -> PlayerView:
    w = state.window
    result = state.result
    return PlayerView(
        game=state.game, seat=seat, players=state.players, phase=state.phase,
        current=state.current, dealer=state.dealer,
        hand=tuple(state.hands[seat]) if 0 <= seat < state.players else (),
        hand_counts=tuple(len(h) for h in state.hands),
        melds=tuple(MeldView(m.id, m.owner, tuple(m.cards), m.kind) for m in state.melds),
        discard=tuple(state.discard), stock_count=len(state.stock),
        active=tuple(state.active), has_turned=tuple(state.has_turned),
        melded=tuple(state.melded_from_hand), laid_any=tuple(state.laid_any),
        claim_card=w.card if w is not None else None,
        claim_from=w.discarder if w is not None else None,
        legal=tuple(state.legal_actions(seat)),
        history=tuple(_public(a, state, seat) for a in state.record),
        rules=state.rules, options=state.options,
        taken_card=state.taken_card if state.current == seat else None,
        result=result,
    )


def _public(a: Action, state: "HandState", seat: int) -> Action:
    """The action as ``seat`` may see it in the record.

    Draws name no card and a drop-out carries none.  A claim or take that did not
    win (priority claims: an earlier seat took the card) laid nothing: the cards it
    named from the claimer's hand are still there, hidden, so they are left out.
    """
    if a.kind in ("claim", "take_discard") and a.seat != seat:
        hidden = state.hands[a.seat]
        if any(c in hidden for c in a.cards):
            return Action(a.kind, a.seat, tuple(c for c in a.cards if c not in hidden), a.target)
    return a
