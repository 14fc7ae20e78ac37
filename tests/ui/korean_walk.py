"""A walk through every scene with real content, for the Korean screens test (issue 26, item 19): a hand
played at the table in English with a hint and a take-back, the language switched to Korean in Settings
(the log written before it is worded again), the hand played out, its end screen and its review with
the costly moves weighed and marked, the other games' tables, ends and reviews, the statistics with
their hint and take-back columns, the recent hands and a review opened from them.  Screens are driven
through posted keys and clicks; what is drawn is recorded by the caller."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.ui.demo import demo_session, play_out
from uihelpers import click, key, step

GAMES = ("hoola", "seven-bridge", "kalookie", "house-rummy")


def draw(app) -> None:
    app.stack.draw(pygame.display.get_surface())


def buttons(table) -> dict[str, pygame.Rect]:
    draw(table.app)
    return {spec.tag: r for spec, r in table.drawer.button_rects}


def to_players_turn(app, table, frames: int = 120) -> None:
    for __ in range(frames):
        step(app, 1, dt=0.3)
        if table.ctl.state.current == table.human and table.view.legal and table.ctl.timer is None:
            return
    raise AssertionError("the player's turn never came")


def hint_and_take_back(app, table) -> None:
    """A hint asked with its button, a draw, a meld laid and taken back with the Take back button."""
    click(app, buttons(table)["hint"].center)
    for __ in range(600):
        step(app, 1, dt=0.05)
        if getattr(table, "hinting", None) is None:
            break
    key(app, pygame.K_d)
    melds = [a for a in table.view.legal if a.kind == "meld"]
    assert melds, "the walk's deal gives the player a meld after the draw"
    table.hand.selected = set(melds[0].cards)
    key(app, pygame.K_m)
    click(app, buttons(table)["undo"].center)


def switch_language(app, lang: str) -> None:
    """O from the pause menu opens Settings; Down to the Language row, Right until ``lang``; Esc twice."""
    from game.ui.settings_scene import SettingsScene
    key(app, pygame.K_ESCAPE)                           # the pause menu
    key(app, pygame.K_o)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    rows = settings.list.rows
    target = next(i for i, r in enumerate(rows) if r.name == "language")
    for __ in range(target - settings.list.focus):
        key(app, pygame.K_DOWN)
    def value() -> str:                                  # the rows are made anew in the new language
        return next(r for r in settings.list.rows if r.name == "language").value
    for __ in range(len(rows[target].choices)):
        if value() == lang:
            break
        key(app, pygame.K_RIGHT)
    assert value() == lang
    key(app, pygame.K_ESCAPE)                           # Settings
    key(app, pygame.K_ESCAPE)                           # the pause menu: back to the table


def finish_hand(app, table) -> Any:
    """The hand played out, then frames until the end screen is up; the end screen."""
    from game.ui.end_scene import EndScene
    play_out(table.session)
    for __ in range(200):
        step(app, 1, dt=0.3)
        if isinstance(app.stack.top, EndScene):
            draw(app)
            return app.stack.top
    raise AssertionError("the end screen never came")


def review_marked(app, rounds: int = 2) -> Any:
    """V on the end screen: the review, its moves weighed (``rounds`` a move), then N to the first
    marked move, and a few steps on; the review."""
    from game.ui import review_scene
    review_scene.ROUNDS = rounds
    key(app, pygame.K_v)
    review = app.stack.top
    assert isinstance(review, review_scene.ReviewScene)
    for __ in range(200000):
        if review.weighed >= len(review.mine):
            break
        app.step()
        if review.weighed % 4 == 0:
            draw(app)
    key(app, pygame.K_HOME)
    for __ in range(len(review.costly)):                 # every marked move, its advice drawn
        key(app, pygame.K_n)
        draw(app)
    key(app, pygame.K_HOME)
    for __ in range(len(review.review) // 10 + 1):       # the whole list of moves, a page at a time
        draw(app)
        key(app, pygame.K_PAGEDOWN)
    draw(app)
    return review


def slap(app, facts: dict[str, Any]) -> None:
    """Battle Hoola's slap table (a stated deal): Space slaps the 5♥ when it is offered, and the hand is
    played out and reviewed; its log and its moves, in facts."""
    from game.ui.demo import game_scenes, scripted_session
    from game.ui.menu import MainMenu
    from game.ui.table.scene import TableScene
    game, demo = game_scenes()["slap"]
    session = scripted_session(app, game, demo)
    session.storage = app.storage
    table = TableScene(app, session)
    app.push(table)
    for __ in range(80):
        step(app, 1, dt=0.1)
        if table.ctl.timer is not None and table.ctl.timer.human_may:
            break
    key(app, pygame.K_SPACE)
    step(app, 5, dt=0.3)
    draw(app)
    facts["slap_log"] = [text for text, __ in table.log]
    finish_hand(app, table)
    review = review_marked(app, rounds=1)
    facts["moves"]["slap"] = [review._move(a) for a in review.review.actions]
    app.stack.clear_to(MainMenu(app))


def walk(app, on_switch: Callable[[], None]) -> dict[str, Any]:
    """The whole walk; ``on_switch`` is called once the interface speaks Korean (what was drawn in
    English before it is not the test's). Facts about what was shown, for the test to check."""
    from game.ui.i18n import set_language
    from game.ui.menu import MainMenu
    from game.ui.table.scene import TableScene
    facts: dict[str, Any] = {"marked": {}, "log_before": [], "log_after": []}
    app.settings = app.settings.replace(undo=True)        # take-backs offered (Settings)
    set_language("en")
    app.stack.clear_to(MainMenu(app))
    for i, game in enumerate(GAMES):
        session = demo_session(app, game, 4, seed=4 + i, max_hands=2)
        session.storage = app.storage
        session.levels = ["you"] + ["medium"] * 3
        table = TableScene(app, session)
        app.push(table)
        to_players_turn(app, table)
        if i == 0:
            hint_and_take_back(app, table)
            facts["assisted"] = sorted(session.assisted)
            facts["log_before"] = [text for text, __ in table.log]
            switch_language(app, "ko")
            on_switch()
            draw(app)
            facts["log_after"] = [text for text, __ in table.log]
        end = finish_hand(app, table)
        review = review_marked(app, rounds=2 if game in ("hoola", "seven-bridge") else 1)
        facts["marked"][game] = len(review.costly)
        facts.setdefault("moves", {})[game] = [review._move(a) for a in review.review.actions]
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is end
        app.stack.clear_to(MainMenu(app))
    slap(app, facts)
    draw(app)
    key(app, pygame.K_s)                                   # the statistics, every game's tab
    stats = app.stack.top
    facts["columns"] = {}
    for __ in range(len(stats.games)):
        draw(app)
        facts["columns"][stats.game] = [head for head, __ in stats.columns()]
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_v)                                   # the recent hands, one opened
    facts["recent"] = list(stats.popup.labels) if stats.popup is not None else []
    draw(app)
    key(app, pygame.K_1)
    draw(app)
    facts["recent_review"] = type(app.stack.top).__name__
    return facts
