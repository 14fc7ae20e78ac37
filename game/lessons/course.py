"""A game's course of lessons, as data: what a lesson is, and reading one from its file.

A lesson is a stated position (the engine's position text) and a list of steps. Each step says what
to ask the learner (in both languages), which cards or places to light up, which actions complete it
(the engine's check decides legality; the lesson only says which legal moves it is waiting for), what
to say if the learner makes another legal move, what to explain afterwards, and the moves the other
seats make before the next step (scripted, so a lesson plays the same every time).

Each game keeps its course in ``game/games/<game>/lessons.toml`` beside its words, and its
``lessons`` module registers it (:data:`COURSES`), so a new game brings its own course and this
module names no game.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from game.engine.registry import Registry

#: the languages a lesson's words are written in; English is the fallback
LANGUAGES: tuple[str, ...] = ("en", "ko")

#: the places a step may light up besides cards (``"hand:7H 8H"``, ``"table:@QH"`` (the meld holding the Q♥), ``"button:knock"``)
PLACES: tuple[str, ...] = ("stock", "discard", "hand", "table", "button", "score", "panel")


class CourseError(ValueError):
    """A course file that does not read, with where and why."""


@dataclass(frozen=True)
class Words:
    """One text in each language (English always present)."""

    en: str
    ko: str = ""

    def __call__(self, lang: str) -> str:
        """The text in ``lang``, or the English one when the course has none in that language."""
        return (self.ko or self.en) if lang == "ko" else self.en


NO_WORDS = Words("")


@dataclass(frozen=True)
class Step:
    """One thing the learner does.

    ``expect``: action texts (the learner's seat number first, as ``Action.parse`` reads them); any one
    of them completes the step, a meld's cards in any order. ``expect_kinds``: or any legal action of
    these kinds. ``then``: the other seats' moves after the step, applied in order. ``light``: places
    to light up (see :data:`PLACES`), e.g. ``"hand:7H 8H 9H"`` or ``"stock"``. ``until_plays``: a step
    done in several moves (rearranging a table): it is complete once every play named lies on the
    table; meanwhile any legal move of ``expect_kinds`` (or named in ``expect``, the lesson's own way,
    in order) is taken, one at a time, and can be taken back. ``decide``: a step taken between hands,
    answering the match's question to the learner (a buy-in) with this choice (``"buy"``)."""

    prompt: Words
    expect: tuple[str, ...] = ()
    expect_kinds: tuple[str, ...] = ()
    light: tuple[str, ...] = ()
    other: Words = NO_WORDS
    after: Words = NO_WORDS
    then: tuple[str, ...] = ()
    until_plays: tuple[str, ...] = ()
    decide: str = ""


@dataclass(frozen=True)
class Final:
    """What the lesson leaves, checked by the tests: whether the hand is over, who won, how many plays
    lie on the table, the cards left in the learner's hand; and of a lesson that states its match, each
    seat's total and the pool after it (``None``: not checked)."""

    over: bool | None = None
    winners: tuple[int, ...] | None = None
    table_plays: int | None = None
    hand: str | None = None
    ledger: tuple[int, ...] | None = None
    pool: int | None = None


@dataclass(frozen=True)
class Lesson:
    """A stated position and the steps taken from it, as seat ``seat``."""

    id: str
    title: Words
    intro: Words
    position: str
    steps: tuple[Step, ...]
    seat: int = 0
    final: Final = Final()
    version: str = ""   # the game version the lesson teaches ("" = every version), for the menu


@dataclass(frozen=True)
class Course:
    """A game's lessons, in the order they are taken, and what to say when the course is done."""

    game: str
    title: Words
    lessons: tuple[Lesson, ...]
    done: Words = NO_WORDS

    def lesson(self, lesson_id: str) -> Lesson:
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise KeyError(lesson_id)


#: every game's course by game name (layer ``lessons``: ``game/games/<game>/lessons.py`` registers it)
COURSES: Registry[Course] = Registry("lessons", "game's course of lessons")


def register_course(game: str, path: Path) -> Course:
    """Read ``path`` and keep it as ``game``'s course (a game's ``lessons`` module does this)."""
    course = read_course(game, path)
    COURSES.add(game, course)
    return course


def course_for(game: str) -> Course | None:
    """``game``'s course, or None if it has none."""
    return COURSES.get(game)


# ---- reading ----------------------------------------------------------------------------------------

def read_course(game: str, path: Path) -> Course:
    """The course in the TOML file ``path``; :class:`CourseError` says where it does not read."""
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise CourseError(f"{path}: {e}") from None
    return parse_course(game, data, where=str(path))


def parse_course(game: str, data: Mapping[str, Any], where: str = "course") -> Course:
    lessons = data.get("lesson")
    if not isinstance(lessons, list) or not lessons:
        raise CourseError(f"{where}: no [[lesson]] tables")
    parsed = tuple(_lesson(item, f"{where}, lesson {i + 1}") for i, item in enumerate(lessons))
    ids = [lesson.id for lesson in parsed]
    if len(set(ids)) != len(ids):
        raise CourseError(f"{where}: two lessons share an id")
    return Course(game, _words(data.get("title"), f"{where}: title"), parsed,
                  _words(data.get("done", ""), f"{where}: done"))


def _words(value: Any, where: str) -> Words:
    if isinstance(value, str):
        return Words(value)
    if isinstance(value, Mapping) and isinstance(value.get("en"), str):
        unknown = set(value) - set(LANGUAGES)
        if unknown:
            raise CourseError(f"{where}: unknown language {sorted(unknown)[0]!r}")
        ko = value.get("ko", "")
        if not isinstance(ko, str):
            raise CourseError(f"{where}: the Korean text is not text")
        return Words(value["en"], ko)
    raise CourseError(f"{where}: expected text, or a table with en and ko")


def _texts(value: Any, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    raise CourseError(f"{where}: expected a list of texts")


def _lesson(item: Any, where: str) -> Lesson:
    if not isinstance(item, Mapping):
        raise CourseError(f"{where}: not a table")
    lesson_id = item.get("id")
    position = item.get("position")
    if not isinstance(lesson_id, str) or not lesson_id:
        raise CourseError(f"{where}: no id")
    if not isinstance(position, str) or not position.strip():
        raise CourseError(f"{where}: no position")
    steps = item.get("step")
    if not isinstance(steps, list) or not steps:
        raise CourseError(f"{where}: no [[lesson.step]] tables")
    seat = item.get("seat", 0)
    if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
        raise CourseError(f"{where}: seat must be a whole number")
    return Lesson(lesson_id, _words(item.get("title"), f"{where}: title"),
                  _words(item.get("intro", ""), f"{where}: intro"), " ".join(position.split()),
                  tuple(_step(s, f"{where}, step {i + 1}") for i, s in enumerate(steps)), seat,
                  _final(item.get("final", {}), f"{where}: final"), str(item.get("version", "")))


def _step(item: Any, where: str) -> Step:
    if not isinstance(item, Mapping):
        raise CourseError(f"{where}: not a table")
    known = {"prompt", "expect", "expect_kinds", "light", "other", "after", "then", "until_plays", "decide"}
    unknown = set(item) - known
    if unknown:
        raise CourseError(f"{where}: unknown key {sorted(unknown)[0]!r}")
    step = Step(_words(item.get("prompt"), f"{where}: prompt"), _texts(item.get("expect"), f"{where}: expect"),
                _texts(item.get("expect_kinds"), f"{where}: expect_kinds"),
                _texts(item.get("light"), f"{where}: light"), _words(item.get("other", ""), f"{where}: other"),
                _words(item.get("after", ""), f"{where}: after"), _texts(item.get("then"), f"{where}: then"),
                _texts(item.get("until_plays"), f"{where}: until_plays"), item.get("decide", ""))
    if not isinstance(step.decide, str):
        raise CourseError(f"{where}: decide names one choice")
    if not step.expect and not step.expect_kinds and not step.decide:
        raise CourseError(f"{where}: says neither expect, expect_kinds nor decide")
    for place in step.light:
        if place.split(":", 1)[0] not in PLACES:
            raise CourseError(f"{where}: cannot light up {place!r}")
    return step


def _final(item: Any, where: str) -> Final:
    if not isinstance(item, Mapping):
        raise CourseError(f"{where}: not a table")
    winners, ledger = item.get("winners"), item.get("ledger")
    return Final(item.get("over"), tuple(winners) if isinstance(winners, list) else None,
                 item.get("table_plays"), item.get("hand"), tuple(ledger) if isinstance(ledger, list) else None,
                 item.get("pool"))


__all__ = ["COURSES", "Course", "CourseError", "Final", "LANGUAGES", "Lesson", "PLACES", "Step", "Words",
           "course_for", "parse_course", "read_course", "register_course"]
