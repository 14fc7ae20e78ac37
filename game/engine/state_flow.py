"""Applying an action: the shared turn flow (draw, take, meld, add, discard, going out) and
the end of the hand."""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from .actions import Action, Event, IllegalAction
from .cards import Card, cards_text
from .state_parts import TableMeld, declared_jokers


class FlowMixin:
    """Applying actions: the shared turn flow. One of the pieces :class:`~game.engine.state.HandState` is made of."""

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action | str) -> list[Event]:
        """Apply an action and return what happened.

        Raises :class:`IllegalAction` (a ``ValueError``) with the reason of
        :meth:`check`, leaving the state unchanged, for an action the rules refuse.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        if not self.listed(action):        # an action taken from the list passed the check already
            reason = self.check(action)
            if reason is not None:
                raise IllegalAction(reason)
        self.record.append(action)
        return self._do(action)

    def apply_fast(self, action: Action) -> list[Event]:
        """Apply an action built from the rules' own hooks (a play-out's, :mod:`ai.playout`), checked
        only where checking costs little: the hand is on, the seat may act now, the cards a shared
        kind lays or keeps are in its hand and the play it aims at is on the table.  The whole check
        (:meth:`apply`) asks every rule, the costly part of a turn; anything not built from the
        rules' hooks goes through it.  Raises :class:`IllegalAction` with the reason."""
        reason = self._quick_check(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.record.append(action)
        return self._do(action)

    def _quick_check(self, a: Action) -> str | None:
        if self.phase == "ended":
            return "the hand is over"
        seat = a.seat
        if not 0 <= seat < self.players or not self.active[seat]:
            return f"seat {seat} does not play this hand"
        w = self.window
        if seat != self.current and not (w is not None and seat in w.order) and seat not in self.acting_seats:
            return self._not_your_turn(seat)
        kind = a.kind
        if kind in ("meld", "add", "discard"):
            if self.phase != "play" or seat != self.current:
                return "draw a card first" if seat == self.current else self._not_your_turn(seat)
            hand = self.hands[seat]
            if any(c not in hand for c in a.cards):
                return f"{cards_text(a.cards)} not in hand"
            if kind == "add" and self.meld_by_id(a.target) is None:
                return f"there is no play #{a.target} on the table"
        elif kind in ("take_discard", "claim"):
            top = self.top_discard
            hand = self.hands[seat]
            if top is None or top not in a.cards or any(c not in hand for c in a.cards if c != top):
                return "that take names cards the seat does not hold"
        return None

    def _do(self, a: Action) -> list[Event]:
        kind = a.kind
        if kind == "draw_stock":
            return self._draw(a.seat)
        if kind in ("take_discard", "claim"):
            if self.window is not None and self.window.mode == "priority":
                self.window.pending[a.seat] = a
                # the call names cards still hidden in the claimer's hand: shown to it alone (C-5)
                return [Event("claim_called", a.seat, a.cards, private_to=a.seat)] + self._resolve_priority()
            return self._take(a)
        if kind == "pass":
            assert self.window is not None
            self.window.passed.add(a.seat)
            return [Event("pass", a.seat)] + self._resolve_priority()
        if kind == "meld":
            return self._lay_new(a.seat, a.cards, declared_jokers(a))
        if kind == "add":
            return self.add_to(a.seat, a.cards, a.target, declared_jokers(a))
        if kind == "discard":
            return self._discard(a.seat, a.cards[0])
        return self.ruleset.apply_special(self, a)

    # --- the pieces of a turn
    def _new_turn(self, seat: int, in_order: bool) -> list[Event]:
        self.current = seat
        n = len(self.record)
        self.turn = self.new_turn(seat, in_order=in_order, laid_before=self.laid_any[seat], started_at=n, undo_from=n)
        self.turns += 1
        return self.ruleset.on_turn_start(self, seat)

    def begin_turn(self, seat: int) -> list[Event]:
        """Start ``seat``'s turn in order (after a discard, or the first turn); past the ruleset's
        ``hand_turns`` the hand ends instead, so no hand goes on for ever."""
        bound = self.ruleset.hand_turns
        if bound is not None and self.turns >= bound:
            return self.end("turns", None)
        self.phase = "start"
        events = [Event("turn", seat)] + self._new_turn(seat, True)
        if not self.stock and (self.window is None or self.window.mode != "priority"):
            events += self.stock_out()
        return events

    def stock_out(self) -> list[Event]:
        """The stock is empty when a card is wanted: reshuffle (if the ruleset allows) or end the hand."""
        if self.reshuffles < self.ruleset.stock_reshuffles(self.options) and len(self.discard) > 1:
            return self.reshuffle()
        return self.end("stock", None)

    def reshuffle(self) -> list[Event]:
        """Shuffle the discard pile but its top card into a new stock (K-10)."""
        top = self.discard.pop()
        cards = self.discard
        self.discard = [top]
        self.shuffle(cards, "stock")
        self.stock = cards
        self.reshuffles += 1
        self.last_draw = False
        return [Event("reshuffle", None, data={"stock_left": len(self.stock)})]

    def _draw(self, seat: int) -> list[Event]:
        self.window = None
        card = self.stock.pop(0)
        self.hands[seat].append(card)
        self.has_turned[seat] = True
        self.turn.in_order = True
        self.turn.drew = True
        self.turn.undo_from = len(self.record)   # a hidden card was seen: no taking back past it
        self.phase = "play"
        self.discard_live = False
        if not self.stock:
            self.last_draw = True
        events = [Event("draw", seat, (card,), private_to=seat, data={"stock_left": len(self.stock)})]
        return events + self.ruleset.after_draw(self, seat, (card,))

    def _take(self, a: Action) -> list[Event]:
        seat = a.seat
        w = self.window
        rs = self.ruleset
        to_hand = a.kind == "take_discard" and a.cards == (self.top_discard,) and rs.take_to_hand(self, seat)
        card = self.discard.pop()
        discarder = w.discarder if w is not None else self.last_discarder
        events: list[Event] = []
        if a.kind == "claim":
            skipped = []
            s = self.current
            while s != seat:
                skipped.append(s)
                s = self.next_seat(s)
            self.phase = "start"
            events += self._new_turn(seat, False)
            events.append(Event("claim", seat, a.cards, data={"card": card, "from": discarder,
                                                              "skipped": skipped, "call": rs.call_for(self, a)}))
        else:
            events.append(Event("take_discard", seat, a.cards, data={"card": card, "from": discarder}))
        self.window = None
        self.discard_live = False
        self.has_turned[seat] = True
        self.phase = "play"
        t = self.turn
        t.drew = True
        t.taken_card = card
        t.took_from = discarder
        t.taken[card] = "taken"
        self.hands[seat].append(card)
        if to_hand:
            return events + rs.after_draw(self, seat, (card,))
        return events + self._lay_new(seat, a.cards, declared_jokers(a))

    def _remove_from_hand(self, seat: int, cards: Iterable[Card]) -> None:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)

    def place(self, seat: int, cards: Sequence[Card], *, space: int | None = None,
              jokers: dict[Card, str] | None = None) -> TableMeld:
        """Put a new play on the table from ``seat``'s hand (no rule checked: callers have checked)."""
        self._remove_from_hand(seat, cards)
        rs = self.ruleset
        ordered, stands = rs.arrange(self, cards, jokers)
        meld = TableMeld(self._next_meld_id, seat, list(ordered), None, seat if space is None else space, stands,
                         kind=rs.meld_kind(self, ordered, jokers), laid_by={c: seat for c in cards},
                         notes=rs.MeldData.empty())
        self._next_meld_id += 1
        self.melds.append(meld)
        self.melded_from_hand[seat] = True
        self.laid_any[seat] = True
        self.turn.new_melds.append(meld.id)
        return meld

    def extend(self, seat: int, meld: TableMeld, cards: Sequence[Card], *,
               jokers: dict[Card, str] | None = None) -> None:
        """Lay cards from ``seat``'s hand on a table play, keeping it in order."""
        self._remove_from_hand(seat, cards)
        rs = self.ruleset
        declared = dict(meld.jokers) if rs.joker_life == "fixed" else {}
        declared.update(jokers or {})
        ordered, stands = rs.arrange(self, list(meld.cards) + list(cards), declared)
        meld.cards = list(ordered)
        meld.jokers = stands
        meld.kind = rs.meld_kind(self, ordered, stands)
        meld.laid_by.update({c: seat for c in cards})
        self.laid_any[seat] = True

    def _lay_new(self, seat: int, cards: Sequence[Card], jokers: dict[Card, str] | None = None) -> list[Event]:
        meld = self.place(seat, cards, jokers=jokers)
        events = [Event("meld", seat, tuple(meld.cards), meld.id)]
        events += self.ruleset.after_lay(self, seat, meld)
        return events + self.check_out(seat)

    def add_to(self, seat: int, cards: Sequence[Card], target: int | None,
               jokers: dict[Card, str] | None = None) -> list[Event]:
        """Lay ``cards`` from ``seat``'s hand on play ``target`` as an ``add`` does, with its events
        and the game's ``after_lay`` (no rule checked: a game's own kind that builds, such as
        Kalookie's opening with builds, has checked)."""
        meld = self.meld_by_id(target)
        assert meld is not None
        self.extend(seat, meld, cards, jokers=jokers)
        events = [Event("add", seat, tuple(cards), meld.id)]
        events += self.ruleset.after_lay(self, seat, meld)
        return events + self.check_out(seat)

    def check_out(self, seat: int) -> list[Event]:
        """End the hand if ``seat`` just emptied its hand."""
        if self.phase != "ended" and not self.hands[seat]:
            return self.go_out(seat)
        return []

    def go_out(self, seat: int) -> list[Event]:
        """``seat``'s hand is empty: the hand ends, unless its ruleset plays on (House Rummy)."""
        own = self.ruleset.on_empty_hand(self, seat)
        if own is not None:
            return own
        perfect = not self.turn.laid_before if self.turn.seat == seat else not self.laid_any[seat]
        return self.end("out", (seat,), perfect=perfect, claimed_from=self.took_from)

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.last_discarder = seat
        events = [Event("discard", seat, (card,))]
        if not self.hands[seat]:
            events += self.go_out(seat)
            if self.phase == "ended":
                return events
        events += self.ruleset.after_discard(self, seat, card)
        if self.phase == "ended":
            return events
        if self.last_draw:
            events += self.stock_out()
            if self.phase == "ended":
                return events
        self.discard_live = True
        self.window = self.open_window(seat, card)
        events += self.begin_turn(self.next_seat(seat))
        if self.window is not None and self.window.mode == "priority":
            events += self._resolve_priority()
        return events


    # ------------------------------------------------------------------ ending
    def end(self, reason: str, winners: tuple[int, ...] | None, **info: Any) -> list[Event]:
        """End the hand; the ruleset settles it (winners ``None``: decided by points)."""
        self.window = None
        result = self.ruleset.settle(self, reason, winners, **info)
        self.result = result
        self.phase = "ended"
        return [Event("hand_end", None, data={"result": result})]
