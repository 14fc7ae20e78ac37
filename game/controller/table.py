"""Run a match in real time for one human seat (or none) and bot seats.

The screen calls :meth:`TableController.update` once a frame with the frame
time and animates the events it returns; it proposes the human's actions
with :meth:`submit` (in turn) and :meth:`slap` (a claim out of turn).  The
controller never decides a rule: it only asks ``state.legal_actions`` and
``state.apply``.  What it adds is time:

* a bot in turn acts after its think time (times the ``think_scale`` setting);
* after a discard others may claim, a claim window stays open for
  ``claim_window`` seconds.  Each bot that could claim decides at once and its
  slap is scheduled at now + its reaction delay; the human's slap is stamped
  with the frame time.  Due slaps are applied in time order: in a battle the
  first wins and a later one, now illegal, is reported as a lost slap.  At the
  deadline the window closes and the seat in turn goes on.
* in priority modes (Seven Bridge's Pons, Hoola's priority option) bots
  answer claim or pass, the human has claim/pass buttons (and passes at the
  deadline), and the engine decides who gets the card.

One loop, no threads, no sleeping: everything happens inside ``update``.
"""
from __future__ import annotations

import heapq
import itertools
import logging
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ai.base import match_decision
from game.defaults import DEFAULTS
from game.engine import Action, Event, IllegalAction
from game.engine.solver import min_points
from game.engine.state import TURN_PHASES
from game.engine.race import race_rank

from .human import HumanSeat, Outcome, is_claim

__all__ = ["ClaimTimer", "ControllerSettings", "OneHand", "Outcome", "TableController"]


@dataclass
class ControllerSettings:
    """The timing settings the controller reads (the settings screen owns them)."""

    think_scale: float = DEFAULTS.think_scale      # bot think time multiplier (0: instant, for tests)
    claim_window: float = DEFAULTS.claim_window    # seconds a claim window stays open


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


@dataclass(order=True)
class _Item:
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


#: Wall time the bots' searches may take in one frame (``update``), seconds: the window stays
#: smooth however strong the opponents.
THINK_SLICE_S = 0.006
#: The delay of a bot that cannot say its own, seconds: slow, so a broken bot never slaps first.
SLOW_DELAY_S = 2.0
#: Overtime a thought may take past its due moment before its best so far is taken, seconds.
THINK_CAP_S = 3.0
#: At normal pace a bot's move that follows its own last one (what it drew, what it laid) waits at least
#: this long, so a newcomer sees each step of its turn (issue 13: a turn of about 1.2 s or more).
FOLLOW_S = 1.2
#: The "training" setting: Easy and Medium slap this many times more slowly, so slapping can be learnt.
TRAINING_LEVELS = ("easy", "medium")
TRAINING_FACTOR = 2.0


#: Kinds a seat whose bot failed is given, first listed first (a game's ``fallback_kinds`` besides)
FALLBACK_KINDS = frozenset({"pass", "draw_stock"})


