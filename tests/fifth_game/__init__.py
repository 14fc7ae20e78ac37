"""A fifth game, written the way a new game is added: one folder, and nothing shared touched.

"Fifth rummy" (``toy-fifth``) is plain seven-card rummy with an action kind of its own, ``rap``: at the
start of a turn a player holding few points may end the hand.  Its folder has the layers every game
has, each registering itself when imported: ``rules`` (the ruleset), ``stats`` (it counts raps),
``bot`` (its bots rap when it pays), ``table`` (a Rap button on key R) and ``menu`` (its rules text).
Being a test's game, it is not in :data:`game.games.BUILTIN`: :func:`install` imports its modules
inside a registry scope, as the built-in list's loader would.
"""
from __future__ import annotations

import importlib

NAME = "toy-fifth"
LAYERS = ("rules", "stats", "bot", "table", "menu")


def install() -> None:
    """Register every layer of the game (again, if a scope forgot it: a module registers when run)."""
    for layer in LAYERS:
        module = importlib.import_module(f"{__name__}.{layer}")
        importlib.reload(module)
