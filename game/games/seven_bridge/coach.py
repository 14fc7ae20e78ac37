"""Seven Bridge's hints where the shared sentences miss what matters (S-3, S-6).

The newcomer of 27 Nov (docs/playthroughs/2026-11-27-seven-bridge-newcomer.md) went out twice on a
hint that read "Discard A♥: leaves 0 points in your hand; nobody is likely to use it", and was told
"Draw from the stock: you hold 62 points" on a first turn when the K♠ on the pile made a set with the
two kings in hand.  So the coach says when a move goes out, or sets up going out, and why a discard
that would make a meld cannot be taken; every other move keeps the shared words (``None``).
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from game.engine import Action, PlayerView
from game.engine.cards import Card
from game.engine.melds import classify

#: What going out earns, said after the move (S-7).
SCORES = "you score the points left in the other hands"


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.pretty for c in cards)


def _makes_meld(view: PlayerView, card: Card) -> bool:
    """Would ``card`` make a new meld with two or more cards of the hand (a Chî or a Pon, S-3)?"""
    hand = list(view.hand)
    for i, a in enumerate(hand):
        for b in hand[i + 1:]:
            if classify([a, b, card], view.rules) is not None:
                return True
    return False


def explain(view: PlayerView, action: Action, rng: random.Random, now: int) -> tuple[str, dict[str, Any]] | None:
    """The coach's sentence for going out, a play that leaves only the card to go out with, and a first
    turn's draw while the pile's card would make a meld; ``None`` for anything else."""
    kind = action.kind
    hand = list(view.hand)
    if kind == "discard" and len(hand) == 1:
        return f"Discard {action.cards[0].pretty} to go out: {SCORES}", {"points_left": 0, "points_now": now}
    if kind in ("meld", "add"):
        left = [c for c in hand if c not in action.cards]
        what = (f"Lay off {_cards(action.cards)} on a meld on the table" if kind == "add"
                else f"Lay {_cards(action.cards)}")
        if not left and getattr(view.options, "no_discard_out", False):
            return f"{what} to go out: {SCORES}", {"points_left": 0, "points_now": now}
        if len(left) == 1 and left[0] != view.current_taken_card:
            return f"{what}, then discard {left[0].pretty} to go out", {"points_left": 0, "points_now": now}
        if kind == "add":              # "lay off", as the rules, the log and the button say (S-5)
            from ai.coach import panel_points
            owner = next((m.owner for m in view.melds if m.id == action.target), None)
            onto = ("your meld" if owner == view.seat else f"seat {owner}'s meld" if owner is not None
                    else "a meld on the table")
            points = panel_points(view, action)
            said = "1 point" if points == 1 else f"{points} points"
            return (f"Lay off {_cards(action.cards)} on {onto}: leaves {said} in your hand",
                    {"points_left": points, "points_now": now})
        return None
    card = view.top_discard
    if (kind == "draw_stock" and card is not None and not view.has_turned[view.seat]
            and _makes_meld(view, card)):
        return (f"Draw from the stock: you hold {now} points; no discard may be taken on your first turn",
                {"points_now": now})
    return None
