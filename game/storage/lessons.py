"""How far the player has come in each game's course: ``lessons.json`` in the data folder.

For each game: the lessons finished, and for a lesson left half-way the step to start again from
(a lesson can be left and resumed). Unknown games and lessons are kept as they are (a course may
grow). A damaged file is set aside as ``lessons.json.bad`` and progress starts again; an entry that
does not read is left out and the rest is kept.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import atomic
from .paths import Paths

FILE = "lessons.json"
WHAT = "lesson progress"
FALLBACK = "the lessons start again from the first"
VERSION = 1


@dataclass
class CourseProgress:
    """One game's course: the lessons done, and the step reached in lessons left half-way."""

    done: list[str] = field(default_factory=list)
    at: dict[str, int] = field(default_factory=dict)

    def finish(self, lesson_id: str) -> None:
        if lesson_id not in self.done:
            self.done.append(lesson_id)
        self.at.pop(lesson_id, None)

    def leave(self, lesson_id: str, step: int) -> None:
        """Remember that the lesson was left before step ``step`` (0 = not started: forget it)."""
        if step > 0:
            self.at[lesson_id] = step
        else:
            self.at.pop(lesson_id, None)


@dataclass
class LessonProgress:
    """Every game's course progress, by game name."""

    courses: dict[str, CourseProgress] = field(default_factory=dict)
    #: the games whose course was offered when the player first started one (offered once)
    offered: list[str] = field(default_factory=list)

    def of(self, game: str) -> CourseProgress:
        return self.courses.setdefault(game, CourseProgress())

    def started(self, game: str) -> bool:
        """Whether the player has taken or begun any lesson of ``game``."""
        c = self.courses.get(game)
        return c is not None and bool(c.done or c.at)

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, "offered": list(self.offered),
                "courses": {g: {"done": list(c.done), "at": dict(c.at)} for g, c in self.courses.items()}}


def _ids(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str) and v] if isinstance(value, list) else []


def _steps(value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        return {}
    return {k: v for k, v in value.items()
            if isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and 0 < v < 1000}


def from_json(data: Any) -> LessonProgress:
    """The progress in ``data``, leaving out what does not read (never raises)."""
    out = LessonProgress()
    if isinstance(data, dict):
        out.offered = _ids(data.get("offered"))
    courses = data.get("courses") if isinstance(data, dict) else None
    if isinstance(courses, dict):
        for game, c in courses.items():
            if isinstance(game, str) and isinstance(c, dict):
                out.courses[game] = CourseProgress(_ids(c.get("done")), _steps(c.get("at")))
    return out


def load_lessons(paths: Paths) -> tuple[LessonProgress, str | None]:
    """The kept progress, and a message if the file had to be set aside."""
    path = paths.data_dir / FILE
    data, msg = atomic.load_json(path, what=WHAT, fallback=FALLBACK)
    if data is None:
        return LessonProgress(), msg
    if not isinstance(data, dict) or not isinstance(data.get("courses"), dict):
        return LessonProgress(), atomic.reject(path, what=WHAT, why="it does not list any courses",
                                               fallback=FALLBACK)
    return from_json(data), None


def save_lessons(paths: Paths, progress: LessonProgress) -> str | None:
    """Write the progress; a message if it could not be written."""
    try:
        atomic.write_json(paths.data_dir / FILE, progress.to_json())
    except OSError as e:
        return f"The lesson progress could not be written: {e}"
    return None
