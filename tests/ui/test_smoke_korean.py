"""Issue 26, item 18: ``hoola --smoke --lang ko`` plays in Korean: the interface speaks Korean, and
none of the catalogue's English sentences is drawn while four bots play a hand of each game."""
from __future__ import annotations

import re
import pytest

import game.smoke as smoke
from game.ui import i18n

from test_korean_screens import drawn, english_sentences  # noqa: F401  (drawn: the fixture)

HANGUL = re.compile("[\uac00-\ud7a3]")


@pytest.mark.parametrize("game", ["hoola", "kalookie", "house-rummy", "seven-bridge"])
def test_the_smoke_in_korean_draws_korean(drawn, capsys, game):
    seen = drawn
    try:
        assert smoke.main(game=game, lang="ko") == 0
    finally:
        i18n.set_language("en")
    out = capsys.readouterr().out
    assert "interface in ko" in out
    assert sum(bool(HANGUL.search(s)) for s in seen) > 20
    sentences = english_sentences()
    plain = {s for s in seen if not HANGUL.search(s)}
    english = [(en, s) for s in plain for en, pattern in sentences if pattern.fullmatch(s)]
    assert not english, english[:5]
