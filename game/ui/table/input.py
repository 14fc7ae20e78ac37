"""Mouse and keyboard at the table: selection, drag-and-drop, slaps, buttons and keys.

Every gesture becomes a proposed action (or a choice among the engine's
legal actions); the controller applies it or gives the engine's reason,
which is shown while the cards snap back.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from game.engine import Action, Card

from .. import theme
from ..widgets import ChoicePopup
from ..engine_text import engine_text
from ..i18n import _
from ..persons import card_name, readable
from . import affordances as aff

DRAG_THRESHOLD = 6
#: Wall time a frame gives to thinking about a hint (the frame stays well inside 16 ms).
HINT_SLICE_S = 0.006

KEYS = {
    pygame.K_d: "draw", pygame.K_t: "take", pygame.K_m: "meld", pygame.K_a: "add", pygame.K_x: "discard",
    pygame.K_k: "knock", pygame.K_b: "blast", pygame.K_l: "big_luck", pygame.K_g: "group_sevens",
    pygame.K_o: "drop_out", pygame.K_i: "stay_in", pygame.K_p: "pass", pygame.K_c: "slap",
    pygame.K_SPACE: "slap", pygame.K_s: "sort_suit", pygame.K_r: "sort_rank", pygame.K_y: "announce",
}


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


class TableInput:
    """Mixed into :class:`TableScene`."""

    def __init__(self) -> None:
        self.press: Press | None = None
        self.popup: ChoicePopup | None = None
        self.popup_expires: float | None = None
        self.popup_check: Callable[[], bool] | None = None
        self.show_help = False
        self.keyboard_used = False
        self.hover_button: int | None = None
        self.fan_rects: dict[Card, pygame.Rect] = {}
        self.announce_next = False      # the player pressed Announce for the coming discard

    # ------------------------------------------------------------------ helpers
    def drag_active(self) -> bool:
        return self.press is not None and self.press.active

    def now(self) -> float:
        return self.app.now()

    @property
    def legal(self) -> list[Action]:
        return list(self.view.legal)

    def compose(self, cards):
        """The game's own play that lays ``cards`` at once, if it has one (the engine checks it).
        Asked every frame while cards are selected: remembered for the position and selection."""
        key = (id(self.state), len(self.state.record), tuple(cards))
        memo = self.__dict__.setdefault("_composed", {})
        if key not in memo:
            if len(memo) > 32:
                memo.clear()
            memo[key] = self.state.ruleset.compose_play(self.state, self.human, tuple(cards))
        return memo[key]

    def say_error(self, reason: str) -> None:
        reason = self.personal(readable(reason))
        meld = reason.endswith("is not a meld")
        reason = engine_text(reason)
        if meld:
            reason += ": " + _(self.state.ruleset.meld_words)
        text = reason[:1].upper() + reason[1:] if reason else _("Not possible now")
        self.anim.message(text, self.now())
        self.app.sounds.play("error")
        self._log(text, theme.BAD)

    def propose(self, action: Action | None, *, why: Action | None = None) -> bool:
        """Hand the action to the controller; show the engine's reason when refused."""
        if action is None:
            if why is not None:
                self.say_error(self.state.why_illegal(why))
            return False
        out = self.ctl.submit(action, self.now())
        if not out.ok:
            self.say_error(out.reason)
            return False
        self.hand.selected.clear()
        self._after_action()
        if out.queued and out.reason:          # a wait, said as what will happen, not as an error
            said = engine_text(out.reason)
            self.anim.message(said[:1].upper() + said[1:], self.now(), colour=theme.INK)
        return True

    def propose_all(self, seqs: Sequence[Sequence[Action]]) -> bool:
        reason = ""
        for seq in seqs:
            out = self.ctl.submit_all(list(seq), self.now())
            if out.ok:
                self.hand.selected.clear()
                self._after_action()
                return True
            reason = reason or out.reason
        self.say_error(reason)
        return False

    def _after_action(self) -> None:
        if self.state.record and self.state.record[-1].kind == "discard":
            self.announce_next = False
        self.anim.toast = None          # an earlier refusal no longer applies (issue 13, bug 12)
        events = self.ctl.update(self.now())
        self._refresh()
        if events:
            self.on_events(events, self.now())

    def open_popup(self, title: str, labels: list[str], on_pick: Callable[[int | None], None],
                   check: Callable[[], bool] | None = None) -> None:
        def pick(i: int | None) -> None:
            self.popup = None
            self.popup_check = None
            on_pick(i)
        self.popup = ChoicePopup(title, labels, pick)
        self.popup_check = check
        self.popup_expires = self.now() if check else None

    def popup_valid(self) -> bool:
        return self.popup_check() if self.popup_check else True

    def close_popup(self) -> None:
        if self.popup is not None:
            self.popup.on_pick(None)

    def choose(self, title: str, actions: list[Action], describe: Callable[[Action], str]) -> None:
        """Several legal actions fit: let the player pick one (the list stays valid while the state does)."""
        key = len(self.state.record)
        self.open_popup(title, [describe(a) for a in actions],
                        lambda i: self.propose(actions[i]) if i is not None else None,
                        check=lambda: len(self.state.record) == key and not self.state.over)

    # ------------------------------------------------------------------ intents (buttons and keys)
    def do(self, tag: str) -> None:
        seat = self.human
        legal = self.legal
        sel = self.hand.selection()
        if tag == "sort_suit":
            self.hand.sort("suit")
        elif tag == "sort_rank":
            self.hand.sort("rank")
        elif tag == "slap":
            self.slap()
        elif tag == "draw":
            self.propose(Action("draw_stock", seat))
        elif tag == "take":
            self.take_discard()
        elif tag == "meld":
            if not sel:
                self.say_error(_("select the cards of the meld first"))
            else:
                self.meld(sel)
        elif tag == "discard":
            cards = sel or ([self.hand.order[self.hand.cursor]] if self.hand.order and self.keyboard_used else [])
            if len(cards) != 1:
                self.say_error(_("select one card to discard"))
            else:
                self.propose(aff.discard_action(legal, seat, cards, self.announcing()), why=Action("discard", seat, tuple(cards)))
        elif tag == "add":
            self.add_selected(None)
        elif tag == "group_sevens":
            opts = [a for a in legal if a.kind == "group_sevens"]
            if len(opts) == 1:
                self.propose(opts[0])
            elif opts:
                self.choose(_("Group which sevens?"), opts, lambda a: _("{cards} on the lone seven").format(cards=aff.pretty(a.cards)))
        elif tag.startswith("kind:"):
            self.game_kind(tag[5:])
        elif tag == "announce":
            self.announce_next = not self.announce_next
        elif tag == "hint":
            self.show_hint()
        elif tag == "undo":
            out = self.ctl.restore_turn(seat, self.now(), steps=1)
            if out.ok:
                self.session.assist("undo")
            else:
                self.say_error(out.reason)
            self._after_action()
        elif tag == "restore":
            out = self.ctl.restore_turn(seat, self.now())
            if not out.ok:
                self.say_error(out.reason)
            self._after_action()
        elif tag in ("knock", "blast", "big_luck", "pass", "drop_out", "stay_in"):
            plain = [a for a in legal if a.kind == tag and not a.cards]
            action = plain[0] if plain else Action(tag, seat)
            self.propose(action)

    def meld(self, cards: Sequence[Card]) -> bool:
        """Lay the cards as a meld; when it can be laid in more than one way (what a joker stands for,
        a book or a run) the player is asked, and only then."""
        ways = aff.meld_ways(self.legal, cards) or self.state.ruleset.compose_plays(self.state, self.human,
                                                                                  tuple(cards))
        if len(ways) > 1:
            rs = self.state.ruleset
            self.choose(_("How do you lay it?"), ways, lambda a: engine_text(self.personal(rs.choice_words(a))))
            return True
        return self.propose(aff.meld_action(self.legal, self.human, cards, self.compose),
                            why=Action("meld", self.human, tuple(cards)))

    def show_hint(self) -> None:
        """The Expert's move now, lit on the table, and why in one sentence; it never plays it.  The
        thought is stepped a slice a frame (:meth:`think_hint`), so the window never waits on it."""
        from ai.coach import start_hint
        if self.view.current != self.human or not self.legal:
            self.say_error("a hint is for your turn")
            return
        if getattr(self, "hinting", None) is not None:
            return                                   # already thinking about this position
        self.hinting = (len(self.state.record), start_hint(self.view, self.legal, seed=len(self.state.record)))
        self.think_hint()
        if self.hinting is not None:
            self.anim.message(_("Thinking about a hint…"), self.now(), colour=theme.INK_DIM)

    def think_hint(self, seconds: float = HINT_SLICE_S) -> None:
        """One frame's thought about the hint asked for; shown when done, dropped if the position moved on."""
        got = getattr(self, "hinting", None)
        if got is None:
            return
        key, thinking = got
        if key != len(self.state.record) or self.state.over:
            self.hinting = None
            return
        thinking.step(seconds)
        if thinking.done:
            self.hinting = None
            self._show_hint(thinking.result())

    def _show_hint(self, h: Any) -> None:
        self.hint = (len(self.state.record), h.action)
        self.session.assist("hints")
        if h.action.kind in ("meld", "add", "discard", "open", "swap"):
            self.hand.selected = {c for c in h.action.cards if c in self.hand.order}
        text = _("Hint: {reason}").format(reason=engine_text(self.personal(readable(h.reason))))
        self.anim.message(text, self.now(), colour=theme.INK)
        self._log(text, theme.BLUE)

    def announcing(self) -> bool:
        """Whether the player's discard says the cards left: always when set to, else when asked."""
        return bool(getattr(self.app.settings, "auto_announce", True)) or self.announce_next

    def current_hint(self) -> Action | None:
        """The hinted action while the position it was given for lasts."""
        got = getattr(self, "hint", None)
        return got[1] if got and got[0] == len(self.state.record) else None

    def game_kind(self, kind: str) -> None:
        """A button of the game's own kinds: one listed action (or the one of the selected cards) is
        applied, several are offered; none: the engine's reason why not."""
        rs, seat = self.state.ruleset, self.human
        listed = [a for a in self.legal if a.kind == kind]
        sel = set(self.hand.selection())
        if sel and len(listed) > 1:
            mine = [a for a in listed if set(a.cards) == sel]
            listed = mine if len(mine) == 1 else listed
        if len(listed) == 1:
            self.propose(listed[0])
        elif listed:
            label = next((lb for k, lb, __, ___ in rs.kind_buttons if k == kind), kind)
            self.choose(_(label).rstrip("…"), listed, lambda a: engine_text(self.personal(rs.choice_words(a))))
        else:
            self.say_error(self.state.why_illegal(Action(kind, seat)))

    def add_selected(self, meld_id: int | None) -> None:
        seat, legal, sel = self.human, self.legal, self.hand.selection()
        if not sel:
            self.say_error(_("select the card(s) to add first"))
            return
        if meld_id is None:
            targets = sorted({a.target for a in legal if a.kind == "add" and a.cards[0] in sel})
            if not targets:
                self.propose(None, why=Action("add", seat, (sel[0],), self.view.melds[0].id if self.view.melds
                                              else 0))
                return
            if len(targets) > 1:
                melds = {m.id: m for m in self.view.melds}
                self.open_popup(_("Add to which meld?"),
                                [f"{self.names[melds[t].owner]}: {aff.pretty(melds[t].cards)}" for t in targets],
                                lambda i: self.add_selected(targets[i]) if i is not None else None,
                                check=lambda key=len(self.state.record): len(self.state.record) == key)
                return
            meld_id = targets[0]
        if len(sel) == 2 and all(c.rank == 7 for c in sel):
            g = aff.group_sevens_action(legal, seat, sel, meld_id)
            if g is not None:
                self.propose(g)
                return
        if len(sel) == 1:
            self.propose(Action("add", seat, (sel[0],), meld_id))
        else:
            self.propose_all(aff.add_orders(seat, sel, meld_id))

    def take_discard(self) -> None:
        """Take the top discard in turn (or slap it while a claim window runs)."""
        timer = self.ctl.timer
        if timer is not None and timer.human_may:
            self.slap()
            return
        top = self.state.top_discard
        options = [a for a in aff.take_options(self.legal) if a.kind == "take_discard"]
        sel = self.hand.selection()
        matching = aff.take_matching(options, sel, top)
        if len(matching) == 1:
            self.propose(matching[0])
        elif len(matching) > 1:
            self.choose(_("Take the {card} into which meld?").format(card=card_name(top) if top else _("discard")),
                        matching, aff.describe_take)
        elif top is None:
            self.say_error("the discard pile is empty")
        else:
            cards = tuple(sel) + (top,) if sel else (top,)
            self.propose(None, why=Action("take_discard", self.human, cards))

    def slap(self) -> None:
        """Click on the pile or Space during a claim window: the slap is stamped now."""
        now = self.now()
        timer = self.ctl.timer
        if timer is None or not timer.human_may:
            if any(a.kind == "take_discard" for a in self.legal):
                self.take_discard()
                return
            out = self.ctl.slap(now)
            if not out.ok and "slow" not in out.reason:
                self.say_error(out.reason)
            self._after_action()
            return
        choices = self.ctl.claim_choices()
        matching = aff.take_matching(choices, self.hand.selection(), self.state.top_discard)
        if len(matching) == 1:
            out = self.ctl.slap(now, matching[0])
        elif len(choices) == 1:
            out = self.ctl.slap(now, choices[0])
        else:
            out = self.ctl.slap(now)
            if out.queued:
                self.app.sounds.play("slap")

                def picked(i: int | None) -> None:
                    res = self.ctl.finish_slap(choices[i] if i is not None else None, self.now())
                    if not res.ok and i is not None and "slow" not in res.reason:
                        self.say_error(res.reason)
                    self.hand.selected.clear()
                    self._after_action()
                self.open_popup(_("You slapped first! Which meld?"), [aff.describe_take(a) for a in choices], picked)
                return
        if out.ok:
            self.hand.selected.clear()
        elif "slow" not in out.reason and "late" not in out.reason:
            self.say_error(out.reason)
        self._after_action()

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> None:
        if self.popup is not None:
            self.popup.handle(event)
            return
        if getattr(self, "banner", None) is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.skip_banner()                   # a click or a key skips the celebration
            return
        if event.type == pygame.KEYDOWN:
            self.on_key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.keyboard_used = False
            if event.button == 1:
                self.on_down(event.pos)
            elif event.button == 3:
                self.hand.clear()
                self.press = None
        elif event.type == pygame.MOUSEMOTION:
            self.on_motion(event.pos, getattr(event, "buttons", (0, 0, 0)))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_up(event.pos)

    def on_key(self, event: pygame.event.Event) -> None:
        key, mods = event.key, event.mod
        if self.show_help and key in (pygame.K_ESCAPE, pygame.K_h, pygame.K_F1):
            self.show_help = False
            return
        if key == pygame.K_ESCAPE:
            if self.press is not None:
                self.press = None
                return
            from ..menu import PauseMenu
            self.app.push(PauseMenu(self.app, self))
            return
        if key in (pygame.K_h, pygame.K_F1):
            self.show_help = not self.show_help
            return
        order = self.hand.order
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END, pygame.K_UP, pygame.K_DOWN):
            self.keyboard_used = True
            if not order:
                return
            d = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(key, 0)
            if key in (pygame.K_LEFT, pygame.K_RIGHT) and mods & pygame.KMOD_SHIFT:
                self.hand.shift(order[self.hand.cursor], d)
            elif d:
                self.hand.cursor = (self.hand.cursor + d) % len(order)
            elif key == pygame.K_HOME:
                self.hand.cursor = 0
            elif key == pygame.K_END:
                self.hand.cursor = len(order) - 1
            elif key == pygame.K_UP:
                self.hand.toggle(order[self.hand.cursor])
            elif key == pygame.K_DOWN:
                self.hand.clear()
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.keyboard_used = True
            if order:
                self.hand.toggle(order[self.hand.cursor])
            return
        shown = {s.tag for s in self.button_specs}
        for kind, __, k, ___ in self.state.ruleset.kind_buttons:     # the game's own keys, while shown
            if pygame.key.key_code(k.lower()) == key and f"kind:{kind}" in shown:
                self.do(f"kind:{kind}")
                return
        if key == pygame.K_z and mods & pygame.KMOD_CTRL:
            if getattr(self.app.settings, "undo", False):
                self.do("undo")
            else:
                self.say_error(_("taking back moves is off: turn it on in Settings"))
            return
        if key in (pygame.K_SLASH, pygame.K_QUESTION):
            self.do("hint")
            return
        if key == pygame.K_u and self.state.ruleset.offers_restore:
            self.do("restore")
            return
        tag = KEYS.get(key)
        if tag is not None:
            self.do(tag)

    def on_down(self, pos: tuple[int, int]) -> None:
        L = self.layout
        for i, (spec, rect) in enumerate(self.drawer.button_rects):
            if rect.collidepoint(pos):
                if spec.enabled:
                    self.do(spec.tag)
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
        played = self.table_card_at(pos) if "move" in self.state.ruleset.kinds else None
        if played is not None:        # a card on the table that may move to another play (House Rummy)
            self.press = Press("table", pos, cards=[played], grabbed=played, meld=meld, pos=pos)
        elif meld is not None:
            self.press = Press("meld", pos, meld=meld, pos=pos)

    def take_from_pile(self, card: Card) -> None:
        """A click on a fanned discard: take it and every card above it (the top one alone: take it)."""
        seat = self.human
        if self.view.discard and card == self.view.discard[-1]:
            self.take_discard()
            return
        action = next((a for a in self.legal if a.kind == "take_pile" and a.cards == (card,)), None)
        self.propose(action, why=Action("take_pile", seat, (card,)))

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
                if p.grabbed in self.hand.selected:
                    p.cards = self.hand.selection()
                else:
                    p.cards = [p.grabbed]
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
            self.take_discard()
        elif p.source == "stock":
            self.propose(Action("draw_stock", self.human))
        elif p.source in ("meld", "table") and p.meld is not None:
            if self.hand.selected:
                self.add_selected(p.meld)

    # ------------------------------------------------------------------ dropping
    def drop_target(self, p: Press, pos: tuple[int, int]) -> tuple[str, Any]:
        """What is under the pointer: ("discard"|"meld"|"hand"|"table"|"none", detail)."""
        L = self.layout
        if L.discard.inflate(L.pad * 2, L.pad * 2).collidepoint(pos):
            return "discard", None
        meld = self.meld_at(pos)
        if meld is not None:
            return "meld", meld
        if L.hand_zone.collidepoint(pos):
            return "hand", L.hand_index_at(pos[0], len(self.hand.order))
        if L.middle.collidepoint(pos) or L.meld_zone.collidepoint(pos):
            return "table", None
        return "none", None

    def drop(self, p: Press, pos: tuple[int, int]) -> None:
        where, detail = self.drop_target(p, pos)
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
                ok = self.propose(aff.discard_action(legal, seat, cards, self.announcing()), why=Action("discard", seat, tuple(cards)))
        elif where == "meld":
            sevens = aff.group_sevens_action(legal, seat, cards, detail) if len(cards) == 2 else None
            if sevens is not None:
                ok = self.propose(sevens)
            elif len(cards) == 1:
                ok = self.propose(Action("add", seat, (cards[0],), detail))
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
        seat = self.human
        if where == "meld" and detail != p.meld:
            self.propose(Action("move", seat, tuple(p.cards), detail))
        elif where == "table":
            self.propose(Action("move", seat, tuple(p.cards), data=(("space", str(seat)),)))
        elif where == "meld":
            return                            # dropped back where it was
        elif where == "hand":
            self.say_error(_("cards on the table stay there: restore the table (U) to take your moves back"))
        else:
            self.say_error("drop the card on another play, or on the open table to start a new play")

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
        placement = self.layout.place_melds(self.view.melds, self.owner_order())
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
        legal, seat = self.legal, self.human
        if p.source == "hand":
            cards = p.cards
            out["hand"] = True
            out["discard"] = aff.discard_action(legal, seat, cards) is not None
            out["table"] = aff.meld_action(legal, seat, cards, self.compose) is not None
            out["melds"] = {m.id for m in self.view.melds if aff.can_add_any(legal, cards, m.id)
                            or (len(cards) == 2 and aff.group_sevens_action(legal, seat, cards, m.id))}
        elif p.source == "discard":
            out["table"] = bool([a for a in aff.take_options(legal) if a.kind == "take_discard"])
        elif p.source == "stock":
            out["hand"] = any(a.kind == "draw_stock" for a in legal)
        elif p.source == "table":
            st, moved = self.state, tuple(p.cards)
            out["melds"] = {m.id for m in self.view.melds if m.id != p.meld
                            and st.check(Action("move", seat, moved, m.id)) is None}
            out["table"] = st.check(Action("move", seat, moved, data=(("space", str(seat)),))) is None
        return out
