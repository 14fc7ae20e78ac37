"""Tiny bots with set delays for the controller's and the screen's tests."""
from __future__ import annotations


class ScriptBot:
    """In turn: draw, then discard ``discard`` if it may (else the first discard); out of turn:
    claim when ``claims`` (else pass).  Delays are fixed numbers."""

    def __init__(self, reaction: float = 0.8, think: float = 0.5, claims: bool = True,
                 discard: str | None = None) -> None:
        self.reaction = reaction
        self.think = think
        self.claims = claims
        self.discard = discard
        self.asked = 0

    def choose(self, view, legal):
        self.asked += 1
        kinds = {a.kind: a for a in legal}
        for a in legal:
            if a.kind == "claim" and self.claims:
                return a
        if "pass" in kinds:
            return kinds["pass"]
        if "stay_in" in kinds:
            return kinds["stay_in"]
        if "draw_stock" in kinds:
            return kinds["draw_stock"]
        discards = [a for a in legal if a.kind == "discard"]
        if discards:
            for a in discards:
                if self.discard and str(a.cards[0]) == self.discard:
                    return a
            return discards[0]
        return legal[0]

    def reaction_delay(self):
        return self.reaction

    def think_time(self):
        return self.think

    def random_state(self):
        return {}            # no generator: its choices are scripted

    def set_random_state(self, data):
        pass
