"""A game's own notes on a play on the table, typed: a small frozen dataclass the game declares.

A ruleset names its class (``Ruleset.MeldData``, a subclass of :class:`MeldNotes`; the base keeps
no note); every play on its table holds one (``meld.notes``: Battle Hoola's Glenn run
``direction``, House Rummy's ``as``).  The engine copies, snapshots, writes into a position, shows
in a seat's view and reads back from one every note through the class's fields, without knowing
any game.

Notes are frozen, and hold plain immutable values (strings, numbers, None, tuples), so a copy of a
play shares them; a play changes a note by taking new notes (``meld.note(direction="down")``).
Every field has a default, which counts as unset (left out of a position and a view, as when notes
were keys of a dict).  A note's *key* (its name in a position's ``meld_data``, in a view's
``notes`` pairs and in the older ``meld.data`` mapping) is the field's name, or the ``key`` given to
:func:`note` where the name is a Python word (House Rummy's ``as``).  A key no field declares is
refused with a ``ValueError`` that names it.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Iterable


class UndeclaredNote(ValueError, KeyError):
    """A note the play's game does not declare (a ``ValueError``, and a ``KeyError`` for the older
    ``meld.data[...] = ...``), with a message naming it and the game's notes."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


def note(default: Any = None, *, key: str | None = None) -> Any:
    """A note field: unset while it holds ``default``; ``key`` is its name outside Python."""
    return dataclasses.field(default=default, metadata={"key": key})


class _Shape:
    """A notes class's fields, worked out once: (key, field name, default) in declared order."""

    __slots__ = ("fields", "by_key", "names", "pairs")

    def __init__(self, cls: type) -> None:
        self.fields: tuple[tuple[str, str, Any], ...] = ()
        out = []
        for f in dataclasses.fields(cls):
            if f.default is dataclasses.MISSING:
                raise TypeError(f"{cls.__name__}.{f.name}: a note needs a default (its unset value)")
            out.append((f.metadata.get("key") or f.name, f.name, f.default))
        self.fields = tuple(out)
        self.by_key = {k: n for k, n, _ in out}
        self.names = frozenset(n for _, n, _ in out)
        # the set notes as pairs, written out note by note (a seat's view asks for them each step)
        lines, names = ["def pairs(self):", "    d = self.__dict__", "    out = ()"], {}
        for i, (k, n, default) in enumerate(out):
            names[f"_d{i}"] = default
            lines += [f"    v = d[{n!r}]", f"    if v != _d{i}: out += (({k!r}, v),)"]
        exec("\n".join(lines + ["    return out"]), names)   # noqa: S102  (our own text, from the fields)
        self.pairs = names["pairs"]


_SHAPES: dict[type, _Shape] = {}
_EMPTIES: dict[type, "MeldNotes"] = {}


def _shape(cls: type) -> _Shape:
    s = _SHAPES.get(cls)
    if s is None:
        s = _SHAPES[cls] = _Shape(cls)
    return s


