"""Card art, rendered once per size and cached; frames only blit.

Faces and backs come from the bundled SVG deck (``card_faces``), rasterised at
the card's size so they are crisp at every window size.  If the deck's files
are missing or damaged, the faces drawn here with vectors and DejaVu's suit
symbols stand in (each drawn at twice the size and smooth-scaled down once).
"""
from __future__ import annotations

import pygame

from game.engine import Card

from . import card_faces, theme
from .card_faces import RANK_TEXT, SUIT_SYMBOL
from .text import font

SS = 2   # supersampling factor


def card_size(height: int) -> tuple[int, int]:
    height = max(20, int(height))
    return int(round(height * theme.CARD_RATIO)), height


#: The card backs the settings offer: name -> (field, pattern) colours.
BACKS = {
    "blue": ((38, 72, 150), (72, 110, 190)),
    "red": (theme.CARD_BACK, theme.CARD_BACK_2),
    "green": ((28, 104, 64), (60, 142, 96)),
    "purple": ((92, 48, 128), (128, 84, 166)),
    "black": ((34, 36, 40), (84, 88, 96)),
}


class CardArt:
    """Faces and backs of one size family; ``clear()`` on resize or colour scheme change."""

    def __init__(self, four_colour: bool = False, back: str = "blue",
                 deck: card_faces.SvgDeck | None = None) -> None:
        self.four_colour = four_colour
        self.back_name = back if back in BACKS else "blue"
        #: the SVG deck; a card it cannot draw gets the drawn face instead
        self.deck = deck if deck is not None else card_faces.default_deck()
        self._faces: dict[tuple, pygame.Surface] = {}
        self._backs: dict[tuple, pygame.Surface] = {}
        self._outlines: dict[tuple, pygame.Surface] = {}

    def set_four_colour(self, on: bool) -> None:
        if on != self.four_colour:
            self.four_colour = on
            self._faces.clear()

    def set_back(self, name: str) -> None:
        name = name if name in BACKS else "blue"
        if name != self.back_name:
            self.back_name = name
            self._backs.clear()

    def clear(self) -> None:
        self._faces.clear()
        self._backs.clear()
        self._outlines.clear()

    def colour(self, card: Card) -> tuple[int, int, int]:
        table = theme.SUIT_COLOURS_4 if self.four_colour else theme.SUIT_COLOURS
        return table[card.suit]

    # ------------------------------------------------------------------ faces
    def face(self, card: Card, height: int) -> pygame.Surface:
        key = (card.face, int(height))
        surf = self._faces.get(key)
        if surf is None:
            if len(self._faces) > 600:
                self._faces.clear()
            surf = self._faces[key] = self._draw_face(card, int(height))
        return surf

    def _blank(self, w: int, h: int, fill, edge) -> pygame.Surface:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        r = s.get_rect()
        rad = max(4, int(w * 0.09))
        pygame.draw.rect(s, edge, r, border_radius=rad)
        pygame.draw.rect(s, fill, r.inflate(-2 * SS, -2 * SS), border_radius=max(2, rad - SS))
        return s

    def _draw_face(self, card: Card, height: int) -> pygame.Surface:
        table = theme.SUIT_COLOURS_4 if self.four_colour else theme.SUIT_COLOURS
        surf = card_faces.face(self.deck, card, card_size(height), table)
        return surf if surf is not None else self._drawn_face(card, height)

    def _drawn_face(self, card: Card, height: int) -> pygame.Surface:
        """The face drawn with vectors and text: the stand-in when the SVG deck cannot be used."""
        w0, h0 = card_size(height)
        w, h = w0 * SS, h0 * SS
        s = self._blank(w, h, theme.CARD_FACE, theme.CARD_EDGE)
        col = self.colour(card)
        if card.is_joker:
            f = font(int(h * 0.13), True)
            y = int(h * 0.12)
            for ch in "JOKER":
                img = f.render(ch, True, col)
                s.blit(img, img.get_rect(midtop=(int(w * 0.16), y)))
                y += int(h * 0.13)
            star = font(int(h * 0.42)).render("★", True, col)
            s.blit(star, star.get_rect(center=(int(w * 0.58), h // 2)))
            return pygame.transform.smoothscale(s, (w0, h0))
        rank = RANK_TEXT.get(card.rank, str(card.rank))
        sym = SUIT_SYMBOL[card.suit]
        corner = pygame.Surface((int(w * 0.36), int(h * 0.36)), pygame.SRCALPHA)
        rf = font(int(h * 0.17), True)
        rimg = rf.render(rank, True, col)
        if rimg.get_width() > corner.get_width():
            rimg = pygame.transform.smoothscale(rimg, (corner.get_width(), rimg.get_height()))
        simg = font(int(h * 0.15)).render(sym, True, col)
        corner.blit(rimg, rimg.get_rect(midtop=(corner.get_width() // 2, 0)))
        corner.blit(simg, simg.get_rect(midtop=(corner.get_width() // 2, int(rimg.get_height() * 0.92))))
        pad = int(w * 0.02)
        s.blit(corner, (pad, pad + int(h * 0.01)))
        s.blit(pygame.transform.rotate(corner, 180), (w - corner.get_width() - pad,
                                                        h - corner.get_height() - pad - int(h * 0.01)))
        cx, cy = w // 2 + int(w * 0.04), h // 2
        if card.rank >= 11:
            box = pygame.Rect(0, 0, int(w * 0.42), int(h * 0.46))
            box.center = (cx, cy)
            pygame.draw.rect(s, col, box, width=max(2, SS * 2), border_radius=int(w * 0.05))
            letter = font(int(h * 0.26), True).render(rank, True, col)
            s.blit(letter, letter.get_rect(midbottom=(cx, cy + int(h * 0.06))))
            small = font(int(h * 0.14)).render(sym, True, col)
            s.blit(small, small.get_rect(midtop=(cx, cy + int(h * 0.06))))
        else:
            big = font(int(h * (0.40 if card.rank == 1 else 0.34))).render(sym, True, col)
            s.blit(big, big.get_rect(center=(cx, cy)))
        return pygame.transform.smoothscale(s, (w0, h0))

    # ------------------------------------------------------------------ backs
    def back(self, height: int, name: str | None = None) -> pygame.Surface:
        """A card back of the chosen design (or ``name``'s, for a preview)."""
        name = name if name in BACKS else self.back_name
        key = (int(height), name)
        surf = self._backs.get(key)
        if surf is None:
            surf = self._backs[key] = self._draw_back(int(height), name)
        return surf

    def _draw_back(self, height: int, name: str = "blue") -> pygame.Surface:
        surf = card_faces.back(self.deck, card_size(height), BACKS.get(name, BACKS["blue"])[0])
        return surf if surf is not None else self._drawn_back(height, name)

    def _drawn_back(self, height: int, name: str = "blue") -> pygame.Surface:
        """The back drawn with lines: the stand-in when the SVG deck cannot be used."""
        field_colour, pattern = BACKS.get(name, BACKS["blue"])
        w0, h0 = card_size(height)
        w, h = w0 * SS, h0 * SS
        s = self._blank(w, h, (250, 246, 240), theme.CARD_EDGE)
        inner = s.get_rect().inflate(-int(w * 0.14), -int(w * 0.14))
        pygame.draw.rect(s, field_colour, inner, border_radius=max(2, int(w * 0.05)))
        step = max(4, int(w * 0.12))
        clip = s.get_clip()
        s.set_clip(inner.inflate(-SS * 4, -SS * 4))
        for x in range(inner.left - inner.height, inner.right + inner.height, step):
            pygame.draw.line(s, pattern, (x, inner.top), (x + inner.height, inner.bottom), SS)
            pygame.draw.line(s, pattern, (x, inner.bottom), (x + inner.height, inner.top), SS)
        s.set_clip(clip)
        pygame.draw.rect(s, (250, 246, 240), inner.inflate(-SS * 4, -SS * 4), width=SS,
                         border_radius=max(2, int(w * 0.04)))
        return pygame.transform.smoothscale(s, (w0, h0))

    # ------------------------------------------------------------------ outlines
    def outline(self, height: int, colour, width: int = 3) -> pygame.Surface:
        """A glow outline the size of a card (selection, legal target, hover)."""
        key = (int(height), tuple(colour), width)
        surf = self._outlines.get(key)
        if surf is None:
            w0, h0 = card_size(height)
            surf = pygame.Surface((w0 + 2 * width, h0 + 2 * width), pygame.SRCALPHA)
            pygame.draw.rect(surf, colour, surf.get_rect(), width=width, border_radius=max(4, int(w0 * 0.1)))
            self._outlines[key] = surf
        return surf
