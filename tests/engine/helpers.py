"""Shared helpers for the rule tests: stated positions, picking listed actions, playing text actions.

Positions are always stated (rule C-2): ``hand("...", "...", stock="...", discard="...", dealer=D)``
deals the hands to seats 0, 1, ... in order; the stock lists the next card drawn first and the
discard pile has its top card last.  In Hoola the dealer plays first and seat ``s`` is followed by
``s + 1``.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Iterable

from game.engine import Action, Card, IllegalAction, make_deck, new_hand, parse_cards

__all__ = ["play_randomly", "hand", "find", "play", "refused", "texts", "kinds", "pays", "cards", "card", "Fraction",
           "meld_round"]


def hand(*hands: str, stock: str, discard: str | None = None, dealer: int = 0,
         options: dict[str, Any] | None = None):
    """A Battle Hoola hand from a stated position: one hand text per seat, in seat order."""
    return new_hand("hoola", players=len(hands), hands=list(hands), stock=stock, discard=discard,
                    dealer=dealer, options=options)


def cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    return tuple(sorted(parse_cards(text)))


def card(text: str) -> Card:
    return Card.parse(text)


def texts(state, seat: int) -> list[str]:
    """The legal actions of ``seat`` as text."""
    return [str(a) for a in state.legal_actions(seat)]


def kinds(state, seat: int) -> set[str]:
    return {a.kind for a in state.legal_actions(seat)}


def find(state, seat: int, kind: str, cards_text: str | None = None, target: int | None = None) -> Action:
    """The one listed action of ``seat`` of this kind (with exactly these cards / target, if given)."""
    want = None if cards_text is None else cards(cards_text)
    found = [a for a in state.legal_actions(seat)
             if a.kind == kind and (want is None or a.cards == want)
             and (target is None or a.target == target)]
    assert len(found) == 1, (f"expected one listed '{seat} {kind} {cards_text or ''}', found "
                             f"{[str(a) for a in found]}; listed: {texts(state, seat)}")
    return found[0]


def play(state, *actions: str | Action) -> list:
    """Apply text actions (``"0 draw_stock"``, ``"1 discard 5H"``...) in order; return all events.

    Card conservation (C-3) is checked after every action.
    """
    events = []
    for a in actions:
        events += state.apply(Action.parse(a) if isinstance(a, str) else a)
        state.check_invariants()
    return events


def refused(state, action: str | Action) -> str:
    """Assert the action is refused with a reason and leaves the state unchanged; return the reason."""
    before = state.snapshot()
    try:
        state.apply(Action.parse(action) if isinstance(action, str) else action)
    except IllegalAction as e:
        reason = str(e)
    else:
        raise AssertionError(f"{action} was accepted")
    assert state.snapshot() == before, "a refused action changed the state"
    assert reason and reason.strip(), "a refusal needs a reason"
    return reason


def pays(state) -> dict[int, Fraction]:
    """The hand's payments, checked to be exact Fractions that sum to zero."""
    r = state.result
    assert r is not None, "the hand is not over"
    assert all(isinstance(p, Fraction) for p in r.payments.values())
    assert sum(r.payments.values()) == 0
    return dict(r.payments)


def meld_round(*seats: str, dealer: int = 0, melders: Iterable[int] | None = None, extra: int = 2,
               options: dict[str, Any] | None = None):
    """One round of play from a stated position, then the hand as it stands.

    Each seat is given as ``"meld | rest"`` (seven cards in all; the meld part may be empty).
    From the dealer on, each seat draws one card, melds its meld part (if it is a melder and has
    one) and discards the card it drew.  The stock is those draws (unused cards, no sevens) plus
    ``extra`` more cards; with ``extra=0`` the last discard ends the play (end of stock).
    """
    parts = [[p.strip() for p in spec.split("|")] for spec in seats]
    assert all(len(p) == 2 for p in parts), "write each seat as 'meld | rest'"
    hands = [f"{m} {r}".strip() for m, r in parts]
    used = {c for h in hands for c in parse_cards(h)}
    spare = [c for c in make_deck() if c not in used and c.rank != 7]
    n = len(seats)
    stock, pile = spare[:n + extra], spare[n + extra]
    s = hand(*hands, stock=" ".join(map(str, stock)), discard=str(pile), dealer=dealer, options=options)
    melders = range(n) if melders is None else list(melders)
    for k in range(n):
        seat = (dealer + k) % n
        drawn = play(s, f"{seat} draw_stock")[0].cards[0]
        if seat in melders and parts[seat][0]:
            play(s, f"{seat} meld {parts[seat][0]}")
        play(s, Action("discard", seat, (drawn,)))
    return s


def play_randomly(state, rng, steps: int = 8000) -> None:
    """Play ``state`` to its end with random listed actions, each checked first and every invariant
    checked after it (the cards never change in number)."""
    n = len(state.all_cards())
    for _ in range(steps):
        if state.over:
            return
        acts = [a for s in range(state.players) for a in state.legal_actions(s)]
        assert acts, "a live hand with nothing to do"
        a = rng.choice(acts)
        assert state.check(a) is None, (a, state.check(a))
        state.apply(a)
        state.check_invariants()
        assert len(state.all_cards()) == n

