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
from types import MappingProxyType
from typing import Any, Mapping, Sequence

from .actions import Action
from .cards import Card
from .context import MatchContext
from .result import Result
from .ruleset import Ruleset
from .game_data import GameData
from .state_chance import ChanceMixin
from .state_checks import ChecksMixin
from .state_claims import ClaimsMixin
from .state_flow import FlowMixin
from .state_moves import MovesMixin
from .state_fields import copy_fields, take_fields
from .state_parts import TURN_PHASES, ClaimWindow, TableMeld, TurnState, declared_jokers
from .state_parts import _canonical, _may_meld_with  # noqa: F401  (their old import path)
from .state_records import RecordsMixin
from .state_undo import UndoMixin

__all__ = ["TURN_PHASES", "ClaimWindow", "HandState", "TableMeld", "TurnState", "declared_jokers"]


class HandState(ChecksMixin, MovesMixin, FlowMixin, ClaimsMixin, ChanceMixin, UndoMixin, RecordsMixin):
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
        self.turn = self.new_turn(dealer)
        self.last_draw = False
        self.last_discarder: int | None = None
        self.reshuffles = 0
        self.record: list[Action] = []
        #: chance outcomes: (record length when it happened, what, the cards in their new order)
        self.chance: list[tuple[int, str, str]] = []
        self._chance_queue: list[tuple[int, str, str]] = []
        self.result: Result | None = None
        #: the game's own facts of the hand (its ``Ruleset.HandData``)
        self.data: GameData = ruleset.HandData()
        self.turns = 0
        self._legal_cache: dict[tuple[int, int], tuple[tuple, list[Action]]] = {}
        #: what the hand knows of its match (set by the deal; read-only)
        self.context: MatchContext = MatchContext()
        #: every card of the hand (C-3), and what the deal's own setup said (set by the deal)
        self.setup_cards: frozenset[Card] = frozenset()
        self.setup_events: list[Any] = []
        # (every field is declared once, in :mod:`.state_fields`, which copies, snapshots and views go by)

    def new_turn(self, seat: int, **facts: Any) -> TurnState:
        """A fresh turn for ``seat`` with the game's own turn data (``facts``: the turn's other fields)."""
        return TurnState(seat, **facts, data=self.ruleset.TurnData())

    @property
    def extra(self) -> Mapping[str, Any]:
        """The game's own facts of the hand as the older code read them (a read-only mapping of
        the set fields of :attr:`data`, as plain values)."""
        return MappingProxyType(self.data.as_dict())

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
        return self.data.get("side_payments", {})

    @side_payments.setter
    def side_payments(self, value: dict[int, Any]) -> None:
        self.data["side_payments"] = dict(value)

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

    # ------------------------------------------------------------------ for the modules that build or replay a hand
    @property
    def next_meld_id(self) -> int:
        """The number the next new play on the table gets."""
        return self._next_meld_id

    def take_meld_id(self) -> int:
        """A number for a new play on the table, each given once."""
        n = self._next_meld_id
        self._next_meld_id = n + 1
        return n

    def number_melds_from(self, first: int) -> None:
        """Number new plays from ``first`` on (a hand rebuilt from a position or from a view)."""
        self._next_meld_id = first

    def play_chance(self, chance: Sequence[tuple[int, str, str]], after: int = 0) -> None:
        """Later shuffles take these recorded outcomes (those after the first ``after`` actions)
        instead of the generator; ``play_chance(())`` gives the shuffles back to the generator."""
        self._chance_queue = [c for c in chance if c[0] > after]

    def trial(self) -> "HandState":
        """A copy to try a move on (a rule asking "what if"): like :meth:`copy`, but it leaves this
        state's generator untouched, so asking never changes the hand."""
        saved = self.rng.getstate()
        new = self.copy()
        self.rng.setstate(saved)
        return new

    def sketch(self) -> "HandState":
        """A copy to ask a question on that lays nothing (a rule's "could this seat open if it took
        the discard?"): its hands, piles, flags, turn and window are its own, but the plays on the
        table, the record and the game's data of the hand are this state's, so it must not lay
        cards or apply actions; a question that does takes a :meth:`trial` of it.  It costs a
        fraction of a copy, the plays on the table being most of one, and leaves this state's
        generator untouched."""
        new = HandState.__new__(HandState)
        d = self.__dict__.copy()
        d["hands"] = [list(h) for h in self.hands]
        d["stock"], d["discard"] = list(self.stock), list(self.discard)
        for name in ("active", "has_turned", "melded_from_hand", "laid_any"):
            d[name] = list(d[name])
        d["turn"] = self.turn.copy()
        d["window"] = None if self.window is None else self.window.copy()
        d["rng"] = random.Random(len(self.record))
        d["_legal_cache"] = {}
        new.__dict__.update(d)
        return new

    def copy(self) -> "HandState":
        """A copy that shares no mutable part with this state (cards are immutable values): each
        field as :mod:`.state_fields` declares."""
        new = HandState.__new__(HandState)
        copy_fields(self, new)
        return new

    def become(self, other: "HandState") -> None:
        """Take every field of ``other`` (a hand rebuilt without some moves: an undo, a restore)."""
        take_fields(other, self)
