"""Sentences about players that get the second person right ("you pay", "Minji pays").

A sentence is built from a :class:`Subject`, which knows whether it is the
player at the screen, instead of substituting "you" into a third-person text
afterwards (which gave "you pays" and "you's discard").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

#: Third-person verbs whose second-person form is not the verb less its "s".
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}


@dataclass(frozen=True)
class Subject:
    """A player as the subject or owner in a sentence."""

    name: str
    second: bool = False

    @classmethod
    def you(cls) -> "Subject":
        return cls("you", True)

    def __str__(self) -> str:
        return self.name

    @property
    def cap(self) -> str:
        """The name at the start of a sentence ("You", "Minji")."""
        return self.name[:1].upper() + self.name[1:]

    @property
    def possessive(self) -> str:
        return "your" if self.second else f"{self.name}'s"

    def verb(self, third: str) -> str:
        """``third`` ("pays") in this subject's person ("pay" for you)."""
        if not self.second:
            return third
        if third in _IRREGULAR:
            return _IRREGULAR[third]
        if third.endswith(("sses", "shes", "ches", "xes", "zzes")):
            return third[:-2]
        return third[:-1] if third.endswith("s") else third

    def does(self, third: str, *, start: bool = False) -> str:
        """Subject and verb: "you pay", "Minji pays" ("You pay" when ``start``)."""
        return f"{self.cap if start else self.name} {self.verb(third)}"


#: Who each seat is in sentences: a function from seat to :class:`Subject`.
Namer = Callable[[int], Subject]


def seat_namer(names: dict[int, str] | None = None, you: int | None = None) -> Namer:
    """A namer for logs and tests: "you" for ``you``, the given name or "seat N" otherwise."""
    def name(seat: int) -> Subject:
        if seat == you:
            return Subject.you()
        return Subject((names or {}).get(seat, f"seat {seat}"))
    return name


def join(subjects: list[Subject]) -> str:
    """"Ana", "Ana and you", "Ana, Bo and you"."""
    words = [str(s) for s in subjects]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