class TableController(HumanSeat):
    """A match played in real time.  ``bots`` maps seat -> bot; ``human`` is a seat or ``None``."""

    def __init__(self, match: Any, human: int | None, bots: dict[int, Any],
                 settings: Any = None, on_action: Callable[["TableController"], None] | None = None) -> None:
        self.match = match
        self.human = human
        self.bots = dict(bots)
        self.settings = settings if settings is not None else ControllerSettings()
        self.on_action = on_action
        self._seq = itertools.count()
        self._items: list[_Item] = []
        self._outbox: list[Event] = []
        self._plan_key: tuple | None = None
        self._window_key: Any = None        # (id of the hand, id of its claim window): the window held below
        self._window_held: Any = None
        self._pause_key: Any = None
        self.timer: ClaimTimer | None = None
        self._reservation: float | None = None
        self._hold = 0.0
        self._now = 0.0
        self.last_claim: tuple[Any, int] | None = None   # (card, winner) of the last claim won
        self.queued_draw: Action | None = None      # the player's draw asked for while a window was open
        self.log: list[Event] = []
        self.slaps_won = 0      # the human's claim races won in this hand (statistics)
        self.slaps_lost = 0     # ... and lost: another seat slapped first, or the window had closed
        self._warm_up()

    def _warm_up(self) -> None:
        """Build the meld solver's tables for this table's rules now, while the table opens, not in
        the frame where a bot first thinks (a one-off 20-45 ms: the frame bench's worst frame)."""
        state = getattr(self.match, "hand", None)
        rules = getattr(state, "rules", None)
        if rules is not None:
            min_points([], rules)

    # ------------------------------------------------------------------ properties
    @property
    def state(self) -> Any:
        return self.match.hand

    @property
    def hand_over(self) -> bool:
        return self.state.over

    def setting(self, name: str, default: float) -> float:
        try:
            return float(getattr(self.settings, name))
        except (AttributeError, TypeError, ValueError):
            return default

    def legal(self, seat: int | None = None) -> list[Action]:
        """The human's (or ``seat``'s) legal actions now, as the engine lists them."""
        seat = self.human if seat is None else seat
        return [] if seat is None else self.state.legal_actions(seat)

    def window_open(self) -> bool:
        return self.timer is not None

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

    def thinking(self) -> int | None:
        """The bot whose move in turn is pending, if any."""
        for i in self._items:
            if i.kind == "turn":
                return i.seat
        return None

    def answering(self) -> set[int]:
        """Bots whose answer to the open priority window is on its way (:meth:`Session.checkpoint`)."""
        w, key = self.state.window, ("window",) + tuple(self._window_key or ())
        return {i.seat for i in self._items if i.kind == "answer" and i.key == key} if w is not None and \
            self._window_key == (id(self.state), id(w)) else set()

    # ------------------------------------------------------------------ the frame
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

    def _next_item(self, now: float) -> _Item | None:
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

    # ------------------------------------------------------------------ planning
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

    def _open_window(self, w: Any, now: float) -> None:
        length = self.setting("claim_window", DEFAULTS.claim_window)
        human_may = self.human is not None and any(a.kind != "pass" for a in self._claim_options(self.human))
        # a battle window's seats are those whose hidden cards could use the discard: never shown (C-5)
        seats = tuple(w.order) if w.mode == "priority" else ()
        self.timer = ClaimTimer(w.card, w.discarder, w.mode, now, now + length, seats, human_may)
        self._emit(Event("window_open", w.discarder, (w.card,), data={
            "mode": w.mode, "deadline": self.timer.deadline, "seats": seats, "you": human_may}))
        if (w.mode == "priority" and not human_may and self.human is not None and w.waiting(self.human)
                and Action("pass", self.human) in self.state.legal_actions(self.human)):
            self._apply(Action("pass", self.human), now)   # nothing to call with: the player lets it go

    def _fresh_key(self) -> tuple | None:
        """A key for a battle discard just made that the seat in turn has not answered yet."""
        st = self.state
        if (st.over or st.phase != "start" or not st.discard_live or not st.record
                or st.record[-1].kind != "discard" or st.ruleset.claim_mode(st.options) != "battle"):
            return None
        return (id(st), len(st.record))

    def _open_pause(self, now: float) -> None:
        st = self.state
        length = self.setting("claim_window", DEFAULTS.claim_window)
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

    def _plan(self, now: float) -> None:
        st = self.state
        if st.over:
            return
        w = st.window
        timer = self.timer
        scale = self.setting("think_scale", DEFAULTS.think_scale)
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

    def _delay(self, bot: Any, name: str) -> float:
        """A bot's delay; a bot that cannot say is slow (never an instant slap)."""
        try:
            delay = max(0.0, float(getattr(bot, name)()))
            level = getattr(getattr(bot, "level", None), "name", "")
            if name == "reaction_delay" and level in TRAINING_LEVELS and self.setting("training", 0.0):
                delay *= TRAINING_FACTOR         # training: the easier opponents slap more slowly
            return delay
        except (AttributeError, TypeError, ValueError) as e:
            self._emit(Event("bot_error", None, data={"error": f"{name}: {e!r}"}))
            return SLOW_DELAY_S

    def _ask(self, bot: Any, seat: int, legal: Sequence[Action], *, add_pass: bool) -> Action:
        options = list(legal)
        if add_pass and not any(a.kind == "pass" for a in options):
            options.append(Action("pass", seat))
        try:
            choice = bot.choose(self.state.view(seat), tuple(options))
        except Exception as e:  # noqa: BLE001  a bot is a plug-in: its failure must not stop the table
            logging.getLogger(__name__).exception("seat %s's bot failed", seat)
            self._emit(Event("bot_error", seat, data={"error": repr(e)}))
            choice = None
        if choice not in options:
            if choice is not None:
                self._emit(Event("bot_error", seat, data={"error": f"illegal choice {choice}"}))
            choice = self._fallback(options)
        return choice

    def _push(self, due: float, seat: int, action: Action | None, kind: str, key: tuple | None,
              search: Any = None) -> None:
        st = self.state
        rank = race_rank(seat, st.last_discarder, st.players) if kind == "race" else st.players
        heapq.heappush(self._items, _Item(due, rank, next(self._seq), seat, action, kind, key or (), search))

    # ------------------------------------------------------------------ anytime bots
    def _begin(self, bot: Any, seat: int, legal: Sequence[Action], *, add_pass: bool) -> tuple[Any, Any]:
        """A bot's choice now, or, for a bot that thinks over frames (``bot.start``), its search
        begun: ``(action, None)`` or ``(None, search)``."""
        if not hasattr(bot, "start"):
            return self._ask(bot, seat, legal, add_pass=add_pass), None
        options = self._options(seat, legal, add_pass)
        try:
            search = bot.start(self.state.view(seat), tuple(options))
        except (ValueError, AssertionError) as e:     # a broken search must not stop the table
            self._emit(Event("bot_error", seat, data={"error": repr(e)}))
            return self._fallback(options), None
        search.options = options
        if search.done:
            return self._checked(seat, search.best(), options), None
        return None, search

    def _think(self, budget: float) -> None:
        """Step the bots' unfinished searches within ``budget`` seconds, the soonest due first."""
        pending = sorted((i for i in self._items if i.search is not None and not i.search.done),
                         key=lambda i: i.due)
        if not pending:
            return
        t0 = time.perf_counter()
        for item in pending:
            left = budget - (time.perf_counter() - t0)
            if left <= 0:
                return
            item.search.step(left)

    def _resolve(self, item: _Item, now: float) -> bool:
        """Read a thought that fell due.  Unfinished, it is given more frames (the same move on any
        machine); after ``THINK_CAP_S`` of overtime its best so far is taken.  False: not yet."""
        search = item.search
        if not hasattr(search, "fell_due"):
            search.fell_due = item.due
        if not search.done and now - search.fell_due < THINK_CAP_S:
            self._push(now + 1e-3, item.seat, None, item.kind, item.key, search)
            return False
        item.action = self._checked(item.seat, search.finish(), search.options)
        item.search = None
        return True

    def _checked(self, seat: int, choice: Any, options: Sequence[Action]) -> Action:
        if choice not in options:
            self._emit(Event("bot_error", seat, data={"error": f"illegal choice {choice}"}))
            return self._fallback(options)
        return choice

    def _fallback(self, options: Sequence[Action]) -> Action:
        """What a seat whose bot failed does: pass, draw, or a kind the game gives (else the first)."""
        own = self.state.ruleset.fallback_kinds
        return next((a for a in options if a.kind in FALLBACK_KINDS or a.kind in own), options[0])

    @staticmethod
    def _options(seat: int, legal: Sequence[Action], add_pass: bool) -> list[Action]:
        options = list(legal)
        if add_pass and not any(a.kind == "pass" for a in options):
            options.append(Action("pass", seat))
        return options

    # ------------------------------------------------------------------ executing
    def _execute(self, item: _Item, now: float) -> None:
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
                due = max(self.timer.deadline, now + self._delay(bot, "think_time") * self.setting("think_scale", DEFAULTS.think_scale))
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
                self.last_claim = (ev.data.get("card", card), ev.seat)
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

    # ------------------------------------------------------------------ hands
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

    @property
    def over(self) -> bool:
        return self.hand.over

    def record_result(self) -> Any:
        return self.hand.result

    def next_hand(self) -> Any:
        raise ValueError("the match is over")
