"""Fonts and rendered text, cached: text is rendered once and blitted every frame."""
from __future__ import annotations

import re
from collections import OrderedDict
from typing import Any

import pygame

from .resources import font_path, hangul_font_path

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_hangul: dict[tuple[int, bool], pygame.font.Font | None] = {}
_cache: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_CACHE_MAX = 800


def font(size: int, bold: bool = False) -> pygame.font.Font:
    size = max(6, int(size))
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        path = font_path(bold)
        try:
            f = pygame.font.Font(path, size)
        except (OSError, FileNotFoundError, TypeError):
            f = pygame.font.Font(None, size)
        _fonts[key] = f
    return f


def _hangul_font(size: int, bold: bool = False) -> pygame.font.Font | None:
    """The fallback font for Hangul (the bundled subset), or ``None`` when there is none."""
    size = max(6, int(size))
    key = (size, bold)
    if key not in _hangul:
        path = hangul_font_path(bold) or hangul_font_path(False)
        try:
            _hangul[key] = pygame.font.Font(path, size) if path else None
        except (OSError, FileNotFoundError):
            _hangul[key] = None
    return _hangul[key]


def _is_cjk(ch: str) -> bool:
    o = ord(ch)
    return (0x1100 <= o <= 0x11FF or 0x3000 <= o <= 0x318F or 0xAC00 <= o <= 0xD7A3
            or 0x3400 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF)


def runs(text: str) -> list[tuple[str, bool]]:
    """``text`` cut into (piece, is_cjk) runs; spaces go with the Latin text (the Hangul font is a subset)."""
    out: list[tuple[str, bool]] = []
    for ch in text:
        cjk = _is_cjk(ch)
        if out and out[-1][1] == cjk:
            out[-1] = (out[-1][0] + ch, cjk)
        else:
            out.append((ch, cjk))
    return out


def _hangul_ok(piece: str, size: int, bold: bool) -> bool:
    f = _hangul_font(size, bold)
    if f is None:
        return False
    try:
        return all(m is not None for m in f.metrics(piece))
    except (pygame.error, UnicodeError):   # a character the font engine cannot even measure
        return False


def has_glyphs(text: str, size: int = 16, bold: bool = False) -> bool:
    """Whether DejaVu Sans draws ``text`` (it has no Hangul or CJK; its metrics do not say so)."""
    if any(_is_cjk(ch) for ch in text):
        return False
    try:
        return all(m is not None for m in font(size, bold).metrics(text))
    except (pygame.error, UnicodeError):
        return False


def can_draw(text: str, size: int = 16, bold: bool = False) -> bool:
    """Whether ``text`` draws without boxes: Latin with DejaVu Sans, Hangul with the fallback font."""
    for piece, cjk in runs(text):
        if cjk and not _hangul_ok(piece, size, bold):
            return False
        if not cjk and not has_glyphs(piece, size, bold):
            return False
    return True


def displayable(text: str, size: int = 16, bold: bool = False) -> str:
    """``text`` without the words our fonts cannot draw (e.g. Hangul when no Korean font is found)."""
    if can_draw(text, size, bold):
        return text
    words = [w for w in text.split() if can_draw(w, size, bold)]
    return " ".join(words)


def text_width(text: str, size: int, bold: bool = False) -> int:
    """Width in pixels of ``text`` as :func:`render` draws it (Hangul measured in its own font)."""
    width = 0
    for piece, cjk in runs(text):
        f = _hangul_font(size, bold) if cjk and _hangul_ok(piece, size, bold) else font(size, bold)
        width += f.size(piece)[0]
    return width


def _render_mixed(text: str, size: int, colour, bold: bool) -> pygame.Surface:
    """Latin and Hangul runs each in their own font, on one baseline."""
    parts = []
    for piece, cjk in runs(text):
        f = _hangul_font(size, bold) if cjk and _hangul_ok(piece, size, bold) else font(size, bold)
        parts.append((f.render(piece, True, colour), f.get_ascent()))
    ascent = max(a for _, a in parts)
    height = max(ascent - a + img.get_height() for img, a in parts)
    out = pygame.Surface((max(1, sum(img.get_width() for img, _ in parts)), height), pygame.SRCALPHA)
    x = 0
    for img, a in parts:
        out.blit(img, (x, ascent - a))
        x += img.get_width()
    return out


#: Korean particles written for either reading ("8♦을(를)"): the form for a final consonant, then for none
_PARTICLES = {"을(를)": ("을", "를"), "은(는)": ("은", "는"), "이(가)": ("이", "가"), "과(와)": ("과", "와"),
              "와(과)": ("과", "와")}
_PARTICLE = re.compile(r"(\w+|\S)(?:[♠♥♦♣])?(을\(를\)|은\(는\)|이\(가\)|과\(와\)|와\(과\)|\(으\)로)")
#: how a digit or a card's letter reads: whether it ends in a consonant, and whether that consonant is ㄹ
_READS = {"0": (True, False), "1": (True, True), "2": (False, False), "3": (True, False), "4": (False, False),
          "5": (False, False), "6": (True, False), "7": (True, True), "8": (True, True), "9": (False, False),
          "A": (False, False), "K": (False, False), "Q": (False, False), "J": (False, False)}


