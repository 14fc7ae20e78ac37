"""Plays keep their places on the table as others are laid (play-test, session 12, item 2).

A newcomer loses track of a play when laying another one moves it, so the table is laid out afresh only
when it must be: each play already on the table stays where it was (same card size, same spot), and a
new play goes after the last play of its space, or below it, or in a new box of its space where the
table is free.  Only when no room is left does the caller lay the whole table out again.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ..cards import card_size


def metrics(h: int) -> tuple[int, int, int, int, int]:
    """Card width and height, the step between a play's cards, the gap between plays, the label size (12 at
    least: with twelve plays down, the names over the boxes came out 9 px high, Hangul too small to read,
    s18-korean L2)."""
    cw, ch = card_size(h)
    label = int(max(12, min(16, h * 0.19)))
    return cw, ch, max(8, int(cw * 0.40)), max(4, int(cw * 0.22)), label


def keep_places(prev, melds: Sequence, zone: pygame.Rect, slot: Callable[[object], int],
                space: Callable[[object], int], make: Callable[..., object], first: int | None = None,
                hold: bool = False, stay: bool = False):
    """``prev`` with every play still on the table where it was and the new ones placed in free room;
    ``None`` when a new play finds no room (the caller lays the table out afresh).  ``make`` builds the
    placement (``MeldPlacement``); ``slot`` is a play's cards' room, ``space`` the seat it lies by.
    ``first``: the space kept first (the player's own): its box stays even while empty, and it is never
    split into a second box (a newcomer's space turned up in the third row, 27 Nov); with no room for its
    new play, the table is laid out again, where its box comes first.  ``hold``: the player is making their
    turn's moves, so nothing they did not touch may move: a play with no room where it was goes to free felt
    (the player's own space too, in a second box), and the table is laid out again only when there is none
    (one drag of a House Rummy rearrangement re-laid the whole table under the player's hand, s18-korean L1).
    ``stay``: ``None`` rather than a play already in its space moving elsewhere (the caller may zoom out first)."""
    h = prev.card_h
    cw, ch, step, gap, label = metrics(h)
    boxes = [(owner, box.copy()) for owner, box in prev.groups]
    holder = {}                                              # meld id -> index of the box holding it
    for mid, r in prev.melds.items():
        holder[mid] = next((i for i, (_, b) in enumerate(boxes) if b.contains(r)), None)
    rects: dict[int, pygame.Rect] = {}
    pending = []
    def grew(m) -> bool:                    # a play that outgrew its room yields its spot to the others
        old = prev.melds.get(m.id)
        return old is not None and cw + step * (slot(m) - 1) > old.width

    shift: dict[int, int] = {}              # boxes moved along their row to make way (by how far)
    for m in sorted(melds, key=lambda m: (grew(m), m.id)):
        old, i = prev.melds.get(m.id), holder.get(m.id)
        mw = cw + step * (slot(m) - 1)
        if old is not None and i is not None and boxes[i][0] == space(m):
            old = old.move(shift.get(i, 0), 0)
            r = pygame.Rect(old.x, old.y, mw, ch)
            if r.right <= boxes[i][1].right - gap + 1 and not _hits(r, rects.values(), gap):
                rects[m.id] = r
                continue
            wider = boxes[i][1].copy()
            wider.width = r.right + gap - wider.left
            if hold and grew(m) and r.right > boxes[i][1].right - gap + 1 and not _hits(r, rects.values(), gap) \
                    and not _hits(r, [p for k, p in prev.melds.items() if k != m.id], gap) \
                    and _free(wider, boxes, i, zone, gap):
                # in the player's moves, a play that grew past the end of its box with free felt beside it: the
                # box widens and the play stays (a K♥ dropped on 3♥ 4♥ Joker 6♥ sent it a line down and brought
                # Q♥ A♥ up into its place, s18-recheck); out of them, it moves and the box closes up (s17-recheck L3)
                boxes[i] = (boxes[i][0], wider)
                rects[m.id] = r
                continue
            way = _make_way(boxes, i, wider, zone, gap) if hold and grew(m) else None
            if way is not None and not _hits(r, [p for k, p in rects.items() if holder.get(k) not in way[0]], gap) \
                    and not _hits(r, [p for k, p in prev.melds.items() if k != m.id and holder.get(k) == i], gap):
                # in the player's moves, a grown play whose box has others close on its right: they move along
                # the row to make way, where its end has room, rather than the play going to another row and
                # leaving a hole (three times in one Battle Hoola hand, s19-korean; s19-recheck L1)
                row, dx = way
                for j in row:
                    boxes[j] = (boxes[j][0], boxes[j][1].move(dx, 0))
                    shift[j] = shift.get(j, 0) + dx
                for k in list(rects):
                    if holder.get(k) in row:
                        rects[k] = rects[k].move(dx, 0)
                boxes[i] = (boxes[i][0], wider)
                rects[m.id] = r
                continue
        if stay and old is not None and i is not None and boxes[i][0] == space(m):
            return None
        pending.append((m, mw))
    _close_holes(boxes, holder, rects, prev.melds, ch, gap, label)
    used = {holder.get(mid) for mid in rects}
    if not hold and any(m.id in prev.melds and holder.get(m.id) is not None and holder[m.id] not in used
                        for m, __ in pending):
        # a box's only play outgrew it: moved elsewhere, it left a hole between the boxes of its row (Minji's
        # 6♦ 7♦ took a row of its own when 5♦ joined it, s18-evening L1b); the caller lays the rows again
        return None
    boxes = [b for i, b in enumerate(boxes) if i in used or b[0] == first]   # an empty box goes, but first's
    for m, mw in pending:
        r = _room(m, mw, space(m), boxes, rects, zone, ch, gap, label, None if hold else first)
        if r is None:
            return None
        rects[m.id] = r
    out = make(h, label_size=label, kept=not shift)      # (boxes that made way glide there)
    out.groups = boxes
    for m in melds:
        r = rects[m.id]
        out.melds[m.id] = r
        out.cards[m.id] = [(c, pygame.Rect(r.x + step * k, r.y, cw, ch)) for k, c in enumerate(m.cards)]
    return out


def _make_way(boxes: list, i: int, wider: pygame.Rect, zone: pygame.Rect, gap: int) -> tuple[list[int], int] | None:
    """The boxes to the right of box ``i`` along its row, and how far right they move for ``i`` to take
    ``wider``'s room; None when the row's end has no room or a box of another row is in the way."""
    top = boxes[i][1].top
    row = [j for j, (_, b) in enumerate(boxes) if j != i and b.top == top and b.left >= boxes[i][1].right]
    if not row:
        return None
    dx = wider.right + gap - min(boxes[j][1].left for j in row)
    moved = {j: boxes[j][1].move(dx, 0) for j in row}
    rest = [b for j, (_, b) in enumerate(boxes) if j != i and j not in moved]
    if dx <= 0 or not all(zone.contains(b) for b in moved.values()) or not zone.contains(wider):
        return None
    if any(b.inflate(gap - 1, gap - 1).colliderect(o) for b in [wider, *moved.values()] for o in rest):
        return None
    return row, dx


def _close_holes(boxes: list, holder: dict, rects: dict, before: dict, ch: int, gap: int, label: int) -> None:
    """A box a play has left (grown out of it, gone to another space, or off the table) closes up: its
    other plays, in reading order, move up into the gap, and its empty lines go.  A run that grew and went
    to "Kenji (continued)" left a hole at the top of Kenji's space that read as a missing play
    (s17-recheck L3); closed up, the grown run may even find room at the end of its own box."""
    left = {holder.get(mid) for mid in before if mid not in rects} - {None}
    for i in left:
        owner, box = boxes[i]
        inside = sorted((mid for mid in rects if holder.get(mid) == i), key=lambda mid: (rects[mid].y, rects[mid].x))
        x, y = box.left + gap, box.top + label + gap
        for mid in inside:
            r = rects[mid]
            if x > box.left + gap and x + r.width > box.right - gap + 1:
                x, y = box.left + gap, y + ch + gap
            rects[mid] = pygame.Rect(x, y, r.width, ch)
            x += r.width + gap
        if inside:
            boxes[i] = (owner, pygame.Rect(box.left, box.top, box.width, y + ch + gap - box.top))


def _apart(a: pygame.Rect, b: pygame.Rect) -> int:
    """The felt between two boxes, edge to edge (0 where they touch or overlap in both directions)."""
    dx = max(0, a.left - b.right, b.left - a.right)
    dy = max(0, a.top - b.bottom, b.top - a.bottom)
    return dx + dy


def _hits(r: pygame.Rect, others, gap: int) -> bool:
    grown = r.inflate(gap - 1, gap - 1)
    return any(grown.colliderect(o) for o in others)


def _free(box: pygame.Rect, boxes, skip: int | None, zone: pygame.Rect, gap: int) -> bool:
    """Whether ``box`` lies inside the zone and clear of every other box."""
    if not zone.contains(box):
        return False
    return not any(i != skip and box.inflate(gap - 1, gap - 1).colliderect(b) for i, (_, b) in enumerate(boxes))


def _room(m, mw: int, owner: int, boxes: list, rects: dict, zone: pygame.Rect, ch: int, gap: int,
          label: int, first: int | None = None) -> pygame.Rect | None:
    """A spot for a new play: after the last play of a box of its space (the box widened if the table
    is free there), on a new line of that box, or in a new box (never a second one for ``first``)."""
    for i, (o, box) in enumerate(boxes):
        if o != owner:
            continue
        inside = [r for r in rects.values() if box.contains(r)]
        lines = sorted({r.y for r in inside}) or [box.top + label + gap]
        y = lines[-1]
        x = max((r.right + gap for r in inside if r.y == y), default=box.left + gap)
        for x, y, grow_h in ((x, y, 0), (box.left + gap, (y + ch + gap) if inside else y, ch + gap if inside else 0)):
            r = pygame.Rect(x, y, mw, ch)
            wider = box.copy()
            wider.width = max(box.width, r.right + gap - box.left)
            wider.height = box.height + grow_h
            if not _hits(r, rects.values(), gap) and (wider == box or _free(wider, boxes, i, zone, gap)):
                boxes[i] = (o, wider)
                return r
    if owner == first and any(o == owner for o, __ in boxes):
        return None
    # a box of this space with nothing in it (the player's, kept empty for their first play) gives way to the
    # new one: Kalookie's opening J♦ Joker K♦ A♦ went to "내 등록패 (계속)" under an empty "내 등록패" (s19-recheck)
    boxes[:] = [(o, b) for o, b in boxes if o != owner or any(b.contains(r) for r in rects.values())]
    size = (mw + 2 * gap, label + gap + ch + gap)
    xs = sorted({zone.left} | {b.right + gap for _, b in boxes})
    ys = sorted({zone.top} | {b.top for _, b in boxes} | {b.bottom + gap for _, b in boxes})
    free = [pygame.Rect((x, y), size) for y in ys for x in xs]
    free = [b for b in free if _free(b, boxes, None, zone, gap)]
    if not free:
        return None
    # on a row's line (the top of a box, or under the lowest box of a row) before the foot of a shorter box:
    # Minji's new box stood level with the foot of a first-row box, beside boxes of the second row (s19-recheck)
    rows: dict[int, int] = {}
    for _, b in boxes:
        rows[b.top] = max(rows.get(b.top, b.bottom), b.bottom)
    lines = {zone.top} | set(rows) | {bottom + gap for bottom in rows.values()}
    free.sort(key=lambda b: b.top not in lines)
    own = [b for o, b in boxes if o == owner]
    if own:     # a space's next box as near its others as the table allows ("Minji (continued)" stood rows away)
        free.sort(key=lambda b: min(_apart(b, o) for o in own))
    box = free[0]
    boxes.append((owner, box))
    return pygame.Rect(box.x + gap, box.y + label + gap, mw, ch)


def zoomed(prev, h: int, zone: pygame.Rect, rooms: dict[int, int], make: Callable[..., object]):
    """``prev`` seen from further away: cards ``h`` high, every box at its place scaled about the zone's
    corner, each box's plays in the lines and order they had; ``None`` if the boxes then leave the zone.
    For the player's own moves on a full table: a drag that needed a new box laid the whole table out
    afresh, every box moving under the player's hand (s18-recheck L1); zoomed out, nothing changes order.
    ``rooms``: each play's room in cards (as the layout gave it).  The names over the boxes keep their
    least size, so a box lower down may be pushed down (or a box along the same row to the right) a little
    to clear the one above (or to its left)."""
    f = h / prev.card_h
    cw, ch, step, gap, label = metrics(h)
    zx, zy = zone.topleft
    out = make(h, label_size=label, kept=True)
    laid: list[tuple[int, pygame.Rect, pygame.Rect]] = []          # (owner, old box, new box)
    inside = {i: [mid for mid, r in prev.melds.items() if box.contains(r)] for i, (_, box) in enumerate(prev.groups)}
    for i, (owner, box) in sorted(enumerate(prev.groups), key=lambda e: (e[1][1].top, e[1][1].left)):
        lines: dict[int, list[int]] = {}
        for mid in inside[i]:
            lines.setdefault(prev.melds[mid].y, []).append(mid)
        widths = [sum(cw + step * (rooms.get(mid, 1) - 1) + gap for mid in line) - gap for line in lines.values()]
        need_w = max(widths, default=cw + step * 3) + 2 * gap
        need_h = label + gap + max(1, len(lines)) * (ch + gap)
        new = pygame.Rect(zx + round((box.x - zx) * f), zy + round((box.y - zy) * f),
                          max(need_w, round(box.width * f)), max(need_h, round(box.height * f)))
        for o, was, other in laid:
            if new.inflate(gap - 1, gap - 1).colliderect(other):
                if was.top == box.top:
                    new.left = other.right + gap
                else:
                    new.top = max(new.top, other.bottom + gap)
        if not zone.contains(new) or any(new.inflate(gap - 1, gap - 1).colliderect(o) for _, __, o in laid):
            return None
        laid.append((owner, box, new))
        y = new.top + label + gap
        for ly in sorted(lines):
            x = new.left + gap
            for mid in sorted(lines[ly], key=lambda mid: prev.melds[mid].x):
                r = pygame.Rect(x, y, cw + step * (rooms.get(mid, 1) - 1), ch)
                out.melds[mid] = r
                out.cards[mid] = [(c, pygame.Rect(r.x + step * k, r.y, cw, ch)) for k, (c, __) in
                                  enumerate(prev.cards.get(mid, []))]
                x = r.right + gap
            y += ch + gap
    order = {id(b): k for k, (_, b) in enumerate(prev.groups)}
    out.groups = [(o, new) for o, was, new in sorted(laid, key=lambda e: order[id(e[1])])]
    return out
