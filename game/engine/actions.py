"""Actions a seat may take, the events applying them produces, and the errors for refused ones.

Actions are small frozen values with a text form (``"2 claim 5H 5S 5D"``,
``"0 add 9S @3"``, ``"1 meld 5S 6S JK joker=7S"``) that :meth:`Action.parse`
reads back, so a hand's record is a list of lines a person can read and a
save file can hold (rule C-6).

The vocabulary is open: the kinds every game shares are declared here, and a
ruleset declares its own with :func:`declare_kind` (Hoola's ``knock``,
Kalookie's joker swap...).  An action may carry named words besides its cards
(``data``: ``key=value`` pairs, for a joker's stated card, a demanded card or
a whole proposed table) that its ruleset reads.

>>> str(Action.parse("0 add 10S @3"))
'0 add TS @3'
>>> Action.parse("1 meld 6S 5S JK joker=7S").data
(('joker', '7S'),)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from .cards import Card, parse_cards
from .registry import RULESETS, keep_in_scope


@dataclass(frozen=True)
class KindSpec:
    """One action kind.  ``ordered``: its cards keep the order given (else they are sorted)."""

    name: str
    ordered: bool = False
    help: str = ""


_SPECS: dict[str, KindSpec] = {}


def declare_kind(name: str, *, ordered: bool = False, help: str = "") -> KindSpec:
    """Declare an action kind (a ruleset calls this for each kind of its own).

    Declaring a known name again with the same shape is harmless; with another shape it is an error,
    so two games cannot give one word two meanings.
    """
    if not name or not all(ch.isalnum() or ch == "_" for ch in name) or name[0].isdigit():
        raise ValueError(f"bad action kind {name!r}: use letters, digits and '_'")
    spec = KindSpec(name, ordered, help)
    old = _SPECS.get(name)
    if old is not None and old.ordered != ordered:
        raise ValueError(f"action kind {name!r} is already declared with another shape")
    _SPECS.setdefault(name, spec)
    return _SPECS[name]


#: The kinds every game shares (their texts are those of every saved game).
SHARED_KINDS = ("draw_stock", "take_discard", "meld", "add", "discard", "claim", "pass")
for _k in SHARED_KINDS:
    declare_kind(_k)


def known_kinds() -> tuple[str, ...]:
    """Every declared kind: the shared ones and those of the games loaded so far."""
    _load_games()
    return tuple(_SPECS)


def kind_spec(name: str) -> KindSpec | None:
    spec = _SPECS.get(name)
    if spec is None:
        _load_games()
        spec = _SPECS.get(name)
    return spec


def _load_games() -> None:
    """Load the built-in games so their kinds are declared (a save may name one before any deal)."""
    RULESETS.names()


def _restore_specs(snap: object) -> None:
    _SPECS.clear()
    _SPECS.update(snap)  # type: ignore[call-overload]


# a scope (tests' toy games) forgets the kinds declared inside it too
keep_in_scope(lambda: dict(_SPECS), _restore_specs)


class _Kinds(tuple):
    """``KINDS``: the declared kinds as a tuple-like view that stays current as games declare theirs."""

    def _all(self) -> tuple[str, ...]:
        return known_kinds()

    def __contains__(self, item: object) -> bool:
        return item in self._all()

    def __iter__(self):
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def __getitem__(self, i):  # type: ignore[override]
        return self._all()[i]

    def __repr__(self) -> str:
        return repr(self._all())


#: Every action kind known (shared and declared by the games); kept for the first contract.
KINDS: tuple[str, ...] = _Kinds()


class IllegalAction(ValueError):
    """An action the rules refuse now.  ``str(err)`` is a reason a person can read."""


class ActionTextError(ValueError):
    """Text that does not read as an action (as opposed to an action the rules refuse)."""


#: a card's place in card order (rank, suit letter, copy: the order ``Card`` compares by), read in C
_CARD_ORDER = attrgetter("order")


#: action words already checked and sorted, by the words as given: the legal lists build the same few
#: again and again (House Rummy's demands name the seat they ask of, on each of dozens of actions)
_WORDS: dict[tuple, tuple[tuple[str, str], ...]] = {}


def _word_ok(text: str) -> bool:
    return bool(text) and not any(ch.isspace() for ch in text) and "=" not in text


@dataclass(frozen=True, init=False)
class Action:
    """One thing one seat does.

    ``cards``: for ``meld`` the new meld; for ``take_discard``/``claim`` the whole
    new meld including the taken card; for ``add`` the cards from hand; for
    ``discard`` the one card.  ``target``: the table meld id of ``add`` (and of
    the kinds a ruleset aims at a meld).  ``data``: named words a ruleset's kind
    carries, as sorted ``(key, value)`` pairs.  Cards are kept sorted, unless the
    kind is declared ``ordered``, so equal actions compare equal.
    """

    kind: str
    seat: int
    cards: tuple[Card, ...] = ()
    target: int | None = None
    data: tuple[tuple[str, str], ...] = ()

    def __init__(self, kind: str, seat: int, cards: tuple[Card, ...] = (), target: int | None = None,
                 data: tuple[tuple[str, str], ...] = ()) -> None:
        # the hot path of every legal-move list: a known kind, a tuple of cards and no words; the
        # fields are written straight into the frozen value (as the generated ``__init__`` would, less
        # a call per field)
        spec = _SPECS.get(kind) if isinstance(kind, str) else None
        if spec is None:
            spec = kind_spec(kind) if isinstance(kind, str) else None
            if spec is None:
                raise ValueError(f"unknown action kind {kind!r}; known: {', '.join(known_kinds())}")
        if type(cards) is not tuple:
            cards = tuple(cards)
        if len(cards) > 1 and not spec.ordered:
            cards = tuple(sorted(cards, key=_CARD_ORDER))
        d = self.__dict__
        d["kind"] = kind
        d["seat"] = seat
        d["cards"] = cards
        d["target"] = target
        if not data:
            d["data"] = ()
            return
        if isinstance(data, dict):
            data = tuple(data.items())
        try:
            known = _WORDS.get(data)                # the same words again (a demand from each seat, ...)
        except TypeError:                           # words that do not hash: checked below as ever
            known = None
        if known is None:
            given = data
            data = tuple(sorted((str(k), str(v)) for k, v in data))
            for k, v in data:
                if not _word_ok(k) or not v or any(ch.isspace() for ch in v):
                    raise ValueError(f"bad action word {k}={v!r}: keys and values are single words")
            if type(given) is tuple and len(_WORDS) < 4096 and \
                    all(type(p) is tuple and len(p) == 2 and type(p[0]) is str and type(p[1]) is str for p in given):
                try:
                    _WORDS[given] = data
                except TypeError:
                    pass
            known = data
        d["data"] = known

    def get(self, key: str, default: str | None = None) -> str | None:
        """The value of a named word (``None`` if the action has none)."""
        for k, v in self.data:
            if k == key:
                return v
        return default

    def __str__(self) -> str:
        text = self.__dict__.get("_text")       # an action never changes: its text is written once
        if text is None:
            parts = [str(self.seat), self.kind]
            parts.extend(str(c) for c in self.cards)
            if self.target is not None:
                parts.append(f"@{self.target}")
            parts.extend(f"{k}={v}" for k, v in self.data)
            text = self.__dict__["_text"] = " ".join(parts)
        return text

    @classmethod
    def parse(cls, text: str) -> "Action":
        """Read the text form back: ``"<seat> <kind> [cards...] [@target] [key=value...]"``.

        Raises :class:`ActionTextError` (a ``ValueError``) for text that does not read.
        """
        if not isinstance(text, str):
            raise ActionTextError(f"an action is written as text, not {text!r}")
        words = text.split()
        if len(words) < 2 or not words[0].removeprefix("-").isdecimal() or len(words[0]) > 6:
            raise ActionTextError(f"bad action {text!r}: expected '<seat> <kind> [cards] [@meld]'")
        seat, kind, rest = int(words[0]), words[1], words[2:]
        data = []
        while rest and "=" in rest[-1]:
            k, _, v = rest.pop().partition("=")
            data.append((k, v))
        target = None
        if rest and rest[-1].startswith("@"):
            t = rest.pop()[1:]
            if not t.isdecimal() or len(t) > 9:
                raise ActionTextError(f"bad action {text!r}: target must look like @3")
            target = int(t)
        try:
            return cls(kind, seat, tuple(parse_cards(rest)), target, tuple(data))
        except ActionTextError:
            raise
        except ValueError as e:
            raise ActionTextError(f"bad action {text!r}: {e}") from None


@dataclass(frozen=True, init=False)
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

    def __init__(self, kind: str, seat: int | None = None, cards: tuple[Card, ...] = (),
                 target: int | None = None, private_to: int | None = None,
                 data: dict[str, Any] | None = None) -> None:
        # written straight into the frozen value: every action applied makes a few
        d = self.__dict__
        d["kind"] = kind
        d["seat"] = seat
        d["cards"] = cards
        d["target"] = target
        d["private_to"] = private_to
        d["data"] = {} if data is None else data

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
