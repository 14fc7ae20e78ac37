"""The moves of a hand that cost a player the most, by the Expert's estimate.

For each decision of the player's seat in a reviewed hand, the Expert searches the position as
that seat saw it (its view only, never the hidden hands), with the played move among its
candidates.  The cost of a move is the best candidate's mean result minus the played move's, in
the game's unit (stakes in Hoola, points in Seven Bridge), over the same sampled deals.  The
largest costs are the moves to look at, each with the better move and the coach's sentence.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import Action
from game.engine.review import Review

from .coach import explain
from .expert import ExpertBot

REVIEW_ROUNDS = 16


@dataclass(frozen=True)
class Mistake:
    """Move ``index`` of the record (0-based): ``played`` cost ``cost`` against ``better``."""

    index: int
    played: Action
    better: Action
    cost: float
    reason: str


def move_cost(review: Review, index: int, seat: int, *, rounds: int = REVIEW_ROUNDS, seed: int = 0) -> Mistake | None:
    """Move ``index`` weighed against the Expert's choice, if it is ``seat``'s and cost 0.05 or more."""
    played = review.actions[index]
    if played.seat != seat:
        return None
    state = review.state(index)
    legal = state.legal_actions(seat)
    if len(legal) < 2 or played not in legal:
        return None
    view = state.view(seat)
    means = ExpertBot(seed + index, rounds=rounds).weigh(view, legal, (played,))
    if str(played) not in means:
        return None
    best_text = max(means, key=means.get)
    cost = means[best_text] - means[str(played)]
    if cost < 0.05:
        return None
    better = next(a for a in legal if str(a) == best_text)
    hint = explain(view, better, random.Random(seed + index))
    return Mistake(index, played, better, cost, hint.reason)


def costly_moves(review: Review, seat: int, *, rounds: int = REVIEW_ROUNDS, top: int = 3,
                 seed: int = 0) -> list[Mistake]:
    """The player's ``top`` costliest moves in the hand (largest cost first; none below 0.05)."""
    found = [m for i in range(len(review.actions))
             if (m := move_cost(review, i, seat, rounds=rounds, seed=seed)) is not None]
    found.sort(key=lambda m: -m.cost)
    return found[:top]
