"""The monkey on every game and version, the hand review, the deal screens, the statistics with content,
in English and Korean (:mod:`game.ui.monkey`): a few hundred events a scene here (``hoola monkey`` runs
long ones), each scene's seed the crc32 of its name, so a failure replays; never an exception, never a
hand the engine's invariants refuse.  The first screens (menus, Hoola and Seven Bridge tables, the end
and summary, rules, settings, statistics) get 2,000 events each, through the same generator."""
from __future__ import annotations

import random

import pygame
import pytest

from game import games
from game.ui import monkey
from game.ui.i18n import set_language

games.load("lessons")

EVENTS = 300
#: the scenes the first monkey test visited (tests/ui/test_monkey.py, now folded in here), as long as then
FIRST_SCENES = ["menu", "setup", "table", "table7", "bridge", "end", "summary", "rules", "settings", "stats"]
FIRST_EVENTS = 2000
TABLES = ["kalookie-british", "kalookie-swedish", "kalookie-north-american", "kalookie-scarne",
          "house-rummy-classic", "house-rummy-epic", "hoola-clockwise", "seven-bridge"]
#: the dialogs: the buy-in question, a joker's meaning, a demand, the dealer's exchange, deeper discards
DIALOGS = ["kalookie-question", "kalookie-choice", "house-rummy-demand", "kalookie-exchange",
           "house-rummy-take-pile", "house-rummy-reenter", "house-rummy-end-turn", "house-rummy-decline",
           "kalookie-stand"]
#: the end of a hand just after the player retired: the others' hands, or Skip to the end
SAT_OUT = ["kalookie-sat-out"]
NEW = TABLES + list(monkey.SHARED_EXTRA) + DIALOGS + SAT_OUT


def test_the_scenes_are_every_game_and_version_and_dialog(app):
    assert set(NEW) <= set(monkey.scenes())
    assert set(FIRST_SCENES) <= set(monkey.scenes())


@pytest.mark.parametrize("scene", FIRST_SCENES)
def test_monkey(app, scene):
    """Thousands of random clicks, drags, keys and resizes on the first screens: never an exception."""
    assert monkey.run(app, scene, FIRST_EVENTS) >= FIRST_EVENTS
    assert app.stack.top is not None


def test_the_generator_sends_every_kind_of_event_and_key():
    """The one generator does all the first monkey's did (clicks of both buttons, drags, moves, wheel,
    resizes, every key, with shift) and more (control, typed text)."""
    rng = random.Random(1)
    events = [e for _ in range(6000) for e in monkey.random_event(rng, (1280, 720))]
    kinds = {e.type for e in events}
    assert {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
            pygame.VIDEORESIZE, pygame.KEYDOWN, pygame.TEXTINPUT} <= kinds
    assert {e.button for e in events if e.type == pygame.MOUSEBUTTONDOWN} == {1, 3}
    assert any(e.type == pygame.MOUSEMOTION and e.buttons[0] for e in events)          # a drag
    keys = {e.key for e in events if e.type == pygame.KEYDOWN}
    assert keys == set(monkey.KEYS)
    first = {pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
             pygame.K_TAB, pygame.K_ESCAPE, pygame.K_d, pygame.K_t, pygame.K_m, pygame.K_a, pygame.K_x,
             pygame.K_k, pygame.K_b, pygame.K_l, pygame.K_g, pygame.K_o, pygame.K_i, pygame.K_p, pygame.K_c,
             pygame.K_s, pygame.K_r, pygame.K_h, pygame.K_n, pygame.K_q, pygame.K_F1, pygame.K_F2, pygame.K_F5,
             pygame.K_1, pygame.K_2, pygame.K_HOME, pygame.K_END, pygame.K_PAGEDOWN, pygame.K_PAGEUP}
    assert first <= keys                       # the first monkey's keys, all still sent
    mods = {e.mod for e in events if e.type == pygame.KEYDOWN}
    assert {0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL} <= mods
    sizes = [e.size for e in events if e.type == pygame.VIDEORESIZE]
    assert all(700 <= w < 1700 and 450 <= h < 1000 for w, h in sizes)


@pytest.mark.parametrize("scene", monkey.scenes())
def test_every_scene_of_the_monkey_opens(app, scene):
    """The long runs visit every scene: each one opens and takes events (House Rummy's leaving the
    turned-up card never opened, the player always dealing, until the Korean long run found it)."""
    assert monkey.run(app, scene, 20) >= 20


@pytest.mark.parametrize("scene", NEW)
def test_monkey_on_every_game_and_screen(app, scene):
    assert monkey.run(app, scene, EVENTS) >= EVENTS


@pytest.mark.parametrize("scene", ["kalookie-british", "house-rummy-epic", "review", "deal-code", "stats-content",
                                   "kalookie-question", "kalookie-sat-out", "house-rummy-demand", "kalookie-choice", "kalookie-exchange",
                                   "setup", "settings", "end", "lessons", "lesson-kalookie", "lesson-hoola"])
def test_monkey_in_korean(app, scene):
    set_language("ko")
    try:
        assert monkey.run(app, scene, EVENTS) >= EVENTS
    finally:
        set_language("en")


def test_seeds_replay_and_a_failure_names_scene_and_seed(app, monkeypatch):
    assert monkey.seed_of("house-rummy-epic") == monkey.seed_of("house-rummy-epic") == 3768760552

    def broken(app):
        raise AssertionError("card conservation broken")
    monkeypatch.setattr(monkey, "check_state", broken)
    with pytest.raises(monkey.MonkeyFailure, match=r"scene 'kalookie-scarne' seed 3 after \d+ events: "
                                                   r"AssertionError: card conservation broken"):
        monkey.run(app, "kalookie-scarne", 50, seed=3)


