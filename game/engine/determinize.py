"""Determinization: whole hands consistent with what one seat may see.

A bot that searches (the Expert, :mod:`ai.expert`) cannot look at the real
state; it guesses one.  :func:`sample_state` builds a full
:class:`~game.engine.state.HandState` from a :class:`~game.engine.view.PlayerView`
alone: the seat's own hand, the table (melds with their owners, kinds and who
laid each card), the discard pile, the public flags of the turn flow and an
open claim window are copied; the cards the seat has not seen (the ruleset's
deck minus its hand, the discard pile and the melds) are dealt at random into
the other seats' hands (as many as each holds) and the stock (as many as it
holds), the rest out of play.

Only hard facts constrain the guess.  The one kept is a priority-window call
still pending: the caller must hold the cards of its call, so such a seat is
dealt a random meld of unseen cards that makes the call.  Softer inferences
(a seat that passed a discard probably could not use it, a seat that slapped
slowly...) are ignored.

The sampled state satisfies :meth:`HandState.check_invariants` and lists the
same legal actions for the viewing seat as the view does.  :func:`clone_state`
copies a state cheaply for play-outs (no deepcopy).
"""
from __future__ import annotations

import random
from typing import Any

from .actions import Action
from .cards import Card, make_deck
from .melds import classify, find_melds
from .options import options_dict
from .ruleset import get_ruleset
from .state import ClaimWindow, HandState
from .state_fields import take_public
from .state_parts import meld_from_view
from .view import PlayerView

__all__ = ["sample_state", "unseen_cards", "clone_state", "deck_of"]


def deck_of(view: PlayerView) -> list[Card]:
    """Every card of the view's game with its options (packs and jokers)."""
    packs, jokers = get_ruleset(view.game).deck(view.options)
    return make_deck(packs, jokers)


def unseen_cards(view: PlayerView) -> list[Card]:
    """Cards the seat has not seen: in other hands, the stock or out of play (deck order)."""
    seen = set(view.hand) | set(view.discard)
    for m in view.melds:
        seen.update(m.cards)
    return [c for c in deck_of(view) if c not in seen]


def _own_pending(view: PlayerView) -> Action | None:
    """The seat's own call still pending in a priority window (its history shows it whole)."""
    if view.seat not in view.claim_pending:
        return None
    for a in reversed(view.history):
        if a.seat == view.seat and a.kind in ("claim", "take_discard"):
            return a
        if a.kind == "discard":
            break
    return None


def sample_state(view: PlayerView, rng: random.Random) -> HandState:
    """A whole hand consistent with ``view``: hidden cards dealt at random by ``rng``.

    Raises ``ValueError`` for a view of an ended hand (there is nothing to guess).
    """
    if view.phase == "ended":
        raise ValueError("the hand is over: nothing to sample")
    rs = get_ruleset(view.game)
    opts = view.options
    players = view.players
    deck = deck_of(view)
    unseen = unseen_cards(view)
    rng.shuffle(unseen)

    hands: list[list[Card]] = [[] for _ in range(players)]
    hands[view.seat] = list(view.hand)
    setup: dict[str, Any] = {"game": rs.name, "players": players, "seed": None,
                             "options": options_dict(opts), "dealer": view.dealer, "sampled": True}
    if view.poll_all:
        setup["poll"] = "all"
    state = HandState(rs, opts, players, view.dealer, hands, [], list(view.discard), [],
                      random.Random(rng.getrandbits(64)), setup)
    state.setup_cards = frozenset(deck)
    _copy_public(state, view)

    # a pending priority call (hard fact): the caller holds the cards it called with
    pending: dict[int, Action] = {}
    if view.claim_card is not None and view.claim_mode == "priority":
        own = _own_pending(view)
        if own is not None:
            pending[view.seat] = own
        others = [s for s in view.claim_pending if s != view.seat]
        if others:
            pending.update(_deal_calls(state, view, others, unseen, rng))

    # the rest of the hidden cards: other hands, then the stock, the rest out of play
    pos = 0
    for s in range(players):
        if s == view.seat:
            continue
        need = view.hand_counts[s] - len(hands[s])
        if need < 0 or pos + need > len(unseen):
            raise ValueError(f"view is inconsistent: seat {s} holds {view.hand_counts[s]} cards")
        hands[s].extend(unseen[pos:pos + need])
        pos += need
    if pos + view.stock_count > len(unseen):
        raise ValueError("view is inconsistent: too few unseen cards for the stock")
    state.stock = unseen[pos:pos + view.stock_count]
    state.out_of_play = unseen[pos + view.stock_count:]

    if view.claim_card is not None:
        state.window = _window(state, view, pending)
    return state


