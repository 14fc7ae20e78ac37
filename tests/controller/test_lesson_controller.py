"""A lesson at the real table's controller: the learner's moves judged by the lesson whichever way
they come, the scripted seats replying at their pace, a move the lesson did not want held until it is
taken back (the table still meanwhile), and every lesson of every course played to its end."""
from __future__ import annotations

import pytest

from game import games
from game.controller.lesson import LessonController
from game.lessons import COURSES, walk

games.load("lessons")
LESSONS = [(g, lesson) for g in sorted(COURSES.names()) for lesson in COURSES[g].lessons]


def _play(ctl: LessonController, now: float) -> float:
    """Run the table until the learner is asked for something (or the lesson is over)."""
    for _ in range(400):
        now += 0.25
        ctl.update(now)
        run = ctl.run
        if run.finished and not run.replies:
            return now
        if not run.replies and (run.expected() or (run.step.decide and run.decision() is not None)):
            return now
    raise AssertionError("the scripted seats did not hand the turn back")


@pytest.mark.parametrize("item", LESSONS, ids=lambda i: f"{i[0]}-{i[1].id}")
def test_every_lesson_plays_to_its_end_through_the_tables_controller(item):
    _, lesson = item
    ctl = LessonController(lesson)
    now = _play(ctl, 0.0)
    while not ctl.run.finished:
        step = ctl.run.step
        if step.decide:                                   # the match's question, as the table asks it
            assert ctl.pending_decision().seat == ctl.human
            ctl.decide(step.decide)
            assert ctl.verdict.outcome == "done"
            now = _play(ctl, now)
            continue
        texts = step.expect if step.until_plays else [str(ctl.run.expected()[0])]
        for text in texts:
            out = ctl.submit(ctl.run.action(text), now)
            assert out.ok, out.reason
        now = _play(ctl, now)
    assert ctl.state.position() == walk(lesson).state.position()


def test_a_move_the_lesson_did_not_want_holds_the_table_until_it_is_taken_back():
    lesson = COURSES["hoola"].lesson("melds")
    ctl = LessonController(lesson)
    now = _play(ctl, 0.0)
    ctl.submit(ctl.run.action("0 draw_stock"), now)
    start = ctl.state.position()
    now += 50.0                                                       # the next seat would be due long since
    out = ctl.submit(ctl.run.action("0 discard KH"), now)          # legal, but the lesson wants the run first
    assert out.ok and ctl.verdict.outcome == "other" and ctl.run.waiting_take_back
    for _ in range(20):                                               # the next seat does not move meanwhile
        now += 1.0
        ctl.update(now)
    assert ctl.state.current == 1 and len(ctl.state.record) == len(ctl.run.back_to().record) + 1
    assert not ctl.submit(ctl.run.action("0 meld 4S 5S 6S"), now).ok
    assert ctl.restore_turn(0, now).ok and not ctl.run.waiting_take_back
    assert ctl.state.position() == start
    assert ctl.submit(ctl.run.action("0 meld 4S 5S 6S"), now).ok and ctl.verdict.outcome == "done"


def test_K11_the_pool_lesson_asks_the_buy_in_through_the_tables_question_and_a_retirement_comes_back():
    lesson = COURSES["kalookie"].lesson("pool")
    ctl = LessonController(lesson)
    now = _play(ctl, 0.0)
    for text in ("0 draw_stock", "0 meld KS KH KD", "0 add 7C @8C", "0 discard QC"):
        assert ctl.pending_decision() is None
        assert ctl.submit(ctl.run.action(text), now).ok
        now = _play(ctl, now)
    question = ctl.pending_decision()
    assert question.seat == 0 and question.kind == "buy_in" and ctl.match.hands_played == 4
    ctl.decide("retire")
    assert ctl.verdict.outcome == "other" and ctl.match.out == {0} and ctl.run.waiting_take_back
    with pytest.raises(ValueError):
        ctl.decide("buy")                                      # nothing else until it is taken back
    assert ctl.restore_turn(0, now).ok and ctl.match.out == set() and ctl.pending_decision() == question
    ctl.decide("buy")
    assert ctl.verdict.outcome == "done" and ctl.run.finished
    assert ctl.match.ledger == {0: 95, 1: 95, 2: 83} and ctl.match.pool == 20
    with pytest.raises(ValueError):
        ctl.decide("buy")                                      # asked once


@pytest.mark.parametrize("game, lesson_id", [("hoola", "slap"), ("seven-bridge", "pon")])
def test_a_discard_the_lesson_wants_claimed_waits_for_the_learner_however_long_they_read(game, lesson_id):
    """The play-through of 2026-11-26: the slap lesson's 8♦ went in two seconds, before a newcomer had
    read the prompt, and the lesson could not go on. The window stays open while the step waits."""
    lesson = COURSES[game].lesson(lesson_id)
    ctl = LessonController(lesson)
    now = _play(ctl, 0.0)
    while not any(a.kind == "claim" for a in ctl.run.expected()):
        step = ctl.run.step
        assert ctl.submit(ctl.run.action(step.expect[0]), now).ok
        now = _play(ctl, now)
    claim = next(a for a in ctl.run.expected() if a.kind == "claim")
    moves = len(ctl.state.record)
    for _ in range(240):                                              # a minute of reading
        now += 0.25
        ctl.update(now)
    assert {a.kind for a in ctl.state.record[moves:]} <= {"pass"}      # the others let it go (a priority window)
    assert ctl.window_open() and claim in ctl.state.legal_actions(0)
    out = ctl.slap(now, claim) if ctl.timer.mode == "battle" else ctl.submit(claim, now)
    assert out.ok and ctl.verdict.outcome == "done"
