"""Actions a seat may take, the events applying them produces, and the error for a refused one.

Actions are small frozen values with a text form (``"2 claim 5H 5S 5D"``,
``"0 add 9S @3"``) that :meth:`Action.parse` reads back, so a hand's record
is a list of lines a person can read and a save file can hold (rule C-6).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import Card, parse_cards

#: Every action kind the engine knows.  Rulesets use the ones their rules need.
KINDS = (
    "draw_stock", "take_discard", "meld", "add", "discard", "knock", "blast",
    "big_luck", "claim", "pass", "drop_out", "stay_in", "group_sevens",
)


class IllegalAction(ValueError):
    """An action the rules refuse now.  ``str(err)`` is a reason a person can read."""


@dataclass(frozen=True)
class Action:
    """One thing one seat does.

    ``cards``: for ``meld`` the new meld; for ``take_discard``/``claim`` the whole
    new meld including the taken card; for ``add``/``group_sevens`` the cards
    from hand; for ``discard`` the one card.  ``target``: the table meld id of
    ``add``/``group_sevens``.  Cards are kept sorted so equal actions compare equal.
    """

    kind: str
    seat: int
    cards: tuple[Card, ...] = ()
    target: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown action kind {self.kind!r}; known: {', '.join(KINDS)}")
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def __str__(self) -> str:
        parts = [str(self.seat), self.kind]
        parts.extend(str(c) for c in self.cards)
        if self.target is not None:
            parts.append(f"@{self.target}")
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> "Action":
        """Read the text form back: ``"<seat> <kind> [cards...] [@target]"``."""
        words = text.split()
        if len(words) < 2 or not words[0].lstrip("-").isdigit():
            raise ValueError(f"bad action {text!r}: expected '<seat> <kind> [cards] [@meld]'")
        seat, kind, rest = int(words[0]), words[1], words[2:]
        target = None
        if rest and rest[-1].startswith("@"):
            t = rest.pop()[1:]
            if not t.isdigit():
                raise ValueError(f"bad action {text!r}: target must look like @3")
            target = int(t)
        return cls(kind, seat, tuple(parse_cards(rest)), target)


@dataclass(frozen=True)
class Event:
    """Something that happened, for the screen to animate and the log to tell.

    ``private_to`` is set when ``cards`` may be shown only to that seat
    (the card a seat drew from the stock); everyone else sees the event
    without the cards (:meth:`for_seat`).
    """

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    target: int | None = None
    private_to: int | None = None
    data: dict[str, Any] = field(default_factory=dict, compare=False)

    def for_seat(self, seat: int) -> "Event":
        if self.private_to is None or self.private_to == seat:
            return self
        return Event(self.kind, self.seat, (), self.target, self.private_to,
                     {k: v for k, v in self.data.items() if k != "hidden"})

    def __str__(self) -> str:
        bits = [self.kind]
        if self.seat is not None:
            bits.insert(0, f"seat {self.seat}")
        if self.cards:
            bits.append(" ".join(str(c) for c in self.cards))
        if self.target is not None:
            bits.append(f"@{self.target}")
        return " ".join(bits)
