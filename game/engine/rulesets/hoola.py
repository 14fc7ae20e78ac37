"""The old path of ``game.games.hoola.rules`` (see :mod:`game.engine.rulesets`)."""
from game.games.hoola.rules import *  # noqa: F401,F403
