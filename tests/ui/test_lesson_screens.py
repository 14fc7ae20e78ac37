"""Learn to play at the real table, by posted events: the menu leads to a course and a lesson, the
player draws, drags melds, adds and discards as in a game, the scripted opponent replies, a move the
lesson did not want is explained and taken back, and the lesson done is remembered."""
from __future__ import annotations

import pygame
import pytest

from game import games
from game.engine import Card
from game.lessons import COURSES
from game.ui import theme
from game.ui.lesson_table import LessonTableScene
from game.ui.lessons_scene import CourseScene, LessonsScene
from uihelpers import click, drag, key, step

games.load("lessons")


def _card(t, face):
    return next(c for c in t.hand.order if str(c).split(".")[0] == face)


def _wait_for_turn(app, t, seconds=30):
    """Let the scripted seats play until the learner has something to do (in turn, or a discard to claim)."""
    for _ in range(int(seconds / 0.5)):
        if not t.run.replies and (t.run.finished or t.run.expected() or t.question() is not None):
            return
        step(app, 1, dt=0.5)
    raise AssertionError("the scripted opponent did not hand the turn back")


def _open_first_hoola_lesson(app):
    key(app, pygame.K_l)                                     # main menu: Learn to play
    assert isinstance(app.stack.top, LessonsScene)
    courses = [b.label for b in app.stack.top.column.buttons]
    i = next(k for k, label in enumerate(courses) if "Battle Hoola" in label)
    key(app, pygame.K_1 + i)
    assert isinstance(app.stack.top, CourseScene)
    key(app, pygame.K_1)                                     # the first lesson
    t = app.stack.top
    assert isinstance(t, LessonTableScene) and t.lesson_session.lesson.id == "melds"
    return t


def test_the_first_battle_hoola_lesson_is_taken_with_the_mouse_and_remembered(app):
    from game.ui.menu import MainMenu
    app.push(MainMenu(app))
    t = _open_first_hoola_lesson(app)
    assert "stock" in t.run.prompt()
    # the panel points to the coach's card, not to everything the rules allow (read as the next step)
    assert t.status_override() == ("Your move", "", "Do as the lesson's card on the table says.")
    assert any(r == t.layout.stock for r in t._lit_rects())           # the stock is lit
    click(app, t.layout.stock.center)                                  # draw
    assert t.run.index == 1 and t.ctl.verdict.outcome == "done"
    for face in ("4S", "5S", "6S"):
        click(app, t.pos[_card(t, face)].center)
    drag(app, t.pos[_card(t, "5S")].center, t.layout.meld_zone.center)
    assert t.run.index == 2
    for face in ("9D", "9C", "9H"):
        click(app, t.pos[_card(t, face)].center)
    drag(app, t.pos[_card(t, "9C")].center, t.layout.meld_zone.center)
    drag(app, t.pos[_card(t, "KH")].center, t.layout.discard.center)
    assert t.run.index == 4
    _wait_for_turn(app, t)                                             # the opponent draws and discards
    assert [str(a) for a in t.ctl.state.record[-2:]] == ["1 draw_stock", "1 discard 5C"]
    click(app, t.layout.stock.center)                                  # drawn once the others had their chance
    step(app, 8, dt=0.5)
    assert str(t.ctl.state.record[-1]) == "0 draw_stock"
    run = next(m for m in t.ctl.state.melds if any(str(c) == "4S" for c in m.cards))
    drag(app, t.pos[_card(t, "3S")].center, t.pos[run.cards[-1]].center)
    assert t.run.index == 6
    drag(app, t.pos[_card(t, "2C")].center, t.layout.discard.center)
    step(app, 4, dt=0.5)
    assert t.run.finished and t.ctl.state.result.winners == (0,)
    assert app.storage.lessons().of("hoola").done == ["melds"]
    key(app, pygame.K_n)                                               # on to the next lesson
    nxt = app.stack.top
    assert isinstance(nxt, LessonTableScene) and nxt.lesson_session.lesson.id == "slap"


