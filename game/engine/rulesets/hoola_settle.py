"""The old path of ``game.games.hoola.rules.settle`` (see :mod:`game.engine.rulesets`)."""
from game.games.hoola.rules.settle import *  # noqa: F401,F403
