"""Keyboard and buttons at the table: selection, slaps and what a button or key proposes (the mouse's
presses and drags are in :mod:`.drag`, the hint's thought in :mod:`.hinting`).

Every gesture becomes a proposed action (or a choice among the engine's
legal actions); the controller applies it or gives the engine's reason,
which is shown while the cards snap back.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.controller.seat import SeatTable
from game.engine import Action, Card

from .. import theme
from ..widgets import ChoicePopup
from ..engine_text import engine_text
from ..i18n import _
from ..persons import card_name, readable
from ..game_table import GameTable, table_for
from . import affordances as aff
from .card_popup import CardChoicePopup
from .drag import Press, TableDrag
from .hinting import TableHints

#: The shared keys; a game's own are its table's (``keys``, ``kind_buttons``, ``discard_word``).
KEYS = {
    pygame.K_d: "draw", pygame.K_t: "take", pygame.K_m: "meld", pygame.K_a: "add", pygame.K_x: "discard",
    pygame.K_p: "pass", pygame.K_c: "slap", pygame.K_SPACE: "slap", pygame.K_s: "sort_suit",
    pygame.K_r: "sort_rank",
}


class TableInput(TableHints, TableDrag):
    """Mixed into :class:`TableScene`: keys, buttons and what they propose (the mouse's drags are
    :class:`~.drag.TableDrag`'s)."""

    def __init__(self) -> None:
        self.press: Press | None = None
        self.popup: ChoicePopup | None = None
        self.popup_expires: float | None = None
        self.popup_check: Callable[[], bool] | None = None
        self.show_help = False
        self.show_log = False           # the whole log over the table (Tab or the Log button)
        self.keyboard_used = False
        self.hover_button: int | None = None
        self.fan_rects: dict[Card, pygame.Rect] = {}
        self.say_next = False           # the player pressed the button of the game's discard word

    # ------------------------------------------------------------------ helpers
    def now(self) -> float:
        return self.app.now()

    @property
    def legal(self) -> list[Action]:
        return list(self.view.legal)

    @property
    def seat_table(self) -> SeatTable:
        """The hand as the player's seat may see and ask it (the view, a check, composing, taking back)."""
        return self.ctl.seat_table

    @property
    def game_table(self) -> GameTable:
        """What this game shows and asks of its own at the table."""
        return table_for(self.seat_table.game)

    def compose(self, cards):
        """The game's own play that lays ``cards`` at once, if it has one (the engine checks it).
        Asked every frame while cards are selected: remembered for the position and selection."""
        key = (self.seat_table.key, tuple(cards))
        memo = self.__dict__.setdefault("_composed", {})
        if key not in memo:
            if len(memo) > 32:
                memo.clear()
            memo[key] = self.seat_table.compose_play(cards)
        return memo[key]

    def say_error(self, reason: str) -> None:
        def words() -> str:                    # the engine's English reason, said in the language of now
            said = self.personal(readable(reason))
            meld = said.endswith("is not a meld")
            said = engine_text(said)
            if meld:
                said += ": " + _(self.game_table.meld_words)
            return said[:1].upper() + said[1:] if said else _("Not possible now")
        self.anim.message(words(), self.now())
        self.app.sounds.play("error")
        self._log(words, theme.BAD)

    def propose(self, action: Action | None, *, why: Action | None = None) -> bool:
        """Hand the action to the controller; show the engine's reason when refused."""
        if action is None:
            if why is not None:
                self.say_error(self.seat_table.why_illegal(why))
            return False
        chosen = action.kind == "pass"
        self._chosen_passes += chosen         # the player's own pass is logged (one made for them is not)
        out = self.ctl.submit(action, self.now())
        if not out.ok:
            self._chosen_passes -= chosen
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
        if self.seat_table.last_kind == "discard":
            self.say_next = False
        self.anim.toast = None          # an earlier refusal no longer applies (issue 13, bug 12)
        events = self.ctl.update(self.now())
        self._refresh()
        if events:
            self.on_events(events, self.now())

    def open_popup(self, title: str, labels: list[str], on_pick: Callable[[int | None], None],
                   check: Callable[[], bool] | None = None, cards: Sequence[Sequence[Card]] | None = None,
                   stands: Sequence[Any] | None = None) -> None:
        """A question over the table; with ``cards`` (one list a choice) the choices are their cards."""
        def pick(i: int | None) -> None:
            self.popup = None
            self.popup_check = None
            on_pick(i)
        if cards is not None and len(cards) == len(labels) and all(cards):
            self.popup = CardChoicePopup(title, labels, pick, self, cards, stands)
        else:
            self.popup = ChoicePopup(title, labels, pick)
        self.popup_check = check
        self.popup_expires = self.now() if check else None

    def popup_valid(self) -> bool:
        return self.popup_check() if self.popup_check else True

    def close_popup(self) -> None:
        if self.popup is not None:
            self.popup.on_pick(None)

    def choose(self, title: str, actions: list[Action], describe: Callable[[Action], str]) -> None:
        """Several legal actions fit: let the player pick one (the list stays valid while the state does).
        Ways that lay the same table are one choice; when one is left it is played at once."""
        actions = self.seat_table.distinct_ways(actions)
        if len(actions) == 1:
            self.propose(actions[0])
            return
        hinted = self.current_hint()
        if hinted in actions:                  # the hinted way first, said to be it (issue 25)
            actions = [hinted] + [a for a in actions if a != hinted]
        key = self.seat_table.moves
        rs, table = self.seat_table.ruleset, self.game_table
        shown = [table.choice_cards(rs, a) for a in actions]
        self.open_popup(title, [self.hinted_label(describe(a), a == hinted) for a in actions],
                        lambda i: self.propose(actions[i]) if i is not None else None,
                        check=lambda: self.seat_table.moves == key and not self.seat_table.over,
                        cards=[c for c, __ in shown], stands=[st for __, st in shown])

    @staticmethod
    def hinted_label(label: str, hinted: bool) -> str:
        """A dialog's choice, said to be the hint's when it is."""
        return _("{choice} (the hint)").format(choice=label) if hinted else label

    def ask(self, title: str, labels: list[str], on_pick: Callable[[int | None], None],
            cards: Sequence[Sequence[Card]] | None = None) -> None:
        """A question of the game's own (a step of a dialog): ``on_pick`` gets the row chosen, or None
        for Esc or Back; the question closes by itself once the position moves on.  ``cards``: each
        choice's cards, drawn and clicked (the card to demand)."""
        key = self.seat_table.moves
        self.open_popup(title, labels, on_pick, check=lambda: self.seat_table.moves == key and not self.seat_table.over,
                        cards=cards)

    # ------------------------------------------------------------------ intents (buttons and keys)
    def do(self, tag: str) -> None:
        seat = self.human
        sel = self.hand.selection()
        word = self.game_table.discard_word
        if tag == "log":
            self.show_log = not self.show_log
        elif tag == "sort_suit":
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
                self.propose(self.discard_of(cards), why=Action("discard", seat, tuple(cards)))
        elif tag == "add":
            self.add_selected(None)
        elif tag.startswith("kind:"):
            self.game_kind(tag[5:])
        elif word is not None and tag == word.word:
            self.say_next = not self.say_next
        elif tag == "hint":
            self.show_hint()
        elif tag == "undo":
            before = list(self.seat_table.view().history)
            out = self.ctl.restore_turn(seat, self.now(), steps=1)
            if out.ok:
                self.session.assist("undo")
                self.log_taken_back(before[self.seat_table.moves:])
            else:
                self.say_error(out.reason)
            self._after_action()
        elif tag == "restore":
            out = self.ctl.restore_turn(seat, self.now())
            if out.ok:
                # what restoring does: the cards laid from the hand stay (it said "to the start of your turn",
                # and the meld made before stayed: s18-korean L5)
                self._log(lambda: _("You put back the cards moved on the table this turn"), theme.INK_DIM)
                self._after_action()
            else:
                self.say_error(out.reason)      # said, and left on screen
        elif tag == "pass":
            self.propose_plain(tag)
        else:
            self.game_table.press(tag, self)

    def log_taken_back(self, undone: Sequence[Action]) -> None:
        """A take-back in the log, move by move, last first ("You take back adding 9♥", issue 26 item 9);
        each line a recipe, worded again after a language switch (item 16)."""
        rs, table = self.seat_table.ruleset, self.game_table
        for a in reversed(list(undone)):
            self._log(lambda a=a: self._taken_back_words(rs, table, a), theme.INK_DIM)

    def _taken_back_words(self, rs: Any, table: Any, a: Action) -> str:
        cards = aff.pretty(a.cards)
        if a.kind == "meld":
            return _("You take back the meld {cards}").format(cards=cards)
        if a.kind == "add":
            return _("You take back adding {cards}").format(cards=cards)
        if a.kind == "take_discard":
            return _("You take back taking {cards}").format(cards=cards)
        if a.kind == "draw_stock":
            return _("You take back your draw")
        if a.kind == "discard":            # (a lesson's take-back read "You take back: Discards 8♦")
            return _("You take back discarding {cards}").format(cards=cards)
        return _("You take back: {move}").format(move=engine_text(self.personal(table.choice_words(rs, a))))

    def propose_plain(self, kind: str) -> bool:
        """The listed action of ``kind`` that names no card (or a bare one, for the engine's reason why not)."""
        plain = [a for a in self.legal if a.kind == kind and not a.cards]
        return self.propose(plain[0] if plain else Action(kind, self.human))

    def meld(self, cards: Sequence[Card]) -> bool:
        """Lay the cards as a meld; when it can be laid in more than one way (what a joker stands for,
        a book or a run) the player is asked, and only then."""
        ways = aff.meld_ways(self.legal, cards) or self.seat_table.compose_plays(cards)
        if len(ways) > 1:
            rs, table = self.seat_table.ruleset, self.game_table
            self.choose(_("How do you lay it?"), ways,
                        lambda a: engine_text(self.personal(table.choice_words(rs, a))))
            return True
        return self.propose(aff.meld_action(self.legal, self.human, cards, self.compose),
                            why=Action("meld", self.human, tuple(cards)))

    def saying(self) -> bool:
        """Whether the player's discard says the game's word (Kalookie: the cards left): always when set
        to, else when asked."""
        return self.app.settings.auto_announce or self.say_next

    def discard_of(self, cards: Sequence[Card]) -> Action | None:
        """The listed discard of the one card in ``cards``, saying the game's word when the player does."""
        return aff.discard_action(self.legal, self.human, cards, self.saying(), self.game_table.discard_word)

    def game_kind(self, kind: str) -> None:
        """A button of the game's own kinds: one listed action (or the one of the selected cards) is
        applied, several are offered; none: the engine's reason why not."""
        rs, table, seat = self.seat_table.ruleset, self.game_table, self.human
        listed = [a for a in self.legal if a.kind == kind]
        sel = set(self.hand.selection())
        if sel and len(listed) > 1:
            mine = [a for a in listed if set(a.cards) == sel]
            listed = mine if len(mine) == 1 else listed
        if len(listed) == 1:
            self.propose(listed[0])
        elif listed:
            label = next((lb for k, lb, __, ___ in table.kind_buttons if k == kind), kind)
            self.choose(_(label).rstrip("…"), listed,
                        lambda a: engine_text(self.personal(table.choice_words(rs, a))))
        else:
            self.say_error(self.seat_table.why_illegal(Action(kind, seat)))

    def add_selected(self, meld_id: int | None) -> None:
        seat, legal, sel = self.human, self.legal, self.hand.selection()
        if not sel:
            self.say_error(_("select the card(s) to add first"))
            return
        if meld_id is None and len(sel) > 1:
            plan = self.current_hint()
            if plan is not None and plan.kind in self.seat_table.ruleset.partly_listed \
                    and {c for c in plan.cards if c in set(self.view.hand)} == set(sel) \
                    and self.seat_table.check(plan) is None:
                # the hint's pick of a plan that lays its cards on several plays ("Lay 8♦ 9♦ 9♣ from your hand so
                # the plays read Joker 8♥ 8♦ · 9♠ 9♦ 9♣"): each where the plan puts it; A put all three on one
                # play and left it not whole (s19-recheck)
                self.propose(plan)
                return
        if meld_id is None:
            whole = set(self.game_table.finishing_adds(sel, self.view.melds))    # plays they make whole
            targets = sorted({a.target for a in legal if a.kind == "add" and a.cards[0] in sel}
                             | {m.id for m in self.view.melds           # a play of the game's own onto it:
                                if self.game_table.onto_meld(legal, seat, sel, m.id) is not None}  # a joker won back
                             | whole)
            if len(sel) > 1:                  # only plays that take every selected card (the re-check, R2)
                targets = [t for t in targets if (not whole or t in whole) and aff.takes_all(self, sel, t)]
            if not targets:
                why = Action("add", seat, (sel[0],), self.view.melds[0].id if self.view.melds else 0)
                if self.view.melds and self.seat_table.check(why) is None:    # accepted, yet it finishes nothing
                    self.say_error(_("those cards would not make any play whole: drag them onto a play to add "
                                     "them anyway"))
                    return
                self.propose(None, why=why)
                return
            if len(targets) > 1:
                melds = {m.id: m for m in self.view.melds}
                hinted = self.current_hint()
                aim = hinted.target if hinted is not None and hinted.kind == "add" and hinted.cards[0] in sel \
                    else None
                if aim in targets:             # the hinted meld first, said to be it (issue 25)
                    targets = [aim] + [t for t in targets if t != aim]
                self.open_popup(_(self.game_table.say("Add to which meld?")),
                                [self.hinted_label(f"{self.who(melds[t].owner)}: {aff.pretty(melds[t].cards)}",
                                                   t == aim) for t in targets],
                                lambda i: self.add_selected(targets[i]) if i is not None else None,
                                check=lambda key=self.seat_table.moves: self.seat_table.moves == key)
                return
            meld_id = targets[0]
        own = self.game_table.onto_meld(legal, seat, sel, meld_id)
        if own is not None:
            self.propose(own)
            return
        if len(sel) == 1:
            self.lay_off(sel[0], meld_id)
        else:
            self.propose_all(aff.add_orders(seat, sel, meld_id))

    def lay_off(self, card: Card, meld_id: int) -> bool:
        """Add one card to a table meld; a joker that may stand at either end of a run is asked about
        (the issue-25 play-through: a joker laid on 8♣-Q♣ became the K♣ unasked)."""
        ways = self.seat_table.add_ways(Action("add", self.human, (card,), meld_id))
        if len(ways) > 1:
            rs, table = self.seat_table.ruleset, self.game_table
            self.choose(_("How do you lay it?"), ways,
                        lambda a: engine_text(self.personal(table.choice_words(rs, a))))
            return True
        return self.propose(ways[0])

    def take_discard(self) -> None:
        """Take the top discard in turn (or slap it while a claim window runs)."""
        timer = self.ctl.timer
        if timer is not None and timer.human_may:
            self.slap()
            return
        top = self.seat_table.top_discard
        options = [a for a in aff.take_options(self.legal, self.game_table) if a.kind == "take_discard"]
        sel = self.hand.selection()
        matching = aff.take_matching(options, sel, top)
        if len(matching) == 1:
            self.propose(matching[0])
        elif len(matching) > 1:
            self.choose(_("Take the {card} into which meld?").format(card=card_name(top) if top else _("discard")),
                        matching, lambda a: aff.describe_take(a, self.game_table))
        elif top is None:
            self.say_error("the discard pile is empty")
        else:
            cards = tuple(sel) + (top,) if sel else (top,)
            self.propose(None, why=Action("take_discard", self.human, cards))

    def _race_just_lost(self) -> bool:
        """Whether a slap with no window open comes just after someone else won the last discard: only
        that card's race can be lost.  A claim made earlier in the hand (the player's own, in the Korean
        play-through of 2026-11-27) is no race now: Space then said "Too slow!" and booked a slap lost."""
        last = getattr(self.ctl, "last_claim", None)
        thrown = getattr(self, "_last_discard", None)
        return last is not None and last[1] != self.human and (thrown is None or last[0] == thrown)

    def slap(self) -> None:
        """Click on the pile or Space during a claim window: the slap is stamped now."""
        now = self.now()
        timer = self.ctl.timer
        if timer is None or not timer.human_may:
            if any(a.kind == "take_discard" for a in self.legal):
                self.take_discard()
                return
            if not self._race_just_lost():
                self.say_error("you cannot use this discard")
                return
            out = self.ctl.slap(now)
            if not out.ok and "slow" not in out.reason:
                self.say_error(out.reason)
            self._after_action()
            return
        choices = self.ctl.claim_choices()
        matching = aff.take_matching(choices, self.hand.selection(), self.seat_table.top_discard)
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
                self.open_popup(_("You slapped first! Which meld?"),
                                [aff.describe_take(a, self.game_table) for a in choices], picked)
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
        if self.show_help and event.type == pygame.MOUSEBUTTONDOWN:
            self.show_help = False               # the keys' page closes with a click, its button or Esc
            return
        if getattr(self, "banner", None) is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.skip_banner()                   # a click or a key skips the celebration
            return
        box = getattr(self, "log_box", None)
        if self.show_log and event.type == pygame.MOUSEBUTTONDOWN and box is not None and box.collidepoint(event.pos):
            self.show_log = False                # a click on the open log closes it
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.skip_reveal():
            return                               # ... and the cards turning over at the hand's end
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
        if key == pygame.K_TAB or (key == pygame.K_ESCAPE and self.show_log):
            self.show_log = not self.show_log and key == pygame.K_TAB
            return
        if key == pygame.K_ESCAPE:
            if self.press is not None:
                self.press = None
                return
            self.app.push(self.app.scenes.pause_menu(self))
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
        table = self.game_table
        for kind, __, k, ___ in table.kind_buttons:     # the game's own keys, while shown
            if pygame.key.key_code(k.lower()) == key and f"kind:{kind}" in shown:
                self.do(f"kind:{kind}")
                return
        if key == pygame.K_z and mods & pygame.KMOD_CTRL:
            if self.app.settings.undo:
                self.do("undo")
            else:
                self.say_error(_("taking back moves is off: turn it on in Settings"))
            return
        if key in (pygame.K_SLASH, pygame.K_QUESTION):
            self.do("hint")
            return
        if key == pygame.K_u and table.offers_restore:
            self.do("restore")
            return
        tag = KEYS.get(key)
        if tag is None:
            own = dict(table.keys)
            if table.discard_word is not None:
                own[table.discard_word.key] = table.discard_word.word
            tag = next((t for k, t in own.items() if pygame.key.key_code(k.lower()) == key), None)
            if tag is not None and tag not in shown and not table.key_applies(tag, self.seat_table):
                return          # a key of a moment this hand never has (O in a four-player game): nothing
        if tag is not None:
            self.do(tag)
