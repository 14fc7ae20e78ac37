"""The new-game screen says each game's versions whole at 1280×720, in English and Korean: House
Rummy's Version help ended "…you may demand a …" (27 Nov play-through) and "first out earns 25 and stops"
read as the hand stopping (R-10); Kalookie's was cut in Korean (the re-check's R9, K-13)."""
from __future__ import annotations

import pygame
import pytest

from game.controller.session import GameConfig
from game.ui import widgets
from game.ui.i18n import set_language
from game.ui.setup_scene import SetupScene
from uihelpers import spy_blit, step


def _version_help_drawn(app, monkeypatch, game: str, option: str, options: dict) -> tuple[list[str], str]:
    """The Version row's help as drawn on the new-game screen at 1280×720, and as it is whole."""
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    app.step()
    setup = SetupScene(app, GameConfig(game=game, players=4, levels=["easy"] * 3, seed=3, options=options))
    app.push(setup)
    step(app, 2)
    row = next(r for r in setup.list.rows if r.name == option)
    drawn = spy_blit(monkeypatch, widgets)
    app.stack.draw(pygame.Surface(app.size))
    return [t for t in drawn if t and row.help.startswith(t.rstrip("…"))], row.help


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_r10_the_version_row_says_classic_and_epic_whole_at_1280_by_720(app, monkeypatch, lang):
    set_language(lang)
    try:
        shown, whole = _version_help_drawn(app, monkeypatch, "house-rummy", "variant", {})
        assert shown and shown[0] == whole, (shown, whole)
        if lang == "en":
            assert "sits out" in whole and "stops" not in whole
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_k_13_kalookies_version_row_is_whole_at_1280_by_720(app, monkeypatch, lang):
    """The Kalookie re-check (R9): with Rules set to Custom the Version row's help was cut in Korean
    ("…스카니의 동부 해안식 (카드 수대…")."""
    set_language(lang)
    try:
        shown, whole = _version_help_drawn(app, monkeypatch, "kalookie", "version", {"version": "british"})
        assert shown and shown[0] == whole, (shown, whole)
    finally:
        set_language("en")
