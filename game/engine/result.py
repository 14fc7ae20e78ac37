"""The end of a hand, explained: who won, how, each seat's points, rank, multipliers and payment."""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any


@dataclass(frozen=True, init=False)
class Result:
    """How a hand ended: the generic facts, and the game's own in ``details``.

    ``winners`` is empty when a hand ends void (Seven Bridge's stock running out).
    ``payments`` are exact (``Fraction``): stakes received (positive) or paid
    (negative) in Hoola, where they sum to zero; points scored in Seven Bridge.
    ``multipliers[seat]`` lists ``(reason, factor)`` pairs behind that seat's
    payment; ``hands`` the cards each seat still held; ``notes`` says in words why
    the payments are what they are.  ``details`` holds what only some games have
    (Hoola's ranks, base, debts, who pays for all, the knocker, a Perfect); any other
    keyword given to the constructor lands there, and the old names read it back.
    """

    winners: tuple[int, ...]
    reason: str
    points: dict[int, int]
    payments: dict[int, Fraction]
    multipliers: dict[int, list[tuple[str, int]]] = field(default_factory=dict)
    hands: dict[int, tuple] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    details: dict[str, Any] = field(default_factory=dict)

    def __init__(self, winners: tuple[int, ...], reason: str, points: dict[int, int],
                 payments: dict[int, Fraction], multipliers: dict[int, list[tuple[str, int]]] | None = None,
                 hands: dict[int, tuple] | None = None, notes: tuple[str, ...] = (),
                 details: dict[str, Any] | None = None, **game_details: Any) -> None:
        put = object.__setattr__
        put(self, "winners", tuple(winners))
        put(self, "reason", reason)
        put(self, "points", points)
        put(self, "payments", payments)
        put(self, "multipliers", {} if multipliers is None else multipliers)
        put(self, "hands", {} if hands is None else hands)
        put(self, "notes", tuple(notes))
        put(self, "details", {**(details or {}), **game_details})

    # the fields of Hoola and Seven Bridge, read from ``details`` (kept for the first contract)
    @property
    def ranks(self) -> dict[int, int]:
        return self.details.get("ranks", {})

    @property
    def base(self) -> dict[int, int]:
        return self.details.get("base", {})

    @property
    def debts(self) -> dict[int, Fraction]:
        return self.details.get("debts", {})

    @property
    def pays_all(self) -> int | None:
        return self.details.get("pays_all")

    @property
    def perfect(self) -> bool:
        return bool(self.details.get("perfect", False))

    @property
    def knocker(self) -> int | None:
        return self.details.get("knocker")

    @property
    def winner(self) -> int:
        """The first winner (most hands have one; a void hand has none: ``IndexError``)."""
        return self.winners[0]

    def summary(self) -> str:
        pays = ", ".join(f"{s}: {_fmt(p)}" for s, p in sorted(self.payments.items()))
        if not self.winners:
            return f"no winner ({self.reason}); payments {pays}"
        who = ", ".join(f"seat {w}" for w in self.winners)
        return f"{who} won by {self.reason}{' (Perfect)' if self.perfect else ''}; payments {pays}"


def _fmt(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{float(x):g}"
