"""The old path of ``game.games.seven_bridge.rules`` (see :mod:`game.engine.rulesets`)."""
from game.games.seven_bridge.rules import *  # noqa: F401,F403
