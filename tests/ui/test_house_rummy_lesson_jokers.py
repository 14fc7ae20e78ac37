"""House Rummy's course teaches jokers, going out and the end of a hand (the newcomer play-through of
27 Nov, F6 and item 13): the new lesson taken at the real table exactly as its words say, the card
values said before "Points in hand" means anything, a learner stated as melded has a play to show for
it, the Pause menu of a lesson does not promise to save it as a game, and the course ends honestly."""
from __future__ import annotations

import re

import pygame
import pytest

from game import games
from game.engine import Card, from_position
from game.games.house_rummy.rules.judge import hand_value
from game.lessons import COURSES, LessonRun
from game.ui.lessons_scene import open_lesson
from gestures import hand_card, open_table, select, table_card
from uihelpers import click, drag, key, step

games.load("lessons")
COURSE = COURSES["house-rummy"]
LESSON = COURSE.lesson("jokers-and-going-out")
CARD = re.compile(r"\b(10|[2-9AJQK])([♠♥♦♣])|\bJoker\b")
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def _wait(app, t, seconds: float = 30) -> None:
    for _ in range(int(seconds / 0.5)):
        if not t.run.replies and (t.run.finished or t.run.expected()):
            return
        step(app, 1, dt=0.5)
    raise AssertionError("the scripted seats did not hand the turn back")


def _done(app, t, index: int) -> None:
    step(app, 2, dt=0.2)
    assert t.run.index == index + 1 and not t.run.waiting_take_back, (index, t.message)
    _wait(app, t)


def _card_words(app, t) -> str:
    """The coach's card as it is drawn now, its lines joined."""
    lines, __, ___ = t._coach_content(t.px(600))
    return " ".join(text for text, *_ in lines)


def _log(t) -> list[str]:
    return [text for text, _colour in t.log]


def test_r8_r10_r11_the_jokers_lesson_is_taken_with_the_mouse_as_its_words_say(app):
    """R-6/R-8: the table marks the joker with the card it stands for; dragging the 6♠ onto the run
    replaces the joker (one drag, no question) and the joker comes to hand, cold; a run laid with it is
    marked 10♥. R-10: the partner goes out first (+25) and sits out; the learner's last card discarded
    is full out and closes the pile. R-11: the hand is scored as the lesson's last words say."""
    open_lesson(app, COURSE, LESSON)
    t = app.stack.top
    _wait(app, t)
    app.draw(flip=False)
    joker = next(c for m in t.ctl.state.melds for c in m.cards if c.is_joker)
    assert t.drawer.joker_marks[joker][0] == "6S"                    # "the small 6♠ on it"
    assert "10 points to meld" in t.game_table.status_note(t.seat_table, 0)
    click(app, t.layout.stock.center)                                 # 1. Draw.
    _done(app, t, 0)
    app.draw(flip=False)
    run = next(m for m in t.ctl.state.melds if joker in m.cards)
    drag(app, t.pos[hand_card(t, Card.parse("6S"))].center, t.pos[run.cards[-1]].center)   # 2. drag the 6♠
    assert t.popup is None
    _done(app, t, 1)
    assert joker in t.ctl.state.hands[0] and t.ctl.state.turn.taken.get(joker) in (None, "cold")
    assert "You replace a joker with the 6♠" in _log(t)               # the log says it (it was lost)
    select(app, t, [Card.parse("9H"), joker, Card.parse("JH")])       # 3. lay 9♥ Joker J♥
    drag(app, t.pos[hand_card(t, Card.parse("9H"))].center, open_table(t))
    _done(app, t, 2)
    app.draw(flip=False)
    state = t.ctl.state
    assert t.drawer.joker_marks[joker][0] == "TH" and state.ruleset.melded_now(state, 0)
    note = t.game_table.status_note(t.seat_table, 0)                 # the panel says so at once
    assert "You have melded" in note and "to meld" not in note, note
    drag(app, t.pos[hand_card(t, Card.parse("KD"))].center, t.layout.discard.center)      # 4. discard K♦
    _done(app, t, 3)
    x = t.ctl.state.data
    assert x.first_out == 2 and x.bonus == 25 and 2 in x.gone and not t.ctl.state.active[2]
    assert "Alice goes out first (+25)" in _log(t)
    click(app, t.layout.stock.center)                                 # 5. Draw.
    _done(app, t, 4)
    app.draw(flip=False)
    target = table_card(t, Card.parse("7S"))
    drag(app, t.pos[hand_card(t, Card.parse("8S"))].center, t.pos[target].center)        # 6. 8♠ onto the run
    _done(app, t, 5)
    drag(app, t.pos[hand_card(t, Card.parse("QC"))].center, t.layout.discard.center)      # 7. the last card
    step(app, 4, dt=0.5)
    result = t.ctl.state.result
    assert t.run.finished and result.reason == "closed" and result.details["ender"] == 0
    assert result.winners == (0, 2)
    side, theirs = result.payments[0] + result.payments[2], result.payments[1] + result.payments[3]
    assert side == 10 * 5 + 25 and theirs == -58 == -(result.details["penalty"][1] + result.details["penalty"][3])
    words = LESSON.steps[-1].after("en")
    assert "10 cards played × 5 = 50" in words and "25 for going out first" in words and "58" in words


def _seen(state, seat: int) -> set[str]:
    faces = {str(c).split(".")[0] for c in state.hands[seat]}
    faces |= {str(c).split(".")[0] for m in state.melds for c in m.cards} | {str(c).split(".")[0] for c in state.discard}
    return faces


