"""Hoola: the rummy games of Korea, Japan and Britain at one table.

The engine knows no game; here the application tells its registries where the built-in games are
(:mod:`game.games`), so a registry asked for a game it does not hold loads them, one layer at a time.
"""
from __future__ import annotations


def _load_builtin(layer: str) -> None:
    from game import games
    games.load(layer)


def _wire() -> None:
    from game.engine import registry
    registry.set_loader(_load_builtin)


_wire()
