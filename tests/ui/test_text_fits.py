"""Issue 13, bug 9: no word on the table is cut off — at 1280x720 and 1024x600, with four and seven
players (the sit-out round's long status line included), every label is drawn whole."""
from __future__ import annotations

import pygame
import pytest

import game.ui.table.draw as draw_module
import game.ui.table.sidebar as sidebar_module
from game.controller.session import GameConfig, Session
from game.ui.table.scene import TableScene


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("players", [4, 7])
def test_no_label_is_cut_off(app, monkeypatch, size, players):
    cut: list[str] = []
    real_fit = draw_module.fit

    def fit(text, font_size, width, bold=False):
        out = real_fit(text, font_size, width, bold)
        if out != text:
            cut.append(text)
        return out
    for module in (draw_module, sidebar_module):     # the table and its side panel
        monkeypatch.setattr(module, "fit", fit)
    app.resize(size)
    levels = ["expert"] + ["medium"] * 5
    session = Session(GameConfig(game="hoola", players=players, levels=levels, seed=5, max_hands=1),
                      app.settings, storage=app.storage)
    t = TableScene(app, session)
    app.push(t)
    for _ in range(6):
        app.step()
        app.stack.draw(pygame.Surface(app.size))
    assert not cut, cut
