"""Taking a lesson: the hand of its position, the step the learner is on, and the verdict on each move.

The engine decides what is legal; the lesson decides which legal moves it is waiting for:

* an expected move completes the step: it is applied, the other seats' scripted moves follow, and the
  step's explanation is said;
* another legal move is applied too (the learner sees what it does), with the step's gentle "try…"
  and a take-back waiting: nothing else is accepted until it is taken back;
* a move the rules refuse changes nothing and gets the engine's reason and the step's prompt as the
  pointer to what would work.

A lesson whose position states its match (:mod:`.match`) may go on past the end of its hand: a step
with ``decide`` answers the match's question to the learner (a buy-in), judged the same way
(:meth:`LessonRun.judge_choice`, :meth:`LessonRun.answer`), the other answer taken back too.

No pygame and no clock here: the table drives a :class:`LessonRun` and draws what it says.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from typing import Any, Callable, Literal, Sequence

from game.engine import Action, Card, HandState, from_position

from .course import Lesson, Step
from .match import LessonMatch, lesson_match

Outcome = Literal["done", "continue", "other", "refused", "finished"]


@dataclass(frozen=True)
class Verdict:
    """What a move did in the lesson. ``say``: the step's own words for it in the run's language (its
    explanation after a completed step, its "try…" after another legal move; may be empty: the table
    then says it in words of its own). ``reason``: the engine's reason for a refused move (None while
    a move waits to be taken back: the table asks for the take-back)."""

    outcome: Outcome
    say: str = ""
    events: tuple[Any, ...] = ()
    reason: str | None = None


def same_move(a: Action, b: Action) -> bool:
    """Whether ``a`` is the move ``b`` names: the same kind, seat, target and words, and the same faces
    of cards in any order (which of two equal cards of a two-pack game is not the lesson's point).
    A play of several melds at once (its words say their sizes, ``groups=3,3``) matches whatever
    order its melds were laid in."""
    return (a.kind == b.kind and a.seat == b.seat and a.target == b.target
            and _melds(a) == _melds(b) and _words_but_groups(a) == _words_but_groups(b))


def _faces(cards) -> list[tuple[int, str]]:
    return sorted((c.rank, c.suit) for c in cards)


def _melds(action: Action) -> list[list[tuple[int, str]]]:
    sizes = dict(action.data).get("groups")
    if sizes is None:
        return [_faces(action.cards)]
    out, at = [], 0
    for size in (int(n) for n in sizes.split(",") if n.strip().isdigit()):
        out.append(_faces(action.cards[at:at + size]))
        at += size
    return sorted(out)


def _words_but_groups(action: Action) -> tuple[tuple[str, str], ...]:
    return tuple(kv for kv in action.data if kv[0] != "groups")


class LessonRun:
    """One sitting of a lesson: its hand, the learner's step, and the state to take a move back to.

    Taken alone (tests, :func:`walk`), :meth:`attempt` judges a move, applies it and plays the other
    seats' scripted replies. At the table the controller applies the moves: the table asks
    :meth:`judge` first, tells :meth:`record` once it has applied the move, hands the scripted replies
    to the other seats (:meth:`next_reply`) and reads the hand through ``state_of``."""

    def __init__(self, lesson: Lesson, lang: str = "en", state_of: Callable[[], HandState] | None = None,
                 match_of: Callable[[], LessonMatch | None] | None = None) -> None:
        self.lesson = lesson
        self.lang = lang
        self._own: HandState | None = None if state_of is not None else from_position(lesson.position)
        self._state_of = state_of
        own_match = lesson_match(self._own) if self._own is not None else None
        self._match_of = match_of if match_of is not None else (lambda: own_match)
        self._facts_before: dict[str, Any] | None = None   # the match before an answer waiting to be taken back
        self.index = 0
        self.replies: deque[str] = deque()        # the other seats' scripted moves still to come
        self._before: HandState | None = None   # the state before a move waiting to be taken back
        self._steps_back: list[HandState] = []    # the states before this step's moves toward its table

    @property
    def state(self) -> HandState:
        """The lesson's hand (the table's, when the table plays it)."""
        return self._state_of() if self._state_of is not None else self._own   # type: ignore[return-value]

    @state.setter
    def state(self, value: HandState) -> None:
        self._own = value
        if self.match is not None:
            self.match.hand = value

    @property
    def match(self) -> LessonMatch | None:
        """The match the lesson's position states (None: a lesson of one hand)."""
        return self._match_of()

    # ---- where the learner is ----------------------------------------------------------------------
    @property
    def seat(self) -> int:
        return self.lesson.seat

    @property
    def step(self) -> Step | None:
        """The step the learner is on (None once the lesson is done)."""
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def waiting_take_back(self) -> bool:
        """A legal move the lesson was not waiting for stands until it is taken back."""
        return self._before is not None

    def prompt(self) -> str:
        step = self.step
        return step.prompt(self.lang) if step else ""

    def expected(self) -> list[Action]:
        """The moves that complete the current step now (legal ones only)."""
        step = self.step
        if step is None:
            return []
        out = [a for a in map(self._action, step.expect) if self.state.check(a) is None]
        if step.expect_kinds:
            out += [a for a in self.state.legal_actions(self.seat) if a.kind in step.expect_kinds]
        return out

    # ---- moves ------------------------------------------------------------------------------------------
    def judge(self, action: Action | str) -> Verdict:
        """What the learner's move would do in the lesson; nothing changes."""
        if self.finished:
            return Verdict("finished")
        if isinstance(action, str):
            action = Action.parse(action)
        step = self.step
        assert step is not None
        if self._before is not None:
            return Verdict("refused")
        reason = self.state.check(action)
        if reason is not None:
            return Verdict("refused", reason=reason)
        if step.decide:
            return Verdict("refused", reason="the hand is over")
        if step.until_plays and self._toward(step, action):
            trial = self.state.copy()
            trial.apply(action)
            if self._reached(trial, step):
                return Verdict("done", step.after(self.lang))
            return Verdict("continue")
        if not step.until_plays and self._completes(step, action):
            return Verdict("done", step.after(self.lang))
        return Verdict("other", step.other(self.lang))

    # ---- the match's question between hands --------------------------------------------------------------
    def decision(self) -> Any:
        """The match's question to the learner now (the finished hand booked first), or None."""
        match = self.match
        if match is None or self.state.result is None:
            return None
        match.record_result()
        question = match.pending()
        return question if question is not None and question.seat == self.seat else None

    def judge_choice(self, choice: str) -> Verdict:
        """What answering the match's question with ``choice`` would do in the lesson; nothing changes."""
        if self.finished:
            return Verdict("finished")
        step = self.step
        assert step is not None
        if self._before is not None:
            return Verdict("refused")
        question = self.decision()
        if question is None:
            return Verdict("refused", reason="there is nothing to decide now")
        if choice not in question.choices:
            return Verdict("refused", reason=f"{choice!r} is not one of the choices: {', '.join(question.choices)}")
        if step.decide == choice:
            return Verdict("done", step.after(self.lang))
        return Verdict("other", step.other(self.lang))

    def answer(self, choice: str) -> Verdict:
        """Judge and (when allowed) give the learner's answer to the match's question; another answer than
        the step's waits to be taken back like another move."""
        verdict = self.judge_choice(choice)
        if verdict.outcome in ("refused", "finished"):
            return verdict
        match = self.match
        assert match is not None
        facts = match.facts()
        match.decide(self.seat, choice)
        if verdict.outcome == "other":
            self._facts_before = facts
        self.record(verdict, self.state)
        return verdict

    def record(self, verdict: Verdict, before: HandState) -> None:
        """The table applied a move judged ``verdict``; ``before``: a copy of the hand before it."""
        step = self.step
        if verdict.outcome == "continue":
            self._steps_back.append(before)
        elif verdict.outcome == "other":
            self._before = before
        elif verdict.outcome == "done" and step is not None:
            self.index += 1
            self._steps_back.clear()
            self.replies.extend(step.then)

    def attempt(self, action: Action | str) -> Verdict:
        """Judge and (when legal) apply the learner's move, and play the replies it brings."""
        if isinstance(action, str):
            action = Action.parse(action)
        verdict = self.judge(action)
        if verdict.outcome in ("refused", "finished"):
            return verdict
        before = self.state.copy()
        events = list(self.state.apply(action))
        self.record(verdict, before)
        while self.replies:
            events += self.state.apply(self._action(self.replies.popleft()))
        return replace(verdict, events=tuple(events))

    def fast_forward(self, steps: int) -> None:
        """Take the first ``steps`` steps the lesson's own way, replies included (a lesson left
        half-way starts again where it was left)."""
        while self.index < min(steps, len(self.lesson.steps)):
            step = self.lesson.steps[self.index]
            if step.decide:
                self.answer(step.decide)
                continue
            texts = list(step.expect if step.until_plays else step.expect[:1]) or [str(self.expected()[0])]
            for text in texts:
                action = self._action(text)
                verdict = self.judge(action)
                before = self.state.copy()
                self.state.apply(action)
                self.record(verdict, before)
            while self.replies:
                self.state.apply(self._action(self.replies.popleft()))

    def next_reply(self, seat: int, options: Sequence[Action]) -> Action | None:
        """The scripted move of ``seat`` that comes next, if it is one of ``options`` (the table's
        scripted seats ask this; the move is then theirs to play, and leaves the script)."""
        if not self.replies:
            return None
        move = self._action(self.replies[0])
        if move.seat != seat or move not in options:
            return None
        self.replies.popleft()
        return move

    def back_to(self) -> HandState | None:
        """The hand a take-back returns to (None: nothing to take back)."""
        if self._before is not None:
            return self._before
        return self._steps_back[-1] if self._steps_back else None

    def take_back(self) -> bool:
        """Undo the move the lesson was not waiting for, or else the last move toward this step's
        table (alone: the hand goes back; at the table, the table takes the move back too); False if
        there is none."""
        if self._before is not None:
            back, self._before = self._before, None
            if self._facts_before is not None and self.match is not None:
                self.match.restore(self._facts_before)
            self._facts_before = None
        elif self._steps_back:
            back = self._steps_back.pop()
        else:
            return False
        if self._state_of is None:
            self.state = back
        return True

    def table_reached(self, step: Step) -> bool:
        """Whether every play ``step.until_plays`` names lies on the table (faces in any order)."""
        return self._reached(self.state, step)

    def _reached(self, state: HandState, step: Step) -> bool:
        plays = [sorted((c.rank, c.suit) for c in m.cards) for m in state.view(self.seat).melds]
        return all(sorted((c.rank, c.suit) for c in _cards(want)) in plays for want in step.until_plays)

    def _toward(self, step: Step, action: Action) -> bool:
        """A move that may build the table a step waits for: one of its kinds, or one it names."""
        return action.seat == self.seat and (action.kind in step.expect_kinds or self._completes(step, action))

    # ---- helpers -----------------------------------------------------------------------------------------
    def _completes(self, step: Step, action: Action) -> bool:
        if action.seat != self.seat:
            return False
        if action.kind in step.expect_kinds:
            return True
        return any(same_move(action, self._action(text)) for text in step.expect)

    def action(self, text: str) -> Action:
        """The move a lesson text names, its ``@<card>`` targets resolved on the table as it is now."""
        return self._action(text)

    def _action(self, text: str) -> Action:
        return Action.parse(self.resolve(text))

    def resolve(self, text: str) -> str:
        """``text`` with each ``@<card>`` (the meld that holds that card, e.g. ``@QH``) written as the
        meld's id, since a meld's id depends on the order the learner laid the melds in."""
        words = []
        for word in text.split():
            if word.startswith("@") and not word[1:].isdigit():
                word = f"@{self.meld_holding(word[1:])}"
            words.append(word)
        return " ".join(words)

    def meld_holding(self, face: str) -> int:
        """The id of the meld on the table that holds a card of ``face`` (``QH``); -1 if none does."""
        want = Card.parse(face)
        for meld in self.state.view(self.seat).melds:
            if any(c.rank == want.rank and c.suit == want.suit for c in meld.cards):
                return meld.id
        return -1


