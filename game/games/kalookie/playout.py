"""Kalookie's own steps in the Expert's play-outs (:class:`ai.strategies.Playout`): the turn of a
seat that has not opened, without the legal list.

The shared play-out lays the solver's melds one at a time; Kalookie refuses each before the initial
meld (K-4: the new melds go down together, worth 40 or more), so the shared steps then list every
legal action to find an opening, turn after turn, in every play-out.  Here the opening is the
solver's best partition laid at once when the rules' check accepts it, and a hand that cannot open
(its melds count less than the initial meld even at best) discards at once: the costliest loose
card, announced when it leaves one to three (K-9).  Anything else (a card that must be laid first,
a discard taken that binds the seat to open) is left to the shared steps.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import Action
from game.engine.melds import hand_points
from game.engine.solver import best_partition

if TYPE_CHECKING:
    from game.engine import HandState


def after_draw(state: "HandState", seat: int) -> Action | None:
    """The play-out's move after drawing for a seat that has not opened (None: the shared steps)."""
    rs = state.ruleset
    if rs.opened(state, seat) or rs._lay_first(state) is not None or state.options.effective().builds_count:
        return None
    hand = state.hands[seat]
    rules = state.rules
    plan = best_partition(hand, rules)
    laid = sum(len(m) for m in plan.melds)
    if plan.melds and len(hand) - laid >= 1:
        chosen = [(list(m), rs._implied(m, rules), 0) for m in plan.melds]
        if all(d is not None for _, d, _ in chosen):
            a = rs._open_action(seat, chosen, [])
            if state.check(a) is None:
                return a
    if state.options.kalookie_free or hand_points(hand, rules) - plan.points >= rs.need(state):
        return None                      # an opening may still be there: the shared steps list it
    if not plan.deadwood or (state.turn.taken and not rs._first_play(state)):
        return None
    keep = state.taken_card
    loose = [c for c in plan.deadwood if c != keep and not c.is_joker] or \
        [c for c in plan.deadwood if c != keep]
    if not loose:
        return None
    card = max(loose, key=lambda c: (rules.values[c.rank], c.index))
    left = len(hand) - 1
    data = (("announce", str(left)),) if 1 <= left <= 3 else ()
    a = Action("discard", seat, (card,), data=data)
    return a if state.check(a) is None else None
