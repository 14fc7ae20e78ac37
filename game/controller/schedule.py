"""Scheduling: what each bot will do next and when, as items on one queue in time order.

A bot in turn acts after its think time (times the ``think_scale`` setting); after a discard each
bot that could claim decides at once and its slap is due at now + its reaction delay.  Items fall
due in time order; bids for the same discard due at the same moment are ranked by the engine's
race (:func:`game.engine.race.race_rank`: turn order from the discarder).  A change of the hand
(another seat's move) plans again; races and a priority window's answers outlive it.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass, field
from typing import Any

from game.engine import Action
from game.engine.race import race_rank
from game.engine.state import TURN_PHASES

from .human import is_claim
from .ports import Bot, Pace

__all__ = ["FOLLOW_S", "Item", "Schedule"]


@dataclass(order=True)
class Item:
    """Something a seat will do at ``due``: a bot's move in turn, a slap in a race, an answer."""

    due: float
    #: among bids for the same discard due at the same moment, the engine's race decides
    #: (:func:`game.engine.race.race_rank`: turn order from the discarder); other items rank after
    rank: int
    seq: int
    seat: int = field(compare=False)
    action: Action | None = field(compare=False)
    kind: str = field(compare=False)        # "race", "turn", "answer"
    key: tuple = field(compare=False)       # plan key it belongs to (races: the window's key)
    #: a bot's decision still being thought out (an anytime search), read when the item falls due
    search: Any = field(compare=False, default=None)


#: At normal pace a bot's move that follows its own last one (what it drew, what it laid) waits at least
#: this long, so a newcomer sees each step of its turn (issue 13: a turn of about 1.2 s or more).
FOLLOW_S = 1.2


class Schedule:
    """The queue of :class:`~.table.TableController` (mixed in: its state, bots and timer)."""

    bots: dict[int, Bot]
    settings: Pace
    state: Any
    timer: Any
    _items: list[Item]
    _seq: Any
    _hold: float
    _now: float
    _plan_key: tuple | None
    _window_key: Any
    _window_held: Any
    _pause_key: Any
    _reservation: float | None

    def hold_until(self, t: float) -> None:
        """No bot starts a move in turn before ``t`` (the screen is still animating)."""
        self._hold = max(self._hold, t)

    def next_due(self) -> float | None:
        """When something will next happen without input (for an idle screen's wait)."""
        if any(i.search is not None and not i.search.done for i in self._items):
            return self._now            # a bot is thinking: keep the frames coming
        times = [max(i.due, self._hold) if i.kind == "turn" else i.due for i in self._items]
        if self.timer is not None:
            times.append(self.timer.deadline)
        return min(times) if times else None

    def answering(self) -> set[int]:
        """Bots whose answer to the open priority window is on its way (:meth:`Session.checkpoint`)."""
        w, key = self.state.window, ("window",) + tuple(self._window_key or ())
        return {i.seat for i in self._items if i.kind == "answer" and i.key == key} if w is not None and \
            self._window_key == (id(self.state), id(w)) else set()

    def thinking(self) -> int | None:
        """The bot whose move in turn is pending, if any."""
        for i in self._items:
            if i.kind == "turn":
                return i.seat
        return None

    def _next_item(self, now: float) -> Item | None:
        best = None
        for i in sorted(self._items):
            if i.due > now:
                break
            if self._reservation is not None and i.due >= self._reservation:
                break
            if i.kind == "turn" and now < self._hold:
                continue
            best = i
            break
        return best

    def _key(self) -> tuple:
        st = self.state
        return (id(st), len(st.record), self.timer is not None)

    def _sync(self, now: float) -> None:
        st = self.state
        w = st.window
        if w is not None and self._window_key != (id(st), id(w)):
            self._window_key, self._window_held = (id(st), id(w)), w   # held: its id is not reused meanwhile
            self._open_window(w, now)
        elif w is None and self.timer is not None and (not self.timer.pause or self._pause_key != self._fresh_key()):
            self._close_window(now)
        elif w is None and self.timer is None and self._fresh_key() not in (None, self._pause_key):
            self._pause_key = self._fresh_key()
            self._open_pause(now)
        key = self._key()
        if key == self._plan_key:
            return
        self._plan_key = key
        # races and a priority window's answers outlive a change of plan (another seat's answer)
        self._items = [i for i in self._items
                       if i.kind == "race" or (i.kind == "answer" and i.key == ("window",) + tuple(self._window_key or ()))]
        heapq.heapify(self._items)
        self._plan(now)

    def _plan(self, now: float) -> None:
        st = self.state
        if st.over:
            return
        w = st.window
        timer = self.timer
        scale = self.settings.think_scale
        key = self._plan_key
        # the seats in a turn: the seat in turn, or those a phase of the game's own asks one by one
        turns = st.acting_seats if st.phase in TURN_PHASES or st.ruleset.phase_turns else ()
        for seat, bot in self.bots.items():
            legal = st.legal_actions(seat)
            if not legal:
                continue
            in_turn = seat in turns
            if w is not None and w.mode == "priority":
                if not w.waiting(seat):
                    continue            # wait for the engine to settle the claims
                wkey = ("window",) + tuple(self._window_key or ())
                if any(i.seat == seat and i.kind == "answer" and i.key == wkey for i in self._items):
                    continue            # its answer is on its way
                choice, search = self._begin(bot, seat, legal, add_pass=False)
                self._push(now + self._delay(bot, "reaction_delay"), seat, choice, "answer", wkey, search)
            elif timer is not None and w is not None:     # battle window open
                if in_turn:
                    choice, search = self._begin(bot, seat, legal, add_pass=False)
                    if search is not None or choice.kind == "take_discard":
                        # a take races the claims; an unfinished thought is read at that moment too
                        self._push(now + self._delay(bot, "reaction_delay"), seat, choice, "race", key, search)
                    else:
                        due = max(timer.deadline, now + self._delay(bot, "think_time") * scale)
                        self._push(due, seat, choice, "turn", key)
                else:
                    choice, search = self._begin(bot, seat, legal, add_pass=True)
                    if search is not None or choice.kind != "pass":
                        kind = "race" if seat in w.order else "answer"
                        self._push(now + self._delay(bot, "reaction_delay"), seat, choice, kind, key, search)
            elif in_turn:
                think = self._delay(bot, "think_time")
                if st.phase == "play" and st.record and st.record[-1].seat == seat:
                    think = max(think, FOLLOW_S)     # the next move of the same turn: time to see the last
                due = now + think * scale
                if timer is not None:
                    due = max(due, timer.deadline)   # the same pause whether or not anyone could claim
                choice, search = (None, None) if not hasattr(bot, "start") else \
                    self._begin(bot, seat, legal, add_pass=False)
                self._push(due, seat, choice, "turn", key, search)
            else:   # something out of turn, e.g. big luck the moment the fourth seven arrives
                legal = [a for a in legal if not is_claim(st.ruleset, a)]   # claims only while the window is open
                if not legal:
                    continue
                choice, search = self._begin(bot, seat, legal, add_pass=True)
                if search is not None or choice.kind != "pass":
                    self._push(now + self._delay(bot, "reaction_delay"), seat, choice, "answer", key, search)

    def _push(self, due: float, seat: int, action: Action | None, kind: str, key: tuple | None,
              search: Any = None) -> None:
        st = self.state
        rank = race_rank(seat, st.last_discarder, st.players) if kind == "race" else st.players
        heapq.heappush(self._items, Item(due, rank, next(self._seq), seat, action, kind, key or (), search))
