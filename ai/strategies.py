"""Game strategies for the rule bots: how Easy, Medium and Hard play each game.

A strategy is a function ``(bot, view, legal) -> Action | None`` registered under its game's name by
the game's ``bot`` module (``game/games/<game>/bot.py``); the rule bot asks :func:`strategy_for` before
its own shared plan (a strategy returning ``None`` leaves the choice to that plan), so no game is
named in the bots' shared code.  The registry loads the built-in games' bots the first time it is
asked for a game it does not hold (:mod:`game.engine.registry`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from game.engine.registry import Registry

if TYPE_CHECKING:
    from game.engine import Action

Strategy = Callable[..., "Action | None"]


@dataclass(frozen=True)
class GameBot:
    """What a game registers for its bots: its strategy and the Expert's rounds a decision."""

    strategy: Strategy | None = None
    #: the Expert's rounds a decision where its play-outs cost far more than Battle Hoola's
    expert_rounds: int | None = None


STRATEGIES: Registry[GameBot] = Registry("bot", "game's bot")


def register(game: str, strategy: Strategy | None, *, expert_rounds: int | None = None) -> Strategy | None:
    """Register ``game``'s strategy; ``expert_rounds``: the Expert's rounds a decision in that game,
    where its play-outs cost far more than Battle Hoola's (the Expert's default otherwise)."""
    STRATEGIES.add(game, GameBot(strategy, expert_rounds))
    return strategy


def strategy_for(game: str) -> Strategy | None:
    """The registered strategy of ``game`` (``None``: the rule bot's own plan)."""
    entry = STRATEGIES.get(game)
    return entry.strategy if entry is not None else None


def expert_rounds_for(game: str) -> int | None:
    """The Expert's rounds a decision registered for ``game`` (``None``: its default)."""
    entry = STRATEGIES.get(game)
    return entry.expert_rounds if entry is not None else None
