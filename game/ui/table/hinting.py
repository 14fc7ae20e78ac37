"""The hint at the table: the Expert's move thought a slice a frame (so the window never waits on it),
lit on the table and said in one sentence; it never plays it.  Mixed into the table scene with its input."""
from __future__ import annotations

import random
from typing import Any

from game.engine import Action

from .. import theme
from ..engine_text import engine_text
from ..i18n import _
from ..persons import readable

#: Wall time a frame gives to thinking about a hint (the frame stays well inside 16 ms).
HINT_SLICE_S = 0.006

#: A hint's line stays this long at most; it goes as soon as the position it was given for moves on
#: (a newcomer reads it while looking for the cards it names: four seconds were too short).
HINT_STAYS_S = 600.0


class TableHints:
    """Mixed into :class:`~.input.TableInput`: asking for a hint, thinking it, showing it, dropping it."""

    def show_hint(self) -> None:
        """The Expert's move now, lit on the table, and why in one sentence; it never plays it.  The
        thought is stepped a slice a frame (:meth:`think_hint`), so the window never waits on it."""
        from ai.coach import explain, start_hint
        if not self.legal:              # a claim out of turn has a hint too (Seven Bridge play-through, F9)
            got = getattr(self, "hint", None)
            if got is not None and self.seat_table.check(got[1]) is None and not self._plan_made(got[1]):
                # half way through the moves a hint gave (a table rearranged by hand is not whole, so
                # nothing is listed): the same hint, from here (the tables play-through, L3)
                self._show_hint(explain(self.view, got[1], random.Random(self.seat_table.moves)))
                return
            blocked = self.end_blocked()
            if blocked and self.seat_table.restorable():     # stuck mid-turn (House Rummy re-check, R9)
                self.anim.message(_("Hint: {blocked}. Or restore the table (U) and start the turn's moves "
                                    "again.").format(blocked=blocked), self.now(), colour=theme.INK, dur=HINT_STAYS_S)
                return
            self.say_error("a hint is for your turn")
            return
        if getattr(self, "hinting", None) is not None:
            return                                   # already thinking about this position
        got = getattr(self, "hint", None)
        if got is not None and got[1].kind in self.seat_table.ruleset.partly_listed and got[1] not in self.legal \
                and self.seat_table.check(got[1]) is None and not self._plan_made(got[1]):
            # a whole table hinted a step at a time: each step is followed by the same plan's next, even where
            # the step left the table whole and a fresh search might choose another (s17-korean L2b); once all
            # of it is made, a fresh hint (it said the log's "힌트: 나: 테이블을 다시 짬", s18-korean)
            self._show_hint(explain(self.view, got[1], random.Random(self.seat_table.moves)))
            return
        given = self.hint_memo.recall(self.seat_table.key[0], self.view)
        if given is not None and self.seat_table.check(given) is None and not self._plan_made(given):
            # the same advice again
            self._show_hint(explain(self.view, given, random.Random(self.seat_table.moves)))
            return
        self.hinting = (self.seat_table.moves, start_hint(self.view, self.legal, seed=self.seat_table.moves))
        self.think_hint()
        if self.hinting is not None:
            self.anim.message(_("Thinking about a hint…"), self.now(), colour=theme.INK_DIM)

    def _plan_made(self, action: Action) -> bool:
        """A whole table hinted and all made: it lays no card from the hand any more (it still checks, as the
        table it asks for is the table now), so ? said "You rearrange the table" where the turn's next move was
        the discard (s18-evening)."""
        if action.kind not in self.seat_table.ruleset.partly_listed:
            return False
        return not self.game_table.plan_left(self.view, action)    # the game says (a card to lay, or to move)

    def think_hint(self, seconds: float | None = None) -> None:
        """One frame's thought about the hint asked for (a slice of :data:`HINT_SLICE_S`, read at each
        call); shown when done, dropped if the position moved on."""
        if seconds is None:
            seconds = HINT_SLICE_S
        got = getattr(self, "hinting", None)
        if got is None:
            return
        key, thinking = got
        if key != self.seat_table.moves or self.seat_table.over:
            self.hinting = None
            return
        thinking.step(seconds)
        if thinking.done:
            self.hinting = None
            self._show_hint(thinking.result())

    def _show_hint(self, h: Any) -> None:
        self.hint = (self.seat_table.moves, h.action)
        self.hint_memo.keep(self.seat_table.key[0], self.view, h.action)
        self.session.assist("hints")
        if h.action.kind in ("meld", "add", "discard") or self.game_table.hint_lights.get(h.action.kind) == "hand":
            # the cards of the hint's first step only, when it names one: "meld 2♠ 2♦ 2♣ first, … and lay 4♠"
            # raised the 4♠ too, and M stayed grey (s18-korean)
            pick = (getattr(h, "numbers", None) or {}).get("pick")
            self.hand.pick_for_hint([c for c in h.action.cards if str(c) in pick] if pick else h.action.cards)
        def words() -> str:
            return _("Hint: {reason}").format(reason=self.personal(engine_text(readable(h.reason), self.who)))
        self.anim.message(words(), self.now(), colour=theme.INK, dur=HINT_STAYS_S)
        self.hint_toast = self.anim.toast
        self._log(words, theme.BLUE)

    def drop_stale_hint(self) -> None:
        """The hint's line leaves the table once the position it was given for has moved on."""
        toast = getattr(self, "hint_toast", None)
        if toast is not None and self.current_hint() is None:
            if self.anim.toast is toast:
                self.anim.toast = None
            self.hint_toast = None

    def current_hint(self) -> Action | None:
        """The hinted action while the position it was given for lasts."""
        got = getattr(self, "hint", None)
        return got[1] if got and got[0] == self.seat_table.moves else None
