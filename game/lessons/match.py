"""A lesson's match: the match a lesson's position states (its ``match`` section), around the lesson's hand.

Most lessons are one hand and need no match. A lesson about what happens between hands (Kalookie's
pool and buying in) states the match in its position: the hand's number, the totals so far, the
pool. :func:`lesson_match` makes a real :class:`~game.engine.match.Match` of it, whose ruleset books
the finished hand and asks its questions between hands (a buy-in) exactly as in a game; nothing in
it names a game.
"""
from __future__ import annotations

import copy
from fractions import Fraction
from typing import Any

from game.engine import HandState
from game.engine.context import MatchContext
from game.engine.match import Match


def states_a_match(state: HandState) -> bool:
    """Whether the position stated a match (anything but a first hand with nothing booked)."""
    return state.context != MatchContext(lower_is_better=state.context.lower_is_better)


class LessonMatch(Match):
    """The stated match with the lesson's hand as its current hand (hands before it count in
    :attr:`hands_played`; their records are not the lesson's)."""

    def __init__(self, state: HandState) -> None:
        ctx = state.context
        super().__init__(state.game, players=state.players, seed=0, options=state.options, dealer=state.dealer,
                         max_hands=ctx.max_hands, target=ctx.target)
        self.earlier = ctx.hand_number - 1
        self.ledger = {s: Fraction(ctx.ledger.get(s, 0)) for s in range(state.players)}
        self.money = {s: Fraction(ctx.money.get(s, 0)) for s in range(state.players)}
        self.pool = Fraction(ctx.pool)
        self.out = set(ctx.out)
        self.data = copy.deepcopy(ctx.data)
        self.stake_factor = ctx.stake_factor
        if ctx.sides:
            self.sides = ctx.sides
        self.hand = state

    @property
    def hands_played(self) -> int:        # type: ignore[override]
        return self.earlier + len(self.results)

    # ---- a choice taken back (a lesson lets the learner try the other answer and return) --------------
    FACTS = ("ledger", "money", "pool", "out", "data", "decisions", "totals")

    def facts(self) -> dict[str, Any]:
        """A copy of what an answer between hands changes."""
        return {name: copy.deepcopy(getattr(self, name)) for name in self.FACTS}

    def restore(self, facts: dict[str, Any]) -> None:
        for name, value in facts.items():
            setattr(self, name, copy.deepcopy(value))


def lesson_match(state: HandState) -> LessonMatch | None:
    """The match ``state``'s position states, or None when it states none."""
    return LessonMatch(state) if states_a_match(state) else None


__all__ = ["LessonMatch", "lesson_match", "states_a_match"]
