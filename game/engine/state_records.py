"""What a hand says of itself: a seat's view, the canonical snapshot, position text, the record
to save, and the card-conservation check."""
from __future__ import annotations

from typing import Any

from .cards import cards_text
from .position_text import to_position
from .state_parts import _canonical
from .view import PlayerView, make_view


class RecordsMixin:
    """Views, snapshots, position text and records. One of the pieces :class:`~game.engine.state.HandState` is made of."""

    # ------------------------------------------------------------------ views, records
    def view(self, seat: int) -> PlayerView:
        return make_view(self, seat)

    def snapshot(self) -> dict[str, Any]:
        """A canonical picture of the whole state, for replay and save checks (every field)."""
        t = self.turn
        return {
            "phase": self.phase, "current": self.current, "dealer": self.dealer,
            "hands": [cards_text(h) for h in self.hands], "stock": cards_text(self.stock),
            "discard": cards_text(self.discard), "out": cards_text(self.out_of_play),
            "melds": [(m.id, m.owner, m.space, cards_text(m.cards), m.kind,
                       sorted((str(c), s) for c, s in m.laid_by.items()),
                       sorted((str(j), v) for j, v in m.jokers.items()),
                       sorted((k, repr(v)) for k, v in m.data.items() if k not in ("kind", "laid_by")))
                      for m in self.melds],
            "next_meld_id": self._next_meld_id,
            "active": list(self.active), "has_turned": list(self.has_turned),
            "melded": list(self.melded_from_hand), "laid": list(self.laid_any),
            "turn": (t.seat, t.in_order, t.laid_before, t.started_at, t.undo_from, t.drew,
                     sorted((str(c), r) for c, r in t.taken.items()), str(t.taken_card), t.took_from,
                     list(t.new_melds), repr(sorted(t.data.items()))),
            "last_draw": self.last_draw, "last_discarder": self.last_discarder,
            "discard_live": self.discard_live, "reshuffles": self.reshuffles, "turns": self.turns,
            "window": None if self.window is None else (str(self.window.card), self.window.discarder,
                                                        self.window.mode, list(self.window.order),
                                                        sorted(self.window.passed),
                                                        sorted(map(str, self.window.pending.values()))),
            "extra": repr(_canonical(self.extra)),
            "record": [str(a) for a in self.record],
            "chance": list(self.chance),
            "context": (self.context.hand_number, sorted(self.context.out)),
            "result": None if self.result is None else self.result.summary(),
        }

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
