"""Kalookie's lessons say the rules as the game plays them (the re-check of 27 Nov)."""
from __future__ import annotations

from game import games
from game.lessons import COURSES, LessonRun

games.load("lessons")


def test_K7_the_discard_lesson_is_past_the_first_play_so_a_take_without_opening_is_refused_as_it_says():
    """Lesson 2 says "Had you taken the Q♦ without opening, the rules would have refused it". Its
    position was the hand's very first play, where the first player may take the up-card freely
    (K-7; the rules screen says so too): there the take without opening was allowed, and the
    lesson taught a rule the table did not keep. The lesson's hand is now past the first play."""
    lesson = COURSES["kalookie"].lesson("discard")
    run = LessonRun(lesson)
    assert run.attempt("0 take_discard QD").outcome == "done"
    legal = run.state.legal_actions(0)
    assert legal and not any(a.kind == "discard" for a in legal), "the take binds the learner to open first"
    assert "first" in lesson.intro.en                      # and the intro names the first player's free take
