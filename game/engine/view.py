"""What one seat may see (rule C-5): its own hand and the public table, nothing else.

A view holds plain values only (card tuples, ints, strings): no reference
to the state, the stock order or another seat's hand, so a bot or a screen
given a view cannot reach hidden cards however it digs.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import Card
from .melds import MeldRules
from .result import Result
from .state_fields import public_values
from .state_parts import write_view

if TYPE_CHECKING:
    from .state import HandState


@dataclass(frozen=True)
class MeldView:
    id: int
    owner: int
    cards: tuple[Card, ...]
    kind: str | None
    #: who laid each card (public: everyone saw it laid), as (card, seat) pairs
    laid_by: tuple[tuple[Card, int], ...] = ()
    #: the game's own public notes on the meld (``Ruleset.MeldData``: Glenn's run ``direction``), as
    #: (key, value) pairs of the set notes in declared order
    notes: tuple[tuple[str, Any], ...] = ()
    #: the seat whose space the play lies in (House Rummy); the owner's otherwise
    space: int | None = None
    #: what each joker stands for, as (joker, card face or rank) pairs
    jokers: tuple[tuple[Card, str], ...] = ()


_meld_view = write_view(MeldView)


@dataclass(frozen=True)
class PlayerView:
    """One seat's view of a hand.  ``history`` is the public action record."""

    game: str
    seat: int
    players: int
    phase: str
    current: int
    dealer: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    melds: tuple[MeldView, ...]
    discard: tuple[Card, ...]
    stock_count: int
    active: tuple[bool, ...]
    has_turned: tuple[bool, ...]
    melded: tuple[bool, ...]
    laid_any: tuple[bool, ...]
    claim_card: Card | None
    claim_from: int | None
    legal: tuple[Action, ...]
    history: tuple[Action, ...]
    rules: MeldRules
    options: Any
    taken_card: Card | None
    result: Result | None
    # --- public facts of the turn flow (defaults: a view built without them).  Everything
    # here was seen by the whole table; a determinizing bot (:mod:`.determinize`) rebuilds a
    # whole state from them with only the hidden cards guessed.
    laid_before_turn: tuple[bool, ...] = ()
    turn_in_order: bool = True
    #: the card the seat in turn took from the discard pile this turn (taken in view of all)
    current_taken_card: Card | None = None
    took_from: int | None = None
    last_draw: bool = False
    last_discarder: int | None = None
    discard_live: bool = False
    turns: int = 0
    next_meld_id: int = 0
    #: the open claim window's mode (``battle``/``priority``), or None
    claim_mode: str | None = None
    #: a priority window: the seats it waits for, in order (shown at the table); () in battle mode
    claim_order: tuple[int, ...] = ()
    #: seats that passed / called the discard in the open priority window
    claim_passed: tuple[int, ...] = ()
    claim_pending: tuple[int, ...] = ()
    #: drop-out compensation already settled (six or seven players), as (seat, amount) pairs
    side_payments: tuple[tuple[int, Any], ...] = ()
    #: a round of the game's own before play, as its public fact ``Ruleset.round_fact`` says it, or None
    #: (Hoola's drop-out round, six or seven players: need, dropped, chose, forced, asking).  The name
    #: stays: it is part of every view's text, which recorded hands hash.
    dropout: tuple | None = None
    #: the game's own public facts (``Ruleset.observe``), as sorted (name, value) pairs
    facts: tuple[tuple[str, Any], ...] = ()
    #: cards the seat in turn took this turn and their restriction (taken, hot, warm, cold)
    taken: tuple[tuple[Card, str], ...] = ()
    #: how often the stock was made anew from the discard pile this hand
    reshuffles: int = 0
    #: priority windows ask every seat but the discarder (False only for hands recorded before that)
    poll_all: bool = True

    def fact(self, name: str, default: Any = None) -> Any:
        """One of the game's public facts (``default`` if the game has none of that name)."""
        for k, v in self.facts:
            if k == name:
                return v
        return default

    @property
    def top_discard(self) -> Card | None:
        return self.discard[-1] if self.discard else None


def _open_discard(state: "HandState") -> tuple[Any, Any, Any]:
    """(card, discarder, mode) of a discard others may still claim, as the whole table sees it.

    In battle mode whether some seat *can* claim depends on hidden hands, so every live
    discard is shown as open until the seat in turn acts; the window the engine keeps
    (only when someone can claim) is not revealed.  A priority window asks its seats
    aloud, so it is shown as it is.
    """
    w = state.window
    if w is not None and w.mode == "priority":
        return w.card, w.discarder, w.mode
    if (state.phase == "start" and state.discard_live and state.last_discarder is not None
            and state.ruleset.claim_mode(state.options) == "battle" and state.discard):
        top = state.discard[-1]
        return top, state.last_discarder, "battle"
    return None, None, None


def make_view(state: "HandState", seat: int) -> PlayerView:
    w = state.window
    facts = state.ruleset.observe(state, seat)
    card, discarder, mode = _open_discard(state)
    result = state.result
    return PlayerView(
        game=state.game, seat=seat, players=state.players, dealer=state.dealer,
        **public_values(state),   # the public flags, as the hand's one list of fields declares
        hand=tuple(state.hands[seat]) if 0 <= seat < state.players else (),
        hand_counts=tuple(len(h) for h in state.hands),
        melds=tuple(map(_meld_view, state.melds)),       # as the play's one list of fields declares
        discard=tuple(state.discard), stock_count=len(state.stock),
        claim_card=card, claim_from=discarder,
        legal=tuple(state.legal_actions(seat)),
        history=tuple(a if a.seat == seat or a.kind not in _NAMES_HAND_CARDS else _public(a, state, seat)
                      for a in state.record),
        rules=state.rules, options=state.options,
        taken_card=state.taken_card if state.current == seat else None,
        result=result,
        laid_before_turn=tuple(state.laid_before_turn), turn_in_order=state.turn_in_order,
        current_taken_card=state.taken_card, took_from=state.took_from,
        next_meld_id=state.next_meld_id,
        claim_mode=mode,
        claim_order=tuple(w.order) if w is not None and w.mode == "priority" else (),
        claim_passed=tuple(sorted(w.passed)) if w is not None else (),
        claim_pending=tuple(sorted(w.pending)) if w is not None else (),
        side_payments=tuple(sorted(facts.get("side_payments", {}).items())),
        dropout=facts.get(state.ruleset.round_fact) if state.ruleset.round_fact else None,
        facts=tuple(sorted(facts.items())),
        taken=tuple(state.turn.taken.items()),
        poll_all=state.setup.get("poll") == "all",
    )


#: kinds whose cards may still lie hidden in the hand of the seat that named them
_NAMES_HAND_CARDS = frozenset({"claim", "take_discard"})


def _public(a: Action, state: "HandState", seat: int) -> Action:
    """The action as ``seat`` may see it in the record.

    Draws name no card and a drop-out carries none.  A claim or take that did not
    win (priority claims: an earlier seat took the card) laid nothing: the cards it
    named from the claimer's hand are still there, hidden, so they are left out.
    """
    if a.kind in ("claim", "take_discard") and a.seat != seat:
        hidden = set(state.hands[a.seat])
        if any(c in hidden for c in a.cards):
            return Action(a.kind, a.seat, tuple(c for c in a.cards if c not in hidden), a.target)
    return a