def test_a_move_the_lesson_did_not_want_is_explained_and_taken_back_with_u(app):
    from game.ui.menu import MainMenu
    app.push(MainMenu(app))
    t = _open_first_hoola_lesson(app)
    drag(app, t.pos[_card(t, "KH")].center, t.layout.discard.center)     # refused: no card drawn yet
    assert t.run.index == 0 and "draw" in t.message.lower() and t.message_colour == theme.BAD
    assert "stock" in t.run.prompt()                                    # and the pointer to what works stays
    click(app, t.layout.stock.center)
    start = t.ctl.state.position()
    drag(app, t.pos[_card(t, "KH")].center, t.layout.discard.center)     # legal, not what the step wants
    assert t.ctl.verdict.outcome == "other" and t.run.waiting_take_back
    assert "Take it back" in t.message or "take it back" in t.message.lower()
    step(app, 10, dt=1.0)
    assert t.ctl.state.current == 1 and t.run.waiting_take_back             # the table holds still
    key(app, pygame.K_u)
    assert t.ctl.state.position() == start and not t.run.waiting_take_back
    assert "You take back discarding K♥" in [text for text, __ in t.log]   # (it read "You take back: Discards K♥")
    assert app.storage.lessons().of("hoola").at == {"melds": 1}          # left here, it resumes at step 2


def test_a_lesson_left_half_way_starts_again_where_it_was(app):
    from game.ui.lessons_scene import open_lesson
    progress = app.storage.lessons()
    progress.of("kalookie").leave("opening", 2)
    app.storage.save_lessons(progress)
    course = COURSES["kalookie"]
    open_lesson(app, course, course.lesson("opening"))
    t = app.stack.top
    assert t.run.index == 2 and t.ctl.state.melds                          # opened already, as before
    assert "J♦" in t.run.prompt() or "JD" in t.run.prompt()
    # the moves made before the lesson was left are in the log and under "Last moves", as after Continue
    # (the Seven Bridge newcomer pressed D on a resumed lesson: "Already drew this turn", no draw in sight)
    from game.ui.table.sidebar import moves
    said = [text for text, __ in moves(t.log, 60)]
    assert any(text.startswith("You draw") for text in said), said
    assert any(text.startswith("You open") or "meld" in text.lower() for text in said), said


LESSONS = [(g, lesson) for g in sorted(COURSES.names()) for lesson in COURSES[g].lessons]


def answer_with_the_mouse(app, t, choice: str) -> None:
    """Click the coach card's button for ``choice`` (the match's question between hands)."""
    app.draw(flip=False)
    rect = dict(t.choice_rects)[choice]
    assert rect in t._lit_rects()                                       # the lesson lights the answer it wants
    index = t.run.index
    click(app, rect.center)
    step(app, 1, dt=0.1)
    assert t.run.index > index, t.message


def _coach_covers_no_play(app, t) -> None:
    """The coach's card leaves every card on the table in sight (a newcomer lost a partner's meld under it)."""
    app.draw(flip=False)
    cards = [(c, t.meld_rect_of(c)) for m in t.view.melds for c in m.cards]
    covered = [str(c) for c, r in cards if r is not None and r.colliderect(t.coach_box)]
    assert not covered, f"the coach's card covers {covered} at step {t.run.index}"
    placement = t.layout.place_melds(t.view.melds, t.owner_order())      # and whose plays they are
    names = [owner for owner, box in placement.groups
             if pygame.Rect(box.left, box.top, box.width, placement.label_size + 6).colliderect(t.coach_box)]
    assert not names or t.coach_over_names, \
        f"the coach's card covers the name over seat {names}'s plays at step {t.run.index}, with room elsewhere"


@pytest.mark.parametrize("item", LESSONS, ids=lambda i: f"{i[0]}-{i[1].id}")
def test_every_lesson_is_taken_to_its_end_by_posted_events(app, item):
    """Each step's move made with the mouse and keys as a player would (dialogs answered, a wrong
    choice taken back), the scripted seats replying at their pace, to the lesson's own end."""
    from game.ui.lessons_scene import open_lesson
    from game.lessons import final_problems
    game, lesson = item
    open_lesson(app, COURSES[game], lesson)
    t = app.stack.top
    walk_lesson(app, t, lambda: _coach_covers_no_play(app, t))
    moves = len(t.ctl.state.record)
    step(app, 6, dt=0.5)
    assert final_problems(lesson, t.run) == [] and len(t.ctl.state.record) == moves    # nobody moves after it
    assert app.storage.lessons().of(game).done == [lesson.id]
    assert t.status_override() == ("Lesson complete!", "", "")       # the panel says so, not "Watch … play"
    _the_points_are_shown_as_in_a_game(app, t, lesson)


