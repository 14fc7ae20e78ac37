"""The player's side of the table: actions proposed in turn, and slaps of the discard out of turn.

:class:`HumanSeat` is the half of :class:`~.table.TableController` that the screen calls for the
player; the other half (the frame, the bots, the claim windows) is in :mod:`.table`.  An action
in turn is applied at once, waits for an open claim window (a draw), or is refused with the
engine's words; a slap is stamped with the frame time and raced against the bots' slaps.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Any, Sequence

from game.engine import Action, Event, IllegalAction
from game.engine.restore import restorable


@dataclass(frozen=True)
class Outcome:
    """What became of a proposed action.  ``reason`` is the engine's words when refused.

    The events the action caused are not here: they come, once, from the controller's ``update``
    (the one channel the screen animates from)."""

    ok: bool
    reason: str = ""
    queued: bool = False          # a slap waiting for the choice of meld


#: Events that say a seat got the discard it raced for (a game's claiming kinds besides)
TAKING_EVENTS = frozenset({"claim", "take_discard", "claim_called"})


def is_claim(rules: Any, a: Action) -> bool:
    """A claim of the discard out of turn: a meld, or a kind of the game's own that names the card
    (``Ruleset.claiming_kinds``: the online rule's blast or big luck)."""
    return a.kind == "claim" or (bool(a.cards) and a.kind in rules.claiming_kinds)


class HumanSeat:
    """What the player does at the table (mixed into :class:`~.table.TableController`, whose state,
    timer, item queue and outbox it works on)."""

    human: int | None
    timer: Any                      # the open claim window's ClaimTimer, or None
    last_claim: tuple[Any, int, float] | None
    queued_draw: Action | None
    state: Any
    _now: float
    _outbox: list[Event]
    _plan_key: tuple | None
    _reservation: float | None
    _items: list[Any]               # the controller's queue of timed moves (heap by due time)

    def delay_window(self, until: float) -> None:
        """The open claim window starts at ``until`` (the discard is still flying to the pile on the
        screen): its deadline and every seat's answer move by as much, so nobody, bot or player, has
        a head start on a card not yet seen (issue 26, item 11)."""
        t = self.timer
        if t is None or until <= t.opened:
            return
        shift = until - t.opened
        t.opened, t.deadline = until, t.deadline + shift
        for i in self._items:
            i.due += shift
        heapq.heapify(self._items)

    def submit(self, action: Action, now: float) -> Outcome:
        """Propose the human's action.  Refused: the engine's reason, and nothing changes."""
        self._now = now
        st = self.state
        if self.human is None or action.seat != self.human:
            return Outcome(False, "that is not your seat")
        legal = st.legal_actions(self.human)
        w = st.window
        if (action.kind == "draw_stock" and w is not None and w.mode == "priority" and st.current == self.human
                and Action("pass", self.human) in legal):
            # drawing in turn while the discard is still offered: it is let go first, then drawn
            # (if an earlier claim takes the turn instead, the draw is not made)
            self._apply(Action("pass", self.human), now)
            self._run(now)
            if action not in st.legal_actions(self.human):
                return Outcome(True)
            return self.submit(action, now)
        if action not in legal:       # not listed: the engine judges it (a rearranged table, a composed play)
            reason = st.check(action)
            if reason is not None:
                return Outcome(False, reason)
        instant = action.kind in st.ruleset.instant_kinds        # never held back by a claim window
        if self.timer is not None and self.timer.pause and not instant:
            return self._queue_draw(action, now)
        if self.timer is not None and w is not None and w.mode == "battle":
            if action.kind == "take_discard" or is_claim(st.ruleset, action):
                return self._race(action, now)
            if not instant:
                return self._queue_draw(action, now)
        elif w is not None and w.mode == "battle" and action.seat != st.current and is_claim(st.ruleset, action):
            return Outcome(False, "too late: the claim window has closed")
        try:
            self._apply(action, now)
        except IllegalAction as e:
            return Outcome(False, str(e))
        self._run(now)
        return Outcome(True)

    def _queue_draw(self, action: Action, now: float) -> Outcome:
        """The player in turn draws while others may still claim: the draw waits for the window
        (a state, not an error: issue 13, bug 7); anything else is asked to wait."""
        if action.kind == "draw_stock" and action.seat == self.state.current:
            self.queued_draw = action
            return Outcome(True, f"drawing when the others have had their chance ({self.timer.left(now):.1f} s)",
                           queued=True)
        return Outcome(False, f"wait: other players may still claim the discard ({self.timer.left(now):.1f} s)")

    def submit_all(self, actions: Sequence[Action], now: float) -> Outcome:
        """Several of the human's actions at once (cards added one by one): all or nothing.

        Tried first on a copy of the hand, so a refusal leaves the real state unchanged.
        """
        if not actions:
            return Outcome(False, "nothing to do")
        refusal = self.trial_refusal(actions)
        if refusal is not None:
            return Outcome(False, refusal)
        for a in actions:
            out = self.submit(a, now)
            if not out.ok:
                return out
        return Outcome(True)

    def trial_refusal(self, actions: Sequence[Action]) -> str | None:
        """Why these actions, applied one after another, would be refused (None: all would apply),
        tried on a copy of the hand: the table asks it before offering a play to add several cards to."""
        trial = self.state.trial()
        for a in actions:
            try:
                trial.apply(a)
            except IllegalAction as e:
                return str(e)
        return None

    def restore_turn(self, seat: int, now: float, steps: int | None = None) -> Outcome:
        """Take the player's turn back to its start, or to the last card it drew unseen (the engine's
        turn undo; House Rummy's "restore the table"); ``steps``: only that many moves (Undo)."""
        self._now = now
        st = self.state
        if self.human is None or seat != self.human:
            return Outcome(False, "that is not your seat")
        if not st.undo_steps(seat):
            return Outcome(False, "there is nothing of this turn to take back")
        if steps is None and not restorable(st, seat):
            # a game whose restore puts back only moved table cards: say so, or a player who added
            # a card and presses it reads the refusal as wrong (a newcomer's play-test)
            return Outcome(False, "restoring puts back only cards moved on the table, and none were moved this turn")
        if steps is None:
            st.restore_turn(seat)
        else:
            st.undo(seat, min(steps, st.undo_steps(seat)))
        self._emit(Event("restore" if steps is None else "undo", seat))
        self._saved()
        return Outcome(True)

    def _race(self, action: Action, now: float) -> Outcome:
        self._reservation = None
        before = len(self._outbox)
        self._push(now, action.seat, action, "race", self._plan_key or ())
        self._run(now)
        events = self._outbox[before:]
        taking = TAKING_EVENTS | self.state.ruleset.claiming_kinds
        won = any(e.kind in taking and e.seat == self.human for e in events)
        return Outcome(True) if won else Outcome(False, self._lost_reason())

    def _lost_reason(self) -> str:
        if self.last_claim is not None:
            return f"too slow: seat {self.last_claim[1]} slapped first"
        return "too late: the claim window has closed"

    def claim_choices(self) -> list[Action]:
        """The human's ways to use the discard now (claim, or take it in turn)."""
        if self.human is None:
            return []
        return [a for a in self._claim_options(self.human) if a.kind != "pass"]

    def _claimed_just_now(self, now: float) -> bool:
        """Whether the last claim came within a claim window's time of this slap (a race the slap lost):
        a slap at a discard nobody may claim, turns after an old claim, is no race lost (the Korean
        play-through counted one)."""
        return self.last_claim is not None and now - self.last_claim[2] <= self.settings.claim_window

    def slap(self, now: float, action: Action | None = None) -> Outcome:
        """The human slaps the discard at frame time ``now``.

        With ``action`` (or when the card makes exactly one meld) the claim is
        raced at once.  With several choices and no ``action`` the slap holds its
        place in the race (``queued``) until :meth:`finish_slap` names the meld.
        """
        self._now = now
        self._run(now)       # bots due before this frame slap first
        choices = self.claim_choices()
        if self.timer is None or not choices:
            if self.state.window is None and self._claimed_just_now(now):
                self._emit(Event("slap_lost", self.human, data={"winner": self.last_claim[1]}))
                return Outcome(False, self._lost_reason())
            if choices:   # window closed by the deadline, discard still there: an ordinary take
                return self.submit(action or choices[0], now) if action or len(choices) == 1 else \
                    Outcome(False, "choose the meld", queued=False)
            return Outcome(False, "you cannot use this discard")
        if action is None and len(choices) == 1:
            action = choices[0]
        if action is None:
            self._reservation = now
            return Outcome(True, queued=True)
        if self.timer.mode == "priority":
            return self.submit(action, now)
        return self._race(action, now)

    def finish_slap(self, action: Action | None, now: float) -> Outcome:
        """Name the meld of a held slap (``None``: take the slap back)."""
        t = self._reservation
        self._reservation = None
        if action is None or t is None:
            self._run(now)
            return Outcome(False, "slap taken back")
        legal = self.state.legal_actions(action.seat)
        if action not in legal:
            return Outcome(False, self.state.why_illegal(action, legal))
        return self._race_at(action, t, now)

    def _race_at(self, action: Action, t: float, now: float) -> Outcome:
        before = len(self._outbox)
        self._push(t, action.seat, action, "race", self._plan_key or ())
        self._run(now)
        events = self._outbox[before:]
        # (a priority call, ``claim_called``, is not counted a win here: as this has always been)
        taking = (TAKING_EVENTS - {"claim_called"}) | self.state.ruleset.claiming_kinds
        won = any(e.kind in taking and e.seat == self.human for e in events)
        return Outcome(won, "" if won else self._lost_reason())
