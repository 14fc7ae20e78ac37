"""Cards and their text form (rule C-1).

A card is a small frozen value: rank 1..13 (ace 1, king 13; 0 for a joker),
suit letter ``S H D C`` (empty for a joker) and ``copy``, which keeps the
copies of a multi-deck game distinct (rule C-1).  The text form is ``7S``,
``TH``, ``JK``; a copy other than the first carries a suffix, ``7S.1``, so
``str`` and ``Card.parse`` round-trip for every card of every deck.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

RANK_LETTERS = "A23456789TJQK"
SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
JOKER_RANK = 0
_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card.  Equal text and equal copy means the same card.  Cards sort by rank, then
    suit letter, then copy."""

    rank: int
    suit: str
    copy: int = 0
    index: int = field(default=0, init=False, compare=False, hash=False, repr=False)
    #: (rank, suit, copy): what cards sort by, made once (a sort reads it as a key, in C)
    order: tuple[int, str, int] = field(default=(0, "", 0), init=False, compare=False, hash=False, repr=False)
    #: the text form (``7S``, ``7S.1``), written once: every record and deal writes cards out
    text: str = field(default="", init=False, compare=False, hash=False, repr=False)
    #: ``1 << index`` for a card of the first pack (copy 0), else 0: a hand of such cards as one number
    bit: int = field(default=0, init=False, compare=False, hash=False, repr=False)
    #: ``1 << index`` for every card, copies alike: what a card may join on the table does not depend
    #: on its copy (the one asked is never the one already there), so lay-offs are asked by this
    ibit: int = field(default=0, init=False, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        if self.rank == JOKER_RANK:
            if self.suit != "":
                raise ValueError("a joker has no suit")
            idx = 52
        else:
            if not 1 <= self.rank <= 13 or self.suit not in _SUIT_INDEX:
                raise ValueError(f"no such card: rank {self.rank!r}, suit {self.suit!r}")
            idx = _SUIT_INDEX[self.suit] * 13 + self.rank - 1
        if self.copy < 0:
            raise ValueError("copy must be 0 or more")
        object.__setattr__(self, "index", idx)
        object.__setattr__(self, "order", (self.rank, self.suit, self.copy))
        object.__setattr__(self, "bit", 1 << idx if self.copy == 0 else 0)
        object.__setattr__(self, "ibit", 1 << idx)
        face = "JK" if self.rank == JOKER_RANK else RANK_LETTERS[self.rank - 1] + self.suit
        object.__setattr__(self, "text", face if self.copy == 0 else f"{face}.{self.copy}")

    # card order: rank, then suit letter, then copy (as the fields read)
    def __lt__(self, other: "Card") -> bool:
        if other.__class__ is not Card:
            return NotImplemented
        return self.order < other.order

    def __le__(self, other: "Card") -> bool:
        if other.__class__ is not Card:
            return NotImplemented
        return self.order <= other.order

    def __gt__(self, other: "Card") -> bool:
        if other.__class__ is not Card:
            return NotImplemented
        return self.order > other.order

    def __ge__(self, other: "Card") -> bool:
        if other.__class__ is not Card:
            return NotImplemented
        return self.order >= other.order

    # equality and hashing by the card's number (index and copy): the same as comparing rank, suit
    # and copy, and cheaper, since cards are compared and hashed on every legal-move list
    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not Card:
            return NotImplemented
        return self.index == other.index and self.copy == other.copy  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return self.index + 53 * self.copy

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def suit_index(self) -> int:
        """0..3 for S H D C; 4 for a joker."""
        return self.index // 13

    @property
    def face(self) -> str:
        """Text without the copy suffix (``7S``)."""
        if self.rank == JOKER_RANK:
            return "JK"
        return RANK_LETTERS[self.rank - 1] + self.suit

    @property
    def pretty(self) -> str:
        """Text with a suit symbol, for people (``7♠``, ``10♥``)."""
        if self.rank == JOKER_RANK:
            return "Joker"
        rank = "10" if self.rank == 10 else RANK_LETTERS[self.rank - 1]
        return rank + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Parse ``7S``, ``10H``/``TH``, ``JK``, optionally with a copy suffix ``.1``."""
        if not isinstance(text, str):
            raise ValueError(f"a card is written as text like '7S', not {text!r}")
        raw = text.strip().upper()
        copy = 0
        if "." in raw:
            raw, _, suffix = raw.partition(".")
            if not suffix.isdecimal() or len(suffix) > 6:
                raise ValueError(f"bad card {text!r}: the copy after '.' must be a number")
            copy = int(suffix)
        if raw in ("JK", "JOKER", "*"):
            return cls(JOKER_RANK, "", copy)
        if len(raw) < 2:
            raise ValueError(f"bad card {text!r}: write rank then suit, like '7S' or 'TH'")
        rank_text, suit = raw[:-1], raw[-1]
        if rank_text == "10":
            rank_text = "T"
        if len(rank_text) != 1 or rank_text not in RANK_LETTERS:
            raise ValueError(f"bad card {text!r}: rank must be one of A 2-9 T(10) J Q K")
        if suit not in _SUIT_INDEX:
            raise ValueError(f"bad card {text!r}: suit must be one of S H D C")
        return cls(RANK_LETTERS.index(rank_text) + 1, suit, copy)


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Parse ``"7S 7H 8H"`` (spaces or commas) or a list of texts/cards."""
    if isinstance(text, str):
        parts = text.replace(",", " ").split()
    else:
        parts = list(text)
    return [p if isinstance(p, Card) else Card.parse(p) for p in parts]


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join([c.text if c.__class__ is Card else str(c) for c in cards])


#: each deck made so far (cards are immutable values: every deal of a game shares its card objects)
_DECKS: dict[tuple[int, int], tuple[Card, ...]] = {}


def make_deck(decks: int = 1, jokers: int = 0) -> list[Card]:
    """All cards of ``decks`` packs plus ``jokers`` jokers, each copy distinct (a new list each call)."""
    got = _DECKS.get((decks, jokers))
    if got is None:
        out = [Card(rank, suit, copy) for copy in range(decks) for suit in SUITS for rank in range(1, 14)]
        out.extend(Card(JOKER_RANK, "", copy) for copy in range(jokers))
        got = tuple(out)
        if isinstance(decks, int) and isinstance(jokers, int) and len(_DECKS) < 64:
            _DECKS[(decks, jokers)] = got
    return list(got)