def walk(lesson: Lesson) -> LessonRun:
    """Take ``lesson`` the way it names at every step (its first expected move; a step built over
    several moves, its expected moves in order): the course's own check that every position reads
    and every expected move and scripted reply is legal when it comes. Raises ``ValueError`` saying
    which step fails."""
    run = LessonRun(lesson)
    while not run.finished:
        step = run.step
        assert step is not None
        n = run.index + 1
        if step.decide:
            verdict = run.answer(step.decide)
            if verdict.outcome != "done":
                raise ValueError(f"lesson {lesson.id!r}, step {n}: answering {step.decide!r} gave "
                                 f"{verdict.outcome}{': ' + verdict.reason if verdict.reason else ''}")
            continue
        texts = list(step.expect if step.until_plays else step.expect[:1])
        if not texts:
            moves = run.expected()
            if not moves:
                raise ValueError(f"lesson {lesson.id!r}, step {n}: no legal move of {', '.join(step.expect_kinds)}")
            texts = [str(moves[0])]
        for i, text in enumerate(texts):
            move = run.action(text)                       # its targets as the table is now
            reason = run.state.check(move)
            if reason is not None:
                raise ValueError(f"lesson {lesson.id!r}, step {n}: {move} is refused: {reason}")
            try:
                verdict = run.attempt(move)
            except ValueError as e:   # a scripted reply the rules refuse
                raise ValueError(f"lesson {lesson.id!r}, step {n}: a scripted move is refused: {e}") from None
            want = "done" if i == len(texts) - 1 else "continue"
            if verdict.outcome != want:
                raise ValueError(f"lesson {lesson.id!r}, step {n}: {move} gave {verdict.outcome}, not {want}")
    return run


