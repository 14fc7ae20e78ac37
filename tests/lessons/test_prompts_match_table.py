"""Play-test (session 12, item 5): the coach's line says nothing the table does not show.  A step that
asks for a draw from the stock names no card the player cannot see (the stock's cards are face down)
unless it says that only the lesson shows it (Kalookie's calling-up said "Draw: the 6♠ completes
4♠ 5♠" over a face-down stock)."""
from __future__ import annotations

import re

import pytest

from game import games
from game.lessons import COURSES, LessonRun

games.load("lessons")
LESSONS = [(game, lesson) for game in sorted(COURSES.names()) for lesson in COURSES[game].lessons]
CARD = re.compile(r"\b(10|[2-9AJQK])([♠♥♦♣])")
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
#: the words that say the card is shown by the lesson only, in each language
ONLY_THE_LESSON = {"en": "in a game you cannot see it", "ko": "실제 게임에서는 볼 수 없습니다"}


def _face(card) -> str:
    return str(card).split(".")[0]


def _seen(run: LessonRun) -> set[str]:
    """The faces the player sees: their hand, the plays, the discard pile and a turned-up card."""
    st, seat = run.state, run.seat
    view = st.view(seat)
    seen = {_face(c) for c in st.hands[seat]} | {_face(c) for m in st.melds for c in m.cards}
    seen |= {_face(c) for c in st.discard}
    up = view.fact("up") if hasattr(view, "fact") else None
    return seen | ({str(up).split(".")[0]} if up else set())


def _check(lesson) -> int:
    """Walk ``lesson``, checking each draw step's prompt; the number of draw steps checked."""
    run = LessonRun(lesson)
    checked = 0
    while not run.finished:
        step = run.step
        if step.decide:
            run.answer(step.decide)
            continue
        expected = run.expected()
        if expected and all(a.kind == "draw_stock" for a in expected):
            seen = _seen(run)
            for lang, only in ONLY_THE_LESSON.items():
                text = step.prompt(lang)
                hidden = [f"{r}{s}" for r, s in CARD.findall(text)
                          if ("T" if r == "10" else r) + SUITS[s] not in seen]
                assert not hidden or only in text, f"step {run.index + 1} ({lang}) names {hidden} unseen: {text}"
            checked += 1
        texts = list(step.expect if step.until_plays else step.expect[:1]) or [str(expected[0])]
        for text in texts:
            run.attempt(run.action(text))
    return checked


@pytest.mark.parametrize("game,lesson", LESSONS, ids=[f"{g}-{l.id}" for g, l in LESSONS])
def test_a_draw_step_names_no_hidden_card_as_if_the_table_showed_it(game, lesson):
    _check(lesson)


def test_the_check_sees_the_draw_steps_of_every_course():
    counts = {game: sum(_check(lesson) for lesson in COURSES[game].lessons) for game in COURSES.names()}
    assert all(n >= 1 for n in counts.values()), counts
