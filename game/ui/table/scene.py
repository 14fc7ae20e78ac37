"""The table scene: runs the controller each frame and turns the engine's events into animation.

Input is in :mod:`.input` and drawing in :mod:`.draw`; this module owns the
frame: ``update`` asks the controller for what happened, animates it, keeps
the player's hand in step with the engine and opens the end-of-hand screen.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game.engine import Action, Card

from .. import theme
from ..cards import card_size
from ..engine_text import engine_text
from ..i18n import _
from ..persons import card_name, move_words, personal, readable
from ..scene import Scene
from ..text import displayable
from . import affordances as aff
from .anim import Animator
from .draw import TableDrawer
from .hand import HandModel
from .hint_memo import HintMemo
from .input import TableInput
from .layout import TableLayout
from .log import LastMoves, TableLog, Words
from .reveal import REVEAL_S

#: seconds a claim window stays open longer the one time the table explains claiming (its tip is read)
TIP_READ_S = 4.0


class TableScene(TableInput, Scene):
    def __init__(self, app: Any, session: Any) -> None:
        Scene.__init__(self, app)
        self.session = session
        self._called: set[int] = set()     # seats that called for the discard now on the pile
        self.ctl = session.controller
        self.human = session.human
        self.hand = HandModel()
        self.hint_memo = HintMemo()                       # the same position, the same advice
        self.anim = Animator(speed=app.settings.animation_speed)
        self.pos: dict[Card, pygame.Rect] = {}
        self.log = TableLog(60)                           # events' recipes, worded in the language of now
        self.logged = 0                                   # lines logged so far (the deque forgets)
        self._offered: Card | None = None                 # the discard a priority window offers
        self._last_discard: Card | None = None            # the card thrown last: the only one a slap can race for
        self._chosen_passes = 0                           # passes the player chose (not made for them)
        self._drew: Any = None                            # (seat, line) of a draw just logged
        self.last_action = LastMoves()                    # each other player's last move, by its log line
        self.drawer = TableDrawer(self)
        self.layout = self._make_layout()
        self.end_at: float | None = None
        self.reveal_at: float | None = None     # when the cards turn face up at the hand's end
        self.end_shown = False
        self.view = self.seat_table.view()
        self.hand.sync(self.view.hand)
        self.hand.sort("suit")
        self.points: dict[str, int] = {}
        self.button_specs: list[aff.ButtonSpec] = []
        self.last_legal_key: tuple | None = None
        TableInput.__init__(self)
        saved = session.table_view
        if saved.get("order"):                 # Continue: the cards as the player had arranged them
            by_text = {str(c): c for c in self.hand.order}
            kept = [by_text[t] for t in saved["order"] if t in by_text]
            self.hand.order = kept + [c for c in self.hand.order if c not in set(kept)]
        # the hand's title first, then (Continue) the hand so far from its public record, worded anew: it
        # came after the replayed moves, as if the hand began at the point where the game was left
        n = session.match.hands_played + 1
        self._log(lambda: _("{game}: hand {n}").format(game=_(session.game_title), n=n), theme.GOLD)
        if saved.get("log") is not None:
            rs, names, human = self.seat_table.ruleset, session.names, self.human
            for a in self.view.history[-40:]:
                self._log(lambda a=a: move_words(rs, a, human, names), theme.INK_DIM)
                if a.seat is not None and a.seat != human:
                    self.last_action[a.seat] = self.log[-1]   # each seat's last move by its name again
                    # (Continue had left the seats' boxes bare: s17-evening)
        self._refresh()
        self.banner: tuple[str, float] | None = None     # a celebration over the table (text, until)
        self.slap_at: tuple[int, float] | None = None    # who slapped the pile, and when
        self.deal_animation(self.app.now())

    # ------------------------------------------------------------------ basics
    @property
    def names(self) -> list[str]:
        return self.session.names

    @property
    def claim_word(self) -> str:
        return displayable(_(self.game_table.claim_call), 16, True) or _("Mine!")

    def shown_timer(self, now: float) -> Any:
        """The claim window as the player sees it: none while the discard is still flying to the pile
        (the slap prompt waits for the card, issue 26 item 11)."""
        timer = self.ctl.timer
        if timer is not None and timer.mode == "priority" and timer.human_may and self.view.current == self.human:
            # the seat in turn is asked first and keeps its choice past the ring (S-3, S-4): no countdown
            # and no "Claim / Pass" in its own turn (the Seven Bridge newcomer, 27 Nov, F3)
            return None
        return timer if timer is None or now >= timer.opened else None

    def _make_layout(self) -> TableLayout:
        seat = self.seat_table
        clockwise = seat.ruleset.clockwise(seat.options)
        return TableLayout(self.app.size, seat.players, self.human, clockwise=clockwise)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = self._make_layout()
        self.pos.clear()
        self.anim.flights.clear()
        self.drawer.clear()

    def save_now(self) -> None:
        self.session.save_now()

    def _log(self, words: Words, colour=theme.INK) -> None:
        """A line in the log: a recipe (worded again after a language switch) or a fixed text."""
        self.log.add(words, colour)
        self.logged += 1

    def _refresh(self) -> None:
        self.view = self.seat_table.view()
        self.hand.sync(self.view.hand)
        self.session.table_view = {"order": [str(c) for c in self.hand.order],
                                   # refusals are of their moment: never brought back by Continue (item 5)
                                   "log": [line.text for line in list(self.log)[-40:] if line.colour != theme.BAD]}
        key = self.seat_table.key
        if key != self.last_legal_key:
            self.last_legal_key = key
            self.points = self.seat_table.points()
        table = self.game_table
        self.button_specs = aff.buttons(view=self.view, human=self.human, selection=self.hand.selection(),
                                        timer=self.shown_timer(self.app.now()), points=self.points, claim_word=self.claim_word,
                                        compose=self.compose, table=table)
        self.button_specs += aff.game_buttons(
            view=self.view, human=self.human, kind_buttons=table.kind_buttons,
            restore=table.offers_restore and self.seat_table.restorable())
        auto = self.app.settings.auto_announce
        self.button_specs += aff.help_buttons(
            view=self.view, human=self.human,
            undo=self.app.settings.undo and self.seat_table.undo_steps() > 0,
            say=None if auto else self.say_next, word=table.discard_word,
            stuck=table.offers_restore and not self.view.legal and self.seat_table.restorable())

    # ------------------------------------------------------------------ frame
    def update(self, now: float) -> None:
        self.anim.speed = self.app.settings.animation_speed
        for msg in self.app.take_messages():       # a full disk, a statistics problem: said, not fatal
            self._log(lambda msg=msg: engine_text(msg), theme.BAD)
        events = self.ctl.update(now)
        if events:
            self._refresh()
            self.on_events(events, now)
        self.ctl.hold_until(self.anim.cursor)
        timer = self.ctl.timer
        if timer is not None and timer.card in self.anim.hidden_cards(now):
            self.ctl.delay_window(self.anim.cursor)    # the window opens when the card lands (item 11)
        self.think_hint()                          # a hint asked for: a slice of thought a frame
        self.drop_stale_hint()
        self.anim.prune(now)
        if self.banner is not None and now >= self.banner[1]:
            self.banner = None
        self._refresh()
        self._slap_tip(now)
        if self.popup is not None and self.popup_expires is not None and not self.popup_valid():
            self.close_popup()
        if self.seat_table.over and not self.end_shown:
            if self.end_at is None:
                settled = max(now, self.anim.cursor, self.banner[1] if self.banner else 0.0)
                if self.anim.speed > 0 and self.seat_table.result is not None:
                    # the cards turn face up and the winner is named on the table first (issue 26)
                    self.reveal_at = settled + 0.3 / self.anim.speed
                    self.end_at = self.reveal_at + REVEAL_S / self.anim.speed
                else:
                    self.end_at = settled + 0.3
                self.session.book_hand()
            elif now >= self.end_at and not self.anim.busy(now):
                self.end_shown = True
                from ..end_scene import EndScene
                self.app.push(EndScene(self.app, self))

    def _slap_tip(self, now: float) -> None:
        """The first time the player may take a discard out of turn, say how (once, remembered)."""
        timer = self.ctl.timer
        if timer is None or not timer.human_may or not self.app.settings.slap_tip:
            return
        battle = timer.mode == "battle"

        def tip() -> str:
            if battle:
                return _("When another player discards a card you can use, you may take it out of turn: click the "
                         "pile or press Space before the others do.")
            return _("When another player discards a card you can use, you may call for it: press C (or Space) "
                     "to claim it or P to pass; the player whose turn comes first gets it.")
        self.anim.message(tip(), now, colour=theme.GOLD, dur=8.0)
        self.ctl.extend_window(TIP_READ_S, now)   # the table waits while it is read (it had cost the slap)
        self._log(tip, theme.BLUE)           # advice, as a hint is: in the log, not among the last moves
        self.app.change_settings(slap_tip=False)      # told once: remembered (a failed save is a message)

    def skip_banner(self) -> None:
        now = self.app.now()
        self.banner = None
        if self.end_at is not None and not self.end_shown:
            self.end_at = min(self.end_at, max(now, self.anim.cursor))

    def skip_reveal(self) -> bool:
        """A click or a key during the hand's-end reveal goes on to the points (True: it was used)."""
        now = self.app.now()
        if self.reveal_at is None or self.end_shown or self.end_at is None or now < self.reveal_at:
            return False
        self.end_at = now
        return True

    def animating(self, now: float) -> bool:
        return (self.anim.moving(now) or self.ctl.timer is not None or self.drag_active() or self.banner is not None
                or (self.end_at is not None and not self.end_shown)
                or getattr(self, "hinting", None) is not None      # a hint being thought: a slice every frame
                or self.drawer.glide.moving)                       # plays gliding to a new layout

    def next_wake(self, now: float) -> float | None:
        times = [t for t in (self.ctl.next_due(), self.anim.next_change(now), self.end_at) if t is not None]
        return min(times) if times else None

    def on_enter(self) -> None:
        self.drawer.clear()

    def next_hand(self) -> None:
        """From the end-of-hand screen: deal the next hand of the match."""
        self.session.next_hand()
        self.end_at = None
        self.reveal_at = None
        self.end_shown = False
        self.hand = HandModel()
        self.last_action.clear()              # a new hand starts clean: no words of the last one by the seats
        self._called.clear()
        self.slap_at = None
        self.hint = None
        self.anim.toast = None
        self.anim.flights.clear()
        self.anim.bubbles.clear()
        self.anim.cursor = 0.0
        self.pos.clear()
        self.layout = self._make_layout()
        self._refresh()
        self.hand.sort(self.hand.sort_mode)
        dealer, n = self.seat_table.dealer, self.session.match.hands_played + 1
        self._log(lambda: self.said(dealer, _("Hand {n}: you deal"), _("Hand {n}: {who} deals"), n=n), theme.GOLD)
        self.banner = None
        self.deal_animation(self.app.now())

    def deal_animation(self, now: float) -> None:
        """The deal, card by card round the table from the stock (a fresh hand only; none at instant pace).
        The bots wait for it: the controller holds their moves until the animation's end."""
        st = self.seat_table
        if self.anim.speed <= 0 or st.moves or st.over:
            return
        counts = list(self.view.hand_counts)
        order = [(st.dealer + k) % st.players for k in range(1, st.players + 1)]
        step = 0.035 / self.anim.speed
        t = self.anim.begin(now)
        mine = list(self.hand.order)
        for r in range(max(counts, default=0)):
            for seat in order:
                if r >= counts[seat]:
                    continue
                if seat == self.human and r < len(mine):
                    dst = self.hand_rect_of(mine[r]) or self.seat_anchor(seat)
                    self.anim.fly(mine[r], self.layout.stock, dst, t, dur=self.anim.duration(0.3))
                else:
                    self.anim.fly(None, self.layout.stock, self.seat_anchor(seat), t, face_up=False, back_seat=seat,
                                  dur=self.anim.duration(0.3))
                t += step
        self.app.sounds.play("draw")

    # ------------------------------------------------------------------ where things are
    def seat_anchor(self, seat: int | None) -> pygame.Rect:
        """A card-sized rect at a seat (its panel, or the middle of the player's hand)."""
        L = self.layout
        if seat is None:
            return pygame.Rect(L.stock)
        if seat == self.human:
            w, h = card_size(L.hand_h)
            r = pygame.Rect(0, 0, w, h)
            r.midbottom = L.hand_zone.midbottom
            return r
        panel = L.panels.get(seat)
        if panel is None:
            return pygame.Rect(L.stock)
        w, h = card_size(L.opp_h)
        r = pygame.Rect(0, 0, w, h)
        r.center = panel.center
        return r

    def hand_rect_of(self, card: Card) -> pygame.Rect | None:
        order = self.hand.order
        if card not in order:
            return None
        rects = self.layout.hand_rects(len(order), [c in self.hand.selected for c in order])
        return rects[order.index(card)]

    def meld_rect_of(self, card: Card) -> pygame.Rect | None:
        placement = self.placed_melds()
        for cards in placement.cards.values():
            for c, r in cards:
                if c == card:
                    return r
        return None

    def placed_melds(self) -> Any:
        """The plays as laid out: the player's space first (its box kept while the player is in the hand),
        the others' held in place while the player makes their turn's moves."""
        v = self.view
        return self.layout.place_melds(v.melds, self.owner_order(), keep_first=v.active[self.human],
                                       hold=v.current == self.human and v.phase == "play")

    def owner_order(self) -> list[int]:
        """The spaces in the order the table lays them out (:meth:`TableLayout.space_order`)."""
        return self.layout.space_order(self.seat_table.players)

    # ------------------------------------------------------------------ events -> animation
    def on_events(self, events: list, now: float) -> None:
        self._drew = None      # a draw words a game event of its own action only, never a later move's
        for ev in events:      # (a lesson's joker swap after the draw was never logged)
            try:
                before = self.logged
                self._on_event(ev, now)
                if ev.seat is not None and ev.seat != self.human and self.logged > before:
                    # what each player did last, shown by their name on the table
                    self.last_action[ev.seat] = self.log[-1]
            except Exception as e:   # noqa: BLE001  a drawing problem must never stop a game in play:
                # the one broad guard of the screen, logged with its traceback for a bug report
                logging.getLogger(__name__).exception("event %s could not be shown", ev.kind)
                self._log(f"(display: {e})", theme.INK_FAINT)

    def end_blocked(self) -> str:
        """Why the player cannot end the turn now, when nothing ends it ("" otherwise): the plays are
        not whole, a hot card is still in hand..."""
        v, seat = self.view, self.human
        if v.phase != "play" or v.current != seat or not v.hand:
            return ""
        ends = {"discard", *self.game_table.ends_turn}
        if any(a.kind in ends for a in v.legal):
            return ""
        reason = self.seat_table.check(Action("discard", seat, (v.hand[0],)))
        # the cards as players read them: Kalookie's "lay the AH you took from the discard pile first" (s17)
        return _("To end your turn: {reason}").format(reason=engine_text(self.personal(readable(reason)))) \
            if reason else ""

    def selection_note(self) -> str:
        """The game's line about the hand and the selected cards (:meth:`GameTable.selection_note`), in
        the player's language; asked again only when the position or the selection changes."""
        sel = tuple(self.hand.selection())
        key = (self.seat_table.key, tuple(self.view.hand), sel)
        got = self.__dict__.get("_selection_note")
        if got is None or got[0] != key:
            text = self.game_table.selection_note(self.seat_table, self.human, sel)
            got = self._selection_note = (key, engine_text(text))
        return got[1]

    def side_word(self, seat: int) -> str:
        """" · your partner" / " · Minji's partner" where seats play as sides, else nothing."""
        side = self.session.match.side_of(seat)
        if len(side) < 2:
            return ""
        mate = next(s for s in side if s != seat)
        return _(" · your partner") if mate == self.human else _(" · {name}'s partner").format(
            name=self.names[mate]) if seat != self.human else ""

    def status_override(self) -> tuple[str, str, str] | None:
        """The panel's (whose turn, the phase, what you may do) when the scene says something else than
        the table's moment (a finished lesson, where nothing moves any more); None: the table's own."""
        return None

    def personal(self, text: str) -> str:
        """A sentence about seats with the players named ("seat 2 demands" -> "Minji demands")."""
        return personal(text, self.human, self.names)

    # ------------------------------------------------------------------ what a game's table may use
    def who(self, seat: int | None) -> str:
        """A seat as the log names it: "You", or the player's name."""
        if seat is None:
            return "?"
        return _("You") if seat == self.human else self.names[seat]

    def said(self, seat: int | None, you: str, other: str, **words: Any) -> str:
        """A log line about a seat: ``you`` when it is the player's, ``other`` (naming ``{who}``) otherwise."""
        return (you if seat == self.human else other).format(who=self.who(seat), **words)

    def say(self, seat: int | None, text: str, now: float, colour=(255, 240, 190), dur: float = 1.6) -> None:
        """A speech bubble by the seat."""
        r = self.seat_anchor(seat)
        pos = (r.centerx, r.top - 6) if seat == self.human else (r.centerx, r.bottom + 6)
        if seat == self.human:
            pos = (self.layout.hand_zone.centerx, self.layout.hand_zone.top)
        self.anim.say(text, pos, now, colour=colour, seat=seat, dur=dur)

    def tell(self, words: Words, colour=theme.INK) -> None:
        """A line in the log (by the seat's name too, when it is another player's move); ``words`` a recipe
        that words it in the player's language of the moment, so it is said again after a switch."""
        self._log(words, colour)

    def sound(self, name: str) -> None:
        self.app.sounds.play(name)

    def fly_to_melds(self, cards: Any, seat: int | None, now: float, *, from_pile: bool = False) -> None:
        """Cards fly from the seat to where they lie on the table, one after another; ``from_pile``: the
        card taken from the discard pile this turn flies from the pile."""
        A, L = self.anim, self.layout
        start = A.begin(now)
        card = self.seat_table.taken_card if from_pile else None
        taken = card if card is not None and card in cards else None
        for i, c in enumerate(cards):
            dst = self.meld_rect_of(c)
            if dst is None or (seat == self.human and self.drawer.glide.just_let_go(c, now)):
                continue        # just let go on the table: it glides there from the pointer (Glide.update)
            src = L.discard if c == taken else self.pos.get(c) or self.seat_anchor(seat)
            A.fly(c, src, dst, start + 0.05 * i)

    def fly_to_stock(self, cards: Any, now: float) -> None:
        """Cards on the table go back to the stock, face up, all at once."""
        A, L = self.anim, self.layout
        start = A.begin(now)
        for c in cards:
            A.fly(c, self.pos.get(c) or L.meld_zone, L.stock, start, face_up=True)

    def _claim_line(self, seat: int | None, card: str, call: str) -> str:
        """"Minji slaps the 5♦: Thank you!" with the game's verb for a claim (its table's ``claim_verb``)."""
        lines = {"slap": (_("You slap the {card}: {call}"), _("{who} slaps the {card}: {call}")),
                 "call": (_("You call for the {card}: {call}"), _("{who} calls for the {card}: {call}")),
                 "claim": (_("You claim the {card}: {call}"), _("{who} claims the {card}: {call}"))}
        you, other = lines.get(self.game_table.claim_verb, lines["claim"])
        return self.said(seat, you, other, card=card, call=call)

    def _call_word(self, call: str | None) -> str:
        """A claim's call as said in the player's language ("Thank you!", "땡큐!")."""
        return displayable(_(str(call or self.game_table.claim_call)), 16, True) or _("Mine!")

    def _meld_owner(self, meld_id: int | None) -> int | None:
        """The seat that laid the meld ``meld_id`` on the table now (None: not on it)."""
        return next((m.owner for m in self.view.melds if m.id == meld_id), None)

    def _lay_line(self, kind: str, seat: int, cards: Any, owner: int | None) -> str:
        """The log's line for a meld laid, or cards added to a meld: onto whose, when another's."""
        words = aff.pretty(cards)
        if kind == "meld":
            return self.said(seat, _("You meld {cards}"), _("{who} melds {cards}"), cards=words)
        onto = self.game_table.add_to_words
        if onto and owner is not None and owner != seat:
            text = onto[0] if seat == self.human else onto[1] if owner == self.human else onto[2]
            return _(text).format(who=self.who(seat), owner=self.who(owner), cards=words)
        return self.said(seat, *(_(w) for w in self.game_table.add_words), cards=words)

    def _on_event(self, ev: Any, now: float) -> None:
        """Animate one event and log it: each line a recipe of the event's words (not a sentence), so
        a language switch words the log again (issue 26, item 16)."""
        k, seat = ev.kind, ev.seat
        A, L = self.anim, self.layout
        who = self.who
        said = self.said
        drew, self._drew = self._drew, None
        if k == "draw":
            start = A.begin(now)
            if seat == self.human and ev.cards:
                dst = self.hand_rect_of(ev.cards[0]) or self.seat_anchor(seat)
                A.fly(ev.cards[0], L.stock, dst, start)
                card = ev.cards[0]
                self._log(lambda: _("You draw {card}").format(card=card_name(card)))
            else:
                A.fly(None, L.stock, self.seat_anchor(seat), start, face_up=False, back_seat=seat)
                self._log(lambda: said(seat, _("You draw from the stock"), _("{who} draws from the stock")))
            self._drew = (seat, self.log[-1])
            self.app.sounds.play("draw")
        elif k in ("meld", "add"):
            self.fly_to_melds(ev.cards, seat, now, from_pile=True)
            cards, owner = ev.cards, self._meld_owner(ev.target) if k == "add" else None
            self._log(lambda: self._lay_line(k, seat, cards, owner))
            self.app.sounds.play("card")
        elif k == "discard":
            self._called.clear()
            c = ev.cards[0]
            self._last_discard = c
            A.fly(c, self.let_go_at(c, seat, now) or self.pos.get(c) or self.seat_anchor(seat), L.discard, A.begin(now))
            self._log(lambda: said(seat, _("You discard {card}"), _("{who} discards {card}"), card=card_name(c)))
            self.app.sounds.play("card")
        elif k in ("take_discard", "claim"):
            taken = ev.data.get("card")

            def card() -> str:
                return card_name(taken) if taken else _("discard")

            def takes() -> str:
                return said(seat, _("You take the {card}"), _("{who} takes the {card}"), card=card())
            if k == "claim" and seat in self._called:
                # its call was said when it was made (a priority window): one line for the card
                self._log(takes, theme.GOLD)
                self.app.sounds.play("slap")
            elif k == "claim":
                self.slap_at = (seat, A.begin(now))          # the slap lands on the pile (drawn there)
                call = ev.data.get("call")
                self.say(seat, self._call_word(call), now, colour=theme.GOLD)
                self._log(lambda: self._claim_line(seat, card(), self._call_word(call)), theme.GOLD)
                self.app.sounds.play("slap")
                self.app.sounds.play("call")
            if k == "claim" and seat != self.human and self.human in (ev.data.get("skipped") or ()):
                self.anim.message(_("{who}'s claim skipped your turn").format(who=who(seat)), now, colour=theme.INK)
                self._log(lambda: _("{who}'s claim skipped your turn").format(who=who(seat)), theme.GOLD)
            elif k == "take_discard":        # a claim's card was logged above, once ("You take the 8♦" twice)
                self._log(takes)
        elif k == "claim_called":
            cards = tuple(ev.cards)
            call = self.seat_table.call_for(seat, cards) if cards else None

            def word() -> str:
                return displayable(_(call), 16, True) if call else self.claim_word
            self._called.add(seat)
            self.say(seat, word(), now, colour=theme.GOLD)
            self._log(lambda: said(seat, _("You call {call}"), _("{who} calls {call}"), call=word()))
            self.app.sounds.play("call")
        elif k == "pass":
            # a pass lets the offered discard go: one line says when nobody takes it (issue 26, item 12);
            # the player's own pass is logged only when the player chose it (not made for them)
            # a pass made for the player (nothing to call with, the window closed) says nothing over
            # the hand: a "Pass" the player never chose read as the game playing for them (play-test)
            if seat != self.human:
                self.say(seat, _("Pass"), now, dur=0.9)
            elif self._chosen_passes > 0:
                self._chosen_passes -= 1
                self.say(seat, _("Pass"), now, dur=0.9)
                self._log(lambda: _("You pass"), theme.INK_DIM)
        elif k == "slap_lost":
            winner = ev.data.get("winner")
            self.say(seat, _("Too slow!"), now, colour=theme.BAD)
            if seat == self.human:
                self._log(lambda: _("You were too slow: {who} slapped first").format(who=who(winner)), theme.BAD)
                self.app.sounds.play("lost")
            else:
                self._log(lambda: _("{who} slapped too late").format(who=who(seat)), theme.INK_DIM)
        elif k == "window_open":
            self._offered = ev.cards[0] if ev.cards else None
            if ev.data.get("you"):
                self.app.sounds.play("tick")
        elif k == "claims_closed":
            offered = self._offered
            self._log(lambda: _("Nobody claims the {card}").format(card=card_name(offered)) if offered is not None
                      else _("Nobody claims the discard"), theme.INK_DIM)
        elif k == "hand_end":
            res = ev.data.get("result")
            moment = self.game_table.celebration(self.seat_table, res) if res is not None else None
            if moment and self.anim.speed > 0:      # a moment for the big wins; a click skips it
                self.banner = (moment, now + 2.5)
            if res is not None:
                self._log(lambda: self._end_line(res), theme.GOLD)
            self.app.sounds.play("fanfare" if moment else "win")    # a big win sounds bigger
        elif k == "reshuffle":               # the stock ran out (the issue-25 play-through: it was silent)
            left = ev.data.get("stock_left", 0)

            def shuffled() -> str:
                return _("The discards are shuffled into a new stock of {n} cards").format(n=left)
            self.anim.message(shuffled(), now, colour=theme.INK)
            self._log(shuffled, theme.INK_DIM)
        elif k in ("new_hand", "undo", "restore"):
            pass                               # a take-back is logged where it is asked (TableInput.do)
        elif k in ("bot_error", "save_error"):
            self._log(f"({k.replace('_', ' ')}: {ev.data.get('error')})", theme.INK_FAINT)
        elif not self.game_table.show_event(ev, self, now):
            # a game's own event that its table leaves to the screen: its words, its cards flying to the table
            text = self.game_table.event_words(ev)
            if text:
                def words() -> str:
                    return self.personal(engine_text(text, self.who))
                if drew is not None and drew[0] == seat:
                    drew[1].words = words        # the same action as the draw just logged: one line for it
                else:
                    self._log(words)
            self.fly_to_melds(ev.cards, seat, now)

    def _end_line(self, res: Any) -> str:
        """"Hand over: Minji wins (knock)" in the player's language."""
        from ..end_scene import how_ended, session_game
        how = how_ended(self.session.match, res.reason, res,
                        lambda seat: None if seat == self.human else self.names[seat],
                        game=session_game(self.session))
        wins = ", ".join(self.who(w) for w in res.winners)
        line = (_("Hand over: nobody wins ({how})") if not res.winners
                else _("Hand over: {who} wins ({how})") if list(res.winners) != [self.human] and len(res.winners) == 1
                else _("Hand over: {who} win ({how})"))
        return line.format(who=wins, how=how)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.drawer.draw(surface)

    def draw_on_table(self, surface: pygame.Surface) -> None:
        """A layer of a scene's own over the table and under the log, the help and any dialog (a
        lesson's coach card: drawn over a dialog, it hid the dialog's answers)."""
