"""What a hand may know of its match, and the decisions a match asks for between hands.

Kept apart from :mod:`match` so that a hand (``state.context``) and a ruleset can name these
without importing the match machinery.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any


@dataclass(frozen=True)
class MatchContext:
    """A hand's view of its match, fixed when the hand is dealt.

    ``hand_number`` counts from 1; ``ledger`` and ``money`` are the totals before this hand;
    ``out`` holds the seats eliminated from the match (they are dealt no cards and sit out the
    whole hand); ``sides`` are the partnerships; ``data`` holds a ruleset's own match facts.
    A hand dealt alone has the defaults: hand 1, nothing booked, nobody out.
    """

    hand_number: int = 1
    ledger: dict[int, Fraction] = field(default_factory=dict)
    stake_factor: int = 1
    max_hands: int | None = None
    target: int | None = None
    sides: tuple[tuple[int, ...], ...] = ()
    out: frozenset[int] = frozenset()
    pool: Fraction = Fraction(0)
    money: dict[int, Fraction] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict)
    lower_is_better: bool = False

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON values, for a hand's record (a replay and an undo need the hand's number)."""
        return {"hand_number": self.hand_number, "ledger": {str(s): str(v) for s, v in self.ledger.items()},
                "stake_factor": self.stake_factor, "max_hands": self.max_hands, "target": self.target,
                "sides": [list(s) for s in self.sides], "out": sorted(self.out), "pool": str(self.pool),
                "money": {str(s): str(v) for s, v in self.money.items()}, "data": self.data,
                "lower_is_better": self.lower_is_better}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "MatchContext":
        """Read :meth:`to_dict` back (``ValueError`` for values that do not read)."""
        try:
            return cls(hand_number=int(d.get("hand_number", 1)),
                       ledger={int(s): Fraction(v) for s, v in dict(d.get("ledger", {})).items()},
                       stake_factor=int(d.get("stake_factor", 1)), max_hands=d.get("max_hands"),
                       target=d.get("target"), sides=tuple(tuple(int(x) for x in s) for s in d.get("sides", ())),
                       out=frozenset(int(s) for s in d.get("out", ())), pool=Fraction(d.get("pool", 0)),
                       money={int(s): Fraction(v) for s, v in dict(d.get("money", {})).items()},
                       data=dict(d.get("data", {})), lower_is_better=bool(d.get("lower_is_better", False)))
        except (TypeError, ValueError, AttributeError) as e:
            raise ValueError(f"the hand's match facts do not read: {e}") from None


@dataclass(frozen=True)
class Decision:
    """A question a match puts to one seat between hands (e.g. a buy-in in Kalookie).

    ``kind`` names the question for the ruleset's words; ``choices`` are the answers allowed,
    as short words (``"buy"``, ``"retire"``); ``data`` carries the numbers the question states.
    """

    seat: int
    kind: str
    choices: tuple[str, ...]
    data: dict[str, Any] = field(default_factory=dict)
