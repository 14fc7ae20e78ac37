"""Claim timing: the window a discard stays open for claims, on the controller's clock.

After a discard others may claim, the window stays open for the ``claim_window`` setting's seconds
(:class:`ClaimTimer`, which the screen draws as a shrinking ring).  A battle discard nobody can
claim pauses the table just as long, so the pace never tells whether a hidden hand could have.
At the deadline the window closes and the seat in turn goes on (a draw asked for meanwhile is made).
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Any

from game.engine import Action, Event

from .human import is_claim
from .ports import Pace
from .schedule import Item

__all__ = ["ClaimTimer", "ClaimWindows"]


@dataclass
class ClaimTimer:
    """The controller's side of an open claim window (for the shrinking ring)."""

    card: Any
    discarder: int
    mode: str
    opened: float
    deadline: float
    seats: tuple[int, ...]
    human_may: bool
    #: a pause after a battle discard nobody can claim: kept so that the table's pace never
    #: tells whether some hidden hand could have claimed it
    pause: bool = False

    def left(self, now: float) -> float:
        return max(0.0, self.deadline - now)

    def fraction(self, now: float) -> float:
        span = self.deadline - self.opened
        return 0.0 if span <= 0 else max(0.0, min(1.0, (self.deadline - now) / span))


class ClaimWindows:
    """The claim windows of :class:`~.table.TableController` (mixed in; its state, outbox and
    item queue)."""

    human: int | None
    settings: Pace
    state: Any
    timer: ClaimTimer | None
    queued_draw: Action | None
    _items: list[Item]
    _reservation: float | None

    def _open_window(self, w: Any, now: float) -> None:
        length = self.settings.claim_window
        human_may = self.human is not None and any(a.kind != "pass" for a in self._claim_options(self.human))
        # a battle window's seats are those whose hidden cards could use the discard: never shown (C-5)
        seats = tuple(w.order) if w.mode == "priority" else ()
        self.timer = ClaimTimer(w.card, w.discarder, w.mode, now, now + length, seats, human_may)
        self._emit(Event("window_open", w.discarder, (w.card,), data={
            "mode": w.mode, "deadline": self.timer.deadline, "seats": seats, "you": human_may}))
        if (w.mode == "priority" and not human_may and self.human is not None and w.waiting(self.human)
                and Action("pass", self.human) in self.state.legal_actions(self.human)):
            self._apply(Action("pass", self.human), now)   # nothing to call with: the player lets it go

    def extend_window(self, seconds: float, now: float | None = None) -> None:
        """The open claim window waits ``seconds`` while the player reads the table's first-time tip on
        claiming: its deadline and every move the bots have planned from ``now`` on come that much later,
        as if the table had paused (reading the tip had cost the slap, and with only the deadline held a bot
        still slapped 1.2 s in: s17-evening, s17-recheck).  A window the player cannot claim in, or a
        pause, is not held."""
        t = self.timer
        if t is None or not t.human_may or t.pause or seconds <= 0:
            return
        t.deadline += seconds
        start = t.opened if now is None else now
        for item in self._items:
            if item.due >= start:
                item.due += seconds
        heapq.heapify(self._items)

    def _fresh_key(self) -> tuple | None:
        """A key for a battle discard just made that the seat in turn has not answered yet, when a pause
        after it could hide anything: a hand hidden from the player, other than the discarder's, that
        might have claimed it (two players, the player next: none, and no pause before every turn)."""
        st = self.state
        if (st.over or st.phase != "start" or not st.discard_live or not st.record
                or st.record[-1].kind != "discard" or st.ruleset.claim_mode(st.options) != "battle"):
            return None
        hidden = [s for s in range(st.players)
                  if st.active[s] and s not in (st.last_discarder, self.human)]
        if self.human is not None and not hidden:
            return None
        return (id(st), len(st.record))

    def _open_pause(self, now: float) -> None:
        st = self.state
        length = self.settings.claim_window
        card = st.discard[-1]
        self.timer = ClaimTimer(card, st.last_discarder, "battle", now, now + length, (), False, pause=True)
        self._emit(Event("window_open", st.last_discarder, (card,), data={
            "mode": "battle", "deadline": self.timer.deadline, "seats": (), "you": False}))

    def _close_window(self, now: float) -> None:
        t = self.timer
        self.timer = None
        self._reservation = None
        # slaps timed after the deadline never happened; earlier ones, beaten by a claim, are lost
        limit = t.deadline if t is not None else now
        self._items = [i for i in self._items if i.kind != "race" or i.due <= limit]
        heapq.heapify(self._items)
        st = self.state
        w = st.window
        if w is not None and w.mode == "priority" and self.human is not None and not st.over \
                and st.current != self.human:
            # out of turn, no answer by the deadline is a pass; the player in turn keeps the choice
            # of taking the discard in turn or drawing (their draw passes first: see submit)
            if any(a.kind == "pass" for a in st.legal_actions(self.human)):
                self._apply(Action("pass", self.human), now)
        if t is not None:
            self._emit(Event("window_close", None, (t.card,)))
        queued, self.queued_draw = self.queued_draw, None
        if queued is not None and not st.over and queued in st.legal_actions(queued.seat):
            self._apply(queued, now)               # the draw the player asked for during the wait

    def _claim_options(self, seat: int) -> list[Action]:
        """What ``seat`` may do with the discard out of the ordinary turn (claims, takes, passes)."""
        st = self.state
        if st.window is None:
            return []
        return [a for a in st.legal_actions(seat) if a.kind in ("pass", "take_discard") or is_claim(st.ruleset, a)]
