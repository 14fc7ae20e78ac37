"""The statistics screen's note speaks of stakes only for a game played for stakes: Seven Bridge's page
(points) said "Stakes are before the stake size you chose", which a player could not place."""
from __future__ import annotations

import pygame
import pytest

from game.ui import stats_scene
from game.ui.stats_scene import StatsScene
from uihelpers import spy_blit


@pytest.mark.parametrize("game,says_stakes", [("hoola", True), ("seven-bridge", False), ("kalookie", False),
                                              ("house-rummy", False)])
def test_the_note_names_stakes_only_where_the_game_plays_for_them(app, monkeypatch, game, says_stakes):
    scene = StatsScene(app)
    app.push(scene)
    scene.tab = scene.games.index(game)
    shown = spy_blit(monkeypatch, stats_scene)
    app.stack.draw(pygame.Surface(app.size))
    text = " ".join(shown)
    assert "Counted from your seat" in text
    assert ("stake size" in text) == says_stakes
