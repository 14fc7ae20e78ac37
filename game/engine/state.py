"""One hand of a rummy game: the shared turn flow every ruleset runs on.

A hand has an explicit phase (``dropout``, ``start`` of a turn, ``play``
after drawing, ``ended``) and, after a discard that may be claimed, a claim
window.  :meth:`HandState.legal_actions` lists what a seat may do now and
:meth:`HandState.apply` checks an action against that list, changes the
state and returns events.  Whatever differs between games is asked of the
ruleset (:mod:`game.engine.ruleset`).  The engine has no clock: who claims
first is the order in which claims are applied.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from .actions import Action, Event, IllegalAction
from .cards import Card, cards_text
from .melds import classify, find_melds
from .result import Result
from .ruleset import Ruleset


@dataclass
class TableMeld:
    """A meld on the table.  ``owner`` laid it; ``cards`` grow as cards are added."""

    id: int
    owner: int
    cards: list[Card]
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def kind(self) -> str | None:
        return self.data.get("kind")


@dataclass
class ClaimWindow:
    """A discard that seats other than the one in turn may claim.

    ``mode`` is ``battle`` (the first claim applied wins) or ``priority`` (each
    eligible seat claims or passes; the claimer whose turn comes first wins).
    """

    card: Card
    discarder: int
    mode: str
    order: list[int]                      # eligible seats, in turn order from the discarder
    passed: set[int] = field(default_factory=set)
    pending: dict[int, Action] = field(default_factory=dict)


class HandState:
    """The whole state of one hand.  Build it with :func:`new_hand`."""

    def __init__(self, ruleset: Ruleset, opts: Any, players: int, dealer: int,
                 hands: list[list[Card]], stock: list[Card], discard: list[Card],
                 out_of_play: list[Card], rng: random.Random, setup: dict[str, Any]) -> None:
        self.ruleset = ruleset
        self.options = opts
        self.rules = ruleset.meld_rules(opts)
        self.players = players
        self.dealer = dealer
        self.hands = hands
        self.stock = stock
        self.discard = discard
        self.out_of_play = out_of_play
        self.rng = rng
        self.setup = setup
        self.melds: list[TableMeld] = []
        self._next_meld_id = 0
        self.phase = "start"
        self.current = dealer
        self.window: ClaimWindow | None = None
        self.discard_live = bool(discard)
        self.active = [True] * players
        self.has_turned = [False] * players
        self.melded_from_hand = [False] * players
        self.laid_any = [False] * players
        self.laid_before_turn = [False] * players
        self.turn_in_order = False
        self.taken_card: Card | None = None
        self.took_from: int | None = None
        self.last_draw = False
        self.last_discarder: int | None = None
        self.record: list[Action] = []
        self.result: Result | None = None
        self.side_payments: dict[int, Any] = {}
        self.extra: dict[str, Any] = {}   # ruleset-owned bookkeeping
        self.turns = 0
        self._legal_cache: dict[tuple[int, int], list[Action]] = {}

    # ------------------------------------------------------------------ queries
    @property
    def game(self) -> str:
        return self.ruleset.name

    @property
    def over(self) -> bool:
        return self.phase == "ended"

    @property
    def top_discard(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    def next_seat(self, seat: int) -> int:
        """The next active seat in turn order (``seat + 1``, skipping drop-outs)."""
        s = seat
        for _ in range(self.players):
            s = (s + 1) % self.players
            if self.active[s]:
                return s
        return seat

    def seats_from(self, seat: int) -> list[int]:
        """Active seats in turn order, starting after ``seat``."""
        out, s = [], seat
        for _ in range(self.players - 1):
            s = (s + 1) % self.players
            if self.active[s]:
                out.append(s)
        return out

    def meld_by_id(self, meld_id: int) -> TableMeld | None:
        for m in self.melds:
            if m.id == meld_id:
                return m
        return None

    def all_cards(self) -> list[Card]:
        """Every card of the hand wherever it is (rule C-3)."""
        out = list(self.stock) + list(self.discard) + list(self.out_of_play)
        for h in self.hands:
            out.extend(h)
        for m in self.melds:
            out.extend(m.cards)
        return out

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now; ``[]`` when it may not act."""
        if self.phase == "ended" or not isinstance(seat, int) or not 0 <= seat < self.players:
            return []
        key = (len(self.record), seat)
        cached = self._legal_cache.get(key)
        if cached is None:
            if len(self._legal_cache) > 16:
                self._legal_cache.clear()
            cached = self._legal_cache[key] = self._compute_legal(seat)
        return list(cached)

    def _compute_legal(self, seat: int) -> list[Action]:
        if not self.active[seat]:
            return []
        rs = self.ruleset
        acts: list[Action] = list(rs.anytime_actions(self, seat))
        if self.phase == "dropout":
            if seat == self.extra.get("asking"):
                acts += [Action("drop_out", seat), Action("stay_in", seat)]
            return acts
        w = self.window
        if seat == self.current:
            if self.phase == "start":
                acts += rs.start_actions(self, seat)
                if w is not None and w.mode == "priority":
                    if seat in w.order and seat not in w.passed and seat not in w.pending:
                        acts += self._take_options(seat, "take_discard")
                        acts.append(Action("pass", seat))
                else:
                    if self.stock:
                        acts.append(Action("draw_stock", seat))
                    if self.discard_live and (w is None or w.discarder != seat):
                        acts += self._take_options(seat, "take_discard")
            elif self.phase == "play":
                acts += self._play_options(seat)
        elif w is not None and seat in w.order and seat not in w.passed and seat not in w.pending:
            acts += self._take_options(seat, "claim")
            acts += rs.window_actions(self, seat)
            if w.mode == "priority":
                acts.append(Action("pass", seat))
        return acts

    def _take_options(self, seat: int, kind: str) -> list[Action]:
        card = self.top_discard
        if card is None or not self.ruleset.may_take(self, seat):
            return []
        if card.is_joker and not self.ruleset.may_take_joker(self.options):
            return []
        opts = self.options
        kinds = self.ruleset.take_kinds(opts) if kind == "take_discard" else self.ruleset.claim_kinds(opts)
        hand = self.hands[seat]
        melds = find_melds(hand + [card], self.rules, min_size=self.ruleset.take_min_size, must_include=card)
        out = []
        min_left = self.min_left(seat)
        for m in melds:
            if classify(m, self.rules) not in kinds:
                continue
            if len(hand) + 1 - len(m) < min_left:
                continue
            if not self.ruleset.may_meld(self, seat, m):
                continue
            out.append(Action(kind, seat, m))
        return out

    def _may_empty_hand(self, seat: int, cards: tuple) -> bool:
        """Laying these cards would empty the hand: allowed only if going out without a discard is."""
        return self.ruleset.out_without_discard(self.options) and self.ruleset.may_go_out(self, seat)

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

    def _play_options(self, seat: int) -> list[Action]:
        rs, hand = self.ruleset, self.hands[seat]
        acts: list[Action] = []
        n = len(hand)
        min_left = self.min_left(seat)
        for m in find_melds(hand, self.rules):
            if n - len(m) < min_left:
                continue
            if rs.may_meld(self, seat, m):
                acts.append(Action("meld", seat, m))
        if rs.may_add_now(self, seat):
            for meld in self.melds:
                for c in hand:
                    if n - 1 < min_left:
                        continue
                    if rs.may_add(self, seat, meld, (c,)):
                        acts.append(Action("add", seat, (c,), meld.id))
        acts += rs.play_actions(self, seat)
        keep_taken = not rs.may_discard_taken_card(self.options)
        going_out = n == 1
        if not going_out or rs.may_go_out(self, seat):
            seen = set()
            for c in hand:
                if keep_taken and c == self.taken_card:
                    continue
                if c not in seen:
                    seen.add(c)
                    acts.append(Action("discard", seat, (c,)))
        return acts

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        """Apply a listed action and return what happened.

        Raises :class:`IllegalAction` (a ``ValueError``) with a readable reason,
        leaving the state unchanged, for anything :meth:`legal_actions` does not list.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        legal = self.legal_actions(action.seat)
        if action not in legal:
            raise IllegalAction(self.why_illegal(action, legal))
        self.record.append(action)
        events = self._do(action)
        return events

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
            return self._meld(a.seat, a.cards)
        if kind == "add":
            return self._add(a.seat, a.cards, a.target)
        if kind == "discard":
            return self._discard(a.seat, a.cards[0])
        return self.ruleset.apply_special(self, a)

    # --- the pieces of a turn
    def begin_turn(self, seat: int) -> list[Event]:
        """Start ``seat``'s turn in order (after a discard, or the first turn)."""
        self.current = seat
        self.phase = "start"
        self.turn_in_order = True
        self.laid_before_turn[seat] = self.laid_any[seat]
        self.taken_card = None
        self.took_from = None
        self.turns += 1
        events = [Event("turn", seat)]
        if not self.stock and (self.window is None or self.window.mode != "priority"):
            events += self.end("stock", None)
        return events

    def _draw(self, seat: int) -> list[Event]:
        self.window = None
        card = self.stock.pop(0)
        self.hands[seat].append(card)
        self.has_turned[seat] = True
        self.turn_in_order = True
        self.phase = "play"
        self.discard_live = False
        if not self.stock:
            self.last_draw = True
        return [Event("draw", seat, (card,), private_to=seat, data={"stock_left": len(self.stock)})]

    def _take(self, a: Action) -> list[Event]:
        seat = a.seat
        w = self.window
        card = self.discard.pop()
        discarder = w.discarder if w is not None else self.last_discarder
        events: list[Event] = []
        if a.kind == "claim":
            skipped = []
            s = self.current
            while s != seat:
                skipped.append(s)
                s = self.next_seat(s)
            self.current = seat
            self.laid_before_turn[seat] = self.laid_any[seat]
            self.turn_in_order = False
            self.turns += 1
            events.append(Event("claim", seat, a.cards, data={"card": card, "from": discarder,
                                                              "skipped": skipped,
                                                              "call": self.ruleset.claim_call}))
        else:
            events.append(Event("take_discard", seat, a.cards, data={"card": card, "from": discarder}))
        self.window = None
        self.discard_live = False
        self.has_turned[seat] = True
        self.phase = "play"
        self.taken_card = card
        self.took_from = discarder
        hand = self.hands[seat]
        hand.append(card)
        return events + self._lay_new(seat, a.cards)

    def _remove_from_hand(self, seat: int, cards: Iterable[Card]) -> None:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)

    def _lay_new(self, seat: int, cards: Sequence[Card]) -> list[Event]:
        self._remove_from_hand(seat, cards)
        meld = TableMeld(self._next_meld_id, seat, list(cards),
                         {"kind": classify(cards, self.rules), "laid_by": {c: seat for c in cards}})
        self._next_meld_id += 1
        self.melds.append(meld)
        self.melded_from_hand[seat] = True
        self.laid_any[seat] = True
        events = [Event("meld", seat, tuple(cards), meld.id)]
        events += self.ruleset.after_lay(self, seat, meld)
        return events + self._check_out(seat)

    def _meld(self, seat: int, cards: Sequence[Card]) -> list[Event]:
        return self._lay_new(seat, cards)

    def _add(self, seat: int, cards: Sequence[Card], target: int | None) -> list[Event]:
        meld = self.meld_by_id(target)  # type: ignore[arg-type]
        assert meld is not None
        self._remove_from_hand(seat, cards)
        meld.cards.extend(cards)
        meld.data["kind"] = classify(meld.cards, self.rules)
        meld.data.setdefault("laid_by", {}).update({c: seat for c in cards})
        self.laid_any[seat] = True
        events = [Event("add", seat, tuple(cards), meld.id)]
        events += self.ruleset.after_lay(self, seat, meld)
        return events + self._check_out(seat)

    def _check_out(self, seat: int) -> list[Event]:
        if self.phase != "ended" and not self.hands[seat]:
            return self.go_out(seat)
        return []

    def go_out(self, seat: int) -> list[Event]:
        perfect = not self.laid_before_turn[seat]
        return self.end("out", (seat,), perfect=perfect, claimed_from=self.took_from)

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.last_discarder = seat
        events = [Event("discard", seat, (card,))]
        if not self.hands[seat]:
            return events + self.go_out(seat)
        if self.last_draw:
            return events + self.end("stock", None)
        self.discard_live = True
        self.window = self._open_window(seat, card)
        events += self.begin_turn(self.next_seat(seat))
        if self.window is not None and self.window.mode == "priority":
            events += self._resolve_priority()
        return events

    def _open_window(self, discarder: int, card: Card) -> ClaimWindow | None:
        mode = self.ruleset.claim_mode(self.options)
        if mode == "next_only" or (card.is_joker and not self.ruleset.may_take_joker(self.options)):
            return None
        nxt = self.next_seat(discarder)
        order = []
        for s in self.seats_from(discarder):
            if mode == "battle" and s == nxt:
                continue  # the seat in turn takes the discard in turn
            kind = "take_discard" if s == nxt else "claim"
            saved, self.current = self.current, nxt
            w = ClaimWindow(card, discarder, mode, [s])
            self.window, self.discard_live = w, True
            ok = bool(self._take_options(s, kind)) or bool(self.ruleset.window_actions(self, s))
            self.window, self.current = None, saved
            if ok:
                order.append(s)
        if not order:
            return None
        return ClaimWindow(card, discarder, mode, order)

    def _resolve_priority(self) -> list[Event]:
        w = self.window
        if w is None or w.mode != "priority":
            return []
        for s in w.order:
            if s in w.passed:
                continue
            if s in w.pending:
                a = w.pending[s]
                return self._take(a)
            return []  # an earlier seat has not decided yet
        # everyone passed: the seat in turn draws; the discard is declined
        self.window = None
        self.discard_live = False
        events = [Event("claims_closed", None)]
        if not self.stock:
            events += self.end("stock", None)
        return events

    # ------------------------------------------------------------------ ending
    def end(self, reason: str, winners: tuple[int, ...] | None, **info: Any) -> list[Event]:
        """End the hand; the ruleset settles it (winners ``None``: decided by points)."""
        self.window = None
        result = self.ruleset.settle(self, reason, winners, **info)
        self.result = result
        self.phase = "ended"
        return [Event("hand_end", None, data={"result": result})]

    # ------------------------------------------------------------------ explanations
    def why_illegal(self, a: Action, legal: list[Action] | None = None) -> str:
        """A reason a person understands for refusing ``a``."""
        if legal is None:
            legal = self.legal_actions(a.seat)
        if self.phase == "ended":
            return "the hand is over"
        if not 0 <= a.seat < self.players:
            return f"there is no seat {a.seat}"
        if not self.active[a.seat]:
            return "that player has dropped out of this hand"
        if not legal:
            if self.window is not None and a.seat == self.current:
                return "wait: other players may still claim the discard"
            if self.window is not None and a.kind in ("claim", "take_discard", "pass"):
                return "that player cannot use the discard for a new meld"
            return f"it is not seat {a.seat}'s turn (seat {self.current} is to play)"
        kinds = {x.kind for x in legal}
        hand = self.hands[a.seat]
        missing = [c for c in a.cards if c not in hand and a.kind not in ("take_discard", "claim")]
        if missing:
            return f"{cards_text(missing)} not in hand"
        if a.kind not in kinds:
            if a.kind == "draw_stock" and self.phase == "play":
                return "already drew this turn"
            if a.kind == "draw_stock" and self.window is not None:
                return "wait: other players may still claim the discard"
            if a.kind in ("meld", "add", "discard") and self.phase == "start":
                return "draw a card first"
            if a.kind == "add" and not self.ruleset.may_add_now(self, a.seat):
                return "you may add to melds only after melding from your own hand"
            if a.kind in ("take_discard", "claim"):
                top = self.top_discard
                if top is not None and top.is_joker and not self.ruleset.may_take_joker(self.options):
                    return "a discarded joker cannot be taken"
                return "the discard can only be taken to lay it at once in a new meld with cards from hand"
            if a.kind == "knock":
                return "you can knock only at the start of your turn with few enough points"
            if a.kind == "blast":
                return "a blast needs an unmelded hand with few enough or enough points, at the start of your turn"
            if a.kind not in ("add", "meld"):  # a meld or an add after drawing: say why below
                return f"{a.kind.replace('_', ' ')} is not possible now"
        if a.kind == "meld":
            if classify(a.cards, self.rules) is None:
                return f"{cards_text(a.cards)} is not a meld"
            if len(hand) - len(a.cards) < self.min_left(a.seat):
                return self._keep_reason(a.seat)
        if a.kind == "add":
            meld = self.meld_by_id(a.target) if a.target is not None else None
            if meld is None:
                return f"there is no meld {a.target} on the table"
            if (self.ruleset.may_add(self, a.seat, meld, a.cards)
                    and len(hand) - len(a.cards) < self.min_left(a.seat)):
                return self._keep_reason(a.seat)
            return f"{cards_text(a.cards)} does not fit meld {cards_text(meld.cards)}"
        if a.kind in ("take_discard", "claim"):
            return "those cards do not make a new meld with the discard"
        if a.kind == "discard":
            if a.cards and a.cards[0] == self.taken_card:
                return "the card taken from the discard pile cannot be discarded this turn"
            return "you cannot discard that card now"
        return f"{a.kind.replace('_', ' ')} is not possible like that"

    def _keep_reason(self, seat: int) -> str:
        if self.min_left(seat) >= 2:
            return "you may not go out this turn: keep a card to discard and one to hold"
        return "you must keep a card to discard to go out"

    # ------------------------------------------------------------------ views, records
    def view(self, seat: int) -> "PlayerView":
        from .view import make_view
        return make_view(self, seat)

    def snapshot(self) -> dict[str, Any]:
        """A canonical picture of the whole state, for replay and save checks."""
        return {
            "phase": self.phase, "current": self.current, "dealer": self.dealer,
            "hands": [cards_text(h) for h in self.hands], "stock": cards_text(self.stock),
            "discard": cards_text(self.discard), "out": cards_text(self.out_of_play),
            "melds": [(m.id, m.owner, cards_text(m.cards)) for m in self.melds],
            "active": list(self.active), "has_turned": list(self.has_turned),
            "melded": list(self.melded_from_hand), "laid": list(self.laid_any),
            "window": None if self.window is None else (str(self.window.card), self.window.discarder,
                                                        list(self.window.order), sorted(self.window.passed),
                                                        sorted(map(str, self.window.pending.values()))),
            "record": [str(a) for a in self.record],
            "result": None if self.result is None else self.result.summary(),
        }

    def to_record(self) -> dict[str, Any]:
        """What a saved game stores: the setup and the actions (rule C-6)."""
        return {"setup": dict(self.setup), "actions": [str(a) for a in self.record]}

    def check_invariants(self) -> None:
        """Raise ``AssertionError`` if cards were lost or duplicated (rule C-3)."""
        cards = self.all_cards()
        distinct = set(cards)
        if len(cards) != len(distinct) or distinct != self.setup_cards:
            raise AssertionError("card conservation broken")

    setup_cards: frozenset


from .view import PlayerView  # noqa: E402  (import cycle: view reads HandState)
