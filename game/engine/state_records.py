"""What a hand says of itself: a seat's view, the canonical snapshot, position text, the record
to save, and the card-conservation check."""
from __future__ import annotations

from typing import Any

from .position_text import to_position
from .state_fields import snapshot
from .view import PlayerView, make_view


class RecordsMixin:
    """Views, snapshots, position text and records. One of the pieces :class:`~game.engine.state.HandState` is made of."""

    # ------------------------------------------------------------------ views, records
    def view(self, seat: int) -> PlayerView:
        return make_view(self, seat)

    def snapshot(self) -> dict[str, Any]:
        """A canonical picture of the whole state, for replay and save checks (every field
        :mod:`.state_fields` marks for it)."""
        return snapshot(self)

    def position(self) -> str:
        """The whole state as one line of text; :func:`game.engine.from_position` reads it back."""
        return to_position(self)

    def to_record(self) -> dict[str, Any]:
        """What a saved game stores: the setup, the dealt cards, the actions and chance (rule C-6)."""
        return {"setup": dict(self.setup), "actions": [str(a) for a in self.record],
                "chance": [list(c) for c in self.chance]}

    def check_invariants(self) -> None:
        """Raise ``AssertionError`` if cards were lost or duplicated (rule C-3)."""
        cards = self.all_cards()
        distinct = set(cards)
        if len(cards) != len(distinct) or distinct != self.setup_cards:
            raise AssertionError("card conservation broken")
