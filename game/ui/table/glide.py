"""When the table is laid out again, its plays glide to their new places rather than jump there.

A relayout (a play found no room: smaller cards, rows shared out again) moves plays the player was not
looking at; a jump loses them (s16-tables: "a drag aimed from memory at where they stood would have
missed").  Drawn gliding for a moment, the eye follows each play to where it went.  Only the drawing
glides: every hit test reads the placement itself, so a click or a drop is never aimed at a card in
flight.  Drawing never changes state; with animations off nothing glides.
"""
from __future__ import annotations

from typing import Any, Hashable

import pygame

from .anim import _ease


#: seconds a card let go on the table is remembered: it lands at once, or a refusal sent it back to the hand
ARRIVAL_S = 1.0


class Glide:
    """Where each card and box of the plays is drawn this frame: its place, or on its way there."""

    def __init__(self) -> None:
        self.placement: Any = None
        #: each card's and box's rect as last drawn (a new glide starts there, even mid-way)
        self.shown: dict[Hashable, pygame.Rect] = {}
        #: the glides under way: from where, since when, for how long
        self.moves: dict[Hashable, tuple[pygame.Rect, float, float]] = {}
        #: cards just let go on the table or the discard pile: where the pointer let them go, and when
        self.arrivals: dict[Any, tuple[pygame.Rect, float]] = {}

    def arrive(self, cards: Any, rects: Any, now: float) -> None:
        """``cards`` were let go at ``rects``: where they land in the next placement, they glide from there (a
        card dropped on the open felt went into the player's box across the table, from under the pointer
        in one frame: s18-recheck L4)."""
        self.arrivals = {c: (r, now) for c, r in zip(cards, rects)}

    def update(self, placement: Any, now: float, dur: float) -> None:
        """A new placement: glide what moved if the table was laid out again (not when plays kept their
        places and a new one was put in free room: what is under way goes on); and, either way, a card
        new to its play glides from where it was let go, or from the play it left."""
        if placement is self.placement:
            return
        before, self.placement = self.placement, placement
        arrivals, self.arrivals = self.arrivals, {}
        if not getattr(placement, "kept", False):
            self.moves = {}
        if dur <= 0 or before is None:
            return
        old = _rects(before)
        was = {key for key, __ in old}       # a new hand's plays (ids from 0 again) start fresh
        new = _rects(placement)
        here = {key for key, __ in new}
        if not getattr(placement, "kept", False):
            for key, r in new:
                src = self.shown.get(key)
                if key in was and src is not None and src.topleft != r.topleft:
                    self.moves[key] = (src, now, dur)
        fresh = {c: r for c, (r, t) in arrivals.items() if now - t < ARRIVAL_S}
        left: dict[Any, list[Hashable]] = {}           # each card's keys in the plays before, gone from there
        if was & here:                                # (not on another table altogether: a new hand)
            for key, __ in old:
                if key[0] == "card" and key not in here:
                    left.setdefault(key[2], []).append(key)
        for mid, cards in placement.cards.items():
            for key, r in card_keys(mid, cards):
                # a card just let go glides from the pointer, even onto an empty table or into a play under
                # the number of the one it left (the screen no longer flies it from the hand or its old play)
                src = fresh.get(key[2])
                if src is None and key not in was and left.get(key[2]):
                    src = self.shown.get(left[key[2]].pop(0))   # moved out of another play (a bot's rearrangement)
                if src is not None and src.topleft != r.topleft:
                    self.moves[key] = (src, now, dur)

    def let_go_at(self, card: Any, now: float) -> pygame.Rect | None:
        """Where ``card`` was let go this moment (on the table or the pile), if it was: it goes on from there,
        not from where it was before the drag."""
        dropped = self.arrivals.get(card)
        return dropped[0] if dropped is not None and now - dropped[1] < ARRIVAL_S else None

    def just_let_go(self, card: Any, now: float) -> bool:
        """Whether ``card`` was let go on the table this moment: it glides from the pointer (:meth:`update`),
        so the screen does not also fly it there from where it was before the drag."""
        return self.let_go_at(card, now) is not None

    def rect(self, key: Hashable, r: pygame.Rect, now: float) -> pygame.Rect:
        """Where ``key`` (at ``r`` in the placement) is drawn now; noted as shown."""
        move = self.moves.get(key)
        if move is not None:
            src, start, dur = move
            if now >= start + dur:
                del self.moves[key]
            else:
                t = _ease((now - start) / dur)
                r = pygame.Rect(round(src.x + (r.x - src.x) * t), round(src.y + (r.y - src.y) * t), r.width, r.height)
        self.shown[key] = r
        return r

    @property
    def moving(self) -> bool:
        return bool(self.moves)


def box_keys(groups: list[tuple[int, pygame.Rect]]) -> list[tuple[Hashable, int, pygame.Rect]]:
    """Each box with its key: its space and which of that space's boxes it is, in reading order."""
    seen: dict[int, int] = {}
    out = []
    for owner, box in sorted(groups, key=lambda g: (g[1].top, g[1].left)):
        k = seen.get(owner, 0)
        seen[owner] = k + 1
        out.append((("box", owner, k), owner, box))
    return out


def _rects(placement: Any) -> list[tuple[Hashable, pygame.Rect]]:
    out: list[tuple[Hashable, pygame.Rect]] = [(key, box) for key, __, box in box_keys(placement.groups)]
    out += [(("meld", mid), r) for mid, r in placement.melds.items()]
    for mid, cards in placement.cards.items():
        out += [(key, r) for key, r in card_keys(mid, cards)]
    return out


def card_keys(mid: int, cards: list[tuple[Any, pygame.Rect]]) -> list[tuple[Hashable, pygame.Rect]]:
    """Each card of a play with its key: the play and the card (a second copy of a face counted apart),
    so a card moved into another play, or along its play, never glides from another card's place."""
    seen: dict[Any, int] = {}
    out = []
    for card, r in cards:
        n = seen.get(card, 0)
        seen[card] = n + 1
        out.append((("card", mid, card, n), r))
    return out