def walk_lesson(app, t, each_step=lambda: None) -> None:
    """Take the open lesson ``t`` to its end by posted events: each step's move made with the mouse and keys
    as a player would (dialogs answered, the match's question on the coach's card), the scripted seats
    replying at their pace; ``each_step`` is called before every step (a check of the table)."""
    from gestures import make_move
    _wait_for_turn(app, t)
    while not t.run.finished:
        step_ = t.run.step
        each_step()
        if step_.decide:                                     # the match's question, on the coach's card
            answer_with_the_mouse(app, t, step_.decide)
            continue
        texts = list(step_.expect) if step_.until_plays else [str(t.run.expected()[0])]
        for n, text in enumerate(texts):
            move = t.run.action(text)
            index = t.run.index
            if step_.until_plays and n < len(texts) - 1:
                count = len(t.ctl.state.record)
                make_move(app, t, move, lambda: len(t.ctl.state.record) > count and not t.run.waiting_take_back)
            else:
                make_move(app, t, move, lambda: t.run.index > index)
        _wait_for_turn(app, t)


def _the_points_are_shown_as_in_a_game(app, t, lesson):
    """A lesson whose hand ends offers the breakdown a game shows after every hand (B or its button on
    the coach's card), and goes back to the card; a lesson whose hand goes on offers none."""
    from game.ui.lesson_table import LessonEndScene
    app.draw(flip=False)
    labels = [label for label, _act in t._coach_content(t.coach_box.width)[1]]
    if not lesson.final.over:
        assert "See the points (B)" not in labels
        key(app, pygame.K_b)
        assert app.stack.top is t
        return
    assert "See the points (B)" in labels
    rect = next(r for r, act in t.done_buttons if getattr(act, "__name__", "") == "show_points")
    for row in t._button_rows(t._coach_content(t.coach_box.width)[1], t.coach_box.width):
        assert sum(bw for _l, _a, bw in row) <= t.coach_box.width      # every button inside the card
    click(app, rect.center)
    end = app.stack.top
    assert isinstance(end, LessonEndScene) and end.result is t.ctl.state.result
    step(app, 4, dt=0.5)                                               # the points counted up
    app.draw(flip=False)
    assert end.show_ledger == (lesson.final.ledger is not None)        # a stated match only where taught
    assert [b.label for b in end.buttons.buttons] == ["Back to the lesson"]
    key(app, pygame.K_RETURN)
    assert app.stack.top is t and t.finished


def test_after_the_last_lesson_a_first_game_against_easy_opponents_is_offered(app):
    from game.ui.lessons_scene import open_lesson
    from game.ui.setup_scene import SetupScene
    course = COURSES["hoola"]
    progress = app.storage.lessons()
    progress.of("hoola").leave(course.lessons[-1].id, len(course.lessons[-1].steps) - 1)
    app.storage.save_lessons(progress)
    open_lesson(app, course, course.lessons[-1])
    t = app.stack.top
    from gestures import make_move
    make_move(app, t, t.run.expected()[0], lambda: t.run.finished)
    step(app, 2, dt=0.5)
    app.draw(flip=False)
    assert t.last_lesson and t.done_buttons
    key(app, pygame.K_p)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.config.game == "hoola" and setup.config.levels[:3] == ["easy"] * 3
    # the table the lessons were played at (most of Battle Hoola's at three) and a short first match
    assert setup.config.players == 3 and setup.config.max_hands == 3


