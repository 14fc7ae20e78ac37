"""Card faces and backs from the bundled SVG deck (assets/cards/, David Bellot's SVG-cards, LGPL-2.1).

Why a module of its own: ``cards.CardArt`` keeps the cache and the old drawn
faces; this module only turns one card into one surface at one size, or says
it cannot (``None``), so a missing or damaged file falls back to the drawn
faces instead of crashing.

Each card is rasterised by pygame-ce's SVG loader (``load_sized_svg``) at the
card's pixel size, so it is crisp at every window size.  The game draws the
parts the SVG loader cannot or that must stay legible on small cards: the
rounded white base and the corner indices (rank and suit).  On small cards the
deck's art is drawn a little smaller inside the base so a legible index fits
beside the pips.  The four-colour option and the chosen back colour are colour
swaps in the SVG text (see tools/split_svg_cards.py for the colour tokens).
"""
from __future__ import annotations

import io
import re
from functools import lru_cache
from pathlib import Path
from typing import Callable

import pygame

from game.engine import Card

from . import theme
from .resources import asset
from .text import font

RANK_LETTERS = "A23456789TJQK"
RANK_TEXT = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}
SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_TOKEN = re.compile(r"#e6180a", re.IGNORECASE)      # heart and diamond pips
CLUB_TOKEN = "#000001"                                   # club pips (spades stay #000000)
BACK_TOKEN = re.compile(r"#0062ff", re.IGNORECASE)       # the field of the back
EDGE = (70, 70, 74)
SMALL_H = 36                                             # below this, one index only
MASTER_H = 300                                           # rasterise once at this height, shrink from it
SS = 2                                                   # supersampling of the rounded base


def file_name(card: Card) -> str:
    """``7S.svg``; every joker is ``JK.svg`` (copies of a card share a face)."""
    if card.is_joker:
        return "JK.svg"
    return f"{RANK_LETTERS[card.rank - 1]}{card.suit}.svg"


def _hex(colour: tuple[int, int, int]) -> str:
    return "#%02x%02x%02x" % tuple(colour[:3])


class SvgDeck:
    """Reads, checks and rasterises the deck's files.  ``renders`` counts rasterisations (tests, bench)."""

    def __init__(self, folder: Path | None = None,
                 loader: Callable[[io.BytesIO, tuple[int, int]], pygame.Surface] | None = None) -> None:
        self.folder = folder
        self._texts: dict[str, str | None] = {}
        self._load = loader or pygame.image.load_sized_svg
        self._masters: dict[tuple, pygame.Surface] = {}
        self.renders = 0

    def _path(self, name: str) -> Path | None:
        if self.folder is not None:
            p = self.folder / name
            return p if p.is_file() else None
        return asset("cards", name)

    def text(self, name: str) -> str | None:
        """The file's text once checked to be whole SVG, else ``None`` (missing, unreadable, damaged)."""
        if name not in self._texts:
            self._texts[name] = self._read(name)
        return self._texts[name]

    def _read(self, name: str) -> str | None:
        path = self._path(name)
        if path is None:
            return None
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None
        return text if looks_whole(text) else None

    def available(self) -> bool:
        """Whether the deck can be used at all (its back is there and whole)."""
        return self.text("back.svg") is not None

    def art(self, name: str, size: tuple[int, int], swaps: dict[str, str] | None = None) -> pygame.Surface | None:
        """The file's drawing fitted into ``size`` (aspect kept), colours swapped; ``None`` if it fails.

        Each file is rasterised once (per colour swap) at ``MASTER_H`` pixels high and shrunk
        from there with ``smoothscale`` (area averaging, so it stays crisp): a new window size
        then costs a fraction of a millisecond a card instead of a new rasterisation
        (2 to 25 ms for the courts and the back).  Larger sizes are rasterised directly."""
        if size[0] < 2 or size[1] < 2:
            return None
        if size[1] > MASTER_H:
            return self._rasterise(name, size, swaps)
        key = (name, tuple(sorted((swaps or {}).items())))
        master = self._masters.get(key)
        if master is None:
            master = self._rasterise(name, (MASTER_H * 4, MASTER_H), swaps)
            if master is None:
                return None
            self._masters[key] = master
        mw, mh = master.get_size()
        k = min(size[0] / mw, size[1] / mh)
        return pygame.transform.smoothscale(master, (max(1, round(mw * k)), max(1, round(mh * k))))

    def _rasterise(self, name: str, size: tuple[int, int], swaps: dict[str, str] | None) -> pygame.Surface | None:
        text = self.text(name)
        if text is None:
            return None
        for token, colour in (swaps or {}).items():
            text = re.sub(token, colour, text, flags=re.IGNORECASE)
        try:
            surf = self._load(io.BytesIO(text.encode("utf-8")), size)
        except (pygame.error, ValueError):
            self._texts[name] = None            # damaged in a way the XML check missed: never again
            return None
        self.renders += 1
        if surf.get_width() < 2 or surf.get_height() < 2:
            return None
        return surf


_DRAWING = re.compile(r"<(path|rect|circle|ellipse|polygon|polyline|line)\b")


def looks_whole(text: str) -> bool:
    """A cheap check that an SVG file is whole: it opens and closes ``<svg>`` and draws something.

    nanosvg draws what it can of a cut-short file, so a truncated file would show half a card;
    this catches that (and garbage) without an XML parser (xml.etree would add about 1 MB of
    libraries to the one-file build)."""
    head = text.lstrip()[:400]
    return ("<svg" in head and (head.startswith("<?xml") or head.startswith("<svg") or head.startswith("<!--"))
            and text.rstrip().endswith("</svg>") and _DRAWING.search(text) is not None)


_default: SvgDeck | None = None


