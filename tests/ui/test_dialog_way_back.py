"""Issue 25: every dialog of the table has a way back: Esc, and a button that says so (Back, Close).
Each is opened with posted keys and clicks, left with Esc, opened again and left with its button;
nothing is played either way."""
from __future__ import annotations

import json

import pygame
import pytest

from game.engine import Card, Match, from_position
from game.controller.session import GameConfig, Session
from game.ui.table.scene import TableScene
from uihelpers import click, key, table_with


def _c(text: str) -> Card:
    return Card.parse(text)


def _from(app, game: str, position: str, options: dict | None = None) -> TableScene:
    cfg = GameConfig(game=game, players=2, seed=1, max_hands=1, options=dict(options or {}))
    match = Match(game, players=2, seed=1, options=dict(options or {}), max_hands=1, dealer=1)
    match.hand = from_position(position)
    t = TableScene(app, Session(cfg, app.settings, storage=app.storage, match=match))
    app.push(t)
    app.step()
    return t


def _meld_ways(app) -> TableScene:
    """Kalookie: an opening whose run's joker may be the 6♥ or the 9♥ (asked)."""
    t = table_with(app, ["QH QC JK JK.1 7H 8H 2C 3D 5S 9C TD KS 4D", "2S 3H 6S 9H TH 4C AH 6D 8D 3S QD 5C KC"],
                   "9S 8S 6C 3C", "AS", dealer=1, game="kalookie")
    key(app, pygame.K_d)
    for text in "QH QC JK JK.1 7H 8H".split():
        t.hand.toggle(_c(text))
    return t


def _add_where(app) -> TableScene:
    """Kalookie, opened: the 7♥ goes on the set of sevens or on the run of hearts (asked)."""
    more = json.dumps({"extra": {"opened": [0, 1], "played": True}})
    t = _from(app, "kalookie", "kalookie 2 dealer=1 current=0 phase=play | hands 7H 2C 3D 9C / 4S 6S 8C TC QD KD | "
                               "stock 9H 4D | discard TD | table #0 1 set 7C 7D 7S; #1 1 run 4H 5H 6H | options {} | "
                               f"more {more}")
    t.hand.toggle(_c("7H"))
    return t


def _deeper_discards(app) -> TableScene:
    """House Rummy: the fanned pile may be taken from more than one card (asked)."""
    extra = json.dumps({"extra": {"stock_open": True, "melded": [0]}})
    return _from(app, "house-rummy", "house-rummy 2 dealer=1 current=0 phase=start | hands 4S 4D KD KC 9S / 2C 7S | "
                                     "stock 2H 3H 5H | discard QD 4H KS JH | table - | "
                                     f'options {{"variant": "classic"}} | more {extra}', {"variant": "classic"})


DIALOGS = {
    "meld ways (M)": (_meld_ways, pygame.K_m),
    "add to which meld (A)": (_add_where, pygame.K_a),
    "deeper discards (F)": (_deeper_discards, pygame.K_f),
}


@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_a_choice_dialog_is_left_with_esc_or_its_back_button(app, name):
    make, opens = DIALOGS[name]
    t = make(app)
    before = [str(a) for a in t.ctl.state.record]
    key(app, opens)
    assert t.popup is not None and len(t.popup.labels) >= 2, name
    key(app, pygame.K_ESCAPE)
    assert t.popup is None and [str(a) for a in t.ctl.state.record] == before
    assert app.stack.top is t                                   # Esc closed the dialog, not the table
    key(app, opens)
    assert t.popup is not None
    t.draw(pygame.Surface(app.size))                             # its Back button is drawn...
    assert t.popup.back.width > 0 and t.popup.box.contains(t.popup.back)
    click(app, t.popup.back.center)                              # ...and clicked
    assert t.popup is None and [str(a) for a in t.ctl.state.record] == before


def test_the_keys_page_closes_with_esc_or_its_close_button(app):
    t = _add_where(app)
    key(app, pygame.K_h)
    assert t.show_help
    key(app, pygame.K_ESCAPE)
    assert not t.show_help and app.stack.top is t
    key(app, pygame.K_h)
    t.draw(pygame.Surface(app.size))
    click(app, t.drawer.help_close.center)
    assert not t.show_help and app.stack.top is t
