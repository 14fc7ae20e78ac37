"""The old path of ``game.games.hoola.rules.words`` (see :mod:`game.engine.rulesets`)."""
from game.games.hoola.rules.words import *  # noqa: F401,F403
