"""Learn to play: every game's course, its lessons with what the player has done, and a lesson opened
at the real table (:mod:`.lesson_table`)."""
from __future__ import annotations

from typing import Any

from game.engine import get_ruleset
from game.lessons import COURSES, Course, Lesson

from .game_menu import menu_for
from .i18n import _, language
from .menu import MenuScene
from .widgets import Button


def courses() -> list[Course]:
    """The courses of the registered games, in the menus' order."""
    from game.engine import games
    out = []
    for game in games():
        course = COURSES.get(game)
        if course is not None:
            out.append(course)
    return out


def open_lesson(app: Any, course: Course, lesson: Lesson) -> None:
    """Sit the player at the table for ``lesson`` (where it was left, if it was left half-way)."""
    from .lesson_table import LessonSession, LessonTableScene
    progress = _progress(app)
    start = progress.of(course.game).at.get(lesson.id, 0) if progress is not None else 0
    app.push(LessonTableScene(app, LessonSession(app, course, lesson, start_step=start)))


def _progress(app: Any) -> Any:
    storage = getattr(app, "storage", None)
    return storage.lessons() if storage is not None and hasattr(storage, "lessons") else None


class LessonsScene(MenuScene):
    """The courses, one button a game, with how many of its lessons are done."""

    heading = "Learn to play"
    #: a lesson's whole title with its tick ("Stealing, and paying with a card" was cut at 340)
    button_width = 520

    @property
    def subtitle(self) -> str:      # type: ignore[override]
        return _("Short lessons at the real table, one idea each.")

    def make_buttons(self) -> list[Button]:
        progress = _progress(self.app)
        out = []
        for i, course in enumerate(courses()):
            done = len(progress.of(course.game).done) if progress is not None else 0
            # the game's name, not the course's ("Learn Battle Hoola"): the heading says it, and the
            # button cut the count off (the play-through of 2026-11-26)
            label = _("{course} ({done} of {total} done)").format(course=_(get_ruleset(course.game).title),
                                                                 done=done, total=len(course.lessons))
            out.append(Button(label, lambda c=course: self.app.push(CourseScene(self.app, c)), str(i + 1)))
        out.append(Button(_("Back"), self.back, "Esc"))
        return out

    def handle(self, event: Any) -> None:
        import pygame
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(self.column.buttons) - 1:
                self.column.buttons[i].action()
                return
        super().handle(event)

    def back(self) -> None:
        self.app.pop()


class CourseScene(LessonsScene):
    """One game's lessons, in order: done ones ticked, one left half-way marked."""

    def __init__(self, app: Any, course: Course) -> None:
        self.course = course
        super().__init__(app)

    @property
    def heading(self) -> str:      # type: ignore[override]
        return self.course.title(language())

    @property
    def subtitle(self) -> str:      # type: ignore[override]
        progress = _progress(self.app)
        done = len(progress.of(self.course.game).done) if progress is not None else 0
        return _("{done} of {total} lessons done, a few minutes each").format(done=done,
                                                                           total=len(self.course.lessons))

    def titled(self, lesson: Lesson) -> str:
        """The lesson's title, with the version it teaches where the title does not name it ("Jokers and
        going out (Classic)": its going out is Classic's, and an Epic player should know)."""
        title = lesson.title(language())
        version = menu_for(self.course.game).version_en(lesson.version) if lesson.version else None
        if version and _(version).lower() not in title.lower():
            title = _("{title} ({version})").format(title=title, version=_(version))
        return title

    def make_buttons(self) -> list[Button]:
        progress = _progress(self.app)
        mine = progress.of(self.course.game) if progress is not None else None
        out = []
        for i, lesson in enumerate(self.course.lessons):
            title = self.titled(lesson)
            if mine is not None and lesson.id in mine.done:
                title = "✓ " + title
            elif mine is not None and lesson.id in mine.at:
                title = "→ " + title        # begun: an arrow in front, where a long title cut "(started)" off
            out.append(Button(title, lambda l=lesson: open_lesson(self.app, self.course, l), str(i + 1)))
        out.append(Button(_("Back"), self.back, "Esc"))
        return out


__all__ = ["CourseScene", "LessonsScene", "courses", "open_lesson"]
