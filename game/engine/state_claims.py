"""The claim window after a discard: who may use the card, opening the window, settling
it by priority."""
from __future__ import annotations

from .actions import Event
from .cards import Card
from .state_parts import ClaimWindow, _may_meld_with


class ClaimsMixin:
    """The claim window after a discard. One of the pieces :class:`~game.engine.state.HandState` is made of."""

    def _can_use(self, seat: int, kind: str, window: ClaimWindow) -> bool:
        """Could ``seat`` use the discard under ``window`` (its hand decides; never shown, C-5)?"""
        rs = self.ruleset
        card, need = window.card, rs.take_min_size - 1
        # a claim the hand cannot make a meld with is none (the first question ``_take_options`` asks
        # of a claim's cards): only the game's own window actions are left to ask
        takes = not (kind == "claim" and need > 0 and not card.is_joker
                     and not _may_meld_with(card, self.hands[seat], need))
        saved = self.current, self.window, self.discard_live
        self.current = self.next_seat(window.discarder)
        self.window, self.discard_live = ClaimWindow(card, window.discarder, window.mode, [seat]), True
        try:
            return (takes and bool(self._take_options(seat, kind))) or bool(rs.window_actions(self, seat))
        finally:
            self.current, self.window, self.discard_live = saved

    def open_window(self, discarder: int, card: Card) -> ClaimWindow | None:
        mode = self.ruleset.claim_mode(self.options)
        if mode == "next_only" or (card.is_joker and not self.ruleset.may_take_joker(self.options)):
            return None
        nxt = self.next_seat(discarder)
        seats = self.seats_from(discarder)
        if mode == "priority" and self.setup.get("poll") == "all":
            return ClaimWindow(card, discarder, mode, seats)   # everyone answers: nothing shown (C-5)
        order = []
        asked = ClaimWindow(card, discarder, mode, [])     # what each seat is asked under (read only)
        for s in seats:
            if mode == "battle" and s == nxt:
                continue  # the seat in turn takes the discard in turn
            if self._can_use(s, "take_discard" if s == nxt else "claim", asked):
                order.append(s)
        if not order:
            return None
        return ClaimWindow(card, discarder, mode, order)

    def _resolve_priority(self) -> list[Event]:
        w = self.window
        if w is None or w.mode != "priority":
            return []
        for s in w.order:
            if s in w.passed:
                continue
            if s in w.pending:
                return self._take(w.pending[s])
            return []  # an earlier seat has not decided yet
        # everyone passed: the seat in turn draws; the discard is declined
        self.window = None
        self.discard_live = False
        events = [Event("claims_closed", None)]
        if not self.stock:
            events += self.stock_out()
        return events
