"""A Kalookie match at the table: the end screen asks the player about buying back in, bots answer
their own, and the match goes on to its last player without a crash."""
from __future__ import annotations

import random

import pygame
import pytest

from game.engine import Match
from game.ui.end_scene import EndScene
from game.controller.session import GameConfig, Session
from game.ui.table.scene import TableScene
from uihelpers import step


def play_match(app, seed: int, options: dict | None = None) -> int:
    """A whole match at the table with random moves; how many buy-in questions the player got."""
    from game.ui.menu import MainMenu
    app.stack.clear_to(MainMenu(app))
    rng = random.Random(seed)
    cfg = GameConfig(game="kalookie", players=3, levels=["random", "random"], seed=seed,
                     options=dict(options or {"limit": 100}))
    session = Session(cfg, app.settings, storage=app.storage)
    table = TableScene(app, session)
    app.push(table)
    asked = 0
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, TableScene):
            st = top.ctl.state
            if not st.over and top.human in st.acting_seats:
                legal = st.legal_actions(top.human)
                if legal:
                    top.ctl.submit(rng.choice(legal), app.clock.now())
            step(app, 1, dt=0.5)
        elif isinstance(top, EndScene):
            surf = pygame.Surface(app.size)
            top.draw(surf)
            if top.question is not None:
                asked += 1
                assert top.question.seat == session.human
                text, labels = top.rs.decision_words(top.question)
                assert "Buy back in" in labels["buy"] and "over the limit" in text
                top.answer(rng.choice(top.question.choices))
            else:
                top.buttons.buttons[0].action()
            step(app, 1)
        else:
            break
    m = session.match
    assert m.over and len(m.winners) >= 1
    if m.ruleset.balanced(m.options):
        assert sum(m.money.values()) + m.pool == 0
    return asked


def test_a_kalookie_match_with_a_buy_in_question(app):
    asked = [play_match(app, seed) for seed in range(7, 12)]
    assert any(asked), asked               # some of these matches put the question to the player


@pytest.mark.parametrize("options", [
    {"version": "swedish"},
    {"version": "north_american", "target": 250},
    {"version": "scarne", "deals": 5},
], ids=["swedish", "north_american", "scarne"])
def test_every_version_plays_a_whole_match_at_the_table(app, options):
    """Issue 11: the Swedish, North American and Scarne versions play whole matches through the screen
    (the North American target and Scarne's deals cut short to keep the test quick)."""
    play_match(app, 3, options)
