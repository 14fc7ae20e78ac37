"""The key help (H at the table) is each game's own: Battle Hoola's knock, blast and big-luck keys were
listed at every game's table, no other game's own keys were (Kalookie's N E Y, House Rummy's E U Q F),
and nowhere the hint's "?" or Ctrl+Z."""
from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.game_table import table_for
from game.ui.table import draw
from game.ui.table.draw import help_rows

OWN = {"hoola": ["K B L G", "O I", "Space or C, P"], "seven-bridge": ["Space or C, P"],
       "kalookie": ["N E", "Y"], "house-rummy": ["N 3", "E U", "Q"]}


@pytest.mark.parametrize("game", sorted(OWN))
def test_each_game_lists_its_own_keys_and_no_other_games(game):
    keys = [k for k, __ in help_rows(table_for(game))]
    assert all(k in keys for k in OWN[game]), keys
    others = {k for g, ks in OWN.items() if g != game for k in ks} - set(OWN[game])
    assert not others & set(keys), keys
    assert "?" in keys and "Ctrl+Z" in keys and "Discard pile" in keys


@pytest.mark.parametrize("size", [(1280, 720), (800, 500)])
@pytest.mark.parametrize("game", sorted(OWN))
def test_the_help_at_the_table_shows_the_games_rows_inside_the_window(app, monkeypatch, game, size):
    from game.controller.session import GameConfig, Session
    from game.ui.table.scene import TableScene
    shown: list[tuple[str, pygame.Rect]] = []
    real = draw.blit

    def spy(surface, text, *a, **k):
        r = real(surface, text, *a, **k)
        shown.append((str(text), r))
        return r
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()
    session = Session(GameConfig(game=game, players=3, seed=5, max_hands=1), app.settings, storage=app.storage)
    t = TableScene(app, session)
    app.push(t)
    t.show_help = True
    monkeypatch.setattr(draw, "blit", spy)
    app.stack.draw(pygame.Surface(app.size))
    texts = [s for s, __ in shown]
    for k in OWN[game] + ["?"]:
        assert k in texts
    W, H = app.size
    assert all(0 <= r.top and r.bottom <= H for s, r in shown if s in OWN[game] + ["F2 F11 Esc"])


def test_the_rules_screen_lists_the_games_own_keys(app):
    from game.ui.rules_scene import RulesScene
    scene = RulesScene(app)
    scene.index = scene.games.index("kalookie")
    text = scene.text()
    assert "• N E:" in text and "K B L G" not in text