def _cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def final_problems(lesson: Lesson, run: LessonRun) -> list[str]:
    """How the state after ``run`` differs from what ``lesson.final`` says (empty if it holds)."""
    f, st, out = lesson.final, run.state, []
    result = st.result
    if f.over is not None and (result is not None) != f.over:
        out.append(f"the hand is {'not ' if result is None else ''}over")
    if f.winners is not None and (result is None or tuple(result.winners) != f.winners):
        out.append(f"the winners are {None if result is None else tuple(result.winners)}, not {f.winners}")
    if f.table_plays is not None and len(st.view(run.seat).melds) != f.table_plays:
        out.append(f"{len(st.view(run.seat).melds)} plays on the table, not {f.table_plays}")
    match = run.match
    if (f.ledger is not None or f.pool is not None) and match is None:
        out.append("the lesson states no match")
    elif match is not None:
        ledger = tuple(int(match.ledger[s]) for s in range(match.players))
        if f.ledger is not None and ledger != f.ledger:
            out.append(f"the totals are {ledger}, not {f.ledger}")
        if f.pool is not None and match.pool != f.pool:
            out.append(f"the pool holds {match.pool}, not {f.pool}")
    if f.hand is not None:
        have = sorted(str(c).split(".")[0] for c in st.hands[run.seat])
        want = sorted(f.hand.split())
        if have != want:
            out.append(f"the hand holds {' '.join(have)}, not {' '.join(want)}")
    return out


__all__ = ["LessonRun", "Verdict", "final_problems", "same_move", "walk"]
