"""Kalookie in a player's words: its choices, its own phase and events, and its moves in the log."""
from __future__ import annotations

from game.engine.actions import Action, Event
from game.engine.cards import Card


class KalookieWords:
    """The words hooks, mixed into :class:`~.kalookie.Kalookie`."""

    def choice_words(self, a: Action) -> str:
        """A meld whose jokers may stand for more than one card is offered by what they stand for."""
        if a.kind in ("meld", "open") and a.get("joker"):
            faces = [Card.parse(f).pretty if len(f) >= 2 else f for f in (a.get("joker") or "").split(",") if f]
            text = f"The joker{'s' if len(faces) > 1 else ''} as {' and '.join(faces)}"
            if a.kind == "open":      # an opening may group the cards otherwise too: name the joker's meld
                sizes = [int(n) for n in (a.get("groups") or str(len(a.cards))).split(",")]
                i = 0
                for n in sizes:
                    group = a.cards[i:i + n]
                    i += n
                    if any(c.is_joker for c in group):
                        text += ", with " + " ".join(c.pretty for c in group if not c.is_joker)
            return text
        if a.kind == "exchange":
            return f"Put down the {' '.join(c.pretty for c in a.cards)}"
        return super().choice_words(a)

    def phase_words(self, phase: str) -> tuple[str, str] | None:
        if phase == "exchange":     # K-15: Scarne's dealer, before the first turn
            return ("the dealer may swap a card for the up-card",
                    "Keep your hand (N), or select a card and swap it for the up-card (E).")
        return None

    def event_words(self, ev: Event) -> str | None:
        cards = " ".join(c.pretty for c in ev.cards)
        if ev.kind == "cut_joker":
            return f"seat {ev.seat} cut the pack and showed a joker: it is theirs, with fourteen more cards"
        if ev.kind == "exchange":
            up = ev.data.get("card")
            return f"seat {ev.seat} takes the up-card {up.pretty if up else ''} and puts down the {cards}"
        if ev.kind == "stand":
            return f"seat {ev.seat} keeps the hand and leaves the up-card"
        return None

    def describe_action(self, a: Action) -> str:
        cards = " ".join(c.pretty for c in a.cards)
        return {"open": f"opens with {cards}", "swap": f"wins back a joker with {cards}",
                "exchange": f"swaps {cards} for the up-card", "stand": "keeps the hand as dealt",
                "draw_stock": "draws from the stock",
                "take_discard": f"takes the discard {cards}", "meld": f"melds {cards}",
                "add": f"builds {cards}", "discard": f"discards {cards}"}.get(a.kind, str(a))
