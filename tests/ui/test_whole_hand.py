"""A whole hand played through the screen by scripted input, then the end-of-hand screen."""
from __future__ import annotations

import pygame

from bots_for_tests import ScriptBot
from game.ui.end_scene import EndScene, SummaryScene
from uihelpers import click, drag, key, step, table_with


def human_turn(app, t) -> None:
    st = t.ctl.state
    if st.phase == "start":
        click(app, t.layout.stock.center)
        return
    legal = st.legal_actions(0)
    melds = [a for a in legal if a.kind == "meld"]
    if melds:
        t.hand.clear()
        for c in melds[0].cards:
            click(app, t.pos[c].center)
        key(app, pygame.K_m)
        return
    discards = [a for a in legal if a.kind == "discard"]
    card = discards[-1].cards[0]
    drag(app, t.pos[card].center, t.layout.discard.center)


def test_whole_hand_through_the_screen(app):
    hands = ["7S 7H 8H 9H KC AC 2C", "2S 3S 4D 5D 9C TC JC"]
    t = table_with(app, hands, "QH 3C 4C 5H 6S 8S 9S TS JS", "6D", bots={1: ScriptBot(think=0.2)},
                   options={"knocks": False, "blasts": False})
    st = t.ctl.state
    for _ in range(400):
        if st.over:
            break
        # the seat in turn waits out the claim window after each battle discard
        if st.current == 0 and st.legal_actions(0) and app.stack.top is t and t.ctl.timer is None:
            human_turn(app, t)
        else:
            step(app, 1, dt=0.3)
    assert st.over and st.result is not None
    assert any(a.seat == 0 and a.kind == "meld" for a in st.record)
    for _ in range(20):
        step(app, 1, dt=0.5)
        if isinstance(app.stack.top, EndScene):
            break
    assert isinstance(app.stack.top, EndScene)
    key(app, pygame.K_RETURN)        # a one-hand match: the summary comes next
    assert isinstance(app.stack.top, SummaryScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.__class__.__name__ == "MainMenu"
