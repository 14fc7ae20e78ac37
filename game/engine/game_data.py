"""A game's own facts of a hand and of a turn, typed: dataclasses the game declares.

A ruleset names two classes (``Ruleset.HandData`` and ``Ruleset.TurnData``, both subclasses
of :class:`GameData`); the hand holds one of each (``state.data``, ``state.turn.data``) made
fresh when the hand is dealt and when a turn starts.  Their fields are the whole of what a game
keeps beyond the shared state, so the engine can copy them, write them into a position and a
snapshot, and read them back, without knowing any game.

A field whose value equals its default counts as unset: :meth:`GameData.as_dict` leaves it out
(so a position or ``state.extra`` reads as it did when these were dicts of string keys).  A
field declared with ``cache=True`` (:func:`data_field`) is the game's memo: never written or
compared, and handed to a copy as it is (a memo checks its own key before it is believed).

For older code the data also reads as a mapping of its set fields (``data["opened"]``,
``data.get("gone", ())``, ``"released" in data``) and takes an item by a field's name; a name
that is not a field raises ``KeyError``.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Iterator

_MISSING = dataclasses.MISSING


def data_field(default: Any = _MISSING, *, factory: Callable[[], Any] | None = None,
               read: Callable[[Any], Any] | None = None, cache: bool = False) -> Any:
    """A field of a game's data: ``read`` turns the value a position holds (plain JSON values)
    back into the field's type; ``cache`` marks a memo that is never copied or written."""
    meta = {"read": read, "cache": cache}
    if factory is not None:
        return dataclasses.field(default_factory=factory, metadata=meta, compare=not cache, repr=not cache)
    return dataclasses.field(default=default, metadata=meta, compare=not cache, repr=not cache)


#: Values a copy shares as they are (immutable); anything else goes through :func:`copy_value`.
_PLAIN = frozenset({type(None), bool, int, float, str, tuple, frozenset})


class _Shape:
    """What the engine needs of a data class, worked out once per class (its copy written out
    field by field, as ``dataclasses`` writes its methods: hands are copied by the thousand)."""

    __slots__ = ("names", "kept", "caches", "defaults", "readers", "copy")

    def __init__(self, cls: type) -> None:
        fs = dataclasses.fields(cls)
        self.names = tuple(f.name for f in fs)
        self.kept = tuple(f.name for f in fs if not f.metadata.get("cache"))
        self.caches = tuple(f.name for f in fs if f.metadata.get("cache"))
        self.defaults: dict[str, Callable[[], Any]] = {}
        self.readers: dict[str, Callable[[Any], Any]] = {}
        for f in fs:
            if f.default is not _MISSING:
                self.defaults[f.name] = (lambda v=f.default: v)
            elif f.default_factory is not _MISSING:   # type: ignore[misc]
                self.defaults[f.name] = f.default_factory   # type: ignore[misc]
            else:
                raise TypeError(f"{cls.__name__}.{f.name}: a game's data field needs a default")
            if f.metadata.get("read") is not None:
                self.readers[f.name] = f.metadata["read"]
        lines = ["def copy(self):", "    d = self.__dict__", "    new = _new(_cls)", "    v = d.copy()"]
        for name in self.kept:          # (memos are handed on as they are)
            lines += [f"    x = d[{name!r}]", "    t = type(x)",
                      f"    if t is list: v[{name!r}] = list(x)",
                      f"    elif t not in _PLAIN: v[{name!r}] = _cv(x)"]
        lines += ["    new.__dict__.update(v)", "    return new"]
        names: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_PLAIN": _PLAIN, "_cv": copy_value}
        exec("\n".join(lines), names)   # noqa: S102  (our own text, from the class's fields)
        self.copy = names["copy"]


_SHAPES: dict[type, _Shape] = {}


def _shape(cls: type) -> _Shape:
    s = _SHAPES.get(cls)
    if s is None:
        s = _SHAPES[cls] = _Shape(cls)
    return s


def copy_value(v: Any) -> Any:
    """A copy of a data value that shares no container with it (cards and tuples are values; the
    lists inside a list are shared, as the games keep them unchanged once made)."""
    t = type(v)
    if t is list or t is set:
        return t(v)
    if t is dict:
        return {k: copy_value(x) for k, x in v.items()}
    if isinstance(v, GameData):
        return v.copy()
    return v


def _plain(v: Any) -> Any:
    if isinstance(v, GameData):
        return v.as_dict(full=True)
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if isinstance(v, (list, set)):
        return type(v)(_plain(x) for x in v)
    return v


@dataclass
class GameData:
    """A game's own data (no fields: a game that keeps nothing of its own)."""

    def copy(self) -> "GameData":
        """A copy sharing no container with this one (memo fields are handed on as they are)."""
        cls = type(self)
        return (_SHAPES.get(cls) or _shape(cls)).copy(self)

    def is_set(self, name: str) -> bool:
        """Does field ``name`` hold something other than its default?"""
        shape = _shape(type(self))
        if name not in shape.defaults or name in shape.caches:
            return False
        return getattr(self, name) != shape.defaults[name]()

    def as_dict(self, full: bool = False) -> dict[str, Any]:
        """The set fields (every field with ``full``) as plain values: what a position writes."""
        shape = _shape(type(self))
        return {n: _plain(getattr(self, n)) for n in shape.kept if full or self.is_set(n)}

    @classmethod
    def from_dict(cls, values: Any) -> "GameData":
        """Read :meth:`as_dict` back (``ValueError`` naming a field the game does not keep)."""
        if not isinstance(values, dict):
            raise ValueError(f"{cls.__name__}: the game's data is a JSON object")
        shape = _shape(cls)
        unknown = sorted(str(k) for k in values if k not in shape.kept)
        if unknown:
            raise ValueError(f"{cls.__name__}: the game keeps no fact named {', '.join(unknown)}")
        new = cls()
        for k, v in values.items():
            reader = shape.readers.get(k)
            setattr(new, k, reader(v) if reader is not None and v is not None else copy_value(v))
        return new

    # --- the mapping the older code read (dicts of string keys)
    def __getitem__(self, name: str) -> Any:
        if not self.is_set(name):
            raise KeyError(name)
        return getattr(self, name)

    def __setitem__(self, name: str, value: Any) -> None:
        if name not in _shape(type(self)).kept:
            raise KeyError(f"{type(self).__name__} keeps no fact named {name!r}")
        setattr(self, name, value)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.is_set(name)

    def __iter__(self) -> Iterator[str]:
        return iter([n for n in _shape(type(self)).kept if self.is_set(n)])

    def get(self, name: str, default: Any = None) -> Any:
        return getattr(self, name) if self.is_set(name) else default

    def keys(self) -> list[str]:
        return list(self)

    def items(self) -> list[tuple[str, Any]]:
        return [(n, getattr(self, n)) for n in self]