@pytest.mark.parametrize("game", ["hoola", "kalookie"])
def test_the_course_ends_in_a_first_game_at_easy_with_hints_the_deal_code_and_the_review(app, game):
    """Issue 27's offer after the course, followed to its end: Start gives a table of Easy opponents,
    the Hint key answers with a legal move, and the end of the first hand shows its deal code and
    offers its review; the course's last words do not run into its buttons."""
    from game.ui.demo import play_out
    from game.ui.end_scene import EndScene
    from game.ui.lessons_scene import open_lesson
    from game.ui.table.scene import TableScene
    import game.ui.lesson_table as lt
    course = COURSES[game]
    last = course.lessons[-1]
    progress = app.storage.lessons()
    progress.of(game).leave(last.id, len(last.steps) - 1)
    app.storage.save_lessons(progress)
    open_lesson(app, course, last)
    t = app.stack.top
    _wait_for_turn(app, t)
    if t.run.step.decide:
        answer_with_the_mouse(app, t, t.run.step.decide)
    else:
        from gestures import make_move
        make_move(app, t, t.run.expected()[0], lambda: t.run.finished)
    step(app, 4, dt=0.5)
    drawn: list[tuple[str, int]] = []
    real = lt.blit

    def blit(surface, text, size, colour, pos, *a, **k):
        drawn.append((str(text), pos[1] + size))
        return real(surface, text, size, colour, pos, *a, **k)
    lt.blit = blit
    try:
        app.draw(flip=False)
    finally:
        lt.blit = real
    tops = [r.top for r, _act in t.done_buttons]
    words = [bottom for text, bottom in drawn if text and course.done("en").startswith(text[:20])]
    assert words and tops and max(words) <= min(tops)          # the last words above the buttons
    key(app, pygame.K_p)
    key(app, pygame.K_F5)                                       # Start
    table = app.stack.top
    assert isinstance(table, TableScene) and not isinstance(table, LessonTableScene)
    assert set(table.session.levels[1:]) == {"easy"} and table.session.config.game == game
    for _n in range(120):                                       # to the player's turn
        if table.ctl.state.legal_actions(table.human) and not table.ctl.window_open():
            break
        step(app, 1, dt=0.5)
    key(app, pygame.K_SLASH)                                    # Hint
    for _n in range(2000):                                      # the Expert thinks a slice a frame
        if table.current_hint() is not None or getattr(table, "hinting", None) is None:
            break
        step(app, 1, dt=0.01)
    assert table.current_hint() in table.ctl.state.legal_actions(table.human)
    play_out(table.session)
    for _n in range(200):
        step(app, 1, dt=0.3)
        if isinstance(app.stack.top, EndScene):
            break
    end = app.stack.top
    assert isinstance(end, EndScene) and end.code and end.code.startswith(game.upper().split("-")[0])
    assert any("Review" in b.label for b in end.buttons.buttons)
    key(app, pygame.K_v)                                        # the review opens
    assert type(app.stack.top).__name__ == "ReviewScene"


def _to_the_question(app, lang="en"):
    """Kalookie's pool lesson played with the mouse up to the match's question (hand 4 over the limit)."""
    from game.ui.lessons_scene import open_lesson
    from gestures import make_move
    course = COURSES["kalookie"]
    open_lesson(app, course, course.lesson("pool"))
    t = app.stack.top
    while not t.run.step.decide:
        index = t.run.index
        make_move(app, t, t.run.expected()[0], lambda: t.run.index > index)
        _wait_for_turn(app, t)
    assert t.ctl.state.result.winners == (1,) and t.question() is not None
    return t


def test_K11_the_pool_lesson_asks_the_buy_in_at_the_real_table_and_a_retirement_is_taken_back(app):
    t = _to_the_question(app)
    app.draw(flip=False)
    assert [c for c, _r in t.choice_rects] == ["buy", "retire"]
    assert t.ctl.match.hands_played == 4                                  # the header says hand 4 of the match
    key(app, pygame.K_2)                                                  # Retire: allowed, not the lesson's
    assert t.run.waiting_take_back and t.ctl.match.out == {0} and "pool" in t.message
    assert t.question() is None
    key(app, pygame.K_RETURN)                                             # nothing until it is taken back
    assert t.run.waiting_take_back and t.ctl.match.out == {0}
    key(app, pygame.K_u)
    assert not t.run.waiting_take_back and t.ctl.match.out == set() and t.ctl.match.pool == 15
    key(app, pygame.K_RETURN)                                             # Buy back in: the first answer
    assert t.run.finished and t.ctl.match.ledger[0] == 95 and t.ctl.match.pool == 20
    assert t.message_colour == theme.GREEN and "95" in t.message
    assert app.storage.lessons().of("kalookie").done == ["pool"]


def test_the_pool_lesson_in_korean_shows_the_question_and_answers_in_the_tables_words(app, monkeypatch):
    from game.ui import i18n
    i18n.set_language("ko")
    try:
        t = _to_the_question(app, "ko")
        seen: list[str] = []
        import game.ui.lesson_table as lt
        real_wrap, real_blit = lt.wrap, lt.blit

        def wrap(text, *a, **k):
            seen.append(str(text))
            return real_wrap(text, *a, **k)

        def blit(surface, text, *a, **k):
            seen.append(str(text))
            return real_blit(surface, text, *a, **k)
        monkeypatch.setattr(lt, "wrap", wrap)
        monkeypatch.setattr(lt, "blit", blit)
        app.draw(flip=False)
        assert any("판돈 통" in text for text in seen)                   # the question, in the table's words
        assert any(text.startswith("5 내고 다시 들어가기") for text in seen)  # the answers, as the end of a hand says
        assert "'다시 들어가기'" in t.run.step.prompt("ko")               # the prompt names the button
        for text in seen:
            assert not any("a" <= ch.lower() <= "z" for ch in text.replace("Enter", "")), text
        answer_with_the_mouse(app, t, "buy")
        assert t.run.finished
    finally:
        i18n.set_language("en")


