"""Run a match in real time for one human seat (or none) and bot seats.

The screen calls :meth:`TableController.update` once a frame with the frame
time and animates the events it returns: that is the one channel for events
(an :class:`~.human.Outcome` says only whether a proposed action was taken).
It proposes the human's actions with :meth:`submit` (in turn) and
:meth:`slap` (a claim out of turn).  The controller never decides a rule: it
only asks ``state.legal_actions`` and ``state.apply``.  What it adds is time,
in modules of one idea each, mixed into :class:`TableController`:

* :mod:`.schedule`: what each bot does next and when (a bot in turn after its
  think time, times the ``think_scale`` setting; a slap at now + its reaction
  delay), one queue in time order, ties between bids ranked by the engine's race;
* :mod:`.claims`: the claim window, open ``claim_window`` seconds after a
  discard; in a battle the first slap wins and a later one is reported as a
  lost slap; in priority modes (Seven Bridge's Pons, Hoola's priority option)
  bots answer claim or pass and the engine decides who gets the card;
* :mod:`.thinking`: asking the bots, their delays, searches stepped over frames;
* :mod:`.human`: the player's actions and slaps.

One loop, no threads, no sleeping: everything happens inside ``update``.
"""
from __future__ import annotations

import heapq
import itertools
import time

from typing import Any

from ai.base import match_decision
from game.defaults import DEFAULTS
from game.engine import Action, Event, IllegalAction
from game.engine.solver import min_points

from .claims import ClaimTimer, ClaimWindows
from .human import HumanSeat, Outcome
from .ports import Bot, Pace, Played, Table
from .schedule import Item, Schedule
from .seat import SeatTable
from .thinking import THINK_SLICE_S, BotThinking

__all__ = ["ClaimTimer", "OneHand", "Outcome", "TableController"]


