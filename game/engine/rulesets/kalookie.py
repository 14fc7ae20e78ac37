"""The old path of ``game.games.kalookie.rules`` (see :mod:`game.engine.rulesets`)."""
from game.games.kalookie.rules import *  # noqa: F401,F403