def test_the_invariants_are_checked_on_the_table(app):
    """A table whose hand lost a card is caught by the check the monkey makes after every step."""
    monkey.open_scene(app, "house-rummy-classic", 5)
    state = app.stack.top.ctl.state
    monkey.check_state(app)
    state.hands[0].pop()
    with pytest.raises(AssertionError, match="card conservation"):
        monkey.check_state(app)


def test_hoola_monkey_command(capsys):
    from game.cli import main
    assert main(["monkey", "--events", "30", "--scene", "deal-code", "--lang", "ko"]) == 0
    assert "scene deal-code seed 1115350680: " in capsys.readouterr().out
    assert main(["monkey", "--scene", "poker"]) == 2


def test_a_long_monkey_run_says_how_far_it_is(capsys, monkeypatch):
    """A 100,000-event run printed nothing until its end (over an hour on a busy machine): it now says how many
    events it has sent every so often, on stderr, so the last line of a stopped run says how far it went."""
    from game.cli import main
    monkeypatch.setattr(monkey, "PROGRESS_EVERY", 20)
    assert main(["monkey", "--events", "50", "--scene", "deal"]) == 0
    said = capsys.readouterr()
    lines = [line for line in said.err.splitlines() if "events so far" in line]
    counts = [int(line.split(":")[1].split()[0]) for line in lines]        # (events come in batches)
    assert len(counts) == 2 and 20 <= counts[0] < 40 <= counts[1] < 50, said.err
    assert "scene deal seed" in said.out


@pytest.mark.parametrize("scene", [d for d in DIALOGS if not d.endswith("-question")])
def test_the_dialog_moments_open_where_the_dialog_can(app, scene):
    """The joker's, the demand's and the dealer's exchange scenes open on the player's turn with the choice."""
    monkey.open_scene(app, scene, monkey.seed_of(scene))
    top = app.stack.top
    game, wanted = monkey.moments()[scene]
    assert top.session.config.game == game and scene.startswith(game)
    assert wanted(top.ctl.state.legal_actions(0))
    if scene.endswith("choice"):      # two meanings of the same cards, as a joker gives
        assert any(a.get("joker") for a in top.ctl.state.legal_actions(0))


def test_the_buy_in_scene_asks_the_player(app):
    from game.ui.end_scene import EndScene
    monkey.open_scene(app, "kalookie-question", monkey.seed_of("kalookie-question"))
    top = app.stack.top
    assert isinstance(top, EndScene) and top.question is not None and top.question.seat == top.session.human
    assert set(top.question.choices) >= {"buy"}


#: Learn to play (issue 27): the courses' list, a course and a lesson table of each game
LESSON_SCENES = ["lessons"] + [f"{kind}-{g}" for kind in ("course", "lesson")
                               for g in ("hoola", "house-rummy", "kalookie", "seven-bridge")] + ["lesson-points"]


def test_the_lesson_scenes_are_the_list_each_course_and_a_lesson_of_each_game(app):
    assert set(LESSON_SCENES) <= set(monkey.scenes())
    from game.ui.lesson_table import LessonTableScene
    from game.ui.lessons_scene import CourseScene, LessonsScene
    seen = set()
    for seed in range(40):                      # the opening seed walks through the lessons and their steps
        monkey.open_scene(app, "lesson-kalookie", seed)
        top = app.stack.top
        assert isinstance(top, LessonTableScene) and top.ctl.state.game == "kalookie"
        seen.add((top.lesson_session.lesson.id, top.run.index))
    assert {lesson for lesson, _ in seen} == {l.id for l in monkey_courses()["kalookie"].lessons}
    assert ("pool", 4) in seen                  # the pool lesson at its buy-in question, among them
    monkey.open_scene(app, "course-seven-bridge", 1)
    assert isinstance(app.stack.top, CourseScene) and app.stack.top.course.game == "seven-bridge"
    monkey.open_scene(app, "lessons", 1)
    assert isinstance(app.stack.top, LessonsScene)


def test_the_lesson_points_scene_shows_each_ended_lesson_over_its_finished_table(app):
    """The points of a lesson whose hand ends (See the points, B): the seed walks through every such lesson."""
    from game.ui.lesson_table import LessonEndScene, LessonTableScene
    ended = {l.id for c in (monkey_courses()[g] for g in monkey_courses().names()) for l in c.lessons if l.final.over}
    seen = set()
    for seed in range(len(ended)):
        monkey.open_scene(app, "lesson-points", seed)
        top, under = app.stack.top, app.stack.scenes[-2]
        assert isinstance(top, LessonEndScene) and isinstance(under, LessonTableScene) and under.finished
        assert top.result is under.ctl.state.result is not None
        seen.add(under.lesson_session.lesson.id)
    assert seen == ended


def monkey_courses():
    from game.lessons import COURSES
    return COURSES


@pytest.mark.parametrize("scene", LESSON_SCENES)
def test_monkey_on_the_lesson_scenes(app, scene):
    """Issue 27: 2,000 random events on each lesson scene: never an exception, never a hand the
    engine's invariants refuse (the scripted seats, a take-back and the buy-in question included)."""
    assert monkey.run(app, scene, FIRST_EVENTS) >= FIRST_EVENTS


def test_the_sat_out_scene_opens_on_the_end_of_a_hand_that_offers_the_skip(app):
    from game.ui.end_scene import EndScene
    monkey.open_scene(app, "kalookie-sat-out", monkey.seed_of("kalookie-sat-out"))
    top = app.stack.top
    assert isinstance(top, EndScene) and top.session.sits_out and top.question is None
    assert "S" in [b.key for b in top.buttons.buttons]