class TableController(HumanSeat, Schedule, ClaimWindows, BotThinking):
    """A match played in real time.  ``bots`` maps seat -> bot; ``human`` is a seat or ``None``."""

    def __init__(self, match: Table, human: int | None, bots: dict[int, Bot],
                 settings: Pace | None = None, on_action: Played | None = None) -> None:
        self.match = match
        self.human = human
        self.bots = dict(bots)
        #: the pace: read live each time (the session hands on a changed value)
        self.settings: Pace = settings if settings is not None else DEFAULTS
        self.on_action = on_action
        self._seq = itertools.count()
        self._items: list[Item] = []
        self._outbox: list[Event] = []
        self._plan_key: tuple | None = None
        self._window_key: Any = None        # (id of the hand, id of its claim window): the window held below
        self._window_held: Any = None
        self._pause_key: Any = None
        self.timer: ClaimTimer | None = None
        self._reservation: float | None = None
        self._hold = 0.0
        self._now = 0.0
        #: (card, winner, when) of the last claim won
        self.last_claim: tuple[Any, int, float] | None = None
        self.queued_draw: Action | None = None      # the player's draw asked for while a window was open
        self.log: list[Event] = []
        self.slaps_won = 0      # the human's claim races won in this hand (statistics)
        self.slaps_lost = 0     # ... and lost: another seat slapped first, or the window had closed
        #: the hand as the human's seat may see and ask it: what the screen is given
        self.seat_table = SeatTable(lambda: self.match.hand, -1 if human is None else human)
        self._warm_up()

    def _warm_up(self) -> None:
        """Build the meld solver's tables for this table's rules now, while the table opens, not in
        the frame where a bot first thinks (a one-off 20-45 ms: the frame bench's worst frame)."""
        state = getattr(self.match, "hand", None)
        rules = getattr(state, "rules", None)
        if rules is not None:
            min_points([], rules)

    @property
    def state(self) -> Any:
        return self.match.hand

    @property
    def hand_over(self) -> bool:
        return self.state.over

    def legal(self, seat: int | None = None) -> list[Action]:
        """The human's (or ``seat``'s) legal actions now, as the engine lists them."""
        seat = self.human if seat is None else seat
        return [] if seat is None else self.state.legal_actions(seat)

    def window_open(self) -> bool:
        return self.timer is not None

    def update(self, now: float) -> list[Event]:
        """Advance to ``now``: think a slice, apply what is due, in time order.  Returns the events
        since last call."""
        self._now = now
        self._think(THINK_SLICE_S)
        self._run(now)
        out, self._outbox = self._outbox, []
        return out

    def _run(self, now: float) -> None:
        for _ in range(10_000):
            if self.state.over:
                self._items.clear()
                self.timer = None
                return
            self._sync(now)
            if self._reservation is not None and self.timer is not None and now > self.timer.deadline + 15:
                self._reservation = None     # a held slap nobody finished
            item = self._next_item(now)
            deadline = self.timer.deadline if self.timer is not None else None
            if deadline is not None and deadline <= now and self._reservation is None and (
                    item is None or item.due > deadline):
                self._close_window(now)
                continue
            if item is None:
                return
            self._items.remove(item)
            heapq.heapify(self._items)
            self._execute(item, now)
        raise RuntimeError("controller loop did not settle")  # pragma: no cover

    def play_on(self, wall_s: float) -> bool:
        """Play the hand on with no frames, for a table that only bots can move (the player is out of
        the match): each thought is finished at once and the clock jumps to the next thing due, so the
        bots' delays and claim races come out as they would in real time, only sooner.  Stops after
        ``wall_s`` seconds of work; True once the hand is over.  Its events are not shown."""
        t0 = time.perf_counter()
        now = self._now
        while not self.state.over and time.perf_counter() - t0 < wall_s:
            self._sync(now)
            for item in list(self._items):
                if item.search is not None and not item.search.done:
                    item.search.step(None)
            due = self.next_due()
            if due is None:
                break                    # someone who is not a bot must move: not a table to play on
            now = self._now = max(now, due, self._hold)
            self._run(now)
        self._outbox.clear()
        return self.state.over

    def _execute(self, item: Item, now: float) -> None:
        st = self.state
        if item.search is not None:
            if item.key != self._plan_key and item.kind not in ("race", "answer"):
                return  # stale: the turn it was for has passed
            if not self._resolve(item, now):
                return
            if item.action.kind == "pass" and item.kind in ("race", "answer") and \
                    item.action not in st.legal_actions(item.seat):
                return  # it lets the discard go: silence
            if item.kind == "race" and item.action.seat == st.current and item.action.kind != "take_discard" \
                    and self.timer is not None:
                # the seat in turn thought of another move than the take: it waits for the window
                bot = self.bots[item.seat]
                due = max(self.timer.deadline, now + self._delay(bot, "think_time") * self.settings.think_scale)
                self._push(due, item.seat, item.action, "turn", item.key)
                return
        action = item.action
        if item.kind == "turn" and action is None:
            bot = self.bots[item.seat]
            legal = st.legal_actions(item.seat)
            if not legal:
                return
            action = self._ask(bot, item.seat, legal, add_pass=False)
        assert action is not None
        if item.kind == "race":
            if action not in st.legal_actions(action.seat):
                winner = self.last_claim[1] if self.last_claim else None
                self._emit(Event("slap_lost", action.seat, action.cards, data={"winner": winner}))
                return
        elif item.kind == "answer" and item.key and item.key[0] == "window":
            if action not in st.legal_actions(action.seat):
                return  # the window it answered is gone
        elif item.key != self._plan_key and item.kind != "race":
            return  # stale
        try:
            self._apply(action, now)
        except IllegalAction as e:
            self._emit(Event("bot_error", action.seat, data={"error": str(e)}))

    def _apply(self, action: Action, now: float) -> list[Event]:
        st = self.state
        card = st.top_discard
        events = st.apply(action)
        for ev in events:
            if ev.kind == "claim" or (ev.kind == "take_discard" and self.timer is not None):
                self.last_claim = (ev.data.get("card", card), ev.seat, now)
            if ev.kind == "claim" and self.human is not None and ev.seat == self.human:
                self.slaps_won += 1        # counted before on_action, so the autosave has it
        for ev in events:
            self._emit(ev)
        self._saved()
        return events

    def _emit(self, ev: Event) -> None:
        if ev.kind == "slap_lost" and self.human is not None and ev.seat == self.human:
            self.slaps_lost += 1
        shown = ev.for_seat(self.human) if self.human is not None else ev.for_seat(-1)
        self._outbox.append(shown)
        self.log.append(shown)
        if len(self.log) > 200:
            del self.log[:100]

    def _saved(self) -> None:
        """Tell the session a move was made (it saves the game); a failed save never stops play."""
        if self.on_action is not None:
            try:
                self.on_action(self)
            except (OSError, ValueError) as e:
                self._emit(Event("save_error", None, data={"error": repr(e)}))

    def pending_decision(self) -> Any:
        """The player's question between hands (a buy-in), once the bots have answered theirs;
        ``None`` when there is nothing for the player to decide."""
        match = self.match
        if not hasattr(match, "pending") or match.hand.result is None:
            return None
        match.record_result()
        while (d := match.pending()) is not None and d.seat in self.bots:
            match.decide(d.seat, match_decision(self.bots[d.seat], d, match.context()))
        return match.pending()

    def decide(self, choice: str) -> None:
        """The player's answer to :meth:`pending_decision` (``ValueError`` if it is not allowed)."""
        d = self.pending_decision()
        if d is None or d.seat != self.human:
            raise ValueError("there is nothing for you to decide now")
        self.match.decide(d.seat, choice)

    def next_hand(self) -> Any:
        """Book the finished hand and deal the next (``ValueError`` when the match is over, or while
        the player has a question between hands to answer)."""
        if self.pending_decision() is not None:
            raise ValueError("answer the question before the next hand")
        st = self.match.next_hand()
        self._items.clear()
        self.timer = None
        self._plan_key = None
        self._window_key = None
        self._reservation = None
        self.last_claim = None
        self.queued_draw = None
        self.slaps_won = self.slaps_lost = 0
        self._emit(Event("new_hand", st.dealer))
        for ev in getattr(st, "setup_events", []) or []:
            self._emit(ev)
        return st



class OneHand:
    """A single dealt hand that looks like a match to the controller (tests, rule demos)."""

    def __init__(self, state: Any) -> None:
        self.hand = state
        self.players = state.players
        self.game = state.game
        self.ledger: dict[int, Any] = {s: 0 for s in range(state.players)}
        self.results: list[Any] = []

    #: its one hand is the first, played or finished (as :attr:`Match.hand_number` says of a match's)
    hand_number = 1

    @property
    def over(self) -> bool:
        return self.hand.over

    def record_result(self) -> Any:
        return self.hand.result

    def next_hand(self) -> Any:
        raise ValueError("the match is over")
