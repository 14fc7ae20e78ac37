"""Kalookie in a player's words: its own phase and its moves in the log (its choices and events as the
table shows them are its table's, :mod:`game.games.kalookie.table`)."""
from __future__ import annotations

from game.engine.actions import Action


class KalookieWords:
    """The words hooks, mixed into :class:`~.kalookie.Kalookie`."""

    def phase_words(self, phase: str) -> tuple[str, str] | None:
        if phase == "exchange":     # K-15: Scarne's dealer, before the first turn
            return ("the dealer may swap a card for the up-card",
                    "Keep your hand (N), or select a card and swap it for the up-card (E).")
        return None

    def describe_action(self, a: Action) -> str:
        cards = " ".join(c.pretty for c in a.cards)
        return {"open": f"opens with {cards}", "swap": f"wins back a joker with {cards}",
                "exchange": f"swaps {cards} for the up-card", "stand": "keeps the hand as dealt",
                "draw_stock": "draws from the stock",
                "take_discard": f"takes the discard {cards}", "meld": f"melds {cards}",
                "add": f"builds {cards}", "discard": f"discards {cards}"}.get(a.kind, str(a))
