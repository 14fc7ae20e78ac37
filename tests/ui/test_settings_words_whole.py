"""Settings explained in plain words, whole: "Take back moves" ended "...counted apart in the …" at 1280×720,
its point lost. Every row's explanation fits its row, in English and Korean."""
from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.settings_scene import SettingsScene


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_settings_explanation_fits_its_row(app, monkeypatch, lang):
    import game.ui.widgets as widgets
    from game.ui.text import _fit
    cut: list[str] = []

    def fit(text, size, width, bold=False):
        out = _fit(text, size, width, bold)
        if out != text:
            cut.append(f"{text!r} in {width}px")
        return out
    monkeypatch.setattr(widgets, "fit", fit)
    i18n.set_language(lang)
    try:
        scene = SettingsScene(app)
        app.push(scene)
        helps = {r.help for r in scene.list.rows if r.help}
        for _ in range(len(scene.list.rows) + 1):       # every row scrolled into sight
            app.stack.draw(pygame.Surface(app.size))
            scene.list.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        app.stack.draw(pygame.Surface(app.size))
    finally:
        i18n.set_language("en")
    assert not [c for c in cut if any(repr(h) in c for h in helps)]
