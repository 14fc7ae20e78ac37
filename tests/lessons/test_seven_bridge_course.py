"""Seven Bridge's course teaches what its first real hands asked of the newcomer of 27 Nov
(docs/playthroughs/2026-11-27-seven-bridge-newcomer.md, F5)."""
from __future__ import annotations

from game.engine import Action
from game.lessons.course import course_for


def test_s_3_the_first_lesson_says_the_discard_is_never_taken_on_the_first_turn():
    """The first hand's first turn refused the K♠ that made a set with two kings, a rule the course
    never said (the rules screen does)."""
    chi = course_for("seven-bridge").lessons[0]
    assert "never on your first turn" in chi.intro("en")
    assert "첫 차례에는 안 됩니다" in chi.intro("ko")


def test_s_5_the_course_has_the_learner_add_to_a_meld_on_the_table():
    """Laying off (S-5) was said ("Now you may add to any meld") but never done; the hands asked it at
    almost every turn."""
    adds = [(lesson.id, step) for lesson in course_for("seven-bridge").lessons for step in lesson.steps
            if any(Action.parse(e).kind == "add" for e in step.expect)]
    assert [lid for lid, __ in adds] == ["going-out"]
    step = adds[0][1]
    assert "7♠" in step.prompt("en") and "7♠" in step.prompt("ko")