def test_every_card_the_jokers_lesson_names_is_in_sight_when_its_step_comes():
    """A step names only cards the learner can see then: in hand, on the table or on the pile (or the
    card a joker stands for, which the table marks on it)."""
    run = LessonRun(LESSON)
    checked = 0
    while not run.finished:
        step_ = run.step
        seen = _seen(run.state, run.seat)
        for lang in ("en",):
            words = re.sub(r"stands for the (10|[2-9AJQK])[♠♥♦♣]", "", step_.prompt(lang))
            for rank, suit in CARD.findall(words):
                face = "JK" if not rank else ("T" if rank == "10" else rank) + SUITS[suit]
                assert face in seen, f"step {run.index + 1} names {face}, out of sight"
                checked += 1
        run.attempt(run.action(step_.expect[0]))
    assert checked >= 10


def test_r11_the_first_lesson_says_what_each_card_in_hand_counts_before_points_in_hand_is_shown():
    """R-11: "Points in hand" shows from the first screen; the first lesson's introduction (shown with
    its first step) says the values, as the rules count them, in both languages."""
    first = COURSE.lessons[0]
    values = {name: hand_value([Card.parse(code)]) for name, code in
              (("J", "JC"), ("Q", "QC"), ("K", "KC"), ("A", "AC"), ("a joker", "JK"))}
    assert values == {"J": 2, "Q": 3, "K": 4, "A": 11, "a joker": 15}
    en = first.intro("en")
    for name, value in values.items():
        assert f"{name} {value}" in en, (name, en)
    assert "2 to 10 their number" in en and "Points in hand" in en
    ko = first.intro("ko")
    for name, value in zip(("잭", "퀸", "킹", "에이스", "조커"), values.values()):
        assert f"{name} {value}" in ko, (name, ko)


@pytest.mark.parametrize("lesson", COURSE.lessons, ids=lambda l: l.id)
def test_r5_a_lesson_that_states_the_learner_melded_shows_a_play_in_their_space(lesson):
    """R-5: the partners lesson's panel said "you have melded" while the learner had no play on the
    table; a lesson that states the learner melded lays the play they melded with in their space."""
    state = from_position(lesson.position)
    if lesson.seat in state.data.melded:
        assert any(m.space == lesson.seat for m in state.melds), lesson.id


def test_the_pause_menu_of_a_lesson_offers_to_leave_it_not_to_save_it(app):
    """The Pause menu said "Save and leave to the menu" in a lesson, which is never saved as a game;
    it says "Leave the lesson" (in Korean too), Q leaves, nothing is saved as a game, the step is kept."""
    from game.ui import i18n
    from game.ui.menu import MainMenu, PauseMenu
    app.push(MainMenu(app))
    open_lesson(app, COURSE, COURSE.lessons[0])
    t = app.stack.top
    _wait(app, t)
    click(app, t.layout.stock.center)
    step(app, 2, dt=0.2)
    assert t.run.index == 1
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    labels = [b.label for b in menu.column.buttons]
    assert "Leave the lesson" in labels and not any("Save" in label for label in labels)
    i18n.set_language("ko")
    try:
        assert "연습 그만두기" in [b.label for b in PauseMenu(app, t).column.buttons]
    finally:
        i18n.set_language("en")
    key(app, pygame.K_q)
    assert isinstance(app.stack.top, MainMenu)
    assert not app.storage.has_saved_match()
    assert app.storage.lessons().of("house-rummy").at == {COURSE.lessons[0].id: 1}


def test_a_game_s_pause_menu_still_saves_and_leaves(app):
    from game.ui.demo import demo_session
    from game.ui.menu import PauseMenu
    from game.ui.table.scene import TableScene
    table = TableScene(app, demo_session(app, "house-rummy", 4, seed=3))
    app.push(table)
    step(app, 1)
    assert "Save and leave to the menu" in [b.label for b in PauseMenu(app, table).column.buttons]


def test_the_course_s_last_words_claim_no_more_than_it_taught():
    """The course ended "You know the game now" without jokers or going out taught; its last words say
    what was taught and where the rest is, in both languages."""
    done = COURSE.done
    assert "know the game" not in done("en").lower() and "게임을 알게" not in done("ko")
    assert "Help and rules" in done("en") and "도움말과 규칙" in done("ko")
    taught = " ".join(lesson.title("en").lower() for lesson in COURSE.lessons)
    assert "joker" in taught and "going out" in taught


def test_a_step_s_closing_words_wait_for_the_others_moves_they_tell_of(app):
    """The re-check (R5): "Your partner laid 7♦ 8♦ 9♦ and discarded the last card" stood on the coach's
    card while the partner had yet to play. At the table's pace, the words come once the others have."""
    from dataclasses import replace
    app.settings = replace(app.settings, think_scale=1.0)           # the scripted seats think as at a table
    open_lesson(app, COURSE, LESSON)
    t = app.stack.top
    _wait(app, t)
    app.draw(flip=False)
    click(app, t.layout.stock.center)                                 # 1. Draw.
    _done(app, t, 0)
    app.draw(flip=False)
    run = next(m for m in t.ctl.state.melds if any(c.is_joker for c in m.cards))
    drag(app, t.pos[hand_card(t, Card.parse("6S"))].center, t.pos[run.cards[-1]].center)
    _done(app, t, 1)
    joker = next(c for c in t.ctl.state.hands[0] if c.is_joker)
    select(app, t, [Card.parse("9H"), joker, Card.parse("JH")])
    drag(app, t.pos[hand_card(t, Card.parse("9H"))].center, open_table(t))
    _done(app, t, 2)
    drag(app, t.pos[hand_card(t, Card.parse("KD"))].center, t.layout.discard.center)      # 4. discard K♦
    step(app, 1, dt=0.05)
    closing = LESSON.steps[3].after("en")                  # it tells of the partner's moves
    assert t.run.replies and closing not in _card_words(app, t), "said before the partner played"
    _wait(app, t)
    assert closing in _card_words(app, t)
