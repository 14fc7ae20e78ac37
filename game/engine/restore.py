"""Restoring the table: a turn's rearrangements taken back, the rest of the turn kept.

A game whose players may move cards already on the table (House Rummy's R-7) names those kinds in
its ruleset's ``rearranging_kinds``; "restore the table" then takes back only them: the turn is
played again from its start without them, so the pickup and the cards laid from hand stay.  A card
laid from hand on a play that only a taken-back move had made has nowhere to stay and returns to the
hand.  A game that names none restores the whole turn (the engine's turn undo).

Cards laid from hand can leave a play that is not whole with nothing moved (a newcomer dragged six
selected cards onto a book and could neither end the turn nor take them back): while the ruleset says
the table cannot stand as the turn leaves it (``table_refusal``), restoring also takes back what was
laid this turn, back to the draw.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action

if TYPE_CHECKING:
    from .state import HandState


def restorable(state: "HandState", seat: int) -> bool:
    """Whether ``seat`` has anything of this turn to restore now."""
    n = state.undo_steps(seat)
    kinds = state.ruleset.rearranging_kinds
    if not kinds or not n:
        return n > 0
    if any(a.kind in kinds for a in state.record[len(state.record) - n:]):
        return True
    return state.ruleset.table_refusal(state, seat) is not None


def _back_to_the_draw(state: "HandState", seat: int) -> None:
    """Take back ``seat``'s moves after its draw (the turn stays drawn)."""
    while state.undo_steps(seat):
        trial = state.copy()
        trial.undo(seat, 1)
        if trial.phase != "play":
            return
        state.become(trial)


def restore_table(state: "HandState", seat: int) -> None:
    """Take back ``seat``'s rearrangements of this turn (the whole turn where the game names none)."""
    n = state.undo_steps(seat)
    kinds = state.ruleset.rearranging_kinds
    if not n:
        return
    if not kinds:
        state.undo(seat, n)
        return
    turn = list(state.record[len(state.record) - n:])
    kept, played = state.copy(), state.copy()        # the turn replayed without, and as it was
    kept.undo(seat, n)
    played.undo(seat, n)
    at_start = {m.id for m in kept.melds}
    ids: dict[int, int] = {}                         # a play made this turn: its id as played -> as kept
    for a in turn:
        before = {m.id for m in played.melds}
        played.apply(a)
        made = sorted({m.id for m in played.melds} - before)
        if a.kind in kinds:
            continue
        target = a.target
        if target is not None and target not in at_start:
            if target not in ids:
                continue                             # laid on a play a taken-back move made: to hand
            target = ids[target]
        again = Action(a.kind, a.seat, a.cards, target, data=a.data)
        if kept.check(again) is not None:
            continue
        before = {m.id for m in kept.melds}
        kept.apply(again)
        ids.update(zip(made, sorted({m.id for m in kept.melds} - before)))
    if state.ruleset.table_refusal(kept, seat) is not None:
        _back_to_the_draw(kept, seat)             # what was laid cannot stand: the lays go back too
    state.become(kept)
