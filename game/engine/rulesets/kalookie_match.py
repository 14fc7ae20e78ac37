"""The old path of ``game.games.kalookie.rules.match`` (see :mod:`game.engine.rulesets`)."""
from game.games.kalookie.rules.match import *  # noqa: F401,F403
