"""Learning to play: each game's course of lessons (data in its folder) and taking a lesson.

:mod:`.course` reads a course, :mod:`.run` takes a lesson against the engine. The table draws a
:class:`~.run.LessonRun`'s prompt and lights; the player's progress is kept by
:mod:`game.storage.lessons`.
"""
from .course import COURSES, Course, CourseError, Lesson, Step, Words, course_for, register_course
from .run import LessonRun, Verdict, final_problems, walk

__all__ = ["COURSES", "Course", "CourseError", "Lesson", "LessonRun", "Step", "Verdict", "Words",
           "course_for", "final_problems", "register_course", "walk"]
