"""Bots by level name: ``make_bot("random", seed)``."""
from __future__ import annotations

from typing import Callable

from .base import Bot
from .expert import expert
from .random_bot import RandomBot
from .rulebot import easy, hard, medium

_FACTORIES: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": easy,
    "medium": medium,
    "hard": hard,
    "expert": expert,
}

#: The known levels, in the order menus list them.
LEVELS: tuple[str, ...] = tuple(_FACTORIES)


def make_bot(level: str, seed: int) -> Bot:
    """A new bot of ``level`` with its own random generator seeded by ``seed``.

    An unknown level raises ``ValueError`` naming the known ones.
    """
    try:
        factory = _FACTORIES[level]
    except (KeyError, TypeError):
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}") from None
    return factory(seed)
