"""The old path of ``game.games.kalookie.rules.opening`` (see :mod:`game.engine.rulesets`)."""
from game.games.kalookie.rules.opening import *  # noqa: F401,F403
