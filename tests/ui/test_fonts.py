"""The bundled Hangul font draws every Korean character (the interface, any name), next to DejaVu Sans."""
from __future__ import annotations

import re
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]
HANGUL = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")


def hangul_in_sources() -> set[str]:
    found: set[str] = set()
    for folder in ("game", "ai"):
        for path in (ROOT / folder).rglob("*.py"):
            found.update(HANGUL.findall(path.read_text(encoding="utf-8")))
    for path in (ROOT / "assets" / "locale").glob("*.po"):
        found.update(HANGUL.findall(path.read_text(encoding="utf-8")))
    return found


def test_bundled_hangul_font_covers_every_korean_character(app):
    from game.ui.resources import HANGUL_FILES, asset, hangul_font_path
    chars = hangul_in_sources()
    assert "감" in chars
    for bold, name in HANGUL_FILES.items():
        path = asset("fonts", name)
        assert path is not None and hangul_font_path(bold) == str(path)       # the bundled file, not the system's
        f = pygame.font.Font(str(path), 20)
        missing = [ch for ch in sorted(chars) if f.metrics(ch)[0] is None]
        assert not missing, f"rebuild with tools/make_hangul_font.py: {missing}"
    assert (ROOT / "assets" / "fonts" / "LICENSE-HoolaHangul.txt").is_file()


def test_the_korean_call_is_drawn_with_latin_beside_it(app):
    from game.ui import text
    call = "Thank you! 감사합니다"
    assert text.displayable(call, 16, True) == call
    img = text.render(call, 24, (255, 255, 255), True)
    latin = text.render("Thank you! ", 24, (255, 255, 255), True)
    assert img.get_width() == text.text_width(call, 24, True) > latin.get_width() + 4 * 20
    # the Hangul part is ink, not the empty boxes of a missing glyph: many distinct pixels
    part = img.subsurface((latin.get_width(), 0, img.get_width() - latin.get_width(), img.get_height()))
    lit = sum(1 for x in range(part.get_width()) for y in range(part.get_height()) if part.get_at((x, y))[3] > 128)
    assert lit > 150
    lines = text.wrap('saying "Thank you!" (감사합니다). The first slap wins.', 16, 200)
    assert "".join(lines).replace(" ", "") == 'saying"Thankyou!"(감사합니다).Thefirstslapwins.'


def test_any_korean_name_draws(app):
    """Every modern syllable is in the bundled font: rare ones in names too (뛣, 똠, 햏, 쀍)."""
    from game.ui import text
    assert text.can_draw("김민지 뛣똠햏쀍", 16) and text.can_draw("새 게임 · 이어하기", 20, bold=True)


def test_a_line_does_not_break_inside_a_melds_cards(app):
    """The Korean check of Seven Bridge's lesson 4 read "…7♠을 내 4♠ / 5♠ 6♠에": the meld split across lines."""
    from game.ui import text
    sentence = "손의 7♠을 내 4♠ 5♠ 6♠에 붙이면 런이 길어집니다"
    meld = "4♠ 5♠ 6♠에"
    for width in range(text.text_width(meld, 16) + 4, text.text_width(sentence, 16) + 8, 3):
        lines = text.wrap(sentence, 16, width)
        assert " ".join(lines) == sentence
        assert any(meld in line for line in lines), (width, lines)
    narrow = text.wrap("4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠", 16, text.text_width("4♠ 5♠ 6♠", 16))
    assert len(narrow) > 1 and all(text.text_width(line, 16) <= text.text_width("4♠ 5♠ 6♠", 16) for line in narrow)
