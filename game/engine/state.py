"""One hand of a rummy game: the shared turn flow every ruleset runs on.

A hand has an explicit phase (``start`` of a turn, ``play`` after drawing,
``ended``, or a phase of the ruleset's own such as Hoola's drop-out round)
and, after a discard that may be claimed, a claim window.

Legality is a check, not a list: :meth:`HandState.check` answers any action
with ``None`` (legal) or the reason a person reads, and :meth:`HandState.apply`
refuses with that reason.  :meth:`HandState.legal_actions` lists what a seat
may do now, for bots and hints; every action it lists passes the check.  It
lists every action of the shared kinds except ``add`` with more than one card
(rulesets that allow those say so in their notes) and whatever its ruleset
enumerates of its own kinds.

A turn is a transaction (:class:`TurnState`): the facts of the turn live in
one object made when the turn starts; the ruleset sees the start
(``on_turn_start``) and may refuse to let the turn end (``refuse_end_turn``,
asked before a discard or going out).  A seat may take its turn back to its
start, or to the last draw of a hidden card (:meth:`HandState.undo`).

Chance is recorded: the dealt cards and every later shuffle are kept with
the record, so a replay needs no random numbers (rule C-6).

Whatever differs between games is asked of the ruleset
(:mod:`game.engine.ruleset`).  The engine has no clock: who claims first is
the order in which claims are applied.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from .actions import SHARED_KINDS, Action, Event, IllegalAction
from .cards import Card, cards_text
from .context import MatchContext
from .melds import can_add, classify, find_melds, may_join, natural_ranks_suits
from .result import Result
from .ruleset import Ruleset
from .view import PlayerView, make_view

#: The phases of the shared turn flow; a ruleset may add its own (see ``Ruleset.phase_actions``).
TURN_PHASES = ("start", "play")


@dataclass
class TableMeld:
    """A play on the table.

    ``owner``: the seat that laid it; ``space``: the seat whose space it lies in
    (the same unless a game moves plays between spaces).  ``cards`` are in the
    order players lay them (a run in rank order).  ``jokers`` says which card
    each joker stands for (``"7S"`` in a run, a rank such as ``"7"`` in a set);
    how long that holds is the ruleset's ``joker_life``.  ``data`` holds the
    kind, who laid each card and the ruleset's notes.
    """

    id: int
    owner: int
    cards: list[Card]
    data: dict[str, Any] = field(default_factory=dict)
    space: int | None = None
    jokers: dict[Card, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.space is None:
            self.space = self.owner

    @property
    def kind(self) -> str | None:
        return self.data.get("kind")

    @property
    def laid_by(self) -> dict[Card, int]:
        return self.data.setdefault("laid_by", {})

    def copy(self) -> "TableMeld":
        return TableMeld(self.id, self.owner, list(self.cards), _copy_data(self.data), self.space,
                         dict(self.jokers))


@dataclass
class TurnState:
    """The facts of one turn, made when it starts and dropped when it ends.

    ``taken`` maps each card taken this turn (from the discard pile, by a claim
    or a demand) to its restriction: ``taken`` (the plain discard rule of the
    game), ``hot`` (must be played this turn), ``warm`` (may not be discarded
    this turn) or ``cold``.  ``undo_from`` is the record length the seat may
    take its turn back to.  ``data`` is the ruleset's own per-turn bookkeeping
    (points laid from hand, cards built per run end...).
    """

    seat: int
    in_order: bool = True
    laid_before: bool = False
    started_at: int = 0
    undo_from: int = 0
    drew: bool = False
    taken: dict[Card, str] = field(default_factory=dict)
    taken_card: Card | None = None
    took_from: int | None = None
    new_melds: list[int] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> "TurnState":
        return TurnState(self.seat, self.in_order, self.laid_before, self.started_at, self.undo_from,
                         self.drew, dict(self.taken), self.taken_card, self.took_from, list(self.new_melds),
                         _copy_data(self.data))


@dataclass
class ClaimWindow:
    """A discard that seats other than the one in turn may claim.

    ``mode`` is ``battle`` (the first claim applied wins) or ``priority`` (each
    polled seat claims or passes; the claimer whose turn comes first wins).
    In a priority window every active seat but the discarder is polled, so the
    order shows nothing of who could use the card (C-5).
    """

    card: Card
    discarder: int
    mode: str
    order: list[int]
    passed: set[int] = field(default_factory=set)
    pending: dict[int, Action] = field(default_factory=dict)

    def copy(self) -> "ClaimWindow":
        return ClaimWindow(self.card, self.discarder, self.mode, list(self.order), set(self.passed),
                           dict(self.pending))

    def waiting(self, seat: int) -> bool:
        """Has ``seat`` still to answer this window?"""
        return seat in self.order and seat not in self.passed and seat not in self.pending


class HandState:
    """The whole state of one hand.  Build it with :func:`game.engine.new_hand`."""

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
        self.turn = TurnState(dealer)
        self.last_draw = False
        self.last_discarder: int | None = None
        self.reshuffles = 0
        self.record: list[Action] = []
        #: chance outcomes: (record length when it happened, what, the cards in their new order)
        self.chance: list[tuple[int, str, str]] = []
        self._chance_queue: list[tuple[int, str, str]] = []
        self.result: Result | None = None
        self.extra: dict[str, Any] = {}   # ruleset-owned bookkeeping of the hand
        self.turns = 0
        self._legal_cache: dict[tuple[int, int], list[Action]] = {}
        #: what the hand knows of its match (set by the deal; read-only)
        self.context: MatchContext = MatchContext()

    # ------------------------------------------------------------------ the turn's facts (first contract)
    @property
    def taken_card(self) -> Card | None:
        """The discard the seat in turn took this turn (``None`` after a draw)."""
        return self.turn.taken_card

    @taken_card.setter
    def taken_card(self, card: Card | None) -> None:
        self.turn.taken_card = card

    @property
    def took_from(self) -> int | None:
        return self.turn.took_from

    @took_from.setter
    def took_from(self, seat: int | None) -> None:
        self.turn.took_from = seat

    @property
    def turn_in_order(self) -> bool:
        return self.turn.in_order

    @turn_in_order.setter
    def turn_in_order(self, value: bool) -> None:
        self.turn.in_order = value

    @property
    def laid_before_turn(self) -> list[bool]:
        """Per seat: had it laid cards before its current (or next) turn began?  Decides a Perfect."""
        out = list(self.laid_any)
        if 0 <= self.turn.seat < self.players:
            out[self.turn.seat] = self.turn.laid_before
        return out

    @laid_before_turn.setter
    def laid_before_turn(self, values: Sequence[bool]) -> None:
        if 0 <= self.turn.seat < len(values):
            self.turn.laid_before = bool(values[self.turn.seat])

    @property
    def side_payments(self) -> dict[int, Any]:
        """Payments settled before play (Hoola's drop-out compensation); kept by the ruleset."""
        return self.extra.get("side_payments", {})

    @side_payments.setter
    def side_payments(self, value: dict[int, Any]) -> None:
        if value:
            self.extra["side_payments"] = dict(value)
        else:
            self.extra.pop("side_payments", None)

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

    @property
    def acting_seats(self) -> tuple[int, ...]:
        """Seats the hand waits for now: the seat in turn, or those a ruleset phase asks."""
        if self.phase in TURN_PHASES:
            return (self.current,)
        if self.phase == "ended":
            return ()
        return tuple(self.ruleset.phase_seats(self))

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

    def meld_by_id(self, meld_id: int | None) -> TableMeld | None:
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
            return "the discard can no longer be taken: draw from the stock"
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

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        """Actions ``seat`` may take now; ``[]`` when it may not act.  Each passes :meth:`check`."""
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
        if self.phase not in TURN_PHASES:
            return acts + rs.phase_actions(self, seat)
        w = self.window
        if seat == self.current:
            if self.phase == "start":
                acts += rs.start_actions(self, seat)
                if w is not None and w.mode == "priority":
                    if w.waiting(seat):
                        acts += self._take_options(seat, "take_discard")
                        acts.append(Action("pass", seat))
                else:
                    if self.stock and rs.refuse_draw(self, seat) is None:
                        acts.append(Action("draw_stock", seat))
                    if self.discard_live and (w is None or w.discarder != seat):
                        acts += self._take_options(seat, "take_discard")
            elif self.phase == "play":
                acts += self._play_options(seat)
        elif w is not None and w.waiting(seat):
            acts += self._take_options(seat, "claim")
            acts += rs.window_actions(self, seat)
            if w.mode == "priority":
                acts.append(Action("pass", seat))
        return acts

    def _take_options(self, seat: int, kind: str) -> list[Action]:
        rs = self.ruleset
        card = self.top_discard
        if card is None or rs.refuse_take(self, seat) is not None:
            return []
        if card.is_joker and not rs.may_take_joker(self.options):
            return []
        out = []
        if kind == "take_discard" and rs.take_to_hand(self, seat):
            out.append(Action(kind, seat, (card,)))
        kinds = rs.take_kinds(self.options) if kind == "take_discard" else rs.claim_kinds(self.options)
        hand = self.hands[seat]
        need = rs.take_min_size - 1     # cards of its rank or suit (or jokers) a meld with it needs
        if need > 0 and not card.is_joker and not _may_meld_with(card, hand, need):
            return out
        melds = find_melds(hand + [card], self.rules, min_size=rs.take_min_size, must_include=card)
        min_left = self.min_left(seat)
        for m in melds:
            if classify(m, self.rules) not in kinds:
                continue
            if len(hand) + 1 - len(m) < min_left:
                continue
            if rs.refuse_meld(self, seat, m) is not None:
                continue
            for a in rs.play_variants(self, Action(kind, seat, m)):
                if rs.refuse_play(self, a) is None:
                    out.append(a)
        return out

    def _play_options(self, seat: int) -> list[Action]:
        rs, hand = self.ruleset, self.hands[seat]
        acts: list[Action] = []
        n = len(hand)
        min_left = self.min_left(seat)
        for m in find_melds(hand, self.rules):
            if n - len(m) < min_left:
                continue
            if rs.refuse_meld(self, seat, m) is None:
                for a in rs.play_variants(self, Action("meld", seat, m)):
                    if rs.refuse_play(self, a) is None:
                        acts.append(a)
        if n - 1 >= min_left and rs.may_add_now(self, seat):
            # where a meld must stay a meld, most cards fail that first: a yes/no, no reasons worded
            stay = rs.adds_stay_melds
            for meld in self.melds:
                ranks, suits = natural_ranks_suits(meld.cards)
                for c in hand:
                    if stay and not (may_join(c, ranks, suits) and can_add(meld.cards, (c,), self.rules)):
                        continue
                    if rs.refuse_add(self, seat, meld, (c,)) is None:
                        for a in rs.play_variants(self, Action("add", seat, (c,), meld.id)):
                            if rs.refuse_play(self, a) is None and self._add_statement_refusal(meld, a) is None:
                                acts.append(a)
        acts += rs.play_actions(self, seat)
        if n == 1 and not rs.may_go_out(self, seat):
            return acts
        seen = set()
        for c in hand:
            if c in seen:
                continue
            seen.add(c)
            for a in rs.play_variants(self, Action("discard", seat, (c,))):   # e.g. an announcement with it
                if self._discard_reason(a) is None:
                    acts.append(a)
        return acts

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
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.record.append(action)
        return self._do(action)

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
            return self._add(a.seat, a.cards, a.target, declared_jokers(a))
        if kind == "discard":
            return self._discard(a.seat, a.cards[0])
        return self.ruleset.apply_special(self, a)

    # --- the pieces of a turn
    def _new_turn(self, seat: int, in_order: bool) -> list[Event]:
        self.current = seat
        n = len(self.record)
        self.turn = TurnState(seat, in_order=in_order, laid_before=self.laid_any[seat], started_at=n, undo_from=n)
        self.turns += 1
        return self.ruleset.on_turn_start(self, seat)

    def begin_turn(self, seat: int) -> list[Event]:
        """Start ``seat``'s turn in order (after a discard, or the first turn)."""
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
        meld = TableMeld(self._next_meld_id, seat, list(ordered),
                         {"kind": rs.meld_kind(self, ordered, jokers), "laid_by": {c: seat for c in cards}},
                         space=seat if space is None else space, jokers=stands)
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
        meld.data["kind"] = rs.meld_kind(self, ordered, stands)
        meld.laid_by.update({c: seat for c in cards})
        self.laid_any[seat] = True

    def _lay_new(self, seat: int, cards: Sequence[Card], jokers: dict[Card, str] | None = None) -> list[Event]:
        meld = self.place(seat, cards, jokers=jokers)
        events = [Event("meld", seat, tuple(meld.cards), meld.id)]
        events += self.ruleset.after_lay(self, seat, meld)
        return events + self.check_out(seat)

    def _add(self, seat: int, cards: Sequence[Card], target: int | None,
             jokers: dict[Card, str] | None = None) -> list[Event]:
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

    _check_out = check_out

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
        self.window = self._open_window(seat, card)
        events += self.begin_turn(self.next_seat(seat))
        if self.window is not None and self.window.mode == "priority":
            events += self._resolve_priority()
        return events

    def _can_use(self, seat: int, kind: str, window: ClaimWindow) -> bool:
        """Could ``seat`` use the discard under ``window`` (its hand decides; never shown, C-5)?"""
        saved = self.current, self.window, self.discard_live
        self.current = self.next_seat(window.discarder)
        self.window, self.discard_live = ClaimWindow(window.card, window.discarder, window.mode, [seat]), True
        try:
            return bool(self._take_options(seat, kind)) or bool(self.ruleset.window_actions(self, seat))
        finally:
            self.current, self.window, self.discard_live = saved

    def _open_window(self, discarder: int, card: Card) -> ClaimWindow | None:
        mode = self.ruleset.claim_mode(self.options)
        if mode == "next_only" or (card.is_joker and not self.ruleset.may_take_joker(self.options)):
            return None
        nxt = self.next_seat(discarder)
        seats = self.seats_from(discarder)
        if mode == "priority" and self.setup.get("poll") == "all":
            return ClaimWindow(card, discarder, mode, seats)   # everyone answers: nothing shown (C-5)
        order = []
        for s in seats:
            if mode == "battle" and s == nxt:
                continue  # the seat in turn takes the discard in turn
            if self._can_use(s, "take_discard" if s == nxt else "claim", ClaimWindow(card, discarder, mode, [])):
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
                return self._take(w.pending[s])
            return []  # an earlier seat has not decided yet
        # everyone passed: the seat in turn draws; the discard is declined
        self.window = None
        self.discard_live = False
        events = [Event("claims_closed", None)]
        if not self.stock:
            events += self.stock_out()
        return events

    # ------------------------------------------------------------------ chance
    def shuffle(self, cards: list[Card], what: str) -> list[Card]:
        """Shuffle ``cards`` in place by the hand's generator and record the outcome (C-6).

        On a replay the recorded outcome is used instead, so a replay needs no
        random numbers (and Python's shuffle may change without changing it).
        """
        self.rng.shuffle(cards)
        return self.chance_outcome(cards, what)

    def chance_outcome(self, cards: list[Card], what: str) -> list[Card]:
        """Record the new order of ``cards`` after a random change (or put back the recorded one)."""
        at = len(self.record)
        if self._chance_queue:
            q_at, q_what, q_cards = self._chance_queue[0]
            if q_at == at and q_what == what:
                self._chance_queue.pop(0)
                from .cards import parse_cards
                recorded = parse_cards(q_cards)
                if sorted(recorded) != sorted(cards):
                    raise ValueError(f"the record's {what} holds other cards than the hand")
                cards[:] = recorded
        self.chance.append((at, what, cards_text(cards)))
        return cards

    # ------------------------------------------------------------------ ending
    def end(self, reason: str, winners: tuple[int, ...] | None, **info: Any) -> list[Event]:
        """End the hand; the ruleset settles it (winners ``None``: decided by points)."""
        self.window = None
        result = self.ruleset.settle(self, reason, winners, **info)
        self.result = result
        self.phase = "ended"
        return [Event("hand_end", None, data={"result": result})]

    # ------------------------------------------------------------------ taking back
    def undo_steps(self, seat: int) -> int:
        """How many of its own actions ``seat`` may take back now (0: none).

        Only the seat in turn, within its turn, back to its start or to the last
        draw of a hidden card (whichever is later); never past another seat's action.
        """
        if self.phase != "play" or seat != self.current or self.turn.seat != seat:
            return 0
        since = self.record[self.turn.undo_from:]
        if any(a.seat != seat for a in since):
            return 0
        return len(since)

    def undo(self, seat: int, steps: int = 1) -> None:
        """Take back ``seat``'s last ``steps`` actions of this turn (``ValueError`` if it may not)."""
        if steps < 1 or steps > self.undo_steps(seat):
            raise IllegalAction("nothing of this turn can be taken back" if not self.undo_steps(seat)
                                else f"only {self.undo_steps(seat)} move(s) can be taken back")
        from .deal import replay
        rec = self.to_record()
        rec["actions"] = rec["actions"][:len(self.record) - steps]
        back = replay(rec)
        self.__dict__.update(back.__dict__)

    def restore_turn(self, seat: int) -> None:
        """Restore the table: ``seat``'s rearrangements of this turn taken back, or the whole turn
        where the game names no ``rearranging_kinds`` (:mod:`.restore`)."""
        from .restore import restore_table
        restore_table(self, seat)

    # ------------------------------------------------------------------ views, records
    def view(self, seat: int) -> PlayerView:
        return make_view(self, seat)

    def snapshot(self) -> dict[str, Any]:
        """A canonical picture of the whole state, for replay and save checks (every field)."""
        t = self.turn
        return {
            "phase": self.phase, "current": self.current, "dealer": self.dealer,
            "hands": [cards_text(h) for h in self.hands], "stock": cards_text(self.stock),
            "discard": cards_text(self.discard), "out": cards_text(self.out_of_play),
            "melds": [(m.id, m.owner, m.space, cards_text(m.cards), m.kind,
                       sorted((str(c), s) for c, s in m.laid_by.items()),
                       sorted((str(j), v) for j, v in m.jokers.items()),
                       sorted((k, repr(v)) for k, v in m.data.items() if k not in ("kind", "laid_by")))
                      for m in self.melds],
            "next_meld_id": self._next_meld_id,
            "active": list(self.active), "has_turned": list(self.has_turned),
            "melded": list(self.melded_from_hand), "laid": list(self.laid_any),
            "turn": (t.seat, t.in_order, t.laid_before, t.started_at, t.undo_from, t.drew,
                     sorted((str(c), r) for c, r in t.taken.items()), str(t.taken_card), t.took_from,
                     list(t.new_melds), repr(sorted(t.data.items()))),
            "last_draw": self.last_draw, "last_discarder": self.last_discarder,
            "discard_live": self.discard_live, "reshuffles": self.reshuffles, "turns": self.turns,
            "window": None if self.window is None else (str(self.window.card), self.window.discarder,
                                                        self.window.mode, list(self.window.order),
                                                        sorted(self.window.passed),
                                                        sorted(map(str, self.window.pending.values()))),
            "extra": repr(_canonical(self.extra)),
            "record": [str(a) for a in self.record],
            "chance": list(self.chance),
            "context": (self.context.hand_number, sorted(self.context.out)),
            "result": None if self.result is None else self.result.summary(),
        }

    def position(self) -> str:
        """The whole state as one line of text; :func:`game.engine.from_position` reads it back."""
        from .position import to_position
        return to_position(self)

    def to_record(self) -> dict[str, Any]:
        """What a saved game stores: the setup, the dealt cards, the actions and chance (rule C-6)."""
        return {"setup": dict(self.setup), "actions": [str(a) for a in self.record],
                "chance": [list(c) for c in self.chance]}

    def check_invariants(self) -> None:
        """Raise ``AssertionError`` if cards were lost or duplicated (rule C-3)."""
        cards = self.all_cards()
        distinct = set(cards)
        if len(cards) != len(distinct) or distinct != self.setup_cards:
            raise AssertionError("card conservation broken")

    setup_cards: frozenset

    def trial(self) -> "HandState":
        """A copy to try a move on (a rule asking "what if"): like :meth:`copy`, but it leaves this
        state's generator untouched, so asking never changes the hand."""
        saved = self.rng.getstate()
        new = self.copy()
        self.rng.setstate(saved)
        return new

    def copy(self) -> "HandState":
        """A copy that shares no mutable part with this state (cards are immutable values)."""
        new = HandState.__new__(HandState)
        d = dict(self.__dict__)
        d["hands"] = [list(h) for h in self.hands]
        d["stock"] = list(self.stock)
        d["discard"] = list(self.discard)
        d["out_of_play"] = list(self.out_of_play)
        d["melds"] = [m.copy() for m in self.melds]
        if self.window is not None:
            d["window"] = self.window.copy()
        for k in ("active", "has_turned", "melded_from_hand", "laid_any", "record", "chance", "_chance_queue"):
            d[k] = list(getattr(self, k))
        d["turn"] = self.turn.copy()
        d["extra"] = _copy_data(self.extra)
        d["rng"] = random.Random(self.rng.getrandbits(64))
        d["_legal_cache"] = {}
        d["setup"] = dict(self.setup)
        new.__dict__.update(d)
        return new


def _may_meld_with(card: Card, hand: Sequence[Card], need: int) -> bool:
    """Whether ``hand`` holds ``need`` cards that could make a meld with ``card`` at all: of its rank
    (a set), or of its suit within ``need`` places (a run, the ace's ends joined), counting jokers in
    either.  A run holding the card holds ``need`` others that near it, so a "no" is sure; most
    discards get it, and ``find_melds`` is not asked."""
    rank, suit = card.rank, card.suit
    jokers = same = near = 0
    for c in hand:
        if c.is_joker:
            jokers += 1
        elif c.rank == rank:
            same += 1
        elif c.suit == suit:
            d = abs(c.rank - rank)
            if min(d, 13 - d) <= need:
                near += 1
    return same + jokers >= need or near + jokers >= need


def declared_jokers(action: Action) -> dict[Card, str]:
    """The jokers an action states (``joker=7S`` or ``joker=7S,8S``: its jokers in card order; an
    empty place, ``joker=,7S``, states nothing for that joker: one in a set of jokers)."""
    text = action.get("joker")
    if not text:
        return {}
    jokers = sorted(c for c in action.cards if c.is_joker)
    faces = text.split(",")
    return {j: f.upper() for j, f in zip(jokers, faces) if f}


def _copy_data(data: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in data.items():
        if isinstance(v, dict):
            out[k] = _copy_data(v)
        elif isinstance(v, (list, set)):
            out[k] = type(v)(v)
        else:
            out[k] = v
    return out


def _canonical(x: Any) -> Any:
    if isinstance(x, dict):
        return sorted((str(k), _canonical(v)) for k, v in x.items())
    if isinstance(x, (list, tuple)):
        return [_canonical(v) for v in x]
    if isinstance(x, set):
        return sorted(map(str, x))
    return str(x)


_SHARED_CHECKS = {
    "draw_stock": HandState._check_draw,
    "take_discard": HandState._check_take,
    "claim": HandState._check_claim,
    "meld": HandState._check_meld,
    "add": HandState._check_add,
    "discard": HandState._check_discard,
    "pass": HandState._check_pass,
}

