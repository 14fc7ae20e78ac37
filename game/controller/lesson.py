"""A lesson played at the real table: the same controller, with the lesson as referee.

:class:`LessonController` is a :class:`~.table.TableController` whose other seats are the lesson's
scripted seats. Every move of the learner's is judged by the :class:`~game.lessons.LessonRun`
before it is applied and recorded after, whichever way it came (a click, a drag, a slap raced
against the scripted seats). A legal move the lesson was not waiting for stands, with the table
held still, until the learner takes it back (the table's Take back: the whole hand as it was before
the move). The verdict of the last move is kept for the screen to explain.

A lesson whose position states its match plays in that match (:class:`~game.lessons.match.LessonMatch`):
the finished hand is booked by the ruleset, and the match's question to the learner (a buy-in) is
answered through :meth:`LessonController.decide`, judged by the lesson like a move.
"""
from __future__ import annotations

from typing import Any

from game.engine import Action, Event
from game.lessons import Lesson, LessonRun, Verdict
from game.lessons.match import lesson_match
from game.lessons.script import PACE_S, scripted_seats

from .human import Outcome, is_claim
from .table import OneHand, TableController


class LessonHand(OneHand):
    """The one hand of a lesson, answering what a table asks a match (no hand played before it, no
    limit or target, the game's partnerships)."""

    hands_played = 0
    max_hands = None
    target = None

    def __init__(self, state: Any) -> None:
        super().__init__(state)
        self.sides = state.ruleset.sides(state.players, state.options)

    @property
    def hand_number(self) -> int:       # type: ignore[override]
        """The hand of its game the lesson's position is set in (House Rummy's melding cost goes by it)."""
        return max(1, int(getattr(self.hand.context, "hand_number", 1) or 1))

    def side_of(self, seat: int) -> tuple[int, ...]:
        return next((side for side in self.sides if seat in side), (seat,))


class LessonController(TableController):
    """The table of one lesson, with the learner at ``lesson.seat``."""

    def __init__(self, lesson: Lesson, lang: str = "en", settings: Any = None, pace: float = PACE_S,
                 start_step: int = 0) -> None:
        from game.engine import from_position
        state = from_position(lesson.position)
        match: Any = lesson_match(state) or LessonHand(state)
        stated = match if not isinstance(match, LessonHand) else None
        self.run = LessonRun(lesson, lang, state_of=lambda: match.hand, match_of=lambda: stated)
        self.run.fast_forward(start_step)
        super().__init__(match, lesson.seat, scripted_seats(self.run, match.players, pace), settings)
        self.verdict: Verdict | None = None     # what the learner's last move did in the lesson

    # ---- the learner's moves ------------------------------------------------------------------------
    def submit(self, action: Action, now: float) -> Outcome:
        refusal = self._refused(action)
        return refusal if refusal is not None else super().submit(action, now)

    def slap(self, *args: Any, **kwargs: Any) -> Outcome:
        if self.run.waiting_take_back:
            return Outcome(False, "take back your last move first")
        return super().slap(*args, **kwargs)

    def decide(self, choice: str) -> None:
        """The learner's answer to the match's question, judged by the lesson (``ValueError`` with the
        reason when there is nothing to answer or the answer is not a choice)."""
        verdict = self.run.judge_choice(choice)
        if verdict.outcome == "refused":
            raise ValueError(verdict.reason or "take back your last move first")
        if verdict.outcome == "finished":
            raise ValueError("there is nothing for you to decide now")
        self.verdict = self.run.answer(choice)

    def _refused(self, action: Action) -> Outcome | None:
        """A move the lesson stops before the table tries it: anything while a move waits to be taken
        back (the rules' own refusals are the table's to say, with the engine's words)."""
        if action.seat == self.human and self.run.waiting_take_back:
            return Outcome(False, "take back your last move first")
        return None

    def _apply(self, action: Action, now: float) -> list[Event]:
        if action.seat != self.human:
            return super()._apply(action, now)
        verdict = self.run.judge(action)
        before = self.state.copy()
        events = super()._apply(action, now)
        self.run.record(verdict, before)
        self.verdict = verdict
        return events

    # ---- taking a move back, and holding the table still meanwhile -------------------------------------
    def _run(self, now: float) -> None:
        """Nobody moves while a move the lesson did not want waits to be taken back, nor once the
        lesson is over (the table stays as the lesson left it)."""
        run = self.run
        if not run.waiting_take_back and not (run.finished and not run.replies):
            self._hold_for_the_learner(now)
            super()._run(now)

    def _hold_for_the_learner(self, now: float) -> None:
        """A step waiting for the learner to claim a discard keeps its window open, however long the
        learner takes to read the prompt: a newcomer must not see the card go while reading what to do
        with it (the play-through of 2026-11-26: the 8♦ of the slap lesson was gone in two seconds,
        and the lesson could not go on)."""
        timer = self.timer
        if timer is None or self._reservation is not None or self.run.replies:
            return
        rules = self.state.ruleset
        if any(is_claim(rules, a) for a in self.run.expected()):
            timer.deadline = max(timer.deadline, now + 1.0)
            self.hold_until(now + 1.0)

    def restore_turn(self, seat: int, now: float, steps: int | None = None) -> Outcome:
        """Take back the move the lesson was not waiting for (the whole hand goes back), or a move
        toward a table the step is building; otherwise the table's own take-back."""
        back = self.run.back_to()
        if back is None:
            return super().restore_turn(seat, now, steps)
        self.run.take_back()
        self.match.hand = back
        self._items.clear()
        self._plan_key = None
        self.timer = None
        self.verdict = None
        return Outcome(True)


__all__ = ["LessonController", "LessonHand"]
