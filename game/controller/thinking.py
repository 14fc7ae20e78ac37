"""Bots' thinking: asking a bot for its move, its delays, and searches stepped over frames.

A bot is a plug-in: a failure, an illegal choice or a delay it cannot say never stops the table
(the seat passes, draws, or does what the game gives; a ``bot_error`` event says so).  An anytime
bot (``bot.start``) is given :data:`THINK_SLICE_S` of wall time a frame, and its thought is read
when it falls due: unfinished, it gets more frames, up to :data:`THINK_CAP_S` of overtime.
"""
from __future__ import annotations

import logging
import time
from typing import Any, Sequence

from game.engine import Action, Event

from .ports import Pace
from .schedule import Item

__all__ = ["BotThinking", "FALLBACK_KINDS", "SLOW_DELAY_S", "THINK_CAP_S", "THINK_SLICE_S", "TRAINING_FACTOR",
           "TRAINING_LEVELS"]

#: Wall time the bots' searches may take in one frame (``update``), seconds: the window stays
#: smooth however strong the opponents.
THINK_SLICE_S = 0.006
#: The delay of a bot that cannot say its own, seconds: slow, so a broken bot never slaps first.
SLOW_DELAY_S = 2.0
#: Overtime a thought may take past its due moment before its best so far is taken, seconds.
THINK_CAP_S = 3.0
#: The "training" setting: Easy and Medium slap this many times more slowly, so slapping can be learnt.
TRAINING_LEVELS = ("easy", "medium")
TRAINING_FACTOR = 2.0


def unlisted_legal(state: Any, choice: Any) -> bool:
    """A move of a kind the game lists only in part (a whole table proposed) that the rules
    accept: a bot may propose one, as a player may."""
    return isinstance(choice, Action) and choice.kind in state.ruleset.partly_listed and state.check(choice) is None


#: Kinds a seat whose bot failed is given, first listed first (a game's ``fallback_kinds`` besides)
FALLBACK_KINDS = frozenset({"pass", "draw_stock"})


class BotThinking:
    """The bots' side of :class:`~.table.TableController` (mixed in: its state, queue and outbox)."""

    settings: Pace
    state: Any
    _items: list[Item]

    def _delay(self, bot: Any, name: str) -> float:
        """A bot's delay; a bot that cannot say is slow (never an instant slap)."""
        try:
            delay = max(0.0, float(getattr(bot, name)()))
            level = getattr(getattr(bot, "level", None), "name", "")
            if name == "reaction_delay" and level in TRAINING_LEVELS and self.settings.training:
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
        if choice not in options and not unlisted_legal(self.state, choice):
            if choice is not None:
                self._emit(Event("bot_error", seat, data={"error": f"illegal choice {choice}"}))
            choice = self._fallback(options)
        return choice

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

    def _resolve(self, item: Item, now: float) -> bool:
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
        if choice not in options and not unlisted_legal(self.state, choice):   # a whole table proposed
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
