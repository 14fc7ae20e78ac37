"""The table's side panel: what the player needs now, large, and buttons that stay where they are.

Issue 26 ("a face that reads as a finished game"): the panel no longer holds a 25-line log.  From the
top: the game and the score (small), whose turn it is (large), what the player may do (a size up from
the rest), the notes of the moment; then the buttons of the moment from a fixed line; at the bottom,
in fixed slots that never move, Hint and Take back, the two sorts and the last three moves.  The whole
log opens over the table with Tab or the Log button (:func:`draw_log`).
"""
from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..engine_text import engine_text
from ..i18n import _
from ..text import blit, fit, text_width, wrap
from ..widgets import Button
from . import affordances as aff

#: tags of the buttons that sit in the fixed row of helps (never among the moment's buttons)
HELP_TAGS = ("hint", "undo")
#: lines of the moment's words the panel keeps room for, whatever they say (the buttons start below)
PROMPT_LINES = 3
NOTE_LINES = 3             # ... and of the notes under them (they share the room)
#: moves in the strip at the panel's foot
STRIP_MOVES = 3
#: colours of log lines that are not moves (refusals, hints): the strip leaves them to the toast and the log
NOT_MOVES = (theme.BAD, theme.BLUE)


def button_height(L: Any) -> int:
    return max(24, int(L.font * 1.9))


def draw_sidebar(d: Any, surf: pygame.Surface, now: float) -> None:
    """Draw the panel for the drawer ``d`` (a :class:`~.draw.TableDrawer`); fills ``d.button_rects``."""
    sc, L = d.sc, d.sc.layout
    S = L.sidebar
    pygame.draw.rect(surf, theme.PANEL, S)
    x, w = S.left + L.pad, S.width - 2 * L.pad
    y = _header(sc, surf, x, w, S.top + L.pad)
    y = _status(sc, surf, x, w, y, now)
    d.button_rects = []
    bh = button_height(L)
    bottom = _foot(d, surf, x, w, bh)
    under = _moment_buttons(d, surf, x, w, y, bottom, bh)
    for parts, colour in getattr(sc, "notes_left", ()):    # the notes with no room above, under the buttons
        if under + len(parts) * (L.small + 3) > bottom:
            break
        for line in parts:
            blit(surf, line, L.small, colour, (x, under))
            under += L.small + 3


def status_top(L: Any) -> int:
    """Where the turn's line starts: under the header's two lines."""
    return L.sidebar.top + L.pad + L.font + 4 + L.small + L.pad


def buttons_top(L: Any) -> int:
    """The fixed line the moment's buttons start from, whatever the words above say."""
    big = int(L.font * 1.5)
    return (status_top(L) + big + 6 + PROMPT_LINES * (L.font + 4) + NOTE_LINES * (L.small + 3)
            + L.small + 6 + L.pad)


