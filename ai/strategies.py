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
_EXPERT_ROUNDS: dict[str, int] = {}


def register(game: str, strategy: Strategy, *, expert_rounds: int | None = None) -> Strategy:
    """Register ``game``'s strategy; ``expert_rounds``: the Expert's rounds a decision in that game,
    where its play-outs cost far more than Battle Hoola's (the Expert's default otherwise)."""
    _STRATEGIES[game] = strategy
    if expert_rounds is not None:
        _EXPERT_ROUNDS[game] = expert_rounds
    return strategy


def _load() -> None:
    if not _STRATEGIES:
        from . import house_rummy_bot, kalookie_bot  # noqa: F401  (the built-in strategies register themselves)


def strategy_for(game: str) -> Strategy | None:
    """The registered strategy of ``game`` (``None``: the rule bot's own plan)."""
    _load()
    return _STRATEGIES.get(game)


def expert_rounds_for(game: str) -> int | None:
    """The Expert's rounds a decision registered for ``game`` (``None``: its default)."""
    _load()
    return _EXPERT_ROUNDS.get(game)


