"""The old path of ``game.games.hoola.rules.options`` (see :mod:`game.engine.rulesets`)."""
from game.games.hoola.rules.options import *  # noqa: F401,F403
