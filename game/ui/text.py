"""Fonts and rendered text, cached: text is rendered once and blitted every frame."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame

from .resources import font_path, hangul_font_path

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_hangul: dict[int, pygame.font.Font | None] = {}
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


def _hangul_font(size: int) -> pygame.font.Font | None:
    if size not in _hangul:
        path = hangul_font_path()
        try:
            _hangul[size] = pygame.font.Font(path, size) if path else None
        except (OSError, FileNotFoundError):
            _hangul[size] = None
    return _hangul[size]


def _is_cjk(ch: str) -> bool:
    o = ord(ch)
    return (0x1100 <= o <= 0x11FF or 0x3000 <= o <= 0x318F or 0xAC00 <= o <= 0xD7A3
            or 0x3400 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF)


def has_glyphs(text: str, size: int = 16, bold: bool = False) -> bool:
    """Whether DejaVu Sans draws ``text`` (it has no Hangul or CJK; its metrics do not say so)."""
    if any(_is_cjk(ch) for ch in text):
        return False
    try:
        return all(m is not None for m in font(size, bold).metrics(text))
    except Exception:
        return False


def displayable(text: str, size: int = 16, bold: bool = False) -> str:
    """``text`` without the words our fonts cannot draw (e.g. Hangul when no Korean font is found)."""
    if has_glyphs(text, size, bold) or _hangul_font(size) is not None:
        return text
    words = [w for w in text.split() if has_glyphs(w, size, bold)]
    return " ".join(words)


def render(text: str, size: int, colour=(255, 255, 255), bold: bool = False) -> pygame.Surface:
    """Anti-aliased text, from the cache when it was drawn before."""
    key = (text, int(size), tuple(colour), bold)
    surf = _cache.get(key)
    if surf is not None:
        _cache.move_to_end(key)
        return surf
    f = font(size, bold)
    if not has_glyphs(text, size, bold) and _hangul_font(size) is not None:
        f = _hangul_font(size)  # type: ignore[assignment]
    else:
        text = displayable(text, size, bold) or text
    surf = f.render(text, True, colour)
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


def _wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    f = font(size, bold)
    out: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            trial = w if not line else line + " " + w
            if f.size(trial)[0] <= width or not line:
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
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def reset() -> None:
    """Forget fonts and rendered text (after ``pygame.quit()``, fonts are invalid)."""
    _fonts.clear()
    _hangul.clear()
    _cache.clear()
    _measure.clear()