#: how a name in Latin letters ends when read in Korean, by its last letters: a vowel, or ㄴ ㅁ ㅇ, or ㄹ
#: ("Minji" 민지가, "Tom" 톰이, "Paul" 폴이), a silent e after n, m or l read as that consonant ("Jane" 제인이,
#: "Jerome" 제롬이, "Kyle" 카일이: they were read as vowels, "Jane가"); other endings (Bob 밥, Mark 마크) cannot be told
_LATIN_ENDS = (("ne", (True, False)), ("me", (True, False)), ("le", (True, True)),
               ("ng", (True, False)), ("n", (True, False)), ("m", (True, False)), ("l", (True, True)),
               ("a", (False, False)), ("e", (False, False)), ("i", (False, False)), ("o", (False, False)),
               ("u", (False, False)), ("y", (False, False)))


def _reading(word: str) -> tuple[bool, bool] | None:
    """How ``word`` (a card's rank, a number, a Korean word or a name in Latin letters) ends as read."""
    if word.isascii() and word.isalpha() and len(word) > 1:
        low = word.lower()
        return next((r for end, r in _LATIN_ENDS if low.endswith(end)), None)
    return _final(word[-1])


def _final(ch: str) -> tuple[bool, bool] | None:
    """Whether ``ch`` as read ends in a consonant (and in ㄹ); None when it cannot be told."""
    if "가" <= ch <= "힣":
        tail = (ord(ch) - 0xAC00) % 28
        return tail != 0, tail == 8
    return _READS.get(ch)


def josa(text: str) -> str:
    """Korean particles after a card, a number or a word resolved to the one its reading takes: the catalogue
    writes "{card}을(를)" since the card is not known there; "8♦을(를)" is drawn "8♦을", "K♦을(를)" "K♦를"
    (the Korean play-through of 2026-11-27: "3♠는", "7♠를" read wrong); a name in Latin letters by its ending
    ("Minji가", "Jun이").  What cannot be told keeps both ("Bob이(가)")."""
    if "(" not in text:
        return text

    def one(m: re.Match) -> str:
        if m.group(1) == "나" and m.group(2) == "이(가)" and m.group(0) == "나이(가)":
            return "내가"                     # the player's own name: 내가, never 나가
        reading = _reading(m.group(1))
        if reading is None:
            return m.group(0)
        consonant, rieul = reading
        particle = m.group(2)
        if particle == "(으)로":
            word = "으로" if consonant and not rieul else "로"
        else:
            word = _PARTICLES[particle][0 if consonant else 1]
        return m.group(0)[: -len(particle)] + word
    return _PARTICLE.sub(one, text)


def render(text: str, size: int, colour=(255, 255, 255), bold: bool = False) -> pygame.Surface:
    """Anti-aliased text, from the cache when it was drawn before (Korean particles resolved: :func:`josa`)."""
    text = josa(text)
    key = (text, int(size), tuple(colour), bold)
    surf = _cache.get(key)
    if surf is not None:
        _cache.move_to_end(key)
        return surf
    if any(_is_cjk(ch) for ch in text):
        shown = displayable(text, size, bold)
        if any(_is_cjk(ch) for ch in shown):
            surf = _render_mixed(shown, size, colour, bold)
        else:
            surf = font(size, bold).render(shown or text, True, colour)
    else:
        surf = font(size, bold).render(text, True, colour)
    _cache[key] = surf
    if len(_cache) > _CACHE_MAX:
        _cache.popitem(last=False)
    return surf


_measure: dict[tuple, Any] = {}


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (keeps blank lines); cached."""
    key = ("w", text, size, width, bold)
    hit = _measure.get(key)
    if hit is None:
        if len(_measure) > 4000:
            _measure.clear()
        hit = _measure[key] = _wrap(text, size, width, bold)
    return list(hit)


#: a word that starts with a card ("7♠", "10♥에", "(Q♦")) and one that is a card and no more
_CARD_START = re.compile(r"^\(?(?:10|[2-9AJQK])[♠♥♦♣]")
_CARD_ONLY = re.compile(r"^\(?(?:10|[2-9AJQK])[♠♥♦♣]$")


def _units(words: list[str], size: int, width: int, bold: bool) -> list[str]:
    """The words with a meld's cards joined, so a line does not break inside "4♠ 5♠ 6♠" (the Korean
    check of Seven Bridge's lesson 4 read "…7♠을 내 4♠ / 5♠ 6♠에"); a meld wider than a line still breaks."""
    out: list[str] = []
    for w in words:
        if out and _CARD_ONLY.match(out[-1].rsplit(" ", 1)[-1]) and _CARD_START.match(w) \
                and text_width(out[-1] + " " + w, size, bold) <= width:
            out[-1] += " " + w
        else:
            out.append(w)
    return out


def _wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    out: list[str] = []
    for para in text.split("\n"):
        words = _units(para.split(" "), size, width, bold)
        line = ""
        for w in words:
            trial = w if not line else line + " " + w
            if text_width(trial, size, bold) <= width or not line:
                line = trial
            else:
                out.append(line)
                line = w
        out.append(line)
    return out


def blit(surface: pygame.Surface, text: str, size: int, colour, pos, *, bold: bool = False,
         anchor: str = "topleft") -> pygame.Rect:
    img = render(text, size, colour, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis to fit ``width``; cached."""
    key = ("f", text, size, width, bold)
    hit = _measure.get(key)
    if hit is None:
        if len(_measure) > 4000:
            _measure.clear()
        hit = _measure[key] = _fit(text, size, width, bold)
    return hit


def _fit(text: str, size: int, width: int, bold: bool = False) -> str:
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text + "…"


def reset() -> None:
    """Forget fonts and rendered text (after ``pygame.quit()``, fonts are invalid)."""
    _fonts.clear()
    _hangul.clear()
    _cache.clear()
    _measure.clear()