def _header(sc: Any, surf: pygame.Surface, x: int, w: int, y: int) -> int:
    L = sc.layout
    m = sc.session.match
    number = m.hand_number
    game = _(sc.session.game_title)
    version = sc.game_table.version_words(sc.seat_table)          # House Rummy: Classic or Epic
    if version:
        game = _("{game} ({version})").format(game=game, version=_(version))
    heads = [_("{game} · hand {n}").format(game=game, n=number)]
    if m.max_hands:
        heads.insert(0, _("{game} · hand {n}/{total}").format(game=game, n=number, total=m.max_hands))
        heads.insert(0, _("{game} · hand {n} of {total}").format(game=game, n=number, total=m.max_hands))
    # whole words first: a size smaller before a word is cut; the hands' total before the larger size
    # ("House Rummy (Classic) · hand 1" at 1280×720 said nothing of the six hands, s16)
    tries = [(t, size) for t in heads[:-1] for size in (L.font, L.small)]
    tries += [(heads[-1], L.font), (heads[-1], L.small), (game, L.font)]
    head, size = next(((t, z) for t, z in tries if text_width(t, z, True) <= w), tries[-1])
    blit(surf, fit(head, size, w, True), size, theme.GOLD, (x, y), bold=True)
    y += L.font + 4
    dealer = _("you deal") if sc.view.dealer == sc.human else \
        _("{name} deals").format(name=sc.names[sc.view.dealer])
    total = sc.session.money(m.ledger[sc.human])
    if sc.session.plays_for_stakes:
        subs = [_("Stake {stake} · your total {total} · {dealer}").format(stake=sc.session.config.stake,
                                                                        total=total, dealer=dealer),
                _("Your total {total} · {dealer}").format(total=total, dealer=dealer),
                _("Your total {total}").format(total=total)]
    else:
        # Kalookie's totals are penalty points, lowest leading: "내 점수: 101" read as a good score (s18-korean)
        rules = getattr(m, "ruleset", None)              # a lesson's hand has none: its points are plain
        down = rules is not None and rules.counts_down(getattr(m, "options", None))
        sub = (_("Your penalty points: {total}") if down else _("Your score: {total}")).format(total=total)
        if m.target:
            sub += _(" (target {target})").format(target=m.target)
        subs = [sub + f" · {dealer}", sub]
    line = next((t for t in subs if text_width(t, L.small) <= w), subs[-1])
    blit(surf, fit(line, L.small, w), L.small, theme.INK_DIM, (x, y))
    return status_top(L)


