"""Issue 26, item 19: no English in the Korean interface, over a walk through every scene with real
content (``korean_walk``): a hand played with a hint and a take-back and the language switched in the
middle of it, the end screens, reviews with their costly moves marked, every game's statistics with
hint and take-back columns, the recent hands. What pygame renders is recorded by the shared recorder
(``../shared/tools/textspy``: every ``Font.render``), and the screens' whole texts by the Korean screens
test's ``drawn`` fixture (a Korean line's Latin pieces are rendered apart, so a sentence is judged whole)."""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pygame
import pytest

from game.ui import i18n
from game.ui import text as ui_text
from game.ui.i18n import catalogue
from korean_walk import walk
from test_korean_screens import drawn, english_in, english_lines  # noqa: F401  (drawn: the fixture)

TEXTSPY = Path(__file__).resolve().parents[3] / "shared" / "tools" / "textspy" / "sitecustomize.py"
HANGUL = re.compile("[\uac00-\ud7a3]")


@pytest.fixture
def rendered(tmp_path, monkeypatch):
    """The shared recorder, loaded in this process: every text pygame renders from now on, one a line."""
    if not TEXTSPY.is_file():
        pytest.skip("the shared recorder is not here")
    out = tmp_path / "rendered.txt"
    monkeypatch.setenv("TEXTSPY_OUT", str(out))
    monkeypatch.setattr(pygame.font, "Font", pygame.font.Font)          # put back after the test
    spec = importlib.util.spec_from_file_location("textspy_sitecustomize", TEXTSPY)
    spec.loader.exec_module(importlib.util.module_from_spec(spec))
    for cache in (ui_text._fonts, ui_text._hangul, ui_text._cache, ui_text._measure):
        cache.clear()                                                    # fonts made anew, through the spy
    yield out
    for cache in (ui_text._fonts, ui_text._hangul, ui_text._cache, ui_text._measure):
        cache.clear()


def single_words() -> set[str]:
    """The catalogue's one-word English texts that Korean says otherwise ("Pass", "Pon!", "Medium")."""
    return {en.strip(" !?:.…") for en, ko in catalogue("ko").items()
            if re.fullmatch(r"[A-Z][A-Za-z]{2,}[!?.…]?", en.strip()) and ko != en}


def test_every_scene_with_real_content_draws_no_english_in_korean(app, drawn, rendered):
    seen = drawn
    cut: dict[str, int] = {}

    def switched() -> None:                      # from here on the interface speaks Korean
        cut["drawn"] = len(seen)
        rendered.write_text("")
    try:
        facts = walk(app, switched)
        korean = seen[cut["drawn"]:]
        pieces = [line for line in rendered.read_text(encoding="utf-8").splitlines() if line.strip()]
    finally:
        i18n.set_language("en")
    # the walk showed what it should: the help the player had, moves marked, the log worded again
    assert facts["assisted"] == ["hints", "undo"], facts["assisted"]
    assert all(n >= 1 for n in facts["marked"].values()), facts["marked"]
    hoola = facts["columns"]["hoola"]
    assert any("\n" in head and "힌트" in head for head in hoola), hoola
    assert facts["recent"] and all(HANGUL.search(t) for t in facts["recent"]), facts["recent"]
    assert facts["recent_review"] == "ReviewScene"
    assert len(facts["log_after"]) == len(facts["log_before"]) >= 4            # the hand so far, worded again
    assert all(HANGUL.search(line) for line in facts["log_after"]), facts["log_after"]
    assert any("땡큐!" in line for line in facts["slap_log"]), facts["slap_log"]      # a slap, its call said
    assert any("땡큐!" in m for m in facts["moves"]["slap"]) and any("퐁!" in m for m in facts["moves"]["seven-bridge"])
    # nothing English among what was drawn once Korean was chosen
    assert sum(bool(HANGUL.search(t)) for t in pieces) > 200
    found = english_in(korean)
    assert not found, f"{len(found)} English sentences drawn in Korean: {found[:8]}"
    assert not english_lines(korean), english_lines(korean)[:8]
    assert not english_lines(pieces), english_lines(pieces)[:8]
    words = single_words()
    lone = sorted({p for p in pieces if p.strip(" !?:.…") in words})
    assert not lone, f"English words drawn alone in Korean: {lone[:10]}"