def _copy_public(state: HandState, view: PlayerView) -> None:
    """Everything public: melds, flags, whose turn, the record, the game's own public facts."""
    for mv in view.melds:
        state.melds.append(meld_from_view(mv, state.ruleset.MeldData))   # by the play's one list of fields
    ids = [m.id + 1 for m in state.melds]
    state.number_melds_from(max([view.next_meld_id] + ids))
    take_public(state, view)      # phase, whose turn, the public flags: the hand's one list of fields
    n = len(view.history)
    laid_before = list(view.laid_before_turn) or list(view.laid_any)
    state.turn = state.new_turn(view.current, in_order=view.turn_in_order, laid_before=laid_before[view.current],
                                started_at=n, undo_from=n, drew=view.phase == "play", taken=dict(view.taken),
                                taken_card=view.current_taken_card, took_from=view.took_from)
    state.record = list(view.history)
    state.ruleset.restore(state, dict(view.facts))


def _deal_calls(state: HandState, view: PlayerView, seats: list[int], unseen: list[Card],
                rng: random.Random) -> dict[int, Action]:
    """Give each other seat with a pending call a random meld of unseen cards that makes it.

    The chosen cards are moved from ``unseen`` into that seat's hand.
    """
    rs, card = state.ruleset, view.claim_card
    assert card is not None
    for _ in range(64):
        pool = list(unseen)
        chosen: dict[int, Action] = {}
        for s in seats:
            kind = "take_discard" if s == view.current else "claim"
            kinds = rs.take_kinds(view.options) if kind == "take_discard" else rs.claim_kinds(view.options)
            state.hands[s] = []
            min_left = state.min_left(s)
            n = view.hand_counts[s]
            options = [m for m in find_melds(pool + [card], state.rules, min_size=rs.take_min_size,
                                             must_include=card)
                       if classify(m, state.rules) in kinds and n + 1 - len(m) >= min_left]
            if not options:
                break
            meld = options[rng.randrange(len(options))]
            mine = [c for c in meld if c != card]
            for c in mine:
                pool.remove(c)
            chosen[s] = Action(kind, s, meld)
            state.hands[s] = mine
        else:
            unseen[:] = pool
            rng.shuffle(unseen)
            return chosen
        rng.shuffle(seats)
    raise ValueError("no deal of the unseen cards makes the pending calls")


def _window(state: HandState, view: PlayerView, pending: dict[int, Action]) -> ClaimWindow:
    card, discarder = view.claim_card, view.claim_from
    assert card is not None and discarder is not None
    if view.claim_mode == "priority":
        return ClaimWindow(card, discarder, "priority", list(view.claim_order),
                           set(view.claim_passed), dict(pending))
    # battle: who may slap is not shown; it follows from the sampled hands, as the engine would find it
    saved_live = state.discard_live
    w = state.open_window(discarder, card)
    state.window, state.discard_live = None, saved_live
    if w is None or w.mode != (view.claim_mode or "battle"):
        w = ClaimWindow(card, discarder, view.claim_mode or "battle", [])
    own = view.seat
    # a claim, or a game's own call naming the discard (Hoola's blast with it), out of turn
    eligible = any(a.kind == "claim" or (own != view.current and a.kind != "pass" and a.cards)
                   for a in view.legal)
    if eligible and own not in w.order:
        w.order = sorted(w.order + [own], key=lambda s: (s - discarder) % view.players)
    if not eligible and own in w.order and own != view.current:
        w.order.remove(own)
    return w


# --------------------------------------------------------------------------- copies

def clone_state(state: HandState) -> HandState:
    """A copy of ``state`` that shares no mutable part with it (cards are immutable values)."""
    return state.copy()
