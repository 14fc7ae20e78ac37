"""A joker on the table shows what it stands for: a small tag in its corner, in the card's suit colour.

The engine says what each joker of a play stands for (``MeldView.jokers``: a face such as ``"7S"``,
or a rank alone where a game leaves the suit open); the tag is that card as a player reads it, so
it needs no words and reads the same in every language.  It sits in the card's lower left corner,
the part of a card that shows where the cards of a play overlap.
"""
from __future__ import annotations

import pygame

from game.engine import Card

from .. import theme
from ..cards import RANK_TEXT, SUIT_SYMBOL, CardArt, card_size
from ..text import render

_CACHE: dict[tuple[str, int, bool], pygame.Surface] = {}


def stands_for(face: str) -> tuple[str, str]:
    """What a joker stands for as the tag says it ("7♠", "10", ...) and its suit letter ("" for a rank)."""
    text = (face or "").strip().upper()
    if len(text) >= 2:
        try:
            card = Card.parse(text)
        except ValueError:
            return text, ""
        return RANK_TEXT.get(card.rank, str(card.rank)) + SUIT_SYMBOL.get(card.suit, ""), card.suit
    ranks = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}
    return ranks.get(text, text), ""


def joker_mark(art: CardArt, face: str, card_h: int) -> pygame.Surface:
    """The tag of a joker standing for ``face`` on a card ``card_h`` high (cached per face and size)."""
    key = (face, int(card_h), art.four_colour)
    surf = _CACHE.get(key)
    if surf is not None:
        return surf
    if len(_CACHE) > 200:
        _CACHE.clear()
    text, suit = stands_for(face)
    colours = theme.SUIT_COLOURS_4 if art.four_colour else theme.SUIT_COLOURS
    colour = colours.get(suit, colours[""])
    w, h = card_size(card_h)
    room = int(w * 0.38) - 6                 # within the strip a card shows in a fanned play
    size = max(8, int(h * 0.19))
    img = render(text, size, colour, True)
    while img.get_width() > room and size > 8:
        size -= 1
        img = render(text, size, colour, True)
    box = pygame.Rect(0, 0, max(img.get_width(), room) + 6, img.get_height() + 2)
    surf = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.CARD_FACE, box, border_radius=4)
    pygame.draw.rect(surf, colour, box, width=2, border_radius=4)
    surf.blit(img, img.get_rect(center=box.center))
    _CACHE[key] = surf
    return surf


def mark_rect(card: pygame.Rect, mark: pygame.Surface) -> pygame.Rect:
    """Where a joker's tag lies on its card: the lower left corner, just inside the edge."""
    r = mark.get_rect()
    r.bottomleft = (card.left + 2, card.bottom - 3)
    return r
