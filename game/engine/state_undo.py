"""Taking back a turn: a seat's own moves, back to the start of its turn or its last draw of a
hidden card, by replaying the record without them."""
from __future__ import annotations

from typing import Any, Callable

from .actions import IllegalAction
from .restore import restore_table

#: How a record becomes a hand again: :func:`game.engine.deal.replay`, handed over by that
#: module when it loads (it deals hands of this class, so this module may not import it).
_replay: list[Callable[[dict[str, Any]], Any]] = []


def replay_with(replay: Callable[[dict[str, Any]], Any]) -> None:
    """Say how :meth:`UndoMixin.undo` rebuilds a hand from its record (the deal module calls this)."""
    _replay[:] = [replay]


class UndoMixin:
    """Taking back a turn. One of the pieces :class:`~game.engine.state.HandState` is made of."""

    # ------------------------------------------------------------------ taking back
    def undo_steps(self, seat: int) -> int:
        """How many of its own actions ``seat`` may take back now (0: none).

        Only the seat in turn, within its turn, back to its start or to the last
        draw of a hidden card (whichever is later); never past another seat's action.
        """
        if self.phase != "play" or seat != self.current or self.turn.seat != seat:
            return 0
        since = self.record[self.turn.undo_from:]
        if any(a.seat != seat for a in since):
            return 0
        return len(since)

    def undo(self, seat: int, steps: int = 1) -> None:
        """Take back ``seat``'s last ``steps`` actions of this turn (``ValueError`` if it may not)."""
        if steps < 1 or steps > self.undo_steps(seat):
            raise IllegalAction("nothing of this turn can be taken back" if not self.undo_steps(seat)
                                else f"only {self.undo_steps(seat)} move(s) can be taken back")
        rec = self.to_record()
        rec["actions"] = rec["actions"][:len(self.record) - steps]
        self.become(_replay[0](rec))

    def restore_turn(self, seat: int) -> None:
        """Restore the table: ``seat``'s rearrangements of this turn taken back, or the whole turn
        where the game names no ``rearranging_kinds`` (:mod:`.restore`)."""
        restore_table(self, seat)
