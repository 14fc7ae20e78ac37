"""The moves of a hand that cost a player the most, by the Expert's estimate.

For each decision of the player's seat in a reviewed hand, the Expert searches the position as
that seat saw it (its view only, never the hidden hands), with the played move among its
candidates.  The cost of a move is the best candidate's mean result minus the played move's, in
the game's unit (stakes in Hoola, points in Seven Bridge), over the same sampled deals.  The
largest costs are the moves to look at, each with the better move and why, in the terms that
decided it (:mod:`ai.advice`: the mean difference, then only facts that point the same way).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import Action
from game.engine.review import Review

from .advice import Reason, why_better
from .expert import ExpertBot, clearly_better

REVIEW_ROUNDS = 16


@dataclass(frozen=True)
class Mistake:
    """Move ``index`` of the record (0-based): ``played`` cost ``cost`` (the mean of the Expert's
    play-outs, in the game's unit) against ``better``; ``why`` the facts behind it, ``reason`` them in
    English."""

    index: int
    played: Action
    better: Action
    cost: float
    reason: str
    why: tuple[Reason, ...] = field(default_factory=tuple)


def move_cost(review: Review, index: int, seat: int, *, rounds: int = REVIEW_ROUNDS, seed: int = 0) -> Mistake | None:
    """Move ``index`` weighed against the Expert's choice, if it is ``seat``'s and cost 0.05 or more."""
    weighing = start_move_cost(review, index, seat, rounds=rounds, seed=seed)
    while not weighing.done:
        weighing.step(None)
    return weighing.result()


class MoveWeighing:
    """:func:`move_cost` in the making, stepped a slice at a time (a screen weighs a hand's moves
    while it is open without stalling); :meth:`result` is the same however it was sliced."""

    def __init__(self, review: Review, index: int, seat: int, rounds: int, seed: int) -> None:
        self.index, self.seed = index, seed
        self.search = None
        self.played = review.actions[index]
        if self.played.seat != seat:
            return
        state = review.state(index)
        self.legal = state.legal_actions(seat)
        if len(self.legal) < 2 or self.played not in self.legal:
            return
        self.view = state.view(seat)
        self.bot = ExpertBot(seed + index, rounds=rounds)
        self.search = self.bot.start_weigh(self.view, self.legal, (self.played,))

    @property
    def done(self) -> bool:
        return self.search is None or self.search.done

    def step(self, seconds: float | None = None) -> None:
        if self.search is not None:
            self.search.step(seconds)

    def _beyond_noise(self, best: str, played: str) -> bool:
        search = self.search
        values, cands = getattr(search, "values", None), getattr(search, "cands", None)
        if not values or not cands:
            return True
        texts = [str(a) for a in cands]
        rounds = search.rounds
        # (a newcomer who followed the hint saw the review call the move a mistake: Seven Bridge, 27 Nov,
        # F7; the two searches sample apart, and between near-equal moves the difference was noise)
        return clearly_better(values[texts.index(best)][:rounds], values[texts.index(played)][:rounds],
                              self.bot.z)

    def result(self) -> Mistake | None:
        """The costly move, once :attr:`done` (None: not the seat's, nothing to weigh, or cheap)."""
        if self.search is None:
            return None
        means = self.bot.means()
        played = self.played
        if str(played) not in means:
            return None
        best_text = max(means, key=means.get)
        cost = means[best_text] - means[str(played)]
        if cost < 0.05 or not self._beyond_noise(best_text, str(played)):
            return None
        better = next(a for a in self.legal if str(a) == best_text)
        why = why_better(self.view, played, better, seed=self.seed + self.index)
        return Mistake(self.index, played, better, cost, "; ".join(r.english() for r in why), why)


def start_move_cost(review: Review, index: int, seat: int, *, rounds: int = REVIEW_ROUNDS,
                    seed: int = 0) -> MoveWeighing:
    """Begin weighing move ``index`` (see :func:`move_cost`) for a caller that steps it."""
    return MoveWeighing(review, index, seat, rounds, seed)


def costly_moves(review: Review, seat: int, *, rounds: int = REVIEW_ROUNDS, top: int = 3,
                 seed: int = 0) -> list[Mistake]:
    """The player's ``top`` costliest moves in the hand (largest cost first; none below 0.05)."""
    found = [m for i in range(len(review.actions))
             if (m := move_cost(review, i, seat, rounds=rounds, seed=seed)) is not None]
    found.sort(key=lambda m: -m.cost)
    return found[:top]
