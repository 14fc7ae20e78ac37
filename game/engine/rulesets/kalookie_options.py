"""The old path of ``game.games.kalookie.rules.options`` (see :mod:`game.engine.rulesets`)."""
from game.games.kalookie.rules.options import *  # noqa: F401,F403
