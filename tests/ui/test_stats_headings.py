"""Issue 26, items 7 and 16: the statistics' columns for hands played with help are headed on two lines,
the level and then the help ("Medium" / "with hints"), in the player's language, so no heading runs into
its neighbour and no English is left in Korean."""
from __future__ import annotations

import sys

import pygame
import pytest

from game.ui import i18n
from game.ui import text as ui_text
from game.ui.stats_scene import StatsScene
from game.ui.words import level_parts

from test_settings_stats import _toy_result

LEVELS = ("medium", "medium with hints", "medium with undo", "medium with hints and undo")


def _draw_with_spy(app, monkeypatch):
    seen: list[tuple[str, int]] = []
    real = ui_text.render

    def spy(text, size, *a, **k):
        img = real(text, size, *a, **k)
        seen.append((str(text), img.get_width()))
        return img
    for mod in [m for n, m in list(sys.modules.items()) if n.startswith("game.ui") and m is not None]:
        if getattr(mod, "render", None) is real:
            monkeypatch.setattr(mod, "render", spy)
    for level in LEVELS:
        app.storage.record_hand("hoola", level, _toy_result([0]), 0)
    s = StatsScene(app)
    app.push(s)
    s.tab = s.games.index("hoola")
    app.stack.draw(pygame.Surface(app.size))
    return s, seen


def test_level_words():
    assert level_parts("medium with hints", capital=True) == ("Medium", "with hints")
    assert level_parts("hard with hints and undo") == ("Hard", "with hints and take-backs")   # one form (issue 26)
    assert level_parts("mixed") == ("Mixed", None)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_help_columns_are_headed_on_two_lines_in_the_players_language(app, monkeypatch, lang):
    i18n.set_language(lang)
    try:
        s, seen = _draw_with_spy(app, monkeypatch)
        heads = s.headings(s.columns())
        want_notes = [i18n._(n) for n in ("with hints", "with take-backs", "with hints and take-backs")]
        assert [h for h, __, note in heads][:4] == [i18n._("Medium")] * 4 if lang == "en" else True
        assert sorted(n for __, __l, n in heads if n) == sorted(want_notes)
        drawn = [text for text, __ in seen]
        joined = " ".join(drawn)
        for note in want_notes:                  # said whole, over one or two lines, never cut
            assert all(word in joined for word in note.split()), note
        heading_words = [h for h, __, __n in heads] + want_notes
        cut = [text for text in drawn if text.endswith("…")
               and any(w.startswith(text[:-1].rstrip()) for w in heading_words)]
        assert not cut, cut
        if lang == "ko":
            assert not any("with " in text or "Medium" in text for text in drawn), \
                [t for t in drawn if "with " in t or "Medium" in t]
    finally:
        i18n.set_language("en")
