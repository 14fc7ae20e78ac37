"""The old path of ``game.games.kalookie.rules.words`` (see :mod:`game.engine.rulesets`)."""
from game.games.kalookie.rules.words import *  # noqa: F401,F403
