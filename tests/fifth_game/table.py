"""Fifth rummy at the table: a Rap button (key R) while a rap is listed."""
from __future__ import annotations

from game.ui.game_table import GameTable, register_table

from .rules import FifthRummy


class FifthTable(GameTable):
    claim_call = "Mine!"
    kind_buttons = (("rap", "Rap", "R", False),)

    def event_words(self, event):
        return f"seat {event.seat} raps" if event.kind == "rap" else None


register_table(FifthRummy.name, FifthTable())
