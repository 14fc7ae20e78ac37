"""The games: the registry of rulesets by name, and the built-in games.

A game is a module here with a :class:`~game.engine.ruleset.Ruleset` subclass and its options
dataclass, registered with :func:`register` when the module is imported; the imports at the end
of this file load the built-in ones.  Nothing else in the shared code names a game.
"""
from __future__ import annotations

from ..actions import declare_kind
from ..ruleset import Ruleset

_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    """Add a game to the registry and declare its action kinds."""
    for kind in sorted(ruleset.kinds):
        declare_kind(kind, ordered=kind in ruleset.ordered_kinds)
    _REGISTRY[ruleset.name] = ruleset
    return ruleset


def get_ruleset(name: str) -> Ruleset:
    """The ruleset called ``name`` (``ValueError`` naming the known games otherwise)."""
    try:
        return _REGISTRY[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {name!r}; known: {', '.join(sorted(_REGISTRY))}") from None


def games() -> list[str]:
    """The names of the registered games."""
    return sorted(_REGISTRY)


# the built-in games (each registers itself)
from . import hoola  # noqa: E402,F401
from . import seven_bridge  # noqa: E402,F401
from . import kalookie  # noqa: E402,F401
from . import house_rummy  # noqa: E402,F401
