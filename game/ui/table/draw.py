"""Drawing the table from the engine's view.  Cards are cached surfaces; a frame only blits.

Drawing reads the scene and never changes the game; it records where each
visible card was drawn (``scene.pos``) so the next animation starts there.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.engine import Card

from ..i18n import _
from .. import theme
from ..cards import card_size
from ..text import blit, fit, render, text_width, wrap
from ..words import level_name
from .badges import Badges
from .felt import Depth
from .glide import Glide, box_keys, card_keys
from .marks import joker_mark, mark_rect
from .reveal import draw_reveal
from .room import slid_clear, table_things
from .sidebar import draw_log, draw_sidebar

#: The keys and the mouse at the table that every game shares: (keys, what they do), in English;
#: translated where they are shown.  A game's own rows (its discard pile, claims and keys: the table's
#: ``help_keys``) come after "M A X" (:func:`help_rows`).
HELP = [
    ("Mouse", "click a card to select it; drag selected cards to the table to meld, onto a meld to add, "
              "onto the discard pile to discard; drag within your hand to reorder; right-click clears"),
    ("← →  Shift+← →", "move the cursor / move the card"),
    ("↑ or Enter  ↓", "select the card under the cursor / clear the selection"),
    ("D T", "draw from the stock / take the discard"),
    ("M A X", "meld / add / discard the selected cards"),
    ("S R", "sort by suit / by rank"),
    ("?", "a hint for this moment (hands played with hints count apart in the statistics)"),
    ("Ctrl+Z", "take back a move in your turn (turn on Take back moves in Settings)"),
    ("Tab", "open or close the log of the hand"),
    ("F2 F11 Esc", "sound on/off, full screen, menu"),
]


def help_rows(table: Any) -> list[tuple[str, str]]:
    """The key help of one game: the shared rows with the game's own after "M A X" (Battle Hoola's
    knock and blast keys were shown at every game's table, and no game's own keys were)."""
    own = list(getattr(table, "help_keys", ()))
    at = next(i for i, (k, __) in enumerate(HELP) if k == "M A X") + 1
    return HELP[:at] + own + HELP[at:]


class TableDrawer:
    def __init__(self, scene: Any) -> None:
        self.sc = scene
        self.depth = Depth()        # felt, card shadows and glows, pre-rendered per size
        self.badges = Badges()
        self.button_rects: list[tuple[Any, pygame.Rect]] = []
        #: each joker on the table with a tag drawn on it: what it stands for, and where the tag is
        self.joker_marks: dict[Card, tuple[str, pygame.Rect]] = {}
        #: the top of the words drawn over raised hand cards (hot, taken, hint): a message goes above it
        self.hand_label_top: int | None = None
        #: where the last message was drawn
        self.toast_rect: pygame.Rect | None = None
        #: the plays gliding to their places after the table is laid out again
        self.glide = Glide()

    def clear(self) -> None:
        self.depth.clear()
        self.badges.clear()
        self.glide = Glide()          # a new window size or scene: the plays are simply where they are

    # ------------------------------------------------------------------ frame
    def draw(self, surf: pygame.Surface) -> None:
        sc = self.sc
        now = sc.app.now()
        L = sc.layout
        self.depth.draw_felt(surf, L.table)
        sc.pos = {}
        hidden = sc.anim.hidden_cards(now)
        dragging = set(sc.press.cards) if sc.press is not None and sc.press.active else set()
        lit = sc.lit_targets()
        self.opponents(surf, now)
        self.play_arrows(surf)
        self.piles(surf, now, hidden, lit)
        self.melds(surf, hidden | dragging, lit, now)
        self.hand(surf, hidden | dragging, lit)
        self.flights(surf, now)
        self.drag(surf)
        self.bubbles(surf, now)
        self.celebrate(surf, now)
        draw_reveal(self, surf, now)
        self.sidebar(surf, now)
        sc.draw_on_table(surf)          # a scene's own layer (a lesson's coach), under every overlay
        if sc.show_log:
            draw_log(sc, surf)
        if sc.show_help:
            self.help(surf)
        if sc.popup is not None:
            sc.popup.draw(surf, L.font)

    # ------------------------------------------------------------------ pieces
    def opponents(self, surf: pygame.Surface, now: float) -> None:
        sc, L, art = self.sc, self.sc.layout, self.sc.app.art
        view = sc.view
        backs_hidden = sc.anim.hidden_backs(now)
        thinking = sc.ctl.thinking()
        # the seats the hand waits for: the one in turn, or those a game's own phase asks
        acting = (view.current,) if view.phase in ("start", "play") else sc.seat_table.acting_seats
        for seat, r in L.panels.items():
            turn = seat in acting
            active = view.active[seat]
            if turn:    # the seat in turn glows, breathing slowly
                self.depth.glow(surf, r, theme.GOLD, L.pad * 2, int(185 + 70 * math.sin(now * 3.0)))
            pygame.draw.rect(surf, theme.PANEL if active else (30, 36, 36), r, border_radius=8)
            if turn:
                pygame.draw.rect(surf, theme.GOLD, r, width=3, border_radius=8)
            name = sc.names[seat]
            level = level_name(sc.session.levels[seat])
            y = r.top + L.pad // 2
            badge = self.badges.get(name, L.font + 5, seat, turn)     # the initial, left of the name
            surf.blit(badge, (r.left + L.pad // 2, y - 2))
            nx = r.left + L.pad // 2 + badge.get_width() + max(3, L.pad // 2)
            blit(surf, fit(name, L.font, r.right - nx - 30), L.font, theme.INK if active else theme.INK_FAINT,
                 (nx, y), bold=True)
            if seat == view.dealer:
                chip = pygame.Rect(0, 0, L.font + 4, L.font + 4)
                chip.topright = (r.right - L.pad // 2, y)
                pygame.draw.ellipse(surf, theme.GOLD, chip)
                blit(surf, "D", L.small, (40, 30, 0), chip.center, bold=True, anchor="center")
            count = view.hand_counts[seat] - backs_hidden.get(seat, 0)
            cards = _("1 card") if count == 1 else _("{n} cards").format(n=count)
            # the longest that fits whole: a word cut in half says less than a shorter line (issue 13, bug 9);
            # the thinking dots are drawn in a corner of their own, so they never push the level out (issue 26)
            dot = max(2, L.small // 6)
            room = r.width - 2 * L.pad - 6 * dot
            out = _(sc.game_table.out_words)
            lines = [f"{level} · {cards}", cards] if active else [f"{level} · {out}", out]
            info = next((t for t in lines if text_width(t, L.small) <= room), lines[-1])
            iy = y + L.font + 2
            blit(surf, info, L.small, theme.INK_DIM, (r.left + L.pad, iy))
            if turn and thinking == seat:
                for i in range(3):
                    lit_dot = i <= int(now * 3) % 3
                    pygame.draw.circle(surf, theme.GOLD if lit_dot else theme.INK_FAINT,
                                       (r.right - L.pad - (5 - 2 * i) * dot, iy + L.small // 2 + 1), dot)
            if not active:
                continue
            back = art.back(L.opp_h)
            bw = back.get_width()
            n = max(0, count)
            span = r.width - 2 * L.pad - bw
            step = min(bw * 0.35, span / max(1, n - 1)) if n > 1 else 0
            x0 = r.centerx - (bw + step * (n - 1)) / 2
            by = r.bottom - back.get_height() - L.pad // 2
            for i in range(n):
                surf.blit(back, (int(x0 + step * i), by))
            last = sc.last_action.get(seat)
            if last:                             # the player's last move, by their name, over the backs
                self.seat_label(surf, r, _without_name(last, sc.names[seat]))

    def play_arrows(self, surf: pygame.Surface) -> None:
        """Faint chevrons between the seats along the top, pointing the way play goes."""
        L = self.sc.layout
        size = max(4, L.font // 2)
        for (x, y), way in L.play_arrows():
            for k in (-1, 1):                  # a double chevron: » or «
                tip = x + way * (size // 2 + k * size // 2)
                pygame.draw.lines(surf, theme.INK_FAINT, False,
                                  [(tip - way * size, y - size), (tip, y), (tip - way * size, y + size)], 3)

    def seat_label(self, surf: pygame.Surface, r: pygame.Rect, text: str) -> None:
        """A seat's last move over its backs, whole: on one line, a size or two smaller if it must, else on
        two (issue 26, item 14: "draws from the sto…" said less than the move; the Kalookie re-check's R14:
        "announces 3 cards left" on two lines covered the backs it counts)."""
        L = self.sc.layout
        width = r.width - 10
        tries = [(z, 1) for z in (L.small, L.small - 1, L.small - 2)] + [(z, 2) for z in (L.small, L.small - 1,
                                                                                         L.small - 2)]
        size, lines = L.small, wrap(text, L.small, width)
        for z, most in tries:
            size, lines = z, wrap(text, z, width)
            if len(lines) <= most and all(text_width(t, z) <= width for t in lines):
                break
        lines = lines[:2]
        strip_h = len(lines) * (size + 2) + 4
        strip = pygame.Rect(r.left + 3, r.bottom - strip_h - 3, r.width - 6, strip_h)
        shade = pygame.Surface(strip.size, pygame.SRCALPHA)
        shade.fill((10, 16, 16, 210))
        surf.blit(shade, strip)
        y = strip.top + 2
        for line in lines:
            blit(surf, fit(line, size, width), size, theme.INK, (strip.centerx, y), anchor="midtop")
            y += size + 2

    def piles(self, surf: pygame.Surface, now: float, hidden: set, lit: dict) -> None:
        sc, L, art = self.sc, self.sc.layout, self.sc.app.art
        view = sc.view
        # stock
        n = view.stock_count
        back = art.back(L.pile_h)
        if n:
            self.depth.card_shadow(surf, L.stock)
        for i in range(min(4, (n + 9) // 10)):
            surf.blit(back, (L.stock.x - i * 2, L.stock.y - i * 2))
        up = view.fact("up")
        if up and n:                          # the stock's top card turned up for all to see
            top = min(4, (n + 9) // 10) - 1
            surf.blit(art.face(Card.parse(up), L.pile_h), (L.stock.x - top * 2, L.stock.y - top * 2))
        if n == 0:
            pygame.draw.rect(surf, theme.FELT_LINE, L.stock, width=2, border_radius=8)
        if lit.get("hand") and sc.press is not None and sc.press.source == "stock":
            surf.blit(art.outline(L.pile_h, theme.TARGET), L.stock.move(-3, -3))
        blit(surf, _("Stock {n}").format(n=n), L.small, theme.INK_DIM, (L.stock.centerx, L.stock.bottom + 4), anchor="midtop")
        hinted = sc.current_hint()
        lights = sc.game_table.hint_lights
        if hinted is not None and (hinted.kind == "draw_stock" or lights.get(hinted.kind) == "stock"):   # the hint, lit
            surf.blit(art.outline(L.pile_h, theme.BLUE, 4), L.stock.move(-4, -4))
        # discard pile: the top card not in flight, one under it
        pile = [c for c in view.discard if c not in hidden]
        if sc.press is not None and sc.press.active and sc.press.source == "discard" and pile:
            pile = pile[:-1]
        if pile:
            self.depth.card_shadow(surf, L.discard)
        if len(pile) >= 2:
            surf.blit(art.face(pile[-2], L.pile_h), L.discard.move(-4, -3))
        if pile:
            surf.blit(art.face(pile[-1], L.pile_h), L.discard)
            sc.pos[pile[-1]] = pygame.Rect(L.discard)
        else:
            pygame.draw.rect(surf, theme.FELT_LINE, L.discard, width=2, border_radius=8)
        blit(surf, _("Discard"), L.small, theme.INK_DIM, (L.discard.centerx, L.discard.bottom + 4), anchor="midtop")
        # a take from lower in the pile is lit on its own card in the fan, not on the top one (a
        # newcomer's "Take the 10♥ and the cards above it" was lit on the 4♣ at the top)
        deeper = (hinted is not None and lights.get(hinted.kind) == "pile" and bool(hinted.cards) and
                  bool(pile) and hinted.cards[0] != pile[-1] and sc.game_table.fan_discards)
        if lit.get("discard") or (hinted is not None and not deeper and (hinted.kind in ("take_discard", "claim")
                                                                         or lights.get(hinted.kind) == "pile")):
            colour = theme.TARGET if lit.get("discard") else theme.BLUE
            surf.blit(art.outline(L.pile_h, colour, 4), L.discard.move(-4, -4))
        if sc.game_table.fan_discards:
            self.fan(surf, [c for c in view.discard if c not in hidden])
            if deeper and hinted.cards[0] in sc.fan_rects:
                r = sc.fan_rects[hinted.cards[0]]
                pygame.draw.rect(surf, theme.BLUE, r.inflate(6, 6), width=3, border_radius=6)
        self.slap(surf, now)
        timer = sc.shown_timer(now)
        if timer is not None and (timer.human_may or sc.view.current == sc.human):
            self.ring(surf, timer, now)     # others' chances are not shown: that would tell their cards

    def slap(self, surf: pygame.Surface, now: float) -> None:
        """A claimed discard is slapped: a hand-sized burst lands on the pile and fades (0.45 s)."""
        sc, L = self.sc, self.sc.layout
        hit = getattr(sc, "slap_at", None)
        if hit is None or sc.anim.speed <= 0:
            return
        seat, at = hit
        t = (now - at) * sc.anim.speed / 0.45
        if t < 0 or t >= 1:
            return
        r = int(max(L.discard.width, L.discard.height) * (0.35 + 0.45 * t))
        glow = pygame.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
        colour = theme.GOLD if seat != sc.human else theme.GREEN
        pygame.draw.circle(glow, (*colour, int(200 * (1 - t))), (r + 4, r + 4), r, width=max(3, L.pad // 2))
        surf.blit(glow, glow.get_rect(center=L.discard.center))

    def fan(self, surf: pygame.Surface, pile: list) -> None:
        """The whole discard pile fanned under the piles, oldest first, so every card can be read (and
        clicked: a card and every one above it may be taken)."""
        sc, L, art = self.sc, self.sc.layout, self.sc.app.art
        sc.fan_rects = {}
        if not pile:
            return
        h = max(24, int(L.pile_h * 0.55))
        w = int(h * 0.7)
        left = min(L.stock.left, L.discard.left)
        right = max(L.discard.right, L.meld_zone.left - L.pad) if L.meld_zone.left > L.discard.right \
            else L.discard.right + w * 3
        top = L.discard.bottom + 2 * L.small + 2 * L.pad
        step = min(int(w * 0.5), max(6, (right - left - w) // max(1, len(pile) - 1)))
        blit(surf, _("Discards, oldest first"), L.small, theme.INK_DIM, (left, top - L.small - 2))
        for i, c in enumerate(pile):
            r = pygame.Rect(left + i * step, top, w, h)
            surf.blit(art.face(c, h), r.topleft)
            sc.fan_rects[c] = r

    def ring(self, surf: pygame.Surface, timer: Any, now: float) -> None:
        L = self.sc.layout
        frac = timer.fraction(now)
        radius = int(max(L.discard.width, L.discard.height) * 0.5 + L.pad * 1.2)
        box = pygame.Rect(0, 0, radius * 2, radius * 2)
        box.center = L.discard.center
        colour = theme.GOLD if timer.human_may else theme.INK_FAINT
        width = max(3, L.pad // 2)
        pygame.draw.circle(surf, (0, 0, 0), box.center, radius, width=1)
        if frac > 0:
            start = math.pi / 2
            pygame.draw.arc(surf, colour, box, start, start + 2 * math.pi * frac, width)
        if timer.human_may:
            # the game's own call over the ring ("퐁! (C) / 패스 (P)"), as its claim button says it
            word = _("Space: slap!") if timer.mode == "battle" else \
                _("{call} (C) / Pass (P)").format(call=_(self.sc.game_table.claim_call))
            blit(surf, word, L.font, theme.GOLD, (L.discard.centerx, box.top - 4), bold=True, anchor="midbottom")

    def melds(self, surf: pygame.Surface, hidden: set, lit: dict, now: float = 0.0) -> None:
        sc, L, art = self.sc, self.sc.layout, self.sc.app.art
        placement = sc.placed_melds()
        glide = self.glide
        glide.update(placement, now, sc.anim.duration(0.3))
        if lit.get("table"):
            pygame.draw.rect(surf, theme.TARGET, L.meld_zone, width=2, border_radius=10)
            if not placement.groups:
                blit(surf, _("Drop here to meld"), L.font, theme.TARGET, L.meld_zone.center, anchor="center")
            else:                      # the open table named where it is free, once plays lie there (F5)
                low = max(box.bottom for __, box in placement.groups) + L.pad
                moving = sc.press is not None and sc.press.source == "table"      # a card out of a play
                words = _("Open table: drop here for a new play") if moving else _("Drop here to meld")
                if L.meld_zone.bottom - low >= L.font * 2:
                    # clear of a lesson's coach card where the band leaves room (the re-check, R4)
                    coach = getattr(sc, "coach_box", None)
                    ys = [(low + L.meld_zone.bottom) // 2, low + L.small, L.meld_zone.bottom - L.small]
                    y = next((y for y in ys if coach is None or not coach.colliderect(
                        pygame.Rect(L.meld_zone.left, y - L.small, L.meld_zone.width, 2 * L.small))), ys[0])
                    blit(surf, fit(words, L.small, L.meld_zone.width - 8),
                         L.small, theme.TARGET, (L.meld_zone.centerx, y), anchor="center")
        elif not placement.groups:
            # in the dim ink, a size up: in the felt's own line colour it was almost invisible (s18-recheck)
            blit(surf, _("Melds appear here"), L.font, theme.INK_DIM, L.meld_zone.center, anchor="center")
        labelled: set[int] = set()
        # the box holding a space's oldest play carries its name, the others say "(continued)": named in reading
        # order, a new box set a little higher took the name and the old one, left of it, turned "(continued)"
        # (Seven Bridge, Minji's A♠ A♦ A♣; Battle Hoola, Kenji's 3♥ 4♥ 5♥: s19-recheck)
        oldest: dict[int, tuple[float, int]] = {}
        for i, (owner, box) in enumerate(placement.groups):
            age = min((mid for mid, r in placement.melds.items() if box.contains(r)), default=float("inf"))
            if owner not in oldest or age < oldest[owner][0]:
                oldest[owner] = (age, i)
        named = {id(placement.groups[i][1]) for __, i in oldest.values()}
        for key, owner, box in box_keys(placement.groups):
            first_box = id(box) in named
            box = glide.rect(key, box, now)
            s = pygame.Surface(box.size, pygame.SRCALPHA)
            s.fill((0, 0, 0, 40))
            surf.blit(s, box)
            name = _(sc.game_table.own_melds_label) if owner == sc.human else sc.names[owner]
            # the longest label that fits whole: a word cut in half says less (issue 13, bug 9)
            labels = [name + sc.side_word(owner), name, _("You") if owner == sc.human else name]
            if not first_box or owner in labelled:   # a space's second box says it goes on: not a second space (F4)
                labels = [_("{name} (continued)").format(name=name)]
            else:
                labelled.add(owner)
            room = _label_room(box, [b for __, b in placement.groups] + list(L.panels.values()),
                               L.table.right - L.pad) - 8
            label = next((t for t in labels if text_width(t, placement.label_size) <= room), labels[-1])
            blit(surf, fit(label, placement.label_size, room), placement.label_size, theme.INK_DIM,
                 (box.left + 4, box.top + 2))
        lit_melds = lit.get("melds") or set()
        broken = {m.id for m in sc.view.melds if m.kind is None}      # not whole yet (House Rummy, mid-turn)
        hinted = sc.current_hint()
        aim = hinted.target if hinted is not None and hinted.target is not None else None
        stands = {m.id: dict(m.jokers) for m in sc.view.melds if m.jokers}
        self.joker_marks = {}
        for mid, cards in placement.cards.items():
            ring = glide.rect(("meld", mid), placement.melds[mid], now).inflate(8, 8)
            if mid in lit_melds:
                pygame.draw.rect(surf, theme.TARGET, ring, width=3, border_radius=6)
            elif mid in broken:
                pygame.draw.rect(surf, theme.BAD, ring, width=3, border_radius=6)
            elif mid == aim:
                pygame.draw.rect(surf, theme.BLUE, ring, width=3, border_radius=6)
            for (c, r), (key, __) in zip(cards, card_keys(mid, cards)):
                sc.pos[c] = r
                if c in hidden:
                    continue
                r = glide.rect(key, r, now)
                self.depth.blit_card(surf, art.face(c, placement.card_h), r.topleft)
                face = stands.get(mid, {}).get(c) if c.is_joker else None
                if face:                             # what the joker stands for, in its suit's colour
                    mark = joker_mark(art, face, placement.card_h)
                    self.joker_marks[c] = (face, mark_rect(r, mark))
                    surf.blit(mark, self.joker_marks[c][1])

    def hand(self, surf: pygame.Surface, skip: set, lit: dict) -> None:
        sc, L, art = self.sc, self.sc.layout, self.sc.app.art
        order = sc.hand.order
        lifted = [c in sc.hand.selected for c in order]
        rects = L.hand_rects(len(order), lifted)
        if lit.get("hand") and sc.press is not None and sc.press.source == "stock":
            pygame.draw.rect(surf, theme.TARGET, L.hand_zone, width=2, border_radius=10)
        taken = sc.view.taken_card
        if sc.view.current == sc.human and sc.view.phase in ("start", "play") and order:
            # your turn: a soft band of gold light under the hand (cached per window size)
            band = pygame.Rect(0, 0, L.hand_zone.width, L.pad * 4)
            band.center = (L.hand_zone.centerx, L.hand_zone.bottom - L.pad)
            self.depth.strip(surf, band, theme.GOLD)
        label_top = None                     # the top of the words above raised cards (hot, taken, hint)
        for i, (c, r) in enumerate(zip(order, rects)):
            sc.pos[c] = r
            if c in skip:
                continue
            self.depth.blit_card(surf, art.face(c, L.hand_h), r.topleft)
            hint_pick = sc.hand.hint_pick
            if c in sc.hand.selected:                # the hint's pick in the hint's blue, the player's in gold
                surf.blit(art.outline(L.hand_h, theme.BLUE if hint_pick else theme.HILITE, 3), r.move(-3, -3))
            mark = dict(sc.view.taken).get(c) if sc.view.current == sc.human else None
            if mark in ("hot", "warm"):          # hot: play it this turn; warm: keep it this turn
                blit(surf, _(sc.game_table.mark_words.get(mark, mark)), L.small,
                     theme.BAD if mark == "hot" else theme.GOLD,
                     (r.centerx, r.top - 2),
                     bold=True, anchor="midbottom")
            elif c == taken:
                blit(surf, _("taken"), L.small, theme.GOLD, (r.centerx, r.top - 2), anchor="midbottom")
            elif hint_pick and c in sc.hand.selected:
                blit(surf, _("hint"), L.small, theme.BLUE, (r.centerx, r.top - 2), anchor="midbottom")
            if mark in ("hot", "warm") or c == taken or (hint_pick and c in sc.hand.selected):
                label_top = r.top - 2 - L.small if label_top is None else min(label_top, r.top - 2 - L.small)
            if sc.keyboard_used and i == sc.hand.cursor:
                pygame.draw.rect(surf, theme.BLUE, r.inflate(6, 6), width=2, border_radius=8)
        self.hand_label_top = label_top
        if not order and sc.view.phase != "ended":
            # a player sitting the hand out reads it as the other seats' panels say it (a Korean play-through
            # of a 6-player Battle Hoola read only '카드 없음' under the table)
            sitting_out = sc.human is not None and not sc.view.active[sc.human]
            blit(surf, _(sc.game_table.out_words) if sitting_out else _("No cards"), L.font, theme.INK_DIM,
                 L.hand_zone.center, anchor="center")

    def flights(self, surf: pygame.Surface, now: float) -> None:
        art = self.sc.app.art
        for f in self.sc.anim.flights:
            if now < f.start:
                continue
            r = f.rect(now)
            # one of the two cached sizes (source or destination): no scaling inside a frame
            h = f.src.height if (now - f.start) < f.dur / 2 else f.dst.height
            img = art.face(f.card, h) if (f.face_up and f.card is not None) else art.back(h)
            surf.blit(img, img.get_rect(center=r.center))

    def drag(self, surf: pygame.Surface) -> None:
        sc = self.sc
        p = sc.press
        if p is None or not p.active:
            return
        L, art = sc.layout, sc.app.art
        if p.source == "hand":
            w, __ = card_size(L.hand_h)
            for i, c in enumerate(p.cards):
                surf.blit(art.face(c, L.hand_h), (p.pos[0] - p.offset[0] + i * int(w * 0.4),
                                                  p.pos[1] - p.offset[1]))
        elif p.source == "discard" and sc.view.discard:
            img = art.face(sc.view.discard[-1], L.pile_h)
            surf.blit(img, img.get_rect(center=p.pos))
        elif p.source == "table" and p.grabbed is not None:
            img = art.face(p.grabbed, L.pile_h)
            surf.blit(img, img.get_rect(center=p.pos))
        elif p.source == "stock":
            img = art.back(L.pile_h)
            surf.blit(img, img.get_rect(center=p.pos))

    def celebrate(self, surf: pygame.Surface, now: float) -> None:
        """A rare win's moment: a banner over the table that grows in and glows (a click skips it)."""
        sc, L = self.sc, self.sc.layout
        banner = getattr(sc, "banner", None)
        if banner is None or now >= banner[1]:
            return
        text, until = banner
        age = max(0.0, 2.5 - (until - now))
        grow = min(1.0, age / 0.35)
        size = int(L.font * (1.6 + 1.6 * grow))
        img = render(_(text), size, theme.GOLD, True)
        box = img.get_rect(center=L.table.center).inflate(L.pad * 6, L.pad * 3)
        coach = getattr(sc, "coach_box", None)       # a lesson's card: the Perfect it taught showed under it
        if isinstance(coach, pygame.Rect) and box.colliderect(coach):
            box.bottom = coach.top - L.pad
            box.top = max(box.top, L.table.top)
        sc.banner_box = box
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((10, 20, 16, 215))
        surf.blit(shade, box)
        pygame.draw.rect(surf, theme.GOLD, box, width=3, border_radius=14)
        surf.blit(img, img.get_rect(center=box.center))

    def bubbles(self, surf: pygame.Surface, now: float) -> None:
        sc, L = self.sc, self.sc.layout
        for b in sc.anim.bubbles:
            if now < b.start:
                continue
            img = render(b.text, L.font + 2, (30, 24, 10), True)
            box = img.get_rect()
            box.inflate_ip(L.pad * 2, L.pad)
            box.midbottom = b.pos if b.seat == sc.human else (b.pos[0], b.pos[1] + box.height)
            box.clamp_ip(sc.layout.table)
            pygame.draw.rect(surf, b.colour, box, border_radius=box.height // 2)
            pygame.draw.rect(surf, (60, 40, 10), box, width=2, border_radius=box.height // 2)
            surf.blit(img, img.get_rect(center=box.center))
        toast = sc.anim.toast
        if toast is not None:                # whole, on as many lines as it takes, growing up from the hand
            text, __, colour = toast
            lines = wrap(text, L.font, L.message.width - 20, bold=True)[:4]
            imgs = [render(fit(line, L.font, L.message.width - 20, True), L.font, colour, True) for line in lines]
            w = max(i.get_width() for i in imgs) + L.pad * 2
            h = sum(i.get_height() for i in imgs) + 6
            box = pygame.Rect(0, 0, w, h)
            box.midbottom = L.message.midbottom
            if self.hand_label_top is not None:   # above the words over raised cards, never on them
                box.bottom = min(box.bottom, self.hand_label_top - 2)
            # beside the plays where its line has room: a hint of three lines covered the foot of a box in
            # the second row, the very cards it spoke of (s18-recheck)
            box = slid_clear(box, L.table, table_things(sc, labels=False), L.pad)
            self.toast_rect = box
            pygame.draw.rect(surf, (20, 20, 20), box, border_radius=6)
            y = box.top + 3
            for img in imgs:
                surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
                y += img.get_height()

    # ------------------------------------------------------------------ side panel
    def sidebar(self, surf: pygame.Surface, now: float) -> None:
        draw_sidebar(self, surf, now)

    def help(self, surf: pygame.Surface) -> None:
        L = self.sc.layout
        W, H = surf.get_size()
        key_w = int(min(W - 40, int(760 * L.s)) * 0.3)
        width = min(W - 40, int(760 * L.s))
        lines = help_rows(self.sc.game_table)
        rows = sum(len(wrap(_(t), L.small, width - key_w - 2 * L.pad)) * (L.small + 3) + 4 for __, t in lines)
        box = pygame.Rect(0, 0, width, min(H - 40, rows + L.font + L.pad * 5))
        box.center = (W // 2, H // 2)
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surf.blit(shade, (0, 0))
        pygame.draw.rect(surf, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surf, theme.GOLD, box, width=2, border_radius=10)
        y = box.top + L.pad
        blit(surf, _("Keys and mouse (H or Esc closes)"), L.font + 2, theme.GOLD, (box.left + L.pad, y), bold=True)
        y += L.font + L.pad * 2
        key_w = int(box.width * 0.3)
        for k, text in lines:
            blit(surf, _(k), L.small, theme.GOLD, (box.left + L.pad, y), bold=True)
            for line in wrap(_(text), L.small, box.width - key_w - 2 * L.pad):
                blit(surf, line, L.small, theme.INK, (box.left + key_w, y))
                y += L.small + 3
            y += 4
        close = pygame.Rect(0, 0, max(110, box.width // 5), L.font + L.pad)
        close.topright = (box.right - L.pad, box.top + L.pad // 2)
        self.help_close = close                     # a click anywhere closes the page; this says so
        pygame.draw.rect(surf, theme.BUTTON, close, border_radius=6)
        blit(surf, fit(_("Close (Esc)"), L.small, close.width - 8), L.small, theme.INK, close.center, anchor="center")


def _without_name(line: str, name: str) -> str:
    """"Minji discards K♣" under Minji's name reads "discards K♣"."""
    return line[len(name):].lstrip(" :") if line.startswith(name) else line


def _label_room(box: pygame.Rect, others: list[pygame.Rect], right: int) -> int:
    """How wide a space's label may run: past its box's edge over free felt, up to the next box or panel
    on its line or the table's edge (a narrow box of one play still reads "Your melds (continued)")."""
    line = pygame.Rect(box.left, box.top, max(1, right - box.left), 18)
    ahead = [b.left for b in others if b.left > box.left and b.colliderect(line)]
    return max(box.width, min(ahead, default=right) - box.left)
