"""Where everything goes on the table, computed from the window size (no drawing here)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import pygame

from ..cards import card_size
from ..theme import scale_for
from .meld_places import keep_places, metrics, zoomed


def _clamp(v: float, lo: float, hi: float) -> int:
    return int(max(lo, min(hi, v)))


#: the smallest cards the rows as they were are kept at, against the cards a fresh layout would have
ROWS_KEPT_LEAST = 0.85
#: in the player's own moves, a full table is zoomed out by steps of this (``meld_places.zoomed``) down to
#: this share of its cards' height before it is laid out afresh
ZOOM_STEP, ZOOM_LEAST = 0.93, 0.6


@dataclass
class MeldPlacement:
    card_h: int
    groups: list[tuple[int, pygame.Rect]] = field(default_factory=list)       # (owner, box)
    melds: dict[int, pygame.Rect] = field(default_factory=dict)               # meld id -> area
    cards: dict[int, list[tuple[object, pygame.Rect]]] = field(default_factory=dict)
    label_size: int = 12
    kept: bool = False          # the plays already on the table kept their places (keep_places)


class TableLayout:
    """Rects of one window size and seating.  Seat ``human`` sits at the bottom; the next seat in
    play sits to the right when play goes anticlockwise, to the left when clockwise."""

    def __init__(self, size: tuple[int, int], players: int, human: int | None, clockwise: bool = False) -> None:
        self.size = size
        W, H = size
        self.s = s = scale_for(size)
        self.pad = pad = max(6, int(10 * s))
        self.font = _clamp(15 * s, 11, 22)
        self.small = _clamp(13 * s, 10, 18)
        side = _clamp(W * 0.22, 240, 400)
        self.sidebar = pygame.Rect(W - side, 0, side, H)
        self.table = pygame.Rect(0, 0, W - side, H)
        T = self.table
        self.hand_h = _clamp(H * 0.19, 64, 210)
        lift = int(self.hand_h * 0.22)
        hand_zone_h = self.hand_h + lift + pad * 2
        self.hand_zone = pygame.Rect(T.left + pad, H - hand_zone_h - pad, T.width - 2 * pad, hand_zone_h)
        self.hand_lift = lift
        self.opp_h = _clamp(H * 0.075, 26, 80)
        self.panel_w = _clamp(T.width * 0.15, 120, 230)
        self.panel_h = self.opp_h + self.font * 2 + pad * 3
        self.players = players
        self.human = human
        self.clockwise = clockwise
        self.panels: dict[int, pygame.Rect] = {}
        self._place_opponents()
        sides = any(r.centery > self.top_band.bottom for r in self.panels.values())
        left = T.left + pad + (self.panel_w + pad if sides else 0)
        right = T.right - pad - (self.panel_w + pad if sides else 0)
        top = self.top_band.bottom + pad
        bottom = self.hand_zone.top - pad - self.font - pad   # a line for messages above the hand
        self.middle = pygame.Rect(left, top, max(100, right - left), max(80, bottom - top))
        self.pile_h = _clamp(min(H * 0.16, self.middle.height * 0.62), 40, 170)
        pw, ph = card_size(self.pile_h)
        cy = self.middle.top + max(ph // 2 + self.font + pad, int(self.middle.height * 0.45))
        self.stock = pygame.Rect(self.middle.left + pad, cy - ph // 2, pw, ph)
        self.discard = pygame.Rect(self.stock.right + int(pw * 0.45), cy - ph // 2, pw, ph)
        self.meld_zone = pygame.Rect(self.discard.right + int(pw * 0.5), self.middle.top,
                                     max(60, self.middle.right - self.discard.right - int(pw * 0.5)),
                                     self.middle.height)
        self.message = pygame.Rect(T.left + pad, self.hand_zone.top - self.font - pad, T.width - 2 * pad,
                                   self.font + pad)
        #: the felt at the zone's foot that a hint of two lines covers over the cards it raises (it grows up
        #: from the message line, above the words over raised cards): the rows are not spread into it (a long
        #: hint covered the last row's plays: s17-evening's L2)
        line = int(self.font * 1.2)
        self.hint_band = max(0, 2 * line + 6 - self.font - 2 * pad + lift + int(self.small * 1.3))
        self._meld_cache: tuple | None = None
        #: cards' room each play keeps on the table (it only grows), so that a play that grows by a card
        #: stays where it is and does not push the others about (issue 13, bug 4)
        self._slots: dict[int, int] = {}
        self._zoomed = False          # the player's turn zoomed the table out (its size is given back after)

    # ------------------------------------------------------------------ seats
    def seat_order(self) -> list[int]:
        """Opponents in play order starting after the human."""
        n = self.players
        start = self.human if self.human is not None else n - 1
        return [(start + k) % n for k in range(1, n)] if self.human is not None else list(range(n))

    def _place_opponents(self) -> None:
        T, pad = self.table, self.pad
        pw, ph = self.panel_w, self.panel_h
        seats = self.seat_order()
        k = len(seats)
        self.top_band = pygame.Rect(T.left, T.top, T.width, ph + pad)
        x_left = T.left + pad + pw / 2
        x_right = T.right - pad - pw / 2
        y_top = T.top + pad + ph / 2
        y_low = self.hand_zone.top - pad - ph / 2 - self.font
        side_len = max(0.0, y_low - y_top) if k >= 4 else 0.0
        top_len = x_right - x_left
        total = 2 * side_len + top_len
        for i, seat in enumerate(seats):
            t = (i + 0.5) / k * total if k else 0
            if t < side_len:
                x, y = x_right, y_low - t
            elif t <= side_len + top_len:
                x, y = x_right - (t - side_len), y_top
            else:
                x, y = x_left, y_top + (t - side_len - top_len)
            if self.clockwise:
                x = T.left + T.right - x
            r = pygame.Rect(0, 0, pw, ph)
            r.center = (int(x), int(y))
            self.panels[seat] = r

    def space_order(self, players: int) -> list[int]:
        """The spaces in the order the table lays them out: the player's first, then the others as their
        seats read across the top, left to right, so each one's plays stand under their name (at four
        players in Battle Hoola, where the next seat sits on the right, Alice's plays stood under Minji:
        s18-evening L1c); where seats sit at the sides too, in the order of play."""
        human = self.human if self.human is not None else 0
        order = [(human + k) % players for k in range(players)]
        top = self.top_band.bottom if hasattr(self, "top_band") else None
        if top is not None and order[1:] and all(s in self.panels and self.panels[s].bottom <= top for s in order[1:]):
            order[1:] = sorted(order[1:], key=lambda s: self.panels[s].centerx)
        return order

    def play_arrows(self) -> list[tuple[tuple[int, int], int]]:
        """Where the table shows the way play goes: a mark in the gap between two seats side by side along
        the top, and which way it points (+1 right, -1 left).  Battle Hoola's turns run right to left, the
        other games' left to right, and nothing on the table said so (s18-evening L2)."""
        order = self.seat_order()
        top = self.top_band.bottom
        out = []
        for a, b in zip(order, order[1:]):
            ra, rb = self.panels.get(a), self.panels.get(b)
            if ra is None or rb is None or ra.bottom > top or rb.bottom > top:
                continue
            left, right = (ra, rb) if ra.centerx < rb.centerx else (rb, ra)
            if right.left - left.right < self.font:
                continue                       # no room between them for a mark
            out.append((((left.right + right.left) // 2, left.centery), 1 if rb.centerx > ra.centerx else -1))
        return out

    # ------------------------------------------------------------------ the hand
    def hand_rects(self, n: int, lifted: Sequence[bool] = ()) -> list[pygame.Rect]:
        """The fanned hand: a slight arc, selected cards lifted."""
        if n <= 0:
            return []
        cw, ch = card_size(self.hand_h)
        Z = self.hand_zone
        step = cw * 0.92 if n == 1 else min(cw * 0.92, (Z.width - cw) / (n - 1))
        total = cw + step * (n - 1)
        x0 = Z.centerx - total / 2
        base = Z.bottom - ch - self.pad
        arc = ch * 0.05
        out = []
        for i in range(n):
            u = 0.0 if n == 1 else (i / (n - 1)) * 2 - 1
            y = base + arc * u * u - (self.hand_lift if i < len(lifted) and lifted[i] else 0)
            out.append(pygame.Rect(int(x0 + step * i), int(y), cw, ch))
        return out

    def hand_index_at(self, x: int, n: int) -> int:
        """Where a card dropped at ``x`` goes in a hand of ``n`` (0..n)."""
        rects = self.hand_rects(max(n, 1))
        for i, r in enumerate(rects[:n]):
            if x < r.centerx:
                return i
        return n

    # ------------------------------------------------------------------ melds
    def place_melds(self, melds: Sequence, owners_order: Sequence[int], keep_first: bool = True,
                    hold: bool = False) -> MeldPlacement:
        """Melds grouped by the space they lie in (their owner's, unless a game moves plays between
        spaces), flowed into the meld zone, shrinking cards until they fit; once laid, a play keeps its
        place while there is room for the new ones (:func:`~.meld_places.keep_places`; ``hold`` while the
        player makes their turn's moves: the others' plays stay put whenever free felt allows)."""
        key = (tuple((m.id, _space(m), tuple(m.cards)) for m in melds), tuple(owners_order), keep_first)
        if self._zoomed and not hold and self._meld_cache is not None:
            # the turn that zoomed the table out is over: its size back, each space in its row (the cards went
            # from 102 to 68 px over a House Rummy hand and stayed so with half the table empty, s19-recheck L2)
            self._zoomed = False
            again = self._grown_back(self._meld_cache[1], melds, owners_order, keep_first)
            if again is not None:
                self._slots = {m.id: self._slot(m) for m in melds}
                self._meld_cache = (key, again)
                return again
        if self._meld_cache is not None and self._meld_cache[0] == key:
            return self._meld_cache[1]
        placement = None
        prev = self._meld_cache[1] if self._meld_cache is not None else None
        first = owners_order[0] if owners_order and keep_first else None
        if prev is not None and prev.melds and melds:     # plays on the table stay where they are
            # in the player's own moves, every play stays in its place if the table zoomed out allows (a grown
            # play in a full row went to another row, leaving a hole: s19-korean); else as free felt allows
            for stay in ((True, False) if hold else (False,)):
                placement = keep_places(prev, melds, self.meld_zone, self._slot, _space, MeldPlacement,
                                        first=first, hold=hold, stay=stay)
                h = prev.card_h
                while placement is None and hold and int(h * ZOOM_STEP) >= max(26, prev.card_h * ZOOM_LEAST):
                    # the player's own move on a full table: the table seen from further away, nothing reordered
                    h = int(h * ZOOM_STEP)
                    smaller = zoomed(prev, h, self.meld_zone, self._slots, MeldPlacement)
                    if smaller is not None:
                        placement = keep_places(smaller, melds, self.meld_zone, self._slot, _space, MeldPlacement,
                                                first=first, hold=True, stay=stay)
                        if placement is not None:
                            placement.kept = False            # every play moved a little: they glide there
                            self._zoomed = True
                if placement is not None:
                    break
        if placement is not None and not hold and _out_of_order(placement, prev, owners_order):
            placement = self._in_seat_order(prev, melds, owners_order, keep_first) or placement
        if placement is not None:
            self._slots = {m.id: self._slot(m) for m in melds}
            self._meld_cache = (key, placement)
            return placement
        placement = self._fresh(melds, owners_order, keep_first)
        if prev is not None and prev.melds and melds:
            placement = self._rows_kept(prev, melds, owners_order, placement, keep_first)
        self._slots = {m.id: self._slot(m) for m in melds}
        self._meld_cache = (key, placement)
        return placement

    def _fresh(self, melds: Sequence, owners_order: Sequence[int], keep_first: bool = True) -> MeldPlacement:
        """The table laid out from nothing: the largest cards (a step of 10% at a time) at which it fits."""
        h = _clamp(self.pile_h * 0.8, 28, 130)
        while True:
            placement = self._try_melds(melds, owners_order, h, keep_first=keep_first)
            if placement is not None or h <= 26:
                break
            h = int(h * 0.9)
        if placement is None:
            placement = self._try_melds(melds, owners_order, h, force=True, keep_first=keep_first)
        assert placement is not None
        return placement

    def _grown_back(self, prev: MeldPlacement, melds: Sequence, owners_order: Sequence[int],
                    keep_first: bool = True) -> MeldPlacement | None:
        """The table at the largest cards, up to a fresh layout's, that are larger than ``prev``'s and at which
        each space keeps its row; None if there are none."""
        rows = _rows(prev)
        for shared in (False, True):
            h = _clamp(self.pile_h * 0.8, 28, 130)
            while h > prev.card_h:
                again = self._try_melds(melds, owners_order, h, rows=rows, shared=shared, keep_first=keep_first)
                if again is not None:
                    return again
                h = int(h * 0.96)
        return None

    def _rows_kept(self, prev: MeldPlacement, melds: Sequence, owners_order: Sequence[int],
                   fresh: MeldPlacement, keep_first: bool = True) -> MeldPlacement:
        """The table laid out again with each space in the row it had, with cards a little smaller than
        ``fresh`` (a layout from nothing) if need be; else ``fresh``.  (Moving down only the spaces that
        no longer fit was tried: plays changed rows more often over a run of tables, not less.)"""
        rows = _rows(prev)
        top = min(prev.card_h, _clamp(self.pile_h * 0.8, 28, 130))
        least = max(26, int(fresh.card_h * ROWS_KEPT_LEAST))
        # then with a row's spaces sharing its width, their plays in more lines: a space that had grown
        # to a third play pushed the spaces after it a row down (House Rummy Epic, 27 Nov, s16)
        for shared in (False, True):
            h = top
            while h >= least:
                again = self._try_melds(melds, owners_order, h, rows=rows, shared=shared, keep_first=keep_first)
                if again is not None:
                    return again
                h = int(h * 0.92)
        return fresh

    def _in_seat_order(self, prev: MeldPlacement, melds: Sequence, owners_order: Sequence[int],
                       keep_first: bool = True) -> MeldPlacement | None:
        """The table laid out again with a space whose first play came after the others' in its seat's place:
        after the space before it in seat order, in that space's row, every other space in its row; ``None``
        if that takes cards more than 15% smaller.  Put in free felt, Alice's first meld stood under "Your
        melds", not between Kenji's plays and Minji's as the seats read (s18-recheck L2)."""
        rows = _rows(prev)
        placed = [o for row in rows for o in row]
        for o in [o for o in owners_order if o not in placed and any(_space(m) == o for m in melds)]:
            earlier = [s for s in owners_order[:list(owners_order).index(o)] if s in placed]
            if earlier:
                row = next(r for r in rows if earlier[-1] in r)
                row.insert(row.index(earlier[-1]) + 1, o)
            elif rows:
                rows[0].insert(0, o)
            placed.append(o)
        # at the same card size: allowed 15% smaller, the tighter rows made later plays re-lay the table more
        # often, and spaces changed rows at 1.8% of the layout tests' steps (1.4% so, 1.55% before)
        for shared in (False, True):
            again = self._try_melds(melds, owners_order, prev.card_h, rows=rows, shared=shared, keep_first=keep_first)
            if again is not None:
                return again
        return None

    def _slot(self, meld) -> int:
        """The cards' room a play takes: a new play its cards and one more; a known one the room it had,
        unless it has outgrown it."""
        had = self._slots.get(meld.id)
        n = len(meld.cards)
        return n + 1 if had is None or n > had else had

    def _try_melds(self, melds: Sequence, owners_order: Sequence[int], h: int,
                   force: bool = False, rows: Sequence[Sequence[int]] = (),
                   shared: bool = False, keep_first: bool = True) -> MeldPlacement | None:
        """The spaces flowed into rows, cards ``h`` high (``None`` if they do not fit, unless ``force``).
        With ``rows``, the spaces named keep those rows, in that order: a row that does not fit fails
        rather than wrapping a space onto the next (another player's plays jumped rows, three
        play-throughs of 27 Nov); spaces not named flow after them.  With ``shared``, each named space's
        plays wrap into lines no wider than its share of its row."""
        Z = self.meld_zone
        cw, ch, step, gap, label = metrics(h)
        by_owner: dict[int, list] = {}
        for m in melds:
            by_owner.setdefault(_space(m), []).append(m)
        out = MeldPlacement(h, label_size=label)
        x, y, row_h = Z.left, Z.top, 0
        row_of: list[int] = []                   # each box's row, by the row's top
        box_of: dict[int, int] = {}              # each play's box
        named = [o for row in rows for o in row]
        row_starts = {row[0] for row in rows[1:] if row}
        shares: dict[int, int] = {}
        if shared:
            def natural(o: int) -> int:          # its plays in one line
                return sum(cw + step * (self._slot(m) - 1) + gap for m in by_owner.get(o, [])) - gap

            for row in rows:
                shares.update(_shares({o: natural(o) for o in row if by_owner.get(o)},
                                      Z.width - gap * (len(row) - 1), 2 * gap))
        order = named + [o for o in list(owners_order) + list(by_owner) if o not in named]
        for owner in dict.fromkeys(order):
            if owner in row_starts and x > Z.left:
                x, y = Z.left, y + row_h + gap
                row_h = 0
            group = by_owner.get(owner, [])
            if not group and (not melds or not keep_first or owner != owners_order[0]):
                continue         # (the first space, the player's, keeps its box once any play is down,
                # unless ``keep_first`` is off: the player sits the hand out, s16-korean)
            # lay the group's melds in lines no wider than the zone
            lines: list[list[tuple[object, int]]] = [[]]
            line_w = 0
            widths = []
            room = Z.width - 2 * gap
            if shared and owner in named:
                room = shares.get(owner) or room
            for m in sorted(group, key=lambda m: m.id):
                mw = cw + step * (self._slot(m) - 1)
                if lines[-1] and line_w + gap + mw > room:
                    widths.append(line_w)
                    lines.append([])
                    line_w = 0
                line_w += (gap if lines[-1] else 0) + mw
                lines[-1].append((m, mw))
            widths.append(line_w)
            # an empty box (the player's own, kept while they have laid nothing) has room for a first play of
            # three and the spare card a new play is given: at 1280x800 the first meld, 2♠ 2♦ 2♣, fitted nowhere
            # and M laid the whole table out again, every box moving under the player's hand (s18-recheck)
            gw = max(max(widths), cw + step * (2 if group else 3)) + 2 * gap
            gh = label + gap + len(lines) * (ch + gap)
            if x > Z.left and x + gw > Z.right:
                if owner in named and not force:
                    return None          # its row is full: smaller cards, not another row
                x, y = Z.left, y + row_h + gap
                row_h = 0
            box = pygame.Rect(x, y, gw, gh)
            out.groups.append((owner, box))
            row_of.append(y)
            ly = y + label + gap
            for line in lines:
                lx = x + gap
                for m, mw in line:
                    out.melds[m.id] = pygame.Rect(lx, ly, mw, ch)
                    box_of[m.id] = len(out.groups) - 1
                    out.cards[m.id] = [(c, pygame.Rect(lx + step * i, ly, cw, ch)) for i, c in enumerate(m.cards)]
                    lx += mw + gap
                ly += ch + gap
            x += gw + gap
            row_h = max(row_h, gh)
        if not force and (y + row_h > Z.bottom or any(b.right > Z.right + 1 for _, b in out.groups)):
            return None
        if not force:
            _spread_rows(out, row_of, box_of, Z.bottom - self.hint_band - (y + row_h), ch + gap)
        return out


def _spread_rows(out: MeldPlacement, row_of: list[int], box_of: dict[int, int], spare: int, line: int) -> None:
    """The felt left under the last row shared out between the rows, up to a line of cards each: a box
    then grows a line where it stands and the rows under it stay put.  A space slid 50 px down when the
    space above it gained a line (s16-tables' L2); over 300 seeded tables, a space under a box that grew
    a line moved at 30% of such steps before, 19% with the rows spread."""
    tops = sorted(set(row_of))
    if len(tops) < 2 or spare <= 0:
        return
    each = min(line, spare // (len(tops) - 1))
    shift = [tops.index(top) * each for top in row_of]
    out.groups = [(owner, box.move(0, shift[k])) for k, (owner, box) in enumerate(out.groups)]
    for mid, k in box_of.items():
        out.melds[mid] = out.melds[mid].move(0, shift[k])
        out.cards[mid] = [(c, r.move(0, shift[k])) for c, r in out.cards[mid]]


def _shares(natural: dict[int, int], width: int, pad: int) -> dict[int, int]:
    """A row's width shared among its spaces, as the widths their lines may take: a space that needs less
    than an even share keeps what it needs and leaves the rest to the others."""
    out: dict[int, int] = {}
    left = dict(natural)
    while left:
        even = width // len(left) - pad
        small = {o: w for o, w in left.items() if w <= even}
        if not small:
            out.update({o: max(1, even) for o in left})
            break
        for o, w in small.items():
            out[o] = w
            width -= w + pad
            del left[o]
    return out


def _rows(placed: MeldPlacement) -> list[list[int]]:
    """The spaces of a placement by row, in reading order, each in the row of its first box (a
    "(continued)" box elsewhere does not carry its space along)."""
    first: dict[int, pygame.Rect] = {}
    for owner, box in placed.groups:
        first.setdefault(owner, box)
    rows: list[list[int]] = []
    top = None
    for box, owner in sorted(((b.top, b.left), o) for o, b in first.items()):
        if top is None or box[0] > top + placed.card_h // 2:
            rows.append([])
            top = box[0]
        rows[-1].append(owner)
    return rows


def _out_of_order(placed: MeldPlacement, prev: MeldPlacement, owners_order: Sequence[int]) -> bool:
    """Whether a space new to the table reads out of seat order among the spaces (which did not)."""
    rank = {o: k for k, o in enumerate(owners_order)}
    def in_order(p: MeldPlacement) -> bool:
        seq = [rank.get(o, len(rank)) for row in _rows(p) for o in row]
        return seq == sorted(seq)
    new = {o for o, __ in placed.groups} - {o for o, __ in prev.groups}
    return bool(new) and in_order(prev) and not in_order(placed)


def _space(meld) -> int:
    """The seat whose space a play lies in (its owner where the game has no spaces)."""
    space = getattr(meld, "space", None)
    return meld.owner if space is None else space
