"""Game strategies for the rule bots: how Easy, Medium and Hard play a game whose plan differs from
the draw-meld-discard one of :mod:`ai.rulebot` (House Rummy lays out every card it can).

A strategy is a function ``(bot, view, legal) -> Action`` registered under its game's name; the rule
bot asks :func:`strategy_for` before its own plan, so no game is named in the bot's code.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from game.engine import Action

Strategy = Callable[..., "Action"]
_STRATEGIES: dict[str, Strategy] = {}


def register(game: str, strategy: Strategy) -> Strategy:
    _STRATEGIES[game] = strategy
    return strategy


def strategy_for(game: str) -> Strategy | None:
    """The registered strategy of ``game`` (``None``: the rule bot's own plan)."""
    if not _STRATEGIES:
        from . import house_rummy_bot, kalookie_bot  # noqa: F401  (the built-in strategies register themselves)
    return _STRATEGIES.get(game)


