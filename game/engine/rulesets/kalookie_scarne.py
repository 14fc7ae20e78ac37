"""The old path of ``game.games.kalookie.rules.scarne`` (see :mod:`game.engine.rulesets`)."""
from game.games.kalookie.rules.scarne import *  # noqa: F401,F403
