"""The hand review (issue 16): step through a hand's record with every hand face up, and see the moves
that cost the player most by the Expert's estimate, each with the better move and its reason.

The states come from the engine's :class:`~game.engine.review.Review` (exact forward, back and
jumps); the costly moves from :func:`ai.review.move_cost`, weighed one of the player's decisions per
frame so the window never stalls.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.review import Review

from . import theme
from .i18n import _
from .persons import card_name, move_words
from .scene import Scene, background
from .text import blit, fit, wrap

#: Rounds of the Expert's search per weighed move (a review's moves are weighed while it is open).  A
#: move is marked only when its cost stands clear of the noise (``ai.review``); at 8 rounds the marks were
#: mostly noise (z 0.2-0.8), moves made on the hint's advice among them.  A British Kalookie hand's review
#: takes about 8.5 s of one core at 32, Battle Hoola's 0.4 s.
ROUNDS = 32
#: The costliest moves marked.
TOP = 3
#: Wall time a frame gives to weighing moves.
SLICE_S = 0.006


class ReviewScene(Scene):
    """Left/Right step, Home/End jump to the ends, a click on a move jumps to it, Esc goes back."""

    def __init__(self, app: Any, record: dict[str, Any], human: int, names: list[str], title: str = "",
                 code: str = "") -> None:
        super().__init__(app)
        self.code, self.copied = code, ""       # the hand's deal code, to copy (C) or play again
        self.review = Review(record)
        self.human, self.names = human, list(names)
        self.heading = title or _("Hand review")
        self.step = len(self.review)
        self.bg: dict = {}
        self.state = self.review.state(self.step)
        self.forced = self._forced_passes()
        self.mine = [i for i, a in enumerate(self.review.actions) if a.seat == human and i not in self.forced]
        self.weighed = 0
        self.weighing: Any = None          # the move being weighed now, a slice a frame
        self.found: list[Any] = []
        self.line_rects: list[tuple[int, pygame.Rect]] = []

    def _forced_passes(self) -> set[int]:
        """The passes of a seat that had nothing else to do: in Seven Bridge every seat is asked about
        every discard (C-5), and a newcomer read "You pass" in the list for passes never made (27 Nov, F8).
        They stay in the list (the numbers hold) and say so."""
        out = set()
        for i, a in enumerate(self.review.actions):
            if a.kind == "pass" and all(x.kind == "pass" for x in self.review.state(i).legal_actions(a.seat)):
                out.add(i)
        return out

    # --- the costly moves, one decision a frame
    @property
    def costly(self) -> dict[int, Any]:
        return {m.index: m for m in sorted(self.found, key=lambda m: -m.cost)[:TOP]}

    def update(self, now: float) -> None:
        """A slice of the weighing a frame (a Kalookie move's search takes about a second)."""
        if self.weighed >= len(self.mine):
            return
        if self.weighing is None:
            from ai.review import start_move_cost
            self.weighing = start_move_cost(self.review, self.mine[self.weighed], self.human, rounds=ROUNDS)
        self.weighing.step(SLICE_S)
        if self.weighing.done:
            m = self.weighing.result()
            if m is not None:
                self.found.append(m)
            self.weighing = None
            self.weighed += 1

    def animating(self, now: float) -> bool:
        return self.weighed < len(self.mine)

    # --- moving through the hand
    def go(self, step: int) -> None:
        self.step = max(0, min(len(self.review), step))
        self.state = self.review.state(self.step)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_RIGHT: self.step + 1, pygame.K_LEFT: self.step - 1, pygame.K_HOME: 0,
                     pygame.K_END: len(self.review), pygame.K_PAGEDOWN: self.step + 10,
                     pygame.K_PAGEUP: self.step - 10}
            if event.key in moves:
                self.go(moves[event.key])
            elif event.key == pygame.K_n:          # the next marked move, from the last back to the first
                marked = [i + 1 for i in sorted(self.costly)]
                later = [m for m in marked if m > self.step]
                if later or marked:        # the review opens at the end: N there did nothing (session 16)
                    self.go((later or marked)[0])
            elif event.key == pygame.K_c and self.code:
                from .deal_code import copy_text
                self.copied = copy_text(self.code)
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for step, r in self.line_rects:
                if r.collidepoint(event.pos):
                    self.go(step)
                    return
        elif event.type == pygame.MOUSEWHEEL:
            self.go(self.step - event.y)

    # --- drawing
    def _move(self, a: Any) -> str:
        """"Minji discards 5♦": a move in the player's language, its seat named."""
        return move_words(self.state.ruleset, a, self.human, self.names)

    def advice(self, mark: Any, index: int | None = None) -> list[str]:
        """A costly move's advice in the player's language (issue 26, items 1 and 3): what it cost on
        the Expert's measure, the better move, then the facts behind it (:mod:`ai.advice`), each one
        pointing the same way.  ``index``: the move's place in the hand, so that a better add names the
        play it goes onto ("You add 5♣" did not say where)."""
        unit = self.state.ruleset.unit
        cost = f"{mark.cost:.2f}"
        # in a regular player's words: "the Expert's play-outs" meant nothing at the table
        head = (_("Played out many times from here, this move did about {cost} stakes worse on average than "
                  "the better one.") if unit == "stakes"
                else _("Played out many times from here, this move did about {cost} points worse on average than "
                       "the better one.")).format(cost=cost)
        lines = [head, _("Better: {move}").format(move=self._better(mark.better, index))]
        lines += ["· " + self.reason(r) for r in getattr(mark, "why", ())]
        return lines

    def _better(self, a: Any, index: int | None) -> str:
        """The better move; an add says the play it goes onto, as the table showed it before the move."""
        words = self._move(a)
        target = getattr(a, "target", None)
        if a.kind != "add" or not isinstance(target, int) or index is None:
            return words
        try:
            play = self.review.state(index).melds[target]
            cards = " ".join(card_name(c) for c in getattr(play, "cards", play))
        except (IndexError, KeyError, TypeError, AttributeError):
            return words
        return _("{move} onto {cards}").format(move=words, cards=cards)

    def reason(self, r: Any) -> str:
        """One reason of :mod:`ai.advice` in the player's language, its cards and seats named."""
        def said(key: str, v: Any) -> str:
            if key == "seat":
                return _("You") if v == self.human else self.names[v] if 0 <= v < len(self.names) else str(v)
            if isinstance(v, tuple):
                return " ".join(card_name(c) for c in v)
            return card_name(v) if hasattr(v, "is_joker") else str(v)
        from ai import advice
        if r.template == advice.PLAYOUTS_ONLY:         # the same fact without "the Expert's play-outs"
            return _("No single card decides it: played out from here, the better move simply came out ahead")
        return _(r.template).format(**{k: said(k, v) for k, v in r.words.items()})

    def draw(self, surface: pygame.Surface) -> None:
        background(surface, self.bg)
        W, H = surface.get_size()
        y = self.title(surface, self.heading)
        small, font = self.px(14), self.px(17)
        pad = self.px(24)
        list_w = int(W * 0.34)
        left_w = W - list_w - 3 * pad
        st, art = self.state, self.app.art
        rs = st.ruleset
        # every hand face up
        card_h = max(30, min(self.px(70), (H - y - self.px(260)) // max(1, st.players)))
        for s in range(st.players):
            name = _("You") if s == self.human else self.names[s]
            turn = st.current == s and not st.over
            blit(surface, fit(name, font, self.px(120)), font, theme.GOLD if turn else theme.INK, (pad, y + 4),
                 bold=turn)
            x = pad + self.px(130)
            cw = int(card_h * 0.7)
            step = min(cw + 2, max(8, (left_w - self.px(130) - cw) // max(1, len(st.hands[s]) - 1)))
            for i, c in enumerate(st.hands[s]):
                surface.blit(art.face(c, card_h), (x + i * step, y))
            y += card_h + self.px(6)
        # the table
        y += self.px(6)
        blit(surface, _("Table · stock {n} · discard {card}").format(
            n=len(st.stock), card=card_name(st.discard[-1]) if st.discard else "—"), small, theme.INK_DIM, (pad, y))
        y += small + 4
        mh = max(24, int(card_h * 0.7))
        x = pad
        for m in st.melds:
            mw = int(mh * 0.7) + int(mh * 0.28) * (len(m.cards) - 1)
            if x + mw > pad + left_w:
                x, y = pad, y + mh + 4
            for i, c in enumerate(m.cards):
                surface.blit(art.face(c, mh), (x + i * int(mh * 0.28), y))
            x += mw + self.px(10)
        y += mh + self.px(10)
        # this move, and what it cost
        if self.step:
            a = self.review.actions[self.step - 1]
            line = _("Move {n} of {total}: {move}").format(n=self.step, total=len(self.review),
                                                         move=self._move(a))
            blit(surface, fit(line, font, left_w), font, theme.INK, (pad, y), bold=True)
            y += font + 6
            mark = self.costly.get(self.step - 1)
            if mark is not None:
                for i, text in enumerate(self.advice(mark, self.step - 1)):
                    for part in wrap(text, small, left_w)[:3]:
                        blit(surface, part, small, theme.BAD if i == 0 else theme.INK, (pad, y), bold=i == 1)
                        y += small + 3
                    y += 3
        else:
            blit(surface, _("As dealt"), font, theme.INK, (pad, y), bold=True)
        # the moves, the costly ones marked
        lx = W - list_w - pad
        top = self.px(70)
        pygame.draw.rect(surface, theme.PANEL, (lx - 8, top - 8, list_w + 16, H - top - self.px(20)), border_radius=8)
        weighing = "" if self.weighed >= len(self.mine) else \
            _(" (weighing your moves {done}/{all})").format(done=self.weighed, all=len(self.mine))
        blit(surface, fit(_("Moves") + weighing, small, list_w), small, theme.INK_DIM, (lx, top), bold=True)
        row = small + 4
        rows = max(1, (H - top - self.px(80)) // row)
        first = max(0, min(self.step - rows // 2, len(self.review) - rows))
        self.line_rects = []
        yy = top + row + 4
        for i in range(first, min(len(self.review), first + rows)):
            a = self.review.actions[i]
            text = f"{i + 1}. {self._move(a)}" + (_(" (nothing to take)") if i in self.forced else "")
            colour = theme.BAD if i in self.costly else theme.GOLD if i + 1 == self.step else \
                theme.INK_FAINT if i in self.forced else theme.INK
            if i + 1 == self.step:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, (lx - 4, yy - 1, list_w + 8, row), border_radius=4)
            blit(surface, fit(("! " if i in self.costly else "") + text, small, list_w), small, colour, (lx, yy))
            self.line_rects.append((i + 1, pygame.Rect(lx, yy, list_w, row)))
            yy += row
        blit(surface, _("Left/Right: step · Home/End · N: next costly move (marked !) · click a move · Esc: back"), small,
             theme.INK_FAINT, (pad, H - self.px(30)))
        if self.code:                        # the deal, to play again or share (Play a deal in the menu)
            note = self.copied or _("C copies it; Play a deal in the menu plays it")
            blit(surface, fit(_("Deal code: {code}  ·  {note}").format(code=self.code, note=note), small, left_w),
                 small, theme.INK_FAINT, (pad, H - self.px(30) - small - self.px(6)))
