"""Kalookie at the table: the opening of several melds is selected together and laid with Meld."""
from __future__ import annotations

import pygame

from game.engine import Card
from uihelpers import key, step, table_with

HANDS = ["QH QC QS 5D 6D 7D 8D 2C 9S 3H 4S JC KC",
         "2D 3D.1 4H 5C 6H 7H 8S 9C TD JH QD KD AD"]


def test_an_opening_of_two_melds_is_selected_and_laid_at_once(app):
    t = table_with(app, HANDS, "9H 4D 5S", "TC", dealer=1, game="kalookie")
    key(app, pygame.K_d)                                   # draw 9H
    assert t.state.phase == "play"
    for text in ("QH", "QC", "QS"):                        # one set alone counts 30: not an opening
        t.hand.toggle(Card.parse(text))
    key(app, pygame.K_m)
    assert t.state.melds == [] and t.anim.toast                       # refused, with the reason shown
    assert "initial meld" in t.anim.toast[0] or "40" in t.anim.toast[0]
    for text in ("5D", "6D", "7D", "8D"):                  # the set and a run: 30 + 26
        t.hand.toggle(Card.parse(text))
    key(app, pygame.K_m)
    assert len(t.state.melds) == 2 and 0 in t.state.extra["opened"]
    assert sorted(m.kind for m in t.state.melds) == ["run", "set"]
    step(app, 2, dt=0.2)
