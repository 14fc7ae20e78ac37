"""Issue 14, motion: the deal flies card by card from the stock (the bots wait for it), none at instant
pace; a rare win gets a moment (a banner), and a click skips it."""
from __future__ import annotations

from fractions import Fraction

import pygame

from game.engine import Event, Result
from game.ui.session import GameConfig, Session
from game.ui.table.scene import TableScene
from uihelpers import click, step


def _table(app, speed: float):
    app.settings.animation_speed = speed
    s = Session(GameConfig(game="hoola", players=4, seed=8, max_hands=3), app.settings, storage=app.storage)
    t = TableScene(app, s)
    app.push(t)
    return t


def test_the_deal_flies_from_the_stock_and_the_bots_wait_for_it(app):
    t = _table(app, 1.0)
    dealt = sum(len(h) for h in t.state.hands)
    assert len(t.anim.flights) == dealt and t.anim.cursor > app.now()
    assert t.anim.hidden_cards(app.now()) >= set(t.state.hands[0])         # your cards land in your hand
    record = len(t.state.record)
    app.step()
    assert len(t.state.record) == record                                  # nobody moves during the deal
    app.stack.pop()
    t2 = _table(app, 0.0)
    assert not t2.anim.flights                                            # instant: no deal to watch


def test_a_perfect_gets_its_moment_and_a_click_skips_it(app):
    t = _table(app, 1.0)
    res = Result((0,), "out", points={0: 0, 1: 5, 2: 5, 3: 5}, payments={0: Fraction(6), 1: Fraction(-2),
                                                                         2: Fraction(-2), 3: Fraction(-2)},
                 details={"perfect": True})
    t.on_events([Event("hand_end", None, data={"result": res})], app.now())
    assert t.banner is not None and t.banner[0] == "Perfect!"
    surf = pygame.Surface(app.size)
    app.stack.draw(surf)
    click(app, (10, 10))
    assert t.banner is None