def default_deck() -> SvgDeck:
    """The bundled deck, shared by every ``CardArt`` of the process (its rasterised masters too)."""
    global _default
    if _default is None:
        _default = SvgDeck()
    return _default


def base(w: int, h: int) -> pygame.Surface:
    """A fresh copy of the blank card of this size (the blank itself is drawn once per size)."""
    return _blank(w, h).copy()


@lru_cache(maxsize=32)
def _blank(w: int, h: int) -> pygame.Surface:
    """The white card with a thin dark edge and round corners (drawn large, smoothed down once)."""
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    r = big.get_rect()
    rad = max(3 * SS, int(w * SS * 0.07))
    pygame.draw.rect(big, EDGE, r, border_radius=rad)
    edge = max(1, round(SS * max(1.0, w / 110)))
    pygame.draw.rect(big, theme.CARD_FACE, r.inflate(-2 * edge, -2 * edge), border_radius=max(1, rad - edge))
    return pygame.transform.smoothscale(big, (w, h))


def _glyph(text: str, size: int, colour, bold: bool, squeeze: float = 1.0) -> pygame.Surface:
    img = font(size, bold).render(text, True, colour)
    bbox = img.get_bounding_rect()
    img = img.subsurface(bbox).copy() if bbox.width and bbox.height else img
    if squeeze < 0.999:
        img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * squeeze)), img.get_height()))
    return img


def index_block(card: Card, h: int, colour, with_suit: bool) -> pygame.Surface:
    """The corner index: rank over suit, sized for legibility (never under 11 px type)."""
    rank_px = max(11, round(h * 0.17))
    suit_px = max(9, round(h * 0.115))
    if card.is_joker:
        letters = [_glyph(ch, max(9, round(h * 0.11)), colour, True, 0.9) for ch in "JOKER"]
        gap = max(0, round(h * 0.005))
        w = max(i.get_width() for i in letters)
        block = pygame.Surface((w, sum(i.get_height() + gap for i in letters)), pygame.SRCALPHA)
        y = 0
        for img in letters:
            block.blit(img, ((w - img.get_width()) // 2, y))
            y += img.get_height() + gap
        return block
    rank = RANK_TEXT.get(card.rank, str(card.rank))
    rimg = _glyph(rank, rank_px, colour, True, 0.62 if rank == "10" else 0.86)
    parts = [rimg]
    if with_suit:
        parts.append(_glyph(SUIT_SYMBOL[card.suit], suit_px, colour, False))
    gap = max(1, round(h * 0.02))
    w = max(p.get_width() for p in parts)
    block = pygame.Surface((w, sum(p.get_height() for p in parts) + gap * (len(parts) - 1)), pygame.SRCALPHA)
    y = 0
    for p in parts:
        block.blit(p, ((w - p.get_width()) // 2, y))
        y += p.get_height() + gap
    return block


def art_scale(w: int, h: int, block: pygame.Surface, pad: int, free_w: float, free_h: float) -> float:
    """How small the deck's art must be drawn (centred) so the index fits in the art's free corner.

    ``free_w``/``free_h`` are the fractions of the art's width/height its corner leaves free."""
    need_w = (pad + block.get_width() + max(1, round(w * 0.03))) / w     # a gap before the pips
    need_h = (pad + block.get_height() + 1) / h
    k_w = (0.5 - need_w) / (0.5 - free_w)
    k_h = (0.5 - need_h) / (0.5 - free_h) if free_h < 0.5 else 1.0
    return max(0.55, min(1.0, k_w, k_h))


#: Fractions of the art's width and height its top-left corner leaves free for the index.
FREE_PIPS = (0.13, 1.0)      # number cards: a column beside the pips, any height
FREE_COURT = (0.12, 0.27)    # courts: the notch left of the figure's frame
FREE_JOKER = (0.17, 1.0)


def face(deck: SvgDeck, card: Card, size: tuple[int, int], colours: dict[str, tuple[int, int, int]]
         ) -> pygame.Surface | None:
    """A whole card face at ``size``, or ``None`` if the deck's file cannot be drawn."""
    w, h = size
    colour = colours[card.suit]
    court = not card.is_joker and card.rank >= 11
    block = index_block(card, h, colour, with_suit=True)
    pad = max(2, round(w * 0.035))
    top = max(2, round(h * 0.03))
    free = FREE_JOKER if card.is_joker else FREE_COURT if court else FREE_PIPS
    k = art_scale(w, h, block, pad, *free)
    red = colours["D"] if card.suit == "D" else colours["H"]     # the joker's little suits: hearts' red
    swaps = {RED_TOKEN.pattern: _hex(red), CLUB_TOKEN: _hex(colours["C"])}
    inner = (max(2, round(w * k)), max(2, round(h * k)))
    art = deck.art(file_name(card), inner, swaps)
    if art is None:
        return None
    surf = base(w, h)
    surf.blit(art, art.get_rect(center=(w // 2, h // 2)))
    surf.blit(block, (pad, top))
    if h >= SMALL_H:   # on tiny cards the two indices would meet; only the top-left one shows in a fan anyway
        surf.blit(pygame.transform.rotate(block, 180), (w - pad - block.get_width(), h - top - block.get_height()))
    return surf


def back(deck: SvgDeck, size: tuple[int, int], field: tuple[int, int, int]) -> pygame.Surface | None:
    """The deck's back in the chosen colour, or ``None`` if its file cannot be drawn."""
    w, h = size
    art = deck.art("back.svg", (w, h), {BACK_TOKEN.pattern: _hex(field)})
    if art is None:
        return None
    surf = base(w, h)
    surf.blit(art, art.get_rect(center=(w // 2, h // 2)))
    return surf
