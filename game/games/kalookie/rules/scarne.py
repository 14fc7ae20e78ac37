"""Scarne's East Coast deal (K-15): the joker shown at the cut, and the dealer's choice before play
(``exchange`` a card for the up-card, or ``stand``), a phase of the game's own."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action, Event

if TYPE_CHECKING:
    from game.engine.state import HandState


class KalookieScarneDeal:
    """The deal's hooks, mixed into :class:`~.kalookie.Kalookie`."""

    def setup(self, state: "HandState") -> list[Event]:
        if not state.options.effective().scarne:
            return []
        events: list[Event] = []
        cutter = (state.dealer - 1) % state.players          # the dealer's right-hand player (K-16)
        hand = state.hands[cutter]
        if hand and hand[0].is_joker:                         # the card shown at the cut
            events.append(Event("cut_joker", cutter, (hand[0],)))
        if state.discard:
            state.phase = "exchange"
        return events

    def phase_seats(self, state: "HandState") -> list[int]:
        return [state.dealer] if state.phase == "exchange" else []

    def phase_actions(self, state: "HandState", seat: int) -> list[Action]:
        if state.phase != "exchange" or seat != state.dealer:
            return []
        return [Action("stand", seat)] + [Action("exchange", seat, (c,)) for c in state.hands[seat]]

    def phase_refusal(self, state: "HandState", action: Action) -> str | None:
        return "wait: the dealer may first swap a card for the up-card"

    def _dealer_gate(self, state: "HandState", a: Action) -> str | None:
        if state.phase != "exchange":
            return "the dealer swaps for the up-card only right after the deal"
        if a.seat != state.dealer:
            return "only the dealer may swap for the up-card"
        return None

    def refuse_stand(self, state: "HandState", a: Action) -> str | None:
        return self._dealer_gate(state, a) or ("keeping the hand names no card" if a.cards else None)

    def refuse_exchange(self, state: "HandState", a: Action) -> str | None:
        gate = self._dealer_gate(state, a)
        if gate:
            return gate
        if len(a.cards) != 1:
            return "name the one card you put down in place of the up-card"
        return None if a.cards[0] in state.hands[a.seat] else f"{a.cards[0]} not in hand"

    def _dealer_choice(self, state: "HandState", a: Action) -> list[Event]:
        events: list[Event] = []
        if a.kind == "exchange":
            up = state.discard.pop()
            state.hands[a.seat].remove(a.cards[0])
            state.hands[a.seat].append(up)
            state.discard.append(a.cards[0])
            events.append(Event("exchange", a.seat, a.cards, data={"card": up}))
        else:
            events.append(Event("stand", a.seat))
        return events + state.begin_turn(state.next_seat(state.dealer))
