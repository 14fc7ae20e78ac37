"""The end of a hand, explained: who won, how, each seat's points, rank, multipliers and payment."""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

REASONS = ("blast", "knock", "out", "big_luck", "stock")


@dataclass(frozen=True)
class Result:
    """How a hand ended.

    ``winners`` is empty when a hand ends void (Seven Bridge's stock running out).
    ``payments`` are exact (``Fraction``): stakes received (positive) or paid
    (negative) in Hoola, where they sum to zero; points scored in Seven Bridge.
    ``multipliers[seat]`` lists ``(reason, factor)`` pairs behind that seat's
    payment; ``notes`` says in words why the payments are what they are.
    """

    winners: tuple[int, ...]
    reason: str
    points: dict[int, int]
    payments: dict[int, Fraction]
    multipliers: dict[int, list[tuple[str, int]]] = field(default_factory=dict)
    ranks: dict[int, int] = field(default_factory=dict)
    base: dict[int, int] = field(default_factory=dict)
    debts: dict[int, Fraction] = field(default_factory=dict)
    pays_all: int | None = None
    perfect: bool = False
    knocker: int | None = None
    hands: dict[int, tuple] = field(default_factory=dict)
    notes: tuple[str, ...] = ()

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
