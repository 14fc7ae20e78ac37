"""The old path of ``game.games.kalookie.rules.melds`` (see :mod:`game.engine.rulesets`)."""
from game.games.kalookie.rules.melds import *  # noqa: F401,F403