@dataclass(frozen=True)
class MeldNotes:
    """A game's notes on one play (no fields: a game that notes nothing of its own)."""

    def __getattr__(self, name: str) -> Any:
        """A note no field of this class holds, read as unset when some game declares it: a play made
        by the older constructor with no notes given, put on that game's table, reads its default
        there instead of failing in the game's rules."""
        if not name.startswith("_"):
            todo = list(MeldNotes.__subclasses__())
            while todo:
                cls = todo.pop()
                todo += cls.__subclasses__()
                for key, field_name, default in _shape(cls).fields:
                    if field_name == name:
                        return default
        raise AttributeError(f"{type(self).__name__} has no note {name!r}")

    @classmethod
    def empty(cls) -> "MeldNotes":
        """The notes of a play with none set (one per class: notes are frozen, so plays share it)."""
        e = _EMPTIES.get(cls)
        if e is None:
            e = _EMPTIES[cls] = cls()
        return e

    @classmethod
    def keys(cls) -> tuple[str, ...]:
        """The keys this game declares, in order."""
        return tuple(k for k, _, _ in _shape(cls).fields)

    def pairs(self) -> tuple[tuple[str, Any], ...]:
        """The set notes as (key, value) pairs, in declared order: a view's ``notes``."""
        return (_SHAPES.get(type(self)) or _shape(type(self))).pairs(self)

    def as_dict(self) -> dict[str, Any]:
        """The set notes by key: what a position writes."""
        return dict(self.pairs())

    def get(self, key: str, default: Any = None) -> Any:
        """The note of ``key`` (``default`` while unset or not declared)."""
        for k, n, d in _shape(type(self)).fields:
            if k == key:
                v = getattr(self, n)
                return default if v == d else v
        return default

    def is_set(self, key: str) -> bool:
        """Does the note of ``key`` hold something other than its default?"""
        return any(k == key and getattr(self, n) != d for k, n, d in _shape(type(self)).fields)

    def but(self, **values: Any) -> "MeldNotes":
        """New notes with the named fields set (``UndeclaredNote`` for a field the game does not
        declare).  Made without ``dataclasses.replace``: House Rummy notes a play's ``as`` often."""
        names = _shape(type(self)).names
        bad = [n for n in values if n not in names]
        if bad:
            raise UndeclaredNote(_refusal(type(self), bad))
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.__dict__.update(values)
        return new

    def with_key(self, key: str, value: Any) -> "MeldNotes":
        """New notes with the note of ``key`` set (``UndeclaredNote`` for a key the game does not declare)."""
        return self.but(**{self._name(key): value})

    def without(self, key: str) -> "MeldNotes":
        """New notes with the note of ``key`` unset."""
        name = self._name(key)
        default = next(d for _, n, d in _shape(type(self)).fields if n == name)
        return self.but(**{name: default})

    @classmethod
    def _name(cls, key: str) -> str:
        name = _shape(cls).by_key.get(key)
        if name is None:
            raise UndeclaredNote(_refusal(cls, [key]))
        return name

    @classmethod
    def from_dict(cls, values: Any) -> "MeldNotes":
        """Read :meth:`as_dict` back (``ValueError`` naming a key the game does not declare)."""
        if not isinstance(values, dict):
            raise ValueError(f"{cls.__name__}: a play's notes are a JSON object")
        by_key = _shape(cls).by_key
        unknown = sorted(str(k) for k in values if k not in by_key)
        if unknown:
            raise UndeclaredNote(_refusal(cls, unknown))
        return cls(**{by_key[k]: (tuple(v) if isinstance(v, list) else v) for k, v in values.items()})


def _refusal(cls: type, keys: Iterable[str]) -> str:
    declared = ", ".join(k for k, _, _ in _shape(cls).fields) or "none"
    return (f"{cls.__name__}: the game keeps no note on a play named {', '.join(map(repr, keys))}"
            f" (its notes: {declared})")


def _declared(cls: type) -> Iterable[type]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _declared(sub)


def notes_for(values: dict[str, Any]) -> MeldNotes:
    """Notes read from keys alone, for a play built without its game's class (the older
    ``TableMeld(..., data={...})``): the one declared class whose keys hold them all.  No key: the
    empty notes.  ``ValueError`` when no game declares them (or several do: name the class then)."""
    if not values:
        return MeldNotes.empty()
    keys = set(values)
    fits = [c for c in _declared(MeldNotes) if keys <= set(c.keys())]
    if len(fits) == 1:
        return fits[0].from_dict(values)
    if not fits:
        raise UndeclaredNote(f"no game keeps a note on a play named {', '.join(map(repr, sorted(keys)))}")
    raise ValueError(f"notes {sorted(keys)} are declared by {', '.join(c.__name__ for c in fits)}: "
                     "give the game's class (notes=Ruleset.MeldData)")

