"""Where a box can go on the table without hiding what the player came to see: the plays, the piles
and the other seats' panels.  The lesson's coach card and the end-of-hand headline both ask (each hid
a meld in a newcomer's play-test)."""
from __future__ import annotations

from typing import Any, Iterable

import pygame


def table_things(sc: Any, labels: bool = True) -> list[pygame.Rect]:
    """What a box over the table should leave in view: every card of every play, the name over each
    space's plays (a coach's card hid one: lessons 2, 3 and 5), the piles and the other seats' panels."""
    out = [r for r in (sc.meld_rect_of(c) for m in sc.view.melds for c in m.cards) if r is not None]
    out += [r for r in (getattr(sc.layout, "stock", None), getattr(sc.layout, "discard", None))
            if isinstance(r, pygame.Rect)]
    out += list(getattr(sc.layout, "panels", {}).values())
    place, order = getattr(sc.layout, "place_melds", None), getattr(sc, "owner_order", None)
    if labels and place is not None and order is not None and sc.view.melds:    # whose plays they are
        placement = place(sc.view.melds, order())
        out += [pygame.Rect(b.left, b.top, b.width, placement.label_size + 6) for __, b in placement.groups]
    return out


def free_spot(box: pygame.Rect, room: pygame.Rect, keep_clear: Iterable[pygame.Rect],
              step: int) -> pygame.Rect | None:
    """A place for ``box`` inside ``room`` that overlaps nothing in ``keep_clear``: low first, then
    left to right from ``box``'s own left, rising a ``step`` at a time; None when nowhere is free."""
    clear = list(keep_clear)
    step = max(1, step)
    for bottom in range(room.bottom, room.top + box.height - 1, -step):
        for x in range(box.left, room.right - box.width + 1, step):
            trial = pygame.Rect(x, bottom - box.height, box.width, box.height)
            if trial.collidelist(clear) < 0:
                return trial
    return None


def nearest_free(box: pygame.Rect, room: pygame.Rect, keep_clear: Iterable[pygame.Rect], step: int,
                 near: tuple[int, int]) -> pygame.Rect | None:
    """The place for ``box`` inside ``room``, overlapping nothing in ``keep_clear``, whose centre is
    nearest ``near``; None when nowhere is free."""
    clear = list(keep_clear)
    step = max(1, step)
    best: tuple[int, pygame.Rect] | None = None
    for top in range(room.top, room.bottom - box.height + 1, step):
        for left in range(room.left, room.right - box.width + 1, step):
            trial = pygame.Rect(left, top, box.width, box.height)
            if trial.collidelist(clear) < 0:
                d = (trial.centerx - near[0]) ** 2 + (trial.centery - near[1]) ** 2
                if best is None or d < best[0]:
                    best = (d, trial)
    return None if best is None else best[1]



def slid_clear(box: pygame.Rect, room: pygame.Rect, keep_clear: Iterable[pygame.Rect], step: int) -> pygame.Rect:
    """``box`` moved sideways, at its height, to the place nearest where it is that overlaps nothing in
    ``keep_clear`` inside ``room``; where it is when nowhere on its line is free."""
    clear = list(keep_clear)
    if box.collidelist(clear) < 0:
        return box
    step = max(1, step)
    for k in range(1, room.width // step + 1):
        for dx in (-k * step, k * step):
            trial = box.move(dx, 0)
            if room.left <= trial.left and trial.right <= room.right and trial.collidelist(clear) < 0:
                return trial
    return box
