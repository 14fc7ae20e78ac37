"""The mouse at the table: presses, drags and drops, the targets lit while dragging, hit tests.

A drop becomes a proposed action (or a choice among the engine's legal actions) through the scene's
:class:`~.input.TableInput`; refused, the cards snap back to the hand.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import pygame

from game.engine import Action, Card

from ..i18n import _
from ..cards import card_size
from . import affordances as aff

DRAG_THRESHOLD = 6


@dataclass
class Press:
    source: str                       # "hand", "discard", "stock", "meld", "table" (a played card)
    start: tuple[int, int]
    cards: list[Card] = field(default_factory=list)
    grabbed: Card | None = None
    offset: tuple[int, int] = (0, 0)
    meld: int | None = None
    active: bool = False
    pos: tuple[int, int] = (0, 0)
    #: the hint's pick when one of its cards was dragged alone: laid whole if dropped on the open table
    hinted: list[Card] = field(default_factory=list)


class TableDrag:
    """Mixed into :class:`~.input.TableInput` (which proposes what a drop means)."""

    press: Press | None
    fan_rects: dict[Card, pygame.Rect]

    def let_go_at(self, card: Card, seat: int, now: float) -> pygame.Rect | None:
        """Where the player let ``card`` go on the discard pile just now: it flies on to the pile from under the
        pointer, not from its place in the hand (s19-recheck); None if they did not."""
        return self.drawer.glide.let_go_at(card, now) if seat == self.human else None

    def drag_active(self) -> bool:
        return self.press is not None and self.press.active

    def on_down(self, pos: tuple[int, int]) -> None:
        L = self.layout
        for i, (spec, rect) in enumerate(self.drawer.button_rects):
            if rect.collidepoint(pos):
                self.do(spec.tag)     # a greyed button explains itself: its key's answer, the engine's reason
                return
        if L.discard.inflate(L.pad * 2, L.pad * 2).collidepoint(pos):
            timer = self.ctl.timer
            if timer is not None and timer.human_may:
                self.slap()       # the slap counts from the press, not the release
                return
            self.press = Press("discard", pos, pos=pos)
            return
        if L.stock.collidepoint(pos):
            self.press = Press("stock", pos, pos=pos)
            return
        fanned = next((c for c, r in reversed(list(self.fan_rects.items())) if r.collidepoint(pos)), None)
        if fanned is not None:
            self.take_from_pile(fanned)
            return
        card = self.card_at(pos)
        if card is not None:
            r = self.pos.get(card)
            offset = (pos[0] - r.x, pos[1] - r.y) if r else (0, 0)
            self.press = Press("hand", pos, grabbed=card, offset=offset, pos=pos)
            return
        meld = self.meld_at(pos)
        played = self.table_card_at(pos) if self.game_table.moves_played else None
        if played is not None:        # a card on the table that may move to another play
            self.press = Press("table", pos, cards=[played], grabbed=played, meld=meld, pos=pos)
        elif meld is not None:
            self.press = Press("meld", pos, meld=meld, pos=pos)

    def discard_by_click(self) -> bool:
        """After the draw, a click on the pile with one card selected discards it, as dropping it there
        does: the Seven Bridge newcomer (27 Nov, F1) selected the K♦ the lesson named and clicked the lit
        pile, and read "Already drew this turn"."""
        sel = self.hand.selection()
        if self.view.phase != "play" or self.view.current != self.human or len(sel) != 1:
            return False
        if not any(a.kind == "discard" and a.cards == (sel[0],) for a in self.legal):
            return False
        self.do("discard")
        return True

    def take_from_pile(self, card: Card) -> None:
        """A click on a fanned discard: take it and every card above it (the top one alone: take it)."""
        seat = self.human
        if self.view.discard and card == self.view.discard[-1]:
            self.take_discard()
            return
        wanted = self.game_table.pile_take(seat, card)
        action = None if wanted is None else next(
            (a for a in self.legal if a.kind == wanted.kind and a.cards == wanted.cards), None)
        self.propose(action, why=wanted)

    def table_card_at(self, pos: tuple[int, int]) -> Card | None:
        on_table = {c for m in self.view.melds for c in m.cards}
        for c, r in reversed(list(self.pos.items())):
            if c in on_table and r.collidepoint(pos):
                return c
        return None

    def on_motion(self, pos: tuple[int, int], buttons: Sequence[int]) -> None:
        self.hover_button = next((i for i, (_, r) in enumerate(self.drawer.button_rects) if r.collidepoint(pos)),
                                 None)
        p = self.press
        if p is None:
            return
        p.pos = pos
        if not p.active and buttons and buttons[0] and (
                abs(pos[0] - p.start[0]) + abs(pos[1] - p.start[1]) > DRAG_THRESHOLD):
            if p.source == "hand" and p.grabbed is not None:
                if p.grabbed in self.hand.selected and not self.hand.hint_pick:
                    p.cards = self.hand.selection()       # the player's own pick moves together
                else:
                    if self.hand.hint_pick and p.grabbed in self.hand.selected:
                        p.hinted = self.hand.selection()
                    p.cards = [p.grabbed]                 # else the card grabbed, alone
                    self.hand.drop_hint_pick()            # the player goes their own way
                p.active = True
            elif p.source in ("discard", "stock", "table"):
                p.active = True

    def on_up(self, pos: tuple[int, int]) -> None:
        p = self.press
        self.press = None
        if p is None:
            return
        p.pos = pos
        if p.active:
            self.drop(p, pos)
            return
        if p.source == "hand" and p.grabbed is not None:
            self.hand.toggle(p.grabbed)
            if p.grabbed in self.hand.order:
                self.hand.cursor = self.hand.order.index(p.grabbed)
        elif p.source == "discard":
            if not self.discard_by_click():
                self.take_discard()
        elif p.source == "stock":
            self.propose(Action("draw_stock", self.human))
        elif p.source in ("meld", "table") and p.meld is not None:
            if self.hand.selected:
                play = next((m.cards for m in self.view.melds if m.id == p.meld), ())
                if self.game_table.click_adds(self.hand.selection(), play):
                    self.add_selected(p.meld)
                else:
                    self.say_error(_("those cards would not make that play whole: drag them onto it to add "
                                     "them anyway, or drag a card out of a play to move it"))

    # ------------------------------------------------------------------ dropping
    def drop_target(self, p: Press, pos: tuple[int, int]) -> tuple[str, Any]:
        """What is under the pointer: ("discard"|"meld"|"hand"|"table"|"none", detail)."""
        L = self.layout
        if L.discard.inflate(L.pad * 2, L.pad * 2).collidepoint(pos):
            return "discard", None
        if p is not None and p.source == "table":     # a card out of a play dropped on a space's name: there
            named = self._name_at(pos)
            if named is not None:
                return "table", named
        meld = self.meld_at(pos)
        if meld is not None:
            return "meld", meld
        if L.hand_zone.collidepoint(pos):
            return "hand", L.hand_index_at(pos[0], len(self.hand.order))
        if L.middle.collidepoint(pos) or L.meld_zone.collidepoint(pos) or self._open_green(pos):
            return "table", self._space_at(pos)
        return "none", None

    def _name_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose space's name (the line over its plays) is under the pointer."""
        placement = self.placed_melds()
        return next((owner for owner, box in placement.groups
                     if pygame.Rect(box.left, box.top, box.width, placement.label_size + 4).collidepoint(pos)), None)

    def _space_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose space (box of plays) is under the pointer; None on open felt."""
        placement = self.placed_melds()
        return next((owner for owner, box in placement.groups if box.collidepoint(pos)), None)

    def _open_green(self, pos: tuple[int, int]) -> bool:
        """The felt beside the plays counts as the open table too: a newcomer dropped a card in the wide
        green right of the plays and was told to find the open table (play-through, 27 Nov, F5)."""
        L = self.layout
        return (L.table.collidepoint(pos) and pos[1] < L.message.top and pos[1] > L.top_band.bottom
                and not any(r.collidepoint(pos) for r in L.panels.values()))

    def _hinted_meld(self, p: Press) -> bool:
        """A card of the hint's meld dragged alone onto the open table, where it is no meld by itself and the
        hint's pick is: the whole pick is meant.  Following "Lay 6♥ 6♦ 6♣" (or Kalookie's opening), a player
        dragged one of the raised cards to the table, it came back alone, and the pick was gone (s19-recheck;
        s18-recheck L5).  Onto the discard pile or a play the card still goes alone."""
        if p.source != "hand" or len(p.cards) != 1 or len(p.hinted) < 2:
            return False
        seat, legal = self.human, self.legal
        return (aff.meld_action(legal, seat, p.cards, self.compose) is None
                and aff.meld_action(legal, seat, p.hinted, self.compose) is not None)

    def drop(self, p: Press, pos: tuple[int, int]) -> None:
        where, detail = self.drop_target(p, pos)
        if where == "table" and self._hinted_meld(p):
            p.cards = list(p.hinted)
        if where in ("table", "meld", "discard") and p.source in ("hand", "table"):      # where let go, as drawn
            w, h = card_size(self.layout.hand_h if p.source == "hand" else self.layout.pile_h)
            at = [pygame.Rect(pos[0] - p.offset[0] + i * int(w * 0.4), pos[1] - p.offset[1], w, h)
                  for i in range(len(p.cards))] if p.source == "hand" else [pygame.Rect(0, 0, w, h)]
            if p.source == "table":
                at[0].center = pos
            self.drawer.glide.arrive(p.cards, at, self.now())
        seat, legal = self.human, self.legal
        if p.source == "stock":
            if where == "hand":
                self.propose(Action("draw_stock", seat))
            return
        if p.source == "discard":
            if where in ("table", "meld", "hand"):
                self.take_discard()
            return
        cards = p.cards
        if not cards:
            return
        if p.source == "table":
            self.move_played(p, where, detail)
            return
        ok = True
        if where == "hand":
            self.hand.move(cards, detail)
            return
        if where == "discard":
            if len(cards) != 1:
                self.say_error(_("discard one card at a time"))
                ok = False
            else:
                ok = self.propose(self.discard_of(cards), why=Action("discard", seat, tuple(cards)))
        elif where == "meld":
            own = self.game_table.onto_meld(legal, seat, cards, detail)
            if own is not None:
                ok = self.propose(own)
            elif len(cards) == 1:
                ok = self.lay_off(cards[0], detail)
            else:
                ok = self.propose_all(aff.add_orders(seat, cards, detail))
        elif where == "table":
            ok = self.meld(cards)
        else:
            self.say_error(_("drop cards on a meld, the table, the discard pile or back in your hand"))
            ok = False
        if not ok:
            self.snap_back(cards, pos, p.offset)

    def move_played(self, p: Press, where: str, detail: Any) -> None:
        """A card on the table dropped on another play, or on the open table for a new play of one's own."""
        seat, table = self.human, self.game_table
        if where == "meld" and detail != p.meld:
            self.propose(table.played_move(seat, p.cards, detail))
        elif where == "table":          # a new play, in the space it lands in (the hint may ask for one)
            self.propose(table.played_move(seat, p.cards, None, space=detail))
        elif where == "meld":
            return                            # dropped back where it was
        elif where == "hand":
            self.say_error(_("cards on the table stay there: restore the table (U) to take your moves back"))
        else:
            self.say_error(_("drop the card on another play, or on the open table to start a new play"))

    def snap_back(self, cards: Sequence[Card], pos: tuple[int, int], offset: tuple[int, int]) -> None:
        now = self.now()
        for i, c in enumerate(cards):
            dst = self.hand_rect_of(c)
            if dst is None:
                continue
            src = dst.copy()
            src.topleft = (pos[0] - offset[0] + i * int(dst.width * 0.4), pos[1] - offset[1])
            self.anim.fly(c, src, dst, now, dur=self.anim.duration(0.25))

    # ------------------------------------------------------------------ hit tests
    def card_at(self, pos: tuple[int, int]) -> Card | None:
        for card in reversed(self.hand.order):
            r = self.pos.get(card)
            if r is not None and r.collidepoint(pos) and self.layout.hand_zone.inflate(0, 200).collidepoint(r.center):
                return card
        return None

    def meld_at(self, pos: tuple[int, int]) -> int | None:
        placement = self.placed_melds()
        for mid, r in placement.melds.items():
            if r.inflate(6, 6).collidepoint(pos):
                return mid
        # a drop just beside a meld is meant for it: the nearest within a card's width
        near = [(abs(r.centerx - pos[0]) + abs(r.centery - pos[1]), mid)
                for mid, r in placement.melds.items() if r.inflate(r.height, r.height // 2).collidepoint(pos)]
        return min(near)[1] if near else None

    def lit_targets(self) -> dict[str, Any]:
        """Legal drop targets of the drag in progress (from the legal actions)."""
        p = self.press
        out: dict[str, Any] = {"discard": False, "table": False, "melds": set(), "hand": False}
        if p is None or not p.active:
            return out
        legal, seat, table = self.legal, self.human, self.game_table
        if p.source == "hand":
            cards = p.cards
            out["hand"] = True
            out["discard"] = aff.discard_action(legal, seat, cards) is not None
            out["table"] = aff.meld_action(legal, seat, cards, self.compose) is not None or self._hinted_meld(p)
            out["melds"] = {m.id for m in self.view.melds if aff.can_add_any(legal, cards, m.id)
                            or table.onto_meld(legal, seat, cards, m.id) is not None}
        elif p.source == "discard":
            out["table"] = bool([a for a in aff.take_options(legal, table) if a.kind == "take_discard"])
        elif p.source == "stock":
            out["hand"] = any(a.kind == "draw_stock" for a in legal)
        elif p.source == "table":
            mine, moved = self.seat_table, tuple(p.cards)

            def allowed(onto: int | None) -> bool:
                move = table.played_move(seat, moved, onto)
                return move is not None and mine.check(move) is None
            out["melds"] = {m.id for m in self.view.melds if m.id != p.meld and allowed(m.id)}
            out["table"] = allowed(None)
        return out
