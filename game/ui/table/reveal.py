"""The end of a hand as an event on the table, before the numbers (issue 26).

When the hand is over the table does not cut straight to the breakdown: every seat's cards turn face up
one after another (the winner's first, with a gold ring), and a headline over the felt says who won and
how ("Minji wins: knock") in one glance.  Then the end-of-hand screen counts the points up and shows
the breakdown.  A click or a key skips to it.  At instant pace there is nothing to watch: no reveal.
"""
from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..cards import card_size
from ..i18n import _
from ..text import fit, render, text_width
from .room import nearest_free, table_things

#: seconds the reveal lasts at pace 1 (the end-of-hand screen opens after it)
REVEAL_S = 2.4
#: seconds between two cards turning over, and a card's turn
FLIP_GAP_S = 0.07
FLIP_S = 0.22


def headline(sc: Any) -> tuple[str, str]:
    """(who won, how) in the player's words; ("Nobody wins", how) for a void hand."""
    from ..end_scene import _and, how_ended, session_game
    res = sc.seat_table.result
    # with the result and the names, so the game's table may say more, as the log and the end screen do:
    # the banner said "Everyone on one side went out" at a three-player House Rummy table (s17-recheck)
    how = how_ended(sc.session.match, res.reason, res, lambda seat: None if seat == sc.human else sc.names[seat],
                    game=session_game(sc.session))
    if not res.winners:
        return _("Nobody wins"), how
    names = [_("You") if w == sc.human else sc.names[w] for w in res.winners]
    one = len(res.winners) == 1 and sc.human not in res.winners
    return (_("{who} wins") if one else _("{who} win")).format(who=_and(names)), how


def order(sc: Any) -> list[int]:
    """The seats whose cards turn over, the winners first, then round the table from the player."""
    res = sc.seat_table.result
    n = sc.seat_table.players
    seats = [(sc.human + k) % n for k in range(n)]
    return [s for s in res.winners if s in seats] + [s for s in seats if s not in res.winners]


def flip_width(t: float, w: int) -> tuple[int, bool]:
    """A card turning over at ``t`` (0..1): its drawn width and whether the face shows yet."""
    t = max(0.0, min(1.0, t))
    return max(1, int(w * abs(1 - 2 * t))), t >= 0.5


def revealing(sc: Any, now: float) -> float | None:
    """Seconds into the reveal (None: not revealing)."""
    at = getattr(sc, "reveal_at", None)
    if at is None or sc.seat_table.result is None or sc.end_shown or now < at:
        return None
    return (now - at) * max(sc.anim.speed, 0.01)


def draw_reveal(d: Any, surf: pygame.Surface, now: float) -> None:
    """Every seat's cards face up by its panel, the winners' ringed in gold, and the headline."""
    sc = d.sc
    t = revealing(sc, now)
    if t is None:
        return
    L, art, res = sc.layout, sc.app.art, sc.seat_table.result
    shade = pygame.Surface(L.table.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, min(110, int(t * 300))))
    surf.blit(shade, L.table.topleft)
    placement = sc.placed_melds()
    for owner, box in placement.groups:      # a winner who went out: their melds are what won
        if owner in res.winners:
            pygame.draw.rect(surf, theme.GOLD, box.inflate(6, 6), width=3, border_radius=8)
    k = 0
    for seat in order(sc):
        cards = list(sc.seat_table.revealed(seat))
        if seat == sc.human or not cards:
            continue
        panel = L.panels.get(seat)
        if panel is None:
            continue
        h = max(26, int(L.opp_h * 1.25))
        cw, ch = card_size(h)
        span = panel.width - L.pad
        step = min(cw * 0.55, (span - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        x0 = panel.centerx - (cw + step * (len(cards) - 1)) / 2
        y = panel.bottom - ch - L.pad // 2
        win = seat in res.winners
        if win:
            ring = pygame.Rect(int(x0) - 4, y - 4, int(cw + step * (len(cards) - 1)) + 8, ch + 8)
            pygame.draw.rect(surf, theme.GOLD, ring, width=3, border_radius=6)
        for i, c in enumerate(cards):
            w, up = flip_width((t - 0.15 - k * FLIP_GAP_S) / FLIP_S, cw)
            img = art.face(c, h) if up else art.back(h)
            if w != cw:
                img = pygame.transform.scale(img, (w, ch))
            surf.blit(img, (int(x0 + step * i + (cw - w) / 2), y))
            k += 1
    who, how = headline(sc)
    grow = min(1.0, t / 0.3)
    big = int(L.font * (1.4 + 1.0 * grow))
    room = L.table.width - 6 * L.pad
    while big > L.font and text_width(who, big, True) > room:
        big -= 2
    img = render(fit(who, big, room), big, theme.GOLD, True)
    sub = render(fit(how[:1].upper() + how[1:], L.font + 2, room), L.font + 2, theme.INK, True)
    skip = render(fit(_("Click or press a key for the points"), L.small, room), L.small, theme.INK_DIM)
    box = pygame.Rect(0, 0, max(img.get_width(), sub.get_width(), skip.get_width()) + 4 * L.pad,
                      img.get_height() + sub.get_height() + skip.get_height() + 4 * L.pad)
    box.center = L.middle.center
    box = _headline_place(sc, box)
    back = pygame.Surface(box.size, pygame.SRCALPHA)
    back.fill((10, 20, 16, 225))
    surf.blit(back, box)
    pygame.draw.rect(surf, theme.GOLD, box, width=3, border_radius=14)
    surf.blit(img, img.get_rect(midtop=(box.centerx, box.top + L.pad)))
    surf.blit(sub, sub.get_rect(midtop=(box.centerx, box.top + L.pad * 2 + img.get_height())))
    surf.blit(skip, skip.get_rect(midbottom=(box.centerx, box.bottom - L.pad)))


def _headline_place(sc: Any, box: pygame.Rect) -> pygame.Rect:
    """The headline in the middle if that hides nothing, else in the free room nearest the middle
    (over the player's own hand if need be, which the player knows): over the plays it hid what won
    (a newcomer's play-test).  Worked out once a hand's end and box size."""
    L = sc.layout
    key = (id(sc.seat_table.result), box.size, L.table.size)
    cached = getattr(sc, "_headline_at", None)
    if cached is not None and cached[0] == key:
        return cached[1].copy()
    things = table_things(sc)
    # the winners' boxes whole, with the gold ring round them: the headline covered the foot of Alice's
    # ringed box, the edge that showed whose plays had won (s18-recheck)
    winners = sc.seat_table.result.winners
    things += [b.inflate(10, 10) for o, b in sc.placed_melds().groups if o in winners]
    spot = box
    if box.collidelist(things) >= 0:
        room = L.table.inflate(-2 * L.pad, -2 * L.pad)
        spot = nearest_free(box, room, things, L.pad, L.middle.center) or box
    sc._headline_at = (key, spot)
    return spot.copy()