def test_a_dialog_opened_in_a_lesson_is_drawn_over_the_coachs_card(app):
    """House Rummy's demand lesson (the newcomer play-test): Q opened the dialog under the coach's card,
    which hid its answers; the dialog is drawn last, over the card."""
    from game.ui.lessons_scene import open_lesson
    from gestures import make_move
    course = COURSES["house-rummy"]
    open_lesson(app, course, course.lesson("demand"))
    t = app.stack.top
    _wait_for_turn(app, t)
    while not any(a.kind == "demand" for a in t.run.expected()):
        index = t.run.index
        make_move(app, t, t.run.expected()[0], lambda: t.run.index > index)
        _wait_for_turn(app, t)
    key(app, pygame.K_q)
    assert t.popup is not None
    order = []
    coach, popup_draw = t._draw_coach, t.popup.draw
    t._draw_coach = lambda surface: (order.append("coach"), coach(surface))
    t.popup.draw = lambda *a, **k: (order.append("dialog"), popup_draw(*a, **k))
    app.draw(flip=False)
    assert order == ["coach", "dialog"]


def test_r1_house_rummy_passes_to_the_left_so_the_next_player_sits_on_the_screens_left(app):
    """R-1: play passes to the left; the lesson's "the player on your left" (seat 1, next in turn) sat on
    the screen's right (the newcomer play-test)."""
    from uihelpers import table_with
    t = table_with(app, ["2S 3S 4S 5S 6S 7S 8S", "2H 3H 4H 5H 6H 7H 8H", "2D 3D 4D 5D 6D 7D 8D",
                         "2C 3C 4C 5C 6C 7C 8C"], "9S 9H 9D 9C TS TH TD TC", "KS", game="house-rummy")
    panels = t.layout.panels
    assert panels[1].centerx < panels[2].centerx < panels[3].centerx


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_lesson_title_is_whole_in_its_course_list(app, lang):
    """The play-test: "Stealing, and paying with a …" was cut in the list; each title is drawn whole, done
    tick and all, at 1280x720 in both languages."""
    import game.ui.widgets as widgets
    from game.ui.i18n import set_language
    cut = []
    real = widgets.fit

    def watching(text, size, width, *a, **k):
        out = real(text, size, width, *a, **k)
        if out != text:
            cut.append(text)
        return out
    set_language(lang)
    try:
        widgets.fit = watching
        for game in sorted(COURSES.names()):
            scene = CourseScene(app, COURSES[game])
            app.push(scene)
            app.draw(flip=False)
            app.pop()
    finally:
        widgets.fit = real
        set_language("en")
    assert cut == []


def test_the_coachs_card_says_whose_move_it_waits_for_while_the_others_play(app):
    """27 Nov (s16): while the opponent played, the lesson's card stood empty under its title."""
    from game.ui.menu import MainMenu
    app.push(MainMenu(app))
    t = _open_first_hoola_lesson(app)
    click(app, t.layout.stock.center)
    for face in ("4S", "5S", "6S"):
        click(app, t.pos[_card(t, face)].center)
    drag(app, t.pos[_card(t, "5S")].center, t.layout.meld_zone.center)
    for face in ("9D", "9C", "9H"):
        click(app, t.pos[_card(t, face)].center)
    drag(app, t.pos[_card(t, "9C")].center, t.layout.meld_zone.center)
    drag(app, t.pos[_card(t, "KH")].center, t.layout.discard.center)
    seen = []
    for _ in range(60):
        if t.run.replies and t.view.current != t.human:
            seen.append([text for text, *_rest in t._coach_content(t.px(420))[0]])
        if not t.run.replies and t.run.expected():
            break
        step(app, 1, dt=0.1)
    name = t.names[1]
    assert seen and all(f"Watch {name} play." in lines for lines in seen), seen
