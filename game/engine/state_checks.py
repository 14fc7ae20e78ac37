"""Checking an action: ``None`` (legal) or the reason a person reads, each piece naming the
rule that refuses."""
from __future__ import annotations

from typing import Any, Iterable

from .actions import SHARED_KINDS, Action
from .cards import Card, cards_text
from .melds import classify
from .state_parts import TURN_PHASES, declared_jokers


class ChecksMixin:
    """Checking an action against the rules. One of the pieces :class:`~game.engine.state.HandState` is made of."""

    # ------------------------------------------------------------------ checking
    def check(self, action: Any) -> str | None:
        """``None`` if ``action`` is legal now, else the reason a person reads.

        Works for any action, listed or not; :meth:`apply` refuses with this reason.
        """
        if isinstance(action, str):
            try:
                action = Action.parse(action)
            except ValueError as e:
                return str(e)
        if not isinstance(action, Action):
            return f"not an action: {action!r}"
        a = action
        if self.phase == "ended":
            return "the hand is over"
        if not isinstance(a.seat, int) or not 0 <= a.seat < self.players:
            return f"there is no seat {a.seat}"
        if not self.active[a.seat]:
            return "that player has dropped out of this hand"
        rs = self.ruleset
        if a.kind not in SHARED_KINDS and a.kind not in rs.kinds:
            return f"{a.kind.replace('_', ' ')} is not a move in {rs.title}"
        if a.kind in rs.kinds:
            return self._check_shape(a) or rs.check_action(self, a)
        if self.phase not in TURN_PHASES:
            return rs.phase_refusal(self, a)
        shape = self._check_shape(a)
        if shape:
            return shape
        return _SHARED_CHECKS[a.kind](self, a)

    def _check_shape(self, a: Action) -> str | None:
        """The parts a kind carries: cards, a table meld (``add`` and the ruleset's ``targeted_kinds``
        only), the ruleset's words."""
        if a.kind in ("draw_stock", "pass") and a.cards:
            return f"{a.kind.replace('_', ' ')} names no card"
        if len(set(a.cards)) != len(a.cards):
            return "a card is named twice"
        if a.target is not None and a.kind != "add" and a.kind not in self.ruleset.targeted_kinds:
            return f"{a.kind.replace('_', ' ')} aims at no table meld"
        bad = [k for k, _ in a.data if k not in self.ruleset.words.get(a.kind, ())]
        if bad:
            return f"{a.kind.replace('_', ' ')} takes no '{bad[0]}' here"
        return None

    def why_illegal(self, a: Action, legal: list[Action] | None = None) -> str:
        """A reason a person understands for refusing ``a`` (the check's reason)."""
        return self.check(a) or "that is allowed now"

    def is_legal(self, action: Action) -> bool:
        return self.check(action) is None

    # --- the pieces of the check (each names the rule that refuses)
    def _not_your_turn(self, seat: int) -> str:
        return f"it is not seat {seat}'s turn (seat {self.current} is to play)"

    def _wait_reason(self) -> str:
        return "wait: other players may still claim the discard"

    def _missing(self, seat: int, cards: Iterable[Card]) -> str | None:
        hand = self.hands[seat]
        cards = list(cards)
        missing = [c for c in cards if c not in hand]
        if missing:
            return f"{cards_text(missing)} not in hand"
        if len(set(cards)) != len(cards):
            return "a card is named twice"
        return None

    def _keep_reason(self, seat: int) -> str:
        if self.min_left(seat) >= 2:
            return "you may not go out this turn: keep a card to discard and one to hold"
        return "you must keep a card to discard to go out"

    def _play_gate(self, seat: int) -> str | None:
        """May ``seat`` lay or discard cards now (its turn, after drawing)?"""
        if seat != self.current:
            return self._not_your_turn(seat)
        if self.phase == "start":
            if self.window is not None and self.window.mode == "priority":
                return self._wait_reason()
            return "draw a card first"
        return None

    def _check_draw(self, a: Action) -> str | None:
        seat = a.seat
        if seat != self.current:
            return self._not_your_turn(seat)
        if self.phase == "play":
            return "already drew this turn"
        if self.window is not None and self.window.mode == "priority":
            return self._wait_reason()
        if not self.stock:
            return "the stock is empty"
        return self.ruleset.refuse_draw(self, seat)

    def _check_take(self, a: Action) -> str | None:
        seat = a.seat
        w = self.window
        if seat != self.current:
            if w is not None and w.waiting(seat):
                return "it is not your turn: claim the discard instead"
            return self._not_your_turn(seat)
        if self.phase == "play":
            return "already drew this turn"
        if w is not None and w.mode == "priority":
            if not w.waiting(seat):
                return self._wait_reason()
        elif not self.discard_live or (w is not None and w.discarder == seat):
            # a seat the rules refuse anyway hears why (Seven Bridge's first turn, S-3), not that the
            # chance has gone: a newcomer read "no longer" as a window missed (play-through 27 Nov, F2)
            first = None if self.has_turned[seat] else self.ruleset.refuse_take(self, seat)
            return first or "the discard can no longer be taken: draw from the stock"
        return self._check_taken_meld(a, "take_discard")

    def _check_claim(self, a: Action) -> str | None:
        seat = a.seat
        w = self.window
        if w is None:
            if seat != self.current:
                return self._not_your_turn(seat)
            return "there is no discard to claim now"
        if seat == w.discarder:
            return "you cannot claim your own discard"
        if seat == self.current:
            return "it is your turn: take the discard in turn"
        if not w.waiting(seat):
            if seat in w.passed or seat in w.pending:
                return "you have already answered this discard"
            return f"the discard {w.card} makes no new meld with that hand"
        return self._check_taken_meld(a, "claim")

    def _check_taken_meld(self, a: Action, kind: str) -> str | None:
        """The discard and cards from hand make a meld the rules let the seat make now."""
        seat, rs = a.seat, self.ruleset
        card = self.top_discard
        if card is None:
            return "the discard pile is empty"
        if card.is_joker and not rs.may_take_joker(self.options):
            return "a discarded joker cannot be taken"
        reason = rs.refuse_take(self, seat)
        if reason:
            return reason
        if kind == "take_discard" and a.cards == (card,) and rs.take_to_hand(self, seat):
            return None
        if card not in a.cards:
            return f"the discard {card} can only be taken to lay it at once in a new meld with cards from hand"
        from_hand = [c for c in a.cards if c != card]
        missing = self._missing(seat, from_hand)
        if missing:
            return f"{missing}: the discard can only be taken into a new meld with cards from your hand"
        if len(a.cards) < rs.take_min_size:
            return (f"the discard {card} can only be taken to lay it at once in a new meld with "
                    f"{rs.take_min_size - 1} or more cards from hand")
        kinds = rs.take_kinds(self.options) if kind == "take_discard" else rs.claim_kinds(self.options)
        got = classify(a.cards, self.rules)
        if got is None or got not in kinds:
            return f"{cards_text(from_hand)} and the discard {card} do not make a new meld"
        if len(self.hands[seat]) + 1 - len(a.cards) < self.min_left(seat):
            return self._keep_reason(seat)
        return rs.refuse_meld(self, seat, a.cards) or rs.refuse_play(self, a)

    def _check_meld(self, a: Action) -> str | None:
        seat = a.seat
        gate = self._play_gate(seat)
        if gate:
            return gate
        missing = self._missing(seat, a.cards)
        if missing:
            return missing
        if classify(a.cards, self.rules) is None:
            return f"{cards_text(a.cards)} is not a meld"
        if len(self.hands[seat]) - len(a.cards) < self.min_left(seat):
            return self._keep_reason(seat)
        return self.ruleset.refuse_meld(self, seat, a.cards) or self.ruleset.refuse_play(self, a) or \
            self.ruleset.refuse_statement(self, a.cards, declared_jokers(a))

    def _check_add(self, a: Action) -> str | None:
        seat, rs = a.seat, self.ruleset
        gate = self._play_gate(seat)
        if gate:
            return gate
        missing = self._missing(seat, a.cards)
        if missing:
            return missing
        if not a.cards:
            return "name the cards to add"
        if not rs.may_add_now(self, seat):
            return f"you may add {cards_text(a.cards)} to melds only after melding from your own hand"
        meld = self.meld_by_id(a.target)
        if meld is None:
            return f"there is no meld {a.target} on the table"
        if len(a.cards) > rs.max_add_cards:
            return f"add one card at a time, not {cards_text(a.cards)}"
        reason = rs.refuse_add(self, seat, meld, a.cards)
        if reason:
            return reason
        if len(self.hands[seat]) - len(a.cards) < self.min_left(seat):
            return self._keep_reason(seat)
        return rs.refuse_play(self, a) or self._add_statement_refusal(meld, a)

    def _add_statement_refusal(self, meld: "TableMeld", a: Action) -> str | None:
        """An add must leave every joker standing for what it was stated to be: the add's own statement,
        and a run's fixed ones (7♥ onto 5♥ 6♥ with a joker as the 7♥ would erase it, K-3/K-16)."""
        rs = self.ruleset
        declared = declared_jokers(a)
        held = dict(meld.jokers) if rs.joker_life == "fixed" and meld.kind == "run" else {}
        if not declared and not held:
            return None
        return rs.refuse_statement(self, list(meld.cards) + list(a.cards), {**held, **declared})

    def _check_discard(self, a: Action) -> str | None:
        seat = a.seat
        gate = self._play_gate(seat)
        if gate:
            return gate
        if len(a.cards) != 1:
            return "discard exactly one card"
        missing = self._missing(seat, a.cards)
        if missing:
            return missing
        return self._discard_reason(a)

    def _discard_reason(self, a: Action) -> str | None:
        """The rules on which card from hand may end the turn (the gate and the hand checked)."""
        seat, rs, card = a.seat, self.ruleset, a.cards[0]
        restriction = self.turn.taken.get(card)
        if restriction == "taken" and not rs.may_discard_taken_card(self.options):
            return f"{card} was taken from the discard pile and cannot be discarded this turn"
        if restriction in ("hot", "warm"):
            return f"{card} was taken this turn and cannot be discarded now"
        if len(self.hands[seat]) == 1 and not rs.may_go_out(self, seat):
            return self._keep_reason(seat)
        return rs.refuse_end_turn(self, seat, a)

    def _check_pass(self, a: Action) -> str | None:
        w = self.window
        if w is None or w.mode != "priority":
            return "there is nothing to pass on now"
        if not w.waiting(a.seat):
            if a.seat in w.passed or a.seat in w.pending:
                return "you have already answered this discard"
            return "you are not asked about this discard"
        return None

    def min_left(self, seat: int) -> int:
        """Fewest cards ``seat`` must keep in hand after laying cards this turn.

        0 when it may go out by laying its last card; 1 when only by discarding
        it; 2 when it may not go out now (H-VAR-6: only a Perfect may go out),
        so that it can still discard and keep a card: otherwise it would be
        left with one card it may not discard and the hand could not go on.
        """
        if not self.ruleset.may_go_out(self, seat):
            return 2
        return 0 if self.ruleset.out_without_discard(self.options) else 1



_SHARED_CHECKS = {
    "draw_stock": ChecksMixin._check_draw,
    "take_discard": ChecksMixin._check_take,
    "claim": ChecksMixin._check_claim,
    "meld": ChecksMixin._check_meld,
    "add": ChecksMixin._check_add,
    "discard": ChecksMixin._check_discard,
    "pass": ChecksMixin._check_pass,
}