def _status(sc: Any, surf: pygame.Surface, x: int, w: int, y: int, now: float) -> int:
    """Whose turn (large) and what the player may do (a size up); the notes of the moment under it."""
    L = sc.layout
    own_phase = sc.view.phase not in ("start", "play", "ended")
    table = sc.game_table
    turn, phase, may = aff.status_lines(view=sc.view, names=sc.names, human=sc.human, timer=sc.shown_timer(now),
                                        now=now, thinking=sc.ctl.thinking(), points=sc.points,
                                        claim_word=sc.claim_word,
                                        acting=sc.seat_table.acting_seats if own_phase else (),
                                        phase_words=sc.seat_table.ruleset.phase_words(sc.view.phase) if own_phase else None,
                                        table=table)
    turn, phase, may = sc.status_override() or (turn, phase, may)
    big = int(L.font * 1.5)
    yours = sc.view.current == sc.human and sc.view.phase in ("start", "play")
    if text_width(turn, big, True) <= w:
        blit(surf, turn, big, theme.GOLD if yours else theme.INK, (x, y), bold=True)
        y += big + 6
        budget = PROMPT_LINES
    else:                                         # a long line (the sit-out round): a size down, wrapped whole
        turns = wrap(turn, L.font + 2, w, bold=True)[:2]
        for line in turns:
            blit(surf, fit(line, L.font + 2, w, True), L.font + 2, theme.GOLD if yours else theme.INK, (x, y),
                 bold=True)
            y += L.font + 6
        budget = PROMPT_LINES - 1 if len(turns) > 1 else PROMPT_LINES
    words = may if may else phase
    # the words of the moment share one room with the notes: the prompt first and whole (a size down if
    # it must), then each note whole, the most pressing first (what stops the turn, the selection, the rest)
    bottom = buttons_top(L) - L.small - 6 - L.pad
    lines = wrap(words, L.font, w)
    size, gap = (L.font, 4) if len(lines) <= budget else (L.small, 3)
    if size == L.small:
        lines = wrap(words, L.small, w)
    for line in lines:
        if y + size > bottom:                    # never over the buttons (a prompt this long is not written)
            break
        blit(surf, line, size, theme.GREEN if yours or may else theme.INK_DIM, (x, y))
        y += size + gap
    y = max(y, status_top(L) + big + 6 + min(len(lines), PROMPT_LINES) * (L.font + 4)) + 2
    # the hand's standing ("You have melded") apart from what a game adds to it after a " · " (House Rummy's
    # "hot: play it this turn; warm: …"): with those words it took two lines, found no room under a red
    # note and went under the buttons, then came back (s19-recheck)
    standing, __, besides = engine_text(table.status_note(sc.seat_table, sc.human)).partition(" · ")
    notes = [(sc.end_blocked(), theme.BAD), (sc.selection_note(), theme.GOLD), (besides, theme.GOLD),
             (standing, theme.GOLD)]
    kept: list[tuple[int, list[str], tuple]] = []
    left: list[tuple[int, list[str], tuple]] = []
    room = bottom - y
    # a note with no room here goes under the moment's buttons (the Kalookie re-check, R14: "N of 40" left
    # beside the red line); the standing has the first claim on the room, so that it keeps its place
    for rank in [len(notes) - 1, *range(len(notes) - 1)]:
        text, colour = notes[rank]
        parts = wrap(text, L.small, w) if text else []
        if parts and len(parts) * (L.small + 3) <= room:
            kept.append((rank, parts, colour))
            room -= len(parts) * (L.small + 3)
        elif parts:
            left.append((rank, parts, colour))
    sc.notes_left = [(parts, colour) for __, parts, colour in sorted(left, key=lambda k: k[0])]
    for rank, parts, colour in sorted(kept, key=lambda k: k[0]):
        if rank == len(notes) - 1:
            # the hand's standing ("You have melded") at a fixed place, over the points in hand: it jumped
            # up and down with the lines above it (s18-recheck)
            y = bottom - len(parts) * (L.small + 3)
        for line in parts:
            blit(surf, line, L.small, colour, (x, y))
            y += L.small + 3
    if sc.points and sc.view.hand:
        pts = _(table.points_label(sc.seat_table)).format(points=sc.points.get("hand", 0)) + table.points_words(sc.points)
        blit(surf, fit(pts, L.small, w), L.small, theme.INK_DIM, (x, buttons_top(L) - L.small - 6 - L.pad // 2))
    return buttons_top(L)


def _button(d: Any, surf: pygame.Surface, spec: Any, r: pygame.Rect) -> None:
    sc, L = d.sc, d.sc.layout
    Button(spec.label, None, spec.key, spec.enabled, r, accent=spec.accent).draw(
        surf, L.small, hover=(sc.hover_button == len(d.button_rects)))
    d.button_rects.append((spec, r))


def _moment_buttons(d: Any, surf: pygame.Surface, x: int, w: int, top: int, bottom: int, bh: int) -> int:
    """The moment's buttons in a column from the fixed line; when they are many, lower ones (a size
    smaller, then in two columns) rather than over the fixed rows.  Returns the line under them."""
    L = d.sc.layout
    specs = [s for s in d.sc.button_specs if s.tag not in HELP_TAGS]
    room = bottom - top - L.pad
    h = bh
    if specs and len(specs) * (h + 4) > room:
        h = max(20, room // len(specs) - 4)
    cols = 1 if len(specs) * (h + 4) <= room else 2
    col_w = (w - (cols - 1) * L.pad) // cols
    per = -(-len(specs) // cols) if specs else 0
    for i, spec in enumerate(specs):
        c, r = divmod(i, per) if cols > 1 else (0, i)
        _button(d, surf, spec, pygame.Rect(x + c * (col_w + L.pad), top + r * (h + 4), col_w, h))
    return top + per * (h + 4) + L.pad // 2 if cols > 1 else top + len(specs) * (h + 4) + L.pad // 2


def _foot(d: Any, surf: pygame.Surface, x: int, w: int, bh: int) -> int:
    """The fixed rows at the panel's foot (helps, sorts, the last moves, the keys' line); returns their top."""
    sc, L = d.sc, d.sc.layout
    S = L.sidebar
    help_y = S.bottom - L.small - L.pad
    blit(surf, fit(_("H: keys and help · Esc: menu"), L.small, w), L.small, theme.INK_FAINT, (x, help_y))
    line_h = L.small + 3
    strip_top = help_y - L.pad // 2 - (STRIP_MOVES + 1) * line_h
    _strip(d, surf, x, w, strip_top, line_h)
    col_w = (w - L.pad) // 2
    sort_y = strip_top - L.pad // 2 - bh
    help_row = sort_y - 4 - bh
    shown = {s.tag: s for s in sc.button_specs}
    helps = [shown.get("hint") or aff.ButtonSpec("hint", _("Hint"), "?", enabled=False)]
    if getattr(sc.app.settings, "undo", False):       # the slot is there whenever taking back is on
        helps.append(shown.get("undo") or aff.ButtonSpec("undo", _("Take back"), "Ctrl+Z", enabled=False))
    for i, spec in enumerate(helps):
        _button(d, surf, spec, pygame.Rect(x + i * (col_w + L.pad), help_row, col_w, bh))
    sorts = [aff.ButtonSpec("sort_suit", _("Sort by suit"), "S"), aff.ButtonSpec("sort_rank", _("Sort by rank"), "R")]
    for i, spec in enumerate(sorts):
        _button(d, surf, spec, pygame.Rect(x + i * (col_w + L.pad), sort_y, col_w, bh))
    return help_row - L.pad // 2


def moves(log: Any, n: int) -> list[tuple[str, tuple]]:
    """The last ``n`` lines of the log that are moves (not refusals or hints)."""
    out = [(t, c) for t, c in log if c not in NOT_MOVES]
    return out[-n:]


def _strip(d: Any, surf: pygame.Surface, x: int, w: int, top: int, line_h: int) -> None:
    """"Last moves" and the Log button, then the last three moves, newest last, each on one line."""
    sc, L = d.sc, d.sc.layout
    label = _("Log (Tab)") if not sc.show_log else _("Hide the log (Tab)")
    lw = min(w - text_width(_("Last moves"), L.small) - 8, text_width(label, L.small) + 12)
    log_r = pygame.Rect(x + w - lw, top - 2, lw, line_h + 2)
    spec = aff.ButtonSpec("log", label, "")
    pygame.draw.rect(surf, theme.BUTTON_HOVER if sc.hover_button == len(d.button_rects) else theme.BUTTON, log_r,
                     border_radius=4)
    blit(surf, fit(label, L.small, lw - 8), L.small, theme.INK, log_r.center, anchor="center")
    d.button_rects.append((spec, log_r))
    blit(surf, fit(_("Last moves"), L.small, w - lw - 6), L.small, theme.INK_FAINT, (x, top))
    lines: list[tuple[str, tuple]] = []
    for text, colour in reversed(moves(sc.log, STRIP_MOVES)):     # newest first, each whole or not at all
        parts = wrap(text, L.small, w)
        if len(lines) + len(parts) > STRIP_MOVES:
            break
        lines = [(p, colour) for p in parts] + lines
    y = top + line_h
    for text, colour in lines:
        blit(surf, fit(text, L.small, w), L.small, colour, (x, y))
        y += line_h


def draw_log(sc: Any, surf: pygame.Surface) -> None:
    """The whole log over the table's right half (Tab or the Log button opens and closes it)."""
    L = sc.layout
    T = L.table
    box = pygame.Rect(0, 0, min(T.width - 2 * L.pad, max(360, T.width // 2)), T.height - 2 * L.pad)
    box.topright = (T.right - L.pad, T.top + L.pad)
    sc.log_box = box                        # a click on it closes it (it is a page to read, not the table)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((12, 22, 20, 235))
    surf.blit(shade, box)
    pygame.draw.rect(surf, theme.GOLD, box, width=2, border_radius=8)
    x, w = box.left + L.pad, box.width - 2 * L.pad
    blit(surf, _("Log (Tab closes)"), L.font, theme.GOLD, (x, box.top + L.pad), bold=True)
    top = box.top + L.pad * 2 + L.font
    line_h = L.small + 3
    room = max(0, (box.bottom - L.pad - top) // line_h)
    lines: list[tuple[str, tuple]] = []
    for text, colour in reversed(sc.log):
        for part in reversed(wrap(text, L.small, w)):
            lines.append((part, colour))
        if len(lines) >= room:
            break
    y = top
    for text, colour in reversed(lines[:room]):
        blit(surf, text, L.small, colour, (x, y))
        y += line_h
