"""The old path of ``game.games.house_rummy.rules`` (see :mod:`game.engine.rulesets`)."""
from game.games.house_rummy.rules import *  # noqa: F401,F403
