"""Registries by name: the games' rulesets here, and (built on :class:`Registry`) the bots' strategies
and the screen's per-game tables in their own layers.

The engine imports no game.  A registry that is asked for a name it does not hold calls the
*loader* once for its layer (``"rules"``, ``"bot"``, ``"table"``...); the application sets the loader
(:func:`set_loader`, done by :mod:`game` from the one list of built-in games in :mod:`game.games`), so
``new_hand("hoola", ...)`` works from a bare ``from game.engine import new_hand``.

Registries can be scoped: :func:`scoped` keeps every registry's entries (and the declared action
kinds) as they were and puts them back afterwards, so a test's toy game does not leak into the next
test.

>>> from game.engine.registry import RULESETS, scoped
>>> with scoped():
...     _ = RULESETS.add("toy", object())
...     "toy" in RULESETS.names()
True
>>> "toy" in RULESETS.names()
False
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Generic, Iterator, TypeVar

if TYPE_CHECKING:
    from .ruleset import Ruleset

T = TypeVar("T")

#: loads the built-in games' modules of one layer; set by the application (:func:`set_loader`)
_loader: Callable[[str], None] | None = None
#: every registry made, so :func:`scoped` can keep them all
_ALL: list["Registry"] = []
#: what a scope keeps besides the registries (the declared action kinds): (snapshot, restore) pairs
_KEEPERS: list[tuple[Callable[[], object], Callable[[object], None]]] = []


def set_loader(loader: Callable[[str], None] | None) -> None:
    """Set what loads the built-in games' modules of a layer (``loader("rules")``...)."""
    global _loader
    _loader = loader


def keep_in_scope(snapshot: Callable[[], object], restore: Callable[[object], None]) -> None:
    """Have :func:`scoped` keep and put back more than the registries (a module's own table)."""
    _KEEPERS.append((snapshot, restore))


class Registry(Generic[T]):
    """Entries by name for one layer.  A missing name loads the built-in games' ``layer`` modules once."""

    def __init__(self, layer: str, what: str) -> None:
        self.layer = layer
        self.what = what
        self._entries: dict[str, T] = {}
        self._loaded = False
        _ALL.append(self)

    def _load(self) -> None:
        if not self._loaded and _loader is not None:
            self._loaded = True
            _loader(self.layer)

    def add(self, name: str, entry: T) -> T:
        """Register ``entry`` under ``name`` (a later one replaces an earlier)."""
        self._entries[name] = entry
        return entry

    def get(self, name: str) -> T | None:
        """The entry of ``name``, or ``None``."""
        if name not in self._entries:
            self._load()
        return self._entries.get(name)

    def __getitem__(self, name: str) -> T:
        entry = self.get(name)
        if entry is None:
            raise ValueError(f"unknown {self.what} {name!r}; known: {', '.join(self.names())}")
        return entry

    def names(self) -> list[str]:
        """The registered names, sorted."""
        self._load()
        return sorted(self._entries)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.get(name) is not None

    def snapshot(self) -> tuple[dict[str, T], bool]:
        return dict(self._entries), self._loaded

    def restore(self, snap: tuple[dict[str, T], bool]) -> None:
        entries, loaded = snap
        self._entries = dict(entries)
        self._loaded = loaded


@contextmanager
def scoped() -> Iterator[None]:
    """Everything registered inside the block is forgotten after it (tests' toy games)."""
    for registry in _ALL:
        registry._load()
    snaps = [(r, r.snapshot()) for r in _ALL]
    kept = [(restore, snapshot()) for snapshot, restore in _KEEPERS]
    try:
        yield
    finally:
        for registry, snap in snaps:
            registry.restore(snap)
        for restore, snap in kept:
            restore(snap)


#: the games' rulesets by stable name (``hoola``, ``seven-bridge``, ``kalookie``, ``house-rummy``);
#: :func:`game.engine.ruleset.register` adds one and declares its action kinds
RULESETS: Registry["Ruleset"] = Registry("rules", "game")
